//! One check of the geometry of a miniatures game's data, both games call it as they load
//! (docs/limits.md): frontages, depths and moves above zero; costs not below zero; an area's
//! outline a simple polygon with area (no bow-tie, no repeated or single point, no spike
//! folding back along the next, not all on one line) of at most [`MAX_OUTLINE_POINTS`] points; chains of command that
//! end. Integer arithmetic on thou (docs/table.md), no float.

use super::measure::{Length, Point};
use crate::error::Result;
use crate::yaml::Source;
use std::collections::BTreeMap;

/// The most points of one outline or line of a table (shipped tables use four).
pub const MAX_OUTLINE_POINTS: usize = 1_000;

/// `v` (`what`: "a frontage", "a move") at `path` of `src` is above zero.
///
/// # Errors
/// [`crate::Error::Invalid`] at `path` for zero or less.
pub fn positive(src: &Source, path: &str, v: Length, what: &str) -> Result<()> {
    if v.0 > 0 {
        return Ok(());
    }
    Err(src.invalid(
        path,
        format!("{what} must be above zero: frontages, depths and moves are positive lengths (docs/limits.md)"),
    ))
}

/// `v` (a cost: a length added) at `path` of `src` is zero or more.
///
/// # Errors
/// [`crate::Error::Invalid`] at `path` for a negative cost.
pub fn non_negative(src: &Source, path: &str, v: Length, what: &str) -> Result<()> {
    if v.0 >= 0 {
        return Ok(());
    }
    Err(src.invalid(
        path,
        format!("{what} may not be below zero: a cost never shortens a move (docs/limits.md)"),
    ))
}

/// A base (frontage, depth) at `path` (written `[frontage, depth]`): both above zero.
///
/// # Errors
/// As [`positive`], at `path[0]` or `path[1]`.
pub fn base(src: &Source, path: &str, (frontage, depth): (Length, Length)) -> Result<()> {
    positive(src, &format!("{path}[0]"), frontage, "a frontage")?;
    positive(src, &format!("{path}[1]"), depth, "a depth")
}

/// The points of a line or outline at `path` are at most [`MAX_OUTLINE_POINTS`].
///
/// # Errors
/// [`crate::Error::Invalid`] at `path` for more.
pub fn point_count(src: &Source, path: &str, n: usize) -> Result<()> {
    if n <= MAX_OUTLINE_POINTS {
        return Ok(());
    }
    Err(src.invalid(
        path,
        format!("{n} points, over the limit of {MAX_OUTLINE_POINTS} for one outline or line (docs/limits.md)"),
    ))
}

/// The outline `pts` at `path` is a simple polygon with area: no point repeated, not all
/// its points on one line, no two sides crossing or touching but at their shared corner,
/// no side folding back along the next.
///
/// # Errors
/// [`crate::Error::Invalid`] at `path` or the point where it fails.
pub fn simple_polygon(src: &Source, path: &str, pts: &[Point]) -> Result<()> {
    point_count(src, path, pts.len())?;
    let n = pts.len();
    if n < 3 {
        return Err(src.invalid(path, "an outline needs at least 3 points"));
    }
    let side = |i: usize| (pts[i], pts[(i + 1) % n]);
    if let Some(i) = (0..n).find(|&i| pts[i] == pts[(i + 1) % n]) {
        return Err(src.invalid(
            &format!("{path}[{}]", (i + 1) % n),
            "the outline repeats a point",
        ));
    }
    if (2..n).all(|k| orient(pts[0], pts[1], pts[k]) == 0) {
        return Err(src.invalid(path, "the outline has no area (its points are on one line)"));
    }
    for i in 0..n {
        let (a, b) = side(i);
        let c = pts[(i + 2) % n];
        if orient(a, b, c) == 0 && dot(a, b, c) > 0 {
            return Err(src.invalid(
                &format!("{path}[{}]", (i + 2) % n),
                "the outline folds back along its own side",
            ));
        }
        for j in i + 2..n {
            if i == 0 && j == n - 1 {
                continue; // the last side meets the first at point 0
            }
            let (p, q) = side(j);
            if segments_meet(a, b, p, q) {
                return Err(src.invalid(
                    &format!("{path}[{j}]"),
                    format!("the outline crosses itself: its sides from points {i} and {j} meet (a bow-tie); an area's outline is a simple polygon"),
                ));
            }
        }
    }
    Ok(())
}

/// Each of `links` (id, superior) at `what[i].superior` leads up to a commander without
/// a superior: no chain of command comes back to where it began.
///
/// # Errors
/// [`crate::Error::Invalid`] at the superior of the first commander of a loop.
pub fn acyclic(src: &Source, what: &str, links: &[(&str, Option<&str>)]) -> Result<()> {
    let up: BTreeMap<&str, &str> = links
        .iter()
        .filter_map(|(id, s)| s.map(|s| (*id, s)))
        .collect();
    for (i, (id, _)) in links.iter().enumerate() {
        let mut chain = vec![*id];
        let mut at = *id;
        while let Some(next) = up.get(at) {
            if chain.contains(next) {
                chain.push(next);
                return Err(src.invalid(
                    &format!("{what}[{i}].superior"),
                    format!("the chain of command goes round: {}; a chain ends at a commander with no superior", chain.join(" -> ")),
                ));
            }
            chain.push(next);
            at = next;
        }
    }
    Ok(())
}

/// The sign of the turn a -> b -> c (positive: left).
fn orient(a: Point, b: Point, c: Point) -> i32 {
    let v = i128::from(b.x - a.x) * i128::from(c.y - a.y)
        - i128::from(b.y - a.y) * i128::from(c.x - a.x);
    v.signum() as i32
}

/// (a - b) . (c - b): above zero when b -> c goes back towards a.
fn dot(a: Point, b: Point, c: Point) -> i128 {
    i128::from(a.x - b.x) * i128::from(c.x - b.x) + i128::from(a.y - b.y) * i128::from(c.y - b.y)
}

/// Whether `p`, on the line a-b, is within the segment's box.
fn within(a: Point, b: Point, p: Point) -> bool {
    a.x.min(b.x) <= p.x && p.x <= a.x.max(b.x) && a.y.min(b.y) <= p.y && p.y <= a.y.max(b.y)
}

/// Whether the closed segments a-b and p-q have a point in common.
fn segments_meet(a: Point, b: Point, p: Point, q: Point) -> bool {
    let (d1, d2) = (orient(p, q, a), orient(p, q, b));
    let (d3, d4) = (orient(a, b, p), orient(a, b, q));
    if d1 * d2 < 0 && d3 * d4 < 0 {
        return true;
    }
    (d1 == 0 && within(p, q, a))
        || (d2 == 0 && within(p, q, b))
        || (d3 == 0 && within(a, b, p))
        || (d4 == 0 && within(a, b, q))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src() -> Source {
        Source::new("t.yaml", "x: 1\n")
    }

    fn poly(p: &[(i64, i64)]) -> Vec<Point> {
        p.iter().map(|&(x, y)| Point::new(x, y)).collect()
    }

    fn refused(p: &[(i64, i64)]) -> String {
        simple_polygon(&src(), "o", &poly(p))
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn squares_triangles_and_concave_outlines_are_simple() {
        for p in [
            vec![(0, 0), (10, 0), (10, 10), (0, 10)],
            vec![(0, 0), (10, 0), (5, 7)],
            vec![(0, 0), (10, 0), (10, 10), (5, 3), (0, 10)],
        ] {
            simple_polygon(&src(), "o", &poly(&p)).unwrap();
        }
    }

    #[test]
    fn bow_ties_lines_repeats_and_spikes_are_refused() {
        assert!(refused(&[(0, 0), (10, 10), (10, 0), (0, 10)]).contains("crosses itself"));
        assert!(refused(&[(0, 0), (5, 5), (10, 10)]).contains("no area"));
        assert!(refused(&[(0, 0), (0, 0), (0, 0)]).contains("repeats a point"));
        assert!(refused(&[(0, 0), (10, 0), (10, 0), (0, 10)]).contains("repeats a point"));
        assert!(refused(&[(0, 0), (10, 0), (10, 10), (10, 5), (0, 10)]).contains("folds back"));
        // Two sides touching at a point that is not their corner: a figure eight.
        let e = refused(&[(0, 0), (10, 0), (5, 5), (10, 10), (0, 10), (5, 5)]);
        assert!(e.contains("repeats") || e.contains("crosses"), "{e}");
        let many: Vec<(i64, i64)> = (0..1001).map(|i| (i, i * i)).collect();
        assert!(refused(&many).contains("over the limit of 1000"));
    }

    #[test]
    fn sizes_costs_and_chains() {
        let s = src();
        assert!(base(&s, "b", (Length(1), Length(1))).is_ok());
        let e = base(&s, "b", (Length(-1500), Length(1000)))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("at b[0]") && e.contains("a frontage must be above zero"),
            "{e}"
        );
        assert!(base(&s, "b", (Length(1), Length(0)))
            .unwrap_err()
            .to_string()
            .contains("b[1]"));
        assert!(non_negative(&s, "c", Length(0), "an extra").is_ok());
        assert!(non_negative(&s, "c", Length(-1), "an extra").is_err());
        acyclic(
            &s,
            "leaders",
            &[("a", None), ("b", Some("a")), ("c", Some("b"))],
        )
        .unwrap();
        let e = acyclic(
            &s,
            "leaders",
            &[("a", Some("c")), ("b", Some("a")), ("c", Some("b"))],
        );
        let e = e.unwrap_err().to_string();
        assert!(
            e.contains("at leaders[0].superior") && e.contains("a -> c -> b -> a"),
            "{e}"
        );
        assert!(acyclic(&s, "l", &[("a", Some("a"))]).is_err());
    }
}
