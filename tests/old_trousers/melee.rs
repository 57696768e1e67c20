//! III.B.6 melee modifiers read from the state (MELEE: COMBAT RESOLUTION), morale after
//! melee, III.B.7 breakthrough and III.B.2 counter-charges, with injected dice.

use super::common::{maida, orders, text, unit};
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::stand::Formation;
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::melee::melee_total;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::melee::side;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::{State, Trait, Troop};
use pbem::rules::old_trousers::tables::flags::MeleeFlag;
use pbem::rules::old_trousers::Rules;

/// Only the units `keep`.
fn only(keep: &[&str]) -> (Rules, State) {
    let (rules, mut st) = maida();
    st.units.retain(|u| keep.contains(&u.id()));
    (rules, st)
}

/// Puts unit `id` at (x, y) inches (thou), facing `facing`.
fn put(st: &mut State, id: &str, x: i64, y: i64, facing: i32) {
    let i = unit(st, id);
    let s = &st.units[i].stand;
    st.units[i].stand = s.placed(Point::new(x, y), Angle::facing(facing));
}

/// Makes unit `id` other cavalry in line (footprint 3" x 1").
fn cavalry(st: &mut State, id: &str) {
    let i = unit(st, id);
    let u = &mut st.units[i];
    u.troop = Troop::OtherCavalry;
    u.stand.formation = Formation::Line;
    u.stand.frontage = Length::inches(3);
    u.stand.depth = Length::inches(1);
}

/// One side's total against the other with die `d` (attacker charging).
fn total(rules: &Rules, st: &State, a: &str, b: &str, d: u32) -> (String, i32) {
    let (i, j) = (unit(st, a), unit(st, b));
    let (sa, sb) = (side(rules, st, i, j, true), side(rules, st, j, i, false));
    let t = melee_total(
        &rules.charts,
        &sa,
        &sb,
        false,
        false,
        &mut ScriptedDice::new([d]),
    );
    (t.to_string(), t.total())
}

#[test]
fn lancers_add_three_against_infantry_and_cuirassiers_two() {
    let (rules, mut st) = only(&["9-chasseurs", "78th"]);
    put(&mut st, "9-chasseurs", 47_000, 17_250, 180);
    let i = unit(&st, "9-chasseurs");
    // Good 13 + d10 4 + Cav vs Inf Charging +5 = 22.
    assert_eq!(total(&rules, &st, "9-chasseurs", "78th", 4).1, 22);
    st.units[i].traits.insert(Trait::Lancers);
    let (t, v) = total(&rules, &st, "9-chasseurs", "78th", 4);
    assert_eq!(v, 25, "{t}");
    assert!(t.contains("Cav vs Inf Lancers +3"), "{t}");
    st.units[i].traits.insert(Trait::Cuirassier);
    let (t, v) = total(&rules, &st, "9-chasseurs", "78th", 4);
    assert_eq!(v, 27, "{t}");
    assert!(t.contains("Cuirassier +2"), "{t}");
}

#[test]
fn a_line_anchored_on_a_friend_takes_two_off_the_cavalry() {
    let (rules, mut st) = only(&["9-chasseurs", "78th", "81st"]);
    put(&mut st, "9-chasseurs", 47_000, 17_250, 180);
    // The 81st 5" off: 2" between the flanks, not anchored.
    assert_eq!(total(&rules, &st, "9-chasseurs", "78th", 4).1, 22);
    // The 81st 3.5" off: 0.5" between the flanks, within the provisional 1".
    put(&mut st, "81st", 43_500, 16_000, 0);
    let (t, v) = total(&rules, &st, "9-chasseurs", "78th", 4);
    assert_eq!(v, 20, "{t}");
    assert!(t.contains("Cav vs Inf vs anchored line -2"), "{t}");
}

#[test]
fn overlap_is_measured_on_the_table_and_heavier_cavalry_adds_two() {
    let (rules, mut st) = only(&["9-chasseurs", "78th"]);
    cavalry(&mut st, "78th");
    // The 78th as other cavalry in company column (1" front) meets the chasseurs' 3" line
    // front to front, centred: 1" of the line lies beyond each end of the column's front,
    // one stand (3" over 3 stands) each side: Overlap +2.
    let i = unit(&st, "78th");
    st.units[i].stand.formation = Formation::CompanyColumn;
    st.units[i].stand.frontage = Length::inches(1);
    st.units[i].stand.depth = Length::inches(3);
    put(&mut st, "78th", 18_000, 30_000, 0);
    let (c, b) = (unit(&st, "9-chasseurs"), i);
    assert_eq!(side(&rules, &st, c, b, false).overlap, 2);
    assert_eq!(side(&rules, &st, b, c, true).overlap, 0);
    // Chasseurs: Good 13 + d10 4 + Overlap x2 +2 = 19; the 78th: Good 13 + d10 4 +
    // Charging +5 + Heavier +2 = 24.
    let (t, v) = total(&rules, &st, "78th", "9-chasseurs", 4);
    assert_eq!(v, 24, "{t}");
    assert!(t.contains("Cav vs Cav Heavier +2"), "{t}");
    let sc = side(&rules, &st, c, b, false);
    let sb = side(&rules, &st, b, c, true);
    let t = melee_total(
        &rules.charts,
        &sc,
        &sb,
        false,
        false,
        &mut ScriptedDice::new([4]),
    );
    assert_eq!(t.total(), 19, "{t}");
    assert!(t.to_string().contains("Cav vs Cav Overlap x2 +2"), "{t}");
}

#[test]
fn sappers_against_cover_uphill_and_a_disordered_square_come_from_the_state() {
    let (rules, mut st) = only(&["78th", "1-leger-1", "9-chasseurs"]);
    // The 1er Léger in the light woods at (60-70, 16-26): cover light +2 to it; sappers
    // charging it +2.
    put(&mut st, "1-leger-1", 61_000, 21_000, 270);
    put(&mut st, "78th", 58_000, 21_000, 90);
    let (a, b) = (unit(&st, "78th"), unit(&st, "1-leger-1"));
    assert!(side(&rules, &st, b, a, false)
        .flags
        .contains(&MeleeFlag::CoverLight));
    assert!(!side(&rules, &st, a, b, true)
        .flags
        .contains(&MeleeFlag::SappersVsCover));
    st.units[a].traits.insert(Trait::Sappers);
    assert!(side(&rules, &st, a, b, true)
        .flags
        .contains(&MeleeFlag::SappersVsCover));
    // On the hill (level 1 at y 42-48) against a unit below: Uphill.
    put(&mut st, "78th", 40_000, 42_500, 180);
    put(&mut st, "1-leger-1", 40_000, 40_000, 0);
    assert!(side(&rules, &st, a, b, false)
        .flags
        .contains(&MeleeFlag::Uphill));
    // Cavalry against a square: vs square -9; disordered: vs disorder square -5.
    st.units[b].stand.formation = Formation::Square;
    put(&mut st, "1-leger-1", 40_000, 40_000, 180);
    put(&mut st, "9-chasseurs", 40_000, 38_750, 0);
    let (t, v) = total(&rules, &st, "9-chasseurs", "1-leger-1", 4);
    assert_eq!(v, 13 + 4 + 5 - 9, "{t}");
    st.units[b].stand.markers.disordered = true;
    let (t, v) = total(&rules, &st, "9-chasseurs", "1-leger-1", 4);
    assert_eq!(v, 13 + 4 + 5 - 5, "{t}");
}

fn phase(rules: &Rules, st: &mut State, mine: &Orders, theirs: &Orders, dice: &[u32]) -> String {
    let mut d = ScriptedDice::new(dice.iter().copied());
    let log = player_phase(
        rules,
        st,
        PhaseOrders {
            phasing: mine,
            other: theirs,
        },
        &mut d,
    );
    text(&log)
}

#[test]
fn a_melee_won_by_more_than_five_is_followed_by_a_breakthrough_melee() {
    // As 0.6.0 played it: the winner breaks through from where it won. From 0.7.0 it first
    // takes the loser's ground (takes_ground.rs, terrain_moves.rs), and the 2nd Bn, level
    // with that ground, would no longer be ahead of it.
    let (mut rules, mut st) = only(&["78th", "1-leger-1", "1-leger-2"]);
    rules.revision = pbem::rules::old_trousers::revision::Revision::V0_6;
    put(&mut st, "1-leger-1", 47_000, 19_500, 180);
    put(&mut st, "1-leger-2", 50_500, 19_500, 180);
    let (o, _) = orders("charges:\n  78th: 1-leger-1\n");
    let (r, _) = orders("fire:\n  1-leger-1: none\n  1-leger-2: none\n");
    // Charge test d10 9 (Good needs 5), bonus d6 3. Melee: 13 + 10 + Charging 2 = 25
    // against 15 + 1 = 16: difference 9 (> 5), the 1er Léger 1st Bn takes 3 casualties
    // and routs; the 78th is disordered and may break through. Breakthrough at the 2nd Bn,
    // 2.75" away in its front arc: 13 + 10 + Disorder -2 = 21 (no Charging) against
    // 15 + 1 = 16: difference 5 (3 - 5). The 2nd Bn's morale check after melee: d10 10.
    let t = phase(&rules, &mut st, &o, &r, &[9, 3, 10, 1, 10, 1, 10]);
    assert!(t.contains("difference 9 (> 5)"), "{t}");
    assert!(
        t.contains("2/78th Highlanders breaks through at 1er Léger, 2nd Bn, 2.750\""),
        "{t}"
    );
    assert!(
        t.contains("PROVISIONAL: charts/melee.yaml breakthrough-move"),
        "{t}"
    );
    assert!(
        t.contains("Value 13 + d10 10 + Inf vs Inf Disorder -2 = 21"),
        "{t}"
    );
    assert!(t.contains("difference 5 (3 - 5)"), "{t}");
    let (f1, f2) = (st.unit("1-leger-1").unwrap(), st.unit("1-leger-2").unwrap());
    assert!(f1.stand.markers.routed && f1.hits == 3, "{t}");
    assert!(f2.stand.markers.shaken && f2.hits == 2, "{t}");
    assert!(
        t.contains("1er Léger, 2nd Bn checks morale after melee and holds"),
        "{t}"
    );
}

#[test]
fn a_breakthrough_halts_on_its_standing_order() {
    let (rules, mut st) = only(&["78th", "1-leger-1", "1-leger-2"]);
    put(&mut st, "1-leger-1", 47_000, 19_500, 180);
    put(&mut st, "1-leger-2", 50_500, 19_500, 180);
    let (o, _) = orders("charges:\n  78th: 1-leger-1\nbreakthroughs:\n  78th: halt\n");
    let (r, _) = orders("fire:\n  1-leger-1: none\n  1-leger-2: none\n");
    let t = phase(&rules, &mut st, &o, &r, &[9, 3, 10, 1]);
    assert!(
        t.contains("halts: its standing order (breakthroughs: halt)"),
        "{t}"
    );
    assert_eq!(st.unit("1-leger-2").unwrap().hits, 0);
}

#[test]
fn a_counter_charge_meets_the_charge_and_both_charge_into_the_melee() {
    let (rules, mut st) = only(&["9-chasseurs", "78th"]);
    st.order = vec!["french".into(), "british".into()];
    cavalry(&mut st, "78th");
    put(&mut st, "78th", 18_000, 22_000, 0);
    let (o, _) = orders("charges:\n  9-chasseurs: 78th\n");
    let (r, _) = orders("reactions:\n  78th: counter-charge\n");
    // Reaction test d10 8 (Good needs 5; the starred Reaction to Cav does not apply). The
    // 78th moves 4.5", half the 9" between them. Charge test d10 9, bonus 2d6 3 and 3.
    // Melee: chasseurs 13 + 6 + Charging 5 = 24; the 78th 13 + 1 + Charging 5 + Heavier 2
    // = 21: difference 3 (3 - 5): the 78th takes 2 casualties, is shaken, falls back 12".
    // Its morale check after melee: Good 2; d10 1, casualties 2 of 9 (22%: 20% -2), shaken
    // -1 = -2: fails by 4 and routs.
    let t = phase(&rules, &mut st, &o, &r, &[8, 9, 3, 3, 6, 1, 1]);
    assert!(
        t.contains("reacts (CounterCharge): counter-charges 4.500\""),
        "{t}"
    );
    assert!(
        t.contains("Value 13 + d10 6 + Cav vs Cav Charging +5 = 24"),
        "{t}"
    );
    assert!(
        t.contains("Value 13 + d10 1 + Cav vs Cav Charging +5 + Cav vs Cav Heavier +2 = 21"),
        "{t}"
    );
    assert!(
        t.contains("2/78th Highlanders checks morale after melee and routs: MORALE TABLE, good: 2: d10 1 + Casualties 20% -2 + Shaken -1 = -2"),
        "{t}"
    );
    let b = st.unit("78th").unwrap();
    assert_eq!(b.hits, 2, "{t}");
    assert!(b.stand.markers.shaken && b.stand.markers.routed, "{t}");
}

#[test]
fn only_formed_cavalry_may_counter_charge() {
    let (rules, st) = maida();
    let (o, src) = orders("reactions:\n  78th: counter-charge\n");
    let e = pbem::rules::old_trousers::check::check(&rules, &st, "french", &o, &src);
    assert!(e.is_err(), "the 78th is no unit of the French");
    let mut st2 = st.clone();
    st2.order = vec!["french".into(), "british".into()];
    let e = pbem::rules::old_trousers::check::check(&rules, &st2, "british", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("reactions.78th") && e.contains("only formed cavalry"),
        "{e}"
    );
}

#[test]
fn a_breakthrough_with_no_enemy_in_its_arc_within_reach_halts() {
    // The 2nd Bn 5" off to the right (its near flank 4.25" from the 78th's front right
    // corner): beyond the provisional infantry reach of 4".
    let (rules, mut st) = only(&["78th", "1-leger-1", "1-leger-2"]);
    put(&mut st, "1-leger-1", 47_000, 19_500, 180);
    put(&mut st, "1-leger-2", 54_000, 19_500, 180);
    let (o, _) = orders("charges:\n  78th: 1-leger-1\n");
    let (r, _) = orders("fire:\n  1-leger-1: none\n  1-leger-2: none\n");
    let t = phase(&rules, &mut st, &o, &r, &[9, 3, 10, 1]);
    assert!(
        t.contains("2/78th Highlanders finds no enemy in its front arc within reach and halts (PROVISIONAL: charts/melee.yaml breakthrough-move"),
        "{t}"
    );
    assert_eq!(st.unit("1-leger-2").unwrap().hits, 0);
}
