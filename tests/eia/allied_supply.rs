//! Empires in Arms 7.4.2.2 allied depot supply, from the rule's wording: an ally's depots
//! supply a power's corps with the ally's permission, the ally paying.

use crate::support;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::supply::allied_supply::granting;
use pbem::rules::empires_in_arms::supply::supply_step::{must_forage, supply_step};
use std::collections::BTreeMap;
use support::eia::rules;

/// Russia's corps in Moravia, one area from Austria's depot at Vienna; Russia has no depot.
fn state() -> State {
    serde_yaml::from_str(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [russia, austria, prussia]
phasing: russia
wars: [[russia, france]]
alliances: [[austria, russia]]
powers:
  russia: {name: Russia, capital: lithuania, home: [russia], political_points: 0, money: 5}
  austria: {name: Austria, capital: austria, home: [austria], political_points: 0, money: 4}
  prussia: {name: Prussia, capital: brandenburg, home: [prussia], political_points: 0, money: 4}
  france: {name: France, capital: paris, home: [france], political_points: 0}
depots:
  - {power: austria, area: austria}
  - {power: prussia, area: silesia}
units:
  - {id: ru-i, name: Kutuzov, power: russia, kind: corps, area: moravia, factors: {infantry: 8}}
leaders: []
"#,
    )
    .unwrap()
}

fn players() -> BTreeMap<String, Vec<String>> {
    ["russia", "austria", "prussia"]
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

fn granted(by: &str) -> BTreeMap<String, Orders> {
    let mut o = Orders::default();
    o.supply_allies.push("russia".into());
    BTreeMap::from([(by.to_string(), o)])
}

#[test]
fn an_allys_depots_supply_with_its_permission_and_at_its_cost_7_4_2_2() {
    let r = rules();
    // Austria permits: Kutuzov need not forage, and Austria pays a money point (one area).
    let mut st = state();
    let allies = granting(&st, "russia", &granted("austria"), &players());
    assert_eq!(allies, ["austria"]);
    assert!(!must_forage(&r, &st, "ru-i", None, &allies));
    let lines = supply_step(
        &r,
        &mut st,
        &BTreeMap::new(),
        &[],
        &allies,
        &[],
        &mut ScriptedDice::new([]),
    );
    assert_eq!(lines, ["Allied depot supply (7.4.2.2) from Austria for 1 corps: 1 money point(s) paid by Austria, 3 left."]);
    assert_eq!(
        (st.powers["austria"].money, st.powers["russia"].money),
        (3, 5)
    );
    // Without permission ("naturally, permission is required") Kutuzov forages.
    let mut st = state();
    let allies = granting(&st, "russia", &BTreeMap::new(), &players());
    assert!(allies.is_empty() && must_forage(&r, &st, "ru-i", None, &allies));
    let lines = supply_step(
        &r,
        &mut st,
        &BTreeMap::new(),
        &[],
        &allies,
        &[],
        &mut ScriptedDice::new([1]),
    );
    assert!(lines[0].starts_with("Kutuzov forages against"), "{lines:?}");
    // Only allies: Prussia, not allied with Russia, grants nothing.
    let st = state();
    assert!(granting(&st, "russia", &granted("prussia"), &players()).is_empty());
}
