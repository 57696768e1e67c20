//! FIRE COMBAT - MUSKETRY and FIRE COMBAT TABLE : MUSKETRY with its DIE ROLL MODIFIERS
//! (Old Trousers v2.4); artillery's chart is [`super::artillery`].

use super::cell::{load, Band, Cell};
use super::flags::{FireFirer, FireTarget};
use super::kinds::Musketeers;
use crate::board::table::measure::Length;
use crate::chart::{cover, every, from_map, marking, At, Banded, Check};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::table_game::chart::inches;
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// Fire points per front-rank stand, normal and with enfilade (skirmishers have none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FirePoints {
    /// Normal.
    pub normal: u32,
    /// With enfilade.
    #[serde(default)]
    pub enfilade: Option<u32>,
}

/// One row of the fire combat table: `{ points, rolls }`, or read otherwise than
/// `printed` with `provisional: true` and its note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FireRow {
    /// The band of fire points, e.g. 6 - 10.
    pub points: Band,
    /// The die roll band of each number of hits, from 0 hits up.
    pub rolls: Vec<Band>,
    /// `Some(note)` when the row was read otherwise than printed.
    pub provisional: Option<String>,
}

impl Banded for FireRow {
    fn band(&self) -> Band {
        self.points
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    points: Band,
    rolls: Vec<Band>,
    #[serde(default)]
    printed: Option<Vec<Band>>,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
}

impl<'de> Deserialize<'de> for FireRow {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        from_map(d, |r: Row| {
            let provisional = marking(r.provisional, r.note.as_deref())?;
            if r.printed.is_some() && provisional.is_none() {
                return Err("a row read otherwise than printed is provisional".into());
            }
            Ok(FireRow {
                points: r.points,
                rolls: r.rolls,
                provisional,
            })
        })
    }
}

/// A target modifier: `value`, or `musketry` and `artillery` (the cover rows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TargetModifier {
    /// The chart's words.
    pub label: String,
    /// Against musketry.
    pub musketry: i32,
    /// Against artillery.
    pub artillery: i32,
    /// Whether the row prints two figures (the cover rows).
    pub split: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Target {
    label: String,
    value: Option<i32>,
    musketry: Option<i32>,
    artillery: Option<i32>,
}

impl<'de> Deserialize<'de> for TargetModifier {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        from_map(d, |m: Target| {
            let (musketry, artillery, split) = match (m.value, m.musketry, m.artillery) {
                (Some(v), None, None) => (v, v, false),
                (None, Some(a), Some(b)) => (a, b, true),
                _ => return Err("give value, or both musketry and artillery".into()),
            };
            Ok(TargetModifier {
                label: m.label,
                musketry,
                artillery,
                split,
            })
        })
    }
}

/// A "Firer is:" modifier: its words and figure.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct Firer {
    label: String,
    value: i32,
}

/// The musketry chart and the fire combat table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Musketry {
    /// Fire points per front-rank stand.
    pub fire_points: BTreeMap<Musketeers, FirePoints>,
    /// Musket range, edge to edge.
    pub musket_range: Length,
    /// Rifle range, edge to edge.
    pub rifle_range: Length,
    /// Arc half-angle in degrees, as the table engine measures it (provisional reading).
    pub arc: Cell<i32>,
    /// Sides of the die.
    pub die: u32,
    /// The rows of the fire combat table, by fire points.
    pub rows: Vec<FireRow>,
    /// Fire points above the last row: split (provisional).
    pub over_the_top: Cell<String>,
    /// "Target is:" modifiers.
    pub target: BTreeMap<FireTarget, TargetModifier>,
    /// "Firer is:" modifiers.
    pub firer: BTreeMap<FireFirer, (String, i32)>,
    /// How the two cover figures are read (provisional).
    pub cover_columns: Cell<String>,
    /// When Firefight holds (provisional): two units firing at each other in a subsegment.
    pub firefight: Cell<String>,
}

/// The one reading of Firefight the procedures know.
pub const FIREFIGHT: &str = "each-other-in-the-subsegment";

/// `charts/musketry.yaml` as its sections nest.
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct File {
    #[serde(deserialize_with = "every")]
    fire_points: BTreeMap<Musketeers, FirePoints>,
    ranges: Ranges,
    arc: Cell<i32>,
    die: u32,
    table: Table,
    modifiers: Mods,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Ranges {
    #[serde(deserialize_with = "inches")]
    musket: Length,
    #[serde(deserialize_with = "inches")]
    rifle: Length,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Table {
    hits: Vec<u32>,
    rows: Vec<FireRow>,
    below_first_band: String,
    above_last_band: String,
    over_the_top: Cell<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Mods {
    #[serde(deserialize_with = "every")]
    target: BTreeMap<FireTarget, TargetModifier>,
    #[serde(deserialize_with = "every")]
    firer: BTreeMap<FireFirer, Firer>,
    cover_columns: Cell<String>,
    firefight: Cell<String>,
}

/// The table's frame (a die of 2 sides or more; rolls off the bands read as the first or
/// last column; the hit columns 0, 1, 2, ... in order), the rows' fire points from 1
/// without gap or overlap up to a top, each row's bands covering the die with no more bands
/// than hit columns, and the Firefight reading known.
impl Check for File {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let t = &self.table;
        at.key("die")
            .ensure(self.die >= 2, "a die needs at least 2 sides")?;
        at.key("table").ensure(
            t.below_first_band == "first-column" && t.above_last_band == "last-column",
            "below-first-band must be first-column and above-last-band last-column",
        )?;
        at.key("table.hits").ensure(
            t.hits.iter().enumerate().all(|(i, h)| *h as usize == i),
            "the hit columns are 0, 1, 2, ... in order",
        )?;
        let rows = at.key("table.rows");
        let each = t.rows.iter().enumerate();
        cover(
            &rows,
            each.map(|(i, r)| (rows.index(i).key("points"), r)),
            Band::new(Some(1), Some(1)),
        )?;
        rows.ensure(
            t.rows.last().is_some_and(|b| b.points.hi.is_some()),
            "the last row of fire points must have a top",
        )?;
        let die = Band::new(Some(1), Some(i32::try_from(self.die).unwrap_or(i32::MAX)));
        for (i, row) in t.rows.iter().enumerate() {
            let here = rows.index(i).key("rolls");
            cover(
                &here,
                row.rolls
                    .iter()
                    .enumerate()
                    .map(|(j, b)| (here.index(j), b)),
                die,
            )?;
            here.ensure(
                row.rolls.len() <= t.hits.len(),
                format!("{} bands for {} hit columns", row.rolls.len(), t.hits.len()),
            )?;
        }
        let f = &self.modifiers.firefight.value;
        at.key("modifiers.firefight").ensure(
            f == FIREFIGHT,
            format!("'{f}': the reading known is {FIREFIGHT}"),
        )
    }
}

impl Musketry {
    /// Loads `charts/musketry.yaml` (see the checks of the file).
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a band malformed, overlapping or leaving a
    /// gap; a modifier missing or with both one and two figures.
    pub fn load(data: &GameData) -> Result<Self> {
        let f: File = load(data, "musketry")?;
        Ok(Musketry {
            fire_points: f.fire_points,
            musket_range: f.ranges.musket,
            rifle_range: f.ranges.rifle,
            arc: f.arc,
            die: f.die,
            rows: f.table.rows,
            over_the_top: f.table.over_the_top,
            target: f.modifiers.target,
            firer: (f.modifiers.firer.into_iter())
                .map(|(k, m)| (k, (m.label, m.value)))
                .collect(),
            cover_columns: f.modifiers.cover_columns,
            firefight: f.modifiers.firefight,
        })
    }

    /// The row for `points` fire points (1 up to the last row's top).
    pub fn row(&self, points: u32) -> Option<&FireRow> {
        let p = i32::try_from(points).ok()?;
        self.rows.iter().find(|r| r.points.contains(p))
    }

    /// The most fire points one roll reads.
    pub fn top(&self) -> u32 {
        self.rows
            .last()
            .and_then(|r| r.points.hi)
            .and_then(|h| u32::try_from(h).ok())
            .unwrap_or(0)
    }
}

pub use super::artillery::{Artillery, BounceThrough, RangeBand};
