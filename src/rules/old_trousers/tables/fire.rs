//! FIRE COMBAT - MUSKETRY and FIRE COMBAT TABLE : MUSKETRY with its DIE ROLL MODIFIERS
//! (Old Trousers v2.4); artillery's chart is [`super::artillery`].

use super::cell::{bands, complete, header, Band, Cell, RawCell};
use super::flags::{FireFirer, FireTarget};
use super::kinds::Musketeers;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
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

/// One row of the fire combat table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FireRow {
    /// The band of fire points, e.g. 6 - 10.
    pub points: Band,
    /// The die roll band of each number of hits, from 0 hits up.
    pub rolls: Vec<Band>,
    /// `Some(note)` when the row was read otherwise than printed.
    pub provisional: Option<String>,
}

/// A target modifier: one figure, or one against musketry and one against artillery.
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

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawMusketry {
    chart: String,
    edition: String,
    fire_points: BTreeMap<Musketeers, FirePoints>,
    ranges: RawRanges,
    arc: RawCell<i32>,
    die: u32,
    table: RawTable,
    modifiers: RawMods,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRanges {
    musket: Inches,
    rifle: Inches,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawTable {
    hits: Vec<u32>,
    rows: Vec<RawRow>,
    below_first_band: String,
    above_last_band: String,
    over_the_top: RawCell<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRow {
    points: String,
    rolls: Vec<String>,
    #[serde(default)]
    printed: Option<Vec<String>>,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawMods {
    target: BTreeMap<FireTarget, RawTargetMod>,
    firer: BTreeMap<FireFirer, RawFirerMod>,
    cover_columns: RawCell<String>,
    firefight: RawCell<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTargetMod {
    label: String,
    #[serde(default)]
    value: Option<i32>,
    #[serde(default)]
    musketry: Option<i32>,
    #[serde(default)]
    artillery: Option<i32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFirerMod {
    label: String,
    value: i32,
}

impl Musketry {
    /// Loads `charts/musketry.yaml`: every row's fire points and die roll bands checked
    /// (points from 1 without gap or overlap; each row's bands covering the die without gap
    /// or overlap; no more bands than hit columns).
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a band malformed, overlapping or leaving a
    /// gap; a modifier missing or with both one and two figures.
    pub fn load(data: &GameData) -> Result<Self> {
        let src = data.source("charts/musketry.yaml")?;
        let r: RawMusketry = src.parse()?;
        header(&src, (&r.chart, &r.edition), "musketry")?;
        complete(
            &src,
            "fire-points",
            &r.fire_points,
            Musketeers::ALL,
            Musketeers::name,
        )?;
        let t = &r.table;
        table_shape(&src, t, r.die)?;
        let rows = rows(&src, t, r.die)?;
        let target = targets(&src, &r.modifiers.target)?;
        let firefight = r.modifiers.firefight.cell(&src, "modifiers.firefight")?;
        if firefight.value != FIREFIGHT {
            return Err(src.invalid(
                "modifiers.firefight",
                format!("'{}': the reading known is {FIREFIGHT}", firefight.value),
            ));
        }
        complete(
            &src,
            "modifiers.firer",
            &r.modifiers.firer,
            FireFirer::ALL,
            FireFirer::name,
        )?;
        Ok(Musketry {
            fire_points: r.fire_points,
            musket_range: r.ranges.musket.0,
            rifle_range: r.ranges.rifle.0,
            arc: r.arc.cell(&src, "arc")?,
            die: r.die,
            rows,
            over_the_top: t.over_the_top.cell(&src, "table.over-the-top")?,
            target,
            firer: r
                .modifiers
                .firer
                .into_iter()
                .map(|(k, m)| (k, (m.label, m.value)))
                .collect(),
            cover_columns: r
                .modifiers
                .cover_columns
                .cell(&src, "modifiers.cover-columns")?,
            firefight,
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

/// The "Target is:" modifiers: every one present, each with one figure or two.
fn targets(
    src: &Source,
    raw: &BTreeMap<FireTarget, RawTargetMod>,
) -> Result<BTreeMap<FireTarget, TargetModifier>> {
    let mut target = BTreeMap::new();
    for k in complete(
        src,
        "modifiers.target",
        raw,
        FireTarget::ALL,
        FireTarget::name,
    )? {
        let m = &raw[&k];
        let at = format!("modifiers.target.{k}");
        let (musketry, artillery, split) = match (m.value, m.musketry, m.artillery) {
            (Some(v), None, None) => (v, v, false),
            (None, Some(a), Some(b)) => (a, b, true),
            _ => return Err(src.invalid(&at, "give value, or both musketry and artillery")),
        };
        let label = m.label.clone();
        target.insert(
            k,
            TargetModifier {
                label,
                musketry,
                artillery,
                split,
            },
        );
    }
    Ok(target)
}

fn rows(src: &Source, t: &RawTable, die: u32) -> Result<Vec<FireRow>> {
    let points: Vec<String> = t.rows.iter().map(|r| r.points.clone()).collect();
    let pb = bands(
        src,
        "table.rows",
        &points,
        Band {
            lo: Some(1),
            hi: Some(1),
        },
    )
    .map_err(|e| relabel(e, ".points"))?;
    if pb.last().is_some_and(|b| b.hi.is_none()) {
        return Err(src.invalid("table.rows", "the last row of fire points must have a top"));
    }
    let die = i32::try_from(die).unwrap_or(i32::MAX);
    let mut out = Vec::new();
    for (i, (row, points)) in t.rows.iter().zip(pb).enumerate() {
        let at = format!("table.rows[{i}]");
        let rolls = bands(
            src,
            &format!("{at}.rolls"),
            &row.rolls,
            Band {
                lo: Some(1),
                hi: Some(die),
            },
        )?;
        if rolls.len() > t.hits.len() {
            return Err(src.invalid(
                &format!("{at}.rolls"),
                format!("{} bands for {} hit columns", rolls.len(), t.hits.len()),
            ));
        }
        let provisional = match (row.provisional, &row.note) {
            (false, _) => None,
            (true, Some(n)) if !n.trim().is_empty() => Some(n.trim().to_string()),
            (true, _) => return Err(src.invalid(&at, "a provisional row needs a note")),
        };
        if row.printed.is_some() && provisional.is_none() {
            return Err(src.invalid(
                &format!("{at}.printed"),
                "a row read otherwise than printed is provisional",
            ));
        }
        out.push(FireRow {
            points,
            rolls,
            provisional,
        });
    }
    Ok(out)
}

/// Points a band error at the row's `points` key (`table.rows[3]` -> `table.rows[3].points`).
fn relabel(e: crate::error::Error, suffix: &str) -> crate::error::Error {
    match e {
        crate::error::Error::Invalid {
            mut location,
            message,
        } if location.path.ends_with(']') => {
            location.path.push_str(suffix);
            crate::error::Error::Invalid { location, message }
        }
        other => other,
    }
}

pub use super::artillery::{Artillery, BounceThrough, RangeBand};

/// The table's frame: a die of 2 sides or more, rolls off the bands read as the first or
/// last column, the hit columns 0, 1, 2, ... in order.
fn table_shape(src: &Source, t: &RawTable, die: u32) -> Result<()> {
    if die < 2 {
        return Err(src.invalid("die", "a die needs at least 2 sides"));
    }
    if t.below_first_band != "first-column" || t.above_last_band != "last-column" {
        return Err(src.invalid(
            "table",
            "below-first-band must be first-column and above-last-band last-column",
        ));
    }
    if t.hits.iter().enumerate().any(|(i, h)| *h as usize != i) {
        return Err(src.invalid("table.hits", "the hit columns are 0, 1, 2, ... in order"));
    }
    Ok(())
}
