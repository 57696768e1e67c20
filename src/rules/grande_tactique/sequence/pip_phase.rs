//! The PIP Phase (2.): the dice (pip_dice.rs), then each divisional general spends his PIPs on
//! his units in the order his orders give, until they run out (no take-backs: a use he
//! cannot pay and every later one of his are not made); then the generals ride.

use super::super::movement::ride;
use super::super::orders::{parse_spend, Orders};
use super::super::state::State;
use super::super::Rules;
use super::pip_dice;
use super::spending::{apply, cost};
use crate::board::table::measure::Point;
use crate::fairness::Dice;
use crate::rules::old_trousers::log::{Log, Track};
use std::collections::BTreeSet;

/// Runs the phase for the moving side.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) {
    log.open("2.", "PIP Phase");
    let pips = pip_dice::run(rules, st, o, dice, log);
    let side = st.moving_side().to_string();
    let mut moved = BTreeSet::new();
    for (div, lines) in &o.pips {
        let mut left = pips.get(div).copied().unwrap_or(0);
        for line in lines {
            let Some(sp) = parse_spend(line) else {
                continue;
            };
            let c = cost(rules, st, &sp);
            if c > left {
                log.line(format!(
                    "{div}: `{line}` needs {c} PIPs, {left} left: not made, nor any later use of {div} (no take-backs)"
                ));
                break;
            }
            match apply(rules, st, (&side, div), &sp, &mut moved) {
                Ok(done) => {
                    left -= done.cost;
                    log.line(format!("{div}: {}", done.words));
                    if let Some(path) = done.path {
                        log.tracks.push(Track {
                            id: sp.unit.clone(),
                            side: side.clone(),
                            path,
                        });
                    }
                    if let Some(c) = done.charge {
                        log.charges.push(c);
                    }
                }
                Err(why) => log.line(format!("{div}: `{line}` refused: {why}")),
            }
        }
        if left > 0 {
            log.line(format!(
                "{div}: {left} PIP{} unspent",
                super::spending::plural(left)
            ));
        }
    }
    for (id, (x, y)) in &o.generals {
        let to = Point::new(x.0 .0, y.0 .0);
        let Some(g) = st.generals.iter_mut().find(|g| &g.id == id) else {
            continue;
        };
        match ride(rules, g.at, to) {
            Ok(()) => {
                log.tracks.push(Track {
                    id: id.clone(),
                    side: side.clone(),
                    path: vec![g.at, to],
                });
                g.at = to;
                log.line(format!("{id} rides to {}", super::super::view::at(to)));
            }
            Err(why) => log.line(format!("{id} stays: {why}")),
        }
    }
}
