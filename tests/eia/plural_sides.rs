//! 7.5.2.10: a side of several powers is named "Austria and Russia"; from pbem 0.10.0 the
//! outcome's verbs agree with it ("Austria and Russia break"); entries of earlier versions
//! keep the words they had ("Austria and Russia breaks").

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::combat::land_combat::resolve;
use pbem::rules::empires_in_arms::model::rules::{Revision, Rules};
use pbem::rules::empires_in_arms::model::state::State;
use std::collections::BTreeMap;

/// France's sequence: IV Corps (20) attacks Kienmayer (Austria, 4) and Bagration (Russia,
/// 4) in Swabia.
fn two_powers_defend() -> State {
    let text = r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria, russia]
phasing: france
wars: [[france, austria], [france, russia]]
alliances: [[austria, russia]]
powers:
  france: {name: France, capital: paris, home: [france], political_points: 5}
  austria: {name: Austria, capital: austria, home: [austria], political_points: 5}
  russia: {name: Russia, capital: lithuania, home: [russia], political_points: 5}
depots: []
units:
  - {id: au-ii, name: Kienmayer, power: austria, kind: corps, area: swabia, factors: {infantry: 4}}
  - {id: ru-i, name: Bagration, power: russia, kind: corps, area: swabia, factors: {infantry: 4}}
  - {id: fr-iv, name: IV Corps, power: france, kind: corps, area: swabia, factors: {infantry: 20}}
leaders: []
"#;
    let mut st: State = serde_yaml::from_str(text).unwrap();
    st.normalize();
    st
}

fn players() -> BTreeMap<String, Vec<String>> {
    ["france", "austria", "russia"]
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

/// The outcome of the battle, France rolling sixes and the allies ones.
fn outcome(rules: &Rules) -> String {
    let mut st = two_powers_defend();
    let dice = [6, 1].repeat(20);
    let reports = resolve(
        rules,
        &mut st,
        &BTreeMap::new(),
        &players(),
        &mut ScriptedDice::new(dice),
    );
    reports[0].outcome.clone()
}

#[test]
fn a_side_of_two_powers_breaks_in_the_plural_7_5_2_10_1_1() {
    let said = outcome(&rules());
    assert!(said.contains("Austria and Russia"), "{said}");
    assert!(
        said == "7.5.2.10.1.1: Austria and Russia break; France wins"
            || said == "Austria and Russia are eliminated; France wins",
        "{said}"
    );
}

#[test]
fn an_entry_of_pbem_0_9_keeps_the_singular_7_5_2_10_1_1() {
    let mut r = rules();
    r.revision = Revision::V0_9;
    let said = outcome(&r);
    assert!(
        said == "7.5.2.10.1.1: Austria and Russia breaks; France wins"
            || said == "Austria and Russia is eliminated; France wins",
        "{said}"
    );
}

/// The allies' orders: each power's battle in Swabia, withdrawing at the end of the day.
fn allies_withdraw() -> BTreeMap<String, pbem::rules::empires_in_arms::model::orders::Orders> {
    ["austria", "russia"]
        .iter()
        .map(|p| {
            let text = format!(
                "game: empires-in-arms\ncampaign: t\nentry: 1\nturn: 1\nphase: land-combat-france\nplayer: {p}\nbattles:\n  swabia:\n    days: [{{chit: defend, end_of_day: withdraw}}]\n"
            );
            let f = pbem::engine::OrdersFile::parse(&pbem::yaml::Source::new(
                "orders.yaml",
                text,
            ))
            .unwrap();
            (p.to_string(), f.body)
        })
        .collect()
}

/// The day's outcome when the allies withdraw at its end, every die a 3 (neither side
/// breaks in three rounds).
fn withdrawal(rules: &Rules) -> String {
    let mut st = two_powers_defend();
    let reports = resolve(
        rules,
        &mut st,
        &allies_withdraw(),
        &players(),
        &mut ScriptedDice::new([3].repeat(40)),
    );
    reports[0].outcome.clone()
}

#[test]
fn a_side_of_two_powers_withdraws_in_the_plural_from_0_11_7_5_2_13_1() {
    let said = withdrawal(&rules());
    assert_eq!(
        said,
        "7.5.2.13.1: Austria and Russia withdraw after the day's combat; no one is defeated"
    );
    let mut r = rules();
    r.revision = Revision::V0_10;
    assert_eq!(
        withdrawal(&r),
        "7.5.2.13.1: Austria and Russia withdraws after the day's combat; no one is defeated",
        "an entry of pbem 0.10.0 keeps its words"
    );
}
