//! The map: areas, terrain, cities, borders (rivers, crossing arrows), seas, and distances
//! over land borders, on the shared area board ([`crate::board::area`]).

use crate::board::area::{AreaBoard, AreaSpec, BoardSpec, BorderSpec, SeaSpec};
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A city in an area.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct City {
    /// Name.
    pub name: String,
    /// City supply value (spires).
    pub supply: u32,
    /// Siege value (fleches).
    pub siege: u32,
}

/// A land area.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Area {
    /// Name for reports.
    pub name: String,
    /// clear, forest, mountain, marsh or desert.
    pub terrain: String,
    /// Home nation (a major power's id or a minor country).
    pub nation: String,
    /// The city, if any.
    #[serde(default)]
    pub city: Option<City>,
    /// Forage value (7.4.1.1); maps without it cannot adjudicate foraging.
    #[serde(default)]
    pub forage: Option<u32>,
    /// In the winter zone (7.4.1.2.4, 7.4.2.1.3; rule 9.0).
    #[serde(default)]
    pub winter_zone: bool,
}

/// A border between two areas.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
pub struct Border {
    /// A river runs along it.
    #[serde(default)]
    pub river: bool,
    /// A crossing arrow.
    #[serde(default)]
    pub crossing: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EdgeFile {
    between: [String; 2],
    #[serde(default)]
    river: bool,
    #[serde(default)]
    crossing: bool,
    /// A crossing arrow's sea area (7.3.1.3.3).
    #[serde(default)]
    sea: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    id: String,
    name: String,
    #[serde(default)]
    demonstration: bool,
    #[serde(default)]
    provisional: bool,
    areas: BTreeMap<String, Area>,
    #[serde(default)]
    capitals: BTreeMap<String, String>,
    #[serde(default)]
    seas: BTreeMap<String, Sea>,
    edges: Vec<EdgeFile>,
}

/// A sea area: the land areas on its coasts, the ports among them, the seas it borders.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sea {
    /// Name for reports.
    pub name: String,
    /// Land areas on its coasts (7.3.5 disembarking, 7.4.4 invasion supply).
    pub coasts: Vec<String>,
    /// Coastal areas whose city is a port on this sea (7.2.2, 7.4.3).
    #[serde(default)]
    pub ports: Vec<String>,
    /// Seas it borders, for sea routes (7.4.3, 7.4.4.1).
    #[serde(default)]
    pub adjacent: Vec<String>,
    /// North of the ice line: no sea or invasion supply in winter (7.4.3.3, 7.4.4.5).
    #[serde(default)]
    pub north_of_ice_line: bool,
}

/// The map of a scenario.
#[derive(Debug, Clone)]
pub struct Map {
    /// Map id.
    pub id: String,
    /// Name.
    pub name: String,
    /// A demonstration map, not the game's board.
    pub demonstration: bool,
    /// Provisional figures.
    pub provisional: bool,
    /// Areas by id.
    pub areas: BTreeMap<String, Area>,
    /// Nation -> the area of its capital (7.7 conquest of minor countries).
    pub capitals: BTreeMap<String, String>,
    board: AreaBoard<Border>,
    /// Crossing arrow (sorted pair of areas) -> the sea area it passes.
    crossings: BTreeMap<(String, String), String>,
    /// Sea areas by id (7.3.5, 7.4.3, 7.4.4).
    pub seas: BTreeMap<String, Sea>,
}

impl Map {
    /// Loads `maps/<id>.yaml`.
    ///
    /// # Errors
    /// Missing file, YAML errors, or a border naming an unknown area.
    pub fn load(data: &GameData, id: &str) -> Result<Self> {
        data.memo(&format!("eia-map:{id}"), || Self::parse(data, id))
    }

    fn parse(data: &GameData, id: &str) -> Result<Self> {
        let src = data.source(&format!("maps/{id}.yaml"))?;
        let file: MapFile = src.parse()?;
        let (spec, crossings) = board_spec(&src, &file)?;
        let board = AreaBoard::build(&src, spec)?;
        for (nation, area) in &file.capitals {
            if !file.areas.contains_key(area) {
                return Err(src.invalid(
                    &format!("capitals.{nation}"),
                    format!("no area '{area}' on this map"),
                ));
            }
        }
        Ok(Map {
            capitals: file.capitals,
            id: file.id,
            name: file.name,
            demonstration: file.demonstration,
            provisional: file.provisional,
            areas: file.areas,
            board,
            crossings,
            seas: file.seas,
        })
    }

    /// The shape of the map: areas, borders, seas and their coasts.
    pub fn board(&self) -> &AreaBoard<Border> {
        &self.board
    }

    /// Whether `id` is an area of this map.
    pub fn has(&self, id: &str) -> bool {
        self.areas.contains_key(id)
    }

    /// The area's name, or the id when unknown.
    pub fn name(&self, id: &str) -> String {
        self.areas
            .get(id)
            .map(|a| a.name.clone())
            .or_else(|| self.seas.get(id).map(|s| s.name.clone()))
            .unwrap_or_else(|| id.to_string())
    }

    /// The sea area the crossing arrow between `a` and `b` passes, if the map names one.
    pub fn crossing_sea(&self, a: &str, b: &str) -> Option<&str> {
        self.crossings.get(&pair(a, b)).map(String::as_str)
    }

    /// The area's terrain ("clear" when unknown).
    pub fn terrain(&self, id: &str) -> &str {
        self.areas.get(id).map_or("clear", |a| a.terrain.as_str())
    }

    /// The border between two areas, if they are adjacent.
    pub fn border(&self, a: &str, b: &str) -> Option<Border> {
        self.board.border(a, b).copied()
    }

    /// Adjacent areas of `id`, sorted by id.
    pub fn neighbours(&self, id: &str) -> Vec<(String, Border)> {
        self.board
            .neighbours(id)
            .into_iter()
            .map(|(a, b)| (a.to_string(), *b))
            .collect()
    }

    /// Number of land borders (not crossing arrows) from `from` to the nearest of
    /// `targets`; `None` when none can be reached.
    pub fn land_distance(&self, from: &str, targets: &[String]) -> Option<u32> {
        self.board.distance(from, targets, |b| !b.crossing)
    }
}

/// The sea each crossing arrow crosses, by pair of areas (in id order).
type Crossings = BTreeMap<(String, String), String>;

/// The map file's areas, borders and seas (their ports on their coasts) as a board to
/// build, and the sea each crossing arrow crosses, by pair of areas.
fn board_spec(src: &Source, file: &MapFile) -> Result<(BoardSpec<Border>, Crossings)> {
    let mut crossings = BTreeMap::new();
    let mut spec = BoardSpec::default();
    for area in file.areas.keys() {
        spec.areas.push(AreaSpec {
            id: area.clone(),
            path: format!("areas.{area}"),
            ..AreaSpec::default()
        });
    }
    for (i, e) in file.edges.iter().enumerate() {
        if let Some(sea) = &e.sea {
            crossings.insert(pair(&e.between[0], &e.between[1]), sea.clone());
        }
        spec.borders.push(BorderSpec {
            between: e.between.clone(),
            paths: [0, 1].map(|j| format!("edges[{i}].between[{j}]")),
            border: Border {
                river: e.river,
                crossing: e.crossing,
            },
        });
    }
    for (id, sea) in &file.seas {
        let listed = |key: &str, v: &[String]| -> Vec<(String, String)> {
            v.iter()
                .enumerate()
                .map(|(k, a)| (a.clone(), format!("seas.{id}.{key}[{k}]")))
                .collect()
        };
        spec.seas.push(SeaSpec {
            id: id.clone(),
            path: format!("seas.{id}"),
            coasts: listed("coasts", &sea.coasts),
            adjacent: listed("adjacent", &sea.adjacent),
        });
        if let Some(p) = sea.ports.iter().find(|p| !sea.coasts.contains(p)) {
            return Err(src.invalid(
                &format!("seas.{id}.ports"),
                format!("port '{p}' is not on the coasts of {id}"),
            ));
        }
    }
    Ok((spec, crossings))
}

fn pair(a: &str, b: &str) -> (String, String) {
    if a <= b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}
