//! Item 7, the SPI consolidated errata of 30 June 1973 (cases E, A, B).

use super::{mv, texts};
use crate::american_revolution::fixture::{rules, sps, state};
use pbem::fairness::ScriptedDice;
use pbem::rules::american_revolution::american::movement;
use pbem::rules::american_revolution::combat;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::Attack;
use pbem::rules::american_revolution::state::{Condition, Kind, Season, Side};

#[test]
fn item_7_errata_case_e_leaving_an_area_with_enemy_sps_leaves_1_1_behind() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 4), (Kind::M, 2)]);
    st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 3)]);
    let all = mv("worcester", &[(Kind::C, 4)], &["boston"], None);
    assert!(movement::refusal(&r, &st, &all)
        .unwrap()
        .contains("errata 1973, case E"));
    let some = mv("worcester", &[(Kind::C, 3)], &["boston"], None);
    assert_eq!(movement::refusal(&r, &st, &some), None);
    // an enemy fort counts triple, unless the Americans besiege it
    st.holding_mut("worcester", Side::British).open = Default::default();
    st.holding_mut("worcester", Side::British).fortified = sps(&[(Kind::B, 1)]);
    let two = mv("worcester", &[(Kind::C, 4)], &["boston"], None);
    assert!(
        movement::refusal(&r, &st, &two).is_some(),
        "1 B in a fort needs 3 left"
    );
    st.holding_mut("worcester", Side::American).besieging = sps(&[(Kind::M, 2)]);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 4)]);
    assert_eq!(
        movement::refusal(&r, &st, &two),
        None,
        "a besieged fort is ignored"
    );
}

#[test]
fn item_7_errata_case_a_the_attacker_never_has_fewer_sps_than_the_defender() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 2)]);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 3)]);
    let a = Attack {
        area: "boston".into(),
        with: vec![Condition::Open],
        against: vec![Condition::Open],
    };
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[a],
        &mut ScriptedDice::new([]),
        &mut log,
    );
    assert!(
        log.lines[0].text.contains("below 1-1"),
        "{:#?}",
        texts(&log)
    );
    assert_eq!(st.at("boston").british.open.get(Kind::B), 3);
}

#[test]
fn item_7_errata_case_b_an_sp_is_engaged_in_one_combat_per_phase() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 9)]);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 2)]);
    let a = Attack {
        area: "boston".into(),
        with: vec![Condition::Open],
        against: vec![Condition::Open],
    };
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[a.clone(), a],
        &mut ScriptedDice::new([3]),
        &mut log,
    );
    assert!(
        log.lines
            .last()
            .unwrap()
            .text
            .contains("already in a combat"),
        "{:#?}",
        texts(&log)
    );
}
