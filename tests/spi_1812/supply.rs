//! 1812 supply interphase (C) and victory points interphase (D), from the sequence of
//! play's wording. Dice are scripted.

use crate::support;

use pbem::fairness::ScriptedDice;
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::state::{Side, State};
use pbem::rules::spi_1812::supply::{supply, transfer_allowed, RowChoice};
use pbem::rules::spi_1812::unsupplied::unsupplied_losses;
use std::collections::BTreeSet;
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

fn run_supply(s: &mut State, french: &str, russian: &str) -> (Vec<(String, String)>, Log) {
    let r = rules();
    let mut log = Log::default();
    let out = supply(
        &r.charts,
        &r.map,
        s,
        &plans(french, russian),
        (RowChoice::Lesser, Default::default()),
        &mut log,
    );
    (out, log)
}

fn public(log: &Log) -> Vec<String> {
    log.steps.iter().flat_map(|s| s.public.clone()).collect()
}

#[test]
fn a_french_depot_supplying_four_corps_is_expended_subarea_boundaries_ignored() {
    // Moscow area (Moscow and Mozhaisk), 50% depleted: "Corps in 50% depleted area must use
    // a depot if possible". Four corps across both sub-areas: the depot is expended.
    let corps = |n: usize| -> Vec<_> {
        (0..n)
            .map(|i| {
                inf(
                    &format!("fr-{i}"),
                    F,
                    if i % 2 == 0 { "moscow" } else { "mozhaisk" },
                    3,
                )
            })
            .collect()
    };
    let mut units = corps(4);
    units.push(depot("fr-depot", "mozhaisk"));
    let mut s = state(F, 7, units);
    s.depletion.insert("moscow".into(), 50);
    let (unsupplied, log) = run_supply(&mut s, "", "");
    assert!(unsupplied.is_empty());
    assert_eq!(at(&s, "fr-depot"), None, "expended: {:?}", public(&log));
    assert_eq!(
        s.depletion_of("moscow"),
        50,
        "corps on a depot do not deplete the area"
    );
    // Three corps: the depot stays.
    let mut units = corps(3);
    units.push(depot("fr-depot", "mozhaisk"));
    let mut s = state(F, 7, units);
    s.depletion.insert("moscow".into(), 50);
    run_supply(&mut s, "", "");
    assert!(at(&s, "fr-depot").is_some());
    // Six corps on two depots: three each, neither expended.
    let mut units = corps(6);
    units.extend([depot("fr-depot", "mozhaisk"), depot("fr-depot-2", "moscow")]);
    let mut s = state(F, 7, units);
    s.depletion.insert("moscow".into(), 50);
    run_supply(&mut s, "", "");
    assert!(at(&s, "fr-depot").is_some() && at(&s, "fr-depot-2").is_some());
}

#[test]
fn corps_in_an_undepleted_area_use_the_area_unless_their_orders_name_the_depot() {
    let units = || {
        vec![
            inf("fr-1", F, "vyazma", 3),
            inf("fr-2", F, "vyazma", 3),
            inf("fr-3", F, "vyazma", 3),
            depot("fr-depot", "vyazma"),
        ]
    };
    // By the area: three corps, no supply unit: without-supply-unit row, 3 corps: +50%.
    let mut s = state(F, 7, units());
    run_supply(&mut s, "", "");
    assert_eq!(s.depletion_of("vyazma"), 50);
    // By the depot: the area stays undepleted.
    let mut s = state(F, 7, units());
    run_supply(&mut s, "depot_supply: [vyazma]", "");
    assert_eq!(s.depletion_of("vyazma"), 0);
}

#[test]
fn corps_in_a_50_percent_area_without_a_depot_use_the_area_and_in_a_100_percent_one_go_unsupplied()
{
    // Vyazma 50%, three corps, no depot: they use the area; without row, 3 corps: +50%.
    let units = || {
        vec![
            inf("fr-1", F, "vyazma", 3),
            inf("fr-2", F, "vyazma", 3),
            inf("fr-3", F, "vyazma", 3),
        ]
    };
    let mut s = state(F, 7, units());
    s.depletion.insert("vyazma".into(), 50);
    let (unsupplied, _) = run_supply(&mut s, "", "");
    assert!(unsupplied.is_empty());
    assert_eq!(s.depletion_of("vyazma"), 100);
    // Now 100%: no depot, no neighbour with a French supply unit: all three unsupplied.
    let (unsupplied, _) = run_supply(&mut s, "", "");
    assert_eq!(unsupplied.len(), 3);
}

#[test]
fn the_with_supply_unit_row_only_when_one_side_is_in_the_area_and_both_sides_tell_their_corps() {
    // Three French corps with a French supply unit: with-supply-unit row, 3 corps: 0.
    let mut s = state(
        F,
        7,
        vec![
            inf("fr-1", F, "tver", 3),
            inf("fr-2", F, "tver", 3),
            inf("fr-3", F, "tver", 3),
            train("fr-t", F, "tver"),
        ],
    );
    run_supply(&mut s, "", "");
    assert_eq!(s.depletion_of("tver"), 0);
    // A Russian corps in the area too: four corps of both sides, without row: +50%.
    let mut s = state(
        F,
        7,
        vec![
            inf("fr-1", F, "tver", 3),
            inf("fr-2", F, "tver", 3),
            inf("fr-3", F, "tver", 3),
            train("fr-t", F, "tver"),
            cav("ru-c", R, "tver", 1),
        ],
    );
    let (_, log) = run_supply(&mut s, "", "");
    assert_eq!(s.depletion_of("tver"), 50);
    assert!(
        public(&log)
            .iter()
            .any(|l| l.contains("Tver (4 corps of both sides, as the players tell each other)")),
        "{:?}",
        public(&log)
    );
}

#[test]
fn an_occupied_fortress_supplies_one_corps_and_leaders_trains_depots_are_always_supplied() {
    // Smolensk area 100% depleted, no neighbour to transfer to: the fort of Smolensk feeds
    // one corps; the second is unsupplied. Leaders and supply units are never unsupplied.
    let mut s = state(
        F,
        7,
        vec![
            inf("fr-1", F, "smolensk", 3),
            inf("fr-2", F, "krasnoi", 3),
            leader("ney", F, "krasnoi", 8, 1, false),
            train("fr-t", F, "smolensk"),
        ],
    );
    s.depletion.insert("smolensk".into(), 100);
    let (unsupplied, _) = run_supply(&mut s, "", "");
    assert_eq!(
        unsupplied,
        vec![("fr-2".to_string(), "smolensk".to_string())]
    );
}

#[test]
fn the_five_conditions_of_a_transfer_to_an_adjacent_area() {
    let base = || vec![inf("fr-1", F, "kiev", 3), train("fr-t", F, "zhitomir")];
    let r = rules();
    let check = |s: &State, taken: &BTreeSet<String>| {
        transfer_allowed(&r.map, s, F, "kiev", "zhitomir", taken)
    };
    let none = BTreeSet::new();
    let s = state(F, 7, base());
    assert_eq!(check(&s, &none), Ok(()));
    // (1) no opposing units in AA.
    let mut u = base();
    u.push(train("ru-t", R, "zhitomir"));
    assert!(check(&state(F, 7, u), &none)
        .unwrap_err()
        .starts_with("(1)"));
    // (2) no more than 2 friendly corps in AA.
    let mut u = base();
    u.extend((0..3).map(|i| inf(&format!("fr-z{i}"), F, "zhitomir", 1)));
    assert!(check(&state(F, 7, u), &none)
        .unwrap_err()
        .starts_with("(2)"));
    let mut u = base();
    u.extend((0..2).map(|i| inf(&format!("fr-z{i}"), F, "zhitomir", 1)));
    assert_eq!(check(&state(F, 7, u), &none), Ok(()), "two are allowed");
    // (3) AA is undepleted or 50% depleted.
    let mut s = state(F, 7, base());
    s.depletion.insert("zhitomir".into(), 50);
    assert_eq!(check(&s, &none), Ok(()));
    s.depletion.insert("zhitomir".into(), 100);
    assert!(check(&s, &none).unwrap_err().starts_with("(3)"));
    // (4) AA contains a friendly supply unit.
    let s = state(F, 7, vec![inf("fr-1", F, "kiev", 3)]);
    assert!(check(&s, &none).unwrap_err().starts_with("(4)"));
    // (5) AA is not used by a third area for supply.
    let s = state(F, 7, base());
    assert!(check(&s, &BTreeSet::from(["zhitomir".to_string()]))
        .unwrap_err()
        .starts_with("(5)"));
    // Not adjacent.
    assert!(transfer_allowed(&r.map, &s, F, "kiev", "moscow", &none).is_err());
}

#[test]
fn a_transfer_counts_in_the_adjacent_area_and_serves_one_area_only() {
    // Kiev and Mozyr 100% depleted; Zhitomir holds a French supply unit. Kiev (first) sends
    // its four corps there: with-supply-unit row, 4 corps: +50%. Mozyr may not use Zhitomir
    // too (5), and its other neighbours have no supply unit: its corps is unsupplied.
    let mut units: Vec<_> = (0..4)
        .map(|i| inf(&format!("fr-k{i}"), F, "kiev", 2))
        .collect();
    units.push(inf("fr-m", F, "mozyr", 2));
    units.push(train("fr-t", F, "zhitomir"));
    let mut s = state(F, 7, units);
    s.depletion.insert("kiev".into(), 100);
    s.depletion.insert("mozyr".into(), 100);
    let (unsupplied, log) = run_supply(&mut s, "", "");
    assert!(
        public(&log)
            .iter()
            .any(|l| l.contains("French corps in Kiev (100% depleted) transfer to Zhitomir")),
        "{:?}",
        public(&log)
    );
    assert_eq!(s.depletion_of("zhitomir"), 50);
    assert_eq!(unsupplied, vec![("fr-m".to_string(), "mozyr".to_string())]);
}

#[test]
fn unsupplied_corps_roll_on_the_unsupplied_chart() {
    let r = rules();
    let mut s = state(
        F,
        7,
        vec![inf("fr-1", F, "kiev", 3), inf("fr-2", F, "kiev", 1)],
    );
    let mut d = ScriptedDice::new([5, 6]);
    let mut log = Log::default();
    let corps = vec![
        ("fr-1".to_string(), "kiev".to_string()),
        ("fr-2".to_string(), "kiev".to_string()),
    ];
    unsupplied_losses(
        &r.charts,
        &r.map,
        &mut s,
        &plans("", ""),
        &corps,
        &mut d,
        &mut log,
    );
    assert_eq!(strength(&s, "fr-1"), Some(1), "die 5: loses 2");
    assert_eq!(at(&s, "fr-2"), None, "die 6: loses 2, eliminated");
    assert!(s.combat_losses.is_empty(), "not a combat loss");
}

/// Eight French corps in the Moscow area (50% depleted) on two depots.
fn eight_corps_on_two_depots() -> State {
    let mut units: Vec<_> = (0..8)
        .map(|i| inf(&format!("fr-{i}"), F, "moscow", 3))
        .collect();
    units.extend([depot("fr-depot", "mozhaisk"), depot("fr-depot-2", "moscow")]);
    let mut s = state(F, 7, units);
    s.depletion.insert("moscow".into(), 50);
    s
}

#[test]
fn c2_eight_corps_on_two_depots_expend_one_depot_not_both() {
    // C.2: "Corps in 50% depleted area must use a depot if possible" and "If an F depot
    // supplies 4 or more corps, it is expended": one depot supplies all eight and is
    // expended, the other supplies none and stays (pbem 0.5.0 split them 4 + 4, both lost).
    let mut s = eight_corps_on_two_depots();
    let (unsupplied, log) = run_supply(&mut s, "", "");
    assert!(unsupplied.is_empty());
    let expended: Vec<_> = public(&log)
        .into_iter()
        .filter(|l| l.contains("is expended"))
        .collect();
    assert_eq!(expended.len(), 1, "{expended:?}");
    // By default the depots are kept by id: fr-depot stays, fr-depot-2 supplies all eight.
    assert!(at(&s, "fr-depot").is_some());
    assert_eq!(at(&s, "fr-depot-2"), None);
    assert_eq!(s.depletion_of("moscow"), 50);
}

#[test]
fn c2_the_owner_keeps_the_depot_keep_depots_names() {
    let mut s = eight_corps_on_two_depots();
    run_supply(&mut s, "keep_depots: [fr-depot-2]", "");
    assert_eq!(at(&s, "fr-depot"), None);
    assert!(at(&s, "fr-depot-2").is_some());
}

#[test]
fn c2_pbem_0_5_entries_still_deal_the_corps_round_the_depots() {
    use pbem::rules::spi_1812::revision::Revision;
    let mut s = eight_corps_on_two_depots();
    let r = rules();
    let mut log = Log::default();
    supply(
        &r.charts,
        &r.map,
        &mut s,
        &plans("", ""),
        (RowChoice::Lesser, Revision::V0_5),
        &mut log,
    );
    assert_eq!(at(&s, "fr-depot"), None);
    assert_eq!(at(&s, "fr-depot-2"), None);
}
