//! 7.4 the Supply Step of the phasing power: every corps is supplied, by foraging (7.4.1,
//! rolled as it completes movement when it must or chooses to) or by paying for depot supply
//! (7.4.2); a corps the treasury cannot pay for forages. Foraging losses come out of the
//! corps (7.4.1.3) in the power's loss priority; a power's leaders leave the map with the
//! last of its corps in an area (7.4.1.3.3).

use super::allied_supply;
use super::besieged_supply;
use super::depot_supply::{cost_halves, depot_distance, pay};
use super::forage::{self, Circumstances};
use super::port_depot;
use crate::fairness::Dice;
use crate::rules::empires_in_arms::land_movement::movement::{allowance, Moved};
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::rules::{Lines, Rules};
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory;
use crate::rules::empires_in_arms::model::territory::{besieged, city_holders};
use crate::rules::empires_in_arms::model::units;
use crate::rules::empires_in_arms::model::units::{FactorType, UnitKind};
use std::collections::BTreeMap;

/// 7.4.1.2.5 (errata): whether every area of `areas` is in `power`'s territory (home
/// nations and controlled minors).
fn own_territory(rules: &Rules, state: &State, power: &str, areas: &[&str]) -> bool {
    areas
        .iter()
        .all(|a| territory::in_territory(&rules.map, state, power, a))
}

/// Rolls the foraging die for corps `id` (moved as `moved`, or not at all) and removes the
/// losses; returns the report line.
pub fn forage_corps(
    rules: &Rules,
    state: &mut State,
    id: &str,
    moved: Option<&Moved>,
    priority: &[FactorType],
    dice: &mut dyn Dice,
) -> String {
    let Some(u) = state.units.iter().find(|u| u.id == id).cloned() else {
        return String::new();
    };
    let entered: Vec<String> = moved.map(|m| m.entered.clone()).unwrap_or_default();
    let value = forage::forage_value(&rules.map, &u.area, &entered);
    let winter = rules.land.supply.winter(&state.date)
        && rules.map.areas.get(&u.area).is_some_and(|a| a.winter_zone);
    let mut path: Vec<&str> = entered.iter().map(String::as_str).collect();
    path.push(&u.area);
    let c = Circumstances {
        other_corps: state
            .units
            .iter()
            .filter(|o| {
                o.id != u.id
                    && o.area == u.area
                    && o.kind == UnitKind::Corps
                    && o.total() > 0
                    && !(o.in_city && besieged(state, &o.area))
            })
            .count() as u32,
        unused: moved.map_or_else(|| allowance(&rules.land.movement, &u), Moved::unused),
        // 7.4.1.2.2 exception and 7.4.5.3: a corps besieging enemy forces in the city.
        besieging: !u.in_city
            && !u.not_besieging
            && city_holders(state, &u.area)
                .iter()
                .any(|h| state.at_war(h, &u.power)),
        force_marched: moved.is_some_and(|m| m.force_marched),
        winter_in_zone: winter,
        own_territory: own_territory(rules, state, &u.power, &path),
    };
    let (m, parts) = forage::modifier(&rules.land.supply.forage, &c);
    let die = dice.roll(6, &format!("7.4.1 forage: {}", u.name)).value;
    let Some(value) = value else {
        return format!(
            "{}: no forage value on this map for its areas; no loss (map data missing)",
            u.name
        );
    };
    let loss = forage::losses(die, m, value);
    let mut line = format!(
        "{} forages against {value} (lowest forage value passed): die {die} {}= {}: ",
        u.name,
        if parts.is_empty() {
            String::new()
        } else {
            format!("{} ", parts.join(" "))
        },
        die as i32 + m
    );
    if loss == 0 {
        line.push_str("no loss");
        return line;
    }
    // 7.4.1.3.1-2: factors detached on the way are eligible, the corps' own first.
    let detached = moved.map(|m| m.detached.clone()).unwrap_or_default();
    let detached_total: u32 = detached.iter().map(|(_, f)| units::total(f)).sum();
    let alloc = forage::allocate(u.total(), detached_total, loss);
    let (_, taken) = take_factors(state, id, alloc.from_corps, priority);
    line.push_str(&format!(
        "loses {} ({})",
        alloc.from_corps,
        taken.join(", ")
    ));
    let mut left = alloc.from_detached;
    for (gid, _) in &detached {
        let (n, t) = take_factors(state, gid, left, priority);
        left -= n;
        if !t.is_empty() {
            line.push_str(&format!(
                " and {} from the factors it detached (7.4.1.3.2)",
                t.join(", ")
            ));
        }
    }
    state.units.retain(|x| x.total() > 0 || x.id == id);
    if alloc.corps_removed {
        let (area, power) = (u.area.clone(), u.power.clone());
        state.units.retain(|x| x.id != id);
        line.push_str("; the corps is removed (7.4.1.3.2)");
        let corps_left = state
            .units
            .iter()
            .any(|x| x.area == area && x.power == power && x.kind == UnitKind::Corps);
        if !corps_left {
            let gone: Vec<String> = state
                .leaders
                .iter()
                .filter(|l| l.area == area && l.power == power)
                .map(|l| l.name.clone())
                .collect();
            state
                .leaders
                .retain(|l| !(l.area == area && l.power == power));
            if !gone.is_empty() {
                line.push_str(&format!(
                    "; {} leave the map with it (7.4.1.3.3)",
                    gone.join(", ")
                ));
            }
        }
    }
    line
}

/// Removes up to `n` factors from unit `id` by `priority`; returns how many, and them in
/// words ("2 infantry").
fn take_factors(
    state: &mut State,
    id: &str,
    n: u32,
    priority: &[FactorType],
) -> (u32, Vec<String>) {
    let Some(unit) = state.units.iter_mut().find(|x| x.id == id) else {
        return (0, Vec::new());
    };
    let mut left = n;
    let mut taken = Vec::new();
    for t in priority {
        let have = unit.factors.get(t).copied().unwrap_or(0);
        let k = have.min(left);
        if k > 0 {
            unit.factors.insert(*t, have - k);
            left -= k;
            taken.push(format!("{k} {}", t.label()));
        }
    }
    unit.factors.retain(|_, k| *k > 0);
    (n - left, taken)
}

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
        match depot_distance(rules.net(state), state, &power, &u.area, reach)
            .and_then(|d| cost_halves(&rules.land.supply.depot_supply, d, zone))
        {
            Some(c) => costs.push((u.id.clone(), c)),
            None => foragers.push(u.id.clone()),
        }
    }
    // 7.4.2.1.2, 7.4.3.4.1: the garrisons of a besieged port city reached by sea supply
    // through its depot inside, or by invasion supply, pay for depot supply with the corps;
    // a city is paid for whole or takes besieged supply.
    let mut port: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for u in state
        .units
        .iter()
        .filter(|u| u.power == power && u.in_city && u.total() > 0 && besieged(state, &u.area))
    {
        if port_depot::garrison_cost(rules, state, &power, &u.area).is_some() {
            port.entry(u.area.clone()).or_default().push(u.id.clone());
        }
    }
    const PORT: &str = "port city ";
    for (area, ids) in &port {
        let each = port_depot::garrison_cost(rules, state, &power, area).unwrap_or(0);
        costs.push((format!("{PORT}{area}"), each * ids.len() as u32));
    }
    let money = state.powers.get(&power).map_or(0, |p| p.money);
    let mut paid = pay(money, &costs);
    paid.must_forage.retain(|id| !id.starts_with(PORT));
    let (sea_supplied, corps): (Vec<String>, Vec<String>) = std::mem::take(&mut paid.supplied)
        .into_iter()
        .partition(|id| id.starts_with(PORT));
    paid.supplied = corps;
    let sea_supplied: Vec<String> = sea_supplied
        .iter()
        .map(|id| id[PORT.len()..].to_string())
        .collect();
    if let Some(p) = state.powers.get_mut(&power) {
        p.money -= paid.paid as i32;
    }
    let mut lines = Vec::new();
    let corps_paid = paid.supplied.len();
    let garrisons_paid: usize = sea_supplied.iter().map(|a| port[a].len()).sum();
    for area in &sea_supplied {
        lines.push(format!(
            "Besieged in {}: {} garrison(s) live off depot supply, {} (7.4.2.1.2, 7.4.3.4.1).",
            port_depot::city_name(rules, area),
            port[area].len(),
            if state
                .port_depots
                .iter()
                .any(|d| &d.area == area && d.power == power)
            {
                "by sea through the depot inside the port city"
            } else {
                "by invasion supply from the adjacent sea"
            }
        ));
    }
    if corps_paid + garrisons_paid > 0 {
        lines.push(format!(
            "Depot supply (7.4.2) for {} corps{}: {} money point{} paid, {} left.",
            corps_paid,
            if garrisons_paid == 0 {
                String::new()
            } else {
                format!(" and {garrisons_paid} port garrison(s)")
            },
            paid.paid,
            if paid.paid == 1 { "" } else { "s" },
            money - paid.paid as i32
        ));
    }
    for id in &paid.must_forage {
        let who = match rules.lines {
            Lines::Before0_5_0 => id.clone(),
            Lines::Since0_5_0 => state
                .units
                .iter()
                .find(|u| &u.id == id)
                .map_or_else(|| id.clone(), |u| u.name.clone()),
        };
        lines.push(format!(
            "{who}: no money left for depot supply: it must forage (7.4.2.1)."
        ));
    }
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
