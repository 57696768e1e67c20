//! What the rules read of the map: the area board (areas, regions, coasts and seas) and
//! each region's figures [VP - continentals - militia - tories]. Built from the map file's
//! loader ([`super::data::map`]); tests build it from a small board of their own.

use super::words::{land::Said, say};
use crate::board::area::AreaBoard;
use std::collections::{BTreeMap, BTreeSet};

/// A region's figures.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Region {
    /// Name for reports.
    pub name: String,
    /// Victory points (E.b.5).
    pub vp: u32,
    /// Continental allowance (the levy chart's row, C).
    pub continentals: u32,
    /// Militia SPs placed on the first British entry and when British control ends.
    pub militia: u32,
    /// Tory SPs placed on the first British entry.
    pub tories: u32,
    /// Canada (E.b.1: its own control test; E.c.1-2).
    pub canada: bool,
    /// Reached by sea only (Nova Scotia).
    pub sea_only: bool,
    /// The figures are not from the printed map: named in every report line using them.
    pub provisional: bool,
}

/// The map as the rules see it.
#[derive(Debug, Clone)]
pub struct Geo {
    /// The board.
    pub board: AreaBoard<()>,
    /// Region id -> its figures (every region of the board).
    pub regions: BTreeMap<String, Region>,
    /// E.a: the 0 VP areas whose forces are eliminated in winter.
    pub zero_vp_areas: BTreeSet<String>,
    /// Area id -> name.
    pub names: BTreeMap<String, String>,
    /// The map is provisional (adjacency and areas not from the printed map).
    pub provisional: bool,
}

impl Geo {
    /// The region of `area` ("" if none).
    pub fn region_of(&self, area: &str) -> &str {
        self.board.region_of(area).unwrap_or("")
    }

    /// The figures of `region` (zeros for an unknown one).
    pub fn region(&self, region: &str) -> Region {
        self.regions.get(region).cloned().unwrap_or_default()
    }

    /// Whether `area` is in Canada.
    pub fn in_canada(&self, area: &str) -> bool {
        self.region(self.region_of(area)).canada
    }

    /// The areas of Canada, sorted.
    pub fn canada_areas(&self) -> Vec<String> {
        self.regions
            .iter()
            .filter(|(_, r)| r.canada)
            .flat_map(|(id, _)| self.board.areas_in(id).iter().map(|a| a.to_string()))
            .collect()
    }

    /// The name of an area or region (its id if unnamed).
    pub fn name<'a>(&'a self, id: &'a str) -> &'a str {
        self.names
            .get(id)
            .map(String::as_str)
            .or_else(|| self.regions.get(id).map(|r| r.name.as_str()))
            .unwrap_or(id)
    }

    /// Whether a fleet in sea `sea` is off the coast of `area`.
    pub fn off_coast(&self, sea: &str, area: &str) -> bool {
        self.board.seas_of(area).iter().any(|s| s.as_str() == sea)
    }

    /// The first area of `region` in id order ("" for an unknown region).
    pub fn first_area(&self, region: &str) -> String {
        self.board
            .areas_in(region)
            .first()
            .map(|a| a.to_string())
            .unwrap_or_default()
    }

    /// The note for a report line that used provisional figures of `region` or the map.
    pub fn provisional_note(&self, region: &str) -> Option<String> {
        if self.region(region).provisional {
            let region = self.name(region);
            Some(say(&Said::RegionFiguresNote { region }))
        } else if self.provisional {
            Some(say(&Said::MapNote))
        } else {
            None
        }
    }
}
