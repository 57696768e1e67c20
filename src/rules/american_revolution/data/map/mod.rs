//! The map of the colonies (`games/american-revolution/maps/<id>.yaml`): river basin regions
//! with their values [VP - continentals - militia - tory], the land areas of each region, the
//! sea areas the fleets move through, and Canada (E.b.1, E.c.1-2), Nova Scotia by sea only
//! and the 0 VP areas (E.a). The shape goes through the shared area board
//! ([`crate::board::area`]): neighbours, paths, regions and coasts are asked of it.

mod file;

use crate::board::area::{AreaBoard, AreaId};
use crate::chart::At;
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use file::MapFile;
use std::collections::BTreeMap;

/// A river basin region and its values, as the region table prints them.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    /// Id (`massachusetts-bay`): its key in the map file.
    #[serde(skip)]
    pub id: String,
    /// Name.
    pub name: String,
    /// Victory points (E.b.3, E.b.5-6).
    pub vp: u32,
    /// Continental allowance.
    pub continentals: u32,
    /// M SPs placed on the first British entry (B.1.b.4.a) and when militia reappear (E.b.4).
    pub militia: u32,
    /// T SPs the British place on their first entry (B.1.b.4.b).
    pub tory: u32,
    /// A 0 VP area, whose forces are eliminated each Winter (E.a).
    #[serde(default)]
    pub zero_vp: bool,
    /// Values that are ours, not the printed table's.
    #[serde(default)]
    pub provisional: bool,
    /// What a group should type in, when provisional.
    #[serde(default)]
    pub note: Option<String>,
}

/// A land area.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Area {
    /// Id (`boston`).
    pub id: AreaId,
    /// Name.
    pub name: String,
    /// Its region.
    pub region: String,
    /// The towns shown in it.
    pub cities: Vec<String>,
    /// Reached by sea only (Nova Scotia): no land border.
    pub sea_only: bool,
}

/// The map.
#[derive(Debug, Clone)]
pub struct Map {
    /// Id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Areas, adjacency, coasts and seas are ours, not the printed map.
    pub provisional: bool,
    /// What a group should type in, when provisional.
    pub note: Option<String>,
    canada: String,
    regions: BTreeMap<String, Region>,
    areas: BTreeMap<AreaId, Area>,
    sea_names: BTreeMap<AreaId, String>,
    board: AreaBoard<()>,
}

impl Map {
    /// Loads and checks `maps/<id>.yaml` (kept for the life of `data`).
    ///
    /// # Errors
    /// A missing file or YAML errors; [`crate::Error::Invalid`] with file, line and YAML
    /// path for: an area naming no region, a region without areas, `canada` naming no region
    /// or a region of other than three areas (E.c.1), a 0 VP region with VPs, a sea-only area
    /// with a land border or on no coast, a land area with no border that is not sea-only,
    /// land areas not all joined by land, and the board's own checks
    /// ([`AreaBoard::build`]: unknown ids, adjacency listed by one side only).
    pub fn load(data: &GameData, id: &str) -> Result<Map> {
        data.memo(&format!("american-revolution-map:{id}"), || {
            Self::parse(&data.source(&format!("maps/{id}.yaml"))?)
        })
    }

    /// Parses and checks a map file already read (as [`Map::load`]).
    ///
    /// # Errors
    /// As [`Map::load`].
    pub fn parse(src: &Source) -> Result<Map> {
        let f: MapFile = src.parse()?;
        let regions = file::regions(src, &f)?;
        let (spec, areas) = file::board_spec(src, &f, &regions)?;
        let board = AreaBoard::build(src, spec)?;
        let map = Map {
            id: f.id.clone(),
            name: f.name.clone(),
            provisional: f.provisional,
            note: f.note.clone(),
            canada: f.canada.clone(),
            regions,
            areas,
            sea_names: (f.seas.iter())
                .map(|(id, s)| (AreaId::new(id.as_str()), s.name.clone()))
                .collect(),
            board,
        };
        map.check(src)?;
        Ok(map)
    }

    /// The checks that need the built board: regions with areas, Canada's three areas,
    /// sea-only areas on a coast, and every other land area joined to the rest by land.
    fn check(&self, src: &Source) -> Result<()> {
        let at = At::root(src);
        for r in self.regions.keys() {
            let msg = format!("region '{r}' has no area (every area names its region)");
            (at.key("regions").key(r)).ensure(!self.areas_in(r).is_empty(), msg)?;
        }
        let msg = format!("no region '{}' on this map", self.canada);
        at.key("canada")
            .ensure(self.regions.contains_key(&self.canada), msg)?;
        let n = self.areas_in(&self.canada).len();
        let msg = format!("Canada has 3 areas (E.c.1); the map gives it {n}");
        at.key("canada").ensure(n == 3, msg)?;
        for a in self.areas.values() {
            let msg = "a sea-only area must be on the coast of a sea";
            let coast = !a.sea_only || self.board.is_coastal(a.id.as_str());
            at.key("areas")
                .key(&a.id)
                .key("sea_only")
                .ensure(coast, msg)?;
        }
        let land: Vec<&Area> = self.areas.values().filter(|a| !a.sea_only).collect();
        if let Some(first) = land.first() {
            let reach = self.board.distances(first.id.as_str(), |_| true);
            if let Some(cut) = land.iter().find(|a| !reach.contains_key(a.id.as_str())) {
                let msg = format!(
                    "'{}' cannot be reached by land from '{}': join it or mark it sea_only",
                    cut.id, first.id
                );
                return Err(at.key("areas").key(&cut.id).invalid(msg));
            }
        }
        Ok(())
    }

    /// The shape of the map: areas, borders, regions, seas and coasts.
    pub fn board(&self) -> &AreaBoard<()> {
        &self.board
    }

    /// The region `id`.
    pub fn region(&self, id: &str) -> Option<&Region> {
        self.regions.get(id)
    }

    /// Every region, by id.
    pub fn regions(&self) -> impl Iterator<Item = &Region> {
        self.regions.values()
    }

    /// Canada (E.b.1, E.c.1-2).
    pub fn canada(&self) -> &Region {
        &self.regions[&self.canada]
    }

    /// The area `id`.
    pub fn area(&self, id: &str) -> Option<&Area> {
        self.areas.get(id)
    }

    /// Every land area, by id.
    pub fn areas(&self) -> impl Iterator<Item = &Area> {
        self.areas.values()
    }

    /// The areas of `region`, sorted (none for an unknown region).
    pub fn areas_in(&self, region: &str) -> &[AreaId] {
        self.board.areas_in(region)
    }

    /// The region of area `id` (`None` for an unknown area).
    pub fn region_of(&self, id: &str) -> Option<&Region> {
        self.regions.get(self.board.region_of(id)?)
    }

    /// The areas bordering `id` by land, sorted.
    pub fn neighbours(&self, id: &str) -> Vec<&AreaId> {
        self.board
            .neighbours(id)
            .into_iter()
            .map(|(a, _)| a)
            .collect()
    }

    /// Whether areas `a` and `b` share a land border.
    pub fn adjacent(&self, a: &str, b: &str) -> bool {
        self.board.adjacent(a, b)
    }

    /// The areas outside `region` bordering one of its areas, sorted (E.c.2 for Canada).
    pub fn areas_adjacent_to(&self, region: &str) -> Vec<&AreaId> {
        let mut v: Vec<&AreaId> = (self.areas_in(region).iter())
            .flat_map(|a| self.neighbours(a.as_str()))
            .filter(|n| self.board.region_of(n.as_str()) != Some(region))
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// The 0 VP areas (E.a), sorted.
    pub fn zero_vp_areas(&self) -> Vec<&AreaId> {
        (self.areas.values())
            .filter(|a| self.regions[&a.region].zero_vp)
            .map(|a| &a.id)
            .collect()
    }

    /// Whether land area `id` is on the coast of a sea (a coastal area).
    pub fn is_coastal(&self, id: &str) -> bool {
        self.board.is_coastal(id)
    }

    /// Whether `id` is a sea area.
    pub fn is_sea(&self, id: &str) -> bool {
        self.board.is_sea(id)
    }

    /// The name of a land area, sea or region (the id if unknown).
    pub fn name<'a>(&'a self, id: &'a str) -> &'a str {
        (self.areas.get(id).map(|a| a.name.as_str()))
            .or_else(|| self.sea_names.get(id).map(String::as_str))
            .or_else(|| self.regions.get(id).map(|r| r.name.as_str()))
            .unwrap_or(id)
    }

    /// The sum of every region's VPs (held at `u32::MAX`).
    pub fn total_vp(&self) -> u32 {
        self.regions.values().fold(0, |n, r| n.saturating_add(r.vp))
    }

    /// What of the map is provisional, one label each (`Map of the colonies (provisional)`,
    /// `South Carolina region values (provisional)`), for every report line that used it.
    pub fn provisional(&self) -> Vec<String> {
        let mut v = Vec::new();
        if self.provisional {
            v.push(format!("{} (provisional)", self.name));
        }
        for r in self.regions.values().filter(|r| r.provisional) {
            v.push(format!("{} region values (provisional)", r.name));
        }
        v
    }
}
