//! III.B.1 "Any routed unit that does not rally must make a rout move": a routed unit that
//! cannot make it (boxed in) turns in place to face away from pbem 0.12.0 only if its
//! turned base overlaps no other unit and stays on the table, else it stays as it stands,
//! facing unchanged (PROVISIONAL, charts/rout.yaml `boxed-in`); older entries keep the
//! turn, which could leave it on a friend beside it.
//!
//! The 2/78th (line 3" × 0.5") faces 90 at (47, 1.5) against the near edge: x 46.75..47.25,
//! y 0..3. The 1/81st, the same beside it at (48, 1.5): x 47.75..48.25. The 1er Léger's 1st
//! Bn at (47, 20) is the nearest enemy: away is 180, toward the edge. Turned, the 78th would
//! span x 45.5..48.5, y 1.25..1.75, across the 81st; every run toward the edge (at most
//! 1.25") would end on the 81st: boxed in.

use super::common::{maida, text, unit, ByPurpose};
use pbem::board::table::geometry::convex_overlap;
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::stand::Stand;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::rout::rout_move;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::Rules;

const NOTE: &str = "(PROVISIONAL, charts/rout.yaml boxed-in: a routed unit that cannot make its rout move (boxed in) turns in place to face away from the nearest enemy only if its turned base overlaps no other unit and stays on the table;";

fn overlap(a: &Stand, b: &Stand) -> bool {
    convex_overlap(&a.footprint().corners(), &b.footprint().corners())
}

fn put(st: &mut State, id: &str, (x, y): (i64, i64), facing: i32) {
    let i = unit(st, id);
    let s = &st.units[i].stand;
    st.units[i].stand = s.placed(Point::new(x, y), Angle(facing));
}

/// The 78th routed against the edge, the 81st beside it (when `friend`), the 1er Léger's
/// 1st Bn the enemy, by `revision`.
fn boxed(revision: Revision, friend: bool) -> (Rules, State) {
    let (mut rules, mut st) = maida();
    rules.revision = revision;
    let keep = ["78th", "1-leger-1", if friend { "81st" } else { "78th" }];
    st.units.retain(|u| keep.contains(&u.id()));
    put(&mut st, "78th", (47_000, 1_500), 90);
    put(&mut st, "1-leger-1", (47_000, 20_000), 180);
    if friend {
        put(&mut st, "81st", (48_000, 1_500), 90);
    }
    let i = unit(&st, "78th");
    st.units[i].stand.markers.routed = true;
    st.units[i].stand.markers.shaken = true;
    (rules, st)
}

/// 0.12.0: turned away the 78th would overlap the 81st, so it stays as it stands, facing
/// unchanged, and its line says so with the chart's note.
#[test]
fn iii_b_1_a_unit_boxed_in_beside_a_friend_stays_as_it_stands() {
    let (rules, mut st) = boxed(Revision::default(), true);
    let i = unit(&st, "78th");
    let before = st.units[i].stand.clone();
    let r = rout_move(&rules, &mut st, i, Length::inches(12));
    assert_eq!(r.distance, Length::ZERO);
    assert_eq!(st.units[i].stand, before);
    assert!(!overlap(
        &st.units[i].stand,
        &st.unit("81st").unwrap().stand
    ));
    let said = "boxed in, it stays as it stands, facing unchanged: turned away it would overlap 1/81st Foot ";
    assert!(r.words.starts_with(&format!("{said}{NOTE}")), "{}", r.words);
    assert!(r.words.contains("still routed"), "{}", r.words);
}

/// The same in the Rally Subsegment: the 78th fails its rally (1) and its line names why
/// it stays; it stays routed.
#[test]
fn iii_b_1_the_rally_line_of_a_unit_that_cannot_turn_names_the_reading() {
    let (rules, mut st) = boxed(Revision::default(), true);
    let none = Orders::default();
    let mut d = ByPurpose::new(&[], 1);
    let log = player_phase(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &none,
        },
        &mut d,
    );
    let t = text(&log);
    assert!(
        t.contains("2/78th Highlanders does not rally and routs 0.000\" of 12.000\", boxed in, it stays as it stands, facing unchanged: turned away it would overlap 1/81st Foot (PROVISIONAL, charts/rout.yaml boxed-in: "),
        "{t}"
    );
    let s = &st.unit("78th").unwrap().stand;
    assert_eq!((s.centre, s.facing), (Point::new(47_000, 1_500), Angle(90)));
    assert!(s.markers.routed, "{t}");
}

/// Before 0.12.0 the boxed-in unit turned regardless and ended on the 81st: those entries
/// replay so, with the old line.
#[test]
fn iii_b_1_older_entries_keep_the_turn_onto_the_friend() {
    let (rules, mut st) = boxed(Revision::V0_11, true);
    let i = unit(&st, "78th");
    let r = rout_move(&rules, &mut st, i, Length::inches(12));
    assert_eq!(r.distance, Length::ZERO);
    let s = &st.units[i].stand;
    assert_eq!(
        (s.centre, s.facing),
        (Point::new(47_000, 1_500), Angle(180))
    );
    assert!(overlap(s, &st.unit("81st").unwrap().stand));
    assert!(
        r.words.starts_with(
            "boxed in (PROVISIONAL: the text says nothing of a routed unit that cannot move;"
        ),
        "{}",
        r.words
    );
}

/// 0.12.0: with nothing beside it the 78th is not boxed in: it runs to the edge, turned.
/// Boxed in at the edge with its turned base on the table, it turns (the line says so);
/// turned where a corner would leave the table, it stays.
#[test]
fn iii_b_1_a_unit_boxed_in_turns_where_its_turned_base_fits() {
    let (rules, mut st) = boxed(Revision::default(), false);
    let i = unit(&st, "78th");
    let r = rout_move(&rules, &mut st, i, Length::inches(12));
    assert_eq!(r.distance, Length(1_250));
    assert_eq!(st.units[i].stand.facing, Angle(180));
    // Facing 0 against the edge, the enemy straight ahead: the turned base is the same
    // rectangle, on the table.
    put(&mut st, "78th", (47_000, 250), 0);
    let r = rout_move(&rules, &mut st, i, Length::inches(12));
    assert_eq!(r.distance, Length::ZERO);
    assert_eq!(st.units[i].stand.facing, Angle(180));
    assert!(
        r.words
            .starts_with(&format!("boxed in, it turns in place to face away {NOTE}")),
        "{}",
        r.words
    );
    // The enemy off to the right (about 233): turned, the base's corners leave the edge.
    put(&mut st, "78th", (47_000, 250), 0);
    put(&mut st, "1-leger-1", (60_000, 10_000), 180);
    let before = st.units[i].stand.clone();
    let r = rout_move(&rules, &mut st, i, Length::inches(12));
    assert_eq!(r.distance, Length::ZERO);
    assert_eq!(st.units[i].stand, before);
    assert!(r.words.starts_with(&format!("boxed in, it stays as it stands, facing unchanged: turned away it would leave the table {NOTE}")), "{}", r.words);
}

/// The reading is data: charts/rout.yaml `boxed-in`, typed at load and refused unless
/// marked provisional with a note (the text does not say it).
#[test]
fn the_boxed_in_reading_is_a_provisional_entry_of_the_rout_chart() {
    use pbem::data::GameData;
    use pbem::rules::old_trousers::tables::Charts;
    let (rules, _) = maida();
    let b = &rules.charts.rout.boxed_in;
    assert!(
        b.provisional
            && b.note
                .starts_with("a routed unit that cannot make its rout move")
    );
    let ours = GameData::embedded("old-trousers")
        .unwrap()
        .source("charts/rout.yaml")
        .unwrap()
        .text;
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("charts")).unwrap();
    let from = "boxed-in:\n  provisional: true";
    assert!(ours.contains(from));
    let theirs = ours.replace(from, "boxed-in:\n  provisional: false");
    std::fs::write(dir.path().join("charts/rout.yaml"), theirs).unwrap();
    let data = GameData::with_overrides("old-trousers", Some(dir.path())).unwrap();
    let e = Charts::parse(&data).unwrap_err().to_string();
    assert!(e.contains("rout.yaml") && e.contains("boxed-in"), "{e}");
}
