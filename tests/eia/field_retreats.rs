//! 7.5.2.10.3: after ordinary field battles the loser retreats; for every retreat the
//! report's line (the side, its units and leaders, the areas entered) agrees with the state
//! (each named unit and leader stands in the last area) and with the map (each area entered
//! borders the one before, never across a crossing arrow, 7.5.2.10.3.4, never twice,
//! 7.5.2.10.3.5). Several battles, many dice: one power, allies, a road through the enemy.

use crate::support;

use support::eia::rules;

use pbem::fairness::{ChaChaDice, Digest, ScriptedDice};
use pbem::rules::empires_in_arms::combat::battle_report::{BattleReport, RetreatReport};
use pbem::rules::empires_in_arms::combat::land_combat::resolve;
use pbem::rules::empires_in_arms::combat::sieges::garrison_attack::garrison_attacks;
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::rules::Rules;
use pbem::rules::empires_in_arms::model::state::State;
use std::collections::BTreeMap;

const HEAD: &str = r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria, russia]
wars: [[france, austria], [france, russia]]
powers:
  france: {name: France, capital: paris, home: [france], political_points: 5}
  austria: {name: Austria, capital: austria, home: [austria], political_points: 5}
  russia: {name: Russia, capital: lithuania, home: [russia], political_points: 5}
"#;

/// The battles: the phasing power, the depots, the units and the leaders.
const BATTLES: [(&str, &str); 4] = [
    // France attacks Kienmayer in Bavaria; Austria's depot is in Upper Austria.
    (
        "phasing: france",
        r#"depots: [{power: austria, area: upper-austria}]
units:
  - {id: fr-iv, name: IV Corps, power: france, kind: corps, area: bavaria, factors: {infantry: 10, cavalry: 2}}
  - {id: au-ii, name: Kienmayer, power: austria, kind: corps, area: bavaria, factors: {infantry: 8}}
leaders:
  - {id: soult, name: Soult, power: france, area: bavaria, strategic: 3, tactical: 3, seniority: 2}
  - {id: kienmayer, name: Kienmayer (leader), power: austria, area: bavaria, strategic: 2, tactical: 1, seniority: 4}
"#,
    ),
    // Austria and Russia together in Moravia against the Grande Armée: allies retreat
    // toward the nearest depot of either.
    (
        "phasing: france",
        r#"depots: [{power: austria, area: hungary}, {power: russia, area: galicia}]
units:
  - {id: fr-i, name: I Corps, power: france, kind: corps, area: moravia, factors: {infantry: 12}}
  - {id: fr-cav, name: Cavalry Reserve, power: france, kind: corps, area: moravia, factors: {cavalry: 6}}
  - {id: au-iii, name: Liechtenstein, power: austria, kind: corps, area: moravia, factors: {infantry: 6}}
  - {id: ru-i, name: Bagration, power: russia, kind: corps, area: moravia, factors: {infantry: 6}}
leaders:
  - {id: davout, name: Davout, power: france, area: moravia, strategic: 4, tactical: 3, seniority: 2}
"#,
    ),
    // Austria attacks the French in Swabia, France's depot far to the west in Alsace: a
    // French retreat passes through Württemberg, where an Austrian corps stands
    // (7.5.2.10.3.3).
    (
        "phasing: austria",
        r#"depots: [{power: france, area: alsace}]
units:
  - {id: au-i, name: Mack, power: austria, kind: corps, area: swabia, factors: {infantry: 16, cavalry: 2}}
  - {id: au-v, name: Jellačić, power: austria, kind: corps, area: switzerland, factors: {infantry: 4}}
  - {id: au-vi, name: Schwarzenberg, power: austria, kind: corps, area: baden, factors: {infantry: 4}}
  - {id: fr-v, name: V Corps, power: france, kind: corps, area: swabia, factors: {infantry: 7}}
leaders:
  - {id: charles, name: Archduke Charles, power: austria, area: swabia, strategic: 4, tactical: 2, seniority: 1}
  - {id: lannes, name: Lannes, power: france, area: swabia, strategic: 3, tactical: 1, seniority: 2}
"#,
    ),
    // Russia attacks the French in Galicia; no French depot on the map: toward Paris.
    (
        "phasing: russia",
        r#"depots: []
units:
  - {id: ru-ii, name: Kutuzov's Army, power: russia, kind: corps, area: galicia, factors: {infantry: 12, cavalry: 2}}
  - {id: fr-vii, name: VII Corps, power: france, kind: corps, area: galicia, factors: {infantry: 6}}
leaders: []
"#,
    ),
];

fn battle(i: usize) -> State {
    let (phasing, rest) = BATTLES[i];
    let text = format!("{HEAD}{phasing}\n{rest}");
    let mut st: State = serde_yaml::from_str(&text).unwrap();
    st.normalize();
    st
}

fn players() -> BTreeMap<String, Vec<String>> {
    ["france", "austria", "russia"]
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

/// The area id the map names `name`.
fn area_named(rules: &Rules, name: &str) -> String {
    rules
        .map
        .board()
        .areas()
        .map(|a| a.to_string())
        .find(|a| rules.map.name(a) == name)
        .unwrap_or_else(|| panic!("'{name}' names no area of the map"))
}

/// Where the state puts the unit or leader named `name`.
fn where_is(st: &State, name: &str) -> String {
    st.units
        .iter()
        .find(|u| u.name == name)
        .map(|u| u.area.clone())
        .or_else(|| {
            st.leaders
                .iter()
                .find(|l| l.name == name)
                .map(|l| l.area.clone())
        })
        .unwrap_or_else(|| panic!("{name} is named in a retreat and is not on the map"))
}

/// One retreat line of the battle in `from` against the state and the map; the units named.
fn agrees(rules: &Rules, from: &str, r: &RetreatReport, st: &State) -> usize {
    let mut at = from.to_string();
    let mut seen = vec![at.clone()];
    for name in &r.path {
        let next = area_named(rules, name);
        let border = rules.map.border(&at, &next);
        assert!(border.is_some(), "{name} does not border {at}: {r:?}");
        assert!(!border.unwrap().crossing, "across a crossing arrow: {r:?}");
        assert!(!seen.contains(&next), "{name} entered twice: {r:?}");
        seen.push(next.clone());
        at = next;
    }
    let last = rules.map.name(&at);
    for name in &r.units {
        let area = where_is(st, name);
        assert_eq!(
            rules.map.name(&area),
            last,
            "the report says {name} retreated to {last}; the state puts it in {area}: {r:?}"
        );
    }
    r.units.len()
}

/// Every retreat line of `reports` checked; (retreats, units and leaders named).
fn every_retreat_agrees(rules: &Rules, reports: &[BattleReport], st: &State) -> (usize, usize) {
    let mut n = (0, 0);
    for b in reports {
        for r in b.retreats.iter().filter(|r| !r.surrendered) {
            assert!(!r.path.is_empty(), "a retreat names where it goes: {r:?}");
            n.0 += 1;
            n.1 += agrees(rules, &b.area, r, st);
        }
    }
    n
}

#[test]
fn every_field_battle_retreat_line_agrees_with_the_state_and_the_map_7_5_2_10_3() {
    let r = rules();
    let (mut retreats, mut named, mut long) = (0, 0, 0);
    for i in 0..BATTLES.len() {
        for seed in 0..12u8 {
            let mut st = battle(i);
            let mut dice =
                ChaChaDice::new(&Digest([seed.wrapping_mul(31).wrapping_add(i as u8); 32]));
            let reports = resolve(&r, &mut st, &BTreeMap::new(), &players(), &mut dice);
            assert_eq!(reports.len(), 1, "battle {i}: one battle");
            let (n, u) = every_retreat_agrees(&r, &reports, &st);
            retreats += n;
            named += u;
            long += reports[0]
                .retreats
                .iter()
                .filter(|x| x.path.len() > 1)
                .count();
        }
    }
    // The dice give losers on both sides and more than one retreat in each set-up.
    assert!(retreats >= 12, "{retreats} retreats");
    assert!(named >= retreats, "{named} units named");
    assert!(long >= 1, "no retreat passed through an enemy's area");
}

/// 7.5.4.2.1.5: a garrison attack that wins lifts the siege and the besiegers retreat: the
/// line "the besiegers retreat to X" names where the state puts every besieging corps and
/// leader.
#[test]
fn the_besiegers_retreat_line_agrees_with_the_state_7_5_4_2_1_5() {
    let r = rules();
    let text = format!(
        "{HEAD}phasing: austria\n{}",
        r#"depots: [{power: france, area: alsace}]
units:
  - {id: au-i, name: Riesch, power: austria, kind: corps, area: swabia, in_city: true, factors: {infantry: 10}}
  - {id: fr-iv, name: IV Corps, power: france, kind: corps, area: swabia, factors: {infantry: 4}}
  - {id: fr-vi, name: VI Corps, power: france, kind: corps, area: swabia, factors: {infantry: 2}}
leaders:
  - {id: ney, name: Ney, power: france, area: swabia, strategic: 3, tactical: 2, seniority: 3}
"#
    );
    let mut st: State = serde_yaml::from_str(&text).unwrap();
    st.normalize();
    let mut au = Orders::default();
    au.garrison_attacks.insert("swabia".into(), Vec::new());
    let orders = BTreeMap::from([("austria".to_string(), au)]);
    let mut dice = ScriptedDice::new([6, 1].repeat(6));
    let lines = garrison_attacks(&r, &mut st, &orders, &players(), &mut dice);
    let last = lines.last().unwrap();
    let to = last
        .strip_prefix("The siege of Ulm is lifted: the besiegers retreat to ")
        .and_then(|t| t.split(" (").next())
        .unwrap_or_else(|| panic!("{lines:?}"));
    let area = area_named(&r, to);
    assert!(
        r.map.border("swabia", &area).is_some(),
        "{to} borders Swabia"
    );
    let french: Vec<_> = st.units.iter().filter(|u| u.power == "france").collect();
    assert!(!french.is_empty(), "{lines:?}");
    for u in french {
        assert_eq!(
            u.area, area,
            "the line says {to}; {} is in {}",
            u.name, u.area
        );
    }
    assert_eq!(where_is(&st, "Ney"), area, "the leader goes with them");
}
