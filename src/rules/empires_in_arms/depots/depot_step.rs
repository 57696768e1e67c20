//! 7.2 the Depot Creation/Removal Step of the phasing power: depots removed first (their
//! garrisons moved into the area's city if it can take them, else destroyed), then new
//! depots placed at one money point each, within the counter mix, where 7.2.1 or 7.2.3
//! allows.

use crate::rules::empires_in_arms::model::order_parts::DepotOrders;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::{Depot, State};
use crate::rules::empires_in_arms::model::territory::{
    at_war_with_nation, besieged, city_capacity, city_factors, city_open_to, controller,
    in_territory,
};
use crate::rules::empires_in_arms::model::units::{FactorType, UnitKind};
use crate::rules::empires_in_arms::supply::port_depot;
use crate::rules::empires_in_arms::supply::sea::friendly_port;
use crate::rules::empires_in_arms::supply::supply_chain::{in_valid_chain, linked};
use crate::rules::empires_in_arms::words::{depots::Said, say};

/// An order the step refused: the orders file's YAML path and why, citing the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// `depots.place[2]`.
    pub path: String,
    /// The rule and the reason.
    pub reason: String,
}

fn has_unbesieged_corps(state: &State, power: &str, area: &str) -> bool {
    state.units.iter().any(|u| {
        u.power == power
            && u.area == area
            && u.kind == UnitKind::Corps
            && u.total() > 0
            && (!u.in_city || !besieged(state, area))
    })
}

/// 7.2: the first power at war with `power` whose unbesieged corps, guerillas, freikorps or
/// cossacks are in `area`.
fn enemy_forces(state: &State, power: &str, area: &str) -> Option<String> {
    state
        .units
        .iter()
        .find(|u| {
            u.area == area
                && !u.in_city
                && u.total() > 0
                && u.kind != UnitKind::Garrison
                && state.at_war(power, &u.power)
        })
        .map(|u| u.power.clone())
}

/// 7.2.1: a friendly controlled unbesieged city in `power`'s territory.
fn friendly_city_area(rules: &Rules, state: &State, power: &str, area: &str) -> bool {
    in_territory(&rules.map, state, power, area) && city_open_to(&rules.map, state, power, area)
}

/// 7.2.3 with 7.2.3.3: a depot within two unblocked areas of a depot of `base` (the depots
/// before this step's placements) in a valid chain, where the chain may go.
fn chain_placement(rules: &Rules, base: &State, power: &str, area: &str) -> Result<(), String> {
    let map = &rules.map;
    let who = base.power_name(power);
    let place = map.name(area);
    let nation = &map.areas[area].nation;
    match controller(base, nation) {
        // 7.2.3.3.1: a minor neutral only when at war with it.
        None if !at_war_with_nation(base, power, nation) => {
            return Err(format!(
                "7.2.3.3.1: {place} is in a minor neutral {who} is not at war with"
            ))
        }
        // 7.2.3.3.1: another major power's territory only when at war with it (access
        // permission and victory condition C.5 are not kept by pbem).
        Some(c) if c != power && base.powers.contains_key(c) && !base.at_war(power, c) => {
            return Err(format!(
                "7.2.3.3.1: {place} is {}'s territory and {who} is not at war with it",
                base.power_name(c)
            ))
        }
        _ => {}
    }
    // 7.2.3.3.2: outside its own territory, an unbesieged corps of the power must be there.
    if !in_territory(map, base, power, area) && !has_unbesieged_corps(base, power, area) {
        return Err(format!(
            "7.2.3.3.2: {place} is outside {who}'s territory and no unbesieged corps of {who} is there"
        ));
    }
    let anchored = base.depots.iter().any(|d| {
        d.power == power
            && in_valid_chain(rules.net(base), base, power, &d.area)
            && linked(rules.net(base), base, power, &d.area, area)
    });
    if anchored {
        Ok(())
    } else {
        Err(format!(
            "7.2.3: no depot of {who} in a valid supply chain lies within two unblocked areas of {place}"
        ))
    }
}

/// 7.2: the counter mix has a depot to spare and the treasury a money point.
fn counter_and_money(rules: &Rules, state: &State, power: &str) -> Result<(), String> {
    let who = state.power_name(power);
    let chart = &rules.land.depots;
    let limit = chart.countermix.get(power).copied().unwrap_or(0);
    let on_map = state
        .depots
        .iter()
        .chain(&state.port_depots)
        .filter(|d| d.power == power)
        .count();
    if on_map as u32 >= limit {
        return Err(format!(
            "7.2: {who} has {on_map} depots on the map, its counter mix limit ({limit})"
        ));
    }
    let money = state.powers.get(power).map_or(0, |p| p.money);
    if money < chart.cost {
        return Err(format!(
            "7.2: a depot costs {} money point(s) and {who} has {money}",
            chart.cost
        ));
    }
    Ok(())
}

/// 7.2.4 a depot on a fleet of `power` in `sea`, for invasion supply: at most one such depot
/// in a sea (7.4.4.4), none north of the ice line in winter (7.4.4.5).
fn fleet_placement(
    rules: &Rules,
    state: &State,
    power: &str,
    sea: &str,
) -> Result<&'static str, String> {
    let who = state.power_name(power);
    let name = rules.map.name(sea);
    if !state
        .fleets
        .iter()
        .any(|f| f.power == power && f.sea == sea)
    {
        return Err(format!(
            "7.2.4: {who} has no fleet in the {name} to carry a depot"
        ));
    }
    if state.depots.iter().any(|d| d.area == sea) {
        return Err(format!(
            "7.4.4.4: the {name} already has a depot for invasion supply"
        ));
    }
    let net = rules.net(state);
    if net.winter && rules.map.seas[sea].north_of_ice_line {
        return Err(format!(
            "7.4.4.5: the {name} is north of the ice line in winter"
        ));
    }
    counter_and_money(rules, state, power)?;
    Ok("7.2.4")
}

/// Whether `power` may place a new depot in `area` now (7.2): `state` is the state so far in
/// the step, `base` the state after the removals (its depots are the ones that existed
/// before this turn). Ok names the rule that allows it.
///
/// # Errors
/// The first rule that forbids it, in words.
pub fn may_place(
    rules: &Rules,
    state: &State,
    base: &State,
    power: &str,
    area: &str,
) -> Result<&'static str, String> {
    let map = &rules.map;
    if map.seas.contains_key(area) {
        return fleet_placement(rules, state, power, area);
    }
    if !map.has(area) {
        return Err(format!("no area '{area}' on this map"));
    }
    let who = state.power_name(power);
    let place = map.name(area);
    // 7.2.2.1: in a besieged friendly port the depot goes inside the city.
    if port_depot::besieged_port(rules.net(state), state, power, area) {
        let rule = port_depot::may_place(rules, state, base, power, area)?;
        counter_and_money(rules, state, power)?;
        return Ok(rule);
    }
    if let Some(d) = state.depots.iter().find(|d| d.area == area) {
        return Err(format!(
            "7.2: one depot per area; {place} already has {}'s depot",
            state.power_name(&d.power)
        ));
    }
    if let Some(enemy) = enemy_forces(state, power, area) {
        if !has_unbesieged_corps(state, power, area) {
            return Err(format!(
                "7.2: {}'s unbesieged forces are in {place} and no unbesieged corps of {who} is there",
                state.power_name(&enemy)
            ));
        }
    }
    counter_and_money(rules, state, power)?;
    if friendly_city_area(rules, state, power, area) {
        return Ok("7.2.1");
    }
    // 7.2.2: a friendly unblockaded port with a sea supply source to it.
    let net = rules.net(base);
    if friendly_port(net, base, power, area) && port_depot::sea_source(net, base, power, area) {
        return Ok("7.2.2");
    }
    chain_placement(rules, base, power, area)
        .map(|()| "7.2.3")
        .map_err(|e| {
            format!("{e} (and it is not a friendly city area of {who}'s territory, 7.2.1)")
        })
}

/// 7.2 removes `power`'s depot in `area`. Its garrisons go into the area's city if it is
/// friendly or vacant, unbesieged and has room (7.3.3.4), else are destroyed; returns the
/// report line.
///
/// # Errors
/// No such depot.
pub fn remove(rules: &Rules, state: &mut State, power: &str, area: &str) -> Result<String, String> {
    let map = &rules.map;
    if let Some(line) = port_depot::remove(rules, state, power, area) {
        return Ok(line);
    }
    let Some(i) = state
        .depots
        .iter()
        .position(|d| d.power == power && d.area == area)
    else {
        return Err(format!(
            "7.2: {} has no depot in {} to remove",
            state.power_name(power),
            map.name(area)
        ));
    };
    state.depots.remove(i);
    let (moved, lost) = garrison_into_city(rules, state, power, area);
    Ok(say(&Said::DepotRemoved {
        power: &state.power_name(power),
        area: &map.name(area),
        moved,
        city: map.areas[area].city.as_ref().map(|c| c.name.as_str()),
        lost,
    }))
}

/// 7.2, 7.3.6.2: the garrison factors of `power`'s depot in `area`, its depot gone, move into
/// the area's city as far as it is friendly or vacant, unbesieged and has room (7.3.3.4).
/// Returns the factors moved in and those that found no room, already taken off the map:
/// destroyed (7.2) or surrendered (7.3.6.2), as the caller reports.
pub fn garrison_into_city(rules: &Rules, state: &mut State, power: &str, area: &str) -> (u32, u32) {
    let map = &rules.map;
    let mut room = if city_open_to(map, state, power, area) {
        city_capacity(map, area, rules.land.depots.city_capacity_per_supply)
            .saturating_sub(city_factors(state, area))
    } else {
        0
    };
    let (mut moved, mut lost) = (0, 0);
    for u in state.units.iter_mut().filter(|u| {
        u.power == power && u.area == area && u.kind == UnitKind::Garrison && !u.in_city
    }) {
        for t in FactorType::ALL {
            let n = u.factors.get(&t).copied().unwrap_or(0);
            let keep = n.min(room);
            room -= keep;
            moved += keep;
            lost += n - keep;
            if keep == 0 {
                u.factors.remove(&t);
            } else {
                u.factors.insert(t, keep);
            }
        }
        u.in_city = true;
    }
    state.units.retain(|u| u.total() > 0);
    (moved, lost)
}

/// 7.2 the step: removals, then placements, each paid and checked in order.
///
/// # Errors
/// The first order refused, with its YAML path; `state` is then partly changed, so callers
/// work on a copy when they only check.
pub fn depot_step(
    rules: &Rules,
    state: &mut State,
    power: &str,
    o: &DepotOrders,
) -> Result<Vec<String>, Refused> {
    let mut lines = fleet_depots_lost(rules, state, power);
    for (i, area) in o.remove.iter().enumerate() {
        let line = remove(rules, state, power, area).map_err(|reason| Refused {
            path: format!("depots.remove[{i}]"),
            reason,
        })?;
        lines.push(line);
    }
    let base = state.clone();
    for (i, area) in o.place.iter().enumerate() {
        let rule = may_place(rules, state, &base, power, area).map_err(|reason| Refused {
            path: format!("depots.place[{i}]"),
            reason,
        })?;
        lines.push(place(rules, state, power, area, rule));
    }
    state.normalize();
    Ok(lines)
}

/// 7.4.4.2: `power`'s depots on fleets that have gone are lost; the report lines.
fn fleet_depots_lost(rules: &Rules, state: &mut State, power: &str) -> Vec<String> {
    let lost: Vec<String> = state
        .depots
        .iter()
        .filter(|d| d.power == power && rules.map.seas.contains_key(&d.area))
        .filter(|d| {
            !state
                .fleets
                .iter()
                .any(|f| f.power == power && f.sea == d.area)
        })
        .map(|d| d.area.clone())
        .collect();
    let mut lines = Vec::new();
    for sea in lost {
        state
            .depots
            .retain(|d| !(d.power == power && d.area == sea));
        lines.push(say(&Said::FleetDepotLost {
            power: &state.power_name(power),
            sea: &rules.map.name(&sea),
        }));
    }
    lines
}

/// 7.2: `power` pays for and places a depot at `area` as `rule` allows it (7.2.2.1: inside
/// its besieged port city); the report line.
fn place(rules: &Rules, state: &mut State, power: &str, area: &String, rule: &str) -> String {
    let cost = rules.land.depots.cost;
    if let Some(p) = state.powers.get_mut(power) {
        p.money -= cost;
    }
    let depot = Depot {
        power: power.to_string(),
        area: area.clone(),
    };
    let inside = rule == "7.2.2.1";
    if inside {
        state.port_depots.push(depot);
    } else {
        state.depots.push(depot);
    }
    let (at, place) = if rules.map.seas.contains_key(area) {
        ("fleet", rules.map.name(area))
    } else if inside {
        ("port", port_depot::city_name(rules, area))
    } else {
        ("area", rules.map.name(area))
    };
    say(&Said::DepotPlaced {
        power: &state.power_name(power),
        at,
        place: &place,
        rule,
        cost,
    })
}
