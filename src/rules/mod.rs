//! Game systems behind one trait. Rules code is pure: it reads no file, clock or
//! environment; the campaign layer hands it data, state, orders and dice. Each game is a
//! typed [`crate::engine::Game`]; the registry gives them to the campaign as
//! [`GameSystem`]s through the one adapter.

pub mod american_revolution;
pub mod empires_in_arms;
pub mod grande_tactique;
pub mod old_trousers;
pub mod spi_1812;
pub mod table_game;

use crate::engine::Adapter;
pub use crate::engine::{
    Ctx, GameSystem, Header, LoadedState, PhaseInfo, Resolved, Setup, Side, ENGINE,
};
use crate::error::{Error, Result};

static EMPIRES_IN_ARMS: Adapter<empires_in_arms::EmpiresInArms> = Adapter::new();
static SPI_1812: Adapter<spi_1812::Spi1812> = Adapter::new();
static AMERICAN_REVOLUTION: Adapter<american_revolution::AmericanRevolution> = Adapter::new();
static OLD_TROUSERS: Adapter<old_trousers::OldTrousers> = Adapter::new();
static GRANDE_TACTIQUE: Adapter<grande_tactique::GrandeTactique> = Adapter::new();

/// Every game system, by id.
pub fn registry() -> Vec<&'static dyn GameSystem> {
    vec![
        &EMPIRES_IN_ARMS,
        &SPI_1812,
        &AMERICAN_REVOLUTION,
        &OLD_TROUSERS,
        &GRANDE_TACTIQUE,
    ]
}

/// The game system `id`.
///
/// # Errors
/// [`Error::Campaign`] naming the known systems.
pub fn find(id: &str) -> Result<&'static dyn GameSystem> {
    registry()
        .into_iter()
        .find(|g| g.id() == id)
        .ok_or_else(|| {
            let known: Vec<&str> = registry().iter().map(|g| g.id()).collect();
            Error::Campaign(format!(
                "unknown game '{id}'; this pbem plays: {}",
                known.join(", ")
            ))
        })
}
