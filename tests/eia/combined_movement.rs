//! Empires in Arms 7.1 the land phase sequence (France announces its place), 7.1.2 combined
//! movement (allies move in the sequence of the one who would have moved last), 7.3.8.1
//! their order (agreed, or competitive die rolls) and 7.3.8.5 (a later ally may not enter
//! an area where an earlier one attacks a power it is not at war with), from the rules'
//! wording, on the 1805 map.

use crate::support;

use support::eia::rules;

use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::empires_in_arms::model::order_parts::Announce;
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::sequence::announcements::{announce, check};
use pbem::rules::empires_in_arms::sequence::steps::sequence;
use std::collections::BTreeMap;

const POWERS: [&str; 7] = [
    "france", "russia", "turkey", "austria", "prussia", "britain", "spain",
];

/// The seven powers in their 7.1 order; Austria, Russia and Britain allied, at war with
/// France; Russia also at war with Turkey. `order`: this turn's sequences (YAML, `[]` for
/// the announcements still to come); `units`: YAML list items.
fn state(order: &str, units: &str) -> State {
    let powers: String = POWERS
        .iter()
        .map(|p| {
            format!("  {p}: {{name: {}, capital: paris, home: [{p}], political_points: 5, money: 10}}\n", {
                let mut c = p.chars();
                c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
            })
        })
        .collect();
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, russia, turkey, austria, prussia, britain, spain]
phasing: russia
land_phase: movement-supply-combat
announcements: true
order: {order}
wars: [[france, austria], [france, russia], [france, britain], [russia, turkey]]
alliances: [[austria, russia], [austria, britain], [russia, britain], [france, spain]]
powers:
{powers}depots: []
units:
{units}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn players() -> BTreeMap<String, Vec<String>> {
    POWERS
        .iter()
        .map(|p| (p.to_string(), vec![p.to_string()]))
        .collect()
}

/// A player's announcements: (player, France's place, combined movements).
type Said<'a> = (&'a str, Option<usize>, &'a [&'a [&'a str]]);

fn said(given: &[Said]) -> BTreeMap<String, Announce> {
    given
        .iter()
        .map(|(player, place, combined)| {
            (
                player.to_string(),
                Announce {
                    place: *place,
                    combined: combined
                        .iter()
                        .map(|g| g.iter().map(|p| p.to_string()).collect())
                        .collect(),
                },
            )
        })
        .collect()
}

fn order(groups: &[&[&str]]) -> Vec<Vec<String>> {
    groups
        .iter()
        .map(|g| g.iter().map(|p| p.to_string()).collect())
        .collect()
}

#[test]
fn france_announces_its_place_and_the_others_keep_their_order_7_1() {
    let st = state("[]", "  []");
    assert!(st.announcing());
    assert_eq!(st.phase(), "land-announcements");
    let mut d = ScriptedDice::new([]);
    let a = announce(&st, &said(&[("france", Some(4), &[])]), &players(), &mut d);
    assert_eq!(
        a.order,
        order(&[
            &["russia"],
            &["turkey"],
            &["austria"],
            &["france"],
            &["prussia"],
            &["britain"],
            &["spain"]
        ])
    );
    assert_eq!(a.lines[0], "France moves 4th in the sequence (7.1).");
    // Nothing announced: France keeps the scenario's place, and says so.
    let a = announce(&st, &BTreeMap::new(), &players(), &mut d);
    assert_eq!(a.order[0], ["france"]);
    assert_eq!(
        a.lines[0],
        "France moves 1st in the sequence, its place by default (7.1)."
    );
    assert!(d.log().is_empty(), "no die without a combined movement");
}

#[test]
fn allies_move_in_the_sequence_of_the_one_who_would_have_moved_last_7_1_2() {
    let st = state("[]", "  []");
    let mut d = ScriptedDice::new([]);
    let both: &[&[&str]] = &[&["russia", "austria"]];
    let a = announce(
        &st,
        &said(&[("russia", None, both), ("austria", None, both)]),
        &players(),
        &mut d,
    );
    // Russia would move 2nd and Austria 4th: together they move 3rd, after Turkey.
    assert_eq!(
        a.order,
        order(&[
            &["france"],
            &["turkey"],
            &["russia", "austria"],
            &["prussia"],
            &["britain"],
            &["spain"]
        ])
    );
    assert!(a
        .lines
        .contains(&"Austria and Russia move in one sequence (7.1.2), in the order agreed: Russia, then Austria (7.3.8.1).".to_string()));
    // Only one of them announced it: no combined movement.
    let a = announce(&st, &said(&[("russia", None, both)]), &players(), &mut d);
    assert_eq!(a.order.len(), 7);
    assert!(a.lines.contains(&"Combined movement of Austria and Russia not made: Austria did not announce it; each moves in its own sequence (7.1.2).".to_string()));
}

#[test]
fn allies_who_do_not_agree_their_order_roll_competitively_ties_again_7_3_8_1() {
    let st = state("[]", "  []");
    // Austria (first by id) rolls 3, Russia 3: a tie; again Austria 2, Russia 5.
    let mut d = ScriptedDice::new([3, 3, 2, 5]);
    let a = announce(
        &st,
        &said(&[
            ("russia", None, &[&["russia", "austria"]]),
            ("austria", None, &[&["austria", "russia"]]),
        ]),
        &players(),
        &mut d,
    );
    assert_eq!(a.order[2], ["russia", "austria"]);
    assert_eq!(d.remaining(), 0);
    assert_eq!(d.log().len(), 4);
    assert!(d.log()[0]
        .purpose
        .starts_with("7.3.8.1 competitive roll for the combined movement order: Austria"));
}

#[test]
fn announcements_are_checked_against_the_rules_wording() {
    let st = state("[]", "  []");
    let own = |p: &str| vec![p.to_string()];
    let err = |powers: Vec<String>, place: Option<usize>, combined: &[&[&str]]| {
        check(
            &st,
            &powers,
            &Announce {
                place,
                combined: combined
                    .iter()
                    .map(|g| g.iter().map(|p| p.to_string()).collect())
                    .collect(),
            },
        )
        .unwrap_err()
        .1
    };
    assert_eq!(
        err(own("russia"), Some(2), &[]),
        "7.1: only France announces its place in the sequence"
    );
    assert_eq!(
        err(own("france"), Some(8), &[]),
        "7.1: France's place is 1 (first) to 7 (last)"
    );
    assert_eq!(
        err(own("russia"), None, &[&["russia", "prussia"]]),
        "7.1.2: Russia and Prussia are not allies; only allies move in one sequence"
    );
    assert_eq!(
        err(own("russia"), None, &[&["austria", "britain"]]),
        "7.1.2: a player announces only the combined movements of its own powers"
    );
    assert_eq!(
        err(own("russia"), None, &[&["russia"]]),
        "7.1.2: a combined movement takes two or more allies"
    );
    assert!(check(
        &st,
        &own("russia"),
        &Announce {
            place: None,
            combined: vec![vec!["russia".into(), "austria".into(), "britain".into()]],
        }
    )
    .is_ok());
}

fn moves(m: &[(&str, &[&str])]) -> Orders {
    Orders {
        moves: m
            .iter()
            .map(|(u, p)| (u.to_string(), p.iter().map(|a| a.to_string()).collect()))
            .collect(),
        ..Orders::default()
    }
}

#[test]
fn a_combined_sequence_moves_each_ally_in_turn_and_fights_as_one_force_7_3_8() {
    let units = concat!(
        "  - {id: fr-i, name: I Corps, power: france, kind: corps, area: bavaria, factors: {infantry: 6}}\n",
        "  - {id: tu-i, name: Army of Bosnia, power: turkey, kind: corps, area: saxony, factors: {feudal_infantry: 4}}\n",
        "  - {id: ru-a, name: Bagration, power: russia, kind: corps, area: upper-austria, factors: {infantry: 6}}\n",
        "  - {id: ru-b, name: Kutuzov, power: russia, kind: corps, area: silesia, factors: {infantry: 6}}\n",
        "  - {id: au-a, name: Kienmayer, power: austria, kind: corps, area: upper-austria, factors: {infantry: 6}}\n",
        "  - {id: au-b, name: Ferdinand, power: austria, kind: corps, area: bohemia, factors: {infantry: 6}}\n",
    );
    let mut st = state(
        "[[france], [turkey], [russia, austria], [prussia], [britain], [spain]]",
        units,
    );
    assert_eq!(st.phasing_powers(), ["russia", "austria"]);
    assert_eq!(st.phase(), "land-russia-austria");
    let parsed = BTreeMap::from([
        (
            "russia".to_string(),
            moves(&[("ru-a", &["bavaria"]), ("ru-b", &["saxony"])]),
        ),
        (
            "austria".to_string(),
            moves(&[("au-a", &["bavaria"]), ("au-b", &["saxony", "thuringia"])]),
        ),
    ]);
    let mut d = pbem::fairness::ChaChaDice::new(&pbem::fairness::Digest([7; 32]));
    let out = sequence(&rules(), &mut st, &parsed, &players(), &mut d);
    // 7.3.8.5: Russia attacks Turkey in Saxony, and Austria is not at war with Turkey.
    assert!(
        out.movement.contains(&"Ferdinand stops short of Saxony: Russia attacks Turkey there, and Austria is not at war with Turkey (7.3.8.5).".to_string()),
        "{:?}",
        out.movement
    );
    assert!(st
        .units
        .iter()
        .any(|u| u.id == "au-b" && u.area == "bohemia"));
    // Bavaria: Austria entered an area of Russia's attack on France, with which it is at
    // war, and attacks beside it; the combat is fought once (7.3.8.5-7.3.8.7).
    let areas: Vec<&str> = out.battles.iter().map(|b| b.area.as_str()).collect();
    assert_eq!(areas, ["bavaria", "saxony"]);
    let bavaria = &out.battles[0];
    assert_eq!(bavaria.attacker.label, "Austria and Russia");
    assert_eq!(out.battles[1].attacker.label, "Russia");
    // The sequence is done for both allies: Prussia's is next, and both forget their moves.
    assert_eq!(st.phasing, "prussia");
    assert!(st
        .units
        .iter()
        .all(|u| u.entered_from.is_none() || u.power == "france"));
}
