//! The charts (`games/spi-1812/charts/*.yaml`), in the formats the sequence of play
//! implies: movement allowances, attrition, forced march, battle plan, combat results,
//! pursuit, area depletion, unsupplied and victory points. Which of them are provisional is
//! read from the files, so a group that enters its printed charts drops the mark.

use super::state::{Kind, Side};
use crate::chart::area::{self, Named, Ratio};
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

mod checks;
mod chit_names;

pub use super::result_codes::{CombatResult, PlanResult, Role};

/// Movement allowances (A.2).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Movement {
    /// Areas a unit of each kind may enter in basic movement.
    pub allowance: BTreeMap<Kind, u32>,
    /// More areas in forced march (A.2.B).
    pub forced_march: u32,
}

/// One line of the Forced March Table.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarchResult {
    /// The corps enters the area.
    pub moves: bool,
    /// Strength points lost.
    pub loss: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct DieChart<T> {
    die: BTreeMap<u32, T>,
}

/// A turn range.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turns {
    /// First turn.
    pub from: u32,
    /// Last turn.
    pub to: u32,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct AttritionFile {
    seasons: BTreeMap<String, Turns>,
    losses: BTreeMap<Side, BTreeMap<String, Vec<u32>>>,
}

/// Battle plan chits and results (A.3 steps 1 and 4).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BattlePlan {
    /// The attacker's chits.
    pub attacker: Vec<String>,
    /// The defender's chits.
    pub defender: Vec<String>,
    /// Chits taken when orders name none: `attacker`, `defender`.
    pub default: BTreeMap<String, String>,
    /// attacker chit -> defender chit -> result.
    pub results: BTreeMap<String, BTreeMap<String, PlanResult>>,
    /// A chit's former name -> its name now (`envelop: outflank`): orders and old entries
    /// written with the former name still read.
    #[serde(default)]
    pub renamed: BTreeMap<String, String>,
    /// The names the report prints: today's, or those before [`BattlePlan::renamed`] (set
    /// from the entry's engine by [`crate::rules::spi_1812::Spi1812::rules`]).
    #[serde(skip)]
    pub shown: ChitNames,
}

/// Which names of the battle plan chits a report prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ChitNames {
    /// The chart's names now (the printed names where known), from pbem 0.6.0.
    #[default]
    Now,
    /// The former names of [`BattlePlan::renamed`], as pbem 0.5.0 and older printed them.
    Former,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct CrtFile {
    odds: Vec<Ratio>,
    fort_modifier: i32,
    die: BTreeMap<u32, Vec<CombatResult>>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct DepletionFile {
    with_supply_unit: Vec<u32>,
    without_supply_unit: Vec<u32>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnsuppliedFile {
    loss: Vec<u32>,
}

/// A victory level (D.3).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// French victory points needed.
    pub at_least: i32,
    /// The victor.
    pub victor: Side,
    /// The level's word.
    pub level: String,
}

/// Victory points (D).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    /// `fort`, `napoleon_lost`, `french_combat_victory_turn`, `russian_combat_victory_turn`.
    pub points: BTreeMap<String, i32>,
    /// Turn -> the French minimum (D.2).
    pub minimum: BTreeMap<u32, i32>,
    /// Levels, highest first (D.3).
    pub levels: Vec<Level>,
}

/// Every chart of the game.
#[derive(Debug, Clone)]
pub struct Charts {
    /// A.2 movement.
    pub movement: Named<Movement>,
    forced_march: Named<DieChart<MarchResult>>,
    attrition: Named<AttritionFile>,
    /// A.3 steps 1 and 4.
    pub battle_plan: Named<BattlePlan>,
    crt: Named<CrtFile>,
    pursuit: Named<DieChart<CombatResult>>,
    depletion: Named<DepletionFile>,
    unsupplied: Named<UnsuppliedFile>,
    /// D.
    pub victory: Named<Victory>,
}

/// Loads and checks the chart `rel` of `data`.
fn load<T: serde::de::DeserializeOwned + crate::chart::Check>(
    data: &GameData,
    rel: &str,
) -> Result<T> {
    area::load(&data.source(rel)?)
}

impl Charts {
    /// Loads and checks every chart.
    ///
    /// # Errors
    /// Missing files, YAML errors, or a chart missing a die line, an odds column, a chit's
    /// result or a season (with file, line and path).
    pub fn load(data: &GameData) -> Result<Charts> {
        data.memo("spi-charts", || Self::parse(data))
    }

    fn parse(data: &GameData) -> Result<Charts> {
        Ok(Charts {
            movement: load(data, "charts/movement.yaml")?,
            forced_march: load(data, "charts/forced-march.yaml")?,
            attrition: load(data, "charts/attrition.yaml")?,
            battle_plan: load(data, "charts/battle-plan.yaml")?,
            crt: load(data, "charts/combat-results.yaml")?,
            pursuit: load(data, "charts/pursuit.yaml")?,
            depletion: load(data, "charts/area-depletion.yaml")?,
            unsupplied: load(data, "charts/unsupplied.yaml")?,
            victory: load(data, "charts/victory.yaml")?,
        })
    }

    /// Every provisional chart's label, sorted.
    pub fn provisional(&self) -> Vec<String> {
        let mut v: Vec<String> = [
            &self.movement.header,
            &self.forced_march.header,
            &self.attrition.header,
            &self.battle_plan.header,
            &self.crt.header,
            &self.pursuit.header,
            &self.depletion.header,
            &self.unsupplied.header,
            &self.victory.header,
        ]
        .into_iter()
        .filter(|h| h.provisional)
        .map(|h| h.label())
        .collect();
        v.sort();
        v
    }

    /// A.1.B: strength points `side` loses for `die` on turn `turn`, with the chart's label.
    pub fn attrition(&self, side: Side, turn: u32, die: u32) -> (u32, String) {
        let a = &self.attrition;
        let n = a
            .seasons
            .iter()
            .find(|(_, t)| (t.from..=t.to).contains(&turn))
            .and_then(|(season, _)| a.losses.get(&side)?.get(season))
            .and_then(|row| row.get(die as usize - 1))
            .copied()
            .unwrap_or(0);
        (n, a.header.label())
    }

    /// A.2.B: the Forced March Table line for `die`, with the chart's label.
    pub fn forced_march(&self, die: u32) -> (MarchResult, String) {
        let f = &self.forced_march;
        (f.die[&die.clamp(1, 6)], f.header.label())
    }

    /// The movement allowances' label.
    pub fn movement_label(&self) -> String {
        self.movement.header.label()
    }

    /// The Battle Plan Chart's label.
    pub fn battle_plan_label(&self) -> String {
        self.battle_plan.header.label()
    }

    /// A.3 step 4: the result of `attacker` chit against `defender` chit.
    pub fn plan(&self, attacker: &str, defender: &str) -> Option<PlanResult> {
        self.battle_plan
            .results
            .get(attacker)?
            .get(defender)
            .copied()
    }

    /// A.3 step 5: the odds column for `attack` against `defend` strength, rounded in the
    /// defender's favour (the rightmost column a-d with a/d no more than attack/defend),
    /// held within the chart: (column index, column name).
    pub fn odds(&self, attack: u32, defend: u32) -> (usize, String) {
        let col = Ratio::column(&self.crt.odds, attack, defend).unwrap_or(0);
        (col, self.crt.odds[col].as_str().to_string())
    }

    /// A.3 step 5: the CRT result for column `col` and modified `die` (held to 1-6), with
    /// the chart's label.
    pub fn crt(&self, col: usize, die: i32) -> (CombatResult, String) {
        let row = &self.crt.die[&(die.clamp(1, 6) as u32)];
        (row[col], self.crt.header.label())
    }

    /// The CRT's fort modifier (A.3 step 5, R fortress when R is defending).
    pub fn fort_modifier(&self) -> i32 {
        self.crt.fort_modifier
    }

    /// A.3 step 6: the Pursuit Table result for modified `die`, with the chart's label.
    pub fn pursuit(&self, die: i32) -> (CombatResult, String) {
        let p = &self.pursuit;
        (p.die[&(die.clamp(1, 6) as u32)], p.header.label())
    }

    /// C.2: depletion (percent) added to an area by `corps` corps, with or without a supply
    /// unit, with the chart's label.
    pub fn area_depletion(&self, corps: usize, with_supply_unit: bool) -> (u32, String) {
        let d = &self.depletion;
        let row = if with_supply_unit {
            &d.with_supply_unit
        } else {
            &d.without_supply_unit
        };
        let v = if corps == 0 {
            0
        } else {
            row[(corps - 1).min(row.len() - 1)]
        };
        (v, d.header.label())
    }

    /// C.3: strength points an unsupplied corps loses for `die`, with the chart's label.
    pub fn unsupplied(&self, die: u32) -> (u32, String) {
        let u = &self.unsupplied;
        (u.loss[die.clamp(1, 6) as usize - 1], u.header.label())
    }

    /// The victory chart's label.
    pub fn victory_label(&self) -> String {
        self.victory.header.label()
    }
}
