use super::*;
use crate::board::table::stand::{Formation, Markers};

/// A stand `w`×`d` thou with its centre at (x, y) thou, facing `f`.
fn at(id: &str, (x, y): (i64, i64), f: i32, (w, d): (i64, i64)) -> Stand {
    Stand {
        id: id.into(),
        side: "a".into(),
        frontage: Length(w),
        depth: Length(d),
        centre: Point::new(x, y),
        facing: Angle::facing(f),
        formation: Formation::Line,
        markers: Markers::default(),
        commander: None,
    }
}

/// The target: 4" × 2" at (10, 20) inches facing 90: its left flank is the edge
/// (9, 22)–(11, 22), facing out along 0 (+y).
fn target() -> Stand {
    at("t", (10_000, 20_000), 90, (4000, 2000))
}

/// A 2" × 1" charger facing 210 with its front centre at `front` (thou): its centre is
/// half its depth behind, offset(210, 500) = (-250, -433).
fn charger(front: (i64, i64)) -> Stand {
    at("c", (front.0 + 250, front.1 + 433), 210, (2000, 1000))
}

fn overlap(a: &Stand, b: &Stand) -> bool {
    convex_overlap(&a.footprint().corners(), &b.footprint().corners())
}

#[test]
fn squared_facings_reverse_the_edges_outward_direction() {
    let t = at("t", (0, 0), 301, (2500, 1000));
    assert_eq!(squared_facing(&t, Edge::Front), Angle(121));
    assert_eq!(squared_facing(&t, Edge::RightFlank), Angle(211));
    assert_eq!(squared_facing(&t, Edge::Rear), Angle(301));
    assert_eq!(squared_facing(&t, Edge::LeftFlank), Angle(31));
}

#[test]
fn a_head_on_charge_ends_where_the_translated_one_does() {
    let c = at("c", (10_000, 10_000), 0, (4000, 2000));
    let t = at("t", (10_000, 20_000), 180, (4000, 2000));
    let s = squared_charge(&c, &t, &[]);
    assert_eq!(s.charge.contact, Point::inches(10, 19));
    assert_eq!(s.end().centre, Point::inches(10, 18));
    assert_eq!(s.end().facing, Angle(0));
    assert_eq!(s.poses.len(), 2, "no turn: start and end");
    assert_eq!(s.charge.lane, charge(&c, &t, &[]).lane);
}

/// An oblique arrival at the middle of a flank: the charger facing 210 meets the left
/// flank (y = 22) at (10.5, 22). Kept at 210, its front-left corner (11.366, 21.5) would
/// stand 0.5" inside the target; squared it faces 180, its centre at (10.5, 22.5), its
/// front edge (11.5, 22)–(9.5, 22) on the flank's line.
#[test]
fn an_oblique_flank_charge_squares_to_the_flank() {
    let (c, t) = (charger((10_500, 25_000)), target());
    assert_eq!(c.front_centre(), Point::new(10_500, 25_000));
    let old = charge(&c, &t, &[]);
    assert_eq!(
        (old.edge, old.contact),
        (Edge::LeftFlank, Point::new(10_500, 22_000))
    );
    let kept = c.placed(c.centre + (old.contact - c.front_centre()), c.facing);
    assert_eq!(kept.footprint().front_left, Point::new(11_366, 21_500));
    assert!(overlap(&kept, &t), "the old placement overlaps");

    let s = squared_charge(&c, &t, &[]);
    let end = s.end();
    assert_eq!(
        (end.centre, end.facing),
        (Point::new(10_500, 22_500), Angle(180))
    );
    let f = end.footprint();
    assert_eq!(
        (f.front_left, f.front_right),
        (Point::new(11_500, 22_000), Point::new(9_500, 22_000))
    );
    assert!(!overlap(end, &t));
    assert_eq!(range_edge(end, &t), Length::ZERO);
    assert_eq!(
        s.charge.distance,
        Length(3000),
        "front centre to contact, as before"
    );
    // 30° in two steps of 15°: the middle pose's front centre halfway, facing 195, its
    // centre 500 behind: offset(195, 500) = (-129, -483).
    assert_eq!(s.poses.len(), 3);
    assert_eq!(
        (s.poses[1].centre, s.poses[1].facing),
        (Point::new(10_629, 23_983), Angle(195))
    );
}

/// Arrival at an edge's end: from (12, 25) the nearest point of the left flank is its end
/// (11, 22); squared, the charger's front edge runs (12, 22)–(10, 22), half of it past the
/// target's corner. A unit standing at x 9.08..10.08 beside that end is in the squared
/// base's way, though not in the old lane (whose leftmost point is x 10.134).
#[test]
fn arrival_at_an_edges_end_and_what_stands_in_the_squared_way() {
    let (c, t) = (charger((12_000, 25_000)), target());
    let s = squared_charge(&c, &t, &[]);
    assert_eq!(s.charge.contact, Point::inches(11, 22));
    let end = s.end();
    assert_eq!(
        (end.centre, end.facing),
        (Point::new(11_000, 22_500), Angle(180))
    );
    let f = end.footprint();
    assert_eq!(
        (f.front_left, f.front_right),
        (Point::inches(12, 22), Point::inches(10, 22))
    );
    assert!(!overlap(end, &t) && range_edge(end, &t) == Length::ZERO);

    let beside = at("n", (9_580, 22_800), 0, (1000, 1000));
    assert!(!overlap(&beside, &t));
    let all = [c.clone(), t.clone(), beside];
    assert!(charge(&c, &t, &all).in_the_way.is_empty());
    assert_eq!(squared_charge(&c, &t, &all).charge.in_the_way, vec!["n"]);
}

/// The demo's case: a 1.5" × 1" charger facing 180 against the right flank of a 2.5" × 1"
/// target facing 301. The flank faces out along 31°: squared, the charger faces 211, its
/// base touching the flank and not overlapping it, its front centre within the setting
/// of the contact point.
#[test]
fn the_demos_oblique_flank_charge_squares_to_211() {
    let t = at("t", (30_000, 20_000), 301, (2500, 1000));
    let c = at("c", (31_290, 23_230), 180, (1500, 1000));
    let old = charge(&c, &t, &[]);
    assert_eq!(old.edge, Edge::RightFlank);
    let (a, b) = t.footprint().edge(Edge::RightFlank);
    assert!(
        old.contact != a && old.contact != b,
        "inside the edge, not at an end"
    );
    let kept = c.placed(c.centre + (old.contact - c.front_centre()), c.facing);
    assert!(overlap(&kept, &t), "the old placement overlaps");
    let s = squared_charge(&c, &t, &[]);
    let end = s.end();
    assert_eq!(end.facing, Angle(211));
    assert!(!overlap(end, &t));
    assert_eq!(range_edge(end, &t), Length::ZERO);
    let off = end.front_centre() - old.contact;
    assert!(off.x.abs() <= SETTLE && off.y.abs() <= SETTLE, "{off:?}");
    // 31° in three steps (10°, 21°, 31°).
    let turns: Vec<i32> = s.poses.iter().map(|p| p.facing.0).collect();
    assert_eq!(turns, vec![180, 190, 201, 211]);
}

/// Every facing of the target, every edge: the squared base never overlaps the target and
/// always touches it, whatever the corners' rounding.
#[test]
fn squared_bases_touch_and_never_overlap_at_any_facing() {
    for f in 0..360 {
        let t = at("t", (30_000, 30_000), f, (2500, 1000));
        for (k, edge) in [Edge::Front, Edge::RightFlank, Edge::Rear, Edge::LeftFlank]
            .into_iter()
            .enumerate()
        {
            let (a, b) = t.footprint().edge(edge);
            for along in [0, 1, 3, 5] {
                let p = Point::new(a.x + (b.x - a.x) * along / 5, a.y + (b.y - a.y) * along / 5);
                let c = at("c", (0, 0), 0, (1500, 1000));
                let s = squared_at(&c, &t, (edge, p), &[]);
                assert!(!overlap(&s, &t), "facing {f}, edge {k}, {along}/5");
                assert_eq!(range_edge(&s, &t), Length::ZERO, "facing {f}, edge {k}");
            }
        }
    }
}

/// The corners' rounding: a 2.5" × 1" target at (30, 30) facing 1 has its front edge from
/// (28 759, 30 522) to (31 259, 30 478) (offsets (9, 500) and (1250, -22)). Squared at that
/// edge's right end, a 1.5" × 1" charger faces 181 with its centre at (31 268, 30 978)
/// (offset(181, 500) = (-9, -500)); its front-right corner (30 509, 30 491) is then 0.2
/// thou inside the front's line (y 30 491.2 at that x), so it is set 1 thou back along y,
/// the axis nearest the edge's outward direction: touching, not overlapping.
#[test]
fn a_corner_rounded_into_the_target_is_set_back_by_a_thou() {
    let t = at("t", (30_000, 30_000), 1, (2500, 1000));
    let f = t.footprint();
    assert_eq!(
        (f.front_left, f.front_right),
        (Point::new(28_759, 30_522), Point::new(31_259, 30_478))
    );
    let c = at("c", (0, 0), 0, (1500, 1000));
    let plain = c.placed(Point::new(31_268, 30_978), Angle(181));
    assert_eq!(plain.footprint().front_right, Point::new(30_509, 30_491));
    assert!(overlap(&plain, &t), "rounded 0.2 thou into the target");
    let s = squared_at(&c, &t, (Edge::Front, f.front_right), &[]);
    assert_eq!(
        (s.centre, s.facing),
        (Point::new(31_268, 30_979), Angle(181))
    );
    assert!(!overlap(&s, &t) && range_edge(&s, &t) == Length::ZERO);
}
