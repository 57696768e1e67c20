//! Who has a decision in an entry, by the game ([`crate::engine::Game::decides`]), and whose
//! entropy the entry's seed needs then (docs/fairness.md, "Players without a decision").

use super::Campaign;
use crate::error::Result;

/// The players who have a decision in the entry `state` waits for, in id order: those the
/// game says decide ([`crate::engine::Game::decides`]) for an entry resolved by `engine`
/// from pbem 0.5.0 on; every player before (every player committed then).
///
/// # Errors
/// The game's errors.
pub fn deciders(
    c: &Campaign,
    state: &crate::engine::LoadedState,
    engine: &str,
) -> Result<Vec<String>> {
    let players = c.player_ids();
    if !crate::engine::at_least(engine, crate::engine::version::V0_5_0) {
        return Ok(players);
    }
    let ctx = crate::rules::Ctx { engine, ..c.ctx() };
    let mut out = Vec::new();
    for p in players {
        if c.system().decides(ctx, state, &p)? {
            out.push(p);
        }
    }
    Ok(out)
}

/// The participants whose entropy value an entry needs (docs/fairness.md, "Players without
/// a decision"), in id order. `deciders`: the players with a decision; `bound`: those and
/// the players who committed anyway. Every participant with a chain who is not a player or
/// is a decider; but every participant with a chain when none of those is outside `bound`
/// (then a value no committer knew must come from the others, as before 0.5.0). When every
/// player decides, this is every participant with a chain, as before 0.5.0.
pub fn entropy_from(c: &Campaign, deciders: &[String], bound: &[String]) -> Vec<String> {
    let chains: Vec<&super::Participant> = c
        .file
        .participants
        .iter()
        .filter(|p| p.entropy.is_some())
        .collect();
    let has = |set: &[String], p: &super::Participant| set.iter().any(|b| b == p.id.as_str());
    let some: Vec<&super::Participant> = chains
        .iter()
        .copied()
        .filter(|p| p.role != "player" || has(deciders, p))
        .collect();
    let pick = if some.iter().any(|p| !has(bound, p)) {
        some
    } else {
        chains
    };
    let mut out: Vec<String> = pick.iter().map(|p| p.id.to_string()).collect();
    out.sort();
    out
}
