//! Issue 26, item 4: breakthroughs and counter-charges pay terrain along their path as
//! charges do (TERRAIN TYPE MOVEMENT EFFECT): a river stops them, a stream costs and
//! disorders; a river is crossed at a ford (PROVISIONAL: the text has no fords).

use super::common::{maida, orders, unit};
use super::takes_ground::{cavalry, linear, only, phase, put};
use pbem::board::table::measure::{Angle, Point};
use pbem::board::table::terrain::LinearKind;
use pbem::rules::old_trousers::movement::walk;
use pbem::rules::old_trousers::orders::{parse_step, Orders};
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::Rules;

/// The 78th beats the 1st Bn by more than 5 and may break through at the 2nd Bn, off its
/// front right. Charge test d10 9, bonus d6 3; melee d10 10 against 1 (difference 9, > 5:
/// the 1st Bn routs); then, if it breaks through, 10 against 1 again and the 2nd Bn's
/// morale check d10 10.
fn breakthrough() -> (Rules, State, Orders, Orders) {
    breakthrough_at(23_500)
}

/// [`breakthrough`] with the 2nd Bn's centre at y = `y`.
fn breakthrough_at(y: i64) -> (Rules, State, Orders, Orders) {
    let (rules, mut st) = only(&["78th", "1-leger-1", "1-leger-2"]);
    put(&mut st, "1-leger-1", 47_000, 19_500, 180);
    put(&mut st, "1-leger-2", 50_000, y, 180);
    let (o, _) = orders("charges:\n  78th: 1-leger-1\n");
    let (r, _) = orders("fire:\n  1-leger-1: none\n  1-leger-2: none\n");
    (rules, st, o, r)
}

const DICE: [u32; 7] = [9, 3, 10, 1, 10, 1, 10];

// The winner takes the 1st Bn's ground (1.5") and breaks through from there, 3.363" in the
// open within its provisional 4".
#[test]
fn breakthrough_in_the_open_reaches_its_target() {
    let (rules, mut st, o, r) = breakthrough();
    let t = phase(&rules, &mut st, &o, &r, &DICE);
    assert!(t.contains("takes ground 1.500\" of 1.500\""), "{t}");
    assert!(
        t.contains("breaks through at 1er Léger, 2nd Bn, 3.363\" (Front edge), costing 3.363\" = 3.363\" open (MOVEMENT TABLE)"),
        "{t}"
    );
    assert_eq!(st.unit("1-leger-2").unwrap().hits, 2, "{t}");
}

// TERRAIN TYPE MOVEMENT EFFECT "Rivers: May not be entered": a river between the winner
// and the enemy stops the breakthrough (0.7.0); before 0.7.0 a breakthrough paid nothing
// (and the winner, not taking ground, had the 2nd Bn beyond its reach).
#[test]
fn terrain_a_river_stops_a_breakthrough() {
    let (mut rules, mut st, o, r) = breakthrough();
    linear(
        &mut rules,
        "the-lamato",
        LinearKind::River,
        &[(48_000, 20_600), (48_000, 23_000)],
    );
    let t = phase(&rules, &mut st, &o, &r, &DICE);
    assert!(
        t.contains("cannot break through at 1er Léger, 2nd Bn, the ground in the way: the-lamato may not be entered or crossed (TERRAIN TYPE MOVEMENT EFFECT)"),
        "{t}"
    );
    assert_eq!(st.unit("1-leger-2").unwrap().hits, 0, "{t}");
    let (mut rules, mut st, o, r) = breakthrough();
    rules.revision = Revision::V0_6;
    linear(
        &mut rules,
        "the-lamato",
        LinearKind::River,
        &[(48_000, 20_600), (48_000, 23_000)],
    );
    let t = phase(&rules, &mut st, &o, &r, &DICE);
    assert!(!t.contains("the ground in the way"), "{t}");
}

// A river crossed at a ford (PROVISIONAL: as a stream, infantry 1", and it disorders).
#[test]
fn terrain_a_breakthrough_crosses_a_river_at_a_ford() {
    // The 2nd Bn 0.9" nearer: the way costs its length and 1" at the ford, within 4".
    let (mut rules, mut st, o, r) = breakthrough_at(22_600);
    linear(
        &mut rules,
        "the-lamato",
        LinearKind::River,
        &[(48_000, 20_600), (48_000, 23_000)],
    );
    let (rules0, mut st0) = (rules.clone(), st.clone());
    let t = phase(&rules0, &mut st0, &o, &r, &DICE);
    assert!(
        t.contains("the-lamato may not be entered or crossed"),
        "{t}"
    );
    linear(
        &mut rules,
        "ford-a",
        LinearKind::Ford,
        &[(47_500, 21_000), (48_500, 21_000)],
    );
    let t = phase(&rules, &mut st, &o, &r, &DICE);
    assert!(t.contains("breaks through at 1er Léger, 2nd Bn"), "{t}");
    assert!(t.contains("is disordered crossing ford-a"), "{t}");
}

// "Streams & Ditches: Cost infantry 1\"": a stream that makes the way cost more than the
// reach stops the breakthrough.
#[test]
fn terrain_a_stream_costs_a_breakthrough_its_crossing() {
    let (mut rules, mut st, o, r) = breakthrough();
    linear(
        &mut rules,
        "brook",
        LinearKind::Stream,
        &[(48_000, 20_600), (48_000, 23_000)],
    );
    let t = phase(&rules, &mut st, &o, &r, &DICE);
    assert!(
        t.contains("cannot break through at 1er Léger, 2nd Bn, the ground in the way: the last 3.363\" costs 4.363\" = 3.363\" open (MOVEMENT TABLE) + 1.000\" crossing brook (TERRAIN TYPE MOVEMENT EFFECT), with a reach of 4.000\"; it halts"),
        "{t}"
    );
    assert_eq!(st.unit("1-leger-2").unwrap().hits, 0, "{t}");
}

/// The French chasseurs charge the 78th, made cavalry, 9" apart; the 78th counter-charges.
fn counter() -> (Rules, State, Orders, Orders) {
    let (rules, mut st) = only(&["9-chasseurs", "78th"]);
    st.order = vec!["french".into(), "british".into()];
    cavalry(&mut st, "78th");
    put(&mut st, "78th", 18_000, 22_000, 0);
    let (o, _) = orders("charges:\n  9-chasseurs: 78th\n");
    let (r, _) = orders("reactions:\n  78th: counter-charge\n");
    (rules, st, o, r)
}

// III.B.2 "All charging & counter charging units are moved", paying terrain: a stream
// crossed costs cavalry 2" and disorders the counter-charger.
#[test]
fn iii_b_2_a_counter_charge_pays_and_is_disordered_by_a_stream() {
    let (mut rules, mut st, o, r) = counter();
    linear(
        &mut rules,
        "brook",
        LinearKind::Stream,
        &[(10_000, 24_000), (26_000, 24_000)],
    );
    let t = phase(&rules, &mut st, &o, &r, &[8, 9, 3, 3, 6, 1, 1]);
    assert!(
        t.contains("counter-charges 4.500\" of 4.500\" to meet it, costing 6.500\" = 4.500\" open (MOVEMENT TABLE) + 2.000\" crossing brook (TERRAIN TYPE MOVEMENT EFFECT)"),
        "{t}"
    );
    assert!(t.contains("disordered crossing brook"), "{t}");
}

// "Rivers: May not be entered": the counter-charger stops short of the river.
#[test]
fn iii_b_2_a_river_stops_a_counter_charge() {
    let (mut rules, mut st, o, r) = counter();
    linear(
        &mut rules,
        "the-lamato",
        LinearKind::River,
        &[(10_000, 24_000), (26_000, 24_000)],
    );
    let t = phase(&rules, &mut st, &o, &r, &[8, 9, 3, 3, 6, 1, 1]);
    assert!(t.contains("counter-charges 1.999\" of 4.500\""), "{t}");
    assert!(st.unit("78th").unwrap().stand.centre.y < 24_000, "{t}");
}

/// Walks `id` through `words` on the table as it stands.
fn try_walk(rules: &Rules, st: &State, id: &str, words: &[&str]) -> Result<String, String> {
    let steps: Vec<_> = words
        .iter()
        .map(|w| (w.to_string(), parse_step(w).expect("parses")))
        .collect();
    let i = unit(st, id);
    walk(rules, &st.units[i], &st.stands(), &steps, true)
        .map(|w| w.lines.join("; "))
        .map_err(|r| r.to_string())
}

// "Rivers: May not be entered"; at a ford (PROVISIONAL: crossed as a stream, in any
// formation, unlike a bridge): a line advancing 3" pays 3" + 1" and is disordered.
#[test]
fn terrain_a_river_is_crossed_only_at_a_ford_in_any_formation() {
    let (mut rules, mut st) = maida();
    let i = unit(&st, "light-bn");
    st.units[i].stand.centre = Point::inches(56, 20);
    st.units[i].stand.facing = Angle(0);
    linear(
        &mut rules,
        "the-lamato",
        LinearKind::River,
        &[(52_000, 21_000), (60_000, 21_000)],
    );
    let e = try_walk(&rules, &st, "light-bn", &["advance 3"]).unwrap_err();
    assert!(
        e.contains("the-lamato may not be entered or crossed"),
        "{e}"
    );
    linear(
        &mut rules,
        "ford-a",
        LinearKind::Ford,
        &[(56_000, 20_500), (56_000, 21_500)],
    );
    let w = try_walk(&rules, &st, "light-bn", &["advance 3"]).unwrap();
    assert!(
        w.contains("costing 4.000\" = 3.000\" open (MOVEMENT TABLE) + 1.000\" crossing ford-a (PROVISIONAL: the text has no fords"),
        "{w}"
    );
    assert!(w.contains("disordered"), "{w}");
}
