//! Charges and the artillery bounce-through strip: swept lanes along a line, and the stands
//! they cross.

use super::geometry::{convex_hull, convex_overlap, nearest_on_segment};
use super::measure::{div_round, isqrt, Length, Point};
use super::range::facing_edge;
use super::stand::{Edge, Stand};

/// A charge from one stand to another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charge {
    /// The target's edge charged (front, flank or rear), faced by the charger's front centre.
    pub edge: Edge,
    /// The point of contact: the point of that edge nearest the charger's front centre.
    pub contact: Point,
    /// The distance charged: charger's front centre to the contact point (rounded down).
    pub distance: Length,
    /// The lane: the hull of the charger's footprint now and moved (facing kept) so its
    /// front centre is on the contact point.
    pub lane: Vec<Point>,
    /// Stands other than the two whose footprint overlaps the lane, in the order given.
    pub in_the_way: Vec<String>,
}

/// The charge of `charger` at `target` among `stands`.
pub fn charge(charger: &Stand, target: &Stand, stands: &[Stand]) -> Charge {
    let from = charger.front_centre();
    let edge = facing_edge(target, from);
    let (a, b) = target.footprint().edge(edge);
    let contact = nearest_on_segment(from, a, b);
    let shift = contact - from;
    let moved = charger.placed(charger.centre + shift, charger.facing);
    let mut pts = charger.footprint().corners().to_vec();
    pts.extend(moved.footprint().corners());
    let lane = convex_hull(&pts);
    Charge {
        edge,
        contact,
        distance: from.distance(contact),
        in_the_way: crossing(&lane, stands, &[&charger.id, &target.id]),
        lane,
    }
}

/// Ids of stands (not in `skip`) whose footprints overlap the convex polygon `lane`.
pub fn crossing(lane: &[Point], stands: &[Stand], skip: &[&str]) -> Vec<String> {
    stands
        .iter()
        .filter(|s| !skip.contains(&s.id.as_str()))
        .filter(|s| convex_overlap(lane, &s.footprint().corners()))
        .map(|s| s.id.clone())
        .collect()
}

/// The strip of `width` along the line from `from` through `to`, running from `from` to
/// `past` beyond `to`: a rectangle whose corners are rounded half away from zero. Empty
/// when the two points are the same.
pub fn strip(from: Point, to: Point, width: Length, past: Length) -> Vec<Point> {
    let (dx, dy) = (i128::from(to.x - from.x), i128::from(to.y - from.y));
    let len = i128::from(isqrt(dx * dx + dy * dy));
    if len == 0 {
        return vec![];
    }
    let ext = |v: i128| div_round(v * i128::from(past.0), len) as i64;
    let end = Point::new(to.x + ext(dx), to.y + ext(dy));
    let half = i128::from(width.0) / 2;
    let (nx, ny) = (
        div_round(-dy * half, len) as i64,
        div_round(dx * half, len) as i64,
    );
    vec![
        Point::new(from.x + nx, from.y + ny),
        Point::new(end.x + nx, end.y + ny),
        Point::new(end.x - nx, end.y - ny),
        Point::new(from.x - nx, from.y - ny),
    ]
}

/// The artillery bounce-through: the stands (not the firer) crossed by a strip of `width`
/// along the line of fire, centre to centre from `firer` to `target`, up to `past` beyond
/// the target's centre plus half its depth; nearest the firer first (ties by id).
pub fn bounce_through(
    firer: &Stand,
    target: &Stand,
    stands: &[Stand],
    width: Length,
    past: Length,
) -> Vec<String> {
    let lane = strip(
        firer.centre,
        target.centre,
        width,
        past + target.depth.scale(1, 2),
    );
    let mut hit: Vec<(Length, String)> = crossing(&lane, stands, &[&firer.id])
        .into_iter()
        .filter_map(|id| {
            let s = stands.iter().find(|s| s.id == id)?;
            Some((firer.centre.distance(s.centre), id))
        })
        .collect();
    hit.sort();
    hit.into_iter().map(|(_, id)| id).collect()
}

#[cfg(test)]
mod tests {
    use super::super::stand::tests::stand;
    use super::*;

    #[test]
    fn charges_front_and_flank() {
        let c = stand("c", 10, 10, 0, 4, 2); // front centre (10, 11)
        let t = stand("t", 10, 20, 180, 4, 2); // front edge y = 19
        let ch = charge(&c, &t, &[]);
        assert_eq!(
            (ch.edge, ch.contact, ch.distance),
            (Edge::Front, Point::inches(10, 19), Length::inches(8))
        );
        let flank = stand("t", 10, 20, 90, 4, 2); // faces +x: its left flank is y = 18
        let ch = charge(&c, &flank, &[]);
        assert_eq!(
            (ch.edge, ch.contact, ch.distance),
            (Edge::RightFlank, Point::inches(10, 18), Length::inches(7))
        );
        let ch = charge(
            &c,
            &t,
            &[stand("x", 12, 15, 0, 2, 2), stand("y", 30, 15, 0, 2, 2)],
        );
        assert_eq!(ch.in_the_way, vec!["x".to_string()]);
    }

    #[test]
    fn bounce_strip_by_hand() {
        let gun = stand("g", 10, 10, 0, 1, 1);
        let t = stand("t", 10, 20, 180, 4, 2);
        let behind = vec![
            gun.clone(),
            t.clone(),
            stand("near", 10, 25, 0, 4, 2), // 4" to 6" past the target's centre
            stand("far", 10, 28, 0, 4, 2),  // from 7" past: beyond 1" + 5"
            stand("side", 13, 24, 0, 4, 1), // x from 11: outside the 1" strip
        ];
        let hit = bounce_through(&gun, &t, &behind, Length::inches(1), Length::inches(5));
        assert_eq!(hit, vec!["t".to_string(), "near".to_string()]);
        assert_eq!(
            strip(Point::new(0, 0), Point::new(0, 10), Length(4), Length(5))[1],
            Point::new(-2, 15)
        );
    }
}
