//! The checks of a scenario's pieces as they are placed on the table: ids used once, sides
//! known, commanders on the table, each unit's stand wholly on the table and on no other.

use crate::board::table::geometry::convex_overlap;
use crate::board::table::inches::Inches;
use crate::board::table::measure::{Angle, Length, Point};
use crate::board::table::stand::{Formation, Markers, Stand};
use crate::board::table::terrain::Table;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// A side as a scenario file writes it (`sides.<id>`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideDoc {
    /// Name for reports.
    pub name: String,
    /// The army commander's id.
    pub commander: String,
}

/// The order of play of a two-sided scenario: the side `first`, then the other of `sides`
/// (checked by the loader to be two, `first` among them).
pub fn order_of_play<S>(sides: &BTreeMap<String, S>, first: &str) -> Vec<String> {
    let second = sides.keys().find(|s| *s != first).cloned();
    vec![first.to_string(), second.unwrap_or_default()]
}

/// A point as a scenario file writes it (`[x, y]` in inches).
pub fn point(p: &(Inches, Inches)) -> Point {
    Point::new(p.0 .0 .0, p.1 .0 .0)
}

/// Checks the piece at `path` (`units[3]`): its `id` not used before (it is added to
/// `ids`) and its `side` one of `sides`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `path.id` or `path.side`.
pub fn unit_named<S>(
    src: &Source,
    path: &str,
    (id, side): (&str, &str),
    sides: &BTreeMap<String, S>,
    ids: &mut BTreeSet<String>,
) -> Result<()> {
    if !ids.insert(id.to_string()) {
        return Err(src.invalid(&format!("{path}.id"), format!("id '{id}' is used twice")));
    }
    if !sides.contains_key(side) {
        return Err(src.invalid(&format!("{path}.side"), format!("unknown side '{side}'")));
    }
    Ok(())
}

/// Checks the stand of the unit at `path`: wholly on the table and overlapping none of
/// the stands `placed` before it (touching edges is base contact, not overlap).
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `path.at`.
pub fn stand_placed<'a>(
    src: &Source,
    path: &str,
    stand: &Stand,
    mut placed: impl Iterator<Item = &'a Stand>,
    table: &Table,
) -> Result<()> {
    let corners = stand.footprint().corners();
    if !corners.iter().all(|c| table.has(*c)) {
        return Err(src.invalid(&format!("{path}.at"), "the unit is not wholly on the table"));
    }
    if let Some(o) = placed.find(|o| convex_overlap(&o.footprint().corners(), &corners)) {
        return Err(src.invalid(&format!("{path}.at"), format!("the unit lies on {}", o.id)));
    }
    Ok(())
}

/// Checks a scenario's commander at `path` (`generals[2]`): `id` not used before (it is
/// added to `ids`), `side` one of `sides`, `at` on the table.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `path.id`, `path.side` or `path.at`.
fn commander_placed<S>(
    src: &Source,
    path: &str,
    (id, side, at): (&str, &str, Point),
    sides: &BTreeMap<String, S>,
    table: &Table,
    ids: &mut BTreeSet<String>,
) -> Result<()> {
    unit_named(src, path, (id, side), sides, ids)?;
    if !table.has(at) {
        return Err(src.invalid(&format!("{path}.at"), "off the table"));
    }
    Ok(())
}

/// A scenario's commanders (`generals`, `leaders`) as the state records them: each of
/// `list` checked by `commander_placed` at `key[i]` (its id, side and place given by
/// `placed`) and made by `make`, in the scenario's order.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `key[i].id`, `key[i].side` or `key[i].at`.
pub fn commanders<C, S, T>(
    src: &Source,
    (key, list): (&str, &[C]),
    (sides, table): (&BTreeMap<String, S>, &Table),
    ids: &mut BTreeSet<String>,
    placed: impl Fn(&C) -> (&str, &str, Point),
    make: impl Fn(&C) -> T,
) -> Result<Vec<T>> {
    let mut out = Vec::with_capacity(list.len());
    for (i, c) in list.iter().enumerate() {
        commander_placed(src, &format!("{key}[{i}]"), placed(c), sides, table, ids)?;
        out.push(make(c));
    }
    Ok(out)
}

/// A unit's place as a scenario file writes it.
pub struct Placement<'a> {
    /// Unit id.
    pub id: &'a str,
    /// Side id.
    pub side: &'a str,
    /// Centre, inches.
    pub at: &'a (Inches, Inches),
    /// Facing, degrees (0 towards the far edge).
    pub facing: i32,
    /// Formation.
    pub formation: Formation,
    /// Its commander (leader or divisional general).
    pub commander: &'a str,
}

impl Placement<'_> {
    /// The unit's stand with base `frontage` x `depth`, no markers.
    pub fn stand(&self, (frontage, depth): (Length, Length)) -> Stand {
        Stand {
            id: self.id.to_string(),
            side: self.side.to_string(),
            frontage,
            depth,
            centre: point(self.at),
            facing: Angle::facing(self.facing),
            formation: self.formation,
            markers: Markers::default(),
            commander: Some(self.commander.to_string()),
        }
    }
}

/// A scenario's units as the state records them, in the order written: each at
/// `units[i]` named once and of a known side ([`unit_named`]), made by `make` (the game's
/// own checks, its base and record, given the path and the placement), and its stand
/// (`stand`) placed wholly on the table and on no unit before it ([`stand_placed`]).
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `units[i]` and the field at fault.
pub fn place_units<D, S, T>(
    src: &Source,
    (list, sides, table): (&[D], &BTreeMap<String, S>, &Table),
    ids: &mut BTreeSet<String>,
    placement: impl Fn(&D) -> Placement<'_>,
    make: impl Fn(&str, &D, &Placement<'_>) -> Result<T>,
    stand: impl Fn(&T) -> &Stand,
) -> Result<Vec<T>> {
    let mut out: Vec<T> = Vec::with_capacity(list.len());
    for (i, d) in list.iter().enumerate() {
        let path = format!("units[{i}]");
        let p = placement(d);
        unit_named(src, &path, (p.id, p.side), sides, ids)?;
        let unit = make(&path, d, &p)?;
        stand_placed(src, &path, stand(&unit), out.iter().map(&stand), table)?;
        out.push(unit);
    }
    Ok(out)
}
