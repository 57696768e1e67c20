//! 7.4.5 besieged supply: the phasing power's corps and garrisons in a besieged city check
//! for supply by the foraging method against the city supply value, the die modified only
//! by +1 per full 5 army factors in the city, at most +2 (7.4.5.1); each point over the
//! value costs one army factor (7.4.5.2). Sea and invasion supply (7.4.3-7.4.4), which would
//! spare them this, are not kept by pbem.

use super::forage::{besieged_modifier, losses};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::losses::Loss;
use crate::rules::empires_in_arms::combat::sieges::siege;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory::{besieged, city_factors};
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::words::{say, supply::Said};
use std::collections::BTreeSet;

/// Areas whose besieged city holds units of `power`, sorted.
pub fn besieged_cities(state: &State, power: &str) -> Vec<String> {
    let areas: BTreeSet<String> = state
        .units
        .iter()
        .filter(|u| u.power == power && u.in_city && u.total() > 0)
        .map(|u| u.area.clone())
        .collect();
    areas.into_iter().filter(|a| besieged(state, a)).collect()
}

/// 7.4.5.2: removes `loss` factors from `power`'s units in the city of `area` by `priority`;
/// returns the factors taken.
fn take(
    state: &mut State,
    power: &str,
    area: &str,
    loss: u32,
    priority: &[FactorType],
) -> Vec<Loss> {
    let mut left = loss;
    let mut taken = Vec::new();
    for t in priority {
        for u in state
            .units
            .iter_mut()
            .filter(|u| u.power == power && u.area == area && u.in_city)
        {
            let have = u.factors.get(t).copied().unwrap_or(0);
            let n = have.min(left);
            if n > 0 {
                u.factors.insert(*t, have - n);
                left -= n;
                taken.push(Loss {
                    unit: u.id.clone(),
                    name: u.name.clone(),
                    factor: *t,
                    count: n,
                });
            }
        }
    }
    for u in &mut state.units {
        u.factors.retain(|_, n| *n > 0);
    }
    state.units.retain(|u| u.total() > 0);
    taken
}

/// 7.4.5 for every besieged city holding the phasing power's units; returns report lines.
pub fn besieged_supply(
    rules: &Rules,
    state: &mut State,
    priority: &[FactorType],
    dice: &mut dyn Dice,
) -> Vec<String> {
    besieged_supply_except(rules, state, priority, &[], dice)
}

/// [`besieged_supply`] but for the cities of the areas in `sea_supplied`, whose forces live
/// off depot supply this step (7.4.3.4.1).
pub fn besieged_supply_except(
    rules: &Rules,
    state: &mut State,
    priority: &[FactorType],
    sea_supplied: &[String],
    dice: &mut dyn Dice,
) -> Vec<String> {
    let power = state.phasing.clone();
    let mut lines = Vec::new();
    for area in besieged_cities(state, &power)
        .into_iter()
        .filter(|a| !sea_supplied.contains(a))
    {
        let Some(city) = rules.map.areas[&area].city.clone() else {
            continue;
        };
        let factors = city_factors(state, &area);
        let m = besieged_modifier(&rules.land.supply.besieged, factors);
        let die = dice
            .roll(6, &format!("7.4.5 besieged supply: {}", city.name))
            .value;
        let loss = losses(die, m, city.supply);
        let (mut taken, mut falls, mut prisoners) = (Vec::new(), false, Vec::new());
        if loss > 0 {
            taken = take(state, &power, &area, loss, priority);
            falls = city_factors(state, &area) == 0;
            let besieger = state
                .units
                .iter()
                .find(|u| u.area == area && !u.in_city && state.at_war(&u.power, &power))
                .map(|u| u.power.clone());
            if let Some(b) = besieger.filter(|_| falls) {
                prisoners = siege::capture_leaders(state, &area, &b);
            }
        }
        lines.push(say(&Said::BesiegedSupply {
            city: &city.name,
            factors,
            die,
            modifier: m,
            total: die as i32 + m,
            supply: city.supply,
            loss,
            taken: &taken,
            falls,
            prisoners: &prisoners,
        }));
    }
    lines
}
