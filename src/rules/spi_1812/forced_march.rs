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
use super::state::{Kind, Side, State};
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
        let key = format!("forced_march.{id}");
        let Some(unit) = state.unit(id).filter(|u| u.side == side) else {
            let message = match state.unit(id) {
                Some(u) => format!(
                    "{} is not yours: it is not a {} unit",
                    u.name,
                    side.adjective()
                ),
                None => format!("no unit has the id '{id}'"),
            };
            out.insert(id.clone(), Illegal { path: key, message });
            continue;
        };
        if !(unit.is_corps() || unit.kind == Kind::Leader) {
            out.insert(
                id.clone(),
                Illegal {
                    path: key,
                    message: format!(
                        "A.2.B: move corps and leaders only (no supply or depot units); {} is not",
                        unit.name
                    ),
                },
            );
            continue;
        }
        if path.is_empty() {
            continue;
        }
        if state.occupies(&unit.at, side.other()) {
            out.insert(
                id.clone(),
                Illegal {
                    path: key,
                    message: format!(
                        "A.2.B: {} stands in {}, occupied by {} units, and cannot force-march out",
                        unit.name,
                        map.name(&unit.at),
                        side.other().adjective()
                    ),
                },
            );
            continue;
        }
        if let Err(e) = check_path(
            map,
            state,
            unit,
            path,
            charts.movement.forced_march,
            &key,
            "A.2.B",
        ) {
            out.insert(id.clone(), e);
            continue;
        }
        let end = path.last().expect("non-empty");
        if unit.kind == Kind::Leader
            && state.occupies(end, side.other())
            && !state.at(end, side).any(|u| u.is_corps())
        {
            out.insert(
                id.clone(),
                Illegal {
                    path: key,
                    message: format!(
                        "A.2.A: must use a corps to move into an area occupied by opposing units; no {} corps stands in {}",
                        side.adjective(),
                        map.name(end)
                    ),
                },
            );
        }
    }
    out
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
        let unit = state.unit(id).expect("validated").clone();
        let to = path.last().expect("non-empty").clone();
        let names: Vec<&str> = path.iter().map(|p| map.name(p)).collect();
        if unit.kind == Kind::Leader {
            log.private(
                side,
                format!(
                    "{} force-marches to {} (leaders automatic)",
                    unit.name,
                    names.join(" → ")
                ),
            );
            state.unit_mut(id).expect("exists").at = to;
            continue;
        }
        rolls += 1;
        let die = dice
            .roll(
                6,
                &format!("A.2.B forced march, {} corps {rolls}", side.adjective()),
            )
            .value;
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
            let t = take(
                state,
                std::slice::from_ref(id),
                r.loss,
                orders,
                false,
                "A.2.B forced march",
            );
            line.push_str(&format!("; {}", t.lines.join("; ")));
        }
        log.private(side, line);
    }
    log.public(match rolls {
        0 => format!("No {} corps force-marches.", side.adjective()),
        n => format!("{} rolls for {n} forced-marching corps.", side.adjective()),
    });
}
