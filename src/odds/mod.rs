//! Battle odds (`pbem odds`): the exact probability of each outcome of a battle, found by
//! running the rules' own combat code under every sequence of dice it can roll
//! ([`walk`]), not by sampling; and samples of the same code with the protocol's dice as a
//! cross-check ([`simulate`]).
//!
//! A layer below the games: the walk, the sampling and the printing helpers are the same
//! for every game. Each game that has odds keeps its own part in its folder
//! (`src/rules/<game>/odds/`) and offers it through [`crate::engine::odds::GameOdds`].

pub mod print;
pub mod simulate;
pub mod walk;
