//! The Combat Results Table (A.3, B.3): odds columns against die rows, results in basic SPs.

use crate::chart::area::{self, odds_rows, Named, Ratio};
use crate::chart::{At, Check};
use crate::error::Result;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// A result of the CRT, as the chart prints it. Losses are in basic SPs (A.3), never
/// tripled or doubled ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
pub enum CrtResult {
    /// Attacker eliminated.
    AE,
    /// Half the attacking SPs eliminated (rounded up).
    #[serde(rename = "½AE", alias = "1/2AE")]
    HalfAE,
    /// No effect.
    NE,
    /// Exchange: the defender is eliminated and the attacker loses as many basic SPs.
    EX,
    /// Half the defending SPs eliminated (rounded up).
    #[serde(rename = "½DE", alias = "1/2DE")]
    HalfDE,
    /// Defender eliminated.
    DE,
}

impl CrtResult {
    /// As the chart prints it.
    pub fn code(self) -> &'static str {
        match self {
            CrtResult::AE => "AE",
            CrtResult::HalfAE => "½AE",
            CrtResult::NE => "NE",
            CrtResult::EX => "EX",
            CrtResult::HalfDE => "½DE",
            CrtResult::DE => "DE",
        }
    }

    /// DE or ½DE: the results that can make a major success and count toward the partial
    /// withdrawal (A.3).
    pub fn defender_eliminated(self) -> bool {
        matches!(self, CrtResult::DE | CrtResult::HalfDE)
    }
}

impl fmt::Display for CrtResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The Combat Results Table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Crt {
    /// The odds columns as printed, left to right.
    pub odds: Vec<Ratio>,
    /// Die roll -> one result per odds column.
    pub die: BTreeMap<u32, Vec<CrtResult>>,
}

impl Crt {
    /// Parses and checks `charts/combat-results.yaml`.
    ///
    /// # Errors
    /// [`crate::Error::Yaml`] for the shape and an odds column not like `2-1`;
    /// [`crate::Error::Invalid`] for a die line missing or outside 1-6, a row without one
    /// result per odds column, columns not in rising order, or a first column below 1-1
    /// (A.3: an attack must be at least 1-1); each with file, line and path.
    pub fn parse(src: &Source) -> Result<Named<Crt>> {
        area::load_noted(src)
    }

    /// The odds column for `attack` against `defend` strength (tripled and doubled already),
    /// rounded in the defender's favour; above the last column the last. `None` below the
    /// first column: the attack cannot be made (A.3), and when `defend` is 0.
    pub fn column(&self, attack: u32, defend: u32) -> Option<(usize, &str)> {
        if defend == 0 {
            return None;
        }
        let col = self
            .odds
            .iter()
            .rposition(|r| r.reached_by(attack, defend))?;
        Some((col, self.odds[col].as_str()))
    }

    /// The result in column `col` (held to the chart) for `die` (held to 1-6).
    pub fn result(&self, col: usize, die: u32) -> CrtResult {
        let row = &self.die[&die.clamp(1, 6)];
        row[col.min(row.len() - 1)]
    }

    /// The odds columns as printed (`1-1`, `2-1`, ...).
    pub fn columns(&self) -> Vec<&str> {
        self.odds.iter().map(Ratio::as_str).collect()
    }
}

impl Check for Crt {
    fn check(&self, at: &At<'_>) -> Result<()> {
        odds_rows(at, &self.odds, &self.die)?;
        let odds = at.key("odds");
        let msg = "an attack must be at least 1-1 (A.3)";
        (odds.index(0)).ensure(self.odds[0].attack >= self.odds[0].defence, msg)?;
        for i in 1..self.odds.len() {
            let msg = "odds columns rise from left to right";
            odds.index(i)
                .ensure(self.odds[i - 1].below(&self.odds[i]), msg)?;
        }
        Ok(())
    }
}
