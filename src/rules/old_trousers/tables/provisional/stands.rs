//! STANDS PER UNIT AND HITS TO STANDS LOST, and ROUT MOVES (provisional).

use crate::board::table::measure::Length;
use crate::board::table::stand::Formation;
use crate::chart::{every, At, Check};
use crate::error::Result;
use crate::rules::old_trousers::tables::kinds::Arm;
use crate::rules::table_game::chart::inches_by;
use serde::de::{self, Deserializer, Visitor};
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

/// How many stands of a formation are the front rank: written "all" or a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrontRank {
    /// All stands left.
    All,
    /// At most this many.
    Stands(u32),
}

impl<'de> Deserialize<'de> for FrontRank {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        d.deserialize_any(FrontRankVisitor)
    }
}

struct FrontRankVisitor;

impl Visitor<'_> for FrontRankVisitor {
    type Value = FrontRank;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("\"all\" or a number of stands (1 or more)")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> std::result::Result<FrontRank, E> {
        match v {
            "all" => Ok(FrontRank::All),
            _ => Err(E::invalid_value(de::Unexpected::Str(v), &self)),
        }
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> std::result::Result<FrontRank, E> {
        let n = u32::try_from(v).ok().filter(|n| *n > 0);
        n.map(FrontRank::Stands)
            .ok_or_else(|| E::invalid_value(de::Unexpected::Unsigned(v), &self))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> std::result::Result<FrontRank, E> {
        Err(E::invalid_value(de::Unexpected::Signed(v), &self))
    }
}

/// STANDS PER UNIT AND HITS TO STANDS LOST (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Stands {
    /// By arm.
    #[serde(deserialize_with = "every")]
    pub units: BTreeMap<Arm, UnitStands>,
    /// Front rank by formation (infantry and cavalry formations).
    pub front_rank: BTreeMap<Formation, FrontRank>,
}

/// Every unit of 1 stand or more and 1 hit per stand or more.
impl Check for Stands {
    fn check(&self, at: &At<'_>) -> Result<()> {
        for (arm, u) in &self.units {
            at.key("units").key(arm).ensure(
                u.stands > 0 && u.hits_per_stand > 0,
                "stands and hits-per-stand are at least 1",
            )?;
        }
        Ok(())
    }
}

impl Stands {
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
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Rout {
    /// Distance by arm.
    #[serde(deserialize_with = "inches_by")]
    pub distance: BTreeMap<Arm, Length>,
    /// What a routed unit that cannot make its rout move does (0.12.0), with the note.
    pub boxed_in: BoxedIn,
}

/// III.B.1 "must make a rout move": a routed unit boxed in turns to face away only where
/// its turned base fits; what it does is not in our text (PROVISIONAL).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoxedIn {
    /// Must be true: the reading is ours.
    pub provisional: bool,
    /// How it is read.
    pub note: String,
}

/// The boxed-in reading marked provisional with a note.
impl Check for Rout {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let b = &self.boxed_in;
        at.key("boxed-in").ensure(
            b.provisional && !b.note.trim().is_empty(),
            "this reading is not in our text: it must say provisional: true with a note",
        )
    }
}
