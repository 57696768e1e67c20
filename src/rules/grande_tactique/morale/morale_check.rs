// Morale check: d6, pass on 4+, modifiers cumulative (reference notes, "Morale check")
//! The morale check: a d6 plus the modifiers of every fact given must reach the pass
//! figure (4+). The breakdown names each modifier by the chart's words and every
//! provisional figure used.

use super::super::tables::{Charts, MoraleFactor};
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::{checks::Said, say};
use crate::rules::table_game::breakdown::Breakdown;
use std::collections::BTreeSet;

/// One morale check: the breakdown as the report prints it, the roll needed and whether it
/// passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoraleCheck {
    /// `MORALE CHECK, <unit>: 4+: d6 4 + shaken -1 = 3: fails (needs 5+)`.
    pub breakdown: Breakdown,
    /// The least die that passes (may be below 1: always passes, or above the die: never).
    pub need: i32,
    /// Whether it passed.
    pub passed: bool,
}

/// The least die roll that passes with `factors`: the pass figure less the modifiers (a
/// shaken normal cavalry unit needs 5+; a shaken veteran infantry unit in a BUA 3+).
pub fn need(charts: &Charts, factors: &BTreeSet<MoraleFactor>) -> i32 {
    let m = &charts.morale;
    let sum = factors
        .iter()
        .filter_map(|f| m.modifier(*f))
        .fold(0i32, |s, x| s.saturating_add(x.value));
    m.pass.saturating_sub(sum)
}

/// Rolls the morale check of `unit` with `factors` (the facts the game measured: quality,
/// terrain, shaken, square, general attached, the charge's facts).
pub fn morale_check(
    charts: &Charts,
    unit: &str,
    factors: &BTreeSet<MoraleFactor>,
    dice: &mut dyn Dice,
) -> MoraleCheck {
    let m = &charts.morale;
    let mut b = Breakdown::new("MORALE CHECK", say(&Said::MoraleRow { unit, pass: m.pass }));
    for f in factors {
        if let Some(x) = m.modifier(*f) {
            b.add(x.label.clone(), x.value);
            if let Some(n) = x.provisional_note() {
                b.provisional_note(n);
            }
            if let Some(n) = m.measure_note(*f) {
                b.provisional_note(n);
            }
        }
    }
    let roll = dice.roll(m.die, &format!("morale check of {unit}"));
    b.die = Some((m.die, roll.value));
    let need = need(charts, factors);
    let passed = b.total() >= m.pass;
    b.column = say(&Said::MoraleColumn { passed, need });
    MoraleCheck {
        breakdown: b,
        need,
        passed,
    }
}
