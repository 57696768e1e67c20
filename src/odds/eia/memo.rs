//! The memoized walk of a day's rounds ([`super::day::Day::exact`]). A round's two combat
//! dice are read by the rules' own [`combat_round::roll`] before anything changes, each
//! against the state as the round starts, so they are walked one at a time: the faces
//! that inflict the same [`Hit`] are merged (a d6 on a table gives few distinct results),
//! and the state is copied and the round applied ([`combat_round::apply`], then outcome,
//! pursuit and outflank arrival) once per pair of distinct hits rather than once per pair
//! of faces. After the round, equal states are merged as in [`walk::stage`].

use super::day::{left, Day, DayKey, DayOutcome, Ending};
use crate::odds::walk::{self, Prob};
use crate::rules::empires_in_arms::combat::battle::Kind;
use crate::rules::empires_in_arms::combat::field::combat_round::{self, Hit};
use crate::rules::empires_in_arms::combat::field::outcome;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::units::FactorType;
use std::collections::btree_map::Entry;
use std::collections::BTreeMap;

impl Day<'_> {
    /// Every outcome of the day with its exact probability: the withdrawal dice, then each
    /// round with its two combat dice read separately and equal states merged (this
    /// module). The same fractions as [`Day::exact_replay`], faster.
    pub fn exact(&self) -> Vec<(DayOutcome, Prob)> {
        let mut states = walk::stage(vec![(self.clone(), walk::one())], Day::key, |d, dice| {
            d.withdrawals(dice)
        });
        for round in 1..=2 {
            states = round_stage(states, round);
        }
        last_round(states).into_iter().collect()
    }
}

/// `p` times `q`, without the arithmetic when `q` is one (most pairs roll no further die).
fn times(p: Prob, q: Prob) -> Prob {
    if q == walk::one() {
        p
    } else {
        p * q
    }
}

/// Round `round` (1..=3) for every state of `states`, equal states merged (their
/// probabilities added, the first kept). Days already over go on as they are.
fn round_stage<'r>(states: Vec<(Day<'r>, Prob)>, round: u32) -> Vec<(Day<'r>, Prob)> {
    let mut merged: BTreeMap<DayKey, (Day<'r>, Prob)> = BTreeMap::new();
    let mut add = |d: Day<'r>, p: Prob| match merged.entry(d.key()) {
        Entry::Occupied(mut e) => e.get_mut().1 += p,
        Entry::Vacant(e) => {
            e.insert((d, p));
        }
    };
    for (mut s, p) in states {
        if s.is_over() {
            add(s, p);
            continue;
        }
        let (ha, hd) = hits(&s, round);
        let (atts, defs) = suffered(&s, &ha, &hd);
        // The day without its forces, copied for each pair of hits with that pair's forces.
        let empty = |role| Force::new(role, String::new(), Vec::new(), Vec::new());
        s.battle.att = empty(Role::Attacker);
        s.battle.def = empty(Role::Defender);
        // As combat_round::apply: the round is fought.
        s.battle.rounds += 1;
        for ((_, pa), def) in ha.iter().zip(&defs) {
            let ppa = p * pa;
            for ((_, pd), att) in hd.iter().zip(&atts) {
                let pad = ppa * pd;

                for (next, q) in walk::walk(|dice| {
                    let mut n = s.clone();
                    n.battle.att = att.clone();
                    n.battle.def = def.clone();
                    n.after_round(round, dice);
                    n
                }) {
                    add(next, times(pad, q));
                }
            }
        }
    }
    merged.into_values().collect()
}

/// The day's last round (3) for every state of `states`, straight to the outcomes. After
/// the last round nothing is left to roll but the pursuit (no outflanking force arrives
/// after round 3, 7.5.2.12.1), so each side's losses are taken once per distinct hit it
/// suffers ([`combat_round::suffer`]: a side's losses do not depend on the other's), and
/// each pair of hits is only checked for the end of the battle ([`outcome::check_forces`])
/// and, when it ends in a victory, walked through the pursuit.
fn last_round(states: Vec<(Day<'_>, Prob)>) -> BTreeMap<DayOutcome, Prob> {
    const ROUND: u32 = 3;
    let mut out: BTreeMap<DayOutcome, Prob> = BTreeMap::new();
    let mut add = |o: DayOutcome, p: Prob| *out.entry(o).or_insert_with(walk::zero) += p;
    for (s, p) in states {
        if s.is_over() {
            add(s.outcome(), p);
            continue;
        }
        let (ha, hd) = hits(&s, ROUND);
        let (atts, defs) = suffered(&s, &ha, &hd);
        let rounds = s.battle.rounds + 1;
        let chase = s.chase();
        for ((_, pa), def) in ha.iter().zip(&defs) {
            let ppa = p * pa;
            for ((_, pd), att) in hd.iter().zip(&atts) {
                let pad = ppa * pd;
                let end = outcome::check_forces(att, def);
                let at_end = |att: &Force, def: &Force, pursuit| DayOutcome {
                    ending: end.map_or(Ending::Neither, Ending::of),
                    rounds,
                    attacker: left(att),
                    defender: left(def),
                    pursuit,
                };
                let victor = end.and_then(|e| chase.pursuer(e, att, def));
                let Some(victor) = victor else {
                    add(at_end(att, def, s.pursuit()), pad);
                    continue;
                };
                for (o, q) in walk::walk(|dice| match victor {
                    Role::Attacker => {
                        let mut l = def.clone();
                        let n = chase.pursue(victor, att, &mut l, rounds, dice);
                        at_end(att, &l, n.or(s.pursuit()))
                    }
                    Role::Defender => {
                        let mut l = att.clone();
                        let n = chase.pursue(victor, def, &mut l, rounds, dice);
                        at_end(&l, def, n.or(s.pursuit()))
                    }
                }) {
                    add(o, times(pad, q));
                }
            }
        }
    }
    out
}

/// The distinct hits of each side's combat die in round `round` of day `s`, with their
/// probabilities: (attacker's, defender's), each walked through [`combat_round::roll`].
fn hits(s: &Day<'_>, round: u32) -> (BTreeMap<Hit, Prob>, BTreeMap<Hit, Prob>) {
    let b = &s.battle;
    let plan = combat_round::plan(b, s.setup, round);
    let hits = |role: Role| walk::distribution(|dice| combat_round::roll(b, role, &plan, dice).hit);
    (hits(Role::Attacker), hits(Role::Defender))
}

/// Each side after each hit it may suffer ([`combat_round::suffer`]): (the attacker after
/// each of the defender's hits `hd`, the defender after each of the attacker's `ha`).
fn suffered(
    s: &Day<'_>,
    ha: &BTreeMap<Hit, Prob>,
    hd: &BTreeMap<Hit, Prob>,
) -> (Vec<Force>, Vec<Force>) {
    let b = &s.battle;
    let (charts, field) = (b.charts(), b.kind == Kind::Field);
    let after = |f: &Force, hit: &Hit, priority: &[FactorType]| {
        let mut f = f.clone();
        combat_round::suffer(charts, field, &mut f, *hit, priority);
        f
    };
    (
        hd.keys().map(|d| after(&b.att, d, &s.priority.0)).collect(),
        ha.keys().map(|a| after(&b.def, a, &s.priority.1)).collect(),
    )
}
