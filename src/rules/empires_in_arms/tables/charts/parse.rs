//! Reading the game card's charts from `games/empires-in-arms/charts/`: each file
//! deserializes into its chart, then the checks its shape cannot hold: all 25 combat
//! tables (7.5.2.9), a commander row for each rating (7.5.2.9.1) and the pursuit class
//! rows (7.5.2.10.2), with file and path in their errors.

use super::super::chits::OpChart;
use super::{Charts, CombatChart, CommanderChart, PursuitChart};
use crate::data::GameData;
use crate::error::Result;

/// Loads and checks every chart; `disputed` picks the operational possibilities chart's
/// disputed cells.
pub(super) fn parse(data: &GameData, disputed: &str) -> Result<Charts> {
    let src = data.source("charts/combat-resolution.yaml")?;
    let combat: CombatChart = src.parse()?;
    if combat.tables.len() != 25 {
        return Err(src.invalid("tables", "the chart needs all 25 tables 1-1 to 5-5"));
    }
    let src = data.source("charts/commander.yaml")?;
    let commander: CommanderChart = src.parse()?;
    if let Some(d) = (1..=5).find(|d| !commander.defender.contains_key(d)) {
        return Err(src.invalid("defender", format!("row {d} needs five cells")));
    }
    let src = data.source("charts/pursuit.yaml")?;
    let mut pursuit: PursuitChart = src.parse()?;
    if pursuit.class_rows.is_empty() {
        return Err(src.invalid("class_table", "the class table needs at least one row"));
    }
    pursuit.class_rows.sort_by_key(|r| r.min);
    Ok(Charts {
        combat,
        op: OpChart::load(data, disputed)?,
        commander,
        casualty: data.parse("charts/casualty-percentage.yaml")?,
        morale: data.parse("charts/national-morale.yaml")?,
        terrain: data.parse("charts/terrain.yaml")?,
        pursuit,
    })
}
