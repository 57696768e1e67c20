//! The sequence of play: I. Initiative, II. Random Events, III. the first player's phase
//! (A. Order Segment, B. Action Segment), IV. the second player's phase, V. End of Turn.
//! One campaign entry is one player's phase; the entry of the second player's phase also
//! runs the End of Turn and, when the battle goes on, the next turn's Initiative and Random
//! Event Phases, so that the next orders are written knowing who moves first.

pub mod boxed_in;
pub mod breakthrough;
pub mod charge_move;
pub mod charge_test;
pub mod charges;
pub mod contact;
pub mod counter_charge;
pub mod end_of_turn;
pub mod hits;
pub mod initiative;
pub mod leaders;
pub mod melee;
pub mod morale;
pub mod movement;
pub mod moving_fire;
pub mod order_segment;
pub mod rally;
pub mod rally_shaken;
pub mod random_events;
pub mod rout;
pub mod stationary_fire;
pub mod volley;

use super::model::Rules;
use super::orders::Orders;
use super::state::State;
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::table_game::log::Log;

/// Both players' orders for a phase.
#[derive(Debug, Clone, Copy)]
pub struct PhaseOrders<'a> {
    /// The phasing player's.
    pub phasing: &'a Orders,
    /// The other player's (standing orders).
    pub other: &'a Orders,
}

/// Resolves the phase `st` waits for and moves the state on to the next.
pub fn player_phase(
    rules: &Rules,
    st: &mut State,
    orders: PhaseOrders<'_>,
    dice: &mut dyn Dice,
) -> Log {
    let mut log = Log::default();
    let points = order_segment::run(rules, st, orders.phasing, dice, &mut log);
    leaders::run(rules, st, &orders.phasing.leaders, &mut log);
    rally::run(rules, st, dice, &mut log);
    let hits_before: Vec<u32> = st.units.iter().map(|u| u.hits).collect();
    let mut moved = movement::run(rules, st, orders.phasing, &points, dice, &mut log);
    let (mut declared, pbf) = charges::declare(
        rules,
        st,
        (orders.phasing, orders.other),
        &points,
        dice,
        &mut log,
    );
    if rules.revision.has(Change::ChargersMoveInMovementSubsegment) {
        charge_move::run(rules, st, &mut declared, &mut moved, &mut log);
    }
    // Chargers do not fire in the Stationary Fire Subsegment.
    let mut holding = moved.clone();
    holding.extend(
        declared
            .iter()
            .map(|d| st.units[d.charger].id().to_string()),
    );
    let mut fired = stationary_fire::run(rules, st, orders, (&holding, &pbf), dice, &mut log);
    let contact = charge_test::run(rules, st, &declared, &hits_before, dice, &mut log);
    fired.extend(contact.iter().map(|d| st.units[d.charger].id().to_string()));
    moving_fire::run(
        rules,
        st,
        &orders.phasing.fire,
        (&moved, &fired),
        dice,
        &mut log,
    );
    let winners = melee::run(rules, st, &contact, dice, &mut log);
    breakthrough::run(rules, st, &winners, orders, dice, &mut log);
    if st.phasing == 0 {
        st.phasing = 1;
        return log;
    }
    end_of_turn::run(rules, st, &mut log);
    if st.ending.is_none() {
        st.battle.turn += 1;
        st.phasing = 0;
        initiative::roll(rules, st, dice, &mut log);
        random_events::roll(rules, st, dice, &mut log);
    }
    log
}
