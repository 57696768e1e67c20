//! What the table measures for two MELEE modifiers, provisional readings named in
//! charts/melee.yaml: Cav vs Cav "Overlap + #" and Cav vs Inf "vs anchored line".

use crate::board::table::geometry::point_segment_distance;
use crate::board::table::measure::{Length, Point};
use crate::board::table::stand::{Edge, Formation, Stand};
use crate::board::table::terrain::{AreaKind, LinearKind, Table};

/// How far `p` lies along the segment `a`–`b` from `a`, in thou (negative before `a`),
/// rounded toward zero.
fn along(p: Point, a: Point, b: Point) -> i64 {
    let (dx, dy) = (i128::from(b.x - a.x), i128::from(b.y - a.y));
    let len = i128::from(a.distance(b).0.max(1));
    let dot = dx * i128::from(p.x - a.x) + dy * i128::from(p.y - a.y);
    i64::try_from(dot / len).unwrap_or(0)
}

/// The edge of `enemy` nearest the segment `front` (front, then flanks, then rear on a tie).
fn touching_edge(enemy: &Stand, front: (Point, Point)) -> (Point, Point) {
    let f = enemy.footprint();
    let gap = |(a, b): (Point, Point)| {
        [
            point_segment_distance(a, front.0, front.1),
            point_segment_distance(b, front.0, front.1),
            point_segment_distance(front.0, a, b),
            point_segment_distance(front.1, a, b),
        ]
        .into_iter()
        .min()
        .unwrap_or(Length::ZERO)
    };
    [Edge::Front, Edge::LeftFlank, Edge::RightFlank, Edge::Rear]
        .into_iter()
        .map(|e| f.edge(e))
        .min_by_key(|e| gap(*e))
        .unwrap_or((f.front_left, f.front_right))
}

/// Cav vs Cav "Overlap + #": the stands of `side` (its frontage over `stands`) whose width
/// lies beyond the ends of the `enemy` edge nearest its front, measured along that edge and
/// rounded down. Zero when `stands` is zero.
// MELEE: COMBAT RESOLUTION, Cav vs Cav "Overlap + #"
pub fn overlap(side: &Stand, enemy: &Stand, stands: u32) -> u32 {
    if stands == 0 || side.frontage.0 <= 0 {
        return 0;
    }
    let f = side.footprint();
    let (a, b) = touching_edge(enemy, (f.front_left, f.front_right));
    let (p, q) = (along(f.front_left, a, b), along(f.front_right, a, b));
    let (lo, hi) = (p.min(q), p.max(q));
    let len = a.distance(b).0;
    let beyond = (-lo).clamp(0, side.frontage.0) + (hi - len).clamp(0, side.frontage.0);
    let width = side.frontage.0 / i64::from(stands);
    if width <= 0 {
        return 0;
    }
    u32::try_from((beyond.min(side.frontage.0)) / width).unwrap_or(0)
}

/// Whether `p` is within `within` of terrain formed units may not enter: heavy woods
/// (TERRAIN TYPE MOVEMENT EFFECT "Formed units may not enter") or a river ("May not be
/// entered").
fn impassable_near(table: &Table, p: Point, within: Length) -> bool {
    let near = |pts: &[Point], closed: bool| {
        let n = pts.len();
        let segs = if closed { n } else { n.saturating_sub(1) };
        (0..segs).any(|i| point_segment_distance(p, pts[i], pts[(i + 1) % n]) <= within)
    };
    table
        .areas
        .iter()
        .filter(|a| a.kind == AreaKind::HeavyWoods)
        .any(|a| a.has(p) || near(&a.outline, true))
        || table
            .linears
            .iter()
            .filter(|l| l.kind == LinearKind::River)
            .any(|l| near(&l.points, false))
}

/// Cav vs Inf "vs anchored line": `line` is an infantry line and the middle of its left or
/// right flank edge is within `within` of a friendly stand (`friends`, itself excluded by
/// id) or of impassable terrain.
// MELEE: COMBAT RESOLUTION, Cav vs Inf "vs anchored line"
pub fn anchored(table: &Table, line: &Stand, friends: &[&Stand], within: Length) -> bool {
    if line.formation != Formation::Line {
        return false;
    }
    let f = line.footprint();
    [Edge::LeftFlank, Edge::RightFlank].iter().any(|e| {
        let (a, b) = f.edge(*e);
        let m = f.edge_middle(*e);
        impassable_near(table, m, within)
            || friends.iter().filter(|s| s.id != line.id).any(|s| {
                let c = s.footprint().corners();
                (0..4).any(|i| point_segment_distance(m, c[i], c[(i + 1) % 4]) <= within)
                    || crate::board::table::geometry::convex_overlap(&c, &[a, b, m])
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::table::measure::Angle;
    use crate::board::table::stand::Markers;

    fn stand(id: &str, x: i64, y: i64, facing: i32, w: i64, d: i64) -> Stand {
        Stand {
            id: id.into(),
            side: id.into(),
            frontage: Length(w),
            depth: Length(d),
            centre: Point::new(x, y),
            facing: Angle::facing(facing),
            formation: Formation::Line,
            markers: Markers::default(),
            commander: None,
        }
    }

    #[test]
    fn overlap_counts_stands_beyond_the_enemy_edge() {
        // A 3" line of 3 stands against a 1" column front, centred: 1" beyond each end.
        let a = stand("a", 10_000, 10_000, 0, 3_000, 1_000);
        let b = stand("b", 10_000, 12_000, 180, 1_000, 3_000);
        let b = b.placed(Point::new(10_000, 10_500 + 1_500), Angle::facing(180));
        assert_eq!(overlap(&a, &b, 3), 2);
        assert_eq!(overlap(&b, &a, 3), 0);
        // Shifted 1" right: 2" beyond the left end... the enemy edge runs 9.5" to 10.5".
        let a2 = a.placed(Point::new(11_000, 10_000), Angle::facing(0));
        assert_eq!(overlap(&a2, &b, 3), 2);
        // Equal fronts face to face: no overlap.
        let c = stand("c", 10_000, 11_000, 180, 3_000, 1_000);
        assert_eq!(overlap(&a, &c, 3), 0);
    }

    #[test]
    fn a_line_is_anchored_on_a_friend_at_its_flank() {
        let t = Table::open("t", Length(48_000), Length(36_000));
        let line = stand("l", 10_000, 10_000, 0, 3_000, 500);
        let far = stand("f", 20_000, 10_000, 0, 3_000, 500);
        let next = stand("n", 13_500, 10_000, 0, 3_000, 500);
        let w = Length(1_000);
        assert!(!anchored(&t, &line, &[&line, &far], w));
        assert!(anchored(&t, &line, &[&line, &next], w));
        let mut col = line.clone();
        col.formation = Formation::AttackColumn;
        assert!(!anchored(&t, &col, &[&next], w));
    }
}
