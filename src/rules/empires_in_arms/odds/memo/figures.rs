//! The figures of a day ([`Day::figures`]: each ending's probability, expected factors and
//! morale loss left, the pursuit) summed as the memo walks it, without listing the
//! outcomes: what each cell of the chit matrix shows.
//!
//! [`Day::figures`]: crate::rules::empires_in_arms::odds::day::Day::figures

use super::walks::Tally;
use super::{Engine, Id, Pursuit, ONE};
use crate::rules::empires_in_arms::model::force::Role;
use crate::rules::empires_in_arms::odds::day::{Day, DayOutcome, Ending};
use crate::rules::empires_in_arms::odds::summary::{gcd, Figures, Sums};

/// A loser's troops under a victor's pursuit die, its runs summed (7.5.2.10.2): with
/// weight `den` the factors left, how often it is pursued and the factors pursuit takes.
/// `den` 0: runs too long for a weight over [`ONE`]. (Pursuit leaves morale as it is.)
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Chased {
    den: u64,
    factors: u128,
    pursued: u128,
    lost: u128,
}

/// The figures' sums over [`ONE`].
struct Tallied {
    sums: Sums,
}

impl<'r> Tally<'r> for Tallied {
    fn over(&mut self, _: &mut Engine<'r>, o: DayOutcome, w: u64) -> Option<()> {
        self.sums.add(&o, w.into())
    }

    /// The victor's figures and the loser's morale as they stand, the loser's factors
    /// summed over the pursuit die.
    fn pursued(&mut self, e: &mut Engine<'r>, p: Pursuit, w: u64) -> Option<()> {
        let c = e.chased_sums(p);
        if c.den == 0 || !w.is_multiple_of(c.den) {
            return None;
        }
        let (w, q) = (u128::from(w), u128::from(w / c.den));
        let v = e.facts[p.victor_id() as usize].left;
        let l = e.facts[p.loser() as usize].left;
        let s = &mut self.sums;
        let (vf, vm, lf, lm) = match p.victor {
            Role::Attacker => (
                &mut s.factors_left.0,
                &mut s.morale_loss.0,
                &mut s.factors_left.1,
                &mut s.morale_loss.1,
            ),
            Role::Defender => (
                &mut s.factors_left.1,
                &mut s.morale_loss.1,
                &mut s.factors_left.0,
                &mut s.morale_loss.0,
            ),
        };
        // Morale losses are never negative.
        let morale = |m: i32| u128::try_from(m).unwrap_or(0);
        *vf = vf.checked_add(w.checked_mul(v.factors.into())?)?;
        *vm = vm.checked_add(w.checked_mul(morale(v.morale_loss))?)?;
        *lf = lf.checked_add(q.checked_mul(c.factors)?)?;
        *lm = lm.checked_add(w.checked_mul(morale(l.morale_loss))?)?;
        let ending = &mut s.endings[Ending::of(p.end) as usize];
        *ending = ending.checked_add(w)?;
        s.pursued = s.pursued.checked_add(q.checked_mul(c.pursued)?)?;
        s.pursuit_lost = s.pursuit_lost.checked_add(q.checked_mul(c.lost)?)?;
        Some(())
    }
}

impl<'r> Engine<'r> {
    /// The figures of `day`, the same fractions as [`Figures`] of [`Day::exact_replay`]'s
    /// outcomes; None when a day rolls too many dice for weights over [`ONE`].
    pub(super) fn figures_of(&mut self, day: &Day<'r>) -> Option<Figures> {
        let mut t = Tallied {
            sums: Sums {
                den: ONE.into(),
                ..Sums::default()
            },
        };
        self.walk_day(day, &mut t)?;
        Some(t.sums.figures())
    }

    /// The loser's troops under pursuit `p`'s die, kept by troops and runs.
    fn chased_sums(&mut self, p: Pursuit) -> Chased {
        let l = p.loser();
        let troops = self.facts[l as usize].troops as usize;
        let known = &self.chased[troops];
        if let Some(&(_, c)) = known.iter().find(|&&(r, _)| r == p.runs) {
            return c;
        }
        let c = self.sum_runs(l, p).unwrap_or_default();
        self.chased[troops].push((p.runs, c));
        c
    }

    /// [`Engine::chased_sums`] worked out: the runs that inflict the same, each with its
    /// share of a common denominator; None when it overflows.
    fn sum_runs(&mut self, l: Id, p: Pursuit) -> Option<Chased> {
        let den = (self.same[p.runs].iter()).try_fold(1u64, |acc, s| lcm(acc, s.den))?;
        let mut c = Chased {
            den,
            ..Chased::default()
        };
        for j in 0..self.same[p.runs].len() {
            let s = &self.same[p.runs][j];
            let n = u128::from(s.count * (den / s.den));
            let (left, pursuit) = self.beaten(l, p.victor, p.runs, s.first);
            c.factors += n * u128::from(left.factors);
            if let Some(lost) = pursuit {
                c.pursued += n;
                c.lost += n * u128::from(lost);
            }
        }
        Some(c)
    }
}

/// The least common multiple of `a` and `b` ([`gcd`]); None when it overflows a `u64`.
fn lcm(a: u64, b: u64) -> Option<u64> {
    let (a, b) = (u128::from(a), u128::from(b));
    u64::try_from(a / gcd(a, b) * b).ok()
}
