//! Grande Tactique tests: the charts, each procedure of the sequence of play from its rule
//! and figure, and the table geometry the rules need.

#[path = "../support/mod.rs"]
mod support;

mod charge;
mod common;
mod firing;
mod geometry;
mod morale;
mod pip;
mod tables;
