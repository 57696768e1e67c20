//! Reading the game card's charts from `games/empires-in-arms/charts/`: each file
//! deserializes into its chart, then the checks its shape cannot hold ([`Check`]): all 25
//! combat tables (7.5.2.9), full casualty rows (7.5.2.9.2), a commander row for each
//! rating (7.5.2.9.1) and a pursuit class row (7.5.2.10.2), with file, line and path.

use super::super::chits::OpChart;
use super::{CasualtyTable, Charts, CombatChart, CommanderChart, PursuitChart};
use crate::chart::area::load;
use crate::chart::{At, Check};
use crate::data::GameData;
use crate::error::Result;

impl Check for CombatChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let msg = "the chart needs all 25 tables 1-1 to 5-5";
        at.key("tables").ensure(self.tables.len() == 25, msg)
    }
}

impl Check for CommanderChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        match (1..=5).find(|d| !self.defender.contains_key(d)) {
            Some(d) => Err(at
                .key("defender")
                .invalid(format!("row {d} needs five cells"))),
            None => Ok(()),
        }
    }
}

impl Check for PursuitChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let msg = "the class table needs at least one row";
        at.key("class_table")
            .ensure(!self.class_rows.is_empty(), msg)
    }
}

impl Check for CasualtyTable {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.key("block")
            .ensure(self.block > 0, "a block holds at least one factor")?;
        for (p, row) in &self.percent {
            let msg = format!(
                "a row has {} figures, one per factor of a block",
                self.block
            );
            at.key("percent")
                .key(p)
                .ensure(row.len() == self.block as usize, msg)?;
        }
        Ok(())
    }
}

/// Loads and checks every chart; `disputed` picks the operational possibilities chart's
/// disputed cells. The pursuit class rows are kept in rising order of their minimum.
pub(super) fn parse(data: &GameData, disputed: &str) -> Result<Charts> {
    let mut pursuit: PursuitChart = load(&data.source("charts/pursuit.yaml")?)?;
    pursuit.class_rows.sort_by_key(|r| r.min);
    Ok(Charts {
        combat: load(&data.source("charts/combat-resolution.yaml")?)?,
        commander: load(&data.source("charts/commander.yaml")?)?,
        morale: data.parse("charts/national-morale.yaml")?,
        pursuit,
        casualty: load(&data.source("charts/casualty-percentage.yaml")?)?,
        terrain: data.parse("charts/terrain.yaml")?,
        op: OpChart::load(data, disputed)?,
    })
}
