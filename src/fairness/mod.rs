//! The fairness protocol `pbem-seed-v1` (docs/fairness.md): orders commitments, entropy
//! chains, seed derivation and the dice stream with its log.

pub mod commitment;
pub mod dice;
pub mod entropy;
pub mod history;
pub mod seed;

pub use commitment::{commitment, Digest};
pub use dice::{ChaChaDice, Dice, DieRecord, ScriptedDice};
pub use entropy::Chain;
pub use seed::SeedInputs;
