//! A.3 step 7 retreat after combat: "Apply retreat results from step 4 or 5, units must
//! retreat into adjacent area/sub-area not occupied by opposing units, if no such area
//! exists, retreating stack is eliminated." Also where step 3's retreats go.

use super::log::Battle;
use super::losses::eliminate_unit;
use super::map::Map;
use super::state::{Kind, Side, State};
use super::words::{say, Fought};

/// Where a stack of `side` retreating from `place` goes: `wanted` if it is adjacent and not
/// occupied by opposing units; else (the documented default) the adjacent place free of
/// opposing units with the most friendly corps strength, then the most friendly units, ties
/// by id. None: no place to go.
pub fn destination(
    map: &Map,
    state: &State,
    place: &str,
    side: Side,
    wanted: Option<&str>,
) -> Option<String> {
    let open = |p: &str| map.adjacent(place, p) && !state.occupies(p, side.other());
    if let Some(w) = wanted.filter(|w| open(w)) {
        return Some(w.to_string());
    }
    map.neighbours(place)
        .into_iter()
        .filter(|p| open(p))
        .max_by_key(|p| {
            let strength: u32 = state.at(p, side).map(|u| u.strength).sum();
            let count = state.at(p, side).count();
            (strength, count, std::cmp::Reverse(p.to_string()))
        })
        .map(str::to_string)
}

/// Retreats every unit of `side` at `place` (step 7): French depots cannot retreat and are
/// eliminated; with no place to go the whole stack is eliminated. Corps strength eliminated
/// counts as a combat loss.
pub fn retreat_after_combat(
    map: &Map,
    state: &mut State,
    place: &str,
    side: Side,
    wanted: Option<&str>,
    battle: &mut Battle,
) {
    if !state.occupies(place, side) {
        return;
    }
    match destination(map, state, place, side, wanted) {
        Some(to) => {
            let depots: Vec<String> = state
                .at(place, side)
                .filter(|u| u.kind == Kind::Depot)
                .map(|u| u.id.clone())
                .collect();
            for id in depots {
                let t = eliminate_unit(state, &id, "A.3 step 7: F depots cannot retreat");
                battle.at_step("7", t.lines);
            }
            let mut n = 0;
            for u in state
                .units
                .iter_mut()
                .filter(|u| u.at == place && u.side == side)
            {
                u.at = to.clone();
                n += 1;
            }
            battle.lines.push(say(&Fought::RetreatAfterCombat {
                side: side.adjective(),
                units: n,
                to: map.name(&to),
            }));
        }
        None => {
            super::elimination::eliminate(
                state,
                place,
                side,
                "A.3 step 7: no adjacent area free of opposing units",
                "7",
                battle,
            );
        }
    }
}
