//! The area map (`games/spi-1812/maps/<id>.yaml`): areas, their sub-areas, the places
//! units stand in (an area without sub-areas, or a sub-area), adjacency (petgraph), the 20
//! forts and the victory point cities.

use crate::data::GameData;
use crate::error::Result;
use petgraph::graph::{NodeIndex, UnGraph};
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
    graph: UnGraph<String, ()>,
    index: BTreeMap<String, NodeIndex>,
}

impl Map {
    /// Loads `maps/<id>.yaml`.
    ///
    /// # Errors
    /// A missing file, YAML errors, a sub-area id used twice, or an adjacency naming an
    /// unknown place (with file, line and path).
    pub fn load(data: &GameData, id: &str) -> Result<Map> {
        data.memo(&format!("spi-map:{id}"), || Self::parse(data, id))
    }

    fn parse(data: &GameData, id: &str) -> Result<Map> {
        let src = data.source(&format!("maps/{id}.yaml"))?;
        let f: MapFile = src.parse()?;
        let mut places = BTreeMap::new();
        let mut area_names = BTreeMap::new();
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
                let place = Place {
                    id: pid.clone(),
                    name: p.name,
                    area: aid.clone(),
                    fort: p.fort,
                    victory_points: p.victory_points,
                };
                if places.insert(pid.clone(), place).is_some() {
                    return Err(src.invalid(
                        &format!("areas.{aid}.subareas.{pid}"),
                        format!("place '{pid}' is defined twice"),
                    ));
                }
            }
        }
        let mut graph = UnGraph::new_undirected();
        let mut index = BTreeMap::new();
        for id in places.keys() {
            index.insert(id.clone(), graph.add_node(id.clone()));
        }
        for (i, [a, b]) in f.adjacent.iter().enumerate() {
            for (j, p) in [a, b].into_iter().enumerate() {
                if !index.contains_key(p) {
                    return Err(src.invalid(
                        &format!("adjacent[{i}][{j}]"),
                        format!("unknown area or sub-area '{p}'"),
                    ));
                }
            }
            graph.add_edge(index[a], index[b], ());
        }
        Ok(Map {
            id: f.id,
            name: f.name,
            provisional: f.provisional,
            places,
            area_names,
            graph,
            index,
        })
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
        match (self.index.get(a), self.index.get(b)) {
            (Some(x), Some(y)) => self.graph.contains_edge(*x, *y),
            _ => false,
        }
    }

    /// The places adjacent to `id`, sorted by id.
    pub fn neighbours(&self, id: &str) -> Vec<&str> {
        let Some(ix) = self.index.get(id) else {
            return Vec::new();
        };
        let mut v: Vec<&str> = self
            .graph
            .neighbors(*ix)
            .map(|n| self.graph[n].as_str())
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The areas adjacent to `area` (any of its places next to a place of the other),
    /// sorted, without `area` itself.
    pub fn adjacent_areas(&self, area: &str) -> Vec<&str> {
        let mut v: Vec<&str> = self
            .places_in(area)
            .flat_map(|p| self.neighbours(&p.id))
            .map(|n| self.area_of(n))
            .filter(|a| *a != area)
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}
