//! The sequence of play: the two sides alternate turns, each of four phases: 1. the
//! De-shaking Phase, 2. the PIP Phase, 3. the Firing Phase, 4. the Charge Phase; then the
//! end of turn (victory, provisional). One campaign entry is one side's turn.

pub mod attached;
pub mod charge;
pub mod charge_move;
pub mod charge_outcome;
pub mod contact;
pub mod deshaking;
pub mod done;
pub mod end_of_turn;
pub mod firing;
pub mod flight;
pub mod follow_up;
pub mod markers;
pub mod morale;
pub mod pip_dice;
pub mod pip_phase;
pub mod priorities;
pub mod spending;

use super::model::Rules;
use super::orders::Orders;
use super::state::State;
use crate::fairness::Dice;
use crate::rules::table_game::log::Log;

/// `s` for a count other than one.
pub fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Resolves the moving side's turn with its orders `o` and moves the state on.
pub fn turn(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice) -> Log {
    let mut log = Log::default();
    deshaking::run(rules, st, dice, &mut log);
    pip_phase::run(rules, st, o, dice, &mut log);
    firing::run(rules, st, o, dice, &mut log);
    charge::run(rules, st, o, dice, &mut log);
    end_of_turn::run(rules, st, &mut log);
    log
}
