// 1. de-shaking phase
//! The de-shaking check of one shaken unit: its morale check with every bonus and penalty,
//! the shaken -1 among them. Passing, the unit removes its Shaken marker (the game applies
//! it); this is the only way back to eager but for cavalry resisting a charge by cavalry.

use super::super::morale::{morale_check, MoraleCheck};
use super::super::tables::{Charts, MoraleFactor};
use crate::fairness::Dice;
use std::collections::BTreeSet;

/// The de-shaking check of the shaken `unit` with its `factors` (shaken is added here).
pub fn deshake(
    charts: &Charts,
    unit: &str,
    factors: &BTreeSet<MoraleFactor>,
    dice: &mut dyn Dice,
) -> MoraleCheck {
    let mut f = factors.clone();
    f.insert(MoraleFactor::Shaken);
    morale_check(charts, unit, &f, dice)
}
