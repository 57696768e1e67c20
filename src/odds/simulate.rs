//! `--simulate N`: the same rules code fought N times with the protocol's dice
//! ([`ChaChaDice`], keyed by the SHA-256 of a seed text), counting each result; a
//! cross-check of the exact walk.

use crate::fairness::{ChaChaDice, Dice, DieRecord, Digest};
use sha2::{Digest as _, Sha256};
use std::collections::BTreeMap;

/// The ChaCha20 key of seed text `seed`: its SHA-256.
pub fn seed_digest(seed: &str) -> Digest {
    Digest(Sha256::digest(seed.as_bytes()).into())
}

/// [`ChaChaDice`] without the log (a million battles would keep millions of records): the
/// same dice, drawn with [`ChaChaDice::draw`].
pub struct Unlogged(ChaChaDice);

impl Unlogged {
    /// The stream of seed text `seed`.
    pub fn new(seed: &str) -> Self {
        Unlogged(ChaChaDice::new(&seed_digest(seed)))
    }
}

impl Dice for Unlogged {
    fn roll(&mut self, sides: u32, _purpose: &str) -> DieRecord {
        let value = self.0.draw(sides);
        DieRecord {
            index: 0,
            sides,
            value,
            purpose: String::new(),
        }
    }
    fn log(&self) -> &[DieRecord] {
        &[]
    }
}

/// Runs `f` `n` times on one dice stream from `seed`; `tick` is called after each run with
/// the number done (a progress bar). Returns result -> count.
pub fn sample<T: Ord>(
    n: u64,
    seed: &str,
    mut f: impl FnMut(&mut dyn Dice) -> T,
    mut tick: impl FnMut(u64),
) -> BTreeMap<T, u64> {
    let mut dice = Unlogged::new(seed);
    let mut out = BTreeMap::new();
    for i in 0..n {
        *out.entry(f(&mut dice)).or_insert(0) += 1;
        tick(i + 1);
    }
    out
}
