//! MELEE: COMBAT RESOLUTION and MELEE: COMBAT RESULTS (Old Trousers v2.4).

use super::cell::{complete, header, Band, Cell, Leader, Modifier, RawCell, RawLeader, Roll};
use super::flags::{CavVsCav, CavVsInf, InfVsInf, MeleeFlag};
use super::kinds::Quality;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

mod rows;

use rows::{mass, results, RawMass, RawResult};

/// A mass ratio step: own mass to the enemy's at least `tenths`/10 to 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MassStep {
    /// The chart's words.
    pub label: String,
    /// The ratio in tenths (15 for 1.5 - 1).
    pub tenths: u32,
    /// The modifier.
    pub value: i32,
}

/// What a result does to one side.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Effect {
    /// The chart's words.
    pub label: String,
    /// Casualties (hits).
    #[serde(default)]
    pub casualties: u32,
    /// Routs.
    #[serde(default)]
    pub routs: bool,
    /// Becomes shaken.
    #[serde(default)]
    pub shaken: bool,
    /// Becomes disordered.
    #[serde(default)]
    pub disordered: bool,
    /// Falls back: infantry and cavalry distances.
    #[serde(default)]
    pub falls_back: Option<FallBack>,
    /// Takes ground.
    #[serde(default)]
    pub takes_ground: bool,
    /// May break through (never a square).
    #[serde(default)]
    pub may_breakthrough: bool,
    /// Roll again (without Charging or Uphill modifiers).
    #[serde(default)]
    pub roll_again: bool,
}

/// "Infantry falls back 4", cavalry falls back 12"".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FallBack {
    /// Infantry's.
    pub infantry: Inches,
    /// Cavalry's.
    pub cavalry: Inches,
}

/// One row of MELEE: COMBAT RESULTS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultRow {
    /// The die roll difference, winner less loser.
    pub difference: Band,
    /// The loser's and the winner's effects, or the one of both sides.
    pub sides: Sides,
}

/// The effects of a result row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sides {
    /// A decision.
    Decided {
        /// The loser's.
        loser: Effect,
        /// The winner's.
        winner: Effect,
    },
    /// Both sides alike.
    Both(Effect),
}

/// The melee charts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Melee {
    /// Value by troop quality.
    pub value: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// Modifiers of every melee.
    pub modifiers: BTreeMap<MeleeFlag, Modifier>,
    /// Mass steps, least first.
    pub mass: Vec<MassStep>,
    /// Inf vs Inf.
    pub inf_vs_inf: BTreeMap<InfVsInf, Modifier>,
    /// Cav vs Cav.
    pub cav_vs_cav: BTreeMap<CavVsCav, Modifier>,
    /// Cav vs Inf.
    pub cav_vs_inf: BTreeMap<CavVsInf, Modifier>,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
    /// Results by difference, least first.
    pub results: Vec<ResultRow>,
    /// How many drawn rounds before the melee stops undecided (provisional).
    pub roll_again_limit: Cell<u32>,
    /// "BreakThrough: no charge".
    pub breakthrough_label: String,
    /// How "Overlap + #" is measured (provisional note).
    pub overlap_note: String,
    /// "vs anchored line": how near a flank's middle must be to a friendly stand or
    /// impassable terrain (provisional).
    pub anchored_within: Cell<Length>,
    /// The breakthrough move (provisional).
    pub breakthrough_move: BreakthroughMove,
}

/// How far a breakthrough reaches and in what arc (not in our text: provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BreakthroughMove {
    /// Infantry's reach.
    pub infantry: Inches,
    /// Cavalry's reach.
    pub cavalry: Inches,
    /// Half-angle of the front arc, degrees (1-89).
    pub arc: i32,
    /// Always provisional.
    pub provisional: bool,
    /// How it was read.
    pub note: String,
}

impl BreakthroughMove {
    /// The reach of infantry (`cavalry` false) or cavalry.
    pub fn reach(&self, cavalry: bool) -> Length {
        if cavalry {
            self.cavalry.0
        } else {
            self.infantry.0
        }
    }
}

/// A provisional reading without a figure.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNote {
    provisional: bool,
    note: String,
}

/// The most drawn rounds a melee chart may allow before it stops undecided.
pub const MAX_ROLL_AGAIN: u32 = 100;

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawMelee {
    chart: String,
    edition: String,
    value: BTreeMap<Quality, i32>,
    roll: Roll,
    modifiers: BTreeMap<MeleeFlag, Modifier>,
    breakthrough: RawBreak,
    mass: Vec<RawMass>,
    infantry_vs_infantry: BTreeMap<InfVsInf, Modifier>,
    cavalry_vs_cavalry: BTreeMap<CavVsCav, Modifier>,
    cavalry_vs_infantry: BTreeMap<CavVsInf, Modifier>,
    leader: RawLeader,
    results: Vec<RawResult>,
    roll_again_limit: RawCell<u32>,
    overlap: RawNote,
    anchored_line: RawCell<Inches>,
    breakthrough_move: BreakthroughMove,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBreak {
    label: String,
    value: String,
}

impl Melee {
    /// Loads `charts/melee.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a quality or modifier missing; mass ratios
    /// not increasing; result differences not covering 0 and up without gap or overlap; a
    /// row with neither loser and winner nor both; a falls-back without distances.
    pub fn load(data: &GameData) -> Result<Self> {
        let src = data.source("charts/melee.yaml")?;
        let r: RawMelee = src.parse()?;
        header(&src, (&r.chart, &r.edition), "melee")?;
        complete_modifiers(&src, &r)?;
        r.roll.check(&src, "roll")?;
        if r.breakthrough.value != "no charge" {
            return Err(src.invalid("breakthrough.value", "the chart prints 'no charge'"));
        }
        let mass = mass(&src, &r.mass)?;
        let results = results(&src, &r.results)?;
        let roll_again_limit = r.roll_again_limit.cell(&src, "roll-again-limit")?;
        // Each drawn round rolls dice and writes a report line: a group's figure must end.
        if !(1..=MAX_ROLL_AGAIN).contains(&roll_again_limit.value) {
            return Err(src.invalid(
                "roll-again-limit",
                format!("from 1 to {MAX_ROLL_AGAIN} drawn rounds"),
            ));
        }
        let (anchored, bm) = provisional_reads(&src, &r)?;
        Ok(Melee {
            overlap_note: r.overlap.note.trim().to_string(),
            anchored_within: Cell {
                value: anchored.value.0,
                provisional: anchored.provisional,
            },
            breakthrough_move: bm.clone(),
            leader: r.leader.check(&src, "leader")?,
            roll_again_limit,
            value: r.value,
            roll: r.roll,
            modifiers: r.modifiers,
            mass,
            inf_vs_inf: r.infantry_vs_infantry,
            cav_vs_cav: r.cavalry_vs_cavalry,
            cav_vs_inf: r.cavalry_vs_infantry,
            results,
            breakthrough_label: r.breakthrough.label,
        })
    }

    /// The result row of a difference (0 and up).
    pub fn result(&self, difference: i32) -> Option<&ResultRow> {
        self.results
            .iter()
            .find(|r| r.difference.contains(difference))
    }
}

impl FallBack {
    /// The distance of infantry (`cavalry` false) or cavalry.
    pub fn of(&self, cavalry: bool) -> Length {
        if cavalry {
            self.cavalry.0
        } else {
            self.infantry.0
        }
    }
}

/// Every value and modifier the chart prints is in the file.
fn complete_modifiers(src: &Source, r: &RawMelee) -> Result<()> {
    complete(src, "value", &r.value, Quality::ALL, Quality::name)?;
    complete(
        src,
        "modifiers",
        &r.modifiers,
        MeleeFlag::ALL,
        MeleeFlag::name,
    )?;
    complete(
        src,
        "infantry-vs-infantry",
        &r.infantry_vs_infantry,
        InfVsInf::ALL,
        InfVsInf::name,
    )?;
    complete(
        src,
        "cavalry-vs-cavalry",
        &r.cavalry_vs_cavalry,
        CavVsCav::ALL,
        CavVsCav::name,
    )?;
    complete(
        src,
        "cavalry-vs-infantry",
        &r.cavalry_vs_infantry,
        CavVsInf::ALL,
        CavVsInf::name,
    )?;
    Ok(())
}

/// The provisional readings: overlap (a note), the anchored-line reach and the
/// breakthrough move, each marked provisional with its note.
fn provisional_reads<'a>(
    src: &Source,
    r: &'a RawMelee,
) -> Result<(Cell<Inches>, &'a BreakthroughMove)> {
    if !r.overlap.provisional || r.overlap.note.trim().is_empty() {
        return Err(src.invalid("overlap", "provisional: true, with its note"));
    }
    let anchored = r.anchored_line.cell(src, "anchored-line")?;
    let bm = &r.breakthrough_move;
    if !bm.provisional || bm.note.trim().is_empty() || !(1..=89).contains(&bm.arc) {
        return Err(src.invalid(
            "breakthrough-move",
            "provisional: true with its note, and an arc of 1 to 89 degrees",
        ));
    }
    Ok((anchored, bm))
}
