// 1. De-shaking Phase
//! The De-shaking Phase (1.): the moving player rolls the de-shaking check
//! (deshaking/de_shaking.rs) for each of his units shaken at the start of the turn, with
//! every modifier the table shows; a unit that passes removes its Shaken marker.

use super::super::deshaking::deshake;
use super::super::model::Rules;
use super::super::state::State;
use super::morale::unit_factors;
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::{phases::Said, say};
use crate::rules::table_game::log::Log;

/// Runs the phase for the moving side.
pub fn run(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    log.open("1.", &say(&Said::DeshakingSection));
    let side = st.moving_side().to_string();
    let shaken: Vec<usize> = (0..st.units.len())
        .filter(|i| st.units[*i].side() == side && st.units[*i].markers.shaken)
        .collect();
    if shaken.is_empty() {
        log.line(say(&Said::NoneShaken));
    }
    for i in shaken {
        let f = unit_factors(rules, st, &st.units[i]);
        let c = deshake(&rules.charts, st.units[i].id(), &f, dice);
        log.line(say(&Said::Deshake {
            breakdown: &c.breakdown.to_string(),
            passed: c.passed,
        }));
        if c.passed {
            st.units[i].markers.shaken = false;
        }
    }
}
