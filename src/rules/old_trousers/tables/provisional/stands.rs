//! STANDS PER UNIT AND HITS TO STANDS LOST, and ROUT MOVES (provisional).

use super::{headed, load, Headed};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::board::table::stand::Formation;
use crate::data::GameData;
use crate::error::Result;
use crate::rules::old_trousers::tables::cell::{complete, Marking};
use crate::rules::old_trousers::tables::kinds::Arm;
use serde::Deserialize;
use std::collections::BTreeMap;

/// Stands of one arm's unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct UnitStands {
    /// Stands in a fresh unit.
    pub stands: u32,
    /// Hits that remove a stand.
    pub hits_per_stand: u32,
    /// Guns per stand (artillery).
    #[serde(default)]
    pub guns_per_stand: Option<u32>,
}

/// How many stands of a formation are the front rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrontRank {
    /// All stands left.
    All,
    /// At most this many.
    Stands(u32),
}

/// STANDS PER UNIT AND HITS TO STANDS LOST (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stands {
    /// By arm.
    pub units: BTreeMap<Arm, UnitStands>,
    /// Front rank by formation (infantry and cavalry formations).
    pub front_rank: BTreeMap<Formation, FrontRank>,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawStands {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    units: BTreeMap<Arm, UnitStands>,
    front_rank: BTreeMap<Formation, serde_yaml::Value>,
}
headed!(RawStands);

impl Stands {
    /// Loads `charts/stands.yaml`.
    ///
    /// # Errors
    /// As the other charts; an arm missing; a unit of no stands or no hits per stand; a
    /// front rank neither "all" nor a number.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawStands>(data, "stands")?;
        complete(&src, "units", &r.units, Arm::ALL, Arm::name)?;
        for (arm, u) in &r.units {
            if u.stands == 0 || u.hits_per_stand == 0 {
                return Err(src.invalid(
                    &format!("units.{arm}"),
                    "stands and hits-per-stand are at least 1",
                ));
            }
        }
        let mut front_rank = BTreeMap::new();
        for (f, v) in &r.front_rank {
            let fr = match v {
                serde_yaml::Value::String(s) if s == "all" => Some(FrontRank::All),
                v => v
                    .as_u64()
                    .and_then(|n| u32::try_from(n).ok())
                    .filter(|n| *n > 0)
                    .map(FrontRank::Stands),
            };
            let at = format!(
                "front-rank.{}",
                crate::rules::old_trousers::tables::movement::formation_name(*f)
            );
            front_rank.insert(
                *f,
                fr.ok_or_else(|| src.invalid(&at, "\"all\" or a number of stands (1 or more)"))?,
            );
        }
        Ok(Stands {
            units: r.units,
            front_rank,
            note,
        })
    }

    /// Stands of a unit of `arm` that has taken `hits` (at least 0).
    pub fn stands_left(&self, arm: Arm, hits: u32) -> u32 {
        let u = self.units[&arm];
        u.stands.saturating_sub(hits / u.hits_per_stand)
    }

    /// The unit's strength in hits (stands × hits per stand).
    pub fn strength(&self, arm: Arm) -> u32 {
        let u = self.units[&arm];
        u.stands.saturating_mul(u.hits_per_stand)
    }

    /// Front-rank stands of `left` stands in `formation` (`None`: the formation has no
    /// front rank in the chart).
    pub fn front_rank(&self, formation: Formation, left: u32) -> Option<u32> {
        self.front_rank.get(&formation).map(|f| match f {
            FrontRank::All => left,
            FrontRank::Stands(n) => (*n).min(left),
        })
    }
}

/// ROUT MOVES (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rout {
    /// Distance by arm.
    pub distance: BTreeMap<Arm, Length>,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRout {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    distance: BTreeMap<Arm, Inches>,
}
headed!(RawRout);

impl Rout {
    /// Loads `charts/rout.yaml`.
    ///
    /// # Errors
    /// As the other charts; an arm missing.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawRout>(data, "rout")?;
        complete(&src, "distance", &r.distance, Arm::ALL, Arm::name)?;
        Ok(Rout {
            distance: r.distance.into_iter().map(|(k, v)| (k, v.0)).collect(),
            note,
        })
    }
}
