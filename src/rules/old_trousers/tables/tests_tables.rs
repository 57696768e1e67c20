//! CHARGE TEST TABLE and REACTION TEST TABLE (Old Trousers v2.4).

use super::cell::{complete, header, Leader, Modifier, RawLeader, Roll};
use super::flags::{ChargeFlag, ReactionFlag};
use super::kinds::Quality;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// CHARGE TEST TABLE.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChargeTest {
    /// The number to reach, by troop quality.
    pub die_roll: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// The modifiers.
    pub modifiers: BTreeMap<ChargeFlag, Modifier>,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawCharge {
    chart: String,
    edition: String,
    die_roll: BTreeMap<Quality, i32>,
    roll: Roll,
    modifiers: BTreeMap<ChargeFlag, Modifier>,
    leader: RawLeader,
}

impl ChargeTest {
    /// Loads `charts/charge-test.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a quality, modifier or leader rating missing.
    pub fn load(data: &GameData) -> Result<Self> {
        let src = data.source("charts/charge-test.yaml")?;
        let r: RawCharge = src.parse()?;
        header(&src, (&r.chart, &r.edition), "charge-test")?;
        complete(&src, "die-roll", &r.die_roll, Quality::ALL, Quality::name)?;
        complete(
            &src,
            "modifiers",
            &r.modifiers,
            ChargeFlag::ALL,
            ChargeFlag::name,
        )?;
        r.roll.check(&src, "roll")?;
        Ok(ChargeTest {
            leader: r.leader.check(&src, "leader")?,
            die_roll: r.die_roll,
            roll: r.roll,
            modifiers: r.modifiers,
        })
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

/// REACTION TEST TABLE.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReactionTest {
    /// The number to reach, by troop quality.
    pub die_roll: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// The modifiers; `starred` ones apply only to units changing facing or formation.
    pub modifiers: BTreeMap<ReactionFlag, Modifier>,
    /// *Charged > 12".
    pub charged_over: DistanceModifier,
    /// *Charged < 6".
    pub charged_under: DistanceModifier,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawReaction {
    chart: String,
    edition: String,
    die_roll: BTreeMap<Quality, i32>,
    roll: Roll,
    modifiers: BTreeMap<ReactionFlag, Modifier>,
    charged_distance: RawDistance,
    leader: RawLeader,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDistance {
    over: DistanceModifier,
    under: DistanceModifier,
}

impl ReactionTest {
    /// Loads `charts/reaction-test.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a quality, modifier or leader rating
    /// missing; the "under" distance not below the "over" one.
    pub fn load(data: &GameData) -> Result<Self> {
        let src = data.source("charts/reaction-test.yaml")?;
        let r: RawReaction = src.parse()?;
        header(&src, (&r.chart, &r.edition), "reaction-test")?;
        complete(&src, "die-roll", &r.die_roll, Quality::ALL, Quality::name)?;
        complete(
            &src,
            "modifiers",
            &r.modifiers,
            ReactionFlag::ALL,
            ReactionFlag::name,
        )?;
        r.roll.check(&src, "roll")?;
        if r.charged_distance.under.inches.0 > r.charged_distance.over.inches.0 {
            return Err(src.invalid("charged-distance.under", "must not be above 'over'"));
        }
        Ok(ReactionTest {
            leader: r.leader.check(&src, "leader")?,
            die_roll: r.die_roll,
            roll: r.roll,
            modifiers: r.modifiers,
            charged_over: r.charged_distance.over,
            charged_under: r.charged_distance.under,
        })
    }

    /// The distance modifier for a charge of `distance`: over, under, or none.
    pub fn distance(&self, distance: Length) -> Option<&DistanceModifier> {
        if distance > self.charged_over.inches.0 {
            Some(&self.charged_over)
        } else if distance < self.charged_under.inches.0 {
            Some(&self.charged_under)
        } else {
            None
        }
    }
}
