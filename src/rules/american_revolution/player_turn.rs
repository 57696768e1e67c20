//! The sequence of play, one history entry per player turn: the American player turn (A);
//! then the British player turn (B) with the continental levy (C), attrition (D) and turn
//! record (E) interphases that close the game turn.

use super::log::Log;
use super::orders::{Attack, Orders};
use super::rules_data::Rules;
use super::state::{Side, State};
use super::{american, attrition, british, combat, commander, fortification, levy, turn_record};
use crate::fairness::Dice;
use crate::rules::american_revolution::revision::Change;

/// Resolves the player turn `st` waits for with the phasing player's `orders`.
pub fn resolve(rules: &Rules, st: &mut State, orders: &Orders, dice: &mut dyn Dice) -> Log {
    let mut log = Log::default();
    if st.ending.is_some() {
        return log;
    }
    if let Some(s) = &orders.standing {
        st.standing.insert(st.phasing, s.clone());
    }
    // Item 9: a side without orders follows the standing orders a commander would give.
    let auto = orders.commander && rules.revision.has(Change::StandingOrdersDecided);
    let mut given = orders.clone();
    if auto {
        let m = commander::movement(rules, st, st.phasing, &mut log);
        (given.moves, given.sea, given.fleet_to) = (m.moves, m.sea, m.fleet_to);
    }
    let orders = &given;
    match st.phasing {
        Side::American => {
            american::movement::land(rules, st, &orders.moves, &mut log);
            american::sea::american(rules, st, &orders.sea, orders.fleet_to.as_deref(), &mut log);
            american::overseas::french(rules, st, orders.landing.as_deref(), &mut log);
            let attacks = planned(rules, st, orders, auto, &mut log);
            combat::phase(rules, st, Side::American, &attacks, dice, &mut log);
            fortification::phase(rules, st, Side::American, orders, &mut log);
            st.phasing = Side::British;
        }
        Side::British => {
            british::land::phase(rules, st, &orders.moves, dice, &mut log);
            british::sea::phase(
                rules,
                st,
                &orders.sea,
                orders.fleet_to.as_deref(),
                dice,
                &mut log,
            );
            british::overseas::british(rules, st, orders.landing.as_deref(), &mut log);
            let attacks = planned(rules, st, orders, auto, &mut log);
            combat::phase(rules, st, Side::British, &attacks, dice, &mut log);
            fortification::phase(rules, st, Side::British, orders, &mut log);
            if st.ending.is_none() {
                levy::interphase(rules, st, dice, &mut log);
                attrition::interphase(rules, st, dice, &mut log);
                turn_record::record(rules, st, &mut log);
            }
            st.phasing = Side::American;
        }
    }
    st.tidy();
    log
}

/// The attacks of the phasing side: its orders', or the commander's on the map as it
/// stands after movement (item 9).
fn planned(rules: &Rules, st: &State, orders: &Orders, auto: bool, log: &mut Log) -> Vec<Attack> {
    if auto {
        commander::attacks(rules, st, st.phasing, log)
    } else {
        orders.attacks.clone()
    }
}
