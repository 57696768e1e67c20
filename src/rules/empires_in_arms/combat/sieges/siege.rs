//! 7.5.4.1 besieger assault attempts, after the field and trivial combats (7.5.1.3): a die
//! on the siege table, less the city siege value, +1 if undergarrisoned; "sortie?", NR or
//! breach. A breach brings the honours of war, surrender or an assault combat
//! ([`crate::rules::empires_in_arms::combat::sieges::siege_combat`]), and political points for the assault's winner (7.5.4.1.4).

use super::breach::{breach, take_units};
pub use super::breach::{capture_leaders, surrender};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::losses::{allocate, Restrictions};
use crate::rules::empires_in_arms::model::map::City;
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::orders::{GarrisonOrders, Orders};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory;
use crate::rules::empires_in_arms::model::territory::{city_capacity, city_factors, city_holders};
use crate::rules::empires_in_arms::model::units::{FactorType, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::land_charts::SiegeResult;
use crate::rules::empires_in_arms::words::{say, siege::Said};
use std::collections::BTreeMap;

/// The powers holding the city of `area` against `power`, when `power`'s corps besiege it.
pub fn besieged_by(state: &State, power: &str, area: &str) -> Vec<String> {
    let besieging = territory::besieges(state, power, area);
    if !besieging {
        return Vec::new();
    }
    city_holders(state, area)
        .into_iter()
        .filter(|h| state.at_war(h, power))
        .collect()
}

/// 7.5.4.1.2.1: the sortie. The die decides who loses one army factor.
fn sortie(
    rules: &Rules,
    state: &mut State,
    area: &str,
    holder: &str,
    priorities: (&[FactorType], &[FactorType]),
    dice: &mut dyn Dice,
) -> String {
    let city = rules.map.areas[area]
        .city
        .as_ref()
        .map_or_else(String::new, |c| c.name.clone());
    let die = dice
        .roll(6, &format!("7.5.4.1.2.1 sortie from {city}"))
        .value;
    let phasing = state.phasing.clone();
    let defender_loses = rules.land.siege.sortie_defender_loses.contains(&die);
    let (who, inside, pr) = if defender_loses {
        (holder.to_string(), true, priorities.1)
    } else {
        (phasing, false, priorities.0)
    };
    // The garrison inside, or the besiegers outside (depot garrisons take no part, 7.5.4).
    let mut units: Vec<Unit> = take_units(state, &|u| {
        u.area == area
            && u.power == who
            && u.in_city == inside
            && (inside || u.kind != UnitKind::Garrison)
    });
    let (lost, _) = allocate(&mut units, &|_| true, 1, pr, Restrictions::default());
    units.retain(|u| u.total() > 0);
    state.units.extend(units);
    state.normalize();
    say(&Said::Sortie {
        city: &city,
        die,
        power: &state.power_name(&who),
        lost: lost.first(),
    })
}

/// The besieged side's standing orders for `area` (defaults when none).
fn garrison_orders<'a>(
    orders: &'a BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    holder: &str,
    area: &str,
) -> Option<&'a GarrisonOrders> {
    orders_of(orders, players, holder).and_then(|o| o.garrisons.get(area))
}

/// 7.5.4.1 every assault attempt the phasing power ordered, in its order; returns the
/// report lines. Political points (7.5.4.1.4) are written to the state.
pub fn assault_attempts(
    rules: &Rules,
    state: &mut State,
    orders: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    dice: &mut dyn Dice,
) -> Vec<String> {
    let phasing = state.phasing.clone();
    let Some(own) = orders_of(orders, players, &phasing) else {
        return Vec::new();
    };
    let own_priority = full_priority(&own.loss_priority);
    let mut lines = Vec::new();
    for area in &own.assaults {
        let holders = besieged_by(state, &phasing, area);
        let Some(city) = rules.map.areas.get(area).and_then(|a| a.city.clone()) else {
            continue;
        };
        let Some(holder) = holders.first().cloned() else {
            lines.push(say(&Said::NoAssaultAttempt {
                city: &city.name,
                power: &state.power_name(&phasing),
            }));
            continue;
        };
        let go = garrison_orders(orders, players, &holder, area)
            .cloned()
            .unwrap_or_default();
        let their_priority = full_priority(
            orders_of(orders, players, &holder).map_or(&[][..], |o| &o.loss_priority),
        );
        let priorities = (&own_priority[..], &their_priority[..]);
        let (line, result) = attempt(rules, state, area, &city, dice);
        lines.push(line);
        match result {
            SiegeResult::NoResult => {}
            SiegeResult::Sortie if go.sortie.unwrap_or(true) => {
                lines.push(sortie(rules, state, area, &holder, priorities, dice));
            }
            SiegeResult::Sortie => lines.push(say(&Said::NoSortie {
                power: &state.power_name(&holder),
            })),
            SiegeResult::Breach => lines.extend(breach(
                rules,
                state,
                area,
                &holders,
                &go,
                own.grant_honours.contains(area),
                priorities,
                dice,
            )),
        }
    }
    lines
}

/// 7.5.4.1.1: the assault attempt's die on the siege table, less the city's siege value,
/// plus the modifier if the city is undergarrisoned; the report line and the result.
fn attempt(
    rules: &Rules,
    state: &State,
    area: &str,
    city: &City,
    dice: &mut dyn Dice,
) -> (String, SiegeResult) {
    let chart = &rules.land.siege;
    let capacity = city_capacity(&rules.map, area, rules.land.depots.city_capacity_per_supply);
    let inside = city_factors(state, area);
    let under = inside + chart.undergarrisoned_within < capacity;
    let die = dice
        .roll(6, &format!("7.5.4.1 assault attempt on {}", city.name))
        .value;
    let modified = die as i32 - city.siege as i32
        + if under {
            chart.undergarrisoned_modifier
        } else {
            0
        };
    let result = chart.result(modified);
    let line = say(&Said::AssaultAttempt {
        city: &city.name,
        inside,
        capacity,
        die,
        siege: city.siege,
        undergarrisoned: under.then_some(chart.undergarrisoned_modifier),
        modified,
        result: match result {
            SiegeResult::Sortie => "sortie",
            SiegeResult::NoResult => "no_result",
            SiegeResult::Breach => "breach",
        },
    });
    (line, result)
}
