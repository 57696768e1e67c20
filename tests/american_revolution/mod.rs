//! American Revolution tests: each rule of the sequence of play from its own wording, on a
//! small made-up map with injected dice, and the campaign on the real binary.

mod campaign;
mod checking;
mod combat;
mod data;
mod fixture;
mod issue27;
mod map_moves;
mod movement;
mod odds;
mod orders_props;
mod turn_record;
mod whole_war;
mod words;
mod words_head;
