//! Old Trousers v2.4 tests: each step of the sequence of play from its rule, the orders
//! check, movement on the table, and the demo campaign on the binary with its pictures.

#[path = "../support/mod.rs"]
mod support;

mod charge;
mod charge_move;
mod common;
mod demo;
mod fire;
mod fire_modifiers;
mod flanked;
mod game;
mod melee;
mod movement;
mod rout_rally;
mod scenario;
mod sequence;
mod standing_orders;
mod tables;
mod template;
mod untrained;
mod visibility;
