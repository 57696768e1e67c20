//! The game card's charts as typed data, loaded from `games/empires-in-arms/charts/`.
//! Morale is kept in tenths (`2.3` is 23) and percentages as whole numbers.

use super::chits;
use super::table_id::TableId;
use crate::data::GameData;
use crate::error::Result;
use crate::rules::empires_in_arms::model::units::FactorType;
use serde::Deserialize;
use std::collections::BTreeMap;

/// Parses a decimal like "2.3" or "1" into tenths (23, 10).
pub fn tenths(s: &str) -> Option<i32> {
    let s = s.trim();
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let (whole, frac) = s.split_once('.').unwrap_or((s, "0"));
    if frac.len() != 1 {
        return None;
    }
    let v = whole.parse::<i32>().ok()? * 10 + frac.parse::<i32>().ok()?;
    Some(if neg { -v } else { v })
}

/// Formats tenths as "2.3".
pub fn fmt_tenths(t: i32) -> String {
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.abs() / 10, t.abs() % 10)
}

/// A morale figure in tenths, read from its printed text ("2.3" is 23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Tenths(pub i32);

impl TryFrom<String> for Tenths {
    type Error = String;

    fn try_from(s: String) -> std::result::Result<Tenths, String> {
        tenths(&s)
            .map(Tenths)
            .ok_or_else(|| format!("'{s}' is not a morale figure like 2.3"))
    }
}

/// Reads a field printed as a morale figure ("2.3") into tenths.
fn in_tenths<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<i32, D::Error> {
    Tenths::deserialize(d).map(|t| t.0)
}

/// One cell of the combat resolution chart, read from its printed text "10/1.4".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct CombatResult {
    /// Percentage loss inflicted (of the rolling side's factors).
    pub percent: u32,
    /// Morale loss inflicted, in tenths.
    pub morale_loss: i32,
}

impl TryFrom<String> for CombatResult {
    type Error = String;

    fn try_from(s: String) -> std::result::Result<CombatResult, String> {
        let bad = || format!("'{s}' is not a result like 10/1.4 (percent/morale)");
        let (pct, mor) = s.split_once('/').ok_or_else(bad)?;
        Ok(CombatResult {
            percent: pct.trim().parse().map_err(|_| bad())?,
            morale_loss: tenths(mor).ok_or_else(bad)?,
        })
    }
}

/// `charts/combat-resolution.yaml`: the 25 tables of the combat resolution chart
/// (7.5.2.9), 1-1 to 5-5, each of eight results for the modified rolls 0 to 7.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatChart {
    /// Whether the figures are provisional.
    pub provisional: bool,
    /// Table -> results for modified rolls 0..=7.
    pub tables: BTreeMap<TableId, [CombatResult; 8]>,
    /// 7.5.2.9.1 maximum total die modifier.
    pub max_modifier: i32,
    /// 7.5.3.2 trivial combat table.
    pub trivial_table: TableId,
}

/// `charts/commander.yaml`: the commander chart (7.5.2.9.1).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommanderChart {
    /// Whether the figures are provisional.
    pub provisional: bool,
    /// Defender's rating 1..=5 -> for each attacker's rating 1..=5, [att mod, def mod].
    defender: BTreeMap<u8, [[i32; 2]; 5]>,
    /// Tactical rating read for a side without a leader.
    pub no_commander_tactical: u8,
}

/// All the charts of the land combat rules.
#[derive(Debug, Clone)]
pub struct Charts {
    /// Combat resolution chart (7.5.2.9).
    pub combat: CombatChart,
    /// Operational possibilities chart, see [`crate::rules::empires_in_arms::tables::chits`].
    pub op: chits::OpChart,
    /// Commander chart (7.5.2.9.1).
    pub commander: CommanderChart,
    /// Casualty percentage table.
    pub casualty: CasualtyTable,
    /// National morale values.
    pub morale: MoraleChart,
    /// Terrain effects.
    pub terrain: TerrainChart,
    /// Pursuit tables (provisional).
    pub pursuit: PursuitChart,
}

/// The casualty percentage table (7.5.2.9.2).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CasualtyTable {
    /// Whether the figures are provisional.
    pub provisional: bool,
    /// Block size (20).
    pub block: u32,
    /// Percentage -> losses for 1..=block factors.
    pub percent: BTreeMap<u32, Vec<u32>>,
}

impl CasualtyTable {
    /// Losses for `percent` of `factors`: whole blocks plus the remainder.
    /// `None` when the percentage is not on the table.
    pub fn losses(&self, percent: u32, factors: u32) -> Option<u32> {
        if percent == 0 || factors == 0 {
            return Some(0);
        }
        let row = self.percent.get(&percent)?;
        let block = self.block;
        let full = factors / block;
        let rest = factors % block;
        let mut total = full * row[(block - 1) as usize];
        if rest > 0 {
            total += row[(rest - 1) as usize];
        }
        Some(total)
    }
}

/// `charts/national-morale.yaml`: national morale values (7.5.2.6.1), in tenths.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoraleChart {
    /// Whether the figures are provisional.
    pub provisional: bool,
    defaults: BTreeMap<FactorType, Tenths>,
    powers: BTreeMap<String, BTreeMap<FactorType, Tenths>>,
    basic: BTreeMap<String, Tenths>,
    basic_default: Tenths,
    /// Method two: largest net increase.
    #[serde(rename = "method_two_max_up", deserialize_with = "in_tenths")]
    pub max_up: i32,
    /// Method two: largest net decrease (positive number).
    #[serde(rename = "method_two_max_down", deserialize_with = "in_tenths")]
    pub max_down: i32,
    /// Morale lost per day after the first.
    #[serde(deserialize_with = "in_tenths")]
    pub per_day: i32,
    /// 7.5.2.9.2.1 militia limit.
    #[serde(deserialize_with = "in_tenths")]
    pub militia_limit: i32,
}

impl MoraleChart {
    /// Morale value of one factor of `ty` belonging to `power`, in tenths. Artillery uses
    /// the power's regular infantry value.
    pub fn value(&self, power: &str, ty: FactorType) -> i32 {
        let ty = if ty == FactorType::Artillery {
            FactorType::Infantry
        } else {
            ty
        };
        self.powers
            .get(power)
            .and_then(|m| m.get(&ty))
            .or_else(|| self.defaults.get(&ty))
            .map_or(30, |t| t.0)
    }

    /// Method two's basic morale of `power`, in tenths.
    pub fn basic(&self, power: &str) -> i32 {
        self.basic.get(power).unwrap_or(&self.basic_default).0
    }
}

/// Effects of one terrain type.
#[derive(Debug, Clone, Copy, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct TerrainEffect {
    /// Casualty level shift for both sides.
    pub casualty_both: i32,
    /// Casualty level shift for the attacker.
    pub casualty_attacker: i32,
    /// Morale level shift for both sides.
    pub morale_both: i32,
    /// Strategic rating shift for reinforcement and outflank arrival.
    pub strategic: i32,
    /// Pursuit class column shift.
    pub pursuit_shift: i32,
}

/// Terrain chart.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainChart {
    /// Whether provisional.
    pub provisional: bool,
    /// Terrain name -> effects.
    pub terrain: BTreeMap<String, TerrainEffect>,
    /// 7.5.2.11.3 river reduction.
    pub river_strategic: i32,
    /// 7.5.2.11.3 the reductions never exceed this.
    pub max_strategic_reduction: i32,
}

impl TerrainChart {
    /// Effects of `terrain` (clear when unknown to the chart).
    pub fn effect(&self, terrain: &str) -> TerrainEffect {
        self.terrain.get(terrain).copied().unwrap_or_default()
    }
}

/// `charts/pursuit.yaml`: the pursuit class table and pursuit table (7.5.2.10.2),
/// provisional.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PursuitChart {
    /// Whether provisional (true: report lines say so).
    pub provisional: bool,
    /// The class rows, ascending by their minimum.
    #[serde(rename = "class_table")]
    pub class_rows: Vec<ClassRow>,
    /// Class used against forces withdrawing after a day.
    pub withdrawal_class: i32,
    /// Class -> percentages for modified rolls 1..=7.
    pub table: BTreeMap<i32, Vec<u32>>,
    /// Die modifier for a cavalry leader.
    pub cavalry_leader_bonus: i32,
    /// Non-militia factors per pursuit loss.
    pub non_militia_per_loss: u32,
    /// Militia factors per pursuit loss.
    pub militia_per_loss: u32,
}

/// A row of the pursuit class table: from the victor's morale loss `min`, the classes for
/// rounds 1, 2 and 3+.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassRow {
    /// The least morale loss of the row, in tenths.
    #[serde(deserialize_with = "in_tenths")]
    pub min: i32,
    /// Classes for rounds 1, 2 and 3+.
    pub classes: [i32; 3],
}

impl Charts {
    /// Loads every chart; `disputed` picks the operational possibilities chart's disputed
    /// cells ("first-source" or "second-source").
    ///
    /// # Errors
    /// Missing files, YAML errors, or figures that are out of range, with file and path.
    pub fn load(data: &GameData, disputed: &str) -> Result<Self> {
        data.memo(&format!("eia-charts:{disputed}"), || {
            parse::parse(data, disputed)
        })
    }

    /// The result on `table` for a modified roll (clamped to 0..=7).
    pub fn result(&self, table: TableId, modified_roll: i32) -> CombatResult {
        self.combat.tables[&table][modified_roll.clamp(0, 7) as usize]
    }

    /// 7.5.2.9.1: (attacker's, defender's) die modifiers for the two commanders' tactical
    /// ratings (1..=5, clamped).
    pub fn commander_modifiers(&self, attacker: u8, defender: u8) -> (i32, i32) {
        let a = attacker.clamp(1, 5) as usize - 1;
        let [att, def] = self.commander.defender[&defender.clamp(1, 5)][a];
        (att, def)
    }
}

mod parse;
#[cfg(test)]
mod tests;
