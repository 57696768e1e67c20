//! The Grande Tactique charts as typed data, loaded from `games/grande-tactique/charts/`
//! with errors naming file, line and YAML path, and checked: every factor has its figure,
//! every die band is on the die, every chart records the edition and the licence (CC BY,
//! Jack Mitchell), and every figure or reading our text lacks says `provisional: true` with
//! a note. Bases, movement rates and PIP costs are games/grande-tactique/units.yaml and
//! pip-costs.yaml (the game's own loaders).

pub mod charge;
pub mod common;
pub mod firing;
pub mod flight;
pub mod general;
pub mod morale;
pub mod pips;
pub mod standing_orders;

pub use common::{Modifier, Reading};
pub use firing::ContestFactor;
pub use flight::Branch;
pub use morale::MoraleFactor;

use crate::chart::Provisional;
use crate::data::GameData;
use crate::error::Result;
use common::{open, CHARTS};
use std::sync::Arc;

/// Every chart of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charts {
    /// The morale check.
    pub morale: morale::MoraleChart,
    /// The PIP dice.
    pub pips: pips::PipChart,
    /// A general attached.
    pub general: general::GeneralChart,
    /// Firing.
    pub firing: firing::FiringChart,
    /// Charges (provisional readings).
    pub charge: charge::ChargeChart,
    /// Flight and pursuit.
    pub flight: flight::FlightChart,
    /// The standing orders' figures (provisional).
    pub standing_orders: Provisional<standing_orders::StandingOrdersChart>,
}

impl Charts {
    /// Every chart of `data` (games/grande-tactique or a group's overrides), parsed once
    /// per data set.
    ///
    /// # Errors
    /// The first chart missing, of the wrong shape or failing its checks, naming the file,
    /// line and YAML path.
    pub fn load(data: &GameData) -> Result<Arc<Charts>> {
        data.memo("grande-tactique:charts", || Self::parse(data).map(Arc::new))
    }

    /// Every chart of `data`, parsed now.
    ///
    /// # Errors
    /// As [`Charts::load`].
    pub fn parse(data: &GameData) -> Result<Charts> {
        Ok(Charts {
            morale: open(data, "morale", "morale-check")?,
            pips: open(data, "pips", "pip-dice")?,
            general: open(data, "general", "general-attached")?,
            firing: open(data, "firing", "firing")?,
            charge: open(data, "charge", "charge")?,
            flight: open(data, "flight", "flight")?,
            standing_orders: CHARTS.load_provisional(
                data,
                "charts/standing-orders.yaml",
                "standing-orders",
            )?,
        })
    }

    /// The note of every provisional figure or reading, chart by chart in a fixed order
    /// (for the report's "provisional data" section).
    pub fn provisional(&self) -> Vec<String> {
        self.provisional_at(false)
    }

    /// [`Charts::provisional`] as an entry of revision `v0_6` (pbem 0.6.0 or newer) prints
    /// it: the notes as they stand now, and the flight's slide and boxed-in readings.
    pub fn provisional_at(&self, v0_6: bool) -> Vec<String> {
        let mut v: Vec<String> = Vec::new();
        let mut push = |n: &str| {
            if !v.iter().any(|x| x == n) {
                v.push(n.to_string());
            }
        };
        for m in self.morale.modifiers.values() {
            m.provisional_note().map(&mut push);
        }
        for f in [MoraleFactor::DefendingLinearFeature, MoraleFactor::EnMasse] {
            self.morale.measure_note(f).map(&mut push);
        }
        self.pips.least.note().map(&mut push);
        push(&self.firing.contest.note);
        for m in self.firing.contest.modifiers.values() {
            m.provisional_note().map(&mut push);
        }
        let c = &self.charge;
        for r in [
            &c.charger_fails,
            &c.target_passes,
            &c.target_fails,
            &c.successful_cavalry,
            &self.flight.direction,
            &self.flight.artillery,
        ] {
            push(r.note_at(v0_6));
        }
        push(&c.follow_up.note);
        if v0_6 {
            push(&self.flight.slide.note);
            push(&self.flight.boxed_in.note);
        }
        v
    }
}
