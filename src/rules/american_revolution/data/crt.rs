//! The Combat Results Table (A.3, B.3): odds columns against die rows, results in basic SPs.

use crate::chart::area::{self, label, need_die, need_note, Ratio};
use crate::chart::{At, Check};
use crate::error::Result;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A result of the CRT, as the chart prints it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
pub enum CombatResult {
    /// `AE`: the attacker is eliminated.
    #[serde(rename = "AE")]
    AttackerEliminated,
    /// `½AE`: half the attacker's basic SPs are lost (rounded up).
    #[serde(rename = "½AE", alias = "1/2AE")]
    HalfAttackerEliminated,
    /// `EX`: the defender is eliminated and the attacker loses as many basic SPs.
    #[serde(rename = "EX")]
    Exchange,
    /// `NE`: no effect.
    #[serde(rename = "NE")]
    NoEffect,
    /// `½DE`: half the defender's basic SPs are lost (rounded up).
    #[serde(rename = "½DE", alias = "1/2DE")]
    HalfDefenderEliminated,
    /// `DE`: the defender is eliminated.
    #[serde(rename = "DE")]
    DefenderEliminated,
}

impl CombatResult {
    /// The chart's code (`½DE`).
    pub fn code(self) -> &'static str {
        match self {
            CombatResult::AttackerEliminated => "AE",
            CombatResult::HalfAttackerEliminated => "½AE",
            CombatResult::Exchange => "EX",
            CombatResult::NoEffect => "NE",
            CombatResult::HalfDefenderEliminated => "½DE",
            CombatResult::DefenderEliminated => "DE",
        }
    }

    /// A DE or ½DE, the results that can make a major success and count toward the partial
    /// withdrawal (A.3).
    pub fn defender_eliminated(self) -> bool {
        matches!(
            self,
            CombatResult::HalfDefenderEliminated | CombatResult::DefenderEliminated
        )
    }
}

/// The Combat Results Table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Crt {
    /// Name.
    pub name: String,
    /// Ours, not the printed chart.
    #[serde(default)]
    pub provisional: bool,
    /// What a group should type in, when provisional.
    #[serde(default)]
    pub note: Option<String>,
    /// The odds columns as printed, left to right.
    odds: Vec<Ratio>,
    die: BTreeMap<u32, Vec<CombatResult>>,
}

impl Crt {
    /// Parses and checks `charts/combat-results.yaml`.
    ///
    /// # Errors
    /// [`crate::Error::Yaml`] for the shape and an odds column not like `2-1`;
    /// [`crate::Error::Invalid`] for a die line missing or outside 1-6, a row without one
    /// result per odds column, columns not in rising order, or a first column below 1-1
    /// (A.3: an attack must be at least 1-1); each with file, line and path.
    pub fn parse(src: &Source) -> Result<Crt> {
        area::load(src)
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
    pub fn result(&self, col: usize, die: u32) -> CombatResult {
        let row = &self.die[&die.clamp(1, 6)];
        row[col.min(row.len() - 1)]
    }

    /// The odds columns as printed (`1-1`, `2-1`, ...).
    pub fn columns(&self) -> Vec<&str> {
        self.odds.iter().map(Ratio::as_str).collect()
    }

    /// The odds columns, left to right.
    pub fn ratios(&self) -> &[Ratio] {
        &self.odds
    }

    /// The chart's name, with "(provisional)" when it is.
    pub fn label(&self) -> String {
        label(&self.name, self.provisional)
    }
}

impl Check for Crt {
    fn check(&self, at: &At<'_>) -> Result<()> {
        need_note(at, self.provisional, self.note.as_deref())?;
        need_die(&at.key("die"), &self.die)?;
        let odds = at.key("odds");
        odds.ensure(
            !self.odds.is_empty(),
            "the chart needs at least one odds column",
        )?;
        for (n, row) in &self.die {
            let msg = format!(
                "{} results; the odds line has {}",
                row.len(),
                self.odds.len()
            );
            at.key("die")
                .key(n)
                .ensure(row.len() == self.odds.len(), msg)?;
        }
        odds.index(0).ensure(
            self.odds[0].attack >= self.odds[0].defence,
            "an attack must be at least 1-1 (A.3)",
        )?;
        for i in 1..self.odds.len() {
            odds.index(i).ensure(
                self.odds[i - 1].below(&self.odds[i]),
                "odds columns rise from left to right",
            )?;
        }
        Ok(())
    }
}
