//! 7.5.4.2.3.1.1: a relieving force that fails "returns to the area from which it entered
//! the siege area (returns to any one of the areas from which it entered, if more than
//! one)": the whole force goes to one area, and the report names the area the state puts
//! it in. And, for every retreat of a battle, the report's lines and the state agree.

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::combat::battle_report::BattleReport;
use pbem::rules::empires_in_arms::combat::land_combat::resolve;
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::rules::{Revision, Rules};
use pbem::rules::empires_in_arms::model::state::State;
use std::collections::BTreeMap;

/// Austria's sequence: Riesch besieged in Ulm (Swabia) by IV Corps (12); Kienmayer (8)
/// came into Swabia from Bavaria, Schwarzenberg (4) from the Tyrol.
fn relief_from_two_areas() -> State {
    let text = r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria]
phasing: austria
wars: [[france, austria]]
powers:
  france: {name: France, capital: paris, home: [france], political_points: 5}
  austria: {name: Austria, capital: austria, home: [austria], political_points: 5}
depots: []
units:
  - {id: au-i, name: Riesch, power: austria, kind: corps, area: swabia, in_city: true, factors: {infantry: 6}}
  - {id: au-ii, name: Kienmayer, power: austria, kind: corps, area: swabia, entered_from: bavaria, factors: {infantry: 8}}
  - {id: au-iii, name: Schwarzenberg, power: austria, kind: corps, area: swabia, entered_from: tyrol, factors: {infantry: 4}}
  - {id: fr-iv, name: IV Corps, power: france, kind: corps, area: swabia, factors: {infantry: 12}}
leaders:
  - {id: ferdinand, name: Ferdinand, power: austria, area: swabia, strategic: 2, tactical: 1, seniority: 3}
"#;
    let mut st: State = serde_yaml::from_str(text).unwrap();
    st.normalize();
    st
}

fn players() -> BTreeMap<String, Vec<String>> {
    ["france", "austria"]
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

/// Every unit and leader a retreat line names (not surrendered) stands, in the state, in
/// the last area the line names.
fn retreats_agree_with_state(rules: &Rules, reports: &[BattleReport], st: &State) -> usize {
    let mut checked = 0;
    for r in reports.iter().flat_map(|b| b.retreats.iter()) {
        if r.surrendered {
            continue;
        }
        let last = r.path.last().expect("a retreat names where it goes");
        for name in &r.units {
            let area = st
                .units
                .iter()
                .find(|u| &u.name == name)
                .map(|u| u.area.clone())
                .or_else(|| {
                    st.leaders
                        .iter()
                        .find(|l| &l.name == name)
                        .map(|l| l.area.clone())
                })
                .unwrap_or_else(|| panic!("{name} is named in a retreat and not on the map"));
            assert_eq!(
                &rules.map.name(&area),
                last,
                "the report says {name} went to {last}; the state puts it in {area}"
            );
            checked += 1;
        }
    }
    checked
}

fn fail_the_relief(
    rules: &Rules,
    st: &mut State,
    orders: &BTreeMap<String, Orders>,
) -> Vec<BattleReport> {
    // Ones all day: small losses, no one breaks: the relief does not win in one day.
    let reports = resolve(
        rules,
        st,
        orders,
        &players(),
        &mut ScriptedDice::new([1; 12]),
    );
    assert!(
        reports[0].outcome.starts_with("7.5.4.2.3.1:"),
        "{}",
        reports[0].outcome
    );
    reports
}

#[test]
fn a_failed_relieving_force_returns_whole_to_one_area_the_report_names_7_5_4_2_3_1_1() {
    let r = rules();
    let mut st = relief_from_two_areas();
    let reports = fail_the_relief(&r, &mut st, &BTreeMap::new());
    let area = |id: &str| st.units.iter().find(|u| u.id == id).unwrap().area.clone();
    // By default the area most of its factors entered from: Bavaria (8 against 4).
    assert_eq!(
        (area("au-ii"), area("au-iii")),
        ("bavaria".into(), "bavaria".into())
    );
    assert_eq!(st.leaders[0].area, "bavaria");
    assert_eq!(retreats_agree_with_state(&r, &reports, &st), 3);
    assert!(area("au-i") == "swabia" && st.units.iter().any(|u| u.id == "au-i" && u.in_city));
}

#[test]
fn the_owner_picks_which_entry_area_the_relief_returns_to_7_5_4_2_3_1_1() {
    let r = rules();
    let mut st = relief_from_two_areas();
    let au: Orders =
        serde_yaml::from_str("battles: {swabia: {retreat_preference: [tyrol]}}").unwrap();
    let orders = BTreeMap::from([("austria".to_string(), au)]);
    let reports = fail_the_relief(&r, &mut st, &orders);
    for id in ["au-ii", "au-iii"] {
        assert_eq!(st.units.iter().find(|u| u.id == id).unwrap().area, "tyrol");
    }
    assert_eq!(retreats_agree_with_state(&r, &reports, &st), 3);
}

#[test]
fn entries_of_pbem_0_5_return_each_unit_to_its_own_area_7_5_4_2_3_1_1() {
    // The old reading, kept so old entries replay: each unit to its own area, the report
    // naming the first's: the report and the state disagreed (the bug this revision fixes).
    let mut r = rules();
    r.revision = Revision::V0_5;
    let mut st = relief_from_two_areas();
    fail_the_relief(&r, &mut st, &BTreeMap::new());
    let area = |id: &str| st.units.iter().find(|u| u.id == id).unwrap().area.clone();
    assert_eq!(
        (area("au-ii"), area("au-iii")),
        ("bavaria".into(), "tyrol".into())
    );
}
