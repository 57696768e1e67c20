//! Reading the game card's charts from `games/empires-in-arms/charts/`: the combat
//! resolution tables (7.5.2.9), the commander chart (7.5.2.9.1), national morale and the
//! pursuit chart (7.5.2.10.2), each checked with file and path in its errors.

use super::super::chits::OpChart;
use super::super::table_id::TableId;
use super::{tenths, CasualtyTable, Charts, CombatResult, MoraleChart, PursuitChart, TerrainChart};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CombatFile {
    #[allow(dead_code)]
    provisional: bool,
    tables: BTreeMap<String, Vec<String>>,
    max_modifier: i32,
    trivial_table: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CommanderFile {
    #[allow(dead_code)]
    provisional: bool,
    defender: BTreeMap<u8, Vec<[i32; 2]>>,
    no_commander_tactical: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoraleFile {
    #[allow(dead_code)]
    provisional: bool,
    defaults: BTreeMap<FactorType, String>,
    powers: BTreeMap<String, BTreeMap<FactorType, String>>,
    basic: BTreeMap<String, String>,
    basic_default: String,
    method_two_max_up: String,
    method_two_max_down: String,
    per_day: String,
    militia_limit: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PursuitFile {
    provisional: bool,
    class_table: Vec<ClassRow>,
    withdrawal_class: i32,
    table: BTreeMap<i32, Vec<u32>>,
    cavalry_leader_bonus: i32,
    non_militia_per_loss: u32,
    militia_per_loss: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClassRow {
    min: String,
    classes: [i32; 3],
}

fn t(src: &Source, path: &str, s: &str) -> Result<i32> {
    tenths(s).ok_or_else(|| src.invalid(path, format!("'{s}' is not a morale figure like 2.3")))
}

/// Loads and checks every chart; `disputed` picks the operational possibilities chart's
/// disputed cells.
pub(super) fn parse(data: &GameData, disputed: &str) -> Result<Charts> {
    let src = data.source("charts/combat-resolution.yaml")?;
    let file: CombatFile = src.parse()?;
    let combat = combat_tables(&src, &file)?;
    let trivial_table = TableId::parse(&file.trivial_table)
        .flatten()
        .ok_or_else(|| src.invalid("trivial_table", "expected a table like 5-2"))?;
    let csrc = data.source("charts/commander.yaml")?;
    let cfile: CommanderFile = csrc.parse()?;
    let commander = commander_chart(&csrc, &cfile)?;
    let morale = morale_chart(data)?;
    let pursuit = pursuit_chart(data)?;
    let casualty: CasualtyTable = data.parse("charts/casualty-percentage.yaml")?;
    let terrain: TerrainChart = data.parse("charts/terrain.yaml")?;
    let op = OpChart::load(data, disputed)?;
    Ok(Charts {
        combat,
        max_modifier: file.max_modifier,
        trivial_table,
        op,
        commander,
        no_commander_tactical: cfile.no_commander_tactical,
        casualty,
        morale,
        terrain,
        pursuit,
    })
}

/// The 25 combat resolution tables, 1-1 to 5-5, of 8 results (percent/morale) each.
fn combat_tables(
    src: &Source,
    file: &CombatFile,
) -> Result<BTreeMap<(i32, i32), [CombatResult; 8]>> {
    let mut combat = BTreeMap::new();
    for (id, cells) in &file.tables {
        let path = format!("tables.{id}");
        let tid = TableId::parse(id)
            .flatten()
            .ok_or_else(|| src.invalid(&path, "a table id is c-m with levels 1 to 5"))?;
        if cells.len() != 8 {
            return Err(src.invalid(&path, "a table has 8 results, for modified rolls 0 to 7"));
        }
        let mut row = [CombatResult {
            percent: 0,
            morale_loss: 0,
        }; 8];
        for (i, cell) in cells.iter().enumerate() {
            let p = format!("{path}[{i}]");
            let (pct, mor) = cell
                .split_once('/')
                .ok_or_else(|| src.invalid(&p, "a result is percent/morale, e.g. 10/1.4"))?;
            row[i] = CombatResult {
                percent: pct
                    .trim()
                    .parse()
                    .map_err(|_| src.invalid(&p, "percent must be a whole number"))?,
                morale_loss: t(src, &p, mor)?,
            };
        }
        combat.insert((tid.casualty, tid.morale), row);
    }
    if combat.len() != 25 {
        return Err(src.invalid("tables", "the chart needs all 25 tables 1-1 to 5-5"));
    }
    Ok(combat)
}

/// The commander chart: by defender's rating, a row of (attacker's, defender's) modifiers
/// for each attacker's rating.
fn commander_chart(csrc: &Source, cfile: &CommanderFile) -> Result<[[(i32, i32); 5]; 5]> {
    let mut commander = [[(0, 0); 5]; 5];
    for d in 1..=5u8 {
        let row = cfile
            .defender
            .get(&d)
            .filter(|r| r.len() == 5)
            .ok_or_else(|| csrc.invalid("defender", format!("row {d} needs five cells")))?;
        for (a, cell) in row.iter().enumerate() {
            commander[(d - 1) as usize][a] = (cell[0], cell[1]);
        }
    }
    Ok(commander)
}

/// The national morale chart, in tenths.
fn morale_chart(data: &GameData) -> Result<MoraleChart> {
    let msrc = data.source("charts/national-morale.yaml")?;
    let m: MoraleFile = msrc.parse()?;
    let conv =
        |map: &BTreeMap<FactorType, String>, base: &str| -> Result<BTreeMap<FactorType, i32>> {
            map.iter()
                .map(|(k, v)| Ok((*k, t(&msrc, &format!("{base}.{}", k.key()), v)?)))
                .collect()
        };
    let mut powers = BTreeMap::new();
    for (p, vals) in &m.powers {
        powers.insert(p.clone(), conv(vals, &format!("powers.{p}"))?);
    }
    let mut basic = BTreeMap::new();
    for (p, v) in &m.basic {
        basic.insert(p.clone(), t(&msrc, &format!("basic.{p}"), v)?);
    }
    Ok(MoraleChart {
        defaults: conv(&m.defaults, "defaults")?,
        powers,
        basic,
        basic_default: t(&msrc, "basic_default", &m.basic_default)?,
        max_up: t(&msrc, "method_two_max_up", &m.method_two_max_up)?,
        max_down: t(&msrc, "method_two_max_down", &m.method_two_max_down)?,
        per_day: t(&msrc, "per_day", &m.per_day)?,
        militia_limit: t(&msrc, "militia_limit", &m.militia_limit)?,
    })
}

/// The pursuit chart, its class rows sorted by their minimum (in tenths).
fn pursuit_chart(data: &GameData) -> Result<PursuitChart> {
    let psrc = data.source("charts/pursuit.yaml")?;
    let p: PursuitFile = psrc.parse()?;
    let mut class_rows = Vec::new();
    for (i, row) in p.class_table.iter().enumerate() {
        class_rows.push((
            t(&psrc, &format!("class_table[{i}].min"), &row.min)?,
            row.classes,
        ));
    }
    class_rows.sort_by_key(|r| r.0);
    Ok(PursuitChart {
        provisional: p.provisional,
        class_rows,
        withdrawal_class: p.withdrawal_class,
        table: p.table,
        cavalry_leader_bonus: p.cavalry_leader_bonus,
        non_militia_per_loss: p.non_militia_per_loss,
        militia_per_loss: p.militia_per_loss,
    })
}
