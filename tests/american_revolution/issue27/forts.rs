//! Item 1, leaving forts and sieges (A.1.a, the errata's case H): a garrison marches out or
//! sails away, besiegers raise the siege.

use super::{mv, texts};
use crate::american_revolution::fixture::{rules, sps, state};
use pbem::fairness::ScriptedDice;
use pbem::rules::american_revolution::american::movement;
use pbem::rules::american_revolution::british::{land, sea};
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::SeaMove;
use pbem::rules::american_revolution::state::{Condition, Kind, Season, Side};
use pbem::rules::american_revolution::Revision;

#[test]
fn item_1_a_1_a_a_besieged_garrison_marches_out_and_its_fort_is_removed() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.phasing = Side::British;
    st.td_markers.insert("mass-bay".into());
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 5)]);
    st.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    let mut log = Log::default();
    // errata case E: besieging enemy SPs are ignored, so the whole garrison may leave
    let g = mv(
        "boston",
        &[(Kind::B, 5)],
        &["worcester"],
        Some(Condition::Fortified),
    );
    assert_eq!(land::refusal(&r, &st, &g), None);
    land::phase(&r, &mut st, &[g], &mut ScriptedDice::new([4]), &mut log);
    assert_eq!(st.at("worcester").british.open.get(Kind::B), 5);
    let boston = st.at("boston");
    assert!(boston.british.is_empty(), "{boston:?}");
    // the fort is gone: its besiegers stand in the open
    assert_eq!(boston.american.open.get(Kind::M), 15);
    assert!(boston.american.besieging.is_empty());
    assert!(
        texts(&log).contains(&"B.1.b: 5 B out of the fort enter worcester (die 4)".to_string()),
        "{:#?}",
        texts(&log)
    );
}

#[test]
fn item_1_a_1_a_besiegers_raise_the_siege_and_the_fort_stands() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 5)]);
    st.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    let mut log = Log::default();
    let m = mv(
        "boston",
        &[(Kind::M, 15)],
        &["worcester"],
        Some(Condition::Besieging),
    );
    movement::land(&r, &mut st, std::slice::from_ref(&m), &mut log);
    assert_eq!(st.at("worcester").american.open.get(Kind::M), 15);
    assert_eq!(st.at("boston").british.fortified.get(Kind::B), 5);
    assert!(st.at("boston").american.is_empty());
    // pbem 0.5.0 took moves from the open only: the siege could never be raised
    let mut old = rules();
    old.revision = Revision::V0_5;
    let mut st5 = state(Season::Spring);
    st5.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 5)]);
    st5.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    assert!(movement::refusal(&old, &st5, &m).is_some());
}

#[test]
fn item_1_errata_case_h_boston_evacuated_by_sea_into_the_same_area_or_away() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.phasing = Side::British;
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 6)]);
    st.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    let out = |to: &str, n| SeaMove {
        from: "boston".into(),
        sps: sps(&[(Kind::B, n)]),
        to: to.into(),
        condition: Some(Condition::Fortified),
    };
    let mut log = Log::default();
    // the British movement roll still applies: a 2 fails, a 5 lands 2 B in Boston's open
    let moves = [out("boston", 2), out("boston", 2), out("manhattan", 4)];
    sea::phase(
        &r,
        &mut st,
        &moves,
        None,
        &mut ScriptedDice::new([2, 5, 3]),
        &mut log,
    );
    let t = texts(&log);
    assert!(t[0].contains("die 2, not accomplished"), "{t:#?}");
    assert_eq!(st.at("manhattan").british.open.get(Kind::B), 4);
    assert_eq!(st.at("boston").british.open.get(Kind::B), 2);
    assert!(st.at("boston").british.fortified.is_empty());
}
