// III.A Order Segment.
//! Marks units out of command, rolls to activate pending orders, records the new orders of
//! army and corps commanders, and spends command points.

use super::super::command::{activation, command_points, new_orders, out_of_command};
use super::super::model::Rules;
use super::super::orders::Orders;
use super::super::state::State;
use crate::fairness::Dice;
use crate::rules::table_game::log::Log;
use std::collections::BTreeSet;

/// Runs the segment for the phasing side; returns the units put in command by points.
pub fn run(
    rules: &Rules,
    st: &mut State,
    orders: &Orders,
    dice: &mut dyn Dice,
    log: &mut Log,
) -> BTreeSet<String> {
    let side = st.phasing_side().to_string();
    out_of_command::mark(rules, st, &side, log);
    activation::roll(rules, st, &side, dice, log);
    new_orders::issue(st, &orders.orders, log);
    command_points::spend(st, &orders.command_points, log)
}
