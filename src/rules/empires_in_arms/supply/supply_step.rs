//! 7.4 the Supply Step of the phasing power: every corps is supplied, by foraging (7.4.1,
//! rolled as it completes movement when it must or chooses to) or by paying for depot supply
//! (7.4.2); a corps the treasury cannot pay for forages. Foraging losses come out of the
//! corps (7.4.1.3) in the power's loss priority; a power's leaders leave the map with the
//! last of its corps in an area (7.4.1.3.3).

use super::allied_supply;
use super::besieged_supply;
use super::depot_supply::{cost_halves, depot_distance, pay, Payment};
pub use super::foraging::forage_corps;
use super::port_depot;
use crate::fairness::Dice;
use crate::rules::empires_in_arms::land_movement::movement::Moved;
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::rules::{Lines, Rules};
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory::besieged;
use crate::rules::empires_in_arms::model::units::{FactorType, UnitKind};
use crate::rules::empires_in_arms::words::{say, supply::Said};
use std::collections::BTreeMap;

/// Whether corps `id` must forage (7.4.1): it force marched, or no depot in a friendly
/// valid supply chain (its power's, or of one of `allies` granting it, 7.4.2.2) is within
/// reach of depot supply.
pub fn must_forage(
    rules: &Rules,
    state: &State,
    id: &str,
    moved: Option<&Moved>,
    allies: &[String],
) -> bool {
    let Some(u) = state.units.iter().find(|u| u.id == id) else {
        return false;
    };
    let reach = rules.land.supply.forage.must_forage_distance - 1;
    moved.is_some_and(|m| m.force_marched)
        || (depot_distance(rules.net(state), state, &u.power, &u.area, reach).is_none()
            && !allied_supply::in_reach(rules, state, allies, &u.area, reach))
}

/// 7.4.2 for the phasing power's corps not supplied yet (`done`): pay for depot supply in
/// id order while the treasury lasts; corps out of reach or unpaid for may live off the
/// depots of `allies` granting it, who pay (7.4.2.2); the rest forage. Returns the report
/// lines.
pub fn supply_step(
    rules: &Rules,
    state: &mut State,
    moved: &BTreeMap<String, Moved>,
    done: &[String],
    allies: &[String],
    loss_priority: &[FactorType],
    dice: &mut dyn Dice,
) -> Vec<String> {
    let power = state.phasing.clone();
    let (mut costs, mut foragers) = depot_costs(rules, state, &power, done);
    // 7.4.2.1.2, 7.4.3.4.1: the garrisons of a besieged port city reached by sea supply
    // through its depot inside, or by invasion supply, pay for depot supply with the corps;
    // a city is paid for whole or takes besieged supply.
    let port = port_garrisons(rules, state, &power);
    for (area, ids) in &port {
        let each = port_depot::garrison_cost(rules, state, &power, area).unwrap_or(0);
        costs.push((format!("{PORT}{area}"), each * ids.len() as u32));
    }
    let money = state.powers.get(&power).map_or(0, |p| p.money);
    let (paid, sea_supplied) = pay_with_ports(money, &costs);
    if let Some(p) = state.powers.get_mut(&power) {
        p.money -= paid.paid as i32;
    }
    let mut lines = paid_lines(rules, state, &port, &sea_supplied, &paid, money);
    lines.extend(unpaid_lines(rules, state, &paid.must_forage));
    foragers.extend(paid.must_forage);
    let (by_allies, allied_lines) = allied_supply::allied_supply(rules, state, &foragers, allies);
    lines.extend(allied_lines);
    foragers.retain(|id| !by_allies.contains(id));
    let priority = full_priority(loss_priority);
    lines.extend(besieged_supply::besieged_supply_except(
        rules,
        state,
        &priority,
        &sea_supplied,
        dice,
    ));
    for id in foragers {
        lines.push(forage_corps(
            rules,
            state,
            &id,
            moved.get(&id),
            &priority,
            dice,
        ));
    }
    lines
}

/// The prefix that marks a port city's garrisons among the corps paid for.
const PORT: &str = "port city ";

/// 7.4.2: the depot supply cost (in halves) of each of `power`'s corps not supplied yet
/// (`done`) within reach of a depot, and the corps out of reach, who forage. Corps in a
/// besieged city take besieged supply instead (7.4.5).
fn depot_costs(
    rules: &Rules,
    state: &State,
    power: &str,
    done: &[String],
) -> (Vec<(String, u32)>, Vec<String>) {
    let winter = rules.land.supply.winter(&state.date);
    let reach = rules.land.supply.depot_supply.max_areas;
    let mut costs = Vec::new();
    let mut foragers = Vec::new();
    for u in state
        .units
        .iter()
        .filter(|u| u.power == power && u.kind == UnitKind::Corps && !done.contains(&u.id))
        // 7.4.5: corps in a besieged city take besieged supply instead, below.
        .filter(|u| !(u.in_city && besieged(state, &u.area)))
    {
        let zone = winter && rules.map.areas.get(&u.area).is_some_and(|a| a.winter_zone);
        match depot_distance(rules.net(state), state, power, &u.area, reach)
            .and_then(|d| cost_halves(&rules.land.supply.depot_supply, d, zone))
        {
            Some(c) => costs.push((u.id.clone(), c)),
            None => foragers.push(u.id.clone()),
        }
    }
    (costs, foragers)
}

/// 7.4.2.1.2, 7.4.3.4.1: `power`'s garrisons (ids by area) in besieged port cities that
/// sea or invasion supply reaches.
fn port_garrisons(rules: &Rules, state: &State, power: &str) -> BTreeMap<String, Vec<String>> {
    let mut port: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for u in state
        .units
        .iter()
        .filter(|u| u.power == power && u.in_city && u.total() > 0 && besieged(state, &u.area))
    {
        if port_depot::garrison_cost(rules, state, power, &u.area).is_some() {
            port.entry(u.area.clone()).or_default().push(u.id.clone());
        }
    }
    port
}

/// 7.4.2.1: pays `costs` from `money` in order; returns the payment for the corps and the
/// port cities whose garrisons were paid for (an unpaid port city takes besieged supply).
fn pay_with_ports(money: i32, costs: &[(String, u32)]) -> (Payment, Vec<String>) {
    let mut paid = pay(money, costs);
    paid.must_forage.retain(|id| !id.starts_with(PORT));
    let (sea_supplied, corps): (Vec<String>, Vec<String>) = std::mem::take(&mut paid.supplied)
        .into_iter()
        .partition(|id| id.starts_with(PORT));
    paid.supplied = corps;
    let sea_supplied: Vec<String> = sea_supplied
        .iter()
        .map(|id| id[PORT.len()..].to_string())
        .collect();
    (paid, sea_supplied)
}

/// The report lines of the depot supply paid: each port city supplied (7.4.2.1.2,
/// 7.4.3.4.1), then the corps and garrisons paid for out of `money` (7.4.2).
fn paid_lines(
    rules: &Rules,
    state: &State,
    port: &BTreeMap<String, Vec<String>>,
    sea_supplied: &[String],
    paid: &Payment,
    money: i32,
) -> Vec<String> {
    let power = &state.phasing;
    let mut lines = Vec::new();
    let corps_paid = paid.supplied.len();
    let garrisons_paid: usize = sea_supplied.iter().map(|a| port[a].len()).sum();
    for area in sea_supplied {
        lines.push(say(&Said::PortGarrisonsSupplied {
            city: &port_depot::city_name(rules, area),
            garrisons: port[area].len(),
            by_depot: state
                .port_depots
                .iter()
                .any(|d| &d.area == area && &d.power == power),
        }));
    }
    if corps_paid + garrisons_paid > 0 {
        lines.push(say(&Said::DepotSupplyPaid {
            corps: corps_paid,
            garrisons: garrisons_paid,
            paid: paid.paid,
            left: money - paid.paid as i32,
        }));
    }
    lines
}

/// 7.4.2.1: a report line for each corps of `must_forage` the treasury could not pay for.
fn unpaid_lines(rules: &Rules, state: &State, must_forage: &[String]) -> Vec<String> {
    must_forage
        .iter()
        .map(|id| {
            let who = match rules.lines {
                Lines::Before0_5_0 => id.clone(),
                Lines::Since0_5_0 => state
                    .units
                    .iter()
                    .find(|u| &u.id == id)
                    .map_or_else(|| id.clone(), |u| u.name.clone()),
            };
            say(&Said::MustForage { unit: &who })
        })
        .collect()
}
