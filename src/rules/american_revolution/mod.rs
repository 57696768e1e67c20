//! SPI "American Revolution 1775-1783" (Strategy & Tactics #43, 1972), by Donald
//! Johnson's expanded sequence of play: each game turn the American player turn (A), the
//! British player turn (B), the continental levy (C), attrition (D) and turn record (E)
//! interphases, season by season from Spring 1775 to Winter 1783. One history entry is one
//! player turn; the British one closes the game turn with C, D and E.

pub mod american;
pub mod attrition;
pub mod british;
pub mod combat;
pub mod data;
pub mod fleet;
pub mod fortification;
pub mod geo;
pub mod levy;
pub mod log;
pub mod orders;
pub mod player_turn;
pub mod rules_data;
pub mod state;
pub mod tables;
pub mod turn_record;
