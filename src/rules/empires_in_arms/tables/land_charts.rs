//! The land phase's own numbers as data: movement allowances and costs
//! (`charts/movement.yaml`, 7.3.1) and supply (`charts/supply.yaml`: foraging 7.4.1, depot
//! supply costs 7.4.2, besieged supply 7.4.5) and depots (`charts/depots.yaml`: 7.2 cost and
//! counter mix, 7.3.3 garrison capacities).

use super::table_id::TableId;
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// 7.3.1.1 allowances, in movement points (guerillas: areas).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Allowances {
    /// Cavalry corps, freikorps, cossacks.
    pub cavalry: u32,
    /// French infantry corps.
    pub french_infantry: u32,
    /// Other corps.
    pub other: u32,
    /// Guerillas: areas, regardless of terrain.
    pub guerilla_areas: u32,
}

/// `charts/movement.yaml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovementChart {
    /// Whether provisional.
    pub provisional: bool,
    /// 7.3.1.1.
    pub allowance: Allowances,
    /// 7.3.1.2 force march bonus.
    pub force_march: u32,
    /// 7.3.1.3.1 terrain -> cost to enter.
    pub terrain_cost: BTreeMap<String, u32>,
    /// 7.3.1.3.2.
    pub river_into_enemy: u32,
    /// 7.3.1.3.3.
    pub crossing_arrow: u32,
}

/// 7.4.1.2 foraging modifiers.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Forage {
    /// 7.4.1: areas from a depot at which a corps must forage.
    pub must_forage_distance: u32,
    /// 7.4.1.2.1 per other corps.
    pub other_corps_each: i32,
    /// 7.4.1.2.1 at most.
    pub other_corps_max: i32,
    /// 7.4.1.2.2 per unused movement point.
    pub unused_movement_point: i32,
    /// 7.4.1.2.3.
    pub force_march: i32,
    /// 7.4.1.2.4.
    pub winter_in_zone: i32,
    /// 7.4.1.2.5 (errata).
    pub own_territory: i32,
}

/// 7.4.5.1 besieged supply modifier.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Besieged {
    /// Army factors per step.
    pub per_factors: u32,
    /// Modifier per step.
    pub each: i32,
    /// At most.
    pub max: i32,
}

/// 7.4.2.1 depot supply costs, in half money points.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DepotSupply {
    /// In the depot's area.
    pub depot_area_halves: u32,
    /// Per area away.
    pub per_area_halves: u32,
    /// Farthest area.
    pub max_areas: u32,
    /// 7.4.2.1.3.
    pub winter_zone_multiplier: u32,
}

/// `charts/supply.yaml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupplyChart {
    /// Whether provisional.
    pub provisional: bool,
    /// The months that are winter (rule 9.0).
    pub winter_months: Vec<String>,
    /// 7.4.1.
    pub forage: Forage,
    /// 7.4.5.
    pub besieged: Besieged,
    /// 7.4.2.
    pub depot_supply: DepotSupply,
}

/// `charts/depots.yaml`: 7.2 depot creation and 7.3.3 garrison capacities.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DepotChart {
    /// Whether provisional (the counter mix).
    pub provisional: bool,
    /// 7.2: money points per depot placed.
    pub cost: i32,
    /// 7.2: depot counters per major power.
    pub countermix: BTreeMap<String, u32>,
    /// 7.3.3.4: army factors a city holds per point of supply value.
    pub city_capacity_per_supply: u32,
    /// 7.3.3.5: army factors a depot holds.
    pub depot_garrison_capacity: u32,
}

/// A siege table result (7.5.4.1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SiegeResult {
    /// 7.5.4.1.2.1 "sortie?".
    Sortie,
    /// 7.5.4.1.2.2 NR.
    NoResult,
    /// 7.5.4.1.2.3 breach.
    Breach,
}

/// One siege table row: modified dice up to `max` give `result`.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiegeRow {
    /// Highest modified die of the row.
    pub max: i32,
    /// Its result.
    pub result: SiegeResult,
}

/// The tables and length of an assault or garrison attack combat.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiegeCombat {
    /// The attacking side's combat table ("5-1").
    pub attacker_table: TableId,
    /// The attacked side's combat table ("5-2").
    pub defender_table: TableId,
    /// Rounds at most (one day).
    pub rounds: u32,
}

/// `charts/siege.yaml`: 7.5.4 sieges.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SiegeChart {
    /// Whether provisional (the siege table).
    pub provisional: bool,
    /// 7.5.4.1.2 the siege table, rows in rising order.
    pub siege_table: Vec<SiegeRow>,
    /// 7.5.4.1.1.2: undergarrisoned when more than this many factors short of capacity.
    pub undergarrisoned_within: u32,
    /// 7.5.4.1.1.2 its modifier.
    pub undergarrisoned_modifier: i32,
    /// 7.5.4.1.2.1 sortie die results on which the defender loses.
    pub sortie_defender_loses: Vec<u32>,
    /// 7.5.4.1.3.1.
    pub assault: SiegeCombat,
    /// 7.5.4.2.1.1.
    pub garrison_attack: SiegeCombat,
    /// 7.5.4.1.2.3.1.
    pub no_honours_of_war: Vec<String>,
    /// 7.5.4.1.4.
    pub assault_political_points: i32,
}

impl SiegeChart {
    /// 7.5.4.1.2: the result for a modified die.
    pub fn result(&self, modified: i32) -> SiegeResult {
        self.siege_table
            .iter()
            .find(|r| modified <= r.max)
            .or(self.siege_table.last())
            .map_or(SiegeResult::NoResult, |r| r.result)
    }
}

/// `charts/declarations.yaml`: 7.3.8.3 declarations of war.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeclarationChart {
    /// Whether provisional.
    pub provisional: bool,
    /// Political points lost per declaration (4.2.1.1).
    pub declaration_of_war_cost: i32,
}

/// The land phase's charts.
#[derive(Debug, Clone)]
pub struct LandCharts {
    /// 7.3.
    pub movement: MovementChart,
    /// 7.4.
    pub supply: SupplyChart,
    /// 7.2, 7.3.3.
    pub depots: DepotChart,
    /// 7.5.4.
    pub siege: SiegeChart,
    /// 7.3.8.3.
    pub declarations: DeclarationChart,
}

impl SupplyChart {
    /// Whether the turn dated `date` ("December 1805") is in winter.
    pub fn winter(&self, date: &str) -> bool {
        date.split_whitespace()
            .next()
            .is_some_and(|m| self.winter_months.iter().any(|w| w == m))
    }
}

impl LandCharts {
    /// Loads both files.
    ///
    /// # Errors
    /// A missing file or YAML errors, with file, line and path.
    pub fn load(data: &GameData) -> Result<LandCharts> {
        data.memo("eia-land-charts", || {
            Ok(LandCharts {
                movement: data.parse("charts/movement.yaml")?,
                supply: data.parse("charts/supply.yaml")?,
                depots: data.parse("charts/depots.yaml")?,
                siege: data.parse("charts/siege.yaml")?,
                declarations: data.parse("charts/declarations.yaml")?,
            })
        })
    }
}
