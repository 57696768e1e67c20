//! The morale check (d6, 4+, every modifier), taken in the de-shaking phase, before
//! charging, when charged, by shaken infantry losing a firing contest and by cavalry after
//! a successful charge.

pub mod morale_check;

pub use morale_check::{morale_check, need, MoraleCheck};
