//! III.B.4 Charge Test Subsegment "If they are successful then move them adjacent to their
//! target": an oblique charge moved adjacent squares to the edge it strikes from pbem
//! 0.12.0 (PROVISIONAL, charts/movement.yaml `charger-squares`); older entries keep the
//! facing-kept placement, which left the bases overlapping. The 1er Léger's 1st Bn (attack column 1.5" ×
//! 1.5") faces 240 with its front centre at (53, 16.1), east of the 78th (line 3" × 0.5"
//! at (47, 16) facing 0, its right flank the edge x = 48.5, y 15.75..16.25): it strikes
//! that flank at (48.5, 16.1), 30° off square.

use super::common::{maida, unit, ByPurpose};
use pbem::board::table::geometry::convex_overlap;
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::range::range_edge;
use pbem::board::table::stand::Stand;
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::charge_test;
use pbem::rules::old_trousers::sequence::charges::Declared;
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::Rules;

fn overlap(a: &Stand, b: &Stand) -> bool {
    convex_overlap(&a.footprint().corners(), &b.footprint().corners())
}

/// The 78th and the 1er Léger's 1st Bn alone (with `more` units kept), the French
/// phasing, the column placed for its oblique charge.
fn oblique(revision: Revision, more: &[&str]) -> (Rules, State) {
    let (mut rules, mut st) = maida();
    rules.revision = revision;
    st.units
        .retain(|u| u.id() == "78th" || u.id() == "1-leger-1" || more.contains(&u.id()));
    st.order = vec!["french".into(), "british".into()];
    // Centre 0.75" behind the front centre: offset(240, 750) = (-650, -375).
    put(&mut st, "1-leger-1", (53_650, 16_475), 240);
    assert_eq!(
        st.units[unit(&st, "1-leger-1")].stand.front_centre(),
        Point::new(53_000, 16_100)
    );
    (rules, st)
}

/// Puts unit `id` with its centre at `at` (thou) facing `f`.
fn put(st: &mut State, id: &str, at: (i64, i64), f: i32) {
    let i = unit(st, id);
    st.units[i].stand = st.units[i]
        .stand
        .placed(Point::new(at.0, at.1), Angle::facing(f));
}

/// The Charge Test of the column's charge, passed with the bonus 6", after a move in the
/// Movement Subsegment that left it its whole 6" (as from 0.6.0): the report's text and
/// whether it charged home.
fn charge_home(rules: &Rules, st: &mut State) -> (String, bool) {
    let d = Declared {
        charger: unit(st, "1-leger-1"),
        target: unit(st, "78th"),
        counter: false,
        left: Some(Length::inches(6)),
    };
    let mut log = Log::default();
    let before = vec![0; st.units.len()];
    let mut dice = ByPurpose::new(&[("charge test", 10), ("charge bonus", 6)], 1);
    let made = charge_test::run(rules, st, &[d], &before, &mut dice, &mut log);
    (super::common::text(&log), made.len() == 1)
}

/// The two units' stands: the column's, the 78th's.
fn stands(st: &State) -> (&Stand, &Stand) {
    (
        &st.units[unit(st, "1-leger-1")].stand,
        &st.units[unit(st, "78th")].stand,
    )
}

#[test]
fn iii_b_4_an_oblique_charge_moved_adjacent_squares_to_the_flank() {
    let (rules, mut st) = oblique(Revision::default(), &[]);
    let (t, home) = charge_home(&rules, &mut st);
    assert!(home, "{t}");
    let (c, l) = stands(&st);
    assert!(!overlap(c, l), "{c:?} on {l:?}\n{t}");
    assert_eq!(range_edge(c, l), Length::ZERO, "adjacent");
    assert_eq!(
        c.facing,
        Angle(270),
        "square to the right flank (out along 90)"
    );
    assert_eq!(c.front_centre(), Point::new(48_500, 16_100));
    assert!(
        t.contains("1er Léger, 1st Bn passes and charges home, 4.500\" (RightFlank edge): "),
        "{t}"
    );
    assert!(
        t.contains("; squares to the edge (PROVISIONAL, charts/movement.yaml charger-squares: a charger moved adjacent to its target (a charge home, a breakthrough) squares to the edge it strikes:"),
        "{t}"
    );
}

#[test]
fn iii_b_4_before_0_12_the_charger_kept_its_facing_and_the_bases_overlapped() {
    let (rules, mut st) = oblique(Revision::V0_11, &[]);
    let (t, home) = charge_home(&rules, &mut st);
    assert!(home, "{t}");
    let (c, l) = stands(&st);
    assert_eq!(
        (c.facing, c.front_centre()),
        (Angle(240), Point::new(48_500, 16_100))
    );
    assert!(overlap(c, l), "the old placement overlaps");
    assert!(!t.contains("charger-squares"), "{t}");
}

/// The 81st (x 48..51, y 14.92..15.42) stands where the squared column goes (y from 15.35)
/// but clear of the old lane (y from 15.45): the charge is stopped in its lane.
#[test]
fn iii_b_4_a_unit_in_the_way_of_the_squared_base_stops_the_charge() {
    let (rules, mut st) = oblique(Revision::default(), &["81st"]);
    put(&mut st, "81st", (49_500, 15_170), 0);
    let (t, home) = charge_home(&rules, &mut st);
    assert!(!home, "{t}");
    assert!(
        t.contains("falls short and remains halted: 81st stands in the charge lane"),
        "{t}"
    );
    assert_eq!(stands(&st).0.centre, Point::new(53_650, 16_475));
    let (old, mut st) = oblique(Revision::V0_11, &["81st"]);
    put(&mut st, "81st", (49_500, 15_170), 0);
    assert!(charge_home(&old, &mut st).1, "the old lane is clear");
}

/// The 78th faces 90 with its front edge x = 20.25, y 0.1..3.1, at the near table edge;
/// the column (lowest corner y 0.05) strikes it at (20.25, 0.7): squared, facing 270, its
/// base would reach y -0.05, off the table.
#[test]
fn iii_b_4_a_squared_base_off_the_table_stops_the_charge() {
    let (rules, mut st) = oblique(Revision::default(), &[]);
    put(&mut st, "78th", (20_000, 1_600), 90);
    put(&mut st, "1-leger-1", (23_150, 1_075), 240);
    let (t, home) = charge_home(&rules, &mut st);
    assert!(!home, "{t}");
    assert!(
        t.contains("falls short and remains halted: squared to the edge it strikes, it would leave the table (PROVISIONAL, charts/movement.yaml charger-squares: "),
        "{t}"
    );
}

/// The reading is data: charts/movement.yaml `charger-squares`, typed at load and refused
/// unless marked provisional with a note (the text does not say it).
#[test]
fn the_squaring_is_a_provisional_reading_of_the_movement_chart() {
    use pbem::data::GameData;
    use pbem::rules::old_trousers::tables::Charts;
    let (rules, _) = maida();
    let sq = &rules.charts.movement.charger_squares;
    assert!(sq.provisional && sq.note.starts_with("a charger moved adjacent"));
    let ours = GameData::embedded("old-trousers")
        .unwrap()
        .source("charts/movement.yaml")
        .unwrap()
        .text;
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("charts")).unwrap();
    let from = "charger-squares:\n  provisional: true";
    assert!(ours.contains(from));
    let theirs = ours.replace(from, "charger-squares:\n  provisional: false");
    std::fs::write(dir.path().join("charts/movement.yaml"), theirs).unwrap();
    let data = GameData::with_overrides("old-trousers", Some(dir.path())).unwrap();
    let e = Charts::parse(&data).unwrap_err().to_string();
    assert!(
        e.contains("movement.yaml") && e.contains("charger-squares"),
        "{e}"
    );
}
