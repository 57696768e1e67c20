//! The PIP phase (2.): the PIP dice of a corps, rolled together and modified, and the cost
//! of a unit's PIPs when a general is attached elsewhere.

pub mod pip_cost;
pub mod pip_dice;

pub use pip_cost::{attached_cost, commander_within};
pub use pip_dice::{pip_dice, Corps, Division, PipError, PipRoll};
