//! The forces a day reaches, each kept once under a number with what the end of a round
//! reads of it (docs/odds.md).

use super::{Engine, Id};
use crate::rules::empires_in_arms::combat::field::outcome::Standing;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::odds::day::Left;
use crate::rules::empires_in_arms::odds::ending::left;

/// What the end of a round and of the day read of a force: what it has left, its standing
/// for step ten, whether it is still moving around the flank, and its troops.
#[derive(Debug, Clone, Copy)]
pub(super) struct Facts {
    pub(super) left: Left,
    pub(super) standing: Standing,
    pub(super) pending: bool,
    /// The number of its side's units with their factors (all that pursuit losses read).
    pub(super) troops: u32,
}

impl Engine<'_> {
    /// The number of force `f` (kept on first sight).
    pub(super) fn intern(&mut self, f: &Force) -> Id {
        match self.known(f) {
            Some(id) => id,
            None => self.keep(f.clone()),
        }
    }

    /// [`Engine::intern`] of a force the caller is done with (kept without a copy).
    pub(super) fn intern_owned(&mut self, f: Force) -> Id {
        match self.known(&f) {
            Some(id) => id,
            None => self.keep(f),
        }
    }

    /// The number of force `f` if it is kept; its key is left in `self.key`.
    fn known(&mut self, f: &Force) -> Option<Id> {
        let i = usize::from(f.role == Role::Defender);
        self.key.clear();
        self.key.push(i as u32);
        self.key.push(f.final_morale as u32);
        self.scratch.roster.push_force(&mut self.key, i, f);
        self.scratch.roster.push_outflanking(&mut self.key, i, f);
        self.ids.get(self.key.as_slice()).copied()
    }

    /// Keeps force `f`, whose key [`Engine::known`] just made, under a new number.
    fn keep(&mut self, f: Force) -> Id {
        let id = self.forces.len() as Id;
        self.ids.insert(self.key.clone(), id);
        let i = usize::from(f.role == Role::Defender);
        self.key.clear();
        self.key.push(i as u32);
        self.scratch.roster.push_units(&mut self.key, i, &f);
        let next = self.troops.len() as u32;
        let troops = *self.troops.entry(self.key.clone()).or_insert(next);
        if troops == next {
            self.chased.push(Vec::new());
        }
        self.facts.push(Facts {
            left: left(&f),
            standing: Standing::of(&f),
            pending: f.outflank_pending(),
            troops,
        });
        self.runs_of.push(Vec::new());
        self.forces.push(f);
        id
    }
}
