//! Dice in the memo: the run a real die sequence comes to, and a die that rolls one face.

use crate::fairness::{Dice, DieRecord};

/// The run of `runs` (in odometer order, as [`walk::paths`](crate::odds::walk::paths) gives them) that `dice` come
/// to, rolling each die as the run does.
///
/// # Panics
/// If `dice` roll a face the walk did not (the rules code is not deterministic).
pub(super) fn pick_run<T>(
    runs: &[T],
    dice_of: impl Fn(&T) -> &[DieRecord],
    dice: &mut dyn Dice,
) -> usize {
    let (mut lo, mut hi, mut depth) = (0, runs.len(), 0);
    loop {
        // The runs are prefix-free: a run as long as the dice rolled is the only one left.
        let Some(die) = dice_of(&runs[lo]).get(depth) else {
            return lo;
        };
        let v = dice.roll(die.sides, &die.purpose).value;
        let at = |j: usize| dice_of(&runs[j])[depth].value;
        let from = (lo..hi)
            .find(|&j| at(j) == v)
            .expect("a face the walk rolled");
        hi = (from..hi).find(|&j| at(j) != v).unwrap_or(hi);
        lo = from;
        depth += 1;
    }
}

/// A die that rolls one face, noting whether it was rolled.
pub(super) struct Face {
    pub(super) value: u32,
    pub(super) rolled: bool,
}

impl Dice for Face {
    fn roll(&mut self, sides: u32, _purpose: &str) -> DieRecord {
        assert_eq!(sides, 6, "a combat die is a d6");
        self.rolled = true;
        DieRecord {
            index: 1,
            sides,
            value: self.value,
            purpose: String::new(),
        }
    }
    fn log(&self) -> &[DieRecord] {
        &[]
    }
}
