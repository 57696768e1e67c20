//! A refused move's cost, part by part, each part with its rule (issue 26, "Orders a player
//! can write"): movement's half move (not cumulative) doubles the whole move when it enters
//! or leaves woods or a built-up area or crosses a linear feature, and the orders check's
//! error names the distance moved, the doubling, what caused it and the allowance with the
//! rule it comes from; pbem before 0.6.0 kept its shorter words.

use super::common::{ligny, orders, place};
use pbem::rules::grande_tactique::check::check;
use pbem::rules::grande_tactique::revision::Revision as RulesEra;
use pbem::rules::grande_tactique::state::State;

/// The orders check's verdict on `body` (French orders of turn 1) on Ligny as `setup`
/// leaves it, under `era` (the newest when `None`).
fn checked(setup: fn(&mut State), body: &str, era: Option<RulesEra>) -> Result<(), String> {
    let (mut rules, mut st) = ligny();
    if let Some(era) = era {
        rules.revision = era;
    }
    setup(&mut st);
    let (o, src) = orders(body);
    check(&rules, &st, "french", &o, &src).map_err(|e| e.to_string())
}

/// vichery-2 (infantry, 3") stands at (42.5", 13") facing the bois-de-ligny, medium woods
/// from y 15" to 19": a 3" advance enters it.
fn as_deployed(_: &mut State) {}

const INTO_THE_WOOD: &str = "pips: {vichery: [vichery-2 advance 3]}\n";

#[test]
fn movement_a_move_into_woods_names_its_cost_parts_and_rules() {
    let e = checked(as_deployed, INTO_THE_WOOD, None).expect_err("over the allowance");
    assert!(
        e.contains(
            "the move costs 6.000\" = 3.000\" moved x2 (half move, not cumulative: entering or \
             leaving woods or a built-up area: bois-de-ligny; movement), over the allowance: \
             full move 3.000\" (movement: infantry 3.000\")"
        ),
        "{e}"
    );
    assert!(
        e.contains("pips.vichery[0]"),
        "the error names its YAML path: {e}"
    );
    // A half move's worth is made: 1.5" into the wood costs 3".
    checked(
        as_deployed,
        "pips: {vichery: [vichery-2 advance 1.5]}\n",
        None,
    )
    .expect("a half move into the wood");
}

#[test]
fn movement_a_move_across_the_brook_names_the_linear_feature() {
    // ligny-brook runs at about y 23" near x 50"-60"; a 3" advance from y 21" crosses it.
    let e = checked(
        |st| place(st, "lefol-1", 54, 21, 0),
        "pips: {lefol: [lefol-1 advance 3]}\n",
        None,
    )
    .expect_err("over the allowance");
    assert!(
        e.contains("= 3.000\" moved x2 (half move, not cumulative: crossing a linear feature: stream ligny-brook; movement)"),
        "{e}"
    );
    assert!(e.contains("(movement: infantry 3.000\")"), "{e}");
}

#[test]
fn movement_before_0_6_0_the_refusal_kept_its_old_words() {
    let e = checked(as_deployed, INTO_THE_WOOD, Some(RulesEra::V0_5)).expect_err("refused");
    assert!(!e.contains("moved x2"), "{e}");
    assert!(
        e.contains("a half move into or out of woods or a built-up area, across a linear feature, shaken, sideways or backwards (movement)"),
        "{e}"
    );
}
