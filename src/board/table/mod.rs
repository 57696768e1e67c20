//! The table board: the measured table shared by the miniatures games (Old Trousers,
//! Grande Tactique). Lengths are integers in thousandths of an inch, facings whole degrees,
//! directions from a checked-in sine table; docs/table.md gives the rounding rules.

pub mod conform;
pub mod costs;
pub mod fire_lane;
pub mod flee;
pub mod flight;
pub mod geometry;
pub mod inches;
pub mod measure;
pub mod moves;
pub mod path_cost;
pub mod picture;
pub mod range;
pub mod sanity;
pub mod sight;
pub mod sketch;
pub mod stand;
pub mod terrain;
pub mod wedge;
