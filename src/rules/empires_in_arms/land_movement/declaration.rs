//! 7.3.8 the declaration of combat, steps three and four, after the phasing power has moved
//! and declared its attacks (step two: every area where its field forces meet field forces
//! of a power at war with it, [`crate::rules::empires_in_arms::combat::land_combat::sites`]). Step three: a major power with
//! field forces there, allied to a defender and not yet at war with the attacker, may
//! declare war on it (losing political points) and defend with them. Step four: every other
//! power not at war with the attacker leaves, to an adjacent area at least as close to its
//! source of supply; forces in cities and on depots stay, ignored by the combat (step
//! seven).

use crate::rules::empires_in_arms::combat::land_combat::sites;
use crate::rules::empires_in_arms::model::map;
use crate::rules::empires_in_arms::model::orders::Orders;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::units;
use crate::rules::empires_in_arms::model::units::UnitKind;
use crate::rules::empires_in_arms::supply::depot_supply::depot_distance;
use crate::rules::empires_in_arms::words::{movement::Said, say};
use std::collections::{BTreeMap, BTreeSet};

/// Field forces: not inside a city, not on a depot (7.3.8.2).
fn field(u: &units::Unit) -> bool {
    !u.in_city && u.kind != UnitKind::Garrison && u.total() > 0
}

/// Areas from `area` to `power`'s source of supply: its nearest depot in a valid chain, or
/// without one its capital.
fn supply_distance(rules: &Rules, state: &State, power: &str, area: &str) -> u32 {
    depot_distance(rules.net(state), state, power, area, u32::MAX)
        .or_else(|| {
            let capital = state.powers.get(power)?.capital.clone();
            rules.map.land_distance(area, &[capital])
        })
        .unwrap_or(u32::MAX)
}

/// 7.3.8.4: where `power`'s forces leaving `area` go: the adjacent area nearest its source
/// of supply, ties by area id.
fn way_out(rules: &Rules, state: &State, power: &str, area: &str) -> Option<String> {
    rules
        .map
        .neighbours(area)
        .into_iter()
        .filter(|(_, b)| !b.crossing)
        .map(|(a, _)| (supply_distance(rules, state, power, &a), a))
        .min()
        .map(|(_, a)| a)
}

/// Steps three and four for every area where the phasing power declared an attack; returns
/// the report lines.
pub fn declaration_steps(
    rules: &Rules,
    state: &mut State,
    orders: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
) -> Vec<String> {
    let attacker = state.phasing.clone();
    let mut lines = Vec::new();
    for site in sites(state) {
        let area = site.area.clone();
        let place = rules.map.name(&area);
        let present: BTreeSet<String> = state
            .units
            .iter()
            .filter(|u| u.area == area && field(u))
            .map(|u| u.power.clone())
            .collect();
        for p in present {
            if p == attacker || state.at_war(&p, &attacker) {
                continue;
            }
            // Step six: an ally of the attacker at war with every defender stays and attacks.
            if state.allied(&p, &attacker) && site.defenders.iter().all(|d| state.at_war(&p, d)) {
                lines.push(say(&Said::StaysAndAttacks {
                    power: &state.power_name(&p),
                    area: &place,
                    attacker: &state.power_name(&attacker),
                }));
                continue;
            }
            // Step three.
            let joins = site.defenders.iter().any(|d| state.allied(&p, d))
                && orders_of(orders, players, &p).is_some_and(|o| o.join_defence.contains(&area));
            if joins {
                lines.push(join_defence(rules, state, &p, &place));
                continue;
            }
            // Step four.
            lines.extend(leave(rules, state, &p, &area, &place));
        }
    }
    state.normalize();
    lines
}

/// 7.3.8.3 (step three): power `p`, allied to a defender at `place`, declares war on the
/// phasing power to defend it, losing the declaration's political points; the line.
fn join_defence(rules: &Rules, state: &mut State, p: &String, place: &str) -> String {
    let attacker = state.phasing.clone();
    let cost = rules.land.declarations.declaration_of_war_cost;
    state.wars.push([p.clone(), attacker.clone()]);
    if let Some(x) = state.powers.get_mut(p) {
        x.political_points -= cost;
    }
    say(&Said::JoinsDefence {
        power: &state.power_name(p),
        attacker: &state.power_name(&attacker),
        area: place,
        cost,
    })
}

/// 7.3.8.4 (step four): power `p`, not at war with the phasing power, takes its forces
/// out of `area` by its way out (none: they stay); the line.
fn leave(rules: &Rules, state: &mut State, p: &str, area: &str, place: &str) -> Option<String> {
    let to = way_out(rules, state, p, area)?;
    for u in state
        .units
        .iter_mut()
        .filter(|u| u.area == area && u.power == p && field(u))
    {
        u.area = to.clone();
    }
    for l in state
        .leaders
        .iter_mut()
        .filter(|l| l.area == area && l.power == p)
    {
        l.area = to.clone();
    }
    Some(say(&Said::LeavesArea {
        power: &state.power_name(p),
        attacker: &state.power_name(&state.phasing),
        area: place,
        to: &rules.map.name(&to),
    }))
}

/// 7.3.8.5: a later ally of a combined movement (`mover`) may not enter an area holding
/// forces of an earlier ally (`earlier`, those that have moved) where an attack has been
/// declared, unless it is at war with every defending power there. Cuts each of its moves
/// in `o` short of the first such area; returns the report lines.
pub fn step_five(
    map: &map::Map,
    state: &State,
    earlier: &[String],
    mover: &str,
    o: &mut Orders,
) -> Vec<String> {
    let mut closed: BTreeMap<String, (String, BTreeSet<String>)> = BTreeMap::new();
    for e in earlier {
        let mut view = state.clone();
        view.phasing = e.clone();
        for site in sites(&view) {
            if !site.defenders.iter().all(|d| state.at_war(mover, d)) {
                closed
                    .entry(site.area)
                    .or_insert_with(|| (e.clone(), site.defenders));
            }
        }
    }
    let mut lines = Vec::new();
    for (id, path) in &mut o.moves {
        let Some(k) = path.iter().position(|a| closed.contains_key(a)) else {
            continue;
        };
        let (ally, defenders) = &closed[&path[k]];
        let name = state
            .units
            .iter()
            .map(|u| (&u.id, &u.name))
            .chain(state.leaders.iter().map(|l| (&l.id, &l.name)))
            .find(|(i, _)| *i == id)
            .map_or_else(|| id.clone(), |(_, n)| n.clone());
        let names = |ps: &mut dyn Iterator<Item = &String>| -> Vec<String> {
            ps.map(|p| state.power_name(p)).collect()
        };
        lines.push(say(&Said::StopsShort {
            unit: &name,
            area: &map.name(&path[k]),
            ally: &state.power_name(ally),
            defenders: &names(&mut defenders.iter()),
            power: &state.power_name(mover),
            not_at_war: &names(&mut defenders.iter().filter(|d| !state.at_war(mover, d))),
        }));
        path.truncate(k);
    }
    lines
}
