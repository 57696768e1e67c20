//! The Old Trousers v2.4 charts as typed data, loaded from `games/old-trousers/charts/`
//! with errors naming file, line and YAML path, and checked: every band of a die covers it
//! without gap or overlap, every rating, quality and modifier has its figure, every chart
//! records the edition (v2.4), and every chart or figure our text lacks says
//! `provisional: true` with a note.

pub mod artillery;
pub mod cell;
pub mod command;
pub mod fire;
pub mod flags;
pub mod kinds;
pub mod melee;
pub mod morale;
pub mod movement;
pub mod provisional;
pub mod tests_tables;
pub mod visibility;

pub use crate::chart::Provisional;
pub use crate::rules::table_game::breakdown::{Breakdown, Term};
pub use cell::{Band, Cell, Leader, Modifier, Roll, EDITION};

use cell::{load, load_provisional};
pub use kinds::{Arm, Command, GunSize, Musketeers, Quality, Rating, Situation, Staff, TroopType};

use crate::data::GameData;
use crate::error::Result;
use std::sync::Arc;

/// Every chart of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charts {
    /// Initiative, commanders, command range, order activation, command points.
    pub command: command::CommandCharts,
    /// MOVEMENT TABLE.
    pub movement: movement::Movement,
    /// TERRAIN TYPE MOVEMENT EFFECT.
    pub terrain: movement::TerrainEffects,
    /// Musketry and the fire combat table.
    pub musketry: fire::Musketry,
    /// FIRE COMBAT: ARTILLERY.
    pub artillery: artillery::Artillery,
    /// CHARGE TEST TABLE.
    pub charge_test: tests_tables::ChargeTest,
    /// REACTION TEST TABLE.
    pub reaction_test: tests_tables::ReactionTest,
    /// MELEE.
    pub melee: melee::Melee,
    /// MORALE TABLE.
    pub morale: morale::MoraleTable,
    /// Random events (provisional).
    pub random_events: Provisional<provisional::RandomEvents>,
    /// Stands per unit and hits to stands (provisional).
    pub stands: Provisional<provisional::Stands>,
    /// Rout distances (provisional).
    pub rout: Provisional<provisional::Rout>,
    /// The effects of morale and rally (provisional).
    pub morale_effects: Provisional<provisional::MoraleEffects>,
    /// Formation and facing change costs (provisional).
    pub formation_changes: Provisional<provisional::FormationChanges>,
    /// What counts as a flank (provisional).
    pub flanks: Provisional<provisional::Flanks>,
    /// Engagement range and point blank (provisional).
    pub engagement: Provisional<provisional::Engagement>,
    /// What blocks line of sight (provisional).
    pub visibility: visibility::Visibility,
    /// The standing orders' figures (provisional).
    pub standing_orders: Provisional<provisional::StandingOrders>,
}

impl Charts {
    /// Every chart of `data` (games/old-trousers or a group's overrides), parsed once per
    /// data set.
    ///
    /// # Errors
    /// The first chart missing, of the wrong shape or failing its checks, naming the file,
    /// line and YAML path.
    pub fn load(data: &GameData) -> Result<Arc<Charts>> {
        data.memo("old-trousers:charts", || Self::parse(data).map(Arc::new))
    }

    /// Every chart of `data`, parsed now.
    ///
    /// # Errors
    /// As [`Charts::load`].
    pub fn parse(data: &GameData) -> Result<Charts> {
        Ok(Charts {
            command: command::CommandCharts::load(data)?,
            movement: load(data, "movement")?,
            terrain: movement::TerrainEffects::load(data)?,
            musketry: fire::Musketry::load(data)?,
            artillery: load(data, "artillery")?,
            charge_test: load(data, "charge-test")?,
            reaction_test: load(data, "reaction-test")?,
            melee: load(data, "melee")?,
            morale: load(data, "morale")?,
            random_events: load_provisional(data, "random-events")?,
            stands: load_provisional(data, "stands")?,
            rout: load_provisional(data, "rout")?,
            morale_effects: load_provisional(data, "morale-effects")?,
            formation_changes: load_provisional(data, "formation-changes")?,
            flanks: load_provisional(data, "flanks")?,
            engagement: load_provisional(data, "engagement")?,
            visibility: visibility::Visibility::load(data)?,
            standing_orders: load_provisional(data, "standing-orders")?,
        })
    }
}

#[cfg(test)]
mod tests;
