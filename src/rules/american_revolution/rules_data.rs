//! The rules' data for a campaign: the map as [`Geo`] and the charts as the loader reads
//! them ([`Charts`]).

use super::data::{Charts, Map};
use super::geo::{Geo, Region};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::american_revolution::revision::Change;

/// Everything the procedures read besides state, orders and dice.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The map.
    pub geo: Geo,
    /// The charts (the levy chart with the campaign's option rows only).
    pub tables: Charts,
    /// Which pbem revision of the rules resolves the entry (old entries replay as made).
    pub revision: Revision,
    /// Each side's posture for the standing orders of a side without orders (item 9).
    pub postures: Postures,
}

impl Rules {
    /// The notes for a line a move's path decided: the provisional adjacency (from pbem
    /// 0.6.0) and, from 0.7.0, the provisional cost of an area (the movement chart's field,
    /// which says how far the MPs reach); none before 0.6.0, whose move lines carried none.
    pub fn adjacency_note(&self) -> Vec<String> {
        let mut v = Vec::new();
        if self.revision.has(Change::MapNotesByField) && self.geo.provisional {
            v.push("provisional map adjacency (not from the printed map)".to_string());
        }
        if self.revision.has(Change::AreaCostNoted) && self.tables.movement.area_cost_provisional()
        {
            v.push(format!(
                "provisional area cost, {} MP an area (not in the text)",
                self.tables.movement.area_cost
            ));
        }
        v
    }

    /// The note for a line that used the figures of `region`: from pbem 0.6.0 only where
    /// those figures are provisional (the fields, not the file); before, the map's note too.
    pub fn region_note(&self, region: &str) -> Vec<String> {
        if self.revision.has(Change::MapNotesByField) {
            if !self.geo.region(region).provisional {
                return Vec::new();
            }
            return vec![format!(
                "provisional region figures for {} (not from the printed map)",
                self.geo.name(region)
            )];
        }
        self.geo.provisional_note(region).into_iter().collect()
    }
}

/// The revision of the rules an entry is resolved with (its table of changes in
/// [`super::revision`]); rules code never reads the engine string.
pub use super::revision::Revision;

/// How a side without orders plays its standing orders (campaign option
/// `british_posture` / `american_posture`, games/american-revolution/game.yaml).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Posture {
    /// Takes the field: marches on the enemy and attacks at good odds.
    #[default]
    Active,
    /// Attacks only at high odds and marches only on empty regions.
    Cautious,
    /// Makes no move, attack or fort (as pbem 0.5.0 did).
    Hold,
}

impl Posture {
    /// The posture named `s` in campaign.yaml (`active`, `cautious`, `hold`).
    pub fn parse(s: &str) -> Option<Posture> {
        match s {
            "active" => Some(Posture::Active),
            "cautious" => Some(Posture::Cautious),
            "hold" => Some(Posture::Hold),
            _ => None,
        }
    }

    /// The name in campaign.yaml and reports.
    pub fn key(self) -> &'static str {
        match self {
            Posture::Active => "active",
            Posture::Cautious => "cautious",
            Posture::Hold => "hold",
        }
    }
}

/// The postures of both sides.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Postures {
    /// The American side's.
    pub american: Posture,
    /// The British side's.
    pub british: Posture,
}

impl Postures {
    /// The posture of `side`.
    pub fn of(self, side: super::state::Side) -> Posture {
        match side {
            super::state::Side::American => self.american,
            super::state::Side::British => self.british,
        }
    }
}

impl Rules {
    /// The rules' data for map `map_id`, with the levy chart's option rows `options` (`L`).
    ///
    /// # Errors
    /// The map's and the charts' errors (file, line, YAML path).
    pub fn load(data: &GameData, map_id: &str, options: &[&str]) -> Result<Rules> {
        let map = Map::load(data, map_id)?;
        let mut tables = Charts::load(data, &map)?;
        tables.levy.keep_options(options);
        Ok(Rules {
            geo: geo(&map),
            tables,
            revision: Revision::default(),
            postures: Postures::default(),
        })
    }
}

/// The map as the rules read it.
pub fn geo(map: &Map) -> Geo {
    let regions = map
        .regions()
        .map(|r| {
            let sea_only = !map.areas_in(&r.id).is_empty()
                && map
                    .areas_in(&r.id)
                    .iter()
                    .all(|a| map.area(a.as_str()).is_some_and(|a| a.sea_only));
            let region = Region {
                name: r.name.clone(),
                vp: r.vp,
                continentals: r.continentals,
                militia: r.militia,
                tories: r.tory,
                canada: r.id == map.canada().id,
                sea_only,
                provisional: r.provisional,
            };
            (r.id.clone(), region)
        })
        .collect();
    let mut names: std::collections::BTreeMap<String, String> = map
        .areas()
        .map(|a| (a.id.to_string(), a.name.clone()))
        .collect();
    for (sea, _) in map.board().seas() {
        names.insert(sea.to_string(), map.name(sea.as_str()).to_string());
    }
    Geo {
        board: map.board().clone(),
        regions,
        zero_vp_areas: map.zero_vp_areas().iter().map(|a| a.to_string()).collect(),
        names,
        provisional: map.provisional,
    }
}
