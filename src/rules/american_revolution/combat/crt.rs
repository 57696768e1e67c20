//! The Combat Results Table as a pure function: odds column and die -> result. The table
//! itself is data (`games/american-revolution/charts/`), provisional until a group types in
//! its printed copy; `pbem odds` can enumerate [`lookup`] over every column and die.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// A CRT result. Losses are in basic SPs (A.3), never tripled or doubled ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CrtResult {
    /// Attacker eliminated.
    AE,
    /// Half the attacking SPs eliminated (rounded up).
    #[serde(rename = "½AE")]
    HalfAE,
    /// No effect.
    NE,
    /// Exchange: the defender is eliminated and the attacker loses as many basic SPs.
    EX,
    /// Half the defending SPs eliminated (rounded up).
    #[serde(rename = "½DE")]
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

    /// DE or ½DE: the results that can make a major success (A.3).
    pub fn defender_eliminated(self) -> bool {
        matches!(self, CrtResult::DE | CrtResult::HalfDE)
    }
}

impl fmt::Display for CrtResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// An odds column, `attack`-`defence` (`3-1`, `3-2`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Odds {
    /// The attack side of the ratio.
    pub attack: u32,
    /// The defence side of the ratio.
    pub defence: u32,
}

impl Odds {
    /// 1-1, the least odds an attack may be made at (A.3).
    pub const EVEN: Odds = Odds {
        attack: 1,
        defence: 1,
    };

    /// Parses `3-1`; `None` for anything else.
    pub fn parse(s: &str) -> Option<Odds> {
        let (a, d) = s.split_once('-')?;
        let (attack, defence) = (a.trim().parse().ok()?, d.trim().parse().ok()?);
        (attack > 0 && defence > 0).then_some(Odds { attack, defence })
    }

    /// Whether `attack` against `defence` reaches this ratio (integers, no float).
    pub fn reached_by(self, attack: u32, defence: u32) -> bool {
        u64::from(attack) * u64::from(self.defence) >= u64::from(defence) * u64::from(self.attack)
    }

    /// Whether this ratio is at most `other`.
    pub fn at_most(self, other: Odds) -> bool {
        other.reached_by(self.attack, self.defence)
    }
}

impl fmt::Display for Odds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.attack, self.defence)
    }
}

/// The table in the printed chart's form: the odds columns left to right, and die roll ->
/// one result per column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crt {
    /// The columns, lowest odds first.
    pub columns: Vec<Odds>,
    /// Die roll -> the results, one per column.
    pub rows: BTreeMap<u32, Vec<CrtResult>>,
    /// Not the printed table: named in every report line that used it.
    pub provisional: bool,
}

/// A.3: the column for `attack` basic SPs against `defence` (tripled or doubled) SPs: the
/// highest column the ratio reaches, odds above the last column using the last. `None`
/// below 1-1 (the attack cannot be made) or below the first column.
pub fn column(crt: &Crt, attack: u32, defence: u32) -> Option<Odds> {
    if defence == 0 || !Odds::EVEN.reached_by(attack, defence) {
        return None;
    }
    crt.columns
        .iter()
        .copied()
        .rev()
        .find(|c| c.reached_by(attack, defence))
}

/// The result at column `odds` for `die`; `None` for a column or die the table lacks.
pub fn lookup(crt: &Crt, odds: Odds, die: u32) -> Option<CrtResult> {
    let i = crt.columns.iter().position(|c| *c == odds)?;
    crt.rows.get(&die)?.get(i).copied()
}
