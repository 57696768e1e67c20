//! FIRE COMBAT: ARTILLERY (Old Trousers v2.4): points per gun by gun size and range band,
//! the 30° arc, and the bounce-through; the points are read on the musketry fire combat
//! table (see [`super::fire`]).

use super::cell::Cell;
use super::kinds::GunSize;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::chart::{every, At, Check};
use crate::error::Result;
use crate::rules::table_game::chart::{inches, inches_cell, Share};
use serde::Deserialize;
use std::collections::BTreeMap;

/// One range band of FIRE COMBAT: ARTILLERY.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RangeBand {
    /// Canister, effective, long.
    pub name: String,
    /// The band's far end, edge to edge (the band runs from the one before).
    pub to: Inches,
}

/// The bounce-through.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BounceThrough {
    /// Strip width.
    #[serde(deserialize_with = "inches")]
    pub width: Length,
    /// How far past the target's rear the strip runs.
    #[serde(deserialize_with = "inches")]
    pub past: Length,
    /// Share of the target's hits (`casualties`).
    #[serde(rename = "casualties")]
    pub share: Share,
    /// Rounding of the share (provisional: down).
    pub rounding: Cell<String>,
}

/// A gun size's row: its label and points per gun by range band name.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct GunPoints {
    /// The chart's words ("12 pdr").
    pub label: String,
    /// Points per gun, by range band.
    #[serde(flatten)]
    pub by_band: BTreeMap<String, u32>,
}

/// FIRE COMBAT: ARTILLERY.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Artillery {
    /// Arc half-angle, degrees (provisional reading).
    pub arc: Cell<i32>,
    /// Range bands, nearest first.
    pub bands: Vec<RangeBand>,
    /// Points per gun by size, a figure for every band.
    #[serde(rename = "points-per-gun", deserialize_with = "every")]
    pub points: BTreeMap<GunSize, GunPoints>,
    /// The bounce-through.
    #[serde(rename = "bounce-through")]
    pub bounce: BounceThrough,
    /// Artillery Screened: how far ahead of the front edge friendly skirmishers screen
    /// (provisional).
    #[serde(deserialize_with = "inches_cell")]
    pub screened: Cell<Length>,
    /// Artillery 1 DOB and 2nd Round: rounds counted over the battle (provisional).
    pub rounds: Cell<String>,
}

/// The one reading of the artillery rounds the procedures know.
pub const ROUNDS: &str = "of-the-battle";

/// Bands increasing; every gun size a whole number for each band and nothing else; a share
/// of at most the whole; the rounds reading known.
impl Check for Artillery {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let mut last = Length::ZERO;
        for (i, b) in self.bands.iter().enumerate() {
            at.key("bands").index(i).key("to").ensure(
                b.to.0 > last,
                "each band must reach further than the one before",
            )?;
            last = b.to.0;
        }
        for (k, row) in &self.points {
            let here = at.key("points-per-gun").key(k);
            if let Some(b) = self
                .bands
                .iter()
                .find(|b| !row.by_band.contains_key(&b.name))
            {
                return Err(here.invalid(format!("'{}' needs a whole number of points", b.name)));
            }
            if let Some(x) = row
                .by_band
                .keys()
                .find(|n| !self.bands.iter().any(|b| &b.name == *n))
            {
                return Err(here.key(x).invalid("not a range band"));
            }
        }
        let s = self.bounce.share;
        at.key("bounce-through.casualties").ensure(
            s.denominator > 0 && s.numerator <= s.denominator,
            "a share: numerator at most denominator, denominator above 0",
        )?;
        at.key("rounds").ensure(
            self.rounds.value == ROUNDS,
            format!("'{}': the reading known is {ROUNDS}", self.rounds.value),
        )
    }
}

impl Artillery {
    /// The range band (index, name) of an edge range; `None` beyond the last.
    pub fn band(&self, range: Length) -> Option<(usize, &str)> {
        self.bands
            .iter()
            .position(|b| range <= b.to.0)
            .map(|i| (i, self.bands[i].name.as_str()))
    }

    /// Points per gun of `gun` at the range band `band` (an index of [`Artillery::bands`]).
    pub fn per_gun(&self, gun: GunSize, band: usize) -> u32 {
        let name = self.bands.get(band).map(|b| b.name.as_str());
        self.points
            .get(&gun)
            .and_then(|r| r.by_band.get(name?))
            .copied()
            .unwrap_or(0)
    }
}
