//! A.3 combat phase: "Phasing player picks an area with both F and R units, does steps
//! below, repeats." The phasing player's `combat_order` first, then (the default) the rest
//! in map order.

use super::battle::battle;
use super::charts::Charts;
use super::log::Log;
use super::map::Map;
use super::orders::Plans;
use super::state::{Side, State};
use super::words::{say, Said};
use crate::fairness::Dice;

/// Places holding units of both sides, sorted by id.
pub fn contested(state: &State) -> Vec<String> {
    let mut v: Vec<String> = state
        .units
        .iter()
        .filter(|u| u.side == Side::France && state.occupies(&u.at, Side::Russia))
        .map(|u| u.at.clone())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Every battle of the phase, in the phasing player's order.
pub fn combat_phase(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    log.begin("A.3", "Combat");
    let mut order: Vec<String> = plans.of(state.phasing).combat_order.clone();
    order.extend(contested(state));
    let mut done: Vec<String> = Vec::new();
    for place in order {
        if done.contains(&place) || !contested(state).contains(&place) {
            continue;
        }
        let b = battle(charts, map, state, &place, plans, dice, log);
        log.battles.push(b);
        done.push(place);
    }
    if done.is_empty() {
        log.public(say(&Said::NoBattle));
    } else {
        let names: Vec<&str> = done.iter().map(|p| map.name(p)).collect();
        log.public(say(&Said::BattlesInOrder { places: &names }));
    }
}
