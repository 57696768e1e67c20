//! The orders check refuses, citing the rule: a second move of a unit, PIPs overspent,
//! artillery into a wood off the road, a unit of another division, the other player's
//! turn orders, a Plan that leaves out a division.

use super::common::{ligny, orders, place};
use pbem::rules::grande_tactique::check::check;

fn refusal(body: &str) -> String {
    let (rules, st) = ligny();
    let (o, src) = orders(body);
    check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string()
}

#[test]
fn a_second_move_of_a_unit_is_refused() {
    let e = refusal("pips: {lefol: [lefol-1 advance 1, lefol-1 pivot 30]}\n");
    assert!(
        e.contains("pips.lefol[1]") && e.contains("one move or pivot per unit (2. PIP Phase)"),
        "{e}"
    );
}

#[test]
fn pips_overspent_are_refused() {
    // Lefol (normal) can have at most 6 + 1 (Vandamme's +1 named) = 7.
    let e = refusal(
        "plus_one: {vandamme: lefol}\npips: {lefol: [lefol-1 start firing, lefol-1 stop firing, lefol-1 start firing, lefol-1 stop firing, lefol-1 start firing, lefol-1 stop firing, lefol-1 start firing, lefol-1 stop firing]}\n",
    );
    assert!(e.contains("pips.lefol[7]") && e.contains("PIPs overspent: lefol would spend 8 PIPs, and can have at most 7 this turn (2. PIP Phase)"), "{e}");
}

#[test]
fn artillery_into_a_wood_off_the_road_is_refused() {
    let (rules, mut st) = ligny();
    // The Guard battery limbered just south of the Bois de Ligny.
    place(&mut st, "hulot-1", 46, 5, 0);
    place(&mut st, "guard-artillery", 45, 13, 0);
    let (o, src) = orders("pips: {friant: [guard-artillery advance 2]}\n");
    let e = check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("foot-artillery enters bois-de-ligny only by road (movement: artillery and cavalry into woods or a built-up area only by road)"), "{e}");
}

#[test]
fn a_unit_of_another_division_and_junk_are_refused() {
    let e = refusal("pips: {lefol: [habert-1 advance 1]}\n");
    assert!(e.contains("habert-1 is under habert, not lefol"), "{e}");
    let e = refusal("pips: {lefol: [lefol-1 jump 3]}\n");
    assert!(e.contains("is not `UNIT ACTION`"), "{e}");
    let e = refusal("plans: {vandamme: [lefol, habert]}\n");
    assert!(
        e.contains("a Plan ranks every divisional general of vandamme once"),
        "{e}"
    );
    let e = refusal("plus_one: {napoleon: delort}\n");
    assert!(
        e.contains("is not a divisional general under napoleon within 9.000\""),
        "{e}"
    );
}

#[test]
fn the_other_player_gives_only_fire_priorities() {
    let (rules, st) = ligny();
    let (o, src) = orders("pips: {jagow: [jagow-1 advance 1]}\n");
    let e = check(&rules, &st, "prussian", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("only the moving player gives pips"), "{e}");
    let (o, src) = orders("fire_priorities: {i-artillery: [iv-artillery]}\n");
    check(&rules, &st, "prussian", &o, &src).expect("standing orders pass");
}

#[test]
fn one_infantry_unit_per_built_up_area_and_squares_only_in_the_open() {
    let (rules, mut st) = ligny();
    place(&mut st, "lefol-2", 16, 18, 0);
    let (o, src) = orders("pips: {lefol: [lefol-2 advance 2]}\n");
    let e = check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("steinmetz-1 already holds st-amand (movement: one infantry unit per wood or built-up area)"), "{e}");
    place(&mut st, "lefol-2", 35, 19, 0);
    let (o, src) = orders("pips: {lefol: [lefol-2 form square]}\n");
    let e = check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("squares form only in the open"), "{e}");
}
