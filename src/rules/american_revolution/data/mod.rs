//! The game's data as typed values: the map of the colonies, the charts, the game turns and
//! the scenarios, each loaded from `games/american-revolution/` and checked, with errors
//! naming the file, the line and the YAML path.

pub mod attrition;
pub mod charts;
pub mod crt;
pub mod levy;
pub mod map;
pub mod scenario;
pub mod turn;

pub use attrition::{AttritionRow, Fraction, WinterAttrition};
pub use charts::{Allowance, BritishDie, Charts, Movement, Succeeds, Victory};
pub use crt::{Crt, CrtResult};
pub use levy::Levy;
pub use map::{Area, Map, Region};
pub use scenario::{Condition, Force, Fort, Scenario, Side, SpType};
pub use turn::{Season, Turn};
