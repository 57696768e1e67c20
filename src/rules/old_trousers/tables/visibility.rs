//! VISIBILITY (provisional: our text of v2.4 has no line of sight rules): which terrain
//! blocks, whether hill crests block, which units block, and who fires over friends, read
//! from `charts/visibility.yaml` into the table engine's [`Sight`].

use super::cell::load_provisional;
use crate::board::table::sight::Sight;
use crate::board::table::stand::Formation;
use crate::board::table::terrain::AreaKind;
use crate::chart::{At, Check, Provisional};
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// The chart's file, as report lines name it.
pub const CHART: &str = "charts/visibility.yaml";

/// The area kinds the chart's `terrain` must give (hills have their own line).
const TERRAIN: [(AreaKind, &str); 5] = [
    (AreaKind::LightWoods, "light-woods"),
    (AreaKind::MediumWoods, "medium-woods"),
    (AreaKind::HeavyWoods, "heavy-woods"),
    (AreaKind::BuiltUp, "built-up"),
    (AreaKind::PoorGround, "poor-ground"),
];

/// The visibility chart (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Visibility {
    /// What blocks sight, for the table engine.
    pub sight: Sight,
    /// Why provisional.
    pub note: String,
}

/// A chart cell: blocks or clear.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Effect {
    Blocks,
    Clear,
}

/// The hills line: crests block, or clear.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
enum Hills {
    #[serde(rename = "crest blocks")]
    CrestBlocks,
    #[serde(rename = "clear")]
    Clear,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct File {
    terrain: BTreeMap<AreaKind, Effect>,
    hills: Hills,
    units: RawUnits,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawUnits {
    block: Effect,
    seen_through: BTreeSet<Formation>,
    fire_over_friends_from_higher_ground: BTreeSet<Formation>,
}

/// Every area kind but hills given once; hills only on their own line.
impl Check for File {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.key("terrain.hill").ensure(
            !self.terrain.contains_key(&AreaKind::Hill),
            "hills are read by the hills line",
        )?;
        match TERRAIN.iter().find(|(k, _)| !self.terrain.contains_key(k)) {
            Some((_, k)) => Err(at
                .key("terrain")
                .invalid(format!("{k} is missing: blocks or clear"))),
            None => Ok(()),
        }
    }
}

impl Visibility {
    /// Loads `charts/visibility.yaml`: every area kind but hills given once.
    ///
    /// # Errors
    /// The file missing or of the wrong shape (an unknown kind, formation or effect), not
    /// marked provisional with a note, an area kind missing, or hills under `terrain`.
    pub fn load(data: &GameData) -> Result<Self> {
        let Provisional { body: r, note } = load_provisional::<File>(data, "visibility")?;
        let blocking = r
            .terrain
            .iter()
            .filter(|(_, e)| **e == Effect::Blocks)
            .map(|(k, _)| *k)
            .collect();
        Ok(Visibility {
            sight: Sight {
                blocking,
                crests: r.hills == Hills::CrestBlocks,
                stands: r.units.block == Effect::Blocks,
                see_through: r.units.seen_through,
                over_friends: r.units.fire_over_friends_from_higher_ground,
            },
            note,
        })
    }

    /// How report lines name the chart: file and note, marked provisional.
    pub fn cite(&self) -> String {
        format!("{CHART}, PROVISIONAL: {}", self.note)
    }
}
