//! Flight runs its distance: straight when clear, sliding past a stand in its way, leaving
//! the stand it started against, stopping at the table edge, boxed in only when it cannot
//! move at all.

use super::super::stand::tests::stand;
use super::*;

fn table() -> Table {
    Table::open("t", Length::inches(48), Length::inches(48))
}

#[test]
fn a_clear_flight_runs_straight_its_whole_distance() {
    let s = stand("f", 20, 20, 0, 2, 1);
    let f = flee(
        &s,
        Angle(180),
        Length::inches(7),
        &table(),
        std::slice::from_ref(&s),
    );
    assert_eq!(
        (f.stand.centre, f.distance, f.stopped_by),
        (Point::inches(20, 13), Length::inches(7), None)
    );
}

#[test]
fn a_stand_in_the_way_is_slid_past_and_the_distance_run() {
    let s = stand("f", 20, 20, 180, 2, 1);
    // A stand 4" wide, 3" ahead of the runner, a little to its right: the left way round
    // (towards +x, facing 180) is shorter.
    let block = stand("b", 19, 16, 0, 4, 1);
    let f = flee(
        &s,
        Angle(180),
        Length::inches(7),
        &table(),
        &[s.clone(), block.clone()],
    );
    assert_eq!(f.distance, Length::inches(7));
    assert_eq!(f.stopped_by, None);
    assert_eq!(f.slid_past.len(), 1);
    assert_eq!(f.slid_past[0].0, "b");
    // It runs 3" to the block (front edge 19.5" to 16.5"), slides 2" (its edge from 21" to
    // 23": touching the block's edge at 21" is allowed) and runs the 2" left.
    assert_eq!(f.slid_past[0].1, Length::inches(2));
    assert_eq!(
        f.path,
        vec![
            Point::inches(20, 20),
            Point::inches(20, 17),
            Point::inches(22, 17),
            Point::inches(22, 15)
        ]
    );
    assert_eq!(f.stand.centre, Point::inches(22, 15));
    assert!(!convex_overlap(
        &f.stand.footprint().corners(),
        &block.footprint().corners()
    ));
}

#[test]
fn a_runner_turned_onto_its_charger_leaves_it() {
    let s = stand("f", 20, 20, 180, 2, 1);
    // The charger in contact with its front, a little off centre: turned away, the runner's
    // base overlaps it; it runs clear all the same.
    let charger = stand("c", 21, 18, 0, 2, 1);
    let away = Angle(20);
    let f = flee(
        &s,
        away,
        Length::inches(7),
        &table(),
        &[s.clone(), charger.clone()],
    );
    assert_eq!(f.distance, Length::inches(7));
    assert!(!convex_overlap(
        &f.stand.footprint().corners(),
        &charger.footprint().corners()
    ));
}

#[test]
fn the_table_edge_stops_a_flight_short() {
    let s = stand("f", 20, 3, 0, 2, 1);
    let f = flee(
        &s,
        Angle(180),
        Length::inches(7),
        &table(),
        std::slice::from_ref(&s),
    );
    assert_eq!(f.stopped_by, Some(Stop::TableEdge));
    assert_eq!(f.distance, Length(2_500));
    assert!(!f.boxed_in());
}

#[test]
fn only_a_stand_boxed_in_flees_zero() {
    let s = stand("f", 20, 20, 0, 2, 1);
    let walls = vec![
        s.clone(),
        stand("n", 20, 21, 0, 6, 1),
        stand("s", 20, 19, 0, 6, 1),
        stand("e", 22, 20, 0, 2, 1),
        stand("w", 18, 20, 0, 2, 1),
    ];
    let f = flee(&s, Angle(180), Length::inches(7), &table(), &walls);
    assert!(f.boxed_in(), "{f:?}");
    assert_eq!(f.stand.centre, s.centre);
}
