//! Measurement between stands: range (edge to edge, centre to centre), arcs, line of sight,
//! the edge of a target a point faces, command range, contact, and the fire check that
//! joins arc, range and sight. The rules' figures (arc half-angles, ranges) are arguments.

use super::geometry::{convex_distance, convex_overlap, polygon, segment_hits_polygon};
use super::measure::{Angle, Length, Point};
use super::stand::{Edge, Stand};
use super::terrain::{AreaKind, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

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

/// What blocks sight, as the game's data: the area kinds that block a line through them
/// (unless either end is inside that area), whether hill contours block (a contour of level
/// L blocks a line through it when both ends stand below L), and whether stands block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sight {
    /// Area kinds that block.
    pub blocking: BTreeSet<AreaKind>,
    /// Hill crests block.
    pub crests: bool,
    /// Stands block.
    pub stands: bool,
}

impl Default for Sight {
    /// Woods of every density and built-up areas block; crests and stands block.
    fn default() -> Sight {
        Sight {
            blocking: [
                AreaKind::LightWoods,
                AreaKind::MediumWoods,
                AreaKind::HeavyWoods,
                AreaKind::BuiltUp,
            ]
            .into_iter()
            .collect(),
            crests: true,
            stands: true,
        }
    }
}

/// What blocked a line of sight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "kebab-case")]
pub enum Blocker {
    /// A blocking terrain area, by id.
    #[error("line of sight blocked by {0}")]
    Area(String),
    /// A hill crest, by contour id.
    #[error("line of sight blocked by the crest of {0}")]
    Crest(String),
    /// A stand, by id.
    #[error("line of sight blocked by {0}")]
    Stand(String),
}

/// A stand as an obstacle to sight: its id, footprint polygon and bounding box, built once.
#[derive(Debug, Clone)]
pub struct Obstacle {
    /// The stand's id.
    pub id: String,
    poly: geo::Polygon<i64>,
    min: Point,
    max: Point,
}

impl Obstacle {
    /// The obstacle of a stand.
    pub fn of(s: &Stand) -> Obstacle {
        let c = s.footprint().corners();
        let min = Point::new(
            c.iter().map(|p| p.x).min().unwrap_or(0),
            c.iter().map(|p| p.y).min().unwrap_or(0),
        );
        let max = Point::new(
            c.iter().map(|p| p.x).max().unwrap_or(0),
            c.iter().map(|p| p.y).max().unwrap_or(0),
        );
        Obstacle {
            id: s.id.clone(),
            poly: polygon(&c),
            min,
            max,
        }
    }

    /// Whether the segment touches the footprint (bounding boxes first).
    fn hit(&self, a: Point, b: Point) -> bool {
        a.x.max(b.x) >= self.min.x
            && a.x.min(b.x) <= self.max.x
            && a.y.max(b.y) >= self.min.y
            && a.y.min(b.y) <= self.max.y
            && segment_hits_polygon(a, b, &self.poly)
    }
}

/// The table, what blocks sight, and the stands as obstacles: what every sight question
/// needs, prepared once per state.
#[derive(Debug, Clone)]
pub struct Field<'a> {
    /// The table.
    pub table: &'a Table,
    /// What blocks sight.
    pub sight: &'a Sight,
    /// Every stand, in the order given.
    pub obstacles: Vec<Obstacle>,
}

impl<'a> Field<'a> {
    /// The field of `stands` on `table`.
    pub fn new(table: &'a Table, sight: &'a Sight, stands: &[Stand]) -> Field<'a> {
        Field {
            table,
            sight,
            obstacles: stands.iter().map(Obstacle::of).collect(),
        }
    }

    /// The first thing (areas and contours in data order, then stands in the given order)
    /// that blocks the line `a`–`b`; stands whose id is in `ignore` never block. A line
    /// touching an area's or stand's edge counts as through it.
    pub fn line_blocker(&self, a: Point, b: Point, ignore: &[&str]) -> Option<Blocker> {
        let (table, sight) = (self.table, self.sight);
        let (la, lb) = (table.level_at(a), table.level_at(b));
        for area in &table.areas {
            let blocks = if area.kind == AreaKind::Hill {
                sight.crests && la < area.level && lb < area.level
            } else {
                sight.blocking.contains(&area.kind) && !area.has(a) && !area.has(b)
            };
            if blocks && segment_hits_polygon(a, b, &area.poly) {
                return Some(if area.kind == AreaKind::Hill {
                    Blocker::Crest(area.id.clone())
                } else {
                    Blocker::Area(area.id.clone())
                });
            }
        }
        if sight.stands {
            for o in self
                .obstacles
                .iter()
                .filter(|o| !ignore.contains(&o.id.as_str()))
            {
                if o.hit(a, b) {
                    return Some(Blocker::Stand(o.id.clone()));
                }
            }
        }
        None
    }

    /// Line of sight from `from` to `to`: clear when at least one of the lines from
    /// `from`'s front centre to `to`'s centre and four corners is clear (the two stands
    /// never block).
    ///
    /// # Errors
    /// The blocker of the line to the centre when every line is blocked.
    pub fn stand_sight(&self, from: &Stand, to: &Stand) -> Result<(), Blocker> {
        let eye = from.front_centre();
        let ignore = [from.id.as_str(), to.id.as_str()];
        let mut first = None;
        for p in std::iter::once(to.centre).chain(to.footprint().corners()) {
            match self.line_blocker(eye, p, &ignore) {
                None => return Ok(()),
                Some(b) => {
                    first.get_or_insert(b);
                }
            }
        }
        Err(first.unwrap_or(Blocker::Stand(to.id.clone())))
    }

    /// The fire check: some of `target` in `firer`'s arc of `half_angle` (the arc taken
    /// across the whole table), within `reach` edge to edge, and seen; returns the edge
    /// range.
    ///
    /// # Errors
    /// The first of [`NoTarget`]'s reasons that holds, in that order.
    pub fn fire_check(
        &self,
        firer: &Stand,
        target: &Stand,
        half_angle: i32,
        reach: Length,
    ) -> Result<Length, NoTarget> {
        let across = self.table.width + self.table.depth + range_centre(firer, target);
        if !in_arc(firer, target, half_angle, across) {
            return Err(NoTarget::OutOfArc);
        }
        let r = range_edge(firer, target);
        if r > reach {
            return Err(NoTarget::OutOfRange(r));
        }
        self.stand_sight(firer, target).map_err(NoTarget::Blocked)?;
        Ok(r)
    }
}

/// Why a stand cannot be a target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoTarget {
    /// No part of the target is in the arc.
    #[error("out of arc")]
    OutOfArc,
    /// Edge range beyond the weapon's reach.
    #[error("out of range ({0})")]
    OutOfRange(Length),
    /// No clear line of sight.
    #[error(transparent)]
    Blocked(Blocker),
}

/// The facing from `a` towards `b`, to the whole degree (see [`super::measure::bearing`]).
pub fn bearing_to(a: Point, b: Point) -> Angle {
    super::measure::bearing(b.x - a.x, b.y - a.y)
}

#[cfg(test)]
mod tests {
    use super::super::stand::tests::stand;
    use super::*;
    use crate::board::table::geometry::polygon as poly;
    use crate::board::table::terrain::Area;

    fn wood(id: &str, pts: &[Point]) -> Area {
        Area {
            id: id.into(),
            kind: AreaKind::MediumWoods,
            level: 0,
            outline: pts.to_vec(),
            poly: poly(pts),
        }
    }

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

    #[test]
    fn sight_blocked_by_wood_crest_and_stands() {
        let mut table = Table::open("t", Length::inches(48), Length::inches(48));
        table.areas.push(wood(
            "w",
            &[
                Point::inches(8, 14),
                Point::inches(12, 14),
                Point::inches(12, 16),
                Point::inches(8, 16),
            ],
        ));
        let a = stand("a", 10, 10, 0, 4, 2);
        let b = stand("b", 10, 20, 180, 4, 2);
        let sight = Sight::default();
        let err = Field::new(&table, &sight, &[])
            .stand_sight(&a, &b)
            .unwrap_err();
        assert_eq!(err, Blocker::Area("w".into()));
        // Corners of b at x=8 and x=12 are behind the wood too (lines from (10, 11)).
        let wide = stand("b", 10, 20, 180, 12, 2);
        assert!(
            Field::new(&table, &sight, &[])
                .stand_sight(&a, &wide)
                .is_ok(),
            "corner seen past the wood"
        );
        let open = Table::open("t", Length::inches(48), Length::inches(48));
        let c = stand("c", 10, 15, 0, 10, 1);
        let stands = vec![a.clone(), b.clone(), c];
        let field = Field::new(&open, &sight, &stands);
        assert_eq!(field.stand_sight(&a, &b), Err(Blocker::Stand("c".into())));
        let r = field.fire_check(&a, &b, 45, Length::inches(20));
        assert_eq!(r, Err(NoTarget::Blocked(Blocker::Stand("c".into()))));
        let r = Field::new(&open, &sight, &stands[..2]).fire_check(&a, &b, 45, Length::inches(4));
        assert_eq!(r, Err(NoTarget::OutOfRange(Length::inches(8))));
    }
}
