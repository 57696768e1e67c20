// I. Initiative Phase, INITIATIVE DIE ROLL MODIFIERS: "Situation ... Surprise +2".
//! The text gives Surprise as a situation modifier of the initiative roll and says nothing
//! of when a side has it: the scenario says, as `surprise: {side: french, turns: [2, 3]}`,
//! the side that has surprise (its roll takes the +2) and the turns whose Initiative Phase
//! it applies to. Turn 1 has no initiative roll (the scenario's `first:` moves first), so
//! the turns run from 2 to the scenario's `last_turn`.

use super::super::state::SideState;
use super::Scenario;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

/// `surprise:` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SurpriseDoc {
    /// The side that has surprise.
    side: String,
    /// The turns whose initiative roll it takes the +2 on.
    turns: BTreeSet<u32>,
}

/// The sides with the scenario's surprise set on the side that has it.
///
/// # Errors
/// `surprise.side` not a side of the scenario; `surprise.turns` empty, or a turn outside
/// 2..=`last_turn` (turn 1 has no initiative roll).
pub fn apply(
    src: &Source,
    sc: &Scenario,
    mut sides: BTreeMap<String, SideState>,
) -> Result<BTreeMap<String, SideState>> {
    let Some(s) = &sc.surprise else {
        return Ok(sides);
    };
    let Some(side) = sides.get_mut(&s.side) else {
        return Err(src.invalid(
            "surprise.side",
            format!("'{}' is not a side of the scenario", s.side),
        ));
    };
    let bad = s.turns.iter().find(|t| **t < 2 || **t > sc.last_turn);
    if s.turns.is_empty() || bad.is_some() {
        return Err(src.invalid(
            "surprise.turns",
            format!(
                "one or more turns from 2 to {} (turn 1 has no initiative roll: `first:` moves first)",
                sc.last_turn
            ),
        ));
    }
    side.surprise = s.turns.clone();
    Ok(sides)
}
