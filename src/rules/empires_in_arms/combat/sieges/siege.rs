//! 7.5.4.1 besieger assault attempts, after the field and trivial combats (7.5.1.3): a die
//! on the siege table, less the city siege value, +1 if undergarrisoned; "sortie?", NR or
//! breach. A breach brings the honours of war, surrender or an assault combat
//! ([`crate::rules::empires_in_arms::combat::sieges::siege_combat`]), and political points for the assault's winner (7.5.4.1.4).

use super::siege_combat::{fight, Side, Winner};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::losses::{allocate, Restrictions};
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::orders::{GarrisonOrders, OnBreach, Orders};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::{Prisoner, State};
use crate::rules::empires_in_arms::model::territory;
use crate::rules::empires_in_arms::model::territory::{
    city_capacity, city_factors, city_holders, city_open_to, in_territory,
};
use crate::rules::empires_in_arms::model::units::{FactorType, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::land_charts::SiegeResult;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

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

/// Takes the units matching `pick` out of the state.
fn take_units(state: &mut State, pick: &dyn Fn(&Unit) -> bool) -> Vec<Unit> {
    let (taken, rest): (Vec<Unit>, Vec<Unit>) = state.units.drain(..).partition(|u| pick(u));
    state.units = rest;
    taken
}

/// All `units` become prisoners of `held_by`; returns "name (factors)" for each.
pub fn surrender(state: &mut State, units: Vec<Unit>, held_by: &str) -> Vec<String> {
    let names: Vec<String> = units
        .iter()
        .map(|u| format!("{} ({})", u.name, u.total()))
        .collect();
    for u in units {
        state.prisoners.push(Prisoner {
            name: u.name.clone(),
            power: u.power.clone(),
            factors: u.total(),
            held_by: held_by.to_string(),
            turn: state.turn,
        });
    }
    names
}

/// Leaders inside the city of `area` become prisoners of `held_by` (7.4.5.2, 7.5.4.1.2.3.2,
/// 7.5.4.1.3.5); returns their names.
pub fn capture_leaders(state: &mut State, area: &str, held_by: &str) -> Vec<String> {
    let (taken, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut state.leaders)
        .into_iter()
        .partition(|l| l.area == area && l.in_city);
    state.leaders = rest;
    let turn = state.turn;
    taken
        .into_iter()
        .map(|l| {
            state.prisoners.push(Prisoner {
                name: l.name.clone(),
                power: l.power.clone(),
                factors: 0,
                held_by: held_by.to_string(),
                turn,
            });
            l.name
        })
        .collect()
}

/// 7.5.4.1.2.3.1: the nearest area, other than `from`, of `power`'s territory whose city is
/// friendly or vacant and unbesieged.
fn nearest_friendly_city(rules: &Rules, state: &State, power: &str, from: &str) -> Option<String> {
    let mut seen = BTreeSet::from([from.to_string()]);
    let mut queue = VecDeque::from([from.to_string()]);
    while let Some(at) = queue.pop_front() {
        for (next, _) in rules.map.neighbours(&at) {
            if !seen.insert(next.clone()) {
                continue;
            }
            if in_territory(&rules.map, state, power, &next)
                && city_open_to(&rules.map, state, power, &next)
            {
                return Some(next);
            }
            queue.push_back(next);
        }
    }
    None
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
    let what = lost.first().map_or_else(
        || "nothing to lose".to_string(),
        |l| format!("1 {} ({})", l.factor.label(), l.name),
    );
    format!(
        "Sortie from {city}: die {die}: {} loses {what} (7.5.4.1.2.1).",
        state.power_name(&who)
    )
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
            lines.push(format!(
                "No assault attempt on {}: {} does not besiege it now (7.5.4).",
                city.name,
                state.power_name(&phasing)
            ));
            continue;
        };
        let go = garrison_orders(orders, players, &holder, area)
            .cloned()
            .unwrap_or_default();
        let their_priority = full_priority(
            orders_of(orders, players, &holder).map_or(&[][..], |o| &o.loss_priority),
        );
        // 7.5.4.1.1 modifiers.
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
        lines.push(format!(
            "Assault attempt on {} ({} factors of {capacity}): die {die} - {} siege value{} = {modified}: {} (siege table, provisional).",
            city.name,
            inside,
            city.siege,
            if under { format!(" {:+} undergarrisoned", chart.undergarrisoned_modifier) } else { String::new() },
            match result {
                SiegeResult::Sortie => "sortie?",
                SiegeResult::NoResult => "no result",
                SiegeResult::Breach => "breach",
            }
        ));
        match result {
            SiegeResult::NoResult => {}
            SiegeResult::Sortie => {
                if go.sortie.unwrap_or(true) {
                    lines.push(sortie(
                        rules,
                        state,
                        area,
                        &holder,
                        (&own_priority, &their_priority),
                        dice,
                    ));
                } else {
                    lines.push(format!(
                        "{} does not sortie (7.5.4.1.2.1).",
                        state.power_name(&holder)
                    ));
                }
            }
            SiegeResult::Breach => lines.extend(breach(
                rules,
                state,
                area,
                &holders,
                &go,
                own.grant_honours.contains(area),
                (&own_priority, &their_priority),
                dice,
            )),
        }
    }
    lines
}

/// 7.5.4.1.2.3 a breach: honours of war, surrender or assault combat.
#[allow(clippy::too_many_arguments)]
fn breach(
    rules: &Rules,
    state: &mut State,
    area: &str,
    holders: &[String],
    go: &GarrisonOrders,
    grant: bool,
    priorities: (&[FactorType], &[FactorType]),
    dice: &mut dyn Dice,
) -> Vec<String> {
    let phasing = state.phasing.clone();
    let holder = holders[0].clone();
    let city = rules.map.areas[area].city.clone().expect("a city");
    let mut lines = Vec::new();
    // 7.5.4.1.2.3.1 the honours of war.
    let may_ask = !holders
        .iter()
        .any(|h| rules.land.siege.no_honours_of_war.contains(h));
    if go.honours_of_war.unwrap_or(true) && may_ask {
        if grant {
            if let Some(to) = nearest_friendly_city(rules, state, &holder, area) {
                let nation = &rules.map.areas[&to].nation;
                let (mut n, mut kept) = (0, 0);
                for u in state
                    .units
                    .iter_mut()
                    .filter(|u| u.area == area && u.in_city)
                {
                    // Minor free state garrisons may not leave their own country.
                    if u.minor.as_ref().is_some_and(|m| m != nation) {
                        kept += u.total();
                        continue;
                    }
                    u.area = to.clone();
                    u.in_city = false;
                    n += u.total();
                }
                lines.push(format!(
                    "{} asks for the honours of war and {} grants them: {n} factor(s) march out to {} (7.5.4.1.2.3.1).",
                    state.power_name(&holder),
                    state.power_name(&phasing),
                    rules.map.name(&to)
                ));
                if kept == 0 {
                    return lines;
                }
                lines.push(format!(
                    "{kept} factor(s) of a minor free state may not leave their own country: they surrender or fight (7.5.4.1.2.3.1)."
                ));
            } else {
                lines.push(format!(
                    "Honours of war granted, but {} has no friendly unbesieged city to go to (7.5.4.1.2.3.1).",
                    state.power_name(&holder)
                ));
            }
        } else {
            lines.push(format!(
                "{} asks for the honours of war; {} refuses (7.5.4.1.2.3.1).",
                state.power_name(&holder),
                state.power_name(&phasing)
            ));
        }
    }
    // 7.5.4.1.2.3.2 surrender.
    if go.on_breach == Some(OnBreach::Surrender) {
        let units = take_units(state, &|u| u.area == area && u.in_city);
        let mut names = surrender(state, units, &phasing);
        names.extend(capture_leaders(state, area, &phasing));
        lines.push(format!(
            "{} surrenders: {} (7.5.4.1.2.3.2).",
            city.name,
            names.join(", ")
        ));
        return lines;
    }
    // 7.5.4.1.2.3.3 assault combat.
    let fortress = city.siege > 0;
    let mut def = take_units(state, &|u| u.area == area && u.in_city);
    let with_corps = def.iter().any(|u| u.kind == UnitKind::Corps);
    let mut att = take_units(state, &|u| {
        u.area == area && !u.in_city && u.power == phasing && u.kind != UnitKind::Garrison
    });
    let (winner, fought) = fight(
        rules,
        &rules.land.siege.assault,
        &format!("Assault combat at {}", city.name),
        &mut Side {
            label: format!("{} (besieger)", state.power_name(&phasing)),
            units: &mut att,
            priority: priorities.0,
        },
        &mut Side {
            label: format!("{} (defender)", state.power_name(&holder)),
            units: &mut def,
            priority: priorities.1,
        },
        dice,
    );
    lines.extend(fought);
    state.units.extend(att);
    let points = if with_corps || fortress {
        rules.land.siege.assault_political_points
    } else {
        0
    };
    if winner == Winner::Attacker {
        let mut names = surrender(state, def, &phasing);
        names.extend(capture_leaders(state, area, &phasing));
        lines.push(format!(
            "{} is captured; its survivors surrender{} (7.5.4.1.3.5).",
            city.name,
            if names.is_empty() {
                String::new()
            } else {
                format!(": {}", names.join(", "))
            }
        ));
        if points > 0 {
            if let Some(p) = state.powers.get_mut(&phasing) {
                p.political_points += points;
            }
            lines.push(format!(
                "{} gains {points} political point(s) (7.5.4.1.4).",
                state.power_name(&phasing)
            ));
        }
    } else {
        state.units.extend(def);
        lines.push(format!(
            "The siege of {} goes on; no further combat this sequence (7.5.4.1.3.4).",
            city.name
        ));
        if points > 0 {
            if let Some(p) = state.powers.get_mut(&holder) {
                p.political_points += points;
            }
            lines.push(format!(
                "{} gains {points} political point(s) (7.5.4.1.4).",
                state.power_name(&holder)
            ));
        }
    }
    state.normalize();
    lines
}
