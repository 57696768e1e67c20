//! A day's exact outcomes summed up (docs/odds.md): the probability of each ending, the
//! expected factors and morale loss left, and the pursuit.

use super::ending::{DayOutcome, Ending};
use crate::odds::walk::{self, Prob};
use std::collections::BTreeMap;

/// The exact outcomes of a day, every one of them and summed up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// Every outcome with its probability (they sum to exactly one).
    pub outcomes: Vec<(DayOutcome, Prob)>,
    /// The figures of the outcomes.
    pub figures: Figures,
}

/// The figures of a day's outcomes: what a cell of the matrix shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figures {
    /// Probability of each ending that can happen.
    pub endings: BTreeMap<Ending, Prob>,
    /// Expected factors left: (attacker, defender).
    pub factors_left: (Prob, Prob),
    /// Expected morale loss in tenths: (attacker, defender).
    pub morale_loss: (Prob, Prob),
    /// Probability of a pursuit.
    pub pursued: Prob,
    /// Expected factors lost to pursuit, given a pursuit (zero when there is none).
    pub pursuit_losses: Prob,
}

impl Summary {
    /// Sums up `outcomes`: in whole numbers over their common denominator, or, should
    /// that not fit in a `u128`, fraction by fraction (the same fractions either way).
    pub fn of(outcomes: Vec<(DayOutcome, Prob)>) -> Self {
        let figures = match summed(&outcomes) {
            Some(s) => s.figures(),
            None => Figures::of_fractions(&outcomes),
        };
        Summary { outcomes, figures }
    }

    /// The probability of `ending` (zero when it cannot happen).
    pub fn p(&self, ending: Ending) -> Prob {
        self.figures.p(ending)
    }

    /// The sum of every outcome's probability (exactly one).
    pub fn total(&self) -> Prob {
        self.outcomes.iter().fold(walk::zero(), |a, (_, p)| a + p)
    }
}

impl Figures {
    /// The figures of `outcomes`, fraction by fraction.
    fn of_fractions(outcomes: &[(DayOutcome, Prob)]) -> Self {
        let mut endings = BTreeMap::new();
        let (mut fa, mut fd, mut ma, mut md) =
            (walk::zero(), walk::zero(), walk::zero(), walk::zero());
        let (mut pursued, mut plost) = (walk::zero(), walk::zero());
        let int = |n: i128| {
            // Morale losses are never negative; factors are u32.
            Prob::from_integer(u128::try_from(n).unwrap_or(0))
        };
        for (o, p) in outcomes {
            *endings.entry(o.ending).or_insert_with(walk::zero) += p;
            fa += p * int(o.attacker.factors.into());
            fd += p * int(o.defender.factors.into());
            ma += p * int(o.attacker.morale_loss.into());
            md += p * int(o.defender.morale_loss.into());
            if let Some(n) = o.pursuit {
                pursued += p;
                plost += p * int(n.into());
            }
        }
        let pursuit_losses = if pursued == walk::zero() {
            walk::zero()
        } else {
            plost / pursued
        };
        Figures {
            endings,
            factors_left: (fa, fd),
            morale_loss: (ma, md),
            pursued,
            pursuit_losses,
        }
    }

    /// The probability of `ending` (zero when it cannot happen).
    pub fn p(&self, ending: Ending) -> Prob {
        self.endings
            .get(&ending)
            .copied()
            .unwrap_or_else(walk::zero)
    }

    /// The sum of the endings' probabilities (exactly one).
    pub fn total(&self) -> Prob {
        self.endings.values().fold(walk::zero(), |a, p| a + p)
    }
}

/// The sums of [`Figures`] as whole numbers over the common denominator `den`: each
/// ending's weight, and the weights times factors left, morale loss (tenths), pursuit and
/// pursuit losses.
#[derive(Debug, Default, Clone)]
pub(super) struct Sums {
    pub(super) den: u128,
    pub(super) endings: [u128; Ending::ALL.len()],
    pub(super) factors_left: (u128, u128),
    pub(super) morale_loss: (u128, u128),
    pub(super) pursued: u128,
    pub(super) pursuit_lost: u128,
}

impl Sums {
    /// The figures these sums give.
    pub(super) fn figures(&self) -> Figures {
        let p = |n: u128| Prob::new(n, self.den);
        Figures {
            endings: (Ending::ALL.iter().zip(&self.endings))
                .filter(|&(_, &n)| n > 0)
                .map(|(e, &n)| (*e, p(n)))
                .collect(),
            factors_left: (p(self.factors_left.0), p(self.factors_left.1)),
            morale_loss: (p(self.morale_loss.0), p(self.morale_loss.1)),
            pursued: p(self.pursued),
            pursuit_losses: if self.pursued == 0 {
                walk::zero()
            } else {
                Prob::new(self.pursuit_lost, self.pursued)
            },
        }
    }

    /// Adds outcome `o` `n` times (`n` over [`Sums::den`]); None when a sum overflows.
    pub(super) fn add(&mut self, o: &DayOutcome, n: u128) -> Option<()> {
        let add = |acc: &mut u128, times: u128| -> Option<()> {
            *acc = acc.checked_add(n.checked_mul(times)?)?;
            Some(())
        };
        // Morale losses are never negative; factors are u32.
        let int = |m: i32| u128::try_from(m).unwrap_or(0);
        add(&mut self.endings[o.ending as usize], 1)?;
        add(&mut self.factors_left.0, o.attacker.factors.into())?;
        add(&mut self.factors_left.1, o.defender.factors.into())?;
        add(&mut self.morale_loss.0, int(o.attacker.morale_loss))?;
        add(&mut self.morale_loss.1, int(o.defender.morale_loss))?;
        if let Some(lost) = o.pursuit {
            add(&mut self.pursued, 1)?;
            add(&mut self.pursuit_lost, lost.into())?;
        }
        Some(())
    }
}

/// The sums of `outcomes` over their common denominator; None when a figure overflows.
fn summed(outcomes: &[(DayOutcome, Prob)]) -> Option<Sums> {
    let den = outcomes.iter().try_fold(1u128, |l, (_, p)| {
        (l / gcd(l, *p.denom())).checked_mul(*p.denom())
    })?;
    let mut s = Sums {
        den,
        ..Sums::default()
    };
    for (o, p) in outcomes {
        s.add(o, p.numer().checked_mul(den / p.denom())?)?;
    }
    Some(s)
}

/// The greatest common divisor of `a` and `b` (Euclid).
pub(super) fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
