//! Empires in Arms: forces in cities, from the rules' wording, on the 1805 map. 7.5.1.1
//! defender retirement into a city, 7.5.1.2 forces in cities out of field combat, 7.4.5
//! besieged supply, 7.3.4 movement from cities, 7.3.7.1 corps in cities do not stop
//! movement.

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::combat::land_combat::sites;
use pbem::rules::empires_in_arms::combat::retirement::retire_into_cities;
use pbem::rules::empires_in_arms::land_movement::movement::plan;
use pbem::rules::empires_in_arms::model::orders::{BattleOrders, Orders};
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::model::units::FactorType;
use pbem::rules::empires_in_arms::supply::besieged_supply::besieged_supply;
use std::collections::BTreeMap;

/// `phasing` moves; France and Russia are each at war with Austria.
fn state(phasing: &str, units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria, russia]
phasing: {phasing}
wars: [[france, austria], [russia, austria]]
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 0}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 0}}
  russia: {{name: Russia, capital: lithuania, home: [russia], political_points: 0}}
depots: []
units:
{units}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn corps(id: &str, power: &str, area: &str, n: u32, in_city: bool) -> String {
    format!("  - {{id: {id}, name: {id}, power: {power}, kind: corps, area: {area}, in_city: {in_city}, factors: {{infantry: {n}}}}}\n")
}

/// The player `power` (one power each) asks `ids` to retire at `area`.
fn retire(power: &str, area: &str, ids: &[&str]) -> (String, Orders) {
    let mut o = Orders::default();
    o.battles.insert(
        area.into(),
        BattleOrders {
            retire: ids.iter().map(|s| s.to_string()).collect(),
            ..BattleOrders::default()
        },
    );
    (power.to_string(), o)
}

fn players() -> BTreeMap<String, Vec<String>> {
    ["france", "austria", "russia"]
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

fn inside(st: &State, id: &str) -> bool {
    st.units.iter().find(|u| u.id == id).unwrap().in_city
}

#[test]
fn defenders_retire_into_a_city_whole_corps_within_its_capacity_7_5_1_1() {
    // Vienna (supply 5) holds 25 factors; Linz (supply 1) holds 5.
    let units = corps("fr-iv", "france", "austria", 12, false)
        + &corps("au-i", "austria", "austria", 20, false)
        + &corps("au-ii", "austria", "austria", 8, false);
    let mut st = state("france", &units);
    let orders = BTreeMap::from([retire("austria", "austria", &["au-i", "au-ii"])]);
    let lines = retire_into_cities(&rules(), &mut st, &orders, &players());
    assert_eq!(
        lines,
        [
            "au-i retires into Vienna (7.5.1.1).",
            "au-ii (8 factors) cannot retire into Vienna: it holds 25 and has 20 (7.5.1.1.4)."
        ]
    );
    assert!(inside(&st, "au-i") && !inside(&st, "au-ii"));
    // 7.5.1.1.3: the attack goes on against the portion that did not retire ...
    assert_eq!(sites(&st).len(), 1);
    // ... and if all retire there is no field combat (7.5.1.2); the attackers besiege.
    let units = corps("fr-iv", "france", "austria", 12, false)
        + &corps("au-i", "austria", "austria", 20, false);
    let mut st = state("france", &units);
    let orders = BTreeMap::from([retire("austria", "austria", &["au-i"])]);
    let lines = retire_into_cities(&rules(), &mut st, &orders, &players());
    assert_eq!(
        lines,
        [
            "au-i retires into Vienna (7.5.1.1).",
            "Vienna is besieged by France (7.5.1.1.2)."
        ]
    );
    assert!(sites(&st).is_empty());
    assert!(pbem::rules::empires_in_arms::model::territory::besieged(
        &st, "austria"
    ));
}

#[test]
fn only_into_a_friendly_or_vacant_unbesieged_city_and_with_agreement_7_5_1_1_1() {
    // Vienna held by a French garrison: not friendly, not vacant.
    let units = corps("ru-i", "russia", "austria", 6, false)
        + &corps("au-i", "austria", "austria", 6, false)
        + "  - {id: fr-g, name: fr-g, power: france, kind: garrison, area: austria, in_city: true, factors: {infantry: 2}}\n";
    let mut st = state("france", &units);
    st.wars.push(["france".into(), "russia".into()]);
    st.phasing = "russia".into();
    let orders = BTreeMap::from([retire("austria", "austria", &["au-i"])]);
    let lines = retire_into_cities(&rules(), &mut st, &orders, &players());
    assert_eq!(lines, ["Austria cannot retire into Vienna: it is neither friendly nor vacant and unbesieged (7.5.1.1)."]);
    // Two defending powers both asking: with no agreement, none retire.
    let units = corps("fr-iv", "france", "austria", 12, false)
        + &corps("au-i", "austria", "austria", 6, false)
        + &corps("ru-i", "russia", "austria", 6, false);
    let mut st = state("france", &units);
    st.wars.push(["france".into(), "russia".into()]);
    let orders = BTreeMap::from([
        retire("austria", "austria", &["au-i"]),
        retire("russia", "austria", &["ru-i"]),
    ]);
    let lines = retire_into_cities(&rules(), &mut st, &orders, &players());
    assert!(
        lines[0]
            .ends_with("each ask to retire into Vienna: with no agreement none may (7.5.1.1.1)."),
        "{lines:?}"
    );
    assert!(!inside(&st, "au-i") && !inside(&st, "ru-i"));
}

#[test]
fn besieged_supply_against_the_city_supply_value_7_4_5() {
    // 9 factors besieged in Vienna (supply 5): +1 (7.4.5.1). Die 6: 7 - 5 = 2 factors lost.
    let units = corps("au-i", "austria", "austria", 9, true)
        + &corps("fr-iv", "france", "austria", 12, false);
    let mut st = state("austria", &units);
    let pr = [FactorType::Infantry];
    let lines = besieged_supply(&rules(), &mut st, &pr, &mut ScriptedDice::new([6]));
    assert_eq!(lines, ["Besieged in Vienna (9 factors): die 6 +1 (7.4.5.1) = 7 against its supply value 5: loses 2 infantry (au-i) (7.4.5.2)."]);
    assert_eq!(st.units.iter().find(|u| u.id == "au-i").unwrap().total(), 7);
    // Die 4: 5, no more than the value, no loss.
    let mut st = state("austria", &units);
    let lines = besieged_supply(&rules(), &mut st, &pr, &mut ScriptedDice::new([4]));
    assert!(lines[0].ends_with("no loss."));
    // 3 factors in Linz (supply 1), die 6: all lost.
    let units = corps("au-i", "austria", "upper-austria", 3, true)
        + &corps("fr-iv", "france", "upper-austria", 12, false);
    let mut st = state("austria", &units);
    let lines = besieged_supply(&rules(), &mut st, &pr, &mut ScriptedDice::new([6]));
    assert!(
        lines[0].ends_with("Every besieged factor is lost: Linz falls to the besiegers (7.4.5.2)."),
        "{lines:?}"
    );
    assert!(!st.units.iter().any(|u| u.id == "au-i"));
    // Unbesieged forces in a city take no besieged supply.
    let mut st = state("austria", &corps("au-i", "austria", "austria", 9, true));
    assert!(besieged_supply(&rules(), &mut st, &pr, &mut ScriptedDice::new([])).is_empty());
}

#[test]
fn moving_out_of_cities_7_3_4_and_past_enemy_corps_in_cities_7_3_7_1() {
    let r = rules();
    let path = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    // Unbesieged: out of Vienna at no cost and on.
    let st = state("austria", &corps("au-i", "austria", "austria", 9, true));
    let u = st.units[0].clone();
    let m = plan(
        &r.land.movement,
        &r.map,
        &st,
        &u,
        &path(&["moravia"]),
        false,
    )
    .unwrap();
    assert_eq!(m.used, 1);
    // Besieged: it cannot move.
    let st = state(
        "austria",
        &(corps("au-i", "austria", "austria", 9, true)
            + &corps("fr-iv", "france", "austria", 12, false)),
    );
    let u = st.units.iter().find(|u| u.id == "au-i").unwrap().clone();
    let e = plan(
        &r.land.movement,
        &r.map,
        &st,
        &u,
        &path(&["moravia"]),
        false,
    )
    .unwrap_err();
    assert_eq!(e, "7.3.4: au-i is besieged in Lower Austria; only forces in a city not being besieged move out");
    // A French corps passes an Austrian corps that is inside Vienna's city.
    let st = state(
        "france",
        &(corps("au-i", "austria", "austria", 9, true)
            + &corps("fr-iv", "france", "upper-austria", 12, false)),
    );
    let u = st.units.iter().find(|u| u.id == "fr-iv").unwrap().clone();
    plan(
        &r.land.movement,
        &r.map,
        &st,
        &u,
        &path(&["austria", "moravia"]),
        false,
    )
    .unwrap();
}

#[test]
fn leaders_go_into_a_city_only_with_corps_and_are_taken_when_all_is_lost_7_3_3_4_7_4_5_2() {
    let units = corps("fr-iv", "france", "upper-austria", 12, false)
        + &corps("au-i", "austria", "upper-austria", 3, false);
    let mut st = state("france", &units);
    st.leaders.push(serde_yaml::from_str("{id: mack, name: Mack, power: austria, area: upper-austria, strategic: 1, tactical: 1, seniority: 1}").unwrap());
    let orders = BTreeMap::from([retire("austria", "upper-austria", &["au-i", "mack"])]);
    let lines = retire_into_cities(&rules(), &mut st, &orders, &players());
    assert_eq!(
        lines,
        [
            "au-i retires into Linz (7.5.1.1).",
            "Mack goes into Linz with them (7.3.3.4).",
            "Linz is besieged by France (7.5.1.1.2)."
        ]
    );
    assert!(st.leaders[0].in_city);
    // Austria's sequence: 3 factors in Linz (supply 1) roll 6: all lost, Mack taken.
    st.phasing = "austria".into();
    let pr = [FactorType::Infantry];
    let lines = besieged_supply(&rules(), &mut st, &pr, &mut ScriptedDice::new([6]));
    assert!(
        lines[0].ends_with("Linz falls to the besiegers (7.4.5.2). Mack taken prisoner (7.4.5.2)."),
        "{lines:?}"
    );
    assert!(st.leaders.is_empty());
    assert_eq!(
        (
            st.prisoners[0].name.as_str(),
            st.prisoners[0].held_by.as_str()
        ),
        ("Mack", "france")
    );
    // Without a corps going in, the leader stays outside.
    let mut st = state(
        "france",
        &corps("fr-iv", "france", "upper-austria", 12, false),
    );
    st.leaders.push(serde_yaml::from_str("{id: mack, name: Mack, power: austria, area: upper-austria, strategic: 1, tactical: 1, seniority: 1}").unwrap());
    st.units.push(serde_yaml::from_str("{id: au-c, name: au-c, power: austria, kind: cossacks, area: upper-austria, factors: {cossack: 1}}").unwrap());
    let orders = BTreeMap::from([retire("austria", "upper-austria", &["mack"])]);
    let lines = retire_into_cities(&rules(), &mut st, &orders, &players());
    assert_eq!(
        lines,
        ["Mack stays outside Linz: leaders go into a city only with corps (7.3.3.4)."]
    );
}
