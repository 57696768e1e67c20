//! The charge phase (4.): combined charges under a principal charger, the attacker's and
//! the defender's checks, flight and pursuit, follow-up charges of successful cavalry, and
//! silenced and spiked guns.

pub mod combined_charge;
pub mod flight_and_pursuit;
pub mod report_lines;
pub mod silenced_guns;

pub use combined_charge::{
    resolve, Charge, ChargeOutcome, ChargeResult, Charger, Fate, Pursuit, Target,
};
pub use flight_and_pursuit::{flight_distance, general_lost, pursuit_distance, Flight};
pub use silenced_guns::{spike, SpikeError};
