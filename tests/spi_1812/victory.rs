//! 1812 victory points interphase (D), from the sequence of play's wording.

use crate::support;

use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::losses::take;
use pbem::rules::spi_1812::orders::Orders;
use pbem::rules::spi_1812::state::Side;
use pbem::rules::spi_1812::victory::{total, victory_interphase};
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

fn public(log: &Log) -> Vec<String> {
    log.steps.iter().flat_map(|s| s.public.clone()).collect()
}

#[test]
fn victory_points_count_cities_forts_napoleon_and_combat_victory_turns() {
    let r = rules();
    let mut s = state(F, 7, vec![]);
    for p in [
        "moscow",
        "st-petersburg",
        "kiev",
        "smolensk",
        "vilna",
        "mozhaisk",
    ] {
        s.french_held.insert(p.into());
    }
    let (vp, lines) = total(&r.charts, &r.map, &s);
    assert_eq!(
        vp,
        5 + 5 + 3 + 1 + 1,
        "Mozhaisk is neither fort nor city: {lines:?}"
    );
    s.sides.get_mut(&F).unwrap().napoleon = Some("napoleon".into());
    s.units.push(leader("napoleon", F, "moscow", 30, 2, false));
    s.eliminate("napoleon", "test");
    s.combat_victory_turns.insert(F, 2);
    s.combat_victory_turns.insert(R, 1);
    assert_eq!(total(&r.charts, &r.map, &s).0, 15 - 5 + 2 - 1);
}

#[test]
fn only_combat_losses_make_a_combat_victory_turn() {
    // France loses 5 to attrition-like causes and nothing to combat; Russia loses 1 to
    // combat: a French combat victory turn.
    let r = rules();
    let mut s = state(
        F,
        3,
        vec![inf("fr-1", F, "vilna", 9), inf("ru-1", R, "minsk", 3)],
    );
    take(
        &mut s,
        &["fr-1".to_string()],
        5,
        &Orders::default(),
        false,
        "A.1 attrition",
    );
    assert!(s.combat_losses.is_empty());
    s.combat_losses.insert(R, 1);
    s.french_held.insert("vilna".into());
    let mut log = Log::default();
    victory_interphase(&r.charts, &r.map, &mut s, &plans("", ""), &mut log);
    assert_eq!(s.combat_victory_turns.get(&F), Some(&1));
    assert!(
        s.combat_losses.is_empty(),
        "the tally starts again each turn"
    );
    assert_eq!(
        s.victory_points, 2,
        "Vilna 1 + one French combat victory turn"
    );
    // Equal combat losses: no combat victory turn.
    s.combat_losses.insert(R, 2);
    s.combat_losses.insert(F, 2);
    victory_interphase(&r.charts, &r.map, &mut s, &plans("", ""), &mut log);
    assert_eq!(s.combat_victory_turns.get(&F), Some(&1));
    assert_eq!(s.combat_victory_turns.get(&R), None);
}

#[test]
fn below_the_turn_minimum_france_eliminates_one_corps() {
    // Turn 5: minimum 5 (provisional). French corps hold the forts of Vilna, Kovno and
    // Grodno: 3 < 5.
    let r = rules();
    let units = || {
        vec![
            inf("fr-1", F, "vilna", 9),
            inf("fr-2", F, "kovno", 2),
            inf("fr-3", F, "grodno", 4),
        ]
    };
    let mut s = state(F, 5, units());
    let mut log = Log::default();
    victory_interphase(
        &r.charts,
        &r.map,
        &mut s,
        &plans("political_loss: fr-3", ""),
        &mut log,
    );
    assert_eq!(at(&s, "fr-3"), None, "the French choice");
    assert!(
        public(&log)
            .iter()
            .any(|l| l.contains("D.2 political loss: 3 is below the minimum 5 for turn 5")),
        "{:?}",
        public(&log)
    );
    // Default: the weakest corps.
    let mut s = state(F, 5, units());
    victory_interphase(&r.charts, &r.map, &mut s, &plans("", ""), &mut log);
    assert_eq!(at(&s, "fr-2"), None);
    assert!(
        s.combat_losses.is_empty(),
        "a political loss is not a combat loss"
    );
}

#[test]
fn on_turn_13_the_victor_is_determined() {
    let r = rules();
    let mut s = state(F, 13, vec![inf("fr-1", F, "moscow", 9)]);
    for p in [
        "moscow",
        "st-petersburg",
        "smolensk",
        "vilna",
        "kovno",
        "grodno",
        "minsk",
    ] {
        s.french_held.insert(p.into());
    }
    let mut log = Log::default();
    victory_interphase(&r.charts, &r.map, &mut s, &plans("", ""), &mut log);
    let o = s.outcome.clone().unwrap();
    assert_eq!((o.victor, o.level.as_str(), o.points), (F, "marginal", 15));
    let mut s = state(F, 13, vec![inf("fr-1", F, "vilna", 9)]);
    victory_interphase(&r.charts, &r.map, &mut s, &plans("", ""), &mut log);
    assert_eq!(s.outcome.unwrap().victor, R);
    let mut s = state(F, 12, vec![]);
    victory_interphase(&r.charts, &r.map, &mut s, &plans("", ""), &mut log);
    assert!(s.outcome.is_none(), "only on the last turn");
}
