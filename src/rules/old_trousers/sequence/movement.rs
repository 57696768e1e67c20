// III.B.2 Movement Subsegment: "Units that are in command or that receive an order may move ... Units that are out of command & that do not receive an order may only change facing, rally from a shaken status, or remove disorder."
//! The phasing side's units walk their steps in the order of their ids. A unit may move
//! when it is in command, was put in command by a command point, or its commander (or one
//! above him) holds an active `advance` or `withdraw` order; a `hold` order keeps it in
//! place. A walk refused at resolution (its way was blocked, or it is out of command) leaves
//! the unit where it was, reported with the rule.

use super::super::model::Rules;
use super::super::movement::{walk, Walk};
use super::super::orders::{parse_step, Orders, Step};
use super::super::state::{OrderKind, State};
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{movement::Said, say};
use crate::rules::table_game::log::{Log, Track};
use std::collections::BTreeSet;

/// The active order that governs unit `i`: its commander's or the nearest superior's.
pub fn governing(st: &State, i: usize) -> Option<OrderKind> {
    let mut at = st.units[i].stand.commander.clone();
    let mut n = 0;
    while let Some(id) = at {
        if let Some(o) = st.active.get(&id) {
            return Some(*o);
        }
        n += 1;
        if n > st.leaders.len() {
            return None;
        }
        at = st.leader(&id).and_then(|l| l.superior.clone());
    }
    None
}

/// Whether unit `i` may move across the table this phase, and the rule saying why not.
pub fn may_move(st: &State, i: usize, points: &BTreeSet<String>) -> Result<bool, String> {
    let u = &st.units[i];
    match governing(st, i) {
        Some(OrderKind::Hold) => Err(say(&Said::HoldOrder)),
        Some(OrderKind::Advance | OrderKind::Withdraw) => Ok(true),
        None => Ok(!u.stand.markers.out_of_command || points.contains(u.id())),
    }
}

/// The parsed steps of a unit's words (the check has refused any that do not parse).
pub fn steps(words: &[String]) -> Vec<(String, Step)> {
    words
        .iter()
        .filter_map(|w| parse_step(w).map(|s| (w.clone(), s)))
        .collect()
}

/// Walks unit `i` with the table as it stands.
pub fn try_unit(
    rules: &Rules,
    st: &State,
    i: usize,
    words: &[String],
    points: &BTreeSet<String>,
) -> Result<Walk, String> {
    let stands = st.stands();
    let steps = steps(words);
    let in_command = match may_move(st, i, points) {
        Ok(b) => b,
        Err(why) if steps.iter().any(|(_, s)| s.moves()) => {
            return Err(say(&Said::OrderSegmentRefusal { why: &why }))
        }
        // A hold order keeps units in place but lets them face and change formation.
        Err(_) => rules.revision.has(Change::HoldOrderFacesAndForms),
    };
    walk(rules, &st.units[i], &stands, &steps, in_command).map_err(|r| {
        say(&Said::StepRefused {
            step: r.step,
            words: &r.words,
            why: &r.why,
            rule: &r.rule,
        })
    })
}

/// Runs the subsegment; returns the ids of units that moved across the table.
pub fn run(
    rules: &Rules,
    st: &mut State,
    orders: &Orders,
    points: &BTreeSet<String>,
    dice: &mut dyn Dice,
    log: &mut Log,
) -> BTreeSet<String> {
    log.open("III.B.2", &say(&Said::MovementSection));
    let mut moved = BTreeSet::new();
    for (id, words) in &orders.moves {
        let Some(i) = st.units.iter().position(|u| u.id() == id) else {
            continue;
        };
        match try_unit(rules, st, i, words, points) {
            Ok(w) => {
                let name = st.units[i].name.clone();
                for l in &w.lines {
                    log.line(say(&Said::UnitStep {
                        unit: &name,
                        step: l,
                    }));
                }
                if w.moved {
                    moved.insert(id.clone());
                    log.tracks.push(Track {
                        id: id.clone(),
                        side: w.stand.side.clone(),
                        path: w.path.clone(),
                    });
                }
                st.units[i].stand = w.stand;
                if w.rally {
                    let line = super::rally_shaken::roll(rules, st, i, dice);
                    log.line(line);
                }
            }
            Err(why) => log.line(say(&Said::StaysWhereItWas {
                unit: &st.units[i].name,
                why: &why,
            })),
        }
    }
    if orders.moves.is_empty() {
        log.line(say(&Said::NoUnitMoves));
    }
    super::leaders::follow(st);
    moved
}
