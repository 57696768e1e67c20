//! 7.5.2.5-7.5.2.12 One day through the memo: walked under every sequence of dice into a
//! [`Tally`] (`walk_day`), or fought once with real dice (`fight_day`).

use super::{After, Engine, Faces, FastMap, Id, Next, Pursuit, ONE};
use crate::fairness::Dice;
use crate::odds::walk::{self, Prob};
use crate::rules::empires_in_arms::combat::field::combat_round::{DaySetup, Hit};
use crate::rules::empires_in_arms::odds::day::{Day, DayOutcome, Ending};
use crate::rules::empires_in_arms::tables::chits::Chit;

/// Days still on after a stage, by their forces, with their weights (over [`ONE`]).
type Live = FastMap<(Id, Id), u64>;

/// What a walk of a day adds its finished days to: every outcome ([`super::joint`]) or
/// the figures ([`super::figures`]). Weights are over [`ONE`]; None: a weight that is not a
/// whole number over it, or a sum that overflows.
pub(super) trait Tally<'r> {
    /// Adds weight `w` of days over with outcome `o` (no pursuit).
    fn over(&mut self, engine: &mut Engine<'r>, o: DayOutcome, w: u64) -> Option<()>;
    /// Adds weight `w` of days that end in pursuit `p` (7.5.2.10.2).
    fn pursued(&mut self, engine: &mut Engine<'r>, p: Pursuit, w: u64) -> Option<()>;
}

/// What a round's stage reads besides each day's forces.
struct Stage {
    round: u32,
    rounds: u32,
    setup: DaySetup,
    withdraw: bool,
}

impl Stage {
    /// Round three: a day still on after it ends with neither side broken.
    fn last(&self) -> bool {
        self.round == 3
    }
}

impl<'r> Engine<'r> {
    /// Walks `day` under every sequence of its dice, as [`Day::exact_replay`] does, adding
    /// each finished day to `tally`; None when a day rolls too many dice for weights over
    /// [`ONE`].
    pub(super) fn walk_day(&mut self, day: &Day<'r>, tally: &mut impl Tally<'r>) -> Option<()> {
        let mut live = Live::default();
        let start = walk::stage(vec![(day.clone(), walk::one())], Day::key, |d, dice| {
            d.withdrawals(dice)
        });
        for (s, p) in start {
            let w = weight(&p)?;
            if s.is_over() {
                tally.over(self, s.outcome(), w)?;
            } else {
                let k = (self.intern(&s.battle.att), self.intern(&s.battle.def));
                *live.entry(k).or_default() += w;
            }
        }
        for round in 1..=3 {
            let st = Stage {
                round,
                rounds: day.battle.rounds + round,
                setup: day.setup,
                withdraw: day.setup.defender == Some(Chit::Withdraw),
            };
            let mut next = Live::default();
            for (ad, w) in in_order(live) {
                self.step(ad, w, &st, &mut next, tally)?;
            }
            live = next;
        }
        Some(())
    }

    /// One round of the day with forces `(a, d)` and weight `w`: each pair of distinct hits
    /// (7.5.2.7-7.5.2.9), then the end of the round under each sequence of its dice
    /// (7.5.2.10-7.5.2.12, [`Engine::after`]).
    fn step(
        &mut self,
        (a, d): (Id, Id),
        w: u64,
        st: &Stage,
        live: &mut Live,
        tally: &mut impl Tally<'r>,
    ) -> Option<()> {
        let [fa, fd] = self.faces(a, d, st.round, st.setup);
        let (ga, gd) = (group(fa), group(fd));
        let (ga, gd) = (ga.hits(), gd.hits());
        let mut defs = [0; 6];
        for (slot, &(h, _)) in defs.iter_mut().zip(ga) {
            *slot = self.suffer(d, h);
        }
        let mut atts = [0; 6];
        for (slot, &(h, _)) in atts.iter_mut().zip(gd) {
            *slot = self.suffer(a, h);
        }
        for (&(_, ca), &d2) in ga.iter().zip(&defs) {
            let wa = scale(w, ca, fa.is_some())?;
            for (&(_, cd), &a2) in gd.iter().zip(&atts) {
                let wad = scale(wa, cd, fd.is_some())?;
                match self.after(a2, d2, st.round, st.rounds, st.withdraw) {
                    After::Now(n) => self.lead(n, wad, st, live, tally)?,
                    After::Pursued(p) => tally.pursued(self, p, wad)?,
                    After::Walked(i) => {
                        for j in 0..self.branches[i].len() {
                            let b = &self.branches[i][j];
                            let den = (b.dice.iter())
                                .try_fold(1u64, |acc, r| acc.checked_mul(u64::from(r.sides)))?;
                            if !wad.is_multiple_of(den) {
                                return None;
                            }
                            self.lead(b.next, wad / den, st, live, tally)?;
                        }
                    }
                }
            }
        }
        Some(())
    }

    /// Adds weight `w` where `n` leads: the next round's days, or the tally (a day still
    /// on after the last round ends with neither side broken).
    fn lead(
        &mut self,
        n: Next,
        w: u64,
        st: &Stage,
        live: &mut Live,
        tally: &mut impl Tally<'r>,
    ) -> Option<()> {
        match n {
            Next::On(a, d) if st.last() => {
                let o = self.neither(a, d, st.rounds);
                tally.over(self, o, w)
            }
            Next::On(a, d) => {
                *live.entry((a, d)).or_default() += w;
                Some(())
            }
            Next::Over(o) => tally.over(self, o, w),
        }
    }

    /// `day` fought once with `dice`, as [`Day::fight_replay`] fights it.
    pub(super) fn fight_day(&mut self, day: &Day<'r>, dice: &mut dyn Dice) -> DayOutcome {
        let (mut a, mut d) = if day.setup.defender == Some(Chit::Withdraw) {
            let mut s = day.clone();
            s.withdrawals(dice);
            if s.is_over() {
                return s.outcome();
            }
            (self.intern(&s.battle.att), self.intern(&s.battle.def))
        } else {
            (self.intern(&day.battle.att), self.intern(&day.battle.def))
        };
        let withdraw = day.setup.defender == Some(Chit::Withdraw);
        for round in 1..=3 {
            let rounds = day.battle.rounds + round;
            let [fa, fd] = self.faces(a, d, round, day.setup);
            let ha = roll(fa, dice);
            let hd = roll(fd, dice);
            let (a2, d2) = (self.suffer(a, hd), self.suffer(d, ha));
            let after = self.after(a2, d2, round, rounds, withdraw);
            match self.pick(after, dice) {
                Next::On(x, y) => (a, d) = (x, y),
                Next::Over(o) => return o,
            }
        }
        self.neither(a, d, day.battle.rounds + 3)
    }

    /// The outcome of a day still on after its last round.
    fn neither(&self, a: Id, d: Id, rounds: u32) -> DayOutcome {
        DayOutcome {
            ending: Ending::Neither,
            rounds,
            attacker: self.facts[a as usize].left,
            defender: self.facts[d as usize].left,
            pursuit: None,
        }
    }
}

/// The hit of a side's die rolled with `dice` (no die without a table, as
/// [`combat_round::roll`](crate::rules::empires_in_arms::combat::field::combat_round::roll)).
fn roll(faces: Faces, dice: &mut dyn Dice) -> Hit {
    let Some(hits) = faces else {
        return Hit::default();
    };
    // The rules' combat dice of a day that does not narrate have no purpose.
    let v = dice.roll(6, "").value as usize;
    hits[v.clamp(1, 6) - 1]
}

/// The distinct hits of a die with the number of faces that give each.
struct Group {
    hits: [(Hit, u64); 6],
    len: usize,
}

impl Group {
    fn hits(&self) -> &[(Hit, u64)] {
        &self.hits[..self.len]
    }
}

/// The distinct hits of a die with the number of faces that give each; without a die, no
/// hit on one face of one.
fn group(faces: Faces) -> Group {
    let mut g = Group {
        hits: [(Hit::default(), 0); 6],
        len: 0,
    };
    let Some(hits) = faces else {
        g.hits[0].1 = 1;
        g.len = 1;
        return g;
    };
    for h in hits {
        match g.hits[..g.len].iter_mut().find(|(x, _)| *x == h) {
            Some((_, n)) => *n += 1,
            None => {
                g.hits[g.len] = (h, 1);
                g.len += 1;
            }
        }
    }
    g
}

/// Weight `w` times `faces` sixths (a die rolled), or as it is (no die); None when it is not
/// a whole number over [`ONE`].
fn scale(w: u64, faces: u64, die: bool) -> Option<u64> {
    if !die {
        return Some(w);
    }
    w.is_multiple_of(6).then(|| w / 6 * faces)
}

/// Probability `p` as a weight over [`ONE`], when it is one.
fn weight(p: &Prob) -> Option<u64> {
    let one = u128::from(ONE);
    let w = one
        .is_multiple_of(*p.denom())
        .then(|| one / p.denom() * p.numer())?;
    u64::try_from(w).ok()
}

/// The days of `live` in the order of their forces' numbers (the hash map's own order is
/// never walked).
fn in_order(live: Live) -> Vec<((Id, Id), u64)> {
    let mut v: Vec<_> = live.into_iter().collect();
    v.sort_unstable_by_key(|&(ad, _)| ad);
    v
}
