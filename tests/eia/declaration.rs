//! Empires in Arms 7.3.8 the declaration of combat, steps three and four, from the rules'
//! wording, on the 1805 map: powers not at war with the attacker leave the area toward
//! their supply, an ally of a defender may declare war and defend, forces in cities and on
//! depots stay.

use crate::support;

use support::eia::rules;

use pbem::rules::empires_in_arms::combat::battle::{Battle, Kind};
use pbem::rules::empires_in_arms::combat::land_combat::sites;
use pbem::rules::empires_in_arms::land_movement::declaration::declaration_steps;
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::state::State;
use std::collections::{BTreeMap, BTreeSet};

/// France attacks Austria in Franconia; Russia is Austria's ally, Spain France's (and at war
/// with Austria), Prussia neither; `units` YAML list items.
fn state(units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria, russia, prussia, spain]
phasing: france
wars: [[france, austria], [spain, austria]]
alliances: [[austria, russia], [france, spain]]
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 5}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 5}}
  russia: {{name: Russia, capital: lithuania, home: [russia], political_points: 5}}
  prussia: {{name: Prussia, capital: brandenburg, home: [prussia], political_points: 5}}
  spain: {{name: Spain, capital: catalonia, home: [spain], political_points: 5}}
depots:
  - {{power: prussia, area: brandenburg}}
units:
  - {{id: fr-i, name: I Corps, power: france, kind: corps, area: franconia, factors: {{infantry: 10}}}}
  - {{id: au-i, name: Kienmayer, power: austria, kind: corps, area: franconia, factors: {{infantry: 6}}}}
{units}
leaders:
  - {{id: blucher, name: Blücher, power: prussia, area: franconia, strategic: 3, tactical: 3, seniority: 1}}
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn players() -> BTreeMap<String, Vec<String>> {
    ["france", "austria", "russia", "prussia", "spain"]
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

fn area_of<'a>(st: &'a State, id: &str) -> &'a str {
    &st.units.iter().find(|u| u.id == id).unwrap().area
}

#[test]
fn powers_not_at_war_with_the_attacker_leave_toward_their_supply_7_3_8_4() {
    let units = "  - {id: pr-i, name: Hohenlohe, power: prussia, kind: corps, area: franconia, factors: {infantry: 8}}\n  - {id: pr-g, name: Prussian garrison, power: prussia, kind: garrison, area: franconia, in_city: true, factors: {infantry: 2}}\n";
    let mut st = state(units);
    let lines = declaration_steps(&rules(), &mut st, &BTreeMap::new(), &players());
    // Thuringia is two areas from Prussia's depot in Brandenburg, nearer than any other way out.
    assert_eq!(lines, ["Prussia is not at war with France: its forces leave Franconia for Thuringia (7.3.8.4)."]);
    assert_eq!(area_of(&st, "pr-i"), "thuringia");
    assert_eq!(st.leaders[0].area, "thuringia", "its leaders go with them");
    assert_eq!(
        area_of(&st, "pr-g"),
        "franconia",
        "factors in cities stay (7.3.8.4, 7.3.8.7)"
    );
    assert_eq!(
        sites(&st)[0].defenders,
        BTreeSet::from(["austria".to_string()])
    );
}

#[test]
fn an_ally_of_the_defender_may_declare_war_and_defend_7_3_8_3() {
    let units = "  - {id: ru-i, name: Bagration, power: russia, kind: corps, area: franconia, factors: {infantry: 8}}\n";
    let mut st = state(units);
    let mut ru = Orders::default();
    ru.join_defence.push("franconia".into());
    let orders = BTreeMap::from([("russia".to_string(), ru)]);
    let lines = declaration_steps(&rules(), &mut st, &orders, &players());
    assert_eq!(lines, ["Russia declares war on France to defend Franconia beside its allies, losing 1 political point(s) (7.3.8.3)."]);
    assert!(st.at_war("russia", "france"));
    assert_eq!(st.powers["russia"].political_points, 4);
    assert_eq!(area_of(&st, "ru-i"), "franconia");
    assert_eq!(
        sites(&st)[0].defenders,
        BTreeSet::from(["austria".to_string(), "russia".to_string()]),
        "the defenders fight as one force"
    );
    // Without the standing order, the ally leaves like any power not at war.
    let mut st = state(units);
    let lines = declaration_steps(&rules(), &mut st, &BTreeMap::new(), &players());
    assert!(
        lines[0].starts_with("Russia is not at war with France: its forces leave Franconia"),
        "{lines:?}"
    );
}

#[test]
fn an_ally_of_the_attacker_at_war_with_the_defenders_stays_and_attacks_7_3_8_6() {
    let units = "  - {id: sp-i, name: La Romana, power: spain, kind: corps, area: franconia, factors: {infantry: 6}}\n";
    let mut st = state(units);
    let lines = declaration_steps(&rules(), &mut st, &BTreeMap::new(), &players());
    assert_eq!(
        lines,
        ["Spain stays in Franconia and attacks beside its ally France (7.3.8.6)."]
    );
    assert_eq!(area_of(&st, "sp-i"), "franconia");
    let rules = rules();
    let b = Battle::new(&rules, &st, "franconia", Kind::Field);
    assert_eq!(b.att.label, "France and Spain");
    assert_eq!(
        b.att.total(),
        16,
        "I Corps 10 and La Romana 6 attack as one force"
    );
}
