//! Line of sight (terrain areas, hill crests, stands) and the fire check that joins arc,
//! range and sight. The rules' figures (arc half-angles, ranges, what blocks) are the game's.

use super::geometry::{polygon, segment_hits_polygon};
use super::measure::{Length, Point};
use super::range::{in_arc, range_centre, range_edge};
use super::stand::{Formation, Stand};
use super::terrain::{AreaKind, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// What blocks sight, as the game's data: the area kinds that block a line through them
/// (unless either end is inside that area), whether hill contours block (a contour of level
/// L blocks a line through it when both ends stand below L), whether stands block, which
/// formations never block, and which formations see over friendly stands on lower ground.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sight {
    /// Area kinds that block.
    pub blocking: BTreeSet<AreaKind>,
    /// Hill crests block.
    pub crests: bool,
    /// Stands block.
    pub stands: bool,
    /// Stands in these formations never block (e.g. skirmishers), when stands block.
    #[serde(default)]
    pub see_through: BTreeSet<Formation>,
    /// A looker in one of these formations sees over a stand of its own side whose centre
    /// stands on a lower hill level than the looker's centre (e.g. guns on a hill).
    #[serde(default)]
    pub over_friends: BTreeSet<Formation>,
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
            see_through: BTreeSet::new(),
            over_friends: BTreeSet::new(),
        }
    }
}

/// Who looks along a line: its side, formation and hill level (the sight waivers read them).
#[derive(Debug, Clone, Copy)]
struct Looker<'s> {
    side: &'s str,
    formation: Formation,
    level: u8,
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
    side: String,
    formation: Formation,
    /// The hill level at its centre (set by [`Field::new`]; 0 from [`Obstacle::of`]).
    level: u8,
    poly: geo::Polygon<i64>,
    min: Point,
    max: Point,
    centre: Point,
    /// The square of the greatest distance from the centre to a corner.
    radius2: i128,
}

impl Obstacle {
    /// The obstacle of a stand.
    pub fn of(s: &Stand) -> Obstacle {
        let c = s.footprint().corners();
        let (min, max) = bounds(&c);
        Obstacle {
            id: s.id.clone(),
            side: s.side.clone(),
            formation: s.formation,
            level: 0,
            poly: polygon(&c),
            min,
            max,
            centre: s.centre,
            radius2: c
                .iter()
                .map(|p| {
                    let (x, y) = (i128::from(p.x - s.centre.x), i128::from(p.y - s.centre.y));
                    x * x + y * y
                })
                .max()
                .unwrap_or(0),
        }
    }

    /// Whether the segment touches the footprint (bounding boxes first).
    fn hit(&self, a: Point, b: Point) -> bool {
        box_hit((self.min, self.max), a, b)
            && self.near_line(a, b)
            && segment_hits_polygon(a, b, &self.poly)
    }

    /// False when the line through `a` and `b` passes farther from the centre than the
    /// corners are (then it misses the footprint); an exact integer pre-test before geo's.
    fn near_line(&self, a: Point, b: Point) -> bool {
        let (dx, dy) = (i128::from(b.x - a.x), i128::from(b.y - a.y));
        let (cx, cy) = (
            i128::from(self.centre.x - a.x),
            i128::from(self.centre.y - a.y),
        );
        let cross = dx * cy - dy * cx;
        cross * cross <= self.radius2 * (dx * dx + dy * dy)
    }
}

/// The bounding box (least, greatest corner) of points.
fn bounds(pts: &[Point]) -> (Point, Point) {
    let min = Point::new(
        pts.iter().map(|p| p.x).min().unwrap_or(0),
        pts.iter().map(|p| p.y).min().unwrap_or(0),
    );
    let max = Point::new(
        pts.iter().map(|p| p.x).max().unwrap_or(0),
        pts.iter().map(|p| p.y).max().unwrap_or(0),
    );
    (min, max)
}

/// Whether the bounding boxes of the segment `a`–`b` and of `bx` meet.
fn box_hit(bx: (Point, Point), a: Point, b: Point) -> bool {
    a.x.max(b.x) >= bx.0.x
        && a.x.min(b.x) <= bx.1.x
        && a.y.max(b.y) >= bx.0.y
        && a.y.min(b.y) <= bx.1.y
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
    /// Bounding boxes of the table's areas, in data order.
    area_boxes: Vec<(Point, Point)>,
}

impl<'a> Field<'a> {
    /// The field of `stands` on `table`.
    pub fn new(table: &'a Table, sight: &'a Sight, stands: &[Stand]) -> Field<'a> {
        Field {
            table,
            sight,
            obstacles: stands
                .iter()
                .map(|s| Obstacle {
                    level: table.level_at(s.centre),
                    ..Obstacle::of(s)
                })
                .collect(),
            area_boxes: table.areas.iter().map(|a| bounds(&a.outline)).collect(),
        }
    }

    /// The first thing (areas and contours in data order, then stands in the given order)
    /// that blocks the line `a`–`b`; stands whose id is in `ignore` never block. A line
    /// touching an area's or stand's edge counts as through it.
    pub fn line_blocker(&self, a: Point, b: Point, ignore: &[&str]) -> Option<Blocker> {
        self.blocker(a, b, ignore, None)
    }

    /// Whether `o` stands aside for `looker` by the sight's waivers: its formation is seen
    /// through, or it is a friend on lower ground and the looker sees over friends.
    fn waived(&self, o: &Obstacle, looker: Option<Looker<'_>>) -> bool {
        self.sight.see_through.contains(&o.formation)
            || looker.is_some_and(|l| {
                self.sight.over_friends.contains(&l.formation)
                    && l.side == o.side
                    && o.level < l.level
            })
    }

    /// [`Field::line_blocker`] as seen by `looker` (the sight's waivers applied).
    fn blocker(
        &self,
        a: Point,
        b: Point,
        ignore: &[&str],
        looker: Option<Looker<'_>>,
    ) -> Option<Blocker> {
        let (table, sight) = (self.table, self.sight);
        // Levels of the two ends, found only when a hill is near the line.
        let mut levels = None;
        for (i, area) in table.areas.iter().enumerate() {
            let wanted = if area.kind == AreaKind::Hill {
                sight.crests
            } else {
                sight.blocking.contains(&area.kind)
            };
            if !wanted || !box_hit(self.area_boxes[i], a, b) {
                continue;
            }
            let blocks = if area.kind == AreaKind::Hill {
                let (la, lb) =
                    *levels.get_or_insert_with(|| (table.level_at(a), table.level_at(b)));
                la < area.level && lb < area.level
            } else {
                !area.has(a) && !area.has(b)
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
            // The cheap box test before the ids.
            for o in &self.obstacles {
                if o.hit(a, b) && !ignore.contains(&o.id.as_str()) && !self.waived(o, looker) {
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
        let looker = self.looker(from);
        let mut first = None;
        for p in std::iter::once(to.centre).chain(to.footprint().corners()) {
            match self.blocker(eye, p, &ignore, Some(looker)) {
                None => return Ok(()),
                Some(b) => {
                    first.get_or_insert(b);
                }
            }
        }
        Err(first.unwrap_or(Blocker::Stand(to.id.clone())))
    }

    /// The stands (not `from` nor `to`) on the line from `from`'s front centre to `to`'s
    /// centre that the sight's waivers let `from` see through or over, in the given order:
    /// what a report names when a waiver decided a line of sight.
    pub fn waived_on_line(&self, from: &Stand, to: &Stand) -> Vec<String> {
        let (a, b) = (from.front_centre(), to.centre);
        let looker = Some(self.looker(from));
        self.obstacles
            .iter()
            .filter(|o| o.id != from.id && o.id != to.id)
            .filter(|o| self.sight.stands && o.hit(a, b) && self.waived(o, looker))
            .map(|o| o.id.clone())
            .collect()
    }

    fn looker<'s>(&self, from: &'s Stand) -> Looker<'s> {
        Looker {
            side: &from.side,
            formation: from.formation,
            level: self.table.level_at(from.centre),
        }
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

#[cfg(test)]
#[path = "sight_tests.rs"]
mod tests;
