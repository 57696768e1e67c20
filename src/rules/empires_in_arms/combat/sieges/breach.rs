//! 7.5.4.1.2.3 a breach: the besieged may ask for the honours of war (7.5.4.1.2.3.1),
//! surrender (7.5.4.1.2.3.2) or fight an assault combat (7.5.4.1.2.3.3), whose winner gains
//! political points (7.5.4.1.4).

use super::siege_combat::{fight, Side, Winner};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::map::City;
use crate::rules::empires_in_arms::model::orders::{GarrisonOrders, OnBreach};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::{Prisoner, State};
use crate::rules::empires_in_arms::model::territory::{city_open_to, in_territory};
use crate::rules::empires_in_arms::model::units::{FactorType, Unit, UnitKind};
use crate::rules::empires_in_arms::words::say;
use crate::rules::empires_in_arms::words::siege::{Said, Surrendered};
use std::collections::{BTreeSet, VecDeque};

/// Takes the units matching `pick` out of the state.
pub(super) fn take_units(state: &mut State, pick: &dyn Fn(&Unit) -> bool) -> Vec<Unit> {
    let (taken, rest): (Vec<Unit>, Vec<Unit>) = state.units.drain(..).partition(|u| pick(u));
    state.units = rest;
    taken
}

/// All `units` become prisoners of `held_by`; returns each, with its factors.
pub fn surrender(state: &mut State, units: Vec<Unit>, held_by: &str) -> Vec<Surrendered> {
    let names: Vec<Surrendered> = units
        .iter()
        .map(|u| Surrendered {
            name: u.name.clone(),
            factors: Some(u.total()),
        })
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

/// [`capture_leaders`], each as a prisoner without factors.
fn leaders_taken(state: &mut State, area: &str, held_by: &str) -> Vec<Surrendered> {
    capture_leaders(state, area, held_by)
        .into_iter()
        .map(|name| Surrendered {
            name,
            factors: None,
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

/// 7.5.4.1.2.3 a breach: honours of war, surrender or assault combat.
#[allow(clippy::too_many_arguments)]
pub(super) fn breach(
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
    if go.honours_of_war.unwrap_or(true)
        && may_ask
        && honours_of_war(rules, state, area, &holder, grant, &mut lines)
    {
        return lines;
    }
    // 7.5.4.1.2.3.2 surrender.
    if go.on_breach == Some(OnBreach::Surrender) {
        let units = take_units(state, &|u| u.area == area && u.in_city);
        let mut names = surrender(state, units, &phasing);
        names.extend(leaders_taken(state, area, &phasing));
        lines.push(say(&Said::CitySurrenders {
            city: &city.name,
            prisoners: &names,
        }));
        return lines;
    }
    // 7.5.4.1.2.3.3 assault combat.
    lines.extend(assault_combat(
        rules, state, area, &city, &holder, priorities, dice,
    ));
    lines
}

/// 7.5.4.1.2.3.1: `holder` asks for the honours of war; granted, its garrison marches out
/// to its nearest friendly city (but minor free state garrisons, which may not leave their
/// country). Pushes the report lines; whether no factor is left inside.
fn honours_of_war(
    rules: &Rules,
    state: &mut State,
    area: &str,
    holder: &str,
    grant: bool,
    lines: &mut Vec<String>,
) -> bool {
    let phasing = state.phasing.clone();
    if !grant {
        lines.push(say(&Said::HonoursRefused {
            holder: &state.power_name(holder),
            power: &state.power_name(&phasing),
        }));
        return false;
    }
    let Some(to) = nearest_friendly_city(rules, state, holder, area) else {
        lines.push(say(&Said::HonoursNowhere {
            holder: &state.power_name(holder),
        }));
        return false;
    };
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
    lines.push(say(&Said::HonoursGranted {
        holder: &state.power_name(holder),
        power: &state.power_name(&phasing),
        factors: n,
        to: &rules.map.name(&to),
    }));
    if kept == 0 {
        return true;
    }
    lines.push(say(&Said::MinorMayNotLeave { factors: kept }));
    false
}

/// 7.5.4.1.2.3.3: the assault combat of the phasing power's besiegers (no depot garrisons)
/// against everything inside the city of `area`; the city is captured (7.5.4.1.3.5) or the
/// siege goes on (7.5.4.1.3.4), and the winner gains political points for an assault on a
/// fortress or on corps (7.5.4.1.4).
fn assault_combat(
    rules: &Rules,
    state: &mut State,
    area: &str,
    city: &City,
    holder: &str,
    priorities: (&[FactorType], &[FactorType]),
    dice: &mut dyn Dice,
) -> Vec<String> {
    let phasing = state.phasing.clone();
    let mut lines = Vec::new();
    let fortress = city.siege > 0;
    let mut def = take_units(state, &|u| u.area == area && u.in_city);
    let with_corps = def.iter().any(|u| u.kind == UnitKind::Corps);
    let mut att = take_units(state, &|u| {
        u.area == area && !u.in_city && u.power == phasing && u.kind != UnitKind::Garrison
    });
    let side = |power: &str, part: &str| {
        say(&Said::SiegeSide {
            power: &state.power_name(power),
            part,
        })
    };
    let (besieger, defender) = (side(&phasing, "besieger"), side(holder, "defender"));
    let (winner, fought) = fight(
        rules,
        &rules.land.siege.assault,
        &say(&Said::AssaultCombatAt { city: &city.name }),
        &mut Side {
            label: besieger,
            units: &mut att,
            priority: priorities.0,
        },
        &mut Side {
            label: defender,
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
        lines.push(captured(state, area, &city.name, def));
        lines.extend(political_points(state, &phasing, points));
    } else {
        state.units.extend(def);
        lines.push(say(&Said::AssaultFails { city: &city.name }));
        lines.extend(political_points(state, holder, points));
    }
    state.normalize();
    lines
}

/// 7.5.4.1.3.5: the phasing power captures the city of `area` (named `city`): the
/// surviving defenders `def` and the leaders inside surrender; the line.
fn captured(state: &mut State, area: &str, city: &str, def: Vec<Unit>) -> String {
    let phasing = state.phasing.clone();
    let mut names = surrender(state, def, &phasing);
    names.extend(leaders_taken(state, area, &phasing));
    say(&Said::CityCaptured {
        city,
        prisoners: &names,
    })
}

/// 7.5.4.1.4: `power`, the assault's winner, gains `points` political points (if any);
/// the report line.
fn political_points(state: &mut State, power: &str, points: i32) -> Option<String> {
    if points <= 0 {
        return None;
    }
    if let Some(p) = state.powers.get_mut(power) {
        p.political_points += points;
    }
    Some(say(&Said::GainsPoints {
        power: &state.power_name(power),
        points,
    }))
}
