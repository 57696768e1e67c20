//! Old Trousers v2.4 tests: each step of the sequence of play from its rule, the orders
//! check, movement on the table, and the demo campaign on the binary with its pictures.

use crate::support;

mod boxed_in;
mod charge;
mod charge_contact;
mod charge_move;
mod common;
mod demo;
mod fire;
mod fire_modifiers;
mod flanked;
mod game;
mod melee;
mod movement;
mod no_overlap;
mod orders_made;
mod rout_rally;
mod scenario;
mod sequence;
mod standing_orders;
mod surprise;
mod tables;
mod takes_ground;
mod template;
mod terrain_moves;
mod untrained;
mod visibility;
mod words;
