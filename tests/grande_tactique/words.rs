//! The Grande Tactique report's words said by templates/grande-tactique/lines.tera (issue
//! 30, item 5): every kind of every procedure's `Said` has its branch, and each line kind
//! moved from the rules' Rust says exactly what the rules said before, so entries keep
//! their bytes (tests/golden and the v0.x fixtures show it for whole battles; these line by
//! line, with the words the Rust wrote before).

use pbem::rules::grande_tactique::words::{
    charge, checks, firing, markers, movement, phases, pip, render,
};

#[test]
fn every_kind_of_every_procedure_has_its_branch_and_no_branch_is_dead() {
    let src = crate::support::words::kinds_in_source("src/rules/grande_tactique/words");
    let tera = crate::support::words::kinds_in_template(include_str!(
        "../../templates/grande-tactique/lines.tera"
    ));
    assert!(src.len() > 100, "{} kinds found", src.len());
    let missing: Vec<_> = src.difference(&tera).collect();
    let dead: Vec<_> = tera.difference(&src).collect();
    assert!(missing.is_empty(), "kinds without a branch: {missing:?}");
    assert!(dead.is_empty(), "branches of no kind: {dead:?}");
}

/// Renders `line` and fails, naming it, if the template falls back to its fields.
fn words<L: serde::Serialize + std::fmt::Debug>(line: &L) -> String {
    render(line).unwrap_or_else(|| panic!("no words for {line:?}"))
}

#[test]
fn pip_phase_uses_say_what_the_rules_said_with_their_plurals() {
    for (cost, s) in [(1, ""), (2, "s")] {
        assert_eq!(
            words(&pip::Said::Motion {
                unit: "fr-1",
                motion: "advance 3.000\"",
                pivot: false,
                distance: "3.000\"",
                how: "full move 3.000\"",
                cost,
            }),
            format!("fr-1 advance 3.000\": moves 3.000\" (full move 3.000\") ({cost} PIP{s})")
        );
        assert_eq!(
            words(&markers::Said::Limbers {
                unit: "art-1",
                limber: false,
                cost
            }),
            format!("art-1 unlimbers ({cost} PIP{s})")
        );
    }
    assert_eq!(
        words(&pip::Said::Motion {
            unit: "fr-1",
            motion: "pivot 90",
            pivot: true,
            distance: "0.000\"",
            how: "",
            cost: 1,
        }),
        "fr-1 pivot 90: pivots (1 PIP)"
    );
    assert_eq!(
        words(&pip::Said::StepSidestep {
            left: true,
            distance: "1.000\""
        }),
        "sidestep left 1.000\""
    );
    assert_eq!(
        words(&pip::Said::UnpaidStops {
            division: "d1",
            order: "fr-1 advance 3",
            cost: 1,
            left: 0
        }),
        "d1: `fr-1 advance 3` needs 1 PIPs, 0 left: not made, nor any later use of d1 (no take-backs)"
    );
    assert_eq!(
        words(&markers::Said::Spikes {
            unit: "fr-1",
            target: "ru-art",
            cost: 1
        }),
        "fr-1 spikes the guns of ru-art: lost (1 PIPs)"
    );
    assert_eq!(
        words(&pip::Said::AverageOf {
            general: "d1",
            shown: &["6".to_string(), "3".into()]
        }),
        "d1: average of 6, 3"
    );
    assert_eq!(
        words(&pip::Said::Pips {
            pips: 1,
            least: true
        }),
        "1 PIPs (least)"
    );
}

#[test]
fn firing_and_charge_lines_say_what_the_rules_said() {
    let effects = vec!["ru-1 loses: shaken".to_string()];
    assert_eq!(
        words(&firing::Said::Fires {
            firer: "fr-1",
            target: "ru-1",
            range: Some("4.000\""),
            firer_total: "a",
            target_total: "b",
            effects: &effects,
            returns_fire: true,
        }),
        "fr-1 fires on ru-1 (at 4.000\"): a against b; ru-1 loses: shaken; ru-1 takes a Firing marker and returns fire in its turn"
    );
    assert_eq!(
        words(&firing::Said::Fires {
            firer: "fr-1",
            target: "ru-1",
            range: None,
            firer_total: "a",
            target_total: "b",
            effects: &[],
            returns_fire: false,
        }),
        "fr-1 fires on ru-1 (in contact): a against b; no effect"
    );
    let fates = vec!["c1 shaken".to_string(), "c2 routed".into()];
    assert_eq!(
        words(&charge::Said::Repulsed {
            target: "t",
            label: "passes",
            fates: &fates,
            deshakes: true,
            note: "n"
        }),
        "t: charge passes: c1 shaken, c2 routed; t de-shakes (provisional: n)"
    );
    assert_eq!(
        words(&charge::Said::Fled {
            target: "t",
            label: "fails",
            flight: "infantry flee 7\"",
            notes: &["a", "b"]
        }),
        "t fails: infantry flee 7\" (provisional: a; b)"
    );
    assert_eq!(
        words(&charge::Said::FlightRun {
            distance: "5.000\"",
            past: &["u1 (2.000\")".to_string()],
            slide: "slide",
            edge: false,
            stopped_by: Some("u2")
        }),
        "5.000\", sliding past u1 (2.000\") (provisional: slide) (stopped: no way past u2)"
    );
    assert_eq!(
        words(&charge::Said::BoxedIn {
            by: None,
            label: "boxed"
        }),
        "0\" (boxed in at the table edge): surrenders, taken off the table as lost (provisional: boxed)"
    );
    assert_eq!(
        words(&charge::Said::Pursuit {
            breakdown: "b",
            unit: "c1",
            passed: true,
            distance: Some("7\""),
            note: "n"
        }),
        "b: c1 pursues 7\", may follow up (provisional: n)"
    );
    assert_eq!(
        words(&checks::Said::MoraleColumn {
            passed: false,
            need: 4
        }),
        "fails (needs 4+)"
    );
}

#[test]
fn movement_and_end_of_turn_words_say_what_the_rules_said() {
    let areas = vec!["wood-a".to_string()];
    let lines = vec!["stone wall w1".to_string()];
    assert_eq!(
        words(&movement::Said::CostHalved {
            cost: "6.000\"",
            distance: "3.000\"",
            areas: &areas,
            lines: &lines
        }),
        "6.000\" = 3.000\" moved x2 (half move, not cumulative: entering or leaving woods or a built-up area: wood-a; crossing a linear feature: stone wall w1; movement)"
    );
    assert_eq!(
        words(&movement::Said::CostHalved {
            cost: "6.000\"",
            distance: "3.000\"",
            areas: &[],
            lines: &lines
        }),
        "6.000\" = 3.000\" moved x2 (half move, not cumulative: crossing a linear feature: stone wall w1; movement)"
    );
    assert_eq!(
        words(&movement::Said::AllowanceRule {
            arm: "infantry",
            rate: "3.000\"",
            half: None,
            road: Some("3.000\"")
        }),
        "movement: infantry 3.000\"; +3.000\" on a road only if the whole move is on the road"
    );
    assert_eq!(
        words(&phases::Said::Deshake {
            breakdown: "b",
            passed: true
        }),
        "b; no longer shaken"
    );
    assert_eq!(
        words(&phases::Said::NextTurn {
            turn: 3,
            side: "french"
        }),
        "Next: turn 3, french moves"
    );
}
