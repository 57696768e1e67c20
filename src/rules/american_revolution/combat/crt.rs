//! The Combat Results Table as a pure function: odds column and die -> result. The table
//! itself is data (`games/american-revolution/charts/`), provisional until a group types in
//! its printed copy; `pbem odds` can enumerate [`lookup`] over every column and die.

pub use super::super::data::crt::{Crt, CrtResult};
use std::fmt;

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

/// A.3: the column for `attack` basic SPs against `defence` (tripled or doubled) SPs: the
/// highest column the ratio reaches, odds above the last column using the last. `None`
/// below 1-1 (the attack cannot be made) or below the first column.
pub fn column(crt: &Crt, attack: u32, defence: u32) -> Option<Odds> {
    if defence == 0 || !Odds::EVEN.reached_by(attack, defence) {
        return None;
    }
    let (i, _) = crt.column(attack, defence)?;
    let r = &crt.odds[i];
    Some(Odds {
        attack: r.attack,
        defence: r.defence,
    })
}

/// The result at column `odds` for `die`; `None` for a column or die the table lacks.
pub fn lookup(crt: &Crt, odds: Odds, die: u32) -> Option<CrtResult> {
    let same = |r: &crate::chart::area::Ratio| (r.attack, r.defence) == (odds.attack, odds.defence);
    let i = crt.odds.iter().position(same)?;
    crt.die.get(&die)?.get(i).copied()
}
