//! 7.3 a leader moves with corps: leaders have no movement allowance of their own.

use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::units::{Leader, UnitKind};
use std::collections::BTreeMap;

/// A leader moves with corps: the leader's move must be that of a corps of its power that
/// starts in its area (7.3: leaders have no allowance of their own; they go with corps).
///
/// # Errors
/// Why not, citing the rule.
pub fn leader_escort(
    state: &State,
    l: &Leader,
    path: &[String],
    moves: &BTreeMap<String, Vec<String>>,
) -> Result<(), String> {
    if l.power != state.phasing {
        return Err(format!(
            "7.3: {} is not {}'s; only the phasing power moves",
            l.name,
            state.power_name(&state.phasing)
        ));
    }
    let escorted = state.units.iter().any(|u| {
        u.power == l.power
            && u.kind == UnitKind::Corps
            && u.area == l.area
            && moves.get(&u.id).is_some_and(|p| p == path)
    });
    if escorted || path.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "7.3: a leader moves with corps; no corps of {} in {} makes the same move as {}",
            state.power_name(&l.power),
            l.area,
            l.name
        ))
    }
}
