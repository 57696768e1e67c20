//! C supply interphase, steps 1 and 2: the order of areas (R picks), each corps' source
//! (fort, depot, its area, or an adjacent area it transfers to), French depots expended,
//! and the Area Depletion Chart. "Subarea boundaries are ignored."

use super::charts::Charts;
use super::log::Log;
use super::map::Map;
use super::orders::Plans;
use super::state::{Kind, Side, State};
use std::collections::{BTreeMap, BTreeSet};

/// C.2: which row of the Area Depletion Chart a side takes when it may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowChoice {
    /// The row that depletes less.
    Lesser,
    /// "with supply unit" whenever allowed.
    Always,
}

/// C.1: the order areas resolve in: Russia's `supply_order`, then (the default) 100%
/// depleted areas, then the rest, by id.
pub fn area_order(map: &Map, state: &State, plans: &Plans) -> Vec<String> {
    let mut v: Vec<String> = plans
        .of(Side::Russia)
        .supply_order
        .iter()
        .filter(|a| map.is_area(a))
        .cloned()
        .collect();
    let mut rest: Vec<&String> = map.areas().filter(|a| !v.contains(a)).collect();
    rest.sort_by_key(|a| (state.depletion_of(a) < 100, (*a).clone()));
    v.extend(rest.into_iter().cloned());
    v.dedup();
    v
}

/// C.2 (1)-(5): whether `side`'s corps in `from` may transfer to adjacent area `to`.
/// `taken`: areas already used by another area, or already resolved.
pub fn transfer_allowed(
    map: &Map,
    state: &State,
    side: Side,
    from: &str,
    to: &str,
    taken: &BTreeSet<String>,
) -> Result<(), String> {
    let in_to = |s: Side| {
        state
            .units
            .iter()
            .filter(move |u| u.side == s && map.area_of(&u.at) == to)
    };
    if !map.adjacent_areas(from).contains(&to) {
        return Err(format!(
            "{} is not adjacent to {}",
            map.name(to),
            map.name(from)
        ));
    }
    if in_to(side.other()).next().is_some() {
        return Err("(1) it holds opposing units".into());
    }
    if in_to(side).filter(|u| u.is_corps()).count() > 2 {
        return Err("(2) it holds more than 2 friendly corps".into());
    }
    if state.depletion_of(to) >= 100 {
        return Err("(3) it is 100% depleted".into());
    }
    if !in_to(side).any(|u| u.kind == Kind::Supply) {
        return Err("(4) it holds no friendly supply unit".into());
    }
    if taken.contains(to) {
        return Err("(5) it is used by another area already (or resolved)".into());
    }
    Ok(())
}

/// What step 2 left for step 3: the unsupplied corps, by id, with their area.
pub type Unsupplied = Vec<(String, String)>;

/// Resolves supply area by area; returns the unsupplied corps.
pub fn supply(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    plans: &Plans,
    row: RowChoice,
    log: &mut Log,
) -> Unsupplied {
    log.begin("C.1-2", "Supply interphase: area depletion");
    let order = area_order(map, state, plans);
    let mut unsupplied = Vec::new();
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let mut transferred_in: BTreeMap<String, usize> = BTreeMap::new();
    for area in &order {
        let level = state.depletion_of(area);
        let mut drew_on_area = transferred_in.get(area).copied().unwrap_or(0);
        let mut sides_here = Vec::new();
        for side in [Side::Russia, Side::France] {
            let mut corps: Vec<String> = state
                .units
                .iter()
                .filter(|u| u.side == side && u.is_corps() && map.area_of(&u.at) == area)
                .map(|u| u.id.clone())
                .collect();
            if state
                .units
                .iter()
                .any(|u| u.side == side && map.area_of(&u.at) == area)
            {
                sides_here.push(side);
            }
            if corps.is_empty() {
                continue;
            }
            corps.sort();
            // An occupied fortress may supply one corps.
            let forts = map
                .places_in(area)
                .filter(|p| {
                    p.fort && state.occupies(&p.id, side) && !state.occupies(&p.id, side.other())
                })
                .count();
            let by_fort: Vec<String> = corps.drain(..forts.min(corps.len())).collect();
            for id in &by_fort {
                log.private(
                    side,
                    format!(
                        "{}: supplied by an occupied fort in {}",
                        name(state, id),
                        map.name(area)
                    ),
                );
            }
            let depots: Vec<String> = state
                .units
                .iter()
                .filter(|u| u.side == side && u.kind == Kind::Depot && map.area_of(&u.at) == area)
                .map(|u| u.id.clone())
                .collect();
            let use_depot = !depots.is_empty()
                && (level > 0 || plans.of(side).depot_supply.iter().any(|a| a == area));
            if use_depot {
                // Spread over the depots, so as few as possible supply 4 or more.
                let mut load: BTreeMap<&String, usize> = depots.iter().map(|d| (d, 0)).collect();
                for (i, id) in corps.iter().enumerate() {
                    let d = &depots[i % depots.len()];
                    *load.get_mut(d).expect("depot") += 1;
                    log.private(
                        side,
                        format!(
                            "{}: supplied by a depot in {}",
                            name(state, id),
                            map.name(area)
                        ),
                    );
                }
                for (d, n) in load {
                    if n >= 4 {
                        let u = state
                            .eliminate(d, "C.2 expended: supplied 4 or more corps")
                            .expect("depot");
                        log.private(
                            side,
                            format!("{} supplied {n} corps and is expended", u.name),
                        );
                        log.public(format!(
                            "A French depot in {} is expended (it supplied 4 or more corps).",
                            map.name(area)
                        ));
                    }
                }
                continue;
            }
            if level < 100 {
                drew_on_area += corps.len();
                for id in &corps {
                    log.private(
                        side,
                        format!(
                            "{}: supplied by the area of {} ({level}% depleted)",
                            name(state, id),
                            map.name(area)
                        ),
                    );
                }
                continue;
            }
            // 100% depleted: an adjacent area, else unsupplied.
            let wanted = plans.of(side).transfers.get(area).cloned();
            let to = wanted
                .into_iter()
                .chain(map.adjacent_areas(area).into_iter().map(str::to_string))
                .find(|to| transfer_allowed(map, state, side, area, to, &taken).is_ok());
            match to {
                Some(to) => {
                    taken.insert(to.clone());
                    *transferred_in.entry(to.clone()).or_default() += corps.len();
                    log.public(format!(
                        "{} corps in {} (100% depleted) transfer to {} for supply.",
                        side.adjective(),
                        map.name(area),
                        map.name(&to)
                    ));
                    for id in &corps {
                        log.private(
                            side,
                            format!(
                                "{}: transfers to {} for supply",
                                name(state, id),
                                map.name(&to)
                            ),
                        );
                    }
                }
                None => unsupplied.extend(corps.into_iter().map(|c| (c, area.clone()))),
            }
        }
        taken.insert(area.clone());
        if drew_on_area == 0 {
            continue;
        }
        let one_side = sides_here.len() == 1;
        let with_unit = one_side
            && state
                .units
                .iter()
                .any(|u| u.kind == Kind::Supply && map.area_of(&u.at) == area);
        let (with, label) = charts.area_depletion(drew_on_area, true);
        let (without, _) = charts.area_depletion(drew_on_area, false);
        let (added, row_name) = match (with_unit, row) {
            (true, RowChoice::Always) => (with, "with supply unit"),
            (true, RowChoice::Lesser) if with <= without => (with, "with supply unit"),
            _ => (without, "without supply unit"),
        };
        let label = log.used(label);
        let new = (level + added).min(100);
        if new > 0 {
            state.depletion.insert(area.clone(), new);
        }
        let count = if one_side {
            String::new()
        } else {
            format!(" ({drew_on_area} corps of both sides, as the players tell each other)")
        };
        if added > 0 {
            log.public(format!(
                "{}{count}: {label}, {row_name} row: +{added}% → {new}% depleted.",
                map.name(area)
            ));
        }
    }
    unsupplied
}

fn name(state: &State, id: &str) -> String {
    state
        .unit(id)
        .map_or_else(|| id.to_string(), |u| u.name.clone())
}
