//! A.2.A basic movement segment: "All friendly units may move, including this turn's
//! reinforcements. Must use a corps to move into an area occupied by opposing units. F can
//! only move a depot when one depot is stacked with one supply unit."
//!
//! Read with it (docs/spi-1812.md): a move is the list of areas/sub-areas entered, each
//! adjacent to the last, at most the unit's allowance; entering a place occupied by opposing
//! units ends the move (battle follows in the combat phase).

use super::charts::Charts;
use super::log::Log;
use super::map::Map;
use super::move_list::{self, MoveList};
use super::state::{Kind, Side, State, Unit};
use std::collections::BTreeMap;

/// An order the rules forbid: the YAML path in the orders file and the reason, citing the
/// rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Illegal {
    /// YAML path (`moves.fr-1[2]`).
    pub path: String,
    /// Why, starting with the rule number.
    pub message: String,
}

/// Checks the places of `path` for `unit` from its place: each adjacent to the last, no more
/// than `allowance`, and nothing after a place occupied by opposing units (`rule` cited).
pub fn check_path(
    map: &Map,
    state: &State,
    unit: &Unit,
    path: &[String],
    allowance: u32,
    key: &str,
    rule: &str,
) -> Result<(), Illegal> {
    let bad = |i: Option<usize>, message: String| Illegal {
        path: match i {
            Some(i) => format!("{key}[{i}]"),
            None => key.to_string(),
        },
        message: format!("{rule}: {message}"),
    };
    if path.len() > allowance as usize {
        return Err(bad(None, too_far(unit, allowance, path.len())));
    }
    let mut from = unit.at.as_str();
    for (i, to) in path.iter().enumerate() {
        if !map.has(to) {
            return Err(Illegal {
                path: format!("{key}[{i}]"),
                message: format!("unknown area or sub-area '{to}'"),
            });
        }
        if !map.adjacent(from, to) {
            return Err(bad(
                Some(i),
                format!(
                    "{} is not adjacent to {}; from {} a unit may enter {}",
                    map.name(to),
                    map.name(from),
                    map.name(from),
                    map.neighbours(from).join(", ")
                ),
            ));
        }
        if i > 0 && state.occupies(from, unit.side.other()) {
            return Err(bad(
                Some(i),
                format!(
                    "{} stops in {}, occupied by {} units; it cannot go on to {}",
                    unit.name,
                    map.name(from),
                    unit.side.other().adjective(),
                    map.name(to)
                ),
            ));
        }
        from = to;
    }
    Ok(())
}

/// Why a move entering `entered` places is longer than the unit's `allowance`.
fn too_far(unit: &Unit, allowance: u32, entered: usize) -> String {
    format!(
        "{} may enter {allowance} area{}; this move enters {entered}",
        unit.name,
        if allowance == 1 { "" } else { "s" },
    )
}

/// Where each unit of `side` ends basic movement under `moves` (units not moving stay).
pub fn destinations(
    state: &State,
    side: Side,
    moves: &BTreeMap<String, Vec<String>>,
) -> BTreeMap<String, String> {
    state
        .units
        .iter()
        .filter(|u| u.side == side)
        .map(|u| {
            let to = moves
                .get(&u.id)
                .and_then(|p| p.last())
                .cloned()
                .unwrap_or_else(|| u.at.clone());
            (u.id.clone(), to)
        })
        .collect()
}

/// Checks every move of `side`; returns what is illegal, by unit id (empty: all legal).
pub fn validate(
    charts: &Charts,
    map: &Map,
    state: &State,
    side: Side,
    moves: &BTreeMap<String, Vec<String>>,
) -> BTreeMap<String, Illegal> {
    let mut out = BTreeMap::new();
    for (id, path) in moves {
        if let Err(e) = check_move(charts, map, state, side, moves, id, path) {
            out.insert(id.clone(), e);
        }
    }
    out
}

/// A.2.A: the move of unit `id` along `path`: a unit of `side`'s, within its allowance
/// (a depot with exactly one supply unit, on the same path), each place adjacent to the
/// last, and into a place occupied by opposing units only with a corps.
fn check_move(
    charts: &Charts,
    map: &Map,
    state: &State,
    side: Side,
    moves: &BTreeMap<String, Vec<String>>,
    id: &str,
    path: &[String],
) -> Result<(), Illegal> {
    let key = format!("moves.{id}");
    let Some(unit) = state.unit(id) else {
        return Err(Illegal {
            path: key,
            message: format!("unknown unit '{id}': no unit has that id"),
        });
    };
    if unit.side != side {
        return Err(Illegal {
            path: key,
            message: format!(
                "A.2.A: {} is not yours: it is not a {} unit",
                unit.name,
                side.adjective()
            ),
        });
    }
    if path.is_empty() {
        return Ok(());
    }
    let allowance = if unit.kind == Kind::Depot {
        depot_allowance(map, state, unit, moves, path, &key)?
    } else {
        charts
            .movement
            .allowance
            .get(&unit.kind)
            .copied()
            .unwrap_or(0)
    };
    check_path(map, state, unit, path, allowance, &key, "A.2.A")?;
    with_a_corps(map, state, unit, moves, path, key)
}

/// A.2.A: "F can only move a depot when one depot is stacked with one supply unit": the
/// depot `unit` makes the same move as exactly one supply unit, and no other depot with
/// them; its allowance is then the move's length.
fn depot_allowance(
    map: &Map,
    state: &State,
    unit: &Unit,
    moves: &BTreeMap<String, Vec<String>>,
    path: &[String],
    key: &str,
) -> Result<u32, Illegal> {
    let same_move = |u: &Unit| moves.get(&u.id).is_some_and(|p| p.as_slice() == path);
    let carriers: Vec<&Unit> = state
        .at(&unit.at, unit.side)
        .filter(|u| u.kind == Kind::Supply && same_move(u))
        .collect();
    let depots = state
        .at(&unit.at, unit.side)
        .filter(|u| u.kind == Kind::Depot && same_move(u))
        .count();
    if carriers.len() != 1 || depots != 1 {
        return Err(Illegal {
            path: key.to_string(),
            message: format!(
                "A.2.A: F can only move a depot when one depot is stacked with one supply unit; {} must make the same move as exactly one supply unit in {}, and no other depot with them",
                unit.name,
                map.name(&unit.at)
            ),
        });
    }
    Ok(path.len() as u32)
}

/// A.2.A: "Must use a corps to move into an area occupied by opposing units": a unit
/// other than a corps ends there only where a corps of its side ends its move.
fn with_a_corps(
    map: &Map,
    state: &State,
    unit: &Unit,
    moves: &BTreeMap<String, Vec<String>>,
    path: &[String],
    key: String,
) -> Result<(), Illegal> {
    let side = unit.side;
    let end = path.last().expect("non-empty");
    if unit.is_corps() || !state.occupies(end, side.other()) {
        return Ok(());
    }
    let ends = destinations(state, side, moves);
    let corps_there = state
        .units
        .iter()
        .any(|u| u.side == side && u.is_corps() && ends.get(&u.id) == Some(end));
    if corps_there {
        return Ok(());
    }
    Err(Illegal {
        path: key,
        message: format!(
            "A.2.A: must use a corps to move into an area occupied by opposing units; {} enters {}, occupied by {} units, and no {} corps ends its move there",
            unit.name,
            map.name(end),
            side.other().adjective(),
            side.adjective()
        ),
    })
}

/// Moves the phasing side's units (`moves`: unit id -> the places entered), listed in the
/// mover's report in the order `list`. Moves that are no longer legal (a corps lost to
/// attrition, say) are cancelled and said so.
pub fn basic_movement(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    moves: &BTreeMap<String, Vec<String>>,
    list: MoveList,
    log: &mut Log,
) {
    let side = state.phasing;
    log.begin("A.2.A", "Basic movement");
    let illegal = validate(charts, map, state, side, moves);
    let mut moved = 0;
    for id in move_list::order(state, moves.keys(), list) {
        let path = &moves[id];
        if path.is_empty() {
            continue;
        }
        if let Some(e) = illegal.get(id) {
            log.private(side, format!("Move of {id} cancelled: {}", e.message));
            continue;
        }
        let u = state.unit_mut(id).expect("validated");
        let names: Vec<&str> = path.iter().map(|p| map.name(p)).collect();
        log.private(
            side,
            format!("{}: {} → {}", u.name, map.name(&u.at), names.join(" → ")),
        );
        u.at = path.last().expect("non-empty").clone();
        moved += 1;
    }
    if moved == 0 {
        log.public(format!("{} does not move.", side.adjective()));
    } else {
        let chart = log.used(charts.movement_label());
        log.public(format!(
            "{} moves under the {chart} (the map below shows where its stacks stand).",
            side.adjective()
        ));
    }
}
