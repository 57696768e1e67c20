//! Terrain costs of a move, the game's data: a multiplier per area kind touched and per
//! linear feature crossed, an extra length per crossing, or impassable.

use super::geometry::{polygon, polygons_touch, segment_hits_polyline};
use super::measure::{Length, Point};
use super::terrain::{AreaKind, LinearKind, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a linear feature costs to cross: a multiplier in thousandths (1000 = no change)
/// on the whole move, and a length added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinearCost {
    /// Multiplier on the move, thousandths.
    pub multiplier: u32,
    /// Length added per crossing.
    #[serde(default)]
    pub extra: Length,
}

/// Terrain costs, the game's data: per area kind a multiplier in thousandths (`None`:
/// impassable; a kind not listed: 1000) applied to the whole move when the path touches the
/// area's inside; per linear kind a [`LinearCost`] (`None`: impassable) when the centre's
/// path crosses it. The move costs its distance × the largest multiplier / 1000 (rounded
/// half up) + every crossing's extra.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveCosts {
    /// Area kinds.
    #[serde(default)]
    pub areas: BTreeMap<AreaKind, Option<u32>>,
    /// Linear kinds.
    #[serde(default)]
    pub linears: BTreeMap<LinearKind, Option<LinearCost>>,
}

/// A move's cost on `table` by `costs`: `hulls` are the swept convex polygons, `path` the
/// centre's path, `distance` the distance moved.
///
/// # Errors
/// The id of the first impassable area touched or feature crossed.
pub fn move_cost(
    table: &Table,
    costs: &MoveCosts,
    hulls: &[Vec<Point>],
    path: &[Point],
    distance: Length,
) -> Result<Length, String> {
    let mut mult: u32 = 1000;
    let mut extra = Length::ZERO;
    let polys: Vec<_> = hulls.iter().map(|h| polygon(h)).collect();
    for area in &table.areas {
        let Some(m) = costs.areas.get(&area.kind) else {
            continue;
        };
        if !polys.iter().any(|p| polygons_touch(p, &area.poly)) {
            continue;
        }
        mult = mult.max(m.ok_or_else(|| area.id.clone())?);
    }
    for lin in &table.linears {
        let Some(c) = costs.linears.get(&lin.kind) else {
            continue;
        };
        let crossings = path
            .windows(2)
            .filter(|w| w[0] != w[1] && segment_hits_polyline(w[0], w[1], &lin.line))
            .count();
        if crossings == 0 {
            continue;
        }
        let c = c.ok_or_else(|| lin.id.clone())?;
        mult = mult.max(c.multiplier);
        extra = extra + Length(c.extra.0 * crossings as i64);
    }
    Ok(distance.scale(i64::from(mult), 1000) + extra)
}
