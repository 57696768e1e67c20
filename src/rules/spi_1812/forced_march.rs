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
            message: format!(
                "A.2.B: {} stands in {}, occupied by {} units, and cannot force-march out",
                unit.name,
                map.name(&unit.at),
                side.other().adjective()
            ),
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
            message: format!(
                "A.2.A: must use a corps to move into an area occupied by opposing units; no {} corps stands in {}",
                side.adjective(),
                map.name(end)
            ),
        });
    }
    Ok(())
}

/// A.2.B: the unit `id` that force-marches: one of `side`'s, and a corps or a leader
/// ("no supply or depot units").
fn marcher<'a>(state: &'a State, side: Side, id: &str, key: &str) -> Result<&'a Unit, Illegal> {
    let Some(unit) = state.unit(id).filter(|u| u.side == side) else {
        let message = match state.unit(id) {
            Some(u) => format!(
                "{} is not yours: it is not a {} unit",
                u.name,
                side.adjective()
            ),
            None => format!("no unit has the id '{id}'"),
        };
        return Err(Illegal {
            path: key.to_string(),
            message,
        });
    };
    if !(unit.is_corps() || unit.kind == Kind::Leader) {
        return Err(Illegal {
            path: key.to_string(),
            message: format!(
                "A.2.B: move corps and leaders only (no supply or depot units); {} is not",
                unit.name
            ),
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
            log.private(
                side,
                format!("Forced march of {id} cancelled: {}", e.message),
            );
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
        let roll = format!("A.2.B forced march, {} corps {rolls}", side.adjective());
        let die = dice.roll(6, &roll).value;
        let (r, chart) = charts.forced_march(die);
        let chart = log.used(chart);
        if r.moves {
            state.unit_mut(id).expect("exists").at = to;
        }
        let mut line = format!(
            "{}: {chart} die {die}: {}",
            unit.name,
            if r.moves {
                format!("marches to {}", names.join(" → "))
            } else {
                "does not move".to_string()
            }
        );
        if r.loss > 0 {
            line.push_str(&march_losses(state, orders, id, r.loss));
        }
        log.private(side, line);
    }
    log.public(match rolls {
        0 => format!("No {} corps force-marches.", side.adjective()),
        n => format!("{} rolls for {n} forced-marching corps.", side.adjective()),
    });
}

/// A.2.B: leaders force-march automatically: the leader `id` enters `path`.
fn march_leader(map: &Map, state: &mut State, log: &mut Log, id: &str, path: &[String]) {
    let unit = state.unit_mut(id).expect("validated");
    let names: Vec<&str> = path.iter().map(|p| map.name(p)).collect();
    log.private(
        unit.side,
        format!(
            "{} force-marches to {} (leaders automatic)",
            unit.name,
            names.join(" → ")
        ),
    );
    unit.at = path.last().expect("non-empty").clone();
}

/// A.2.B: the corps `id` takes the Forced March Table's `loss`; the words for its report
/// line ("; ...").
fn march_losses(state: &mut State, orders: &Orders, id: &str, loss: u32) -> String {
    let t = take(
        state,
        &[id.to_string()],
        loss,
        orders,
        false,
        "A.2.B forced march",
    );
    format!("; {}", t.lines.join("; "))
}
