//! The De-shaking Phase (1.): the moving player rolls a morale check for each of his units
//! shaken at the start of the turn, with every modifier; a unit that passes removes its
//! Shaken marker.

use super::super::state::State;
use super::super::Rules;
use super::morale::{roll, unit_modifiers};
use crate::fairness::Dice;
use crate::rules::old_trousers::log::Log;

/// Runs the phase for the moving side.
pub fn run(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    log.open("1.", "De-shaking Phase");
    let side = st.moving_side().to_string();
    let shaken: Vec<usize> = (0..st.units.len())
        .filter(|i| st.units[*i].side() == side && st.units[*i].markers.shaken)
        .collect();
    if shaken.is_empty() {
        log.line("No unit of the moving side is shaken.");
    }
    for i in shaken {
        let mods = unit_modifiers(rules, st, &st.units[i]);
        let u = &st.units[i];
        let c = roll(dice, &format!("de-shaking {}", u.id()), &mods);
        log.line(format!(
            "{}: morale check {}{}",
            u.id(),
            c.words,
            if c.passed {
                "; no longer shaken"
            } else {
                "; stays shaken"
            }
        ));
        if c.passed {
            st.units[i].markers.shaken = false;
        }
    }
}
