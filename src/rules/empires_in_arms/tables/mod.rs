//! The game card's tables as data (7.3.1 movement, 7.4 supply, 7.5.2 combat, morale,
//! pursuit and the operational possibilities chits), loaded from `games/empires-in-arms/`.
//! They use only the model's counters ([`super::model::units`]).

pub mod charts;
pub mod chits;
pub mod land_charts;
pub mod table_id;
