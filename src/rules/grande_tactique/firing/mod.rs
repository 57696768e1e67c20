//! The firing phase (3.): a valid target (the 45° wedge, the corner-to-corner line of
//! sight, infantry in base contact, artillery ranges 7" and 12", enfilade, no fire at a unit
//! being charged by the firer's side nor into woods) and the firing contest.

pub mod firing_contest;
pub mod valid_target;

pub use firing_contest::{firing_contest, Contest, Contestant, Effect};
pub use valid_target::{valid_target, FireArm, FireRange, NoFire, Shot};
