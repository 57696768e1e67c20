//! Grande Tactique tests: each phase of the sequence of play from its rule with injected
//! dice, the orders check citing the rules, the orders template, the demo campaign on the
//! binary with its pictures, and a whole battle played to its end and verified.

use crate::support;

mod attached;
mod battle;
mod charge;
mod charge_contact;
mod common;
mod demo;
mod firing;
mod flight_runs;
mod follow_up;
mod game;
mod geometry;
mod measured;
mod morale;
mod move_cost;
mod no_overlap;
mod orders;
mod orders_made;
mod pip;
mod pips_and_charges;
mod sequence;
mod standing_orders;
mod tables;
mod template;
mod words;
