//! Protocol step 4, dice: the ChaCha20 stream read with `next_u32`, an n-sided die by rejection sampling,
//! and the dice log. Rules code takes `&mut dyn Dice`, so tests inject their own values.

use super::Digest;
use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// One die in the dice log, in the order drawn.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DieRecord {
    /// 1-based position in the log.
    pub index: u32,
    /// Number of sides.
    pub sides: u32,
    /// The value, 1..=sides.
    pub value: u32,
    /// What the roll was for, in words.
    pub purpose: String,
}

/// A source of dice that logs every roll.
pub trait Dice {
    /// Rolls one die of `sides` sides for `purpose`; returns the logged record.
    fn roll(&mut self, sides: u32, purpose: &str) -> DieRecord;
    /// Every roll so far, in order.
    fn log(&self) -> &[DieRecord];
}

/// The protocol's dice: ChaCha20 keyed by the seed (nonce and counter zero).
pub struct ChaChaDice {
    rng: ChaCha20Rng,
    log: Vec<DieRecord>,
}

impl ChaChaDice {
    /// The stream for `seed`.
    pub fn new(seed: &Digest) -> Self {
        ChaChaDice {
            rng: ChaCha20Rng::from_seed(seed.0),
            log: Vec::new(),
        }
    }

    /// The next 32-bit word of the stream (little-endian keystream word).
    pub fn next_word(&mut self) -> u32 {
        self.rng.next_u32()
    }

    /// One die of `sides` sides without logging: `zone = floor(2^32 / n) * n`, draw words
    /// until one is below the zone, value = `word % n + 1`.
    ///
    /// # Panics
    /// If `sides` is 0.
    pub fn draw(&mut self, sides: u32) -> u32 {
        assert!(sides > 0, "a die needs at least one side");
        let n = u64::from(sides);
        let zone = ((1u64 << 32) / n) * n;
        loop {
            let w = u64::from(self.next_word());
            if w < zone {
                return (w % n) as u32 + 1;
            }
        }
    }
}

impl Dice for ChaChaDice {
    fn roll(&mut self, sides: u32, purpose: &str) -> DieRecord {
        let value = self.draw(sides);
        push(&mut self.log, sides, value, purpose)
    }
    fn log(&self) -> &[DieRecord] {
        &self.log
    }
}

fn push(log: &mut Vec<DieRecord>, sides: u32, value: u32, purpose: &str) -> DieRecord {
    let rec = DieRecord {
        index: log.len() as u32 + 1,
        sides,
        value,
        purpose: purpose.to_string(),
    };
    log.push(rec.clone());
    rec
}

/// Dice with given values, for the rules' worked examples and tests.
#[derive(Debug, Default)]
pub struct ScriptedDice {
    values: VecDeque<u32>,
    log: Vec<DieRecord>,
}

impl ScriptedDice {
    /// Dice that return `values` in order.
    pub fn new(values: impl IntoIterator<Item = u32>) -> Self {
        ScriptedDice {
            values: values.into_iter().collect(),
            log: Vec::new(),
        }
    }

    /// Values not yet used.
    pub fn remaining(&self) -> usize {
        self.values.len()
    }
}

impl Dice for ScriptedDice {
    /// # Panics
    /// When the script has run out or holds a value outside 1..=sides: the test is wrong.
    fn roll(&mut self, sides: u32, purpose: &str) -> DieRecord {
        let value = self
            .values
            .pop_front()
            .unwrap_or_else(|| panic!("scripted dice ran out at roll for {purpose}"));
        assert!(
            (1..=sides).contains(&value),
            "scripted {value} is not a d{sides} ({purpose})"
        );
        push(&mut self.log, sides, value, purpose)
    }
    fn log(&self) -> &[DieRecord] {
        &self.log
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_are_in_range_and_logged() {
        let mut d = ChaChaDice::new(&Digest([9; 32]));
        for i in 0..500 {
            let r = d.roll(6, "t");
            assert!((1..=6).contains(&r.value));
            assert_eq!(r.index, i + 1);
        }
        assert_eq!(d.log().len(), 500);
    }

    #[test]
    fn same_seed_same_dice() {
        let mut a = ChaChaDice::new(&Digest([4; 32]));
        let mut b = ChaChaDice::new(&Digest([4; 32]));
        let va: Vec<u32> = (0..50).map(|_| a.draw(10)).collect();
        let vb: Vec<u32> = (0..50).map(|_| b.draw(10)).collect();
        assert_eq!(va, vb);
    }
}
