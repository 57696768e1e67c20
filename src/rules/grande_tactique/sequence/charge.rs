// 4. Charge Phase
//! The Charge Phase (4.): the charges paid in the PIP Phase are resolved target by target
//! (charge/: the combined charge under a principal charger, the attacker's and defender's
//! checks, flight and pursuit) in the order of the targets' ids: the chargers on each
//! gathered under the principal (the orders' `principal`, else the first paid); the facts
//! are measured and the outcome applied on the table in charge_outcome.rs, and the
//! follow-up charges of successful cavalry made at once in follow_up.rs.

use super::super::charge::{Charge, Charger};
use super::super::orders::Orders;
use super::super::state::State;
use super::super::Rules;
use super::charge_outcome::{charger, target, Phase};
use super::follow_up::fight;
use crate::fairness::Dice;
use crate::rules::old_trousers::log::Log;
use std::collections::BTreeSet;

/// Runs the phase.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) {
    log.open("4.", "Charge Phase");
    let side = st.moving_side().to_string();
    let mut targets: Vec<String> = st
        .units
        .iter()
        .filter(|u| u.side() == side)
        .filter_map(|u| u.markers.charge.clone())
        .collect();
    targets.sort();
    targets.dedup();
    if targets.is_empty() {
        log.line("No charge was declared.");
    }
    let mut ph = Phase {
        rules,
        orders: o,
        followed: BTreeSet::new(),
    };
    for t in targets {
        on_target(&mut ph, st, &t, dice, log);
    }
    super::attached::follow(st);
}

fn on_target(
    ph: &mut Phase<'_>,
    st: &mut State,
    target_id: &str,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let side = st.moving_side().to_string();
    let mut ids: Vec<String> = st
        .units
        .iter()
        .filter(|u| u.side() == side && u.markers.charge.as_deref() == Some(target_id))
        .map(|u| u.id().to_string())
        .collect();
    for c in &ids {
        if let Some(i) = st.unit_index(c) {
            st.units[i].markers.charge = None;
        }
    }
    let Some(t) = st.unit_index(target_id) else {
        log.line(format!("{target_id} is gone: the charges on it lapse"));
        return;
    };
    if let Some(p) = ph
        .orders
        .principal
        .get(target_id)
        .filter(|p| ids.contains(p))
    {
        ids.retain(|c| c != p);
        ids.insert(0, p.clone());
    }
    let chargers: Vec<Charger> = ids
        .iter()
        .filter_map(|c| st.unit_index(c))
        .map(|i| charger(ph.rules, st, i, t))
        .collect();
    let Some((principal, others)) = chargers.split_first() else {
        return;
    };
    let charge = Charge {
        principal: principal.clone(),
        others: others.to_vec(),
        target: target(ph.rules, st, t),
        follow_up: false,
    };
    fight(ph, st, t, &charge, dice, log);
}
