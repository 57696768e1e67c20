//! The key of a day part-fought: what the rest of the day depends on, as numbers, so that
//! equal states go on as one (docs/odds.md); units and leaders named by their place in the
//! day's opening roster.

use crate::rules::empires_in_arms::model::force::Force;

/// The state of a day part-fought, as far as the rest of the day depends on it
/// ([`super::day::Day::key`]), as numbers.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct DayKey(pub(super) Vec<u32>);

/// A unit's or leader's place in `roster` (looked for first at `hint`, where it stands
/// until a unit before it goes); an id not in it (none is added during a day) goes in
/// whole, after a place no roster has.
pub(super) fn push_id(k: &mut Vec<u32>, roster: &[String], hint: usize, id: &str) {
    let found = match roster.get(hint) {
        Some(r) if r == id => Some(hint),
        _ => roster.iter().position(|r| r == id),
    };
    match found {
        Some(i) => k.push(i as u32),
        None => {
            k.push(u32::MAX);
            k.push(id.len() as u32);
            k.extend(id.bytes().map(u32::from));
        }
    }
}

/// The ids of each side's units and leaders when the day opened: a state's key names a
/// unit by its place here rather than by its id.
#[derive(Debug, Default)]
pub(super) struct Roster {
    /// Each side's unit ids: [attacker's, defender's].
    pub(super) units: [Vec<String>; 2],
    /// Each side's leader ids.
    pub(super) leaders: [Vec<String>; 2],
}

impl Roster {
    /// Side `i`'s (0: attacker, 1: defender) part of a key ([`Day::key`](super::day::Day::key)): morale loss,
    /// arrival, its units ([`Roster::push_units`]), and the leaders.
    pub(super) fn push_force(&self, k: &mut Vec<u32>, i: usize, f: &Force) {
        k.push(f.morale_loss as u32);
        k.push(u32::from(f.arrived));
        self.push_units(k, i, f);
        k.push(f.leaders.len() as u32);
        for (at, l) in f.leaders.iter().enumerate() {
            push_id(k, &self.leaders[i], at, &l.id);
        }
    }

    /// Side `i`'s units, each by its place in the roster with its factors.
    pub(super) fn push_units(&self, k: &mut Vec<u32>, i: usize, f: &Force) {
        k.push(f.units.len() as u32);
        for (at, u) in f.units.iter().enumerate() {
            push_id(k, &self.units[i], at, &u.id);
            k.push(u.factors.len() as u32);
            for (t, n) in &u.factors {
                k.push(*t as u32);
                k.push(*n);
            }
        }
    }

    /// The outflanking unit ids of side `i`, by their places in the roster.
    pub(super) fn push_outflanking(&self, k: &mut Vec<u32>, i: usize, f: &Force) {
        k.push(f.outflanking.len() as u32);
        for id in &f.outflanking {
            push_id(k, &self.units[i], 0, id);
        }
    }
}
