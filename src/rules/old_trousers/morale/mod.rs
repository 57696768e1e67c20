//! Morale (Old Trousers v2.4): the morale table with casualties at 20%, 33% and 50% of
//! strength, cover, flank and canister; and rally of routed units (III.B.1).

pub mod morale_check;
pub mod rally;

pub use morale_check::{morale_check, MoraleEffect, MoraleInput, MoraleResult};
pub use rally::{rally, RallyInput, RallyResult};
