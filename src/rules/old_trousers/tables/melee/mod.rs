//! MELEE: COMBAT RESOLUTION and MELEE: COMBAT RESULTS (Old Trousers v2.4).

use super::cell::{Band, Cell, Leader, Modifier, Roll};
use super::flags::{CavVsCav, CavVsInf, InfVsInf, MeleeFlag};
use super::kinds::Quality;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::chart::{cover, every, reading_note, At, Check};
use crate::error::Result;
use crate::rules::table_game::chart::inches_cell;
use serde::Deserialize;
use std::collections::BTreeMap;

mod rows;

/// A mass ratio step: own mass to the enemy's at least `tenths`/10 to 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MassStep {
    /// The chart's words.
    pub label: String,
    /// The ratio in tenths (15 for 1.5 - 1).
    pub tenths: u32,
    /// The modifier.
    pub value: i32,
}

/// What a result does to one side.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Effect {
    /// The chart's words.
    pub label: String,
    /// Casualties (hits).
    #[serde(default)]
    pub casualties: u32,
    /// Routs.
    #[serde(default)]
    pub routs: bool,
    /// Becomes shaken.
    #[serde(default)]
    pub shaken: bool,
    /// Becomes disordered.
    #[serde(default)]
    pub disordered: bool,
    /// Falls back: infantry and cavalry distances.
    #[serde(default)]
    pub falls_back: Option<FallBack>,
    /// Takes ground.
    #[serde(default)]
    pub takes_ground: bool,
    /// May break through (never a square).
    #[serde(default)]
    pub may_breakthrough: bool,
    /// Roll again (without Charging or Uphill modifiers).
    #[serde(default)]
    pub roll_again: bool,
}

/// "Infantry falls back 4", cavalry falls back 12"".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FallBack {
    /// Infantry's.
    pub infantry: Inches,
    /// Cavalry's.
    pub cavalry: Inches,
}

/// One row of MELEE: COMBAT RESULTS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultRow {
    /// The die roll difference, winner less loser.
    pub difference: Band,
    /// The loser's and the winner's effects, or the one of both sides.
    pub sides: Sides,
}

/// The effects of a result row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sides {
    /// A decision.
    Decided {
        /// The loser's.
        loser: Effect,
        /// The winner's.
        winner: Effect,
    },
    /// Both sides alike.
    Both(Effect),
}

/// The melee charts.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Melee {
    /// Value by troop quality.
    #[serde(deserialize_with = "every")]
    pub value: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// Modifiers of every melee.
    #[serde(deserialize_with = "every")]
    pub modifiers: BTreeMap<MeleeFlag, Modifier>,
    /// "BreakThrough: no charge".
    pub breakthrough: Breakthrough,
    /// Mass steps, least first.
    pub mass: Vec<MassStep>,
    /// Inf vs Inf.
    #[serde(rename = "infantry-vs-infantry", deserialize_with = "every")]
    pub inf_vs_inf: BTreeMap<InfVsInf, Modifier>,
    /// Cav vs Cav.
    #[serde(rename = "cavalry-vs-cavalry", deserialize_with = "every")]
    pub cav_vs_cav: BTreeMap<CavVsCav, Modifier>,
    /// Cav vs Inf.
    #[serde(rename = "cavalry-vs-infantry", deserialize_with = "every")]
    pub cav_vs_inf: BTreeMap<CavVsInf, Modifier>,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
    /// Results by difference, as printed: the largest first.
    pub results: Vec<ResultRow>,
    /// How many drawn rounds before the melee stops undecided (provisional).
    pub roll_again_limit: Cell<u32>,
    /// How "Overlap + #" is measured (provisional note).
    #[serde(rename = "overlap", deserialize_with = "reading_note")]
    pub overlap_note: String,
    /// "vs anchored line": how near a flank's middle must be to a friendly stand or
    /// impassable terrain (provisional).
    #[serde(rename = "anchored-line", deserialize_with = "inches_cell")]
    pub anchored_within: Cell<Length>,
    /// The breakthrough move (provisional).
    pub breakthrough_move: BreakthroughMove,
}

/// "BreakThrough: no charge": a breakthrough melee has no Charging modifier.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Breakthrough {
    /// The chart's words.
    pub label: String,
    /// "no charge".
    pub value: String,
}

/// How far a breakthrough reaches and in what arc (not in our text: provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BreakthroughMove {
    /// Infantry's reach.
    pub infantry: Inches,
    /// Cavalry's reach.
    pub cavalry: Inches,
    /// Half-angle of the front arc, degrees (1-89).
    pub arc: i32,
    /// Always provisional.
    pub provisional: bool,
    /// How it was read.
    pub note: String,
}

impl BreakthroughMove {
    /// The reach of infantry (`cavalry` false) or cavalry.
    pub fn reach(&self, cavalry: bool) -> Length {
        if cavalry {
            self.cavalry.0
        } else {
            self.infantry.0
        }
    }
}

/// The most drawn rounds a melee chart may allow before it stops undecided.
pub const MAX_ROLL_AGAIN: u32 = 100;

/// The roll's reading; "no charge"; mass ratios rising; result differences covering 0 and
/// up without gap or overlap (read from the last row up); a limit of drawn rounds; the
/// breakthrough move provisional with an arc of 1 to 89 degrees.
impl Check for Melee {
    fn check(&self, at: &At<'_>) -> Result<()> {
        self.leader.check(&at.key("leader"))?;
        self.roll.check(&at.key("roll"))?;
        at.key("breakthrough.value").ensure(
            self.breakthrough.value == "no charge",
            "the chart prints 'no charge'",
        )?;
        for (i, w) in self.mass.windows(2).enumerate() {
            let ratio = at.key("mass").index(i + 1).key("ratio");
            ratio.ensure(
                w[1].tenths > w[0].tenths,
                "a ratio above 1 and the one before, one decimal",
            )?;
        }
        let results = at.key("results");
        let rows = self.results.iter().enumerate().rev();
        cover(
            &results,
            rows.map(|(i, r)| (results.index(i), r)),
            Band::new(Some(0), None),
        )?;
        // Each drawn round rolls dice and writes a report line: a group's figure must end.
        at.key("roll-again-limit").ensure(
            (1..=MAX_ROLL_AGAIN).contains(&self.roll_again_limit.value),
            format!("from 1 to {MAX_ROLL_AGAIN} drawn rounds"),
        )?;
        let bm = &self.breakthrough_move;
        at.key("breakthrough-move").ensure(
            bm.provisional && !bm.note.trim().is_empty() && (1..=89).contains(&bm.arc),
            "provisional: true with its note, and an arc of 1 to 89 degrees",
        )
    }
}

impl Melee {
    /// The result row of a difference (0 and up).
    pub fn result(&self, difference: i32) -> Option<&ResultRow> {
        self.results
            .iter()
            .find(|r| r.difference.contains(difference))
    }
}

impl FallBack {
    /// The distance of infantry (`cavalry` false) or cavalry.
    pub fn of(&self, cavalry: bool) -> Length {
        if cavalry {
            self.cavalry.0
        } else {
            self.infantry.0
        }
    }
}
