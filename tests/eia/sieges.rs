//! Empires in Arms 7.5.4 sieges, from the rules' wording, on the 1805 map: assault attempts
//! on the (provisional) siege table with the siege value and undergarrisoned modifiers,
//! sorties, breaches with the honours of war, surrender or assault combat (5-1 against 5-2,
//! at most three rounds), political points, and garrison attacks.

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::combat::sieges::garrison_attack::garrison_attacks;
use pbem::rules::empires_in_arms::combat::sieges::siege::assault_attempts;
use pbem::rules::empires_in_arms::model::orders::{GarrisonOrders, OnBreach, Orders};
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::tables::land_charts::SiegeResult;
use std::collections::BTreeMap;

/// France besieges the Austrians in Ulm (Swabia: supply 2, capacity 10, siege value 2).
fn state(phasing: &str, french: u32, austrians: u32) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria, turkey]
phasing: {phasing}
wars: [[france, austria], [france, turkey]]
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 5}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 5}}
  turkey: {{name: Turkey, capital: bosnia, home: [turkey], political_points: 5}}
depots: []
units:
  - {{id: fr-iv, name: IV Corps, power: france, kind: corps, area: swabia, factors: {{infantry: {french}}}}}
  - {{id: au-i, name: Riesch, power: austria, kind: corps, area: swabia, in_city: true, factors: {{infantry: {austrians}}}}}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn players() -> BTreeMap<String, Vec<String>> {
    ["france", "austria", "turkey"]
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

fn assault(grant: bool, garrison: Option<GarrisonOrders>) -> BTreeMap<String, Orders> {
    let mut fr = Orders::default();
    fr.assaults.push("swabia".into());
    if grant {
        fr.grant_honours.push("swabia".into());
    }
    let mut au = Orders::default();
    if let Some(g) = garrison {
        au.garrisons.insert("swabia".into(), g);
    }
    BTreeMap::from([("france".to_string(), fr), ("austria".to_string(), au)])
}

fn run(st: &mut State, orders: &BTreeMap<String, Orders>, dice: &[u32]) -> Vec<String> {
    let mut d = ScriptedDice::new(dice.iter().copied());
    assault_attempts(&rules(), st, orders, &players(), &mut d)
}

fn unit<'a>(
    st: &'a State,
    id: &str,
) -> Option<&'a pbem::rules::empires_in_arms::model::units::Unit> {
    st.units.iter().find(|u| u.id == id)
}

#[test]
fn the_assault_attempt_die_less_the_siege_value_plus_one_undergarrisoned_7_5_4_1_1() {
    let r = rules();
    assert_eq!(r.land.siege.result(1), SiegeResult::Sortie);
    assert_eq!(r.land.siege.result(4), SiegeResult::NoResult);
    assert_eq!(r.land.siege.result(5), SiegeResult::Breach);
    // 9 factors in a city of capacity 10 are within 5 of it: no modifier. 6 - 2 = 4.
    let mut st = state("france", 12, 9);
    let lines = run(&mut st, &assault(false, None), &[6]);
    assert_eq!(lines, ["Assault attempt on Ulm (9 factors of 10): die 6 - 2 siege value = 4: no result (siege table, provisional)."]);
    // 4 factors: "9 or less" for a capacity of 15 means 4 or less for 10: +1. 6 - 2 + 1 = 5.
    let mut st = state("france", 12, 4);
    let lines = run(
        &mut st,
        &assault(
            false,
            Some(GarrisonOrders {
                on_breach: Some(OnBreach::Surrender),
                ..Default::default()
            }),
        ),
        &[6],
    );
    assert_eq!(lines[0], "Assault attempt on Ulm (4 factors of 10): die 6 - 2 siege value +1 undergarrisoned = 5: breach (siege table, provisional).");
    // Not besieging: no attempt.
    let mut st = state("france", 12, 4);
    st.units[0].area = "bavaria".into();
    assert!(run(&mut st, &assault(false, None), &[])[0].starts_with("No assault attempt on Ulm"));
}

#[test]
fn sorties_cost_the_defender_a_factor_on_5_or_6_else_the_besieger_7_5_4_1_2_1() {
    let mut st = state("france", 12, 9);
    let lines = run(&mut st, &assault(false, None), &[1, 5]);
    assert_eq!(
        lines[1],
        "Sortie from Ulm: die 5: Austria loses 1 infantry (Riesch) (7.5.4.1.2.1)."
    );
    assert_eq!(unit(&st, "au-i").unwrap().total(), 8);
    let mut st = state("france", 12, 9);
    let lines = run(&mut st, &assault(false, None), &[1, 2]);
    assert_eq!(
        lines[1],
        "Sortie from Ulm: die 2: France loses 1 infantry (IV Corps) (7.5.4.1.2.1)."
    );
    assert_eq!(unit(&st, "fr-iv").unwrap().total(), 11);
    // The defender may choose not to roll: nothing happens.
    let mut st = state("france", 12, 9);
    let no = GarrisonOrders {
        sortie: Some(false),
        ..Default::default()
    };
    let lines = run(&mut st, &assault(false, Some(no)), &[1]);
    assert_eq!(lines[1], "Austria does not sortie (7.5.4.1.2.1).");
}

#[test]
fn a_breach_honours_of_war_or_surrender_7_5_4_1_2_3() {
    // Granted: the garrison marches to the nearest friendly unbesieged city area.
    let mut st = state("france", 12, 4);
    let lines = run(&mut st, &assault(true, None), &[6]);
    assert!(
        lines[1].starts_with(
            "Austria asks for the honours of war and France grants them: 4 factor(s) march out to"
        ),
        "{lines:?}"
    );
    let au = unit(&st, "au-i").unwrap();
    assert!(!au.in_city && au.area != "swabia");
    assert_eq!(
        st.powers["france"].political_points, 5,
        "no political points for the honours of war"
    );
    // Refused, then surrender: all become prisoners, no political points.
    let mut st = state("france", 12, 4);
    let sur = GarrisonOrders {
        on_breach: Some(OnBreach::Surrender),
        ..Default::default()
    };
    let lines = run(&mut st, &assault(false, Some(sur)), &[6]);
    assert_eq!(
        lines[1],
        "Austria asks for the honours of war; France refuses (7.5.4.1.2.3.1)."
    );
    assert_eq!(lines[2], "Ulm surrenders: Riesch (4) (7.5.4.1.2.3.2).");
    assert!(unit(&st, "au-i").is_none());
    assert_eq!(st.prisoners[0].held_by, "france");
    assert_eq!(st.powers["france"].political_points, 5);
}

#[test]
fn turkish_and_spanish_defenders_may_not_ask_for_the_honours_of_war_7_5_4_1_2_3_1() {
    let mut st = state("france", 12, 4);
    st.units[1].power = "turkey".into();
    let mut orders = assault(true, None);
    let sur = GarrisonOrders {
        on_breach: Some(OnBreach::Surrender),
        ..Default::default()
    };
    orders.insert(
        "turkey".into(),
        Orders {
            garrisons: BTreeMap::from([("swabia".into(), sur)]),
            ..Orders::default()
        },
    );
    let lines = run(&mut st, &orders, &[6]);
    assert_eq!(
        lines[1], "Ulm surrenders: Riesch (4) (7.5.4.1.2.3.2).",
        "{lines:?}"
    );
}

#[test]
fn assault_combat_5_1_against_5_2_and_political_points_7_5_4_1_3() {
    // 30 French against 4 Austrians: round 1, France rolls 6 on 5-1 (15%, 2.2), Austria 1
    // on 5-2 (10%, 0.8): 15% of 30 kills all 4 defenders. Ulm is captured and, a fortress
    // (siege value 2), gives France a political point (7.5.4.1.4).
    let mut st = state("france", 30, 4);
    let lines = run(
        &mut st,
        &assault(
            false,
            Some(GarrisonOrders {
                honours_of_war: Some(false),
                ..Default::default()
            }),
        ),
        &[6, 6, 1],
    );
    assert!(
        lines[1].starts_with("Assault combat at Ulm: France (besieger) (30 factors, morale "),
        "{lines:?}"
    );
    assert!(
        lines[1].contains(") on 5-1 against Austria (defender) (4 factors"),
        "{lines:?}"
    );
    assert!(
        lines[2].starts_with("Round 1: France (besieger) rolls 6: 15% / 2.2"),
        "{lines:?}"
    );
    assert_eq!(
        lines[3],
        "Ulm is captured; its survivors surrender (7.5.4.1.3.5)."
    );
    assert_eq!(lines[4], "France gains 1 political point(s) (7.5.4.1.4).");
    assert_eq!(st.powers["france"].political_points, 6);
    assert!(unit(&st, "au-i").is_none());
    // 3 French against 4 Austrians: France rolls 1s on 5-1, Austria 6s on 5-2 (20%, 2.8):
    // France's morale breaks in round 2, the siege goes on and Austria gains the point.
    let mut st = state("france", 3, 4);
    let lines = run(
        &mut st,
        &assault(
            false,
            Some(GarrisonOrders {
                honours_of_war: Some(false),
                ..Default::default()
            }),
        ),
        &[6, 1, 6, 1, 6],
    );
    assert!(
        lines.iter().any(
            |l| l == "The siege of Ulm goes on; no further combat this sequence (7.5.4.1.3.4)."
        ),
        "{lines:?}"
    );
    assert_eq!(st.powers["austria"].political_points, 6);
    assert_eq!(st.powers["france"].political_points, 5);
    assert!(
        lines.iter().filter(|l| l.starts_with("Round")).count() <= 3,
        "one day at most"
    );
}

#[test]
fn a_winning_garrison_attack_lifts_the_siege_7_5_4_2_1() {
    // Austria's sequence: 10 Austrians in Ulm attack 6 French on 5-1; France on 5-2. France
    // loses 2.2 morale a round and breaks in round 2 (4.4 of 4.0).
    let mut st = state("austria", 6, 10);
    let mut au = Orders::default();
    au.garrison_attacks.insert("swabia".into(), Vec::new());
    let orders = BTreeMap::from([("austria".to_string(), au)]);
    let mut d = ScriptedDice::new([6, 1, 6, 1, 6, 1]);
    let lines = garrison_attacks(&rules(), &mut st, &orders, &players(), &mut d);
    assert!(
        lines[0].starts_with("Garrison attack from Ulm: Austria (garrison) (10 factors"),
        "{lines:?}"
    );
    assert!(
        lines
            .last()
            .unwrap()
            .starts_with("The siege of Ulm is lifted: the besiegers retreat to"),
        "{lines:?}"
    );
    let fr = unit(&st, "fr-iv").unwrap();
    assert_ne!(fr.area, "swabia");
    assert_eq!(
        st.powers["austria"].political_points, 5,
        "no political points (7.5.4.2.2)"
    );
    assert!(
        unit(&st, "au-i").unwrap().in_city,
        "the garrison stays in its city"
    );
}

/// Austria's sequence: Riesch besieged in Ulm by IV Corps; Austria's relieving corps has
/// come into Swabia from Bavaria.
fn relief(relieving: u32, french: u32) -> State {
    let mut st = state("austria", french, 6);
    st.units.push(
        serde_yaml::from_str(&format!(
            "{{id: au-ii, name: Kienmayer, power: austria, kind: corps, area: swabia, entered_from: bavaria, factors: {{infantry: {relieving}}}}}"
        ))
        .unwrap(),
    );
    st.normalize();
    st
}

#[test]
fn a_relieving_force_fights_one_day_and_goes_back_if_it_does_not_win_7_5_4_2_3() {
    use pbem::rules::empires_in_arms::combat::land_combat::resolve;
    use pbem::rules::empires_in_arms::combat::sieges::sally::is_relief;
    let mut st = relief(8, 12);
    assert!(is_relief(&st, "swabia"));
    // Ones all day: small losses, no one breaks; the day ends and so does the combat.
    let reports = resolve(
        &rules(),
        &mut st,
        &BTreeMap::new(),
        &players(),
        &mut ScriptedDice::new([1; 12]),
    );
    assert_eq!(
        reports[0].days.len(),
        1,
        "a limited field combat never exceeds one day"
    );
    assert!(
        reports[0]
            .outcome
            .starts_with("7.5.4.2.3.1: Austria does not win within the day's three rounds"),
        "{}",
        reports[0].outcome
    );
    assert_eq!(
        unit(&st, "au-ii").unwrap().area,
        "bavaria",
        "the relieving force returns whence it came"
    );
    assert!(unit(&st, "au-i").unwrap().in_city, "the siege goes on");
    assert_eq!(unit(&st, "fr-iv").unwrap().area, "swabia");
}

#[test]
fn a_relieving_force_that_breaks_the_besiegers_lifts_the_siege_7_5_4_2_3_2() {
    use pbem::rules::empires_in_arms::combat::land_combat::resolve;
    // 30 Austrians rolling sixes against 4 French rolling ones: the French break.
    let mut st = relief(30, 4);
    let reports = resolve(
        &rules(),
        &mut st,
        &BTreeMap::new(),
        &players(),
        &mut ScriptedDice::new([6, 1, 6, 1, 6, 1, 6, 1, 6, 1]),
    );
    assert!(
        reports[0].outcome.contains("France breaks; Austria wins")
            || reports[0].outcome.contains("France is eliminated"),
        "{}",
        reports[0].outcome
    );
    assert_eq!(
        unit(&st, "au-ii").unwrap().area,
        "swabia",
        "the relieving force holds the field"
    );
    assert!(
        unit(&st, "fr-iv").is_none_or(|u| u.area != "swabia"),
        "the besiegers retreat"
    );
}

#[test]
fn a_corps_that_forages_with_unused_movement_points_does_not_besiege_7_4_1_2_2_and_7_5_4() {
    use pbem::rules::empires_in_arms::model::state::LandPhase;
    use pbem::rules::empires_in_arms::model::territory::besieged;
    use pbem::rules::empires_in_arms::sequence::steps::sequence;
    let play = |forgo: bool| {
        let mut st = state("france", 12, 9);
        st.land_phase = LandPhase::MovementSupplyCombat;
        let mut orders = assault(false, None);
        if forgo {
            orders
                .get_mut("france")
                .unwrap()
                .forgo_siege
                .push("fr-iv".into());
        }
        // The forage die (no depot: it must forage), then the assault attempt if any.
        let mut d = ScriptedDice::new([1, 4]);
        let out = sequence(&rules(), &mut st, &orders, &players(), &mut d);
        (out, st, d.remaining())
    };
    // Besieging Ulm: no modifier for its 4 unused movement points, and the assault attempt.
    let (out, st, left) = play(false);
    assert!(
        !out.supply[0].contains("unused movement points"),
        "{:?}",
        out.supply
    );
    assert!(
        out.sieges[0].starts_with("Assault attempt on Ulm"),
        "{:?}",
        out.sieges
    );
    assert_eq!(left, 0);
    assert!(besieged(&st, "swabia"));
    // Foraging with them instead: -4, no siege this sequence, so no assault attempt, and
    // Ulm is not besieged in the sequences that follow until France's next one.
    let (out, st, left) = play(true);
    assert!(
        out.supply[0].contains("-4 unused movement points (7.4.1.2.2)"),
        "{:?}",
        out.supply
    );
    assert!(
        out.sieges[0].starts_with("No assault attempt on Ulm"),
        "{:?}",
        out.sieges
    );
    assert_eq!(left, 1, "no assault die");
    assert_eq!(st.phasing, "austria");
    assert!(!besieged(&st, "swabia"));
}

#[test]
fn the_besieged_sally_with_the_relieving_force_and_go_back_into_the_city_7_5_4_2_3() {
    use pbem::rules::empires_in_arms::combat::land_combat::resolve;
    use pbem::rules::empires_in_arms::model::orders::BattleOrders;
    let mut st = relief(8, 12);
    let mut au = Orders::default();
    au.battles.insert(
        "swabia".into(),
        BattleOrders {
            sally: vec!["au-i".into()],
            ..Default::default()
        },
    );
    let orders = BTreeMap::from([("austria".to_string(), au)]);
    // Ones all day: no one breaks; the relief fails.
    let reports = resolve(
        &rules(),
        &mut st,
        &orders,
        &players(),
        &mut ScriptedDice::new([1; 12]),
    );
    let b = &reports[0];
    assert_eq!(
        b.attacker.total, 14,
        "Kienmayer's 8 and Riesch's 6 from Ulm"
    );
    assert_eq!(b.days.len(), 1);
    assert!(
        b.days[0].notes.iter().any(|n| n.starts_with(
            "the besieged who sallied with the relieving force (Riesch) go back into the city"
        )),
        "{:?}",
        b.days[0].notes
    );
    let riesch = unit(&st, "au-i").unwrap();
    assert!(riesch.in_city && riesch.area == "swabia", "back in Ulm");
    assert_eq!(
        unit(&st, "au-ii").unwrap().area,
        "bavaria",
        "the relieving force returns whence it came"
    );
}
