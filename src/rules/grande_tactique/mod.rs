//! Grande Tactique (Jack Mitchell; Creative Commons BY): the charts and the pure procedures
//! of the sequence of play. (gt-game adds the game itself to this module.)

pub mod charge;
pub mod deshaking;
pub mod firing;
pub mod morale;
pub mod pip;
pub mod tables;
