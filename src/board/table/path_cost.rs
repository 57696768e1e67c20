//! Terrain costs paid along a move's path: the part of the centre's path inside an area
//! pays the area's multiplier, the rest its length (a 9" move with 3" in woods at half
//! speed costs 3" + 3" × 2 = 9"... of a 12" move, not 12" × 2); every linear feature the
//! path crosses adds its extra length, and a river (or any impassable feature) may be
//! crossed only where a bridge (or ford) crosses it. Each part is kept, so a refusal can name
//! them: `27.000" = 9.000" in woods (x2) + 9.000" open`. Integer geometry only (docs/table.md).

use super::costs::MoveCosts;
use super::geometry::{polygon_has_point, segment_hits_polyline};
use super::measure::{div_round, Length, Point};
use super::terrain::{LinearKind, Table};
use std::fmt;

/// One part of a move's cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CostPart {
    /// What is paid for: `open`, `in scrub (x2)`, `crossing lamato`, `up a contour`.
    pub what: String,
    /// The length charged.
    pub cost: Length,
}

/// A move's cost along its path, part by part.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PathCost {
    /// The whole cost.
    pub total: Length,
    /// Its parts, in the order the path meets them (open ground first).
    pub parts: Vec<CostPart>,
    /// The ids of the bridges the path crossed a river (or other impassable feature) by.
    pub bridges: Vec<String>,
    /// The ids of the fords the path crossed a river by (a table without fords has none).
    pub fords: Vec<String>,
    /// The ids of the linear features crossed (every kind but roads and bridges).
    pub crossed: Vec<(String, LinearKind)>,
}

impl PathCost {
    /// Adds a part (a climb, say) to the cost.
    pub fn add(&mut self, what: impl Into<String>, cost: Length) {
        if cost.0 > 0 {
            self.total = self.total + cost;
            self.parts.push(CostPart {
                what: what.into(),
                cost,
            });
        }
    }
}

impl fmt::Display for PathCost {
    /// `9.000" = 3.000" open + 6.000" in scrub (x2)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.total)?;
        for (n, p) in self.parts.iter().enumerate() {
            let sep = if n == 0 { " = " } else { " + " };
            write!(f, "{sep}{} {}", p.cost, p.what)?;
        }
        Ok(())
    }
}

/// Where the segment `a`-`b` meets the segment `c`-`d`, when it does at one point.
fn crossing_point(a: Point, b: Point, c: Point, d: Point) -> Option<Point> {
    let cross = |ux: i128, uy: i128, vx: i128, vy: i128| ux * vy - uy * vx;
    let (rx, ry) = (i128::from(b.x - a.x), i128::from(b.y - a.y));
    let (sx, sy) = (i128::from(d.x - c.x), i128::from(d.y - c.y));
    let den = cross(rx, ry, sx, sy);
    if den == 0 {
        return None;
    }
    let (qx, qy) = (i128::from(c.x - a.x), i128::from(c.y - a.y));
    let (t, u) = (cross(qx, qy, sx, sy), cross(qx, qy, rx, ry));
    let inside = |n: i128| {
        if den > 0 {
            (0..=den).contains(&n)
        } else {
            (den..=0).contains(&n)
        }
    };
    if !inside(t) || !inside(u) {
        return None;
    }
    Some(Point::new(
        a.x + div_round(rx * t, den) as i64,
        a.y + div_round(ry * t, den) as i64,
    ))
}

/// The pieces of the segment `a`-`b` cut by every outline in `outlines`: the cut points in
/// order from `a`, `a` and `b` included.
fn cut(a: Point, b: Point, outlines: &[&[Point]]) -> Vec<Point> {
    let mut pts = vec![a, b];
    for o in outlines {
        for k in 0..o.len() {
            let (c, d) = (o[k], o[(k + 1) % o.len()]);
            pts.extend(crossing_point(a, b, c, d));
        }
    }
    pts.sort_by_key(|p| (a.distance(*p), *p));
    pts.dedup();
    pts
}

/// The multiplier (thousandths) at `p`: the largest of the areas holding it that `costs`
/// lists (1000 in the open); `Err(id)` inside an impassable area.
fn multiplier_at(table: &Table, costs: &MoveCosts, p: Point) -> Result<(u32, String), String> {
    let mut best = (1000, String::new());
    for area in &table.areas {
        let Some(m) = costs.areas.get(&area.kind) else {
            continue;
        };
        if !polygon_has_point(&area.poly, p) {
            continue;
        }
        let m = m.ok_or_else(|| area.id.clone())?;
        if m > best.0 {
            best = (m, area.id.clone());
        }
    }
    Ok(best)
}

/// The cost of a move of `distance` whose centre follows `path` on `table` by `costs`: each
/// piece of the path pays its length times the largest multiplier of the areas it lies in
/// (scaled by `distance` over the path's length, for a wheel whose outer corner goes
/// farther than its centre), plus each crossing's extra. A crossing of an impassable
/// feature is allowed where the same stretch of path crosses a bridge or ford.
///
/// # Errors
/// The id of the impassable area the path enters or the feature it crosses.
pub fn path_cost(
    table: &Table,
    costs: &MoveCosts,
    path: &[Point],
    distance: Length,
) -> Result<PathCost, String> {
    let outlines: Vec<&[Point]> = table
        .areas
        .iter()
        .filter(|a| costs.areas.contains_key(&a.kind))
        .map(|a| a.outline.as_slice())
        .collect();
    let mut pieces: Vec<(u32, String, i64)> = vec![];
    let mut along = 0i64;
    for w in path.windows(2) {
        let pts = cut(w[0], w[1], &outlines);
        for p in pts.windows(2) {
            let len = p[0].distance(p[1]).0;
            along += len;
            let (m, id) = multiplier_at(table, costs, p[0].midpoint(p[1]))?;
            match pieces
                .iter_mut()
                .find(|(pm, pid, _)| *pm == m && *pid == id)
            {
                Some(x) => x.2 += len,
                None => pieces.push((m, id, len)),
            }
        }
    }
    let mut out = PathCost::default();
    for (m, id, len) in pieces {
        let scaled = if along == 0 {
            0
        } else {
            div_round(i128::from(len) * i128::from(distance.0), i128::from(along)) as i64
        };
        let charged = Length(scaled).scale(i64::from(m), 1000);
        let what = if id.is_empty() {
            "open".to_string()
        } else {
            format!("in {id} (x{})", show_multiplier(m))
        };
        out.add(what, charged);
    }
    crossings(table, costs, path, &mut out)?;
    Ok(out)
}

/// A multiplier in thousandths as a factor: `2`, `1.5`.
fn show_multiplier(m: u32) -> String {
    if m % 1000 == 0 {
        return (m / 1000).to_string();
    }
    let s = format!("{}.{:03}", m / 1000, m % 1000);
    s.trim_end_matches('0').to_string()
}

/// Adds each linear feature's extra per crossing to `out`.
fn crossings(
    table: &Table,
    costs: &MoveCosts,
    path: &[Point],
    out: &mut PathCost,
) -> Result<(), String> {
    let by = |kind: LinearKind, a: Point, b: Point| {
        table
            .linears
            .iter()
            .find(|l| l.kind == kind && segment_hits_polyline(a, b, &l.line))
    };
    for lin in &table.linears {
        if matches!(lin.kind, LinearKind::Bridge | LinearKind::Road) {
            continue;
        }
        for w in path.windows(2) {
            if w[0] == w[1] || !segment_hits_polyline(w[0], w[1], &lin.line) {
                continue;
            }
            out.crossed.push((lin.id.clone(), lin.kind));
            match costs.linears.get(&lin.kind) {
                None => {}
                Some(None) => match (
                    by(LinearKind::Bridge, w[0], w[1]),
                    by(LinearKind::Ford, w[0], w[1]),
                ) {
                    (Some(b), _) => out.bridges.push(b.id.clone()),
                    (None, Some(f)) => out.fords.push(f.id.clone()),
                    (None, None) => return Err(lin.id.clone()),
                },
                Some(Some(c)) => out.add(format!("crossing {}", lin.id), c.extra),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
