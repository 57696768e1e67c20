// V. End of Turn Phase: "Check for victory."
//! An army whose hits reach the scenario's break share of its strength breaks and the other
//! wins; after the last turn the lower share of hits wins, equal shares draw (PROVISIONAL
//! victory conditions, the scenario's). Strength is stands times hits per stand
//! (charts/stands.yaml, provisional).

use super::super::model::Rules;
use super::super::state::{Ending, State};
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{end::Said, say};
use crate::rules::table_game::log::Log;

/// A side's hits and strength.
pub fn losses(rules: &Rules, st: &State, side: &str) -> (u32, u32) {
    st.units
        .iter()
        .filter(|u| u.side() == side)
        .fold((0, 0), |(h, s), u| {
            let n = rules.strength(u);
            // 0.6.0: hits beyond a unit's strength never count toward its army's break.
            let hits = if rules.revision.has(Change::ArmyBreakCountsStrengthOnly) {
                u.hits.min(n)
            } else {
                u.hits
            };
            (h + hits, s + n)
        })
}

/// Checks victory at the end of turn `st.battle.turn`.
pub fn run(rules: &Rules, st: &mut State, log: &mut Log) {
    log.open(
        "V",
        &say(&Said::EndOfTurnSection {
            turn: st.battle.turn,
        }),
    );
    let sides: Vec<String> = st.sides.keys().cloned().collect();
    let mut broken = vec![];
    let mut share = vec![];
    for s in &sides {
        let (h, n) = losses(rules, st, s);
        let pct = (h * 100).checked_div(n).unwrap_or(100);
        log.line(say(&Said::ArmyLosses {
            side: s,
            hits: h,
            of: n,
            percent: pct,
            breaks: st.break_percent,
        }));
        if h * 100 >= n * st.break_percent {
            broken.push(s.clone());
        }
        share.push(u64::from(h) * 10_000 / u64::from(n.max(1)));
    }
    let ending = ending(st, &sides, &broken, &share);
    if let Some(e) = &ending {
        log.line(say(&Said::BattleOver {
            victor: e.victor.as_deref(),
            reason: &e.reason,
        }));
    } else {
        log.line(say(&Said::NoVictorYet));
    }
    st.ending = ending;
}

/// The end, if reached: one army broken (the other wins), both (a draw), or after the last
/// turn the lower share of hits (`share`, in hundredths of a percent, by side in id order).
fn ending(st: &State, sides: &[String], broken: &[String], share: &[u64]) -> Option<Ending> {
    match broken.len() {
        1 => Some(Ending {
            victor: Some(st.enemy_of(&broken[0]).to_string()),
            reason: say(&Said::ArmyBroke {
                side: &broken[0],
                turn: st.battle.turn,
            }),
        }),
        2 => Some(Ending {
            victor: None,
            reason: say(&Said::BothBroke {
                turn: st.battle.turn,
            }),
        }),
        _ if st.battle.turn >= st.battle.last_turn => Some(match share[0].cmp(&share[1]) {
            std::cmp::Ordering::Less => Ending {
                victor: Some(sides[0].clone()),
                reason: say(&Said::LowerShare),
            },
            std::cmp::Ordering::Greater => Ending {
                victor: Some(sides[1].clone()),
                reason: say(&Said::LowerShare),
            },
            std::cmp::Ordering::Equal => Ending {
                victor: None,
                reason: say(&Said::EqualShares),
            },
        }),
        _ => None,
    }
}
