//! Every outcome of a day with its exact probability ([`Day::exact`]): the memo's walk
//! tallied outcome by outcome.
//!
//! [`Day::exact`]: crate::rules::empires_in_arms::odds::day::Day::exact

use super::walks::Tally;
use super::{Engine, FastMap, Pursuit, ONE};
use crate::odds::walk::Prob;
use crate::rules::empires_in_arms::odds::day::{Day, DayOutcome};

/// The weight (over [`ONE`]) of each outcome met.
#[derive(Default)]
struct Joint {
    weights: FastMap<DayOutcome, u64>,
}

impl<'r> Tally<'r> for Joint {
    fn over(&mut self, _: &mut Engine<'r>, o: DayOutcome, w: u64) -> Option<()> {
        *self.weights.entry(o).or_default() += w;
        Some(())
    }

    /// Each run of the victor's pursuit die, runs that inflict the same merged.
    fn pursued(&mut self, e: &mut Engine<'r>, p: Pursuit, w: u64) -> Option<()> {
        for j in 0..e.same[p.runs].len() {
            let s = &e.same[p.runs][j];
            let (k, count, den) = (s.first, s.count, s.den);
            if !w.is_multiple_of(den) {
                return None;
            }
            let o = e.chased(p, k);
            *self.weights.entry(o).or_default() += w / den * count;
        }
        Some(())
    }
}

impl<'r> Engine<'r> {
    /// Every outcome of `day` with its exact probability, in order, as
    /// [`Day::exact_replay`] gives them; None when a day rolls too many dice for weights
    /// over [`ONE`].
    pub(super) fn exact_day(&mut self, day: &Day<'r>) -> Option<Vec<(DayOutcome, Prob)>> {
        let mut joint = Joint::default();
        self.walk_day(day, &mut joint)?;
        let mut out: Vec<_> = (joint.weights.into_iter())
            .map(|(o, w)| (o, Prob::new(w.into(), ONE.into())))
            .collect();
        out.sort_unstable_by_key(|x| x.0);
        Some(out)
    }
}
