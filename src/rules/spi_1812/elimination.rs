//! A.3 steps 3.5 and 6.5, automatic elimination.
//!
//! 3.5: "If your stack has no corps and opponent has corps, your stack is eliminated. If
//! your stack has no infantry and opponent has infantry, your stack is eliminated. If both
//! have no infantry, but both have cavalry, then both remain in area and battle is over."
//! 6.5: "If no friendly corps but opposing corps, your stack is eliminated. If both stacks
//! have no corps, neither is eliminated."

use super::log::Battle;
use super::losses::{count_combat, eliminate_stack};
use super::state::{Side, State};
use super::words::{say, Fought};

/// What a stack has at a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Makeup {
    /// Any corps.
    pub corps: bool,
    /// Any infantry corps.
    pub infantry: bool,
    /// Any cavalry corps.
    pub cavalry: bool,
}

/// What `side`'s stack at `place` has.
pub fn makeup(state: &State, place: &str, side: Side) -> Makeup {
    let mut m = Makeup {
        corps: false,
        infantry: false,
        cavalry: false,
    };
    for u in state.at(place, side) {
        m.corps |= u.is_corps();
        m.infantry |= u.is_infantry();
        m.cavalry |= u.kind == super::state::Kind::Cavalry;
    }
    m
}

/// Eliminates `side`'s stack at `place` in battle step `step` for `cause`; its corps
/// strength counts as a combat loss (D.1).
pub fn eliminate(
    state: &mut State,
    place: &str,
    side: Side,
    cause: &str,
    step: &str,
    battle: &mut Battle,
) {
    let t = eliminate_stack(state, place, side, cause);
    count_combat(state, side, t.strength);
    battle.lines.push(say(&Fought::StackEliminated {
        step,
        side: side.adjective(),
        cause,
    }));
    battle.at_step(step, t.lines);
}

/// Step 3.5 at `place` between `attacker` and its opponent. Returns true when the battle
/// goes on to step 4.
pub fn step_3_5(state: &mut State, place: &str, attacker: Side, battle: &mut Battle) -> bool {
    for side in [attacker, attacker.other()] {
        let (own, opp) = (
            makeup(state, place, side),
            makeup(state, place, side.other()),
        );
        if !state.occupies(place, side) || !state.occupies(place, side.other()) {
            return false;
        }
        if !own.corps && opp.corps {
            eliminate(
                state,
                place,
                side,
                "A.3 step 3.5: no corps against corps",
                "3.5",
                battle,
            );
            return false;
        }
        if !own.infantry && opp.infantry {
            eliminate(
                state,
                place,
                side,
                "A.3 step 3.5: no infantry against infantry",
                "3.5",
                battle,
            );
            return false;
        }
    }
    let (a, d) = (
        makeup(state, place, attacker),
        makeup(state, place, attacker.other()),
    );
    if !a.infantry && !d.infantry {
        battle.lines.push(say(if a.cavalry && d.cavalry {
            &Fought::BothCavalryRemain
        } else {
            &Fought::NoCorpsRemain
        }));
        return false;
    }
    true
}

/// Step 6.5 at `place`.
pub fn step_6_5(state: &mut State, place: &str, attacker: Side, battle: &mut Battle) {
    for side in [attacker, attacker.other()] {
        let (own, opp) = (
            makeup(state, place, side),
            makeup(state, place, side.other()),
        );
        if state.occupies(place, side) && !own.corps && opp.corps {
            eliminate(
                state,
                place,
                side,
                "A.3 step 6.5: no corps against corps",
                "6.5",
                battle,
            );
        }
    }
}
