//! The model beneath every procedure of the land phase (7.0): the game state, counters,
//! map, orders files, territory and control, a battle's sides, and the rules bundle
//! (charts, map, options) the procedures take. It uses no procedure; `units` uses nothing,
//! the tables use `units`, and `orders` and `rules` use the tables.

pub mod force;
pub mod map;
pub mod order_parts;
pub mod orders;
pub mod rules;
pub mod sides;
pub mod state;
pub mod territory;
pub mod units;
