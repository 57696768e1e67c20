//! One history entry: a player turn (A for Russia, B for France) of attrition, movement
//! and combat; after the French player turn the supply (C) and victory points (D)
//! interphases close the game turn.

use super::log::Log;
use super::orders::Plans;
use super::state::{Side, State};
use super::{
    attrition, combat_phase, depot_destruction, forced_march, movement, reinforcement, supply,
    unsupplied, victory, Rules,
};
use crate::fairness::Dice;

/// Resolves the phasing side's player turn and, after the French one, the interphases;
/// advances the state to the next player turn (or ends the game on the last turn).
pub fn player_turn(rules: &Rules, state: &mut State, plans: &Plans, dice: &mut dyn Dice) -> Log {
    let (charts, map) = (&rules.charts, &rules.map);
    let side = state.phasing;
    let mut log = Log::default();
    let own = plans.of(side);
    // 1. Attrition phase.
    reinforcement::place(map, state, side, &mut log);
    attrition::attrition(
        charts,
        map,
        state,
        own,
        plans.of(side.other()),
        dice,
        &mut log,
    );
    // 2. Movement phase.
    movement::basic_movement(charts, map, state, &own.moves, rules.moves, &mut log);
    forced_march::forced_march(charts, map, state, own, dice, &mut log);
    depot_destruction::depot_destruction(map, state, own, &mut log);
    // 3. Combat phase.
    combat_phase::combat_phase(charts, map, state, plans, dice, &mut log);
    victory::update_control(map, state);
    if side == Side::Russia {
        state.phasing = Side::France;
        return log;
    }
    // C. Supply interphase.
    let out = supply::supply(
        charts,
        map,
        state,
        plans,
        (rules.row, rules.revision),
        &mut log,
    );
    unsupplied::resolve(rules, state, plans, &out, dice, &mut log);
    // D. Victory points interphase.
    victory::victory_interphase(charts, map, state, plans, &mut log);
    if state.outcome.is_none() {
        state.turn += 1;
        state.phasing = Side::Russia;
    }
    log
}
