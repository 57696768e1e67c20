//! Item 6, employed SPs (B.2, B.4, A.4): arrivals join a fort or siege; SPs that fought do
//! not fortify.

use super::texts;
use crate::american_revolution::fixture::{rules, sps, state};
use pbem::fairness::ScriptedDice;
use pbem::rules::american_revolution::british::overseas;
use pbem::rules::american_revolution::combat;
use pbem::rules::american_revolution::fortification;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::{Attack, Fortify, Orders};
use pbem::rules::american_revolution::state::{Arrival, Condition, Date, Kind, Season, Side};

#[test]
fn item_6_b_2_reinforcements_join_an_existing_fort_the_turn_they_land() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.phasing = Side::British;
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 2)]);
    st.arrivals.insert(
        Side::British,
        vec![Arrival {
            date: Some(Date {
                year: 1776,
                season: Season::Summer,
            }),
            after_entry: None,
            sps: sps(&[(Kind::B, 3)]),
            fleet: false,
        }],
    );
    let mut log = Log::default();
    overseas::british(&r, &mut st, Some("boston"), &mut log);
    let o = Orders {
        fortify: vec![Fortify {
            area: "boston".into(),
            sps: sps(&[(Kind::B, 3)]),
        }],
        ..Orders::default()
    };
    fortification::phase(&r, &mut st, Side::British, &o, &mut log);
    assert_eq!(
        st.at("boston").british.fortified.get(Kind::B),
        5,
        "{:#?}",
        texts(&log)
    );
    // but they may not build a new fort where there is none (B.2)
    st.holding_mut("manhattan", Side::British).open = sps(&[(Kind::B, 3)]);
    st.holding_mut("manhattan", Side::British).employed = sps(&[(Kind::B, 3)]);
    st.holding_mut("manhattan", Side::British).arrived = sps(&[(Kind::B, 3)]);
    let f = Fortify {
        area: "manhattan".into(),
        sps: sps(&[(Kind::B, 3)]),
    };
    assert!(fortification::refusal(&r, &st, Side::British, &f).is_some());
}

#[test]
fn item_6_a_4_sps_that_fought_in_the_combat_phase_may_not_fortify() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 4)]);
    st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 2)]);
    let a = Attack {
        area: "worcester".into(),
        with: vec![Condition::Open],
        against: vec![Condition::Open],
    };
    let mut log = Log::default();
    // 4-2 is 2-1; die 3 on the test CRT: EX: both lose 2
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[a],
        &mut ScriptedDice::new([1]),
        &mut log,
    );
    let b = st.at("worcester").british;
    assert!(!b.open.is_empty(), "{:#?}", texts(&log));
    let f = Fortify {
        area: "worcester".into(),
        sps: b.open.clone(),
    };
    assert!(
        fortification::refusal(&r, &st, Side::British, &f).is_some(),
        "the defenders fought"
    );
}
