//! A charger squared to the edge it charges ("conforming", the usual miniatures reading of a
//! charge's contact): it ends facing the reverse of that edge's outward direction, its
//! front edge on the edge's line and its front centre on the contact point, so the two
//! bases touch along the edge and never overlap. The move there is swept through poses at
//! most 15° apart, its front centre running straight to the contact point while it turns;
//! the lane is the hull of those poses, so whatever stands in the way of the squared base
//! is found. Which game uses it, and from which revision, is the game's business.

use super::fire_lane::{charge, crossing, Charge};
use super::geometry::{convex_hull, convex_overlap};
use super::measure::{div_round, Angle, Length, Point};
use super::range::range_edge;
use super::stand::{Edge, Stand};

/// The farthest (thou) the squared base is set back from, or on to, the edge's line so
/// that it touches the target and overlaps nothing: the rounding of the two bases' corners
/// (docs/table.md) leaves a corner a few thou off the line.
pub const SETTLE: i64 = 8;

/// The largest turn between two poses of the sweep, degrees (as a wheel's).
const TURN_STEP: i32 = 15;

/// A charge whose charger ends squared to the edge it meets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Squared {
    /// The charge as [`charge`] measures it (edge, contact point, distance), with the lane
    /// the hull of every pose below and the stands in it.
    pub charge: Charge,
    /// The charger's poses from where it stands (first) to squared at the contact point
    /// (last), each turned at most 15° from the one before.
    pub poses: Vec<Stand>,
}

impl Squared {
    /// The charger squared at the contact point.
    pub fn end(&self) -> &Stand {
        // `squared_charge` always gives the start and the end.
        &self.poses[self.poses.len() - 1]
    }
}

/// The facing squared to `target`'s `edge`: the reverse of the edge's outward direction
/// (the target's facing for the front, turned 90° for the right flank, 180° for the rear,
/// 270° for the left flank).
pub fn squared_facing(target: &Stand, edge: Edge) -> Angle {
    let out = match edge {
        Edge::Front => 0,
        Edge::RightFlank => 90,
        Edge::Rear => 180,
        Edge::LeftFlank => 270,
    };
    target.facing.turned(out + 180)
}

/// `charger` squared to `target`'s `edge` at `contact`: facing [`squared_facing`], its
/// centre half its depth behind the contact point. Where the corners' rounding leaves it
/// overlapping the target or off it, it is set along the axis (x or y) nearest the edge's
/// outward direction by the fewest thou, back first, up to [`SETTLE`], that make it touch
/// the target without overlapping it, and, if such a setting exists, no stand of `stands`
/// (other than the two) either. It never overlaps the target.
pub fn squared_at(
    charger: &Stand,
    target: &Stand,
    (edge, contact): (Edge, Point),
    stands: &[Stand],
) -> Stand {
    let facing = squared_facing(target, edge);
    let centre = contact.step(facing, Length(-charger.depth.scale(1, 2).0));
    let out = facing.turned(180);
    let axis = if out.sin().abs() >= out.cos().abs() {
        Point::new(out.sin().signum(), 0)
    } else {
        Point::new(0, out.cos().signum())
    };
    let at = |k: i64| charger.placed(centre + Point::new(axis.x * k, axis.y * k), facing);
    let body = target.footprint().corners();
    let touches = |s: &Stand| {
        !convex_overlap(&s.footprint().corners(), &body) && range_edge(s, target) == Length::ZERO
    };
    let clear = |s: &Stand| {
        let f = s.footprint().corners();
        stands
            .iter()
            .filter(|o| o.id != charger.id && o.id != target.id)
            .all(|o| !convex_overlap(&f, &o.footprint().corners()))
    };
    let settings: Vec<Stand> = std::iter::once(0)
        .chain((1..=SETTLE).flat_map(|k| [k, -k]))
        .map(at)
        .filter(touches)
        .collect();
    let first = settings.first().cloned();
    settings
        .into_iter()
        .find(clear)
        .or(first)
        .unwrap_or_else(|| {
            // Not met within the setting (no rounding does that): back until clear of it.
            (SETTLE + 1..)
                .map(at)
                .find(|s| !convex_overlap(&s.footprint().corners(), &body))
                .unwrap_or_else(|| at(0))
        })
}

/// The poses from `start` to `end`: the front centre straight from one to the other, the
/// facing turned by the smaller way in even steps of at most 15°, each pose's centre half
/// its depth behind its front centre (rounded half away from zero); `end` is the last.
pub fn sweep(start: &Stand, end: &Stand) -> Vec<Stand> {
    let turn = start.facing.turn_to(end.facing);
    let n = i64::from(
        turn.unsigned_abs()
            .div_ceil(TURN_STEP.unsigned_abs())
            .max(1),
    );
    let (a, b) = (start.front_centre(), end.front_centre());
    let part = |v: i64, k: i64| div_round(i128::from(v) * i128::from(k), i128::from(n)) as i64;
    let mut poses = vec![start.clone()];
    for k in 1..n {
        let front = a + Point::new(part(b.x - a.x, k), part(b.y - a.y, k));
        let facing = start.facing.turned(part(i64::from(turn), k) as i32);
        let centre = front.step(facing, Length(-start.depth.scale(1, 2).0));
        poses.push(start.placed(centre, facing));
    }
    poses.push(end.clone());
    poses
}

/// The charge of `charger` at `target` among `stands` with the charger squared to the
/// edge it meets ([`squared_at`]): the edge, contact point and distance of [`charge`]; the
/// lane the hull of the sweep's poses ([`sweep`]); the stands (not the two) it overlaps.
pub fn squared_charge(charger: &Stand, target: &Stand, stands: &[Stand]) -> Squared {
    let c = charge(charger, target, stands);
    let end = squared_at(charger, target, (c.edge, c.contact), stands);
    let poses = sweep(charger, &end);
    let corners: Vec<Point> = poses.iter().flat_map(|p| p.footprint().corners()).collect();
    let lane = convex_hull(&corners);
    Squared {
        charge: Charge {
            in_the_way: crossing(&lane, stands, &[&charger.id, &target.id]),
            lane,
            ..c
        },
        poses,
    }
}

#[cfg(test)]
mod tests;
