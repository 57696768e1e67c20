//! GENERAL ATTACHED: +1 morale (morale.yaml), his other units' PIP costs multiplied, lost
//! on a 1 when his unit flees (general.yaml).

use super::common::die;
use crate::chart::{At, Band, Check};
use crate::error::Result;
use serde::Deserialize;

/// The roll that loses a general whose unit flees.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lost {
    /// The chart's words.
    pub label: String,
    /// Sides of the die.
    pub die: u32,
    /// The faces that lose him ("1").
    pub on: Band,
}

/// The general-attached chart.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct GeneralChart {
    /// Multiplier on the PIP cost of his other units (2).
    pub other_units_cost: u32,
    /// Lost on a 1.
    pub lost: Lost,
}

/// A multiplier of 1 or more; the losing band on the die.
impl Check for GeneralChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.key("other-units-cost")
            .ensure(self.other_units_cost > 0, "a multiplier of 1 or more")?;
        die(&at.key("lost.die"), self.lost.die)?;
        let top = i32::try_from(self.lost.die).unwrap_or(i32::MAX);
        let on = self.lost.on;
        at.key("lost.on").ensure(
            on.lo.is_some_and(|l| l >= 1) && on.hi.is_some_and(|h| h <= top),
            format!("'{on}' is not a band of faces 1 - {top}"),
        )
    }
}
