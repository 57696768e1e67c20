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
use super::words::{say, Moved, Refused};
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
    let bad = |i: Option<usize>, why: &Refused| Illegal {
        path: match i {
            Some(i) => format!("{key}[{i}]"),
            None => key.to_string(),
        },
        message: say(why),
    };
    if path.len() > allowance as usize {
        return Err(bad(
            None,
            &Refused::TooFar {
                rule,
                unit: &unit.name,
                allowance,
                entered: path.len(),
            },
        ));
    }
    let mut from = unit.at.as_str();
    for (i, to) in path.iter().enumerate() {
        if !map.has(to) {
            return Err(bad(Some(i), &Refused::UnknownPlace { place: to }));
        }
        if !map.adjacent(from, to) {
            return Err(bad(
                Some(i),
                &Refused::NotAdjacent {
                    rule,
                    to: map.name(to),
                    from: map.name(from),
                    neighbours: &map.neighbours(from),
                },
            ));
        }
        if i > 0 && state.occupies(from, unit.side.other()) {
            return Err(bad(
                Some(i),
                &Refused::StopsIn {
                    rule,
                    unit: &unit.name,
                    place: map.name(from),
                    enemy: unit.side.other().adjective(),
                    to: map.name(to),
                },
            ));
        }
        from = to;
    }
    Ok(())
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
            message: say(&Refused::UnknownUnit { id }),
        });
    };
    if unit.side != side {
        return Err(Illegal {
            path: key,
            message: say(&Refused::NotYours {
                rule: Some("A.2.A"),
                unit: &unit.name,
                side: side.adjective(),
            }),
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
            message: say(&Refused::DepotMove {
                unit: &unit.name,
                place: map.name(&unit.at),
            }),
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
        message: say(&Refused::WithoutCorps {
            unit: &unit.name,
            place: map.name(end),
            enemy: side.other().adjective(),
            side: side.adjective(),
        }),
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
            let reason = &e.message;
            log.private(side, say(&Moved::MoveCancelled { unit: id, reason }));
            continue;
        }
        let u = state.unit_mut(id).expect("validated");
        let names: Vec<&str> = path.iter().map(|p| map.name(p)).collect();
        log.private(
            side,
            say(&Moved::Moves {
                unit: &u.name,
                from: map.name(&u.at),
                path: &names,
            }),
        );
        u.at = path.last().expect("non-empty").clone();
        moved += 1;
    }
    if moved == 0 {
        log.public(say(&Moved::DoesNotMove {
            side: side.adjective(),
        }));
    } else {
        let chart = log.used(charts.movement_label());
        log.public(say(&Moved::MovesUnder {
            side: side.adjective(),
            chart: &chart,
        }));
    }
}
