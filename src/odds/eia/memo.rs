//! The memoized walk of a day's rounds ([`super::day::Day::exact`]). A round's two combat
//! dice are read by the rules' own [`combat_round::roll`] before anything changes, each
//! against the state as the round starts, so they are walked one at a time: the faces
//! that inflict the same [`Hit`] are merged (a d6 on a table gives few distinct results),
//! and the state is copied and the round applied ([`combat_round::apply`], then outcome,
//! pursuit and outflank arrival) once per pair of distinct hits rather than once per pair
//! of faces. After the round, equal states are merged as in [`walk::stage`].

use super::day::{Day, DayKey};
use crate::odds::walk::{self, Prob};
use crate::rules::empires_in_arms::combat::field::combat_round::{self, Hit};
use crate::rules::empires_in_arms::model::force::Role;
use std::collections::btree_map::Entry;
use std::collections::BTreeMap;

/// Round `round` (1..=3) for every state of `states`, equal states merged (their
/// probabilities added, the first kept). Days already over go on as they are.
pub(super) fn round_stage<'r>(states: Vec<(Day<'r>, Prob)>, round: u32) -> Vec<(Day<'r>, Prob)> {
    let mut merged: BTreeMap<DayKey, (Day<'r>, Prob)> = BTreeMap::new();
    let mut add = |d: Day<'r>, p: Prob| match merged.entry(d.key()) {
        Entry::Occupied(mut e) => e.get_mut().1 += p,
        Entry::Vacant(e) => {
            e.insert((d, p));
        }
    };
    for (s, p) in states {
        if s.is_over() {
            add(s, p);
            continue;
        }
        let plan = combat_round::plan(&s.battle, s.setup, round);
        let hits = |role: Role| {
            walk::distribution(|dice| combat_round::roll(&s.battle, role, &plan, dice).hit)
        };
        let (ha, hd): (BTreeMap<Hit, Prob>, BTreeMap<Hit, Prob>) =
            (hits(Role::Attacker), hits(Role::Defender));
        for (a, pa) in &ha {
            for (d, pd) in &hd {
                let pad = p * pa * pd;
                for (next, q) in walk::walk(|dice| {
                    let mut n = s.clone();
                    n.round_with(round, *a, *d, dice);
                    n
                }) {
                    add(next, pad * q);
                }
            }
        }
    }
    merged.into_values().collect()
}
