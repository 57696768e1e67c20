//! 7.3 the Land Movement Step: allowances (7.3.1.1), force marching (7.3.1.2), the cost of
//! entering an area (7.3.1.3: terrain, rivers into enemy corps, crossing arrows, all
//! cumulative) and when a counter must stop (7.3.2). A move is checked whole before any
//! counter moves; an illegal one is refused naming the rule.

use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::sides;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory;
use crate::rules::empires_in_arms::model::units;
use crate::rules::empires_in_arms::model::units::{FactorType, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::land_charts::MovementChart;

/// A legal move, as the supply step and combat need it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Moved {
    /// Areas entered, in order.
    pub entered: Vec<String>,
    /// The allowance, with any force march point.
    pub allowance: u32,
    /// Movement points spent.
    pub used: u32,
    /// Force marched (7.3.1.2; foraging 7.4.1, 7.4.1.2.3).
    pub force_marched: bool,
    /// The border of the last area entered was a river, a crossing arrow (7.5.2.7.1).
    pub crossed_river: bool,
    /// 7.3.3: factors detached on the way: (garrison unit id, factors as garrisoned), for
    /// the forage losses of 7.4.1.3.
    pub detached: Vec<(String, units::Factors)>,
}

impl Moved {
    /// Movement points left (7.4.1.2.2).
    pub fn unused(&self) -> u32 {
        self.allowance - self.used
    }
}

/// A corps bearing a cavalry symbol: every factor cavalry or feudal cavalry.
pub fn is_cavalry_corps(u: &Unit) -> bool {
    u.kind == UnitKind::Corps
        && u.total() > 0
        && u.factors
            .iter()
            .all(|(t, n)| *n == 0 || matches!(t, FactorType::Cavalry | FactorType::FeudalCavalry))
}

/// 7.3.1.1: the unit's movement allowance (guerillas: areas).
pub fn allowance(chart: &MovementChart, u: &Unit) -> u32 {
    let a = chart.allowance;
    match u.kind {
        UnitKind::Cossacks | UnitKind::Freikorps => a.cavalry,
        UnitKind::Guerilla => a.guerilla_areas,
        UnitKind::Garrison => 0,
        UnitKind::Corps if is_cavalry_corps(u) => a.cavalry,
        // French corps, and French controlled minor free state corps whose counter has its
        // "3" in parentheses.
        UnitKind::Corps
            if u.power == sides::FRANCE && (u.minor.is_none() || u.allowance_in_parentheses) =>
        {
            a.french_infantry
        }
        UnitKind::Corps => a.other,
    }
}

/// 7.3.1.2 (errata): whether the unit may force march.
pub fn may_force_march(u: &Unit) -> bool {
    u.kind == UnitKind::Corps && !is_cavalry_corps(u)
}

/// Whether `area` holds an unbesieged enemy corps of `power` in the field: corps inside a
/// city neither stop movement nor make rivers cost more (7.3.2.1, 7.3.7.1).
pub fn enemy_corps(state: &State, power: &str, area: &str) -> bool {
    state.units.iter().any(|u| {
        u.area == area
            && !u.in_city
            && u.kind == UnitKind::Corps
            && u.total() > 0
            && state.at_war(power, &u.power)
    })
}

/// 7.3.1.3: the cost for `u` to enter `to` from `from`, with the parts named, or why it may
/// not (7.3.1.3.3 an enemy fleet in the crossing arrow's sea).
pub fn cost(
    chart: &MovementChart,
    map: &Map,
    state: &State,
    u: &Unit,
    from: &str,
    to: &str,
) -> Result<(u32, Vec<String>), String> {
    let Some(border) = map.border(from, to) else {
        return Err(format!(
            "{} is not adjacent to {}",
            map.name(to),
            map.name(from)
        ));
    };
    let terrain = map.terrain(to);
    let mut total = chart.terrain_cost.get(terrain).copied().unwrap_or(1);
    let mut parts = vec![format!("{terrain} {total}")];
    if border.river && enemy_corps(state, &u.power, to) {
        total += chart.river_into_enemy;
        parts.push(format!(
            "river into an enemy corps +{}",
            chart.river_into_enemy
        ));
    }
    if border.crossing {
        if let Some(sea) = map.crossing_sea(from, to) {
            if state
                .fleets
                .iter()
                .any(|f| f.sea == sea && state.at_war(&u.power, &f.power))
            {
                return Err(format!(
                    "7.3.1.3.3: {} may not use the crossing arrow from {} to {}: an enemy fleet occupies the {}",
                    u.name,
                    map.name(from),
                    map.name(to),
                    map.name(sea)
                ));
            }
        }
        total += chart.crossing_arrow;
        parts.push(format!("crossing arrow +{}", chart.crossing_arrow));
    }
    Ok((total, parts))
}

/// Checks the move of `u` through `path` (areas entered in order), force marching if asked.
///
/// # Errors
/// Why the move is illegal, starting with the rule's number, e.g. "7.3.2.3: IV Corps has 1
/// movement point left; entering Bohemia (mountain) costs 2".
pub fn plan(
    chart: &MovementChart,
    map: &Map,
    state: &State,
    u: &Unit,
    path: &[String],
    force_march: bool,
) -> Result<Moved, String> {
    may_move(map, state, u, path, force_march)?;
    let allowance = allowance(chart, u) + if force_march { chart.force_march } else { 0 };
    let mut moved = Moved {
        entered: Vec::new(),
        allowance,
        used: 0,
        force_marched: force_march,
        crossed_river: false,
        detached: Vec::new(),
    };
    let mut from = u.area.clone();
    for to in path {
        enter(chart, map, state, u, &mut moved, &from, to)?;
        from = to.clone();
    }
    Ok(moved)
}

/// 7.3.1.2, 7.3, 7.3.4: whether `u` may move at all: force marching only if it may,
/// garrison factors never, and out of a city only if it is not besieged.
fn may_move(
    map: &Map,
    state: &State,
    u: &Unit,
    path: &[String],
    force_march: bool,
) -> Result<(), String> {
    if force_march && !may_force_march(u) {
        return Err(format!(
            "7.3.1.2: {} may not force march (cossacks, freikorps, guerillas, cavalry corps and disembarking corps may not, errata)",
            u.name
        ));
    }
    if u.kind == UnitKind::Garrison {
        return Err(format!(
            "7.3: garrison factors do not move; {} is a garrison",
            u.name
        ));
    }
    if u.in_city && !path.is_empty() && territory::besieged(state, &u.area) {
        return Err(format!(
            "7.3.4: {} is besieged in {}; only forces in a city not being besieged move out",
            u.name,
            map.name(&u.area)
        ));
    }
    Ok(())
}

/// 7.3.2: `u`, on its move `moved` so far, enters `to` from `from`: not past an enemy corps
/// it had to stop at (7.3.2.1), and only with the movement points it has left (7.3.2.3).
fn enter(
    chart: &MovementChart,
    map: &Map,
    state: &State,
    u: &Unit,
    moved: &mut Moved,
    from: &str,
    to: &String,
) -> Result<(), String> {
    if !map.has(to) {
        return Err(format!("unknown area '{to}'"));
    }
    if let Some(last) = moved.entered.last() {
        let stops = matches!(u.kind, UnitKind::Corps) && enemy_corps(state, &u.power, last);
        if stops {
            return Err(format!(
                "7.3.2.1: {} must cease movement in {}, which holds an unbesieged enemy corps; it cannot go on to {}",
                u.name,
                map.name(last),
                map.name(to)
            ));
        }
    }
    let (c, parts) = cost(chart, map, state, u, from, to)?;
    // Guerillas move one area regardless of terrain.
    let c = if u.kind == UnitKind::Guerilla { 1 } else { c };
    let left = moved.allowance - moved.used;
    if c > left {
        return Err(format!(
            "7.3.2.3: {} has {left} movement point{} left; entering {} ({}) costs {c}",
            u.name,
            if left == 1 { "" } else { "s" },
            map.name(to),
            parts.join(", ")
        ));
    }
    moved.used += c;
    let b = map.border(from, to).unwrap_or_default();
    moved.crossed_river = b.river || b.crossing;
    moved.entered.push(to.clone());
    Ok(())
}
