//! The area map (`games/spi-1812/maps/<id>.yaml`): areas, their sub-areas, the places
//! units stand in (an area without sub-areas, or a sub-area), the 20 forts and the victory
//! point cities. On the shared area board ([`crate::board::area`]), the places are the
//! board's areas and the map's areas are its regions.

use crate::board::area::{AreaBoard, AreaSpec, BoardSpec, BorderSpec};
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlaceFile {
    name: String,
    #[serde(default)]
    fort: bool,
    #[serde(default)]
    victory_points: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct AreaFile {
    name: String,
    #[serde(default)]
    fort: bool,
    #[serde(default)]
    victory_points: u32,
    #[serde(default)]
    subareas: BTreeMap<String, PlaceFile>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    id: String,
    name: String,
    #[serde(default)]
    provisional: bool,
    areas: BTreeMap<String, AreaFile>,
    adjacent: Vec<[String; 2]>,
}

/// A place units stand in: an area without sub-areas, or a sub-area.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// Id.
    pub id: String,
    /// Name.
    pub name: String,
    /// The area it belongs to (itself for an area without sub-areas).
    pub area: String,
    /// One of the forts (D.1, A.3 step 5, C.2).
    pub fort: bool,
    /// Victory points of the city (D.1), 0 if none.
    pub victory_points: u32,
}

/// The map.
#[derive(Debug, Clone)]
pub struct Map {
    /// Id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Provisional data (not the printed map).
    pub provisional: bool,
    places: BTreeMap<String, Place>,
    area_names: BTreeMap<String, String>,
    board: AreaBoard<()>,
}

impl Map {
    /// Loads `maps/<id>.yaml`.
    ///
    /// # Errors
    /// A missing file, YAML errors, a place id used twice, or an adjacency naming an
    /// unknown place (with file, line and path: [`AreaBoard::build`]).
    pub fn load(data: &GameData, id: &str) -> Result<Map> {
        data.memo(&format!("spi-map:{id}"), || Self::parse(data, id))
    }

    fn parse(data: &GameData, id: &str) -> Result<Map> {
        let src = data.source(&format!("maps/{id}.yaml"))?;
        let f: MapFile = src.parse()?;
        let mut places = BTreeMap::new();
        let mut area_names = BTreeMap::new();
        let mut spec = BoardSpec::default();
        for (aid, a) in &f.areas {
            area_names.insert(aid.clone(), a.name.clone());
            let subs: Vec<(String, PlaceFile)> = if a.subareas.is_empty() {
                vec![(
                    aid.clone(),
                    PlaceFile {
                        name: a.name.clone(),
                        fort: a.fort,
                        victory_points: a.victory_points,
                    },
                )]
            } else {
                a.subareas.clone().into_iter().collect()
            };
            for (pid, p) in subs {
                spec.areas.push(AreaSpec {
                    path: if a.subareas.is_empty() {
                        format!("areas.{aid}")
                    } else {
                        format!("areas.{aid}.subareas.{pid}")
                    },
                    id: pid.clone(),
                    region: Some(aid.clone()),
                    value: p.victory_points,
                    adjacent: Vec::new(),
                });
                let place = Place {
                    id: pid.clone(),
                    name: p.name,
                    area: aid.clone(),
                    fort: p.fort,
                    victory_points: p.victory_points,
                };
                places.insert(pid, place);
            }
        }
        for (i, [a, b]) in f.adjacent.iter().enumerate() {
            spec.borders.push(BorderSpec {
                between: [a.clone(), b.clone()],
                paths: [0, 1].map(|j| format!("adjacent[{i}][{j}]")),
                border: (),
            });
        }
        let board = AreaBoard::build(&src, spec)?;
        Ok(Map {
            id: f.id,
            name: f.name,
            provisional: f.provisional,
            places,
            area_names,
            board,
        })
    }

    /// The shape of the map: places (the board's areas) grouped by area (its regions).
    pub fn board(&self) -> &AreaBoard<()> {
        &self.board
    }

    /// Whether `id` is a place.
    pub fn has(&self, id: &str) -> bool {
        self.places.contains_key(id)
    }

    /// Whether `id` is an area.
    pub fn is_area(&self, id: &str) -> bool {
        self.area_names.contains_key(id)
    }

    /// The place `id`.
    pub fn place(&self, id: &str) -> Option<&Place> {
        self.places.get(id)
    }

    /// Every place, by id.
    pub fn places(&self) -> impl Iterator<Item = &Place> {
        self.places.values()
    }

    /// Every area id, sorted.
    pub fn areas(&self) -> impl Iterator<Item = &String> {
        self.area_names.keys()
    }

    /// The name of a place or area (the id if unknown).
    pub fn name<'a>(&'a self, id: &'a str) -> &'a str {
        self.places
            .get(id)
            .map(|p| p.name.as_str())
            .or_else(|| self.area_names.get(id).map(String::as_str))
            .unwrap_or(id)
    }

    /// The area of place `id` (the id if unknown).
    pub fn area_of<'a>(&'a self, id: &'a str) -> &'a str {
        self.places.get(id).map_or(id, |p| p.area.as_str())
    }

    /// The places of `area`, sorted.
    pub fn places_in<'a>(&'a self, area: &'a str) -> impl Iterator<Item = &'a Place> + 'a {
        self.places.values().filter(move |p| p.area == area)
    }

    /// Whether places `a` and `b` are adjacent.
    pub fn adjacent(&self, a: &str, b: &str) -> bool {
        self.board.adjacent(a, b)
    }

    /// The places adjacent to `id`, sorted by id.
    pub fn neighbours(&self, id: &str) -> Vec<&str> {
        self.board
            .neighbours(id)
            .into_iter()
            .map(|(a, _)| a.as_str())
            .collect()
    }

    /// The areas adjacent to `area` (any of its places next to a place of the other),
    /// sorted, without `area` itself.
    pub fn adjacent_areas(&self, area: &str) -> Vec<&str> {
        self.board.adjacent_regions(area)
    }
}
