//! C supply interphase, steps 1 and 2: the order of areas (R picks), each corps' source
//! (fort, depot, its area, or an adjacent area it transfers to), French depots expended,
//! and the Area Depletion Chart. "Subarea boundaries are ignored."

use super::charts::Charts;
use super::depot_supply;
use super::log::Log;
use super::map::Map;
use super::orders::Plans;
use super::revision::{Change, Revision};
use super::state::{Kind, Side, State};
use super::words::{say, Said};
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
    (row, revision): (RowChoice, Revision),
    log: &mut Log,
) -> Unsupplied {
    log.begin("C.1-2", "Supply interphase: area depletion");
    let order = area_order(map, state, plans);
    let mut pass = Pass::default();
    for area in &order {
        let mut here = Drawn {
            area,
            level: state.depletion_of(area),
            corps: pass.transferred_in.get(area).copied().unwrap_or(0),
            sides: 0,
        };
        for side in [Side::Russia, Side::France] {
            let at = (&mut pass, &mut here, side, revision);
            supply_side(map, state, plans, log, at);
        }
        pass.taken.insert(area.clone());
        if here.corps > 0 {
            deplete(charts, map, state, row, log, &here);
        }
    }
    pass.unsupplied
}

/// What the pass over the areas (C.1 order) carries from one area to the next.
#[derive(Default)]
struct Pass {
    /// The corps left unsupplied, by id, with their area.
    unsupplied: Unsupplied,
    /// C.2 (5): areas used by another area already, or resolved.
    taken: BTreeSet<String>,
    /// Corps that transferred into an area for supply, by area: they draw on it.
    transferred_in: BTreeMap<String, usize>,
}

/// One area as C.2 resolves it: its depletion before the turn, the corps (of both sides)
/// drawing on it, and how many sides have units in it.
struct Drawn<'a> {
    area: &'a String,
    level: u32,
    corps: usize,
    sides: usize,
}

/// C.2: supplies `side`'s corps in the area: an occupied fort, then a depot, then the area
/// itself (if not 100% depleted), else a transfer to an adjacent area, else unsupplied.
fn supply_side(
    map: &Map,
    state: &mut State,
    plans: &Plans,
    log: &mut Log,
    (pass, here, side, revision): (&mut Pass, &mut Drawn, Side, Revision),
) {
    let area = here.area;
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
        here.sides += 1;
    }
    if corps.is_empty() {
        return;
    }
    corps.sort();
    fort_supply(map, state, log, side, area, &mut corps);
    let depots: Vec<String> = state
        .units
        .iter()
        .filter(|u| u.side == side && u.kind == Kind::Depot && map.area_of(&u.at) == area)
        .map(|u| u.id.clone())
        .collect();
    let use_depot = !depots.is_empty()
        && (here.level > 0 || plans.of(side).depot_supply.iter().any(|a| a == area));
    if use_depot {
        let keep = &plans.of(side).keep_depots;
        depot_supply(
            map,
            state,
            log,
            (side, area),
            (&corps, &depots),
            (keep, revision),
        );
    } else if here.level < 100 {
        here.corps += corps.len();
        for id in &corps {
            let corps = name(state, id);
            let area = map.name(area);
            let level = here.level;
            log.private(
                side,
                say(&Said::SuppliedByArea {
                    corps: &corps,
                    area,
                    level,
                }),
            );
        }
    } else {
        transfer(map, state, plans, log, pass, side, area, corps);
    }
}

/// C.2: an occupied fortress (held by `side`, not by the enemy) may supply one corps;
/// takes those corps out of `corps`.
fn fort_supply(
    map: &Map,
    state: &State,
    log: &mut Log,
    side: Side,
    area: &str,
    corps: &mut Vec<String>,
) {
    let forts = map
        .places_in(area)
        .filter(|p| p.fort && state.occupies(&p.id, side) && !state.occupies(&p.id, side.other()))
        .count();
    let by_fort: Vec<String> = corps.drain(..forts.min(corps.len())).collect();
    for id in &by_fort {
        let corps = name(state, id);
        let area = map.name(area);
        log.private(
            side,
            say(&Said::SuppliedByFort {
                corps: &corps,
                area,
            }),
        );
    }
}

/// C.2: the corps draw on the depots in the area, shared as [`depot_supply::shares`] says
/// (from pbem 0.6.0 as few expended and as few used as possible, the owner's `keep_depots`
/// kept first); a depot that supplied 4 or more corps is expended.
fn depot_supply(
    map: &Map,
    state: &mut State,
    log: &mut Log,
    (side, area): (Side, &str),
    (corps, depots): (&[String], &[String]),
    (keep, revision): (&[String], Revision),
) {
    let shares = depot_supply::shares(corps.len(), depots, keep, revision);
    let mut ids = corps.iter();
    for (depot, n) in &shares {
        for id in ids.by_ref().take(*n) {
            let (corps, depot, area) = (name(state, id), name(state, depot), map.name(area));
            let line = if revision.has(Change::SupplyLineNamesDepot) {
                let depot = &depot;
                say(&Said::SuppliedByDepot {
                    corps: &corps,
                    depot,
                    area,
                })
            } else {
                say(&Said::SuppliedByADepot {
                    corps: &corps,
                    area,
                })
            };
            log.private(side, line);
        }
    }
    let load: BTreeMap<&String, usize> = shares.iter().map(|(d, n)| (d, *n)).collect();
    for (d, n) in load {
        if n >= 4 {
            let u = state
                .eliminate(d, "C.2 expended: supplied 4 or more corps")
                .expect("depot");
            let depot = &u.name;
            log.private(side, say(&Said::DepotExpended { depot, corps: n }));
            log.public(say(&Said::ADepotExpended {
                area: map.name(area),
            }));
        }
    }
}

/// C.2 (1)-(5): the corps of a 100% depleted area transfer to the adjacent area the side
/// asked for, else the first allowed one; with none allowed they are unsupplied.
#[allow(clippy::too_many_arguments)]
fn transfer(
    map: &Map,
    state: &State,
    plans: &Plans,
    log: &mut Log,
    pass: &mut Pass,
    side: Side,
    area: &str,
    corps: Vec<String>,
) {
    let wanted = plans.of(side).transfers.get(area).cloned();
    let to = wanted
        .into_iter()
        .chain(map.adjacent_areas(area).into_iter().map(str::to_string))
        .find(|to| transfer_allowed(map, state, side, area, to, &pass.taken).is_ok());
    let Some(to) = to else {
        pass.unsupplied
            .extend(corps.into_iter().map(|c| (c, area.to_string())));
        return;
    };
    pass.taken.insert(to.clone());
    *pass.transferred_in.entry(to.clone()).or_default() += corps.len();
    let (area, to) = (map.name(area), map.name(&to));
    let side_adj = side.adjective();
    log.public(say(&Said::CorpsTransfer {
        side: side_adj,
        area,
        to,
    }));
    for id in &corps {
        let corps = name(state, id);
        log.private(side, say(&Said::Transfers { corps: &corps, to }));
    }
}

/// C.2: the Area Depletion Chart for the corps that drew on the area: the "with supply
/// unit" row only when one side is there with a supply unit (and `row` takes it).
fn deplete(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    row: RowChoice,
    log: &mut Log,
    here: &Drawn,
) {
    let (area, level, drew_on_area) = (here.area, here.level, here.corps);
    let one_side = here.sides == 1;
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
    if added > 0 {
        log.public(say(&Said::Depletion {
            area: map.name(area),
            both_sides: !one_side,
            corps: drew_on_area,
            chart: &label,
            row: row_name,
            added,
            level: new,
        }));
    }
}

fn name(state: &State, id: &str) -> String {
    state
        .unit(id)
        .map_or_else(|| id.to_string(), |u| u.name.clone())
}
