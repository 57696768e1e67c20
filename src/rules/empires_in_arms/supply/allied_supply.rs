//! 7.4.2.2 allied depot supply: a major power's corps may live off the depots and supply
//! chains of an ally that permits it (the ally's standing order `supply_allies`); the ally
//! pays the usual depot supply costs (7.4.2.1) from its own treasury.

use super::depot_supply::{cost_halves, depot_distance, pay};
use crate::rules::empires_in_arms::model::orders::Orders;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::words::{say, supply::Said};
use std::collections::BTreeMap;

/// The allies of `power` that let its corps use their depots this sequence, in id order.
pub fn granting(
    state: &State,
    power: &str,
    orders: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
) -> Vec<String> {
    state
        .powers
        .keys()
        .filter(|a| state.allied(power, a))
        .filter(|a| {
            orders_of(orders, players, a)
                .is_some_and(|o| o.supply_allies.iter().any(|p| p == power))
        })
        .cloned()
        .collect()
}

/// Whether a depot of one of `allies` in a valid chain is within `reach` areas of `area`.
pub fn in_reach(rules: &Rules, state: &State, allies: &[String], area: &str, reach: u32) -> bool {
    allies
        .iter()
        .any(|a| depot_distance(rules.net(state), state, a, area, reach).is_some())
}

/// Supplies the phasing power's corps `corps` (ids) from `allies`' depots, each ally paying
/// for the corps in its reach while its treasury lasts. Returns the corps supplied and the
/// report lines.
pub fn allied_supply(
    rules: &Rules,
    state: &mut State,
    corps: &[String],
    allies: &[String],
) -> (Vec<String>, Vec<String>) {
    let winter = rules.land.supply.winter(&state.date);
    let reach = rules.land.supply.depot_supply.max_areas;
    let mut left: Vec<String> = corps.to_vec();
    let mut supplied = Vec::new();
    let mut lines = Vec::new();
    for ally in allies {
        let mut costs = Vec::new();
        for id in &left {
            let Some(u) = state.units.iter().find(|u| &u.id == id) else {
                continue;
            };
            let zone = winter && rules.map.areas.get(&u.area).is_some_and(|a| a.winter_zone);
            if let Some(c) = depot_distance(rules.net(state), state, ally, &u.area, reach)
                .and_then(|d| cost_halves(&rules.land.supply.depot_supply, d, zone))
            {
                costs.push((id.clone(), c));
            }
        }
        if costs.is_empty() {
            continue;
        }
        let money = state.powers.get(ally).map_or(0, |p| p.money);
        let paid = pay(money, &costs);
        if let Some(p) = state.powers.get_mut(ally) {
            p.money -= paid.paid as i32;
        }
        if !paid.supplied.is_empty() {
            lines.push(say(&Said::AlliedSupplyPaid {
                ally: &state.power_name(ally),
                corps: paid.supplied.len(),
                paid: paid.paid,
                left: money - paid.paid as i32,
            }));
        }
        left.retain(|id| !paid.supplied.contains(id));
        supplied.extend(paid.supplied);
    }
    (supplied, lines)
}
