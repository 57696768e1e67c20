//! `pbem`: a play-by-email adjudicator for Napoleonic-era wargames.
//!
//! Each phase takes one committed orders file per player, derives the seed from the
//! commitments and pre-committed entropy (`pbem-seed-v1`, docs/fairness.md), resolves the
//! phase by the game's rules with dice from that seed, and writes the new state, a dice log
//! and reports. `pbem verify` replays the whole campaign byte for byte.

pub mod board;
pub mod campaign;
pub mod chart;
pub mod cli;
pub mod commands;
pub mod data;
pub mod demo;
pub mod engine;
pub mod error;
pub mod fairness;
pub mod ids;
pub mod judge;
pub mod limits;
pub mod mail;
pub mod odds;
pub mod publish;
pub mod report;
pub mod rules;
pub mod site;
pub mod store;
pub mod yaml;

pub use error::{Error, Result};

/// The allocator of every binary that links pbem (the `pbem` command, its tests and
/// benches): mimalloc, faster than the system's for the many small copies of forces the
/// exact odds make (docs/odds.md). No decision depends on it.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
