//! End of turn: the other player begins a new turn; after the second side's turn the game
//! turn advances. Victory (provisional: the rules have none): an army whose routed and lost
//! units reach the scenario's share breaks and loses; after the last turn the side holding
//! more objective villages wins (a village changes hands when only one side's unrouted
//! units stand in it).

use super::super::model::Rules;
use super::super::movement::cover_touched;
use super::super::state::{Ending, State};
use crate::rules::grande_tactique::words::{phases::Said, say};
use crate::rules::table_game::log::Log;

/// The provisional part, named in the report.
pub const PROVISIONAL: &str = "End of turn, victory: PROVISIONAL (the rules have no victory conditions): an army breaks when the scenario's share of its units is routed or lost; after the last turn the side holding more objective villages wins";

/// Units of `side` routed or lost, and its units in all.
pub fn losses(st: &State, side: &str) -> (usize, usize) {
    let on: Vec<_> = st.units.iter().filter(|u| u.side() == side).collect();
    let lost = st.sides.get(side).map_or(0, |s| s.lost.len());
    let routed = on.iter().filter(|u| u.markers.routed).count();
    (routed + lost, on.len() + lost)
}

/// Updates who holds each objective.
pub fn hold_objectives(rules: &Rules, st: &mut State, log: &mut Log) {
    let areas: Vec<String> = st.victory.objectives.keys().cloned().collect();
    for a in areas {
        let mut in_it: Vec<String> = st
            .units
            .iter()
            .filter(|u| !u.markers.routed && cover_touched(&rules.table, &u.stand).contains(&a))
            .map(|u| u.side().to_string())
            .collect();
        in_it.sort();
        in_it.dedup();
        if let [only] = in_it.as_slice() {
            if st.victory.objectives.get(&a) != Some(only) {
                log.line(say(&Said::TakesObjective {
                    side: only,
                    area: &a,
                }));
                st.victory.objectives.insert(a, only.clone());
            }
        }
    }
}

/// Runs the end of the turn: objectives, victory, the next turn.
pub fn run(rules: &Rules, st: &mut State, log: &mut Log) {
    log.open("", &say(&Said::EndOfTurnSection));
    hold_objectives(rules, st, log);
    let mut broken = vec![];
    for side in st.sides.keys() {
        let (out, all) = losses(st, side);
        log.line(say(&Said::SideLosses { side, out, all }));
        if all > 0 && out * 100 >= all * st.victory.break_percent as usize {
            broken.push(side.clone());
        }
    }
    if let [b] = broken.as_slice() {
        let victor = st.enemy_of(b).to_string();
        st.ending = Some(Ending {
            victor: Some(victor),
            reason: say(&Said::ArmyBreaks { side: b }),
        });
    } else if broken.len() > 1 {
        st.ending = Some(Ending {
            victor: None,
            reason: say(&Said::BothBreak),
        });
    } else if st.moving == 1 && st.battle.turn >= st.battle.last_turn {
        let count = |s: &str| st.victory.objectives.values().filter(|h| *h == s).count();
        let (a, b) = (&st.order[0], &st.order[1]);
        let (na, nb) = (count(a), count(b));
        let victor = match na.cmp(&nb) {
            std::cmp::Ordering::Greater => Some(a.clone()),
            std::cmp::Ordering::Less => Some(b.clone()),
            std::cmp::Ordering::Equal => None,
        };
        st.ending = Some(Ending {
            victor,
            reason: say(&Said::ObjectivesHeld { a, na, b, nb }),
        });
    }
    if let Some(e) = &st.ending {
        log.line(say(&Said::BattleOver {
            ending: &crate::rules::table_game::ending_words(e),
        }));
        return;
    }
    if st.moving == 0 {
        st.moving = 1;
    } else {
        st.moving = 0;
        st.battle.turn += 1;
    }
    log.line(say(&Said::NextTurn {
        turn: st.battle.turn,
        side: st.moving_side(),
    }));
}
