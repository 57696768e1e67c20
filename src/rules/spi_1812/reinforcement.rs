//! A.1.A: "Phasing player must place reinforcements, regardless of opposing units."

use super::log::Log;
use super::map::Map;
use super::state::{Side, State};
use super::words::{say, Said};

/// Places every reinforcement of `side` due by this turn in its area. The public line says
/// where reinforcements arrived; which units, only the owner's report.
pub fn place(map: &Map, state: &mut State, side: Side, log: &mut Log) {
    log.begin("A.1.A", "Reinforcements");
    let turn = state.turn;
    let (due, later): (Vec<_>, Vec<_>) = std::mem::take(&mut state.reinforcements)
        .into_iter()
        .partition(|r| r.unit.side == side && r.turn <= turn);
    state.reinforcements = later;
    let mut places: Vec<&str> = Vec::new();
    for r in &due {
        let (unit, place) = (r.unit.name.as_str(), map.name(&r.unit.at));
        log.private(side, say(&Said::ReinforcementPlaced { unit, place }));
        if !places.contains(&r.unit.at.as_str()) {
            places.push(&r.unit.at);
        }
    }
    if places.is_empty() {
        log.public(say(&Said::NoReinforcements {
            side: side.adjective(),
        }));
    } else {
        let names: Vec<&str> = places.iter().map(|p| map.name(p)).collect();
        log.public(say(&Said::ReinforcementsArrive {
            side: side.adjective(),
            places: &names,
        }));
    }
    state.units.extend(due.into_iter().map(|r| r.unit));
}
