//! GENERAL ATTACHED: +1 morale (morale.yaml), his other units' PIP costs multiplied, lost
//! on a 1 when his unit flees (general.yaml).

use super::common::{die, headed, open};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::table_game::chart::Band;
use serde::Deserialize;

/// The roll that loses a general whose unit flees.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lost {
    /// The chart's words.
    pub label: String,
    /// Sides of the die.
    pub die: u32,
    /// The faces that lose him ("1").
    pub on: Band,
}

/// The general-attached chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneralChart {
    /// Multiplier on the PIP cost of his other units (2).
    pub other_units_cost: u32,
    /// Lost on a 1.
    pub lost: Lost,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLost {
    label: String,
    die: u32,
    on: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Raw {
    chart: String,
    edition: String,
    licence: String,
    other_units_cost: u32,
    lost: RawLost,
}

headed!(Raw);

impl GeneralChart {
    /// Loads `charts/general.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a multiplier of 0; a losing band that is
    /// malformed or not on the die.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r): (_, Raw) = open(data, "general", "general-attached")?;
        if r.other_units_cost == 0 {
            return Err(src.invalid("other-units-cost", "a multiplier of 1 or more"));
        }
        die(&src, "lost.die", r.lost.die)?;
        let top = i32::try_from(r.lost.die).unwrap_or(i32::MAX);
        let on = Band::parse(&r.lost.on)
            .filter(|b| b.lo.is_some_and(|l| l >= 1) && b.hi.is_some_and(|h| h <= top))
            .ok_or_else(|| {
                src.invalid(
                    "lost.on",
                    format!("'{}' is not a band of faces 1 - {top}", r.lost.on),
                )
            })?;
        Ok(GeneralChart {
            other_units_cost: r.other_units_cost,
            lost: Lost {
                label: r.lost.label,
                die: r.lost.die,
                on,
            },
        })
    }
}
