// III.B.2 Movement Subsegment: units "may only change facing, rally from a shaken status, or remove disorder".
//! Rally from shaken: a shaken unit whose orders hold the step `rally` spends its move and
//! rolls the MORALE TABLE with its modifiers (Shaken -1 among them); a pass removes its
//! shaken status, a failure leaves it shaken and nothing worse (PROVISIONAL: the text
//! lists the action but not its roll). A status the text makes temporary never becomes
//! permanent: every shaken unit may try, in command or not, each of its Movement
//! Subsegments.

use super::super::model::Rules;
use super::super::morale::morale_check::{morale_check, MoraleInput};
use super::super::state::State;
use super::morale::{flags, leader_of};
use crate::fairness::Dice;
use crate::rules::old_trousers::words::{rally::Said, say};

/// Unit `i` rolls its rally from shaken; the report's line.
pub fn roll(rules: &Rules, st: &mut State, i: usize, dice: &mut dyn Dice) -> String {
    let u = &st.units[i];
    let input = MoraleInput {
        quality: u.quality,
        leader: leader_of(st, i),
        hits: u.hits,
        strength: rules.strength(u),
        flags: flags(rules, st, i),
    };
    let mut r = morale_check(&rules.charts, &input, dice);
    r.breakdown.table = "MORALE TABLE (rally from shaken)".into();
    let name = u.name.clone();
    if r.passed {
        st.units[i].stand.markers.shaken = false;
        say(&Said::RalliesFromShaken {
            unit: &name,
            breakdown: &r.breakdown.to_string(),
        })
    } else {
        say(&Said::StaysShaken {
            unit: &name,
            breakdown: &r.breakdown.to_string(),
        })
    }
}
