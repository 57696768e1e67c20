//! CHARGE TEST TABLE and REACTION TEST TABLE (Old Trousers v2.4).

use super::cell::{Leader, Modifier, Roll};
use super::flags::{ChargeFlag, ReactionFlag};
use super::kinds::Quality;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::chart::{every, At, Check};
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// CHARGE TEST TABLE.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChargeTest {
    /// The number to reach, by troop quality.
    #[serde(deserialize_with = "every")]
    pub die_roll: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// The modifiers.
    #[serde(deserialize_with = "every")]
    pub modifiers: BTreeMap<ChargeFlag, Modifier>,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
}

impl Check for ChargeTest {
    fn check(&self, at: &At<'_>) -> Result<()> {
        self.leader.check(&at.key("leader"))?;
        self.roll.check(&at.key("roll"))
    }
}

/// One of the reaction test's distance modifiers.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DistanceModifier {
    /// The chart's words.
    pub label: String,
    /// The distance charged it compares with.
    pub inches: Inches,
    /// The modifier.
    pub value: i32,
}

/// The reaction test's modifiers by the distance charged.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChargedDistance {
    /// *Charged > 12".
    pub over: DistanceModifier,
    /// *Charged < 6".
    pub under: DistanceModifier,
}

/// REACTION TEST TABLE.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ReactionTest {
    /// The number to reach, by troop quality.
    #[serde(deserialize_with = "every")]
    pub die_roll: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// The modifiers; `starred` ones apply only to units changing facing or formation.
    #[serde(deserialize_with = "every")]
    pub modifiers: BTreeMap<ReactionFlag, Modifier>,
    /// *Charged > 12" and *Charged < 6".
    pub charged_distance: ChargedDistance,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
}

/// The roll's reading; the "under" distance not above the "over" one.
impl Check for ReactionTest {
    fn check(&self, at: &At<'_>) -> Result<()> {
        self.leader.check(&at.key("leader"))?;
        self.roll.check(&at.key("roll"))?;
        let d = &self.charged_distance;
        at.key("charged-distance.under").ensure(
            d.under.inches.0 <= d.over.inches.0,
            "must not be above 'over'",
        )
    }
}

impl ReactionTest {
    /// The distance modifier for a charge of `distance`: over, under, or none.
    pub fn distance(&self, distance: Length) -> Option<&DistanceModifier> {
        let d = &self.charged_distance;
        if distance > d.over.inches.0 {
            Some(&d.over)
        } else if distance < d.under.inches.0 {
            Some(&d.under)
        } else {
            None
        }
    }
}
