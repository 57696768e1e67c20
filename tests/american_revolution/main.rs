//! SPI American Revolution tests: the game's data (map, charts, set-up) and its rules.

#[path = "../support/mod.rs"]
mod support;

mod data;
