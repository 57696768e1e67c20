//! The share of a unit's move used so far, in millionths of its allowance, so that a unit
//! that changes formation keeps the share it has left in the new formation's allowance.

pub use super::super::tables::provisional::Share;
use crate::board::table::measure::Length;
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
    /// What is left when the share does not fit.
    pub fn take(&mut self, share: Share) -> Result<(), String> {
        let m = millionths(share);
        if self.used + m > WHOLE {
            return Err(say(&Said::ShareLeftMillionths {
                share: &show(share),
                left: WHOLE - self.used,
            }));
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
