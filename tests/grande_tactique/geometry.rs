//! The table geometry Grande Tactique needs: flight and pursuit runs that stop short, and
//! properties of the wedge, the corner lines, enfilade and runs: translating the table or
//! turning it a quarter changes no outcome; contact is symmetric.

use crate::grande_tactique::common::{stand, CAVALRY, FOOT_ARTILLERY, GENERAL, INFANTRY};
use pbem::board::table::flight::{away_from, run, Ran, Stop};
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::range::{bearing_to, in_contact};
use pbem::board::table::sight::Field;
use pbem::board::table::stand::Stand;
use pbem::board::table::terrain::Table;
use pbem::board::table::wedge::{corner_sight, enfilade, in_wedge, units_only};
use proptest::prelude::*;

fn table() -> Table {
    Table::open("field", Length::inches(72), Length::inches(48))
}

#[test]
fn flight_turns_to_face_away_and_moves_its_distance() {
    let t = table();
    let inf = stand("inf", "al", (10_000, 10_000), 0, INFANTRY);
    // Charged from the front: it turns about and flees 7" towards the near edge.
    let threat = Point::new(10_000, 15_000);
    let r = run(
        &inf,
        away_from(&inf, threat),
        Length::inches(7),
        &t,
        std::slice::from_ref(&inf),
    );
    assert_eq!(r.stand.facing, Angle(180));
    assert_eq!(
        (r.stand.centre, r.distance, r.stopped_by),
        (Point::new(10_000, 3_000), Length(7_000), None)
    );
}

#[test]
fn flight_never_passes_through_units_it_stops_short() {
    let t = table();
    let inf = stand("inf", "al", (10_000, 10_000), 0, INFANTRY);
    let friend = stand("friend", "al", (10_500, 14_000), 0, CAVALRY);
    let all = [inf.clone(), friend];
    let r = run(&inf, Angle(0), Length::inches(7), &t, &all);
    // Front edge from 10.5" to the friend's rear edge at 13.5": 3".
    assert_eq!(r.distance, Length(3_000));
    assert_eq!(r.stand.centre, Point::new(10_000, 13_000));
    assert_eq!(r.stopped_by, Some(Stop::Stand("friend".into())));
    assert!(in_contact(&r.stand, &all[1]));
}

#[test]
fn flight_stops_at_the_table_edge() {
    let t = table();
    let cav = stand("cav", "al", (10_000, 44_000), 0, CAVALRY);
    let r = run(
        &cav,
        Angle(0),
        Length::inches(11),
        &t,
        std::slice::from_ref(&cav),
    );
    assert_eq!(
        (r.distance, r.stopped_by),
        (Length(3_500), Some(Stop::TableEdge))
    );
    assert_eq!(r.stand.centre, Point::new(10_000, 47_500));
}

#[test]
fn pursuit_runs_towards_the_fled_unit() {
    let t = table();
    let cav = stand("cav", "fr", (10_000, 10_000), 0, CAVALRY);
    let fled = stand("inf", "al", (10_000, 20_000), 0, INFANTRY);
    let all = [cav.clone(), fled.clone()];
    let towards = bearing_to(cav.centre, fled.centre);
    let r = run(&cav, towards, Length::inches(6), &t, &all);
    assert_eq!(
        (r.stand.centre, r.stopped_by),
        (Point::new(10_000, 16_000), None)
    );
    // 11" would overrun it: the pursuer stops in contact.
    let r = run(&cav, towards, Length::inches(11), &t, &all);
    assert_eq!(r.stopped_by, Some(Stop::Stand("inf".into())));
    assert!(in_contact(&r.stand, &fled));
}

const C: i64 = 50_000;

/// Turns a stand a quarter clockwise about the centre of a 100" square table.
fn quarter(s: &Stand) -> Stand {
    let p = Point::new(C + (s.centre.y - C), C - (s.centre.x - C));
    s.placed(p, s.facing.turned(90))
}

fn shifted(s: &Stand, dx: i64, dy: i64) -> Stand {
    s.placed(Point::new(s.centre.x + dx, s.centre.y + dy), s.facing)
}

/// Every outcome for the first stand against the second, the third in the way.
fn outcomes(st: &[Stand]) -> (bool, Result<(), String>, bool, Length, Option<Stop>, bool) {
    let t = Table::open("square", Length::inches(100), Length::inches(100));
    let sight = units_only();
    let field = Field::new(&t, &sight, st);
    let (a, b) = (&st[0], &st[1]);
    let Ran {
        distance,
        stopped_by,
        ..
    } = run(a, away_from(a, b.centre), Length::inches(9), &t, st);
    (
        in_wedge(&t, a, b, 45),
        corner_sight(&field, a, b).map_err(|e| e.to_string()),
        enfilade(&field, a, b),
        distance,
        stopped_by,
        in_contact(a, b),
    )
}

fn stand_strategy(id: &'static str) -> impl Strategy<Value = Stand> {
    let bases = [
        INFANTRY,
        CAVALRY,
        FOOT_ARTILLERY,
        (1_000, 1_500),
        GENERAL,
        (1_500, 1_500),
    ];
    (
        30_000i64..70_000,
        30_000i64..70_000,
        0i32..360,
        0usize..bases.len(),
    )
        .prop_map(move |(x, y, f, b)| stand(id, "x", (x, y), f, bases[b]))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn translation_and_quarter_turns_change_no_outcome(
        a in stand_strategy("a"), b in stand_strategy("b"), c in stand_strategy("c"),
        dx in -10_000i64..10_000, dy in -10_000i64..10_000,
    ) {
        let st = vec![a, b, c];
        let base = outcomes(&st);
        let moved: Vec<Stand> = st.iter().map(|s| shifted(s, dx, dy)).collect();
        prop_assert_eq!(&base, &outcomes(&moved));
        let mut turned = st.clone();
        for _ in 0..3 {
            turned = turned.iter().map(quarter).collect();
            prop_assert_eq!(&base, &outcomes(&turned));
        }
    }

    #[test]
    fn contact_is_symmetric(a in stand_strategy("a"), b in stand_strategy("b")) {
        prop_assert_eq!(in_contact(&a, &b), in_contact(&b, &a));
    }
}
