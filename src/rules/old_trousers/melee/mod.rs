//! Melee (Old Trousers v2.4, III.B.6 and III.B.7): each side's value and modifiers, and the
//! combat results by the die roll difference.

pub mod combat_resolution;
pub mod combat_results;
pub mod frontage;

pub use combat_resolution::{melee_total, Matchup, MeleeSide};
pub use combat_results::{melee, MeleeInput, MeleeOutcome, Round, SideOutcome, Winner};
