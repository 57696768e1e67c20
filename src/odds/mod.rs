//! Battle odds (`pbem odds`): the exact probability of each outcome of a battle, found by
//! running the rules' own combat code under every sequence of dice it can roll
//! ([`walk`]), not by sampling; and samples of the same code with the protocol's dice as a
//! cross-check ([`simulate`]).
//!
//! A layer of its own between `rules` and `report`: the walk is the same for every game,
//! and each game's part calls only that game's rules. One module per game: [`eia`]
//! (Empires in Arms field combat, 7.5.2) and [`spi_1812`] (an 1812 battle: battle plan
//! chart, combat results table, pursuit) and [`american_revolution`] (one attack on the
//! combat results table).

pub mod american_revolution;
pub mod eia;
pub mod simulate;
pub mod spi_1812;

pub mod walk;
