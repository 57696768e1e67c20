//! 7.5.2.10.2 Pursuit in the memo: the runs of a victor's pursuit die (class and points,
//! kept by victor) and the loser after its losses (kept by loser and points).

use super::{Engine, Id, Pursuit};
use crate::fairness::DieRecord;
use crate::odds::walk;
use crate::rules::empires_in_arms::combat::field::pursuit::Inflicted;
use crate::rules::empires_in_arms::model::force::Role;
use crate::rules::empires_in_arms::odds::day::{DayOutcome, Ending, Left};

/// One sequence of the pursuit die: what it inflicts, its dice and their sides' product.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct Run {
    pub(super) inflicted: Option<Inflicted>,
    pub(super) dice: Vec<DieRecord>,
    pub(super) den: u64,
}

/// The runs of a pursuit die that inflict the same, merged: the first run's place, how
/// many runs and their sides' product.
pub(super) struct Same {
    pub(super) first: usize,
    pub(super) count: u64,
    pub(super) den: u64,
}

impl<'r> Engine<'r> {
    /// The runs of victor `v`'s pursuit die after `rounds` rounds ([`Chase::inflicted`]:
    /// class and points, without text), kept by victor; its number among the distinct
    /// sets of runs.
    ///
    /// [`Chase::inflicted`]: crate::rules::empires_in_arms::odds::chase::Chase::inflicted
    pub(super) fn pursuit_runs(&mut self, v: Id, rounds: u32) -> usize {
        let known = &self.runs_of[v as usize];
        if let Some(&(_, i)) = known.iter().find(|&&(r, _)| r == rounds) {
            return i;
        }
        let chase = self.chase();
        let paths = walk::paths(|dice| chase.inflicted(&self.forces[v as usize], rounds, dice));
        let runs = paths
            .into_iter()
            .map(|(inflicted, dice)| Run {
                inflicted,
                den: dice.iter().map(|r| u64::from(r.sides)).product(),
                dice,
            })
            .collect::<Vec<_>>();
        // Victors whose dice run alike share one number, and so the losers' sums under it.
        let i = match self.run_sets.get(&runs) {
            Some(&i) => i,
            None => {
                self.same.push(merged(&runs));
                self.runs.push(runs.clone());
                self.run_sets.insert(runs, self.runs.len() - 1);
                self.runs.len() - 1
            }
        };
        self.runs_of[v as usize].push((rounds, i));
        i
    }

    /// The outcome of pursuit `p` when its die comes to run `k` (7.5.2.10.2, as
    /// [`Day::after_round`] pursues).
    ///
    /// [`Day::after_round`]: crate::rules::empires_in_arms::odds::day::Day
    pub(super) fn chased(&mut self, p: Pursuit, k: usize) -> DayOutcome {
        let (beaten, pursuit) = self.beaten(p.loser(), p.victor, p.runs, k);
        let (fa, fd) = (self.facts[p.a as usize].left, self.facts[p.d as usize].left);
        let (attacker, defender) = match p.victor {
            Role::Attacker => (fa, beaten),
            Role::Defender => (beaten, fd),
        };
        DayOutcome {
            ending: Ending::of(p.end),
            rounds: p.rounds,
            attacker,
            defender,
            pursuit,
        }
    }

    /// Loser `l` when the pursuit die of a victor of role `victor` (`runs`) comes to run
    /// `k`: what it has left and the factors the pursuit took (None: no pursuit).
    pub(super) fn beaten(
        &mut self,
        l: Id,
        victor: Role,
        runs: usize,
        k: usize,
    ) -> (Left, Option<u32>) {
        let left = self.facts[l as usize].left;
        match self.runs[runs][k].inflicted {
            None => (left, None),
            Some(Inflicted::BelowClassOne) => (left, Some(0)),
            Some(Inflicted::Points(n)) => {
                let (after, lost) = self.taken(l, n, victor);
                (after, Some(lost))
            }
        }
    }

    /// Loser `l` after `points` pursuit losses from a victor of role `victor`: what it has
    /// left and the factors it lost. Pursuit losses touch only the loser's units (never its
    /// morale), so they are kept by troops and points.
    fn taken(&mut self, l: Id, points: u32, victor: Role) -> (Left, u32) {
        let facts = self.facts[l as usize];
        let key = (facts.troops, points);
        let (factors, lost) = match self.taken.get(&key) {
            Some(&t) => t,
            None => {
                let mut loser = self.forces[l as usize].clone();
                let lost = self.chase().take(victor, &mut loser, points);
                let t = (loser.total(), lost);
                self.taken.insert(key, t);
                t
            }
        };
        let left = Left {
            factors,
            ..facts.left
        };
        (left, lost)
    }
}

/// The runs of `runs` that inflict the same with the same sides' product, merged.
fn merged(runs: &[Run]) -> Vec<Same> {
    let mut same: Vec<Same> = Vec::new();
    for (k, r) in runs.iter().enumerate() {
        let old = same
            .iter_mut()
            .find(|s| runs[s.first].inflicted == r.inflicted && s.den == r.den);
        match old {
            Some(s) => s.count += 1,
            None => same.push(Same {
                first: k,
                count: 1,
                den: r.den,
            }),
        }
    }
    same
}
