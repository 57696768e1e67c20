//! Empires in Arms sea rules of the land phase, from the rules' wording, on the 1805 map's
//! sea areas: 7.4.3 sea supply, 7.4.4 invasion supply, 7.2.2 and 7.2.4 depots in ports and
//! on fleets, 7.3.5 disembarking.

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::depots::depot_step::depot_step;
use pbem::rules::empires_in_arms::land_movement::movement_step::movement_step;
use pbem::rules::empires_in_arms::model::order_parts::DepotOrders;
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::supply::depot_supply::depot_distance;
use pbem::rules::empires_in_arms::supply::invasion::invasion_supply;
use pbem::rules::empires_in_arms::supply::sea::sea_linked;
use pbem::rules::empires_in_arms::supply::supply_chain::in_valid_chain;

/// Prussia (depots in Brandenburg, a source, and Pomerania: Stettin, a Baltic port) at war
/// with France; Russia its ally. `date`, `fleets`, more `depots` and `units` as YAML items.
fn state(date: &str, fleets: &str, depots: &str, units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: {date}
turn: 1
sequence: [prussia, france]
phasing: prussia
wars: [[prussia, france]]
alliances: [[prussia, russia]]
powers:
  prussia: {{name: Prussia, capital: brandenburg, home: [prussia], political_points: 0, money: 5}}
  france: {{name: France, capital: paris, home: [france], political_points: 0}}
  russia: {{name: Russia, capital: lithuania, home: [russia], political_points: 0}}
depots:
  - {{power: prussia, area: brandenburg}}
  - {{power: prussia, area: pomerania}}
{depots}
units:
{units}
leaders: []
fleets:
{fleets}
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

#[test]
fn two_friendly_unblockaded_ports_with_a_fleet_in_one_link_a_chain_7_4_3_1() {
    let r = rules();
    // Königsberg (East Prussia): French corps there and in West Prussia make it no supply
    // source and block the overland link to Stettin; its depot is in a valid chain only by sea.
    let east = "  - {power: prussia, area: east-prussia}\n";
    let french = "  - {id: fr-a, name: fr-a, power: france, kind: corps, area: west-prussia, factors: {infantry: 5}}\n  - {id: fr-b, name: fr-b, power: france, kind: corps, area: east-prussia, factors: {infantry: 5}}\n";
    let no_fleet = state("October 1805", "  []", east, french);
    assert!(
        !in_valid_chain(r.net(&no_fleet), &no_fleet, "prussia", "east-prussia"),
        "no fleet in either port"
    );
    // A Russian (allied) fleet in Stettin: "a fleet of the major power and/or an ally".
    let st = state(
        "October 1805",
        "  - {power: russia, sea: baltic, port: pomerania}",
        east,
        french,
    );
    assert!(sea_linked(
        r.net(&st),
        &st,
        "prussia",
        "pomerania",
        "east-prussia"
    ));
    assert!(in_valid_chain(r.net(&st), &st, "prussia", "east-prussia"));
    // "Neither port may be blockaded."
    let st = state(
        "October 1805",
        "  - {power: russia, sea: baltic, port: pomerania}\n  - {power: france, sea: baltic, blockading: east-prussia}",
        east,
        french,
    );
    assert!(!in_valid_chain(r.net(&st), &st, "prussia", "east-prussia"));
    // 7.4.3.3: not into or out of a sea north of the ice line in winter.
    let st = state(
        "January 1806",
        "  - {power: russia, sea: baltic, port: pomerania}",
        east,
        french,
    );
    assert!(!in_valid_chain(r.net(&st), &st, "prussia", "east-prussia"));
}

#[test]
fn a_depot_on_a_fleet_supplies_the_coasts_of_its_sea_and_no_further_7_4_4() {
    let r = rules();
    let fleet = "  - {power: prussia, sea: baltic}";
    // Zealand is a Baltic coast: one area from the fleet's depot, traced from Stettin.
    let st = state(
        "October 1805",
        fleet,
        "  - {power: prussia, area: baltic}\n",
        "  []",
    );
    assert!(invasion_supply(r.net(&st), &st, "prussia", "zealand"));
    assert_eq!(
        depot_distance(r.net(&st), &st, "prussia", "zealand", 3),
        Some(1)
    );
    assert!(
        !invasion_supply(r.net(&st), &st, "prussia", "hanover"),
        "not a Baltic coast"
    );
    // 7.4.4.2: without its fleet the depot supplies nothing; 7.4.4.5: nor in winter.
    let st = state(
        "October 1805",
        "  []",
        "  - {power: prussia, area: baltic}\n",
        "  []",
    );
    assert!(!invasion_supply(r.net(&st), &st, "prussia", "zealand"));
    let st = state(
        "December 1805",
        fleet,
        "  - {power: prussia, area: baltic}\n",
        "  []",
    );
    assert!(!invasion_supply(r.net(&st), &st, "prussia", "zealand"));
    // 7.4.4.1: the port it is traced from must be unblockaded.
    let st = state(
        "October 1805",
        "  - {power: prussia, sea: baltic}\n  - {power: france, sea: baltic, blockading: pomerania}",
        "  - {power: prussia, area: baltic}\n",
        "  []",
    );
    assert!(!invasion_supply(r.net(&st), &st, "prussia", "zealand"));
}

fn place(st: &mut State, area: &str) -> Result<Vec<String>, String> {
    let o = DepotOrders {
        remove: Vec::new(),
        place: vec![area.into()],
    };
    depot_step(&rules(), st, "prussia", &o).map_err(|r| r.reason)
}

#[test]
fn depots_on_fleets_and_in_ports_7_2_4_and_7_2_2() {
    let fleet = "  - {power: prussia, sea: baltic}";
    let mut st = state("October 1805", fleet, "", "  []");
    assert_eq!(
        place(&mut st, "baltic").unwrap(),
        ["Prussia places a depot on its fleet in the Baltic Sea (7.2.4) for 1 money point(s)."]
    );
    // 7.4.4.4: one invasion depot in a sea.
    assert_eq!(
        place(&mut st, "baltic").unwrap_err(),
        "7.4.4.4: the Baltic Sea already has a depot for invasion supply"
    );
    let mut st = state("October 1805", "  []", "", "  []");
    assert_eq!(
        place(&mut st, "baltic").unwrap_err(),
        "7.2.4: Prussia has no fleet in the Baltic Sea to carry a depot"
    );
    let mut st = state("January 1806", fleet, "", "  []");
    assert_eq!(
        place(&mut st, "baltic").unwrap_err(),
        "7.4.4.5: the Baltic Sea is north of the ice line in winter"
    );
    // 7.2.2: Copenhagen, an ally's port (Denmark under Russia here), neither Prussia's
    // territory (7.2.1) nor open to a chain there (7.2.3.3.1), takes a depot by sea supply
    // from Stettin, where a Prussian fleet lies ...
    let mut st = state(
        "October 1805",
        "  - {power: prussia, sea: baltic, port: pomerania}",
        "",
        "  []",
    );
    st.minors.insert(
        "denmark".into(),
        serde_yaml::from_str("{controller: russia}").unwrap(),
    );
    assert_eq!(
        place(&mut st.clone(), "zealand").unwrap(),
        ["Prussia places a depot in Zealand (7.2.2) for 1 money point(s)."]
    );
    // ... but not when Copenhagen is blockaded.
    st.fleets
        .push(serde_yaml::from_str("{power: france, sea: baltic, blockading: zealand}").unwrap());
    assert!(place(&mut st, "zealand")
        .unwrap_err()
        .starts_with("7.2.3.3.1"));
}

#[test]
fn corps_at_sea_land_with_their_movement_spent_7_3_5() {
    let r = rules();
    let carried = "  - {id: pr-x, name: Blücher's landing, power: prussia, kind: corps, area: baltic, factors: {infantry: 6}}\n";
    // At sea: any Baltic coast, here Zealand as ordered.
    let mut st = state(
        "October 1805",
        "  - {power: prussia, sea: baltic, carrying: [pr-x]}",
        "",
        carried,
    );
    let mut o = Orders::default();
    o.disembark.insert("pr-x".into(), "zealand".into());
    o.forage.push("pr-x".into());
    // Forage: die 4 against Zealand's 2, every movement point spent: 2 losses.
    let m = movement_step(&r, &mut st, &o, &[], &mut ScriptedDice::new([4]));
    assert_eq!(
        m.lines[0],
        "Blücher's landing lands in Zealand from the Baltic Sea, its movement spent (7.3.5)."
    );
    let u = st.units.iter().find(|u| u.id == "pr-x").unwrap();
    assert_eq!(
        (u.area.as_str(), u.entered_from.as_deref()),
        ("zealand", Some("baltic"))
    );
    assert_eq!(
        m.moved["pr-x"].unused(),
        0,
        "disembarking exhausts the allowance"
    );
    assert!(st.fleets[0].carrying.is_empty());
    // In port: only the port's area; an order elsewhere is refused and the default used.
    let mut st = state(
        "October 1805",
        "  - {power: prussia, sea: baltic, port: pomerania, carrying: [pr-x]}",
        "",
        carried,
    );
    let m = movement_step(&r, &mut st, &o, &[], &mut ScriptedDice::new([1]));
    assert!(
        m.lines[0]
            .starts_with("Blücher's landing cannot land in Zealand from the Baltic Sea (7.3.5)"),
        "{:?}",
        m.lines
    );
    assert_eq!(
        st.units.iter().find(|u| u.id == "pr-x").unwrap().area,
        "pomerania"
    );
}

#[test]
fn battle_orders_may_name_the_area_a_corps_lands_in_7_3_5() {
    use pbem::rules::empires_in_arms::check::check;
    use pbem::rules::empires_in_arms::check_steps::check_moves;
    use pbem::yaml::Source;
    let r = rules();
    let st: State = serde_yaml::from_str(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [britain, france]
phasing: britain
land_phase: movement-supply-combat
wars: [[britain, france]]
powers:
  britain: {name: Great Britain, capital: hanover, home: [britain, hanover], political_points: 0, money: 9}
  france: {name: France, capital: paris, home: [france], political_points: 0}
depots: [{power: britain, area: hanover}]
units:
  - {id: gb-x, name: Don, power: britain, kind: corps, area: north-sea, factors: {infantry: 5}}
  - {id: fr-x, name: Louis, power: france, kind: corps, area: holland, factors: {infantry: 4}}
leaders: []
fleets: [{power: britain, sea: north-sea, carrying: [gb-x]}]
"#,
    )
    .unwrap();
    let powers = vec!["britain".to_string()];
    let orders = |extra: &str| {
        let text = format!("game: empires-in-arms\ncampaign: t\nentry: 1\nturn: 1\nphase: land-britain\nplayer: britain\n{extra}battles:\n  holland: {{days: [{{chit: assault}}]}}\n");
        let src = Source::new("orders.yaml", text);
        let o: Orders = src.parse().unwrap();
        let after = check_moves(&r, &st, &powers, &o, &src)?;
        check(&r.map, &after, &powers, &o, &src)
    };
    orders("disembark: {gb-x: holland}\n").unwrap();
    // Without the landing order Don lands by default at Hanover, nearest his supply: no
    // combat at Holland to give orders for.
    let e = orders("").unwrap_err().to_string();
    assert!(e.contains("no combat of yours at Holland"), "{e}");
    // A landing the fleet cannot make is refused, naming the rule.
    let e = orders("disembark: {gb-x: zealand}\n")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("7.3.5: from the North Sea it may land only in"),
        "{e}"
    );
}
