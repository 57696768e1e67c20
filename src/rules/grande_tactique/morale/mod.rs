//! The morale check (d6, 4+, every modifier), taken in the de-shaking phase, before
//! charging, when charged, by shaken infantry losing a firing contest and by cavalry after
//! a successful charge; and the two modifiers measured on the table between units
//! (defending a linear feature, infantry charging en masse).

pub mod defending_linear_feature;
pub mod en_masse;
pub mod morale_check;

pub use defending_linear_feature::defended_feature;
pub use en_masse::{en_masse, supports};
pub use morale_check::{morale_check, need, MoraleCheck};
