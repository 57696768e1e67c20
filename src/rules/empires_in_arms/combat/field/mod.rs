//! 7.5.2 the field combat procedure, steps one to fourteen, and 7.5.3 trivial combat.

pub mod combat_round;
pub mod depots_after_battle;
pub mod field_combat;
pub mod outcome;
pub mod outflank;
pub mod political_points;
pub mod pursuit;
pub mod reinforcement;
pub mod withdrawal;
