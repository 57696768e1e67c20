//! Checking what will be done (issue 27), the cases the property test (orders_props.rs)
//! rarely reaches: a French landing the British have closed is refused before any die
//! (A.2); attacks left when the campaign ends in the combat phase are named (A.3).

use crate::american_revolution::fixture::{rules, sps, state};
use pbem::data::GameData;
use pbem::fairness::ScriptedDice;
use pbem::rules::american_revolution::check::check;
use pbem::rules::american_revolution::combat;
use pbem::rules::american_revolution::data::Scenario;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::{Attack, Orders};
use pbem::rules::american_revolution::state::{Condition, Kind, Season, Side};
use pbem::rules::american_revolution::{setup, Revision, Rules};
use pbem::yaml::Source;

/// A.3: the third major success ends the campaign in the middle of the combat phase; from
/// pbem 0.7.0 the attacks left are named, not silently dropped.
#[test]
fn a_3_attacks_after_the_campaign_ends_are_named_not_dropped() {
    let run = |rev: Revision| {
        let mut r = rules();
        r.revision = rev;
        let mut st = state(Season::Spring);
        st.major_successes = 2;
        st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 20)]);
        st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 5)]);
        st.holding_mut("albany", Side::American).open = sps(&[(Kind::C, 4)]);
        st.holding_mut("albany", Side::British).open = sps(&[(Kind::B, 1)]);
        let attack = |area: &str| Attack {
            area: area.into(),
            with: vec![Condition::Open],
            against: vec![Condition::Open],
        };
        let mut log = Log::default();
        // 20 against 5 is 4-1 on the test CRT: die 3, DE, 5 B lost: major success number 3.
        let attacks = [attack("boston"), attack("albany")];
        let mut dice = ScriptedDice::new([3, 3]);
        combat::phase(&r, &mut st, Side::American, &attacks, &mut dice, &mut log);
        assert!(st.ending.is_some(), "{:#?}", log.lines);
        log.lines
            .iter()
            .map(|l| format!("{}: {}", l.rule, l.text))
            .collect::<Vec<_>>()
    };
    let now = run(Revision::V0_7);
    assert_eq!(
        now.last().map(String::as_str),
        Some("A.3: albany: the campaign is over; attack not made"),
        "{now:#?}"
    );
    let old = run(Revision::V0_6);
    assert!(!old.iter().any(|l| l.contains("albany")), "{old:#?}");
}

/// A.2: a French landing the British have closed (their region, or their fleet offshore) is
/// known before any die, as neither changes in the American player turn: from pbem 0.7.0
/// `orders check` refuses it.
#[test]
fn a_2_orders_check_refuses_a_french_landing_in_a_british_region() {
    let data = GameData::embedded("american-revolution").unwrap();
    let (sc, map) = Scenario::load(&data, "war-1775").unwrap();
    let mut r = Rules::load(&data, &map.id, &[]).unwrap();
    r.revision = Revision::V0_7;
    let st = setup::state(&r, &sc);
    assert_eq!(st.phasing, Side::American);
    let o = Orders {
        landing: Some("halifax".into()),
        ..Orders::default()
    };
    let src = Source::new("o.yaml", "landing: halifax\n");
    let e = check(&r, &st, &[Side::American], &o, &src).unwrap_err();
    assert!(
        e.to_string()
            .contains("A.2: landing in Halifax refused: it is in a British-controlled region"),
        "{e}"
    );
    r.revision = Revision::V0_6;
    assert!(check(&r, &st, &[Side::American], &o, &src).is_ok());
}
