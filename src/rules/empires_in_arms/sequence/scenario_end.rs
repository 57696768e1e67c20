//! The end of a scenario that plays the land combat step only (`land_phase: combat-only`):
//! its positions come from the scenario and nothing moves, so once no power has a combat
//! to fight (7.5.1: no field or trivial combat site) and no city is besieged (7.5.4),
//! every later step is empty and the scenario has ended.

use crate::rules::empires_in_arms::combat::land_combat::sites;
use crate::rules::empires_in_arms::model::state::{LandPhase, State};
use crate::rules::empires_in_arms::model::territory::besieged;
use std::collections::BTreeSet;

/// The report's line when the combat-only scenario in `state` has ended, else `None` (a
/// scenario with movement never ends this way).
pub fn ended(state: &State) -> Option<String> {
    if state.land_phase != LandPhase::CombatOnly {
        return None;
    }
    let mut st = state.clone();
    for power in state.powers.keys() {
        st.phasing = power.clone();
        if !sites(&st).is_empty() {
            return None;
        }
    }
    let areas: BTreeSet<&str> = state.units.iter().map(|u| u.area.as_str()).collect();
    if areas.into_iter().any(|a| besieged(state, a)) {
        return None;
    }
    Some(
        "No combat remains: no power has a battle to fight and no city is besieged, and this scenario plays the land combat step only (its positions come from the scenario), so no later step can bring one. The moderator may stop the campaign here."
            .to_string(),
    )
}
