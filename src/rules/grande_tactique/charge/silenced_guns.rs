// 2. PIP phase: spike guns (destroy silenced artillery in contact); 4. a charged battery failing is silenced
//! Spiking: a unit in base contact with a silenced enemy battery may destroy it (2 PIPs,
//! the game's cost). Silencing itself is the charge's result for a battery that fails its
//! check ([`super::combined_charge`]); de-silencing is removing the marker with PIPs.

use crate::board::table::range::in_contact;
use crate::board::table::stand::Stand;

/// Why guns cannot be spiked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpikeError {
    /// The battery is not silenced.
    #[error("{0} is not silenced: only silenced guns are spiked")]
    NotSilenced(String),
    /// The unit is not in base contact with the battery.
    #[error("{0} is not in contact with {1}")]
    NotInContact(String, String),
    /// The battery is of the spiker's own side.
    #[error("{0} is of {1}'s own side")]
    OwnSide(String, String),
}

/// Whether `spiker` may spike `battery` (silenced when `silenced`): an enemy silenced battery
/// in base contact.
///
/// # Errors
/// The first [`SpikeError`] that holds.
pub fn spike(battery: &Stand, silenced: bool, spiker: &Stand) -> Result<(), SpikeError> {
    if battery.side == spiker.side {
        return Err(SpikeError::OwnSide(battery.id.clone(), spiker.id.clone()));
    }
    if !silenced {
        return Err(SpikeError::NotSilenced(battery.id.clone()));
    }
    if !in_contact(battery, spiker) {
        return Err(SpikeError::NotInContact(
            spiker.id.clone(),
            battery.id.clone(),
        ));
    }
    Ok(())
}
