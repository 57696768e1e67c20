//! The PIP Phase (2.): the dice (pip_dice.rs), then each divisional general spends his PIPs on
//! his units in the order his orders give. No take-backs: PIPs once spent are not
//! reallocated, so a use he cannot pay with what is left is not made (reported with the
//! rule) and his later uses that he can pay are made (before 0.6.0: none of his later
//! uses were made); then the generals ride.

use super::super::model::Rules;
use super::super::movement::ride;
use super::super::orders::{parse_line, Line, Orders};
use super::super::pip_costs::Use;
use super::super::state::State;
use super::attached;
use super::pip_dice;
use super::spending::{apply, cost};
use crate::board::table::measure::Point;
use crate::fairness::Dice;
use crate::rules::grande_tactique::revision::Change;
use crate::rules::grande_tactique::words::{pip::Said, say};
use crate::rules::table_game::log::{Log, Track};
use std::collections::BTreeSet;

/// Runs the phase for the moving side.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) {
    log.open("2.", &say(&Said::PipPhaseSection));
    let pips = pip_dice::run(rules, st, o, dice, log);
    let side = st.moving_side().to_string();
    let mut moved = BTreeSet::new();
    for (div, lines) in &o.pips {
        let left = pips.get(div).copied().unwrap_or(0);
        spend(rules, st, (&side, div), lines, (left, &mut moved), log);
    }
    attached::follow(st);
    for (id, (x, y)) in &o.generals {
        let to = Point::new(x.0 .0, y.0 .0);
        let Some(g) = st.generals.iter_mut().find(|g| &g.id == id) else {
            continue;
        };
        if let Some(u) = &g.attached {
            log.line(say(&Said::GeneralStaysAttached { id, unit: u }));
            continue;
        }
        match ride(rules, g.at, to) {
            Ok(()) => {
                log.tracks.push(Track {
                    id: id.clone(),
                    side: side.clone(),
                    path: vec![g.at, to],
                });
                g.at = to;
                log.line(say(&Said::GeneralRides {
                    id,
                    to: &super::super::view::at(to),
                }));
            }
            Err(why) => log.line(say(&Said::GeneralStays { id, why: &why })),
        }
    }
}

/// Divisional general `div` of `side` spends `pips` on `lines`, in order until they run out
/// (no take-backs); his first line may attach or detach him.
fn spend(
    rules: &Rules,
    st: &mut State,
    (side, div): (&str, &str),
    lines: &[String],
    (mut left, moved): (u32, &mut BTreeSet<String>),
    log: &mut Log,
) {
    for (k, line) in lines.iter().enumerate() {
        let Some(parsed) = parse_line(line) else {
            continue;
        };
        let c = match &parsed {
            Line::Spend(sp) => cost(rules, st, sp),
            Line::Attach(_) => rules.pips.cost(Use::Attach),
            Line::Detach => rules.pips.cost(Use::Detach),
        };
        if c > left {
            if rules.revision.has(Change::UnpaidUseSkippedOnly) {
                log.line(say(&Said::UnpaidSkipped {
                    division: div,
                    order: line,
                    cost: c,
                    left,
                }));
                continue;
            }
            log.line(say(&Said::UnpaidStops {
                division: div,
                order: line,
                cost: c,
                left,
            }));
            break;
        }
        let sp = match parsed {
            Line::Spend(sp) => sp,
            other => {
                match attached::apply(rules, st, (side, div), &other, k == 0)
                    .map_err(|why| super::spending::cited(rules, why))
                {
                    Ok(words) => {
                        left -= c;
                        log.line(say(&Said::UseMade {
                            division: div,
                            done: &words,
                        }));
                    }
                    Err(why) => log.line(say(&Said::UseRefused {
                        division: div,
                        order: line,
                        why: &why,
                    })),
                }
                continue;
            }
        };
        match apply(rules, st, (side, div), &sp, moved) {
            Ok(done) => {
                left -= done.cost;
                log.line(say(&Said::UseMade {
                    division: div,
                    done: &done.words,
                }));
                if let Some(path) = done.path {
                    log.tracks.push(Track {
                        id: sp.unit.clone(),
                        side: side.to_string(),
                        path,
                    });
                }
                if let Some(c) = done.charge {
                    log.charges.push(c);
                }
            }
            Err(why) => log.line(say(&Said::UseRefused {
                division: div,
                order: line,
                why: &why,
            })),
        }
    }
    if left > 0 {
        log.line(say(&Said::Unspent {
            division: div,
            left,
        }));
    }
}
