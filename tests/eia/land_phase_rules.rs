//! Empires in Arms land phase rules from the rules' own wording and examples, on the 1805
//! map: 7.3 movement (allowances, force march, costs, stopping), 7.4.1 foraging (modifiers,
//! forage value, the 7.4.1.3.2 detached-factors example), 7.4.5 besieged supply and 7.4.2
//! depot supply costs.

use pbem::data::GameData;
use pbem::rules::empires_in_arms::land_movement::movement::{allowance, plan};
use pbem::rules::empires_in_arms::model::map::Map;
use pbem::rules::empires_in_arms::model::rules::Net;
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::supply::depot_supply::{cost_halves, depot_distance, pay};
use pbem::rules::empires_in_arms::supply::forage::{
    allocate, besieged_modifier, forage_value, losses, modifier, Allocation, Circumstances,
};
use pbem::rules::empires_in_arms::tables::land_charts::LandCharts;

fn data() -> GameData {
    GameData::embedded("empires-in-arms").unwrap()
}

fn charts() -> LandCharts {
    LandCharts::load(&data()).unwrap()
}

fn map() -> Map {
    Map::load(&data(), "central-europe-1805").unwrap()
}

/// A state on the 1805 map: France at war with Austria and Russia; `units` YAML list items.
fn state(units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, russia, austria]
phasing: france
wars: [[france, austria], [france, russia]]
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 0, money: 3}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 0}}
  russia: {{name: Russia, capital: lithuania, home: [russia], political_points: 0}}
depots:
  - {{power: france, area: alsace}}
units:
{units}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn corps(id: &str, power: &str, area: &str, factors: &str) -> String {
    format!("  - {{id: {id}, name: {id}, power: {power}, kind: corps, area: {area}, factors: {{{factors}}}}}\n")
}

fn path(p: &[&str]) -> Vec<String> {
    p.iter().map(|s| s.to_string()).collect()
}

#[test]
fn allowances_7_3_1_1_and_force_march_7_3_1_2() {
    let c = charts();
    let mut units = corps("fr-iv", "france", "alsace", "infantry: 8");
    units += &corps("fr-cav", "france", "alsace", "cavalry: 4");
    units += &corps("au-i", "austria", "bohemia", "infantry: 6");
    units += "  - {id: cossacks, name: Cossacks, power: russia, kind: cossacks, area: lithuania, factors: {cossack: 2}}\n";
    let s = state(&units);
    let u = |id: &str| s.units.iter().find(|u| u.id == id).unwrap().clone();
    assert_eq!(
        allowance(&c.movement, &u("fr-iv")),
        4,
        "French infantry corps"
    );
    assert_eq!(
        allowance(&c.movement, &u("fr-cav")),
        5,
        "a corps bearing a cavalry symbol"
    );
    assert_eq!(allowance(&c.movement, &u("au-i")), 3, "all other corps");
    assert_eq!(allowance(&c.movement, &u("cossacks")), 5);
    let m = map();
    // Force march: 4 + 1 takes IV Corps five one-point areas (the Inn costs nothing
    // without an enemy corps beyond it); without it the fifth is refused.
    let five = path(&["baden", "wurttemberg", "swabia", "bavaria", "upper-austria"]);
    let fm = plan(&c.movement, &m, &s, &u("fr-iv"), &five, true).unwrap();
    assert_eq!(
        (fm.allowance, fm.used, fm.unused(), fm.force_marched),
        (5, 5, 0, true)
    );
    let e = plan(&c.movement, &m, &s, &u("fr-iv"), &five, false).unwrap_err();
    assert!(
        e.starts_with("7.3.2.3: fr-iv has 0 movement points left; entering Upper Austria"),
        "{e}"
    );
    let ok = plan(
        &c.movement,
        &m,
        &s,
        &u("fr-iv"),
        &path(&["baden", "wurttemberg", "swabia"]),
        false,
    )
    .unwrap();
    assert_eq!((ok.allowance, ok.used, ok.unused()), (4, 3, 1));
    for id in ["fr-cav", "cossacks"] {
        let e = plan(&c.movement, &m, &s, &u(id), &[], true).unwrap_err();
        assert!(e.starts_with("7.3.1.2:"), "{e}");
    }
}

#[test]
fn costs_are_cumulative_7_3_1_3_4_and_a_counter_may_not_enter_what_it_cannot_pay_7_3_2_3() {
    // "movement across a river into a mountain area containing an enemy corps costs one
    // movement point to cross the river, plus two more movement points since it is a
    // mountain area, for a total of three": Bavaria to Upper Austria is the Inn (clear);
    // Upper Palatinate to Bohemia is mountain without a river. Hungary to Bosnia: a river
    // into a mountain area.
    let c = charts();
    let m = map();
    let mut units = corps("fr-iv", "france", "hungary", "infantry: 8");
    units += &corps("au-i", "austria", "bosnia", "infantry: 6");
    let s = state(&units);
    let iv = s.units.iter().find(|u| u.id == "fr-iv").unwrap();
    let moved = plan(&c.movement, &m, &s, iv, &path(&["bosnia"]), false).unwrap();
    assert_eq!(moved.used, 3, "river 1 + mountain 2");
    assert!(moved.crossed_river);
    // Without the enemy corps the river costs nothing.
    let s2 = state(&corps("fr-iv", "france", "hungary", "infantry: 8"));
    let iv2 = s2.units.iter().find(|u| u.id == "fr-iv").unwrap();
    assert_eq!(
        plan(&c.movement, &m, &s2, iv2, &path(&["bosnia"]), false)
            .unwrap()
            .used,
        2
    );
    // The issue's own wording: IV Corps with 1 point left may not enter Bohemia.
    let s3 = state(&corps("fr-iv", "france", "saxony", "infantry: 8"));
    let iv3 = s3.units.iter().find(|u| u.id == "fr-iv").unwrap();
    let e = plan(
        &c.movement,
        &m,
        &s3,
        iv3,
        &path(&["thuringia", "franconia", "upper-palatinate", "bohemia"]),
        false,
    )
    .unwrap_err();
    assert_eq!(
        e,
        "7.3.2.3: fr-iv has 1 movement point left; entering Bohemia (mountain 2) costs 2"
    );
}

#[test]
fn corps_stop_on_entering_enemy_corps_7_3_2_1_cossacks_do_not_7_3_2_2() {
    let c = charts();
    let m = map();
    let mut units = corps("fr-iv", "france", "swabia", "infantry: 8");
    units += &corps("au-i", "austria", "bavaria", "infantry: 6");
    units += "  - {id: cossacks, name: Cossacks, power: russia, kind: cossacks, area: upper-austria, factors: {cossack: 2}}\n";
    let s = state(&units);
    let iv = s.units.iter().find(|u| u.id == "fr-iv").unwrap();
    let e = plan(
        &c.movement,
        &m,
        &s,
        iv,
        &path(&["bavaria", "salzburg"]),
        false,
    )
    .unwrap_err();
    assert!(
        e.starts_with("7.3.2.1: fr-iv must cease movement in Bavaria"),
        "{e}"
    );
    // Russia is at war with France, not with Austria: the cossacks pass the Austrians, and
    // stop for nobody.
    let mut units = corps("fr-iv", "france", "swabia", "infantry: 8");
    units += "  - {id: cossacks, name: Cossacks, power: russia, kind: cossacks, area: upper-austria, factors: {cossack: 2}}\n";
    let s = state(&units);
    let k = s.units.iter().find(|u| u.id == "cossacks").unwrap();
    assert!(plan(
        &c.movement,
        &m,
        &s,
        k,
        &path(&["bavaria", "swabia", "wurttemberg"]),
        false
    )
    .is_ok());
}

#[test]
fn crossing_arrows_cost_one_more_and_an_enemy_fleet_bars_them_7_3_1_3_3() {
    let c = charts();
    let m = map();
    let s = state(&corps("fr-iv", "france", "jutland", "infantry: 8"));
    let iv = s.units.iter().find(|u| u.id == "fr-iv").unwrap();
    assert_eq!(
        plan(&c.movement, &m, &s, iv, &path(&["zealand"]), false)
            .unwrap()
            .used,
        2
    );
    let mut s = s.clone();
    s.wars.push(["france".into(), "britain".into()]);
    s.fleets
        .push(serde_yaml::from_str("{power: britain, sea: baltic}").unwrap());
    let iv = s.units.iter().find(|u| u.id == "fr-iv").unwrap();
    let e = plan(&c.movement, &m, &s, iv, &path(&["zealand"]), false).unwrap_err();
    assert!(
        e.starts_with("7.3.1.3.3:") && e.contains("an enemy fleet occupies the Baltic Sea"),
        "{e}"
    );
}

#[test]
fn foraging_modifiers_7_4_1_2_and_the_lowest_forage_value_7_4_1_1() {
    let c = charts();
    let f = c.supply.forage;
    let all = Circumstances {
        other_corps: 3,
        unused: 1,
        besieging: false,
        force_marched: true,
        winter_in_zone: true,
        own_territory: true,
    };
    // +2 (three others, at most +2) -1 unused +1 force march +2 winter -1 own territory.
    assert_eq!(modifier(&f, &all).0, 3);
    let besieging = Circumstances {
        besieging: true,
        ..all
    };
    assert_eq!(
        modifier(&f, &besieging).0,
        4,
        "no unused points while besieging"
    );
    // The lowest forage value passed through or stopped in, not the start.
    let m = map();
    assert_eq!(
        forage_value(&m, "austria", &path(&["styria", "hungary"])),
        Some(2)
    );
    assert_eq!(
        forage_value(&m, "austria", &[]),
        Some(4),
        "did not move: its own area"
    );
    // One factor lost per point above the value.
    assert_eq!(losses(6, 3, 2), 7);
    assert_eq!(losses(2, -1, 2), 0);
}

#[test]
fn forage_losses_with_detached_factors_7_4_1_3_2_example() {
    // "a corps with three regular infantry factors detaches two of these factors into a city
    // ... and then rolls a loss of two factors ... the two detached factors would have to be
    // the ones lost. If the corps had started with five factors, the two forage losses would
    // come out of the corps (leaving one factor in the corps) ... If the corps had started
    // with four factors, one of the forage losses would have to come out of the corps
    // (leaving one factor in the corps) and the other loss would have to be one of the
    // detached factors."
    let a = |in_corps, detached, loss| allocate(in_corps, detached, loss);
    let keep = |c, d| Allocation {
        from_corps: c,
        from_detached: d,
        corps_removed: false,
    };
    assert_eq!(a(1, 2, 2), keep(0, 2), "three factors");
    assert_eq!(a(3, 2, 2), keep(2, 0), "five factors");
    assert_eq!(a(2, 2, 2), keep(1, 1), "four factors");
    // The counter goes only when every factor it had while moving is lost.
    assert_eq!(
        a(1, 2, 3),
        Allocation {
            from_corps: 1,
            from_detached: 2,
            corps_removed: true
        }
    );
}

#[test]
fn besieged_supply_7_4_5_1_plus_one_per_full_five_factors_at_most_two() {
    let b = charts().supply.besieged;
    assert_eq!(besieged_modifier(&b, 4), 0);
    assert_eq!(besieged_modifier(&b, 5), 1, "5-9 factors: +1");
    assert_eq!(besieged_modifier(&b, 9), 1);
    assert_eq!(besieged_modifier(&b, 10), 2);
    assert_eq!(besieged_modifier(&b, 40), 2, "at most +2");
}

#[test]
fn depot_supply_costs_7_4_2_1() {
    let d = charts().supply.depot_supply;
    assert_eq!(
        cost_halves(&d, 0, false),
        Some(1),
        "half a money point in the depot's area"
    );
    assert_eq!(cost_halves(&d, 3, false), Some(6), "3 areas away pays 3");
    assert_eq!(cost_halves(&d, 4, false), None, "up to 3 areas");
    assert_eq!(
        cost_halves(&d, 2, true),
        Some(8),
        "doubled in the winter zone in winter"
    );
    // Summed, fractions rounded up, from the treasury; who cannot be paid for forages.
    let p = pay(
        3,
        &[
            ("a".into(), 1),
            ("b".into(), 1),
            ("c".into(), 1),
            ("d".into(), 4),
        ],
    );
    assert_eq!(p.paid, 2, "1.5 rounds up to 2");
    assert_eq!(p.must_forage, vec!["d".to_string()]);
    // Distance to the nearest depot in a valid chain: Strasbourg's depot (Alsace, a French
    // home city area: a supply source) from Swabia is three areas.
    let s = state(&corps("fr-iv", "france", "swabia", "infantry: 8"));
    let m = map();
    let m = &Net {
        map: &m,
        winter: false,
    };
    assert_eq!(depot_distance(*m, &s, "france", "alsace", 3), Some(0));
    assert_eq!(depot_distance(*m, &s, "france", "wurttemberg", 3), Some(2));
    assert_eq!(
        depot_distance(*m, &s, "france", "swabia", 3),
        Some(2),
        "by Switzerland"
    );
    assert_eq!(
        depot_distance(*m, &s, "france", "upper-palatinate", 3),
        None,
        "four areas: must forage (7.4.1)"
    );
}

#[test]
fn each_turn_is_a_month_and_the_date_advances_after_the_last_sequence() {
    use pbem::rules::empires_in_arms::model::state::next_month;
    assert_eq!(next_month("October 1805"), "November 1805");
    assert_eq!(next_month("December 1805"), "January 1806");
    assert_eq!(
        next_month("Brumaire An XIV"),
        "Brumaire An XIV",
        "kept when unreadable"
    );
    let mut s = state("  []");
    for _ in 0..3 {
        s.advance();
    }
    assert_eq!(
        (s.turn, s.date.as_str(), s.phasing.as_str()),
        (2, "November 1805", "france")
    );
}
