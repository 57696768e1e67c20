//! Limits on what game data may hold (docs/limits.md): one vocabulary of bounds on the
//! numbers ([`bounds`]), one check on the text of names and titles ([`text`]), and the walk
//! that applies both to every number and every string of a data file ([`check_game_data`]),
//! naming the file, line and YAML path of the first value out of bounds.
//!
//! The files of a group's house rules (`data:` in campaign.yaml) are checked when they are
//! loaded; the data embedded in the binary passes the same check (tests/campaign/
//! data_bounds.rs reads it all). A bound only refuses data that was never sane, so no
//! resolved entry changes.

pub mod bounds;
pub mod text;
mod walk;

pub use bounds::{check_range, Range};
pub use walk::check_game_data;
