//! Measures between stands: range (edge to edge, centre to centre), contact, command
//! range, arcs from the front corners, and the edge of a target a point faces.

use super::geometry::{convex_distance, convex_overlap};
use super::measure::{Angle, Length, Point};
use super::stand::{Edge, Stand};

/// Range edge to edge: the least distance between the two rectangles (0 in contact).
pub fn range_edge(a: &Stand, b: &Stand) -> Length {
    convex_distance(&a.footprint().corners(), &b.footprint().corners())
}

/// Range centre to centre.
pub fn range_centre(a: &Stand, b: &Stand) -> Length {
    a.centre.distance(b.centre)
}

/// Whether two stands touch (edge or corner) without overlapping: edge range zero.
pub fn in_contact(a: &Stand, b: &Stand) -> bool {
    range_edge(a, b) == Length::ZERO
}

/// Command range: centre of the unit to centre of its commander.
pub fn command_range(unit: &Stand, commander: &Stand) -> Length {
    range_centre(unit, commander)
}

/// The arc ahead of `s`: from its front corners, each side opening `half_angle` degrees
/// outward from the facing, out to `reach` (Grande Tactique's wedge from the front corners;
/// Old Trousers' 45° and 30° arcs). Corners: FL, FR, far right, far left.
pub fn arc(s: &Stand, half_angle: i32, reach: Length) -> [Point; 4] {
    let f = s.footprint();
    [
        f.front_left,
        f.front_right,
        f.front_right.step(s.facing.turned(half_angle), reach),
        f.front_left.step(s.facing.turned(-half_angle), reach),
    ]
}

/// Whether some part (a positive area) of `target` is inside `firer`'s arc of `half_angle`
/// (0 < half_angle < 90) out to `reach`.
pub fn in_arc(firer: &Stand, target: &Stand, half_angle: i32, reach: Length) -> bool {
    convex_overlap(
        &arc(firer, half_angle, reach),
        &target.footprint().corners(),
    )
}

/// Which edge of `target` the point `p` faces. The rectangle's diagonals, extended, cut the
/// table into four sectors; a point on a diagonal counts as front or rear (not flank).
pub fn facing_edge(target: &Stand, p: Point) -> Edge {
    let v = (
        i128::from(p.x - target.centre.x),
        i128::from(p.y - target.centre.y),
    );
    let (s, c) = (
        i128::from(target.facing.sin()),
        i128::from(target.facing.cos()),
    );
    let fwd = v.0 * s + v.1 * c; // along the facing, ×10^6
    let side = v.0 * c - v.1 * s; // to the right, ×10^6
    let (w, d) = (i128::from(target.frontage.0), i128::from(target.depth.0));
    if fwd.abs() * w >= side.abs() * d {
        if fwd >= 0 {
            Edge::Front
        } else {
            Edge::Rear
        }
    } else if side > 0 {
        Edge::RightFlank
    } else {
        Edge::LeftFlank
    }
}

/// The facing from `a` towards `b`, to the whole degree (see [`super::measure::bearing`]).
pub fn bearing_to(a: Point, b: Point) -> Angle {
    super::measure::bearing(b.x - a.x, b.y - a.y)
}

#[cfg(test)]
mod tests {
    use super::super::stand::tests::stand;
    use super::*;

    #[test]
    fn ranges_by_hand() {
        let a = stand("a", 10, 10, 0, 4, 2);
        let b = stand("b", 10, 20, 180, 4, 2);
        assert_eq!(range_edge(&a, &b), Length::inches(8));
        assert_eq!(range_centre(&a, &b), Length::inches(10));
        let c = stand("c", 20, 21, 0, 4, 2); // corner (18, 20) to a's corner (12, 11): 6, 9
        assert_eq!(range_edge(&a, &c), Length(10_816)); // sqrt(117) = 10.8166
        let d = stand("d", 14, 10, 0, 4, 2);
        assert!(in_contact(&a, &d));
        assert_eq!(command_range(&a, &d), Length::inches(4));
    }

    #[test]
    fn arcs_by_hand() {
        let a = stand("a", 10, 10, 0, 4, 2);
        // 45° arc from the front corners (8, 11) and (12, 11).
        assert!(in_arc(
            &a,
            &stand("t", 10, 20, 0, 4, 2),
            45,
            Length::inches(20)
        ));
        // A target from x = 18.5 to 21.5, y = 15 to 17: the right edge of the arc reaches
        // x = 12 + (17 - 11) = 18 at y = 17, so it is out; from x = 15.5 it is in.
        assert!(!in_arc(
            &a,
            &stand("t", 20, 16, 0, 3, 2),
            45,
            Length::inches(20)
        ));
        assert!(in_arc(
            &a,
            &stand("t", 17, 16, 0, 3, 2),
            45,
            Length::inches(20)
        ));
        // The 30° arc is narrower: at y = 17 its edge is at x = 12 + 6·tan 30° = 15.46.
        assert!(!in_arc(
            &a,
            &stand("t", 17, 16, 0, 3, 2),
            30,
            Length::inches(20)
        ));
        assert!(
            !in_arc(&a, &stand("t", 10, 5, 0, 4, 2), 45, Length::inches(20)),
            "behind"
        );
    }

    #[test]
    fn edges_faced() {
        let t = stand("t", 10, 10, 90, 4, 2); // faces +x
        assert_eq!(facing_edge(&t, Point::inches(20, 10)), Edge::Front);
        assert_eq!(facing_edge(&t, Point::inches(0, 10)), Edge::Rear);
        assert_eq!(facing_edge(&t, Point::inches(10, 20)), Edge::LeftFlank);
        assert_eq!(facing_edge(&t, Point::inches(10, 0)), Edge::RightFlank);
        assert_eq!(
            facing_edge(&t, Point::inches(11, 12)),
            Edge::Front,
            "on the diagonal"
        );
    }
}
