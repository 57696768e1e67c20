//! Empires in Arms depots inside besieged port cities, from the rules' wording, on the 1805
//! map: the French besiege Danzig (West Prussia, a Baltic port); Prussia's depot at Stettin
//! (Pomerania), in a valid chain from Brandenburg, with a Prussian fleet in port there, is a
//! friendly unblockaded sea supply source to it. 7.2.2.1-7.2.2.2 placement inside the city
//! beside an enemy depot in the area, 7.3.3.5.3 no added capacity, 7.4.2.1.2 and 7.4.3.4.1
//! the garrison living off sea supply, 7.4.3.4.3-7.4.3.4.5 the depot moving out, removed or
//! falling with the city.

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::depots::depot_step::depot_step;
use pbem::rules::empires_in_arms::land_movement::garrisons::detach;
use pbem::rules::empires_in_arms::model::order_parts::DepotOrders;
use pbem::rules::empires_in_arms::model::order_parts::{Post, Transfer};
use pbem::rules::empires_in_arms::model::orders::DepotChoice;
use pbem::rules::empires_in_arms::model::state::{Depot, State};
use pbem::rules::empires_in_arms::model::units::FactorType;
use pbem::rules::empires_in_arms::supply::port_depot::{after_movement, fallen};
use pbem::rules::empires_in_arms::supply::supply_step::supply_step;
use std::collections::BTreeMap;

/// Danzig besieged by a French corps, a French depot in West Prussia beside it; `fleets`
/// YAML list items; Prussia has `money`.
fn state(fleets: &str, money: u32) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1806
turn: 1
sequence: [prussia, france]
phasing: prussia
wars: [[prussia, france]]
powers:
  prussia: {{name: Prussia, capital: brandenburg, home: [prussia], political_points: 0, money: {money}}}
  france: {{name: France, capital: paris, home: [france], political_points: 0, money: 5}}
depots:
  - {{power: prussia, area: brandenburg}}
  - {{power: prussia, area: pomerania}}
  - {{power: france, area: west-prussia}}
units:
  - {{id: fr-x, name: X Corps (Lefebvre), power: france, kind: corps, area: west-prussia, factors: {{infantry: 12}}}}
  - {{id: pr-danzig, name: Kalckreuth, power: prussia, kind: corps, area: west-prussia, in_city: true, factors: {{infantry: 6, cavalry: 1}}}}
leaders: []
fleets:
{fleets}
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

const FLEET: &str = "  - {power: prussia, sea: baltic, port: pomerania}";

fn place(st: &mut State) -> Result<Vec<String>, String> {
    let o = DepotOrders {
        remove: Vec::new(),
        place: vec!["west-prussia".into()],
    };
    depot_step(&rules(), st, "prussia", &o).map_err(|r| r.reason)
}

fn danzig_depot() -> Depot {
    Depot {
        power: "prussia".into(),
        area: "west-prussia".into(),
    }
}

#[test]
fn a_depot_in_a_besieged_port_goes_inside_the_city_beside_the_enemy_depot_7_2_2_1() {
    let mut st = state(FLEET, 5);
    let lines = place(&mut st).unwrap();
    assert_eq!(lines, ["Prussia places a depot inside the besieged port city of Danzig (7.2.2.1) for 1 money point(s)."]);
    assert_eq!(st.port_depots, [danzig_depot()]);
    // 7.2.2.2: the French depot stays in the area.
    assert!(st
        .depots
        .iter()
        .any(|d| d.power == "france" && d.area == "west-prussia"));
    // 7.2: it may be removed like any depot.
    let o = DepotOrders {
        remove: vec!["west-prussia".into()],
        place: Vec::new(),
    };
    let lines = depot_step(&rules(), &mut st, "prussia", &o).unwrap();
    assert_eq!(
        lines,
        ["Prussia removes its depot inside Danzig (7.2, 7.4.3.4)."]
    );
    assert!(st.port_depots.is_empty());
    // No fleet in Stettin: no sea supply source (7.4.3.1), no depot.
    let mut st = state("  []", 5);
    let e = place(&mut st).unwrap_err();
    assert!(
        e.starts_with("7.4.3.4: no friendly unblockaded sea supply source reaches Danzig"),
        "{e}"
    );
    // A French fleet in Danzig's blockade box: not unblockaded.
    let mut st = state(
        &format!("{FLEET}\n  - {{power: france, sea: baltic, blockading: west-prussia}}"),
        5,
    );
    let e = place(&mut st).unwrap_err();
    assert_eq!(
        e,
        "7.4.3.4: Danzig is not an unblockaded friendly controlled port"
    );
}

#[test]
fn the_depot_inside_the_port_city_adds_no_garrison_capacity_7_3_3_5_3() {
    let mut st = state(FLEET, 5);
    st.port_depots.push(danzig_depot());
    let t = Transfer {
        corps: "pr-danzig".into(),
        area: Some("west-prussia".into()),
        post: Post::Depot,
        factors: [(FactorType::Cavalry, 1)].into_iter().collect(),
    };
    let e = detach(&rules(), &mut st, &t, "west-prussia").unwrap_err();
    assert_eq!(e, "7.3.3.5.3: the depot inside the besieged port city of West Prussia adds no garrison capacity; garrison the city");
}

#[test]
fn the_besieged_port_garrison_lives_off_sea_supply_at_half_a_point_7_4_2_1_2_and_7_4_3_4_1() {
    let mut st = state(FLEET, 5);
    st.port_depots.push(danzig_depot());
    // No die: no besieged supply roll.
    let mut d = ScriptedDice::new([]);
    let lines = supply_step(&rules(), &mut st, &BTreeMap::new(), &[], &[], &[], &mut d);
    assert_eq!(
        lines,
        [
            "Besieged in Danzig: 1 garrison(s) live off depot supply, by sea through the depot inside the port city (7.4.2.1.2, 7.4.3.4.1).",
            "Depot supply (7.4.2) for 0 corps and 1 port garrison(s): 1 money point paid, 4 left."
        ]
    );
    assert_eq!(st.powers["prussia"].money, 4, "half a point, rounded up");
    // Three garrisons cost one and a half, rounded up to 2: with 1 money point the city is
    // not paid for in part; it takes besieged supply and the money stays.
    let mut st = state(FLEET, 1);
    st.port_depots.push(danzig_depot());
    for id in ["pr-g1", "pr-g2"] {
        st.units.push(
            serde_yaml::from_str(&format!("{{id: {id}, name: {id}, power: prussia, kind: garrison, area: west-prussia, in_city: true, factors: {{infantry: 1}}}}")).unwrap(),
        );
    }
    let mut d = ScriptedDice::new([1]);
    let lines = supply_step(&rules(), &mut st, &BTreeMap::new(), &[], &[], &[], &mut d);
    assert!(
        lines[0].starts_with("Besieged in Danzig (9 factors): die 1"),
        "{lines:?}"
    );
    assert_eq!(st.powers["prussia"].money, 1);
    // Without money it takes besieged supply (7.4.5): one die against Danzig's value 2.
    let mut st = state(FLEET, 0);
    st.port_depots.push(danzig_depot());
    let mut d = ScriptedDice::new([1]);
    let lines = supply_step(&rules(), &mut st, &BTreeMap::new(), &[], &[], &[], &mut d);
    assert!(
        lines[0].starts_with("Besieged in Danzig (7 factors): die 1"),
        "{lines:?}"
    );
    assert_eq!(d.remaining(), 0);
}

#[test]
fn the_port_depot_moves_out_when_the_siege_ends_or_goes_without_sea_supply_7_4_3_4_3_and_4() {
    let r = rules();
    // The French corps is gone: the siege is over; the depot moves into the area and the
    // French depot there is destroyed.
    let mut st = state(FLEET, 5);
    st.port_depots.push(danzig_depot());
    st.units.retain(|u| u.id != "fr-x");
    let lines = after_movement(&r, &mut st);
    assert_eq!(lines, ["The siege of Danzig is over: Prussia's depot inside it moves into West Prussia, destroying the enemy depot there (7.4.3.4.3)."]);
    assert!(st.port_depots.is_empty());
    assert!(st.depots.contains(&danzig_depot()));
    assert!(!st.depots.iter().any(|d| d.power == "france"));
    // The fleet has left Stettin: no sea supply source, the depot is removed.
    let mut st = state("  []", 5);
    st.port_depots.push(danzig_depot());
    let lines = after_movement(&r, &mut st);
    assert_eq!(lines, ["Prussia's depot inside Danzig is removed: no unblockaded sea supply source reaches it (7.4.3.4.4)."]);
    assert!(st.port_depots.is_empty() && !st.depots.contains(&danzig_depot()));
    // Still besieged and supplied: it stays.
    let mut st = state(FLEET, 5);
    st.port_depots.push(danzig_depot());
    assert!(after_movement(&r, &mut st).is_empty());
    assert_eq!(st.port_depots, [danzig_depot()]);
}

#[test]
fn the_port_depot_falls_with_the_city_destroyed_or_converted_7_4_3_4_5() {
    let r = rules();
    let fall = |choice: Option<DepotChoice>| {
        let mut st = state(FLEET, 5);
        st.port_depots.push(danzig_depot());
        st.phasing = "france".into();
        // The garrison surrendered.
        st.units.retain(|u| u.id != "pr-danzig");
        let orders: BTreeMap<String, DepotChoice> = choice
            .map(|c| ("west-prussia".to_string(), c))
            .into_iter()
            .collect();
        let lines = fallen(&r, &mut st, &orders);
        (lines, st)
    };
    let (lines, st) = fall(None);
    assert_eq!(
        lines,
        ["Prussia's depot inside Danzig, fallen, is destroyed (7.4.3.4.5)."]
    );
    assert!(st.port_depots.is_empty());
    // Conversion is refused while France's own depot already stands in the area (one per
    // area): the depot is destroyed.
    let (lines, _) = fall(Some(DepotChoice::Convert));
    assert!(lines[0].ends_with("is destroyed (7.4.3.4.5)."), "{lines:?}");
    // Without it, and with a French depot in a valid chain two areas away (Pomerania taken,
    // a French home nation here so that it is a supply source), it is converted.
    let mut st = state(FLEET, 5);
    st.port_depots.push(danzig_depot());
    st.phasing = "france".into();
    st.units.retain(|u| u.id != "pr-danzig");
    st.depots = vec![Depot {
        power: "france".into(),
        area: "pomerania".into(),
    }];
    st.powers
        .get_mut("france")
        .unwrap()
        .home
        .push("prussia".into());
    let orders = BTreeMap::from([("west-prussia".to_string(), DepotChoice::Convert)]);
    let lines = fallen(&r, &mut st, &orders);
    assert_eq!(lines, ["Prussia's depot inside Danzig, fallen, is converted to France's depot in West Prussia (7.4.3.4.5)."]);
    assert!(st
        .depots
        .iter()
        .any(|d| d.power == "france" && d.area == "west-prussia"));
    // While the garrison holds out, nothing happens.
    let mut st = state(FLEET, 5);
    st.port_depots.push(danzig_depot());
    st.phasing = "france".into();
    assert!(fallen(&r, &mut st, &BTreeMap::new()).is_empty());
    assert_eq!(st.port_depots.len(), 1);
}

#[test]
fn corps_may_land_directly_into_a_besieged_friendly_port_if_there_is_room_7_3_5_errata() {
    use pbem::rules::empires_in_arms::land_movement::movement_step::movement_step;
    use pbem::rules::empires_in_arms::model::orders::Orders;
    // Danzig holds 2 x 5 = 10 factors; Kalckreuth has 7 inside.
    let land = |factors: u32| {
        let mut st = state(
            &format!("{FLEET}\n  - {{power: prussia, sea: baltic, carrying: [pr-relief]}}"),
            5,
        );
        st.units.push(
            serde_yaml::from_str(&format!("{{id: pr-relief, name: Relief Corps, power: prussia, kind: corps, area: baltic, factors: {{infantry: {factors}}}}}")).unwrap(),
        );
        let mut o = Orders::default();
        o.disembark
            .insert("pr-relief".into(), "west-prussia".into());
        o.into_port.push("pr-relief".into());
        let mut d = ScriptedDice::new([1; 4]);
        let m = movement_step(&rules(), &mut st, &o, &[], &mut d);
        let u = st
            .units
            .iter()
            .find(|u| u.id == "pr-relief")
            .unwrap()
            .clone();
        (m.lines, u)
    };
    let (lines, u) = land(3);
    assert!(u.in_city && u.area == "west-prussia");
    assert_eq!(
        lines[0],
        "Relief Corps lands directly into the besieged port of Danzig from the Baltic Sea, its movement spent (7.3.5)."
    );
    // 7 + 4 is more than Danzig holds: it lands in the area, beside the besiegers.
    let (lines, u) = land(4);
    assert!(!u.in_city && u.area == "west-prussia");
    assert!(
        lines[0].starts_with("Relief Corps lands in West Prussia"),
        "{lines:?}"
    );
}
