//! A.2.B forced-march movement segment: "Move corps and leaders only (no supply or depot
//! units), roll die for each corps on Forced March Table, leaders automatic."
//!
//! Read with it: a forced march follows basic movement from where the unit stands, enters
//! at most the chart's `forced_march` places, may not start in a place shared with opposing
//! units, and a leader may enter a place occupied by opposing units only where a friendly
//! corps already stands (A.2.A "must use a corps").

use super::charts::Charts;
use super::log::Log;
use super::losses::take;
use super::map::Map;
use super::movement::{check_path, Illegal};
use super::orders::Orders;
use super::state::{Kind, Side, State, Unit};
use super::words::{say, Moved, Refused, Rolled};
use crate::fairness::Dice;
use std::collections::BTreeMap;

/// Checks every forced march of `side` against the state after basic movement; returns
/// what is illegal, by unit id.
pub fn validate(
    charts: &Charts,
    map: &Map,
    state: &State,
    side: Side,
    marches: &BTreeMap<String, Vec<String>>,
) -> BTreeMap<String, Illegal> {
    let mut out = BTreeMap::new();
    for (id, path) in marches {
        if let Err(e) = check_march(charts, map, state, side, id, path) {
            out.insert(id.clone(), e);
        }
    }
    out
}

/// A.2.B: the forced march of unit `id` along `path`: a corps or leader of `side`'s, not
/// starting in a place shared with opposing units, within the chart's `forced_march`
/// places, and a leader into a place occupied by opposing units only with a corps there.
fn check_march(
    charts: &Charts,
    map: &Map,
    state: &State,
    side: Side,
    id: &str,
    path: &[String],
) -> Result<(), Illegal> {
    let key = format!("forced_march.{id}");
    let unit = marcher(state, side, id, &key)?;
    if path.is_empty() {
        return Ok(());
    }
    if state.occupies(&unit.at, side.other()) {
        return Err(Illegal {
            path: key,
            message: say(&Refused::CannotLeave {
                unit: &unit.name,
                place: map.name(&unit.at),
                enemy: side.other().adjective(),
            }),
        });
    }
    check_path(
        map,
        state,
        unit,
        path,
        charts.movement.forced_march,
        &key,
        "A.2.B",
    )?;
    let end = path.last().expect("non-empty");
    if unit.kind == Kind::Leader
        && state.occupies(end, side.other())
        && !state.at(end, side).any(|u| u.is_corps())
    {
        return Err(Illegal {
            path: key,
            message: say(&Refused::LeaderWithoutCorps {
                side: side.adjective(),
                place: map.name(end),
            }),
        });
    }
    Ok(())
}

/// A.2.B: the unit `id` that force-marches: one of `side`'s, and a corps or a leader
/// ("no supply or depot units").
fn marcher<'a>(state: &'a State, side: Side, id: &str, key: &str) -> Result<&'a Unit, Illegal> {
    let Some(unit) = state.unit(id).filter(|u| u.side == side) else {
        let message = match state.unit(id) {
            Some(u) => say(&Refused::NotYours {
                rule: None,
                unit: &u.name,
                side: side.adjective(),
            }),
            None => say(&Refused::NoSuchUnit { id }),
        };
        return Err(Illegal {
            path: key.to_string(),
            message,
        });
    };
    if !(unit.is_corps() || unit.kind == Kind::Leader) {
        return Err(Illegal {
            path: key.to_string(),
            message: say(&Refused::NotAMarcher { unit: &unit.name }),
        });
    }
    Ok(unit)
}

/// Force-marches the phasing side's corps (a die each on the Forced March Table) and
/// leaders (automatic).
pub fn forced_march(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    orders: &Orders,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let side = state.phasing;
    log.begin("A.2.B", "Forced march");
    let illegal = validate(charts, map, state, side, &orders.forced_march);
    let mut rolls = 0;
    for (id, path) in &orders.forced_march {
        if path.is_empty() {
            continue;
        }
        if let Some(e) = illegal.get(id) {
            let reason = &e.message;
            log.private(side, say(&Moved::ForcedMarchCancelled { unit: id, reason }));
            continue;
        }
        if state.unit(id).expect("validated").kind == Kind::Leader {
            march_leader(map, state, log, id, path);
            continue;
        }
        let unit = state.unit(id).expect("validated").clone();
        let to = path.last().expect("non-empty").clone();
        let names: Vec<&str> = path.iter().map(|p| map.name(p)).collect();
        rolls += 1;
        let roll = say(&Rolled::ForcedMarchDie {
            side: side.adjective(),
            corps: rolls,
        });
        let die = dice.roll(6, &roll).value;
        let (r, chart) = charts.forced_march(die);
        let chart = log.used(chart);
        if r.moves {
            state.unit_mut(id).expect("exists").at = to;
        }
        let losses = if r.loss > 0 {
            march_losses(state, orders, id, r.loss)
        } else {
            Vec::new()
        };
        log.private(
            side,
            say(&Moved::ForcedMarch {
                unit: &unit.name,
                chart: &chart,
                die,
                moves: r.moves,
                path: &names,
                loss: r.loss,
                losses: &losses,
            }),
        );
    }
    let side = side.adjective();
    log.public(match rolls {
        0 => say(&Moved::NoForcedMarch { side }),
        corps => say(&Moved::ForcedMarchRolls { side, corps }),
    });
}

/// A.2.B: leaders force-march automatically: the leader `id` enters `path`.
fn march_leader(map: &Map, state: &mut State, log: &mut Log, id: &str, path: &[String]) {
    let unit = state.unit_mut(id).expect("validated");
    let names: Vec<&str> = path.iter().map(|p| map.name(p)).collect();
    log.private(
        unit.side,
        say(&Moved::LeaderForcedMarch {
            unit: &unit.name,
            path: &names,
        }),
    );
    unit.at = path.last().expect("non-empty").clone();
}

/// A.2.B: the corps `id` takes the Forced March Table's `loss`; its loss lines, said.
fn march_losses(state: &mut State, orders: &Orders, id: &str, loss: u32) -> Vec<String> {
    let t = take(
        state,
        &[id.to_string()],
        loss,
        orders,
        false,
        "A.2.B forced march",
    );
    t.lines
}
