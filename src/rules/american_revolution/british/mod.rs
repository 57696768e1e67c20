//! B. the British player turn: movement (groups, land, sea), overseas reinforcement,
//! combat (none in winter) and fortification.

pub mod first_entry;
pub mod land;
pub mod overseas;
pub mod sea;
