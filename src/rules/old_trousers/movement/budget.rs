//! The share of a unit's move used so far, in millionths of its allowance, so that a unit
//! that changes formation keeps the share it has left in the new formation's allowance.

pub use super::super::tables::provisional::Share;
use crate::board::table::measure::Length;
use crate::rules::old_trousers::revision::{Change, Revision};
use crate::rules::old_trousers::words::{movement::Said, say};

/// The whole move, millionths.
const WHOLE: i64 = 1_000_000;

/// Where the formation and facing change costs come from, for report lines.
pub const CITE: &str = "PROVISIONAL, charts/formation-changes.yaml";

/// A share as the chart writes it (`1/4`).
pub fn show(s: Share) -> String {
    format!("{}/{}", s.numerator, s.denominator)
}

/// A share in millionths, rounded up (a zero denominator is the whole move).
fn millionths(s: Share) -> i64 {
    if s.denominator == 0 {
        return WHOLE;
    }
    (i64::from(s.numerator) * WHOLE + i64::from(s.denominator) - 1) / i64::from(s.denominator)
}

/// A share of the move that does not fit what is left of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Short {
    /// The share the step costs.
    pub share: Share,
    /// What is left of the move, millionths.
    pub left: i64,
}

/// The words of `short` for a unit whose MOVEMENT TABLE allowance is `allowance` (`None`:
/// it does not move across the table): from 0.10.0 what is left as players read it, in
/// inches of its allowance (or a fraction of its move), or that nothing is left; before,
/// the raw millionths of the move ([`Change::ShareLeftAsPlayersRead`]).
pub fn short_words(revision: Revision, short: Short, allowance: Option<Length>) -> String {
    let share = show(short.share);
    if !revision.has(Change::ShareLeftAsPlayersRead) {
        return say(&Said::ShareLeftMillionths {
            share: &share,
            left: short.left,
        });
    }
    let (left, of) = match allowance {
        _ if short.left <= 0 => (None, None),
        Some(a) => (
            Some(
                Budget {
                    used: WHOLE - short.left,
                }
                .left(a)
                .to_string(),
            ),
            Some(a.to_string()),
        ),
        None => (Some(fraction(short.left)), None),
    };
    say(&Said::ShareDoesNotFit {
        share: &share,
        left: left.as_deref(),
        allowance: of.as_deref(),
    })
}

/// `millionths` of the move as a fraction in lowest terms (`3/4`).
fn fraction(millionths: i64) -> String {
    let (mut a, mut b) = (millionths, WHOLE);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let g = a.max(1);
    show(Share {
        numerator: u32::try_from(millionths / g).unwrap_or(u32::MAX),
        denominator: u32::try_from(WHOLE / g).unwrap_or(u32::MAX),
    })
}

/// Used share of the move, millionths.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Budget {
    used: i64,
}

impl Budget {
    /// Nothing spent yet.
    pub fn is_fresh(self) -> bool {
        self.used == 0
    }

    /// Spends the whole move.
    pub fn spend_all(&mut self) {
        self.used = WHOLE;
    }

    /// What is left of `allowance` (rounded down to the thou).
    pub fn left(self, allowance: Length) -> Length {
        Length((i128::from(allowance.0) * i128::from(WHOLE - self.used) / i128::from(WHOLE)) as i64)
    }

    /// Spends `cost` of `allowance` (rounded up to the millionth).
    pub fn spend(&mut self, cost: Length, allowance: Length) {
        if allowance.0 <= 0 {
            self.used = WHOLE;
            return;
        }
        let part = (i128::from(cost.0) * i128::from(WHOLE) + i128::from(allowance.0) - 1)
            / i128::from(allowance.0);
        self.used = (self.used + part as i64).min(WHOLE);
    }

    /// Takes a fixed share of the move.
    ///
    /// # Errors
    /// The share and what is left when the share does not fit.
    pub fn take(&mut self, share: Share) -> Result<(), Short> {
        let m = millionths(share);
        if self.used + m > WHOLE {
            return Err(Short {
                share,
                left: WHOLE - self.used,
            });
        }
        self.used += m;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_then_the_rest_of_a_line_move() {
        let mut b = Budget::default();
        b.take(Share {
            numerator: 1,
            denominator: 2,
        })
        .unwrap();
        assert_eq!(b.left(Length::inches(6)), Length::inches(3));
        b.spend(Length::inches(3), Length::inches(6));
        assert_eq!(b.left(Length::inches(6)), Length::ZERO);
        assert!(b
            .take(Share {
                numerator: 1,
                denominator: 4
            })
            .is_err());
    }
}
