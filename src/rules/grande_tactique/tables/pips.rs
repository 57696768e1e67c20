//! PIP DICE (2. PIP phase): the die, great and bad generals, the commander's +1 within 9",
//! the bad commander's 1s to 0s, the least a die can give (pips.yaml).

use super::common::{die, Modifier};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::chart::{At, Cell, Check};
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// A general's rank as the PIP dice chart reads it (great +1, bad -1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rank {
    /// Great.
    Great,
    /// Normal.
    #[default]
    Normal,
    /// Bad.
    Bad,
}

impl Rank {
    /// Its word.
    pub fn name(self) -> &'static str {
        match self {
            Rank::Great => "great",
            Rank::Normal => "normal",
            Rank::Bad => "bad",
        }
    }
}

/// The corps or army commander's +1 to one divisional general within reach.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommanderBonus {
    /// The chart's words.
    pub label: String,
    /// The bonus (+1).
    pub value: i32,
    /// How near the divisional general must be, centre to centre (9").
    pub reach: Inches,
}

/// A bad corps or army commander: subordinates' dice of `from` become `to`, with no +1.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BadCommander {
    /// The chart's words.
    pub label: String,
    /// The die turned (1).
    pub from: u32,
    /// What it becomes (0).
    pub to: u32,
}

/// The PIP dice chart.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PipChart {
    /// Sides of a PIP die (6).
    pub die: u32,
    /// Great divisional general (+1).
    pub great: Modifier,
    /// Bad divisional general (-1).
    pub bad: Modifier,
    /// The commander's +1 within 9".
    pub commander: CommanderBonus,
    /// The bad commander's 1s to 0s.
    pub bad_commander: BadCommander,
    /// The least PIPs a modified die gives (0), and its provisional note.
    pub least: Cell<i32>,
}

/// A die; the bad commander's die a face of the die; a reach of 0 or more.
impl Check for PipChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        die(&at.key("die"), self.die)?;
        let from = self.bad_commander.from;
        at.key("bad-commander.from")
            .ensure(from >= 1 && from <= self.die, "a face of the die")?;
        at.key("commander.reach").ensure(
            self.commander.reach.0 >= Length::ZERO,
            "a reach cannot be negative",
        )
    }
}
