//! Empires in Arms 7.2 the Depot Creation/Removal Step and 7.3.6.1 enemy depots entered,
//! from the rules' wording, on the 1805 map.

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::depots::depot_step::depot_step;
use pbem::rules::empires_in_arms::land_movement::movement_step::movement_step;
use pbem::rules::empires_in_arms::model::order_parts::DepotOrders;
use pbem::rules::empires_in_arms::model::orders::{DepotChoice, Orders};
use pbem::rules::empires_in_arms::model::state::State;

/// France (money `money`, a depot in Alsace and in Rhineland) at war with Austria and the
/// `wars` given; Prussia at peace unless named; `units` and `depots` are YAML list items.
fn state(money: i32, wars: &str, depots: &str, units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria, prussia]
phasing: france
wars: [[france, austria]{wars}]
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 0, money: {money}}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 0, money: 5}}
  prussia: {{name: Prussia, capital: brandenburg, home: [prussia], political_points: 0}}
depots:
  - {{power: france, area: alsace}}
  - {{power: france, area: rhineland}}
{depots}
units:
{units}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn corps(id: &str, power: &str, area: &str, n: u32) -> String {
    format!("  - {{id: {id}, name: {id}, power: {power}, kind: corps, area: {area}, factors: {{infantry: {n}}}}}\n")
}

fn garrison(id: &str, power: &str, area: &str, n: u32) -> String {
    format!("  - {{id: {id}, name: {id}, power: {power}, kind: garrison, area: {area}, factors: {{infantry: {n}}}}}\n")
}

fn place(areas: &[&str]) -> DepotOrders {
    DepotOrders {
        remove: Vec::new(),
        place: areas.iter().map(|s| s.to_string()).collect(),
    }
}

fn refused(st: &State, o: &DepotOrders) -> String {
    let mut s = st.clone();
    let r = depot_step(&rules(), &mut s, "france", o).unwrap_err();
    format!("{}: {}", r.path, r.reason)
}

fn has_depot(st: &State, power: &str, area: &str) -> bool {
    st.depots.iter().any(|d| d.power == power && d.area == area)
}

#[test]
fn a_friendly_city_area_of_its_territory_costs_one_money_point_7_2_1() {
    let mut st = state(3, "", "", "  []");
    let lines = depot_step(&rules(), &mut st, "france", &place(&["lorraine"])).unwrap();
    assert!(has_depot(&st, "france", "lorraine"));
    assert_eq!(st.powers["france"].money, 2, "7.2: one money point each");
    assert_eq!(
        lines,
        ["France places a depot in Lorraine (7.2.1) for 1 money point(s)."]
    );
}

#[test]
fn one_depot_per_area_money_and_counter_mix_7_2() {
    let st = state(3, "", "", "  []");
    assert_eq!(
        refused(&st, &place(&["alsace"])),
        "depots.place[0]: 7.2: one depot per area; Alsace already has France's depot"
    );
    let poor = state(0, "", "", "  []");
    assert_eq!(
        refused(&poor, &place(&["lorraine"])),
        "depots.place[0]: 7.2: a depot costs 1 money point(s) and France has 0"
    );
    // Twelve French depots on the map: the provisional counter mix is full ...
    let full: String = [
        "paris",
        "picardy",
        "champagne",
        "burgundy",
        "lyonnais",
        "languedoc",
        "piedmont",
        "belgium",
        "catalonia",
        "holland",
    ]
    .iter()
    .map(|a| format!("  - {{power: france, area: {a}}}\n"))
    .collect();
    let st = state(5, "", &full, "  []");
    assert!(refused(&st, &place(&["lorraine"])).contains("7.2: France has 12 depots on the map"));
    // ... but the same counter may be removed and placed elsewhere in the same step.
    let mut st2 = st.clone();
    let o = DepotOrders {
        remove: vec!["holland".into()],
        place: vec!["lorraine".into()],
    };
    depot_step(&rules(), &mut st2, "france", &o).unwrap();
    assert!(has_depot(&st2, "france", "lorraine") && !has_depot(&st2, "france", "holland"));
}

#[test]
fn not_where_unbesieged_enemy_forces_are_unless_a_corps_of_the_power_is_too_7_2() {
    let st = state(3, "", "", &corps("au-i", "austria", "lorraine", 6));
    assert_eq!(
        refused(&st, &place(&["lorraine"])),
        "depots.place[0]: 7.2: Austria's unbesieged forces are in Lorraine and no unbesieged corps of France is there"
    );
    let units = corps("au-i", "austria", "lorraine", 6) + &corps("fr-iv", "france", "lorraine", 8);
    let mut st = state(3, "", "", &units);
    depot_step(&rules(), &mut st, "france", &place(&["lorraine"])).unwrap();
    assert!(has_depot(&st, "france", "lorraine"));
}

#[test]
fn supply_chain_placement_outside_its_territory_7_2_3() {
    // Baden is a minor neutral: only at war with it (7.2.3.3.1) ...
    let st = state(3, "", "", &corps("fr-iv", "france", "baden", 8));
    assert!(refused(&st, &place(&["baden"])).starts_with(
        "depots.place[0]: 7.2.3.3.1: Baden is in a minor neutral France is not at war with"
    ));
    // ... and with a corps of France there (7.2.3.3.2).
    let st = state(3, ", [france, baden]", "", "  []");
    assert!(refused(&st, &place(&["baden"])).contains(
        "7.2.3.3.2: Baden is outside France's territory and no unbesieged corps of France is there"
    ));
    let mut st = state(
        3,
        ", [france, baden]",
        "",
        &corps("fr-iv", "france", "baden", 8),
    );
    let lines = depot_step(&rules(), &mut st, "france", &place(&["baden"])).unwrap();
    assert_eq!(
        lines,
        ["France places a depot in Baden (7.2.3) for 1 money point(s)."]
    );
    // Another major power's territory: only when at war with it (7.2.3.3.1).
    let st = state(3, "", "", &corps("fr-iv", "france", "westphalia", 8));
    assert!(refused(&st, &place(&["westphalia"]))
        .contains("7.2.3.3.1: Westphalia is Prussia's territory and France is not at war with it"));
    let mut st = state(
        3,
        ", [france, prussia]",
        "",
        &corps("fr-iv", "france", "westphalia", 8),
    );
    depot_step(&rules(), &mut st, "france", &place(&["westphalia"])).unwrap();
    assert!(has_depot(&st, "france", "westphalia"));
}

#[test]
fn within_two_unblocked_areas_of_a_depot_that_existed_before_7_2_3_and_7_2_3_2_1() {
    let wars = ", [france, prussia], [france, hanover]";
    // Hanover is two areas from Rhineland, through Westphalia or Hesse; Prussian corps in
    // both block the chain (7.2.3.2.1) ...
    let units = corps("fr-iv", "france", "hanover", 8)
        + &corps("pr-i", "prussia", "westphalia", 6)
        + &corps("pr-ii", "prussia", "hesse", 6);
    let st = state(3, wars, "", &units);
    assert!(refused(&st, &place(&["hanover"])).contains(
        "7.2.3: no depot of France in a valid supply chain lies within two unblocked areas of Hanover"
    ));
    // ... unless a friendly corps is there too.
    let mut st = state(3, wars, "", &(units + &corps("fr-v", "france", "hesse", 6)));
    depot_step(&rules(), &mut st, "france", &place(&["hanover"])).unwrap();
    assert!(has_depot(&st, "france", "hanover"));

    // A depot placed this step is not one "already existing (before this Turn)": Swabia is
    // three areas from Alsace (Switzerland blocked by an Austrian corps), one from the new
    // depot in Württemberg.
    let wars = ", [france, wurttemberg], [france, bavaria]";
    let units = corps("fr-iv", "france", "wurttemberg", 8)
        + &corps("fr-v", "france", "swabia", 8)
        + &corps("au-i", "austria", "switzerland", 6);
    let st = state(3, wars, "", &units);
    assert!(refused(&st, &place(&["wurttemberg", "swabia"]))
        .starts_with("depots.place[1]: 7.2.3: no depot of France in a valid supply chain lies within two unblocked areas of Swabia"));

    // A depot out of any valid chain anchors nothing.
    let st = state(
        3,
        ", [france, saxony]",
        "  - {power: france, area: silesia}\n",
        &corps("fr-iv", "france", "saxony", 8),
    );
    assert!(refused(&st, &place(&["saxony"])).contains("7.2.3: no depot of France"));
}

#[test]
fn a_removed_depots_garrison_goes_into_the_city_if_it_can_else_is_destroyed_7_2() {
    // Strasbourg (supply 2) holds 10 factors (7.3.3.4): 4 go in.
    let mut st = state(3, "", "", &garrison("fr-g", "france", "alsace", 4));
    let o = DepotOrders {
        remove: vec!["alsace".into()],
        place: Vec::new(),
    };
    let lines = depot_step(&rules(), &mut st, "france", &o).unwrap();
    assert!(!has_depot(&st, "france", "alsace"));
    assert_eq!(
        lines,
        ["France removes its depot in Alsace. 4 garrison factor(s) move into Strasbourg."]
    );
    let g = st.units.iter().find(|u| u.id == "fr-g").unwrap();
    assert!(g.in_city && g.total() == 4);
    // 12 factors: 10 go in, 2 are destroyed.
    let mut st = state(3, "", "", &garrison("fr-g", "france", "alsace", 12));
    let lines = depot_step(&rules(), &mut st, "france", &o).unwrap();
    assert!(lines[0].ends_with("10 garrison factor(s) move into Strasbourg. 2 garrison factor(s) are destroyed: no friendly or vacant unbesieged city with room in the area (7.2)."), "{lines:?}");
    // A city held by the enemy takes none.
    let units = garrison("fr-g", "france", "alsace", 4)
        + "  - {id: au-g, name: au-g, power: austria, kind: garrison, area: alsace, in_city: true, factors: {infantry: 2}}\n";
    let mut st = state(3, "", "", &units);
    depot_step(&rules(), &mut st, "france", &o).unwrap();
    assert!(!st.units.iter().any(|u| u.id == "fr-g"), "destroyed");
    // Only its own depots.
    let st = state(3, "", "  - {power: austria, area: tyrol}\n", "  []");
    let o = DepotOrders {
        remove: vec!["tyrol".into()],
        place: Vec::new(),
    };
    assert_eq!(
        refused(&st, &o),
        "depots.remove[0]: 7.2: France has no depot in Tyrol to remove"
    );
}

fn moving(id: &str, to: &[&str], choice: Option<(&str, DepotChoice)>) -> Orders {
    let mut o = Orders::default();
    o.moves
        .insert(id.into(), to.iter().map(|s| s.to_string()).collect());
    if let Some((area, c)) = choice {
        o.enemy_depots.insert(area.into(), c);
    }
    o
}

#[test]
fn an_ungarrisoned_enemy_depot_entered_is_destroyed_or_converted_7_3_6_1() {
    let austrian = "  - {power: austria, area: baden}\n";
    let units = corps("fr-iv", "france", "alsace", 8);
    // Destroyed, and the corps that ends its move there lives off it: no foraging die.
    let mut st = state(3, ", [france, baden]", austrian, &units);
    let mut dice = ScriptedDice::new([]);
    let m = movement_step(
        &rules(),
        &mut st,
        &moving("fr-iv", &["baden"], None),
        &[],
        &mut dice,
    );
    assert!(!has_depot(&st, "austria", "baden"));
    assert!(
        m.lines
            .contains(&"fr-iv destroys Austria's depot in Baden (7.3.6.1).".to_string()),
        "{:?}",
        m.lines
    );
    assert_eq!(
        m.foraged,
        ["fr-iv"],
        "counts as having foraged, with no loss"
    );
    assert_eq!(st.units[0].total(), 8);
    // Converted: Baden, next to France's source in Alsace, extends a valid chain; no cost.
    let mut st = state(3, ", [france, baden]", austrian, &units);
    let m = movement_step(
        &rules(),
        &mut st,
        &moving("fr-iv", &["baden"], Some(("baden", DepotChoice::Convert))),
        &[],
        &mut dice,
    );
    assert!(has_depot(&st, "france", "baden") && !has_depot(&st, "austria", "baden"));
    assert_eq!(st.powers["france"].money, 3);
    assert!(m.lines[1].contains("converts Austria's depot in Baden to a depot of France"));
    // Not where it would be out of any valid chain (three areas past Alsace): destroyed.
    let far = "  - {power: austria, area: swabia}\n";
    let units2 = corps("fr-iv", "france", "baden", 8) + &corps("au-i", "austria", "switzerland", 6);
    let mut st = state(
        3,
        ", [france, baden], [france, wurttemberg], [france, bavaria]",
        far,
        &units2,
    );
    let m = movement_step(
        &rules(),
        &mut st,
        &moving(
            "fr-iv",
            &["wurttemberg", "swabia"],
            Some(("swabia", DepotChoice::Convert)),
        ),
        &[],
        &mut dice,
    );
    assert!(!st.depots.iter().any(|d| d.area == "swabia"));
    assert!(m.lines.iter().any(|l| l.contains("cannot be converted, it would be neither a supply source nor part of a valid supply chain (7.2.3)")), "{:?}", m.lines);
}

#[test]
fn a_garrisoned_or_defended_enemy_depot_is_not_taken_in_movement_7_3_6() {
    let austrian = "  - {power: austria, area: baden}\n";
    for defender in [
        garrison("au-g", "austria", "baden", 2),
        corps("au-i", "austria", "baden", 6),
    ] {
        let units = corps("fr-iv", "france", "alsace", 8) + &defender;
        let mut st = state(3, ", [france, baden]", austrian, &units);
        let mut dice = ScriptedDice::new([3]);
        movement_step(
            &rules(),
            &mut st,
            &moving("fr-iv", &["baden"], None),
            &[],
            &mut dice,
        );
        assert!(has_depot(&st, "austria", "baden"), "{defender}");
    }
}

#[test]
fn the_owner_may_destroy_a_garrisoned_depot_as_the_enemy_enters_7_3_6_2() {
    use pbem::rules::empires_in_arms::land_movement::enemy_depot::garrisoned_depots_destroyed;
    use std::collections::BTreeMap;
    // Karlsruhe (supply 1) holds 5 of the 12 garrison factors; 7 surrender.
    let units = corps("fr-iv", "france", "alsace", 8) + &garrison("au-g", "austria", "baden", 12);
    let mut st = state(
        3,
        ", [france, baden]",
        "  - {power: austria, area: baden}\n",
        &units,
    );
    let mut dice = ScriptedDice::new([3]);
    movement_step(
        &rules(),
        &mut st,
        &moving("fr-iv", &["baden"], None),
        &[],
        &mut dice,
    );
    assert!(
        has_depot(&st, "austria", "baden"),
        "garrisoned: not taken in movement"
    );
    let standing = BTreeMap::from([("austria".to_string(), vec!["baden".to_string()])]);
    let lines = garrisoned_depots_destroyed(&rules(), &mut st, &["baden".to_string()], &standing);
    assert_eq!(lines, ["Austria destroys its garrisoned depot in Baden as France enters (7.3.6.2). 5 garrison factor(s) go into the city. 7 garrison factor(s) with no room in a city surrender."]);
    assert!(!has_depot(&st, "austria", "baden"));
    let g = st.units.iter().find(|u| u.id == "au-g").unwrap();
    assert!(g.in_city && g.total() == 5);
    assert_eq!(
        (st.prisoners[0].factors, st.prisoners[0].held_by.as_str()),
        (7, "france")
    );
    // Without the standing order the garrison holds its depot.
    let mut st = state(
        3,
        ", [france, baden]",
        "  - {power: austria, area: baden}\n",
        &units,
    );
    assert!(garrisoned_depots_destroyed(
        &rules(),
        &mut st,
        &["baden".to_string()],
        &BTreeMap::new()
    )
    .is_empty());
    assert!(has_depot(&st, "austria", "baden"));
}
