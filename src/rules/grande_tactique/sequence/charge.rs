// 4. Charge Phase
//! The Charge Phase (4.): the charges paid in the PIP Phase are resolved target by target
//! (charge/: the combined charge under a principal charger, the attacker's and defender's
//! checks, flight and pursuit) in the order the moving player desires: the orders'
//! `charge_order`, then the order the charges are listed in (before pbem 0.6.0: the
//! targets' ids); the chargers on each gathered under the principal (the orders'
//! `principal`, else the first paid); the facts
//! are measured and the outcome applied on the table in charge_outcome.rs, and the
//! follow-up charges of successful cavalry made at once in follow_up.rs.

use super::super::charge::{Charge, Charger};
use super::super::model::Rules;
use super::super::orders::{parse_line, Action, Line, Orders, Spend};
use super::super::state::State;
use super::charge_outcome::{charger, target, Phase};
use super::follow_up::fight;
use crate::fairness::Dice;
use crate::rules::grande_tactique::revision::Change;
use crate::rules::grande_tactique::words::{phases::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeSet;

/// Runs the phase.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) {
    log.open("4.", &say(&Said::ChargeSection));
    let side = st.moving_side().to_string();
    let declared = declared(st, o, &side);
    let mut targets: Vec<String> = declared.iter().map(|(_, t)| t.clone()).collect();
    if rules.revision.has(Change::ChargesInPlayersOrder) {
        targets = in_players_order(&declared, o, log);
    } else {
        targets.sort();
    }
    targets.dedup();
    if targets.is_empty() {
        log.line(say(&Said::NoChargeDeclared));
    }
    let mut ph = Phase {
        rules,
        orders: o,
        followed: BTreeSet::new(),
    };
    for t in targets {
        let paid: Vec<String> = declared
            .iter()
            .filter(|(_, x)| *x == t)
            .map(|(c, _)| c.clone())
            .collect();
        on_target(&mut ph, st, (&t, paid), dice, log);
    }
    super::attached::follow(st);
}

/// The charges `side` declared (charger, target): in the order the orders list them
/// (divisional generals as the file lists them, each one's uses in order), then any other
/// Charge marker by unit.
pub fn declared(st: &State, o: &Orders, side: &str) -> Vec<(String, String)> {
    let marked: Vec<(String, String)> = st
        .units
        .iter()
        .filter(|u| u.side() == side)
        .filter_map(|u| Some((u.id().to_string(), u.markers.charge.clone()?)))
        .collect();
    let generals: Vec<&String> = if o.pips_listed.is_empty() {
        o.pips.keys().collect()
    } else {
        o.pips_listed.iter().collect()
    };
    let mut out: Vec<(String, String)> = Vec::new();
    for g in generals {
        for line in o.pips.get(g).into_iter().flatten() {
            if let Some(Line::Spend(Spend {
                unit,
                action: Action::Charge(_),
            })) = parse_line(line)
            {
                if let Some(m) = marked.iter().find(|(c, _)| *c == unit) {
                    if !out.contains(m) {
                        out.push(m.clone());
                    }
                }
            }
        }
    }
    for m in marked {
        if !out.contains(&m) {
            out.push(m);
        }
    }
    out
}

/// The Charge Phase (4.): "Charges can be resolved in the order desired by the player
/// whose turn it is": the targets in the orders' `charge_order` (a charger or its target
/// names the charge), then the others in the order declared.
fn in_players_order(declared: &[(String, String)], o: &Orders, log: &mut Log) -> Vec<String> {
    let mut targets: Vec<String> = Vec::new();
    for name in &o.charge_order {
        let t = declared
            .iter()
            .find(|(c, t)| c == name || t == name)
            .map(|(_, t)| t.clone());
        match t {
            Some(t) if !targets.contains(&t) => targets.push(t),
            Some(_) => {}
            None => log.line(say(&Said::NoChargeByOrOn { name })),
        }
    }
    for (_, t) in declared {
        if !targets.contains(t) {
            targets.push(t.clone());
        }
    }
    targets
}

fn on_target(
    ph: &mut Phase<'_>,
    st: &mut State,
    (target_id, paid): (&str, Vec<String>),
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let side = st.moving_side().to_string();
    let mut ids: Vec<String> = if ph.rules.revision.has(Change::ChargersAsPaid) {
        paid
    } else {
        st.units
            .iter()
            .filter(|u| u.side() == side && u.markers.charge.as_deref() == Some(target_id))
            .map(|u| u.id().to_string())
            .collect()
    };
    for c in &ids {
        if let Some(i) = st.unit_index(c) {
            st.units[i].markers.charge = None;
        }
    }
    let Some(t) = st.unit_index(target_id) else {
        log.line(say(&Said::TargetGone { target: target_id }));
        return;
    };
    let named = ph.orders.principal.get(target_id);
    if let Some(p) = named
        .filter(|p| ph.rules.revision.has(Change::PrincipalWithoutChargeSaid) && !ids.contains(p))
    {
        log.line(say(&Said::PrincipalWithoutCharge {
            principal: p,
            target: target_id,
        }));
    }
    if let Some(p) = named.filter(|p| ids.contains(p)) {
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
