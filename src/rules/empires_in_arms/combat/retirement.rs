//! 7.5.1.1 defender retirement into a city: forces upon whom an attack is declared may
//! retire into a friendly controlled or vacant, unbesieged city in the area, whole corps
//! only and within its garrison capacity (7.3.3.4, 7.5.1.1.4). Forces that retire are out
//! of the field combat (7.5.1.2); if all retire, the attackers besiege them (7.5.1.1.2).

use super::land_combat::sites;
use crate::rules::empires_in_arms::model::orders::Orders;
use crate::rules::empires_in_arms::model::rules::{Lines, Rules};
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory::{
    besieged, city_capacity, city_factors, city_open_to,
};
use crate::rules::empires_in_arms::model::units::UnitKind;
use crate::rules::empires_in_arms::words::{say, siege::Said};
use std::collections::BTreeMap;

/// Retires the units the defenders' orders name (`battles.<area>.retire`) at every area
/// where the phasing power must attack; returns the report lines.
///
/// 7.5.1.1.1: when more than one defending power asks to retire in one area, pbem has no
/// agreement to go on, and none retire.
pub fn retire_into_cities(
    rules: &Rules,
    state: &mut State,
    orders: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
) -> Vec<String> {
    let mut lines = Vec::new();
    for site in sites(state) {
        let area = site.area.clone();
        let asks: Vec<(String, Vec<String>)> = site
            .defenders
            .iter()
            .filter_map(|p| {
                let o = orders_of(orders, players, p)?;
                let ids = o.battles.get(&area)?.retire.clone();
                (!ids.is_empty()).then(|| (p.clone(), ids))
            })
            .collect();
        let Some(city) = rules.map.areas[&area].city.clone() else {
            continue;
        };
        if asks.len() > 1 {
            let who: Vec<String> = asks.iter().map(|(p, _)| state.power_name(p)).collect();
            lines.push(say(&Said::EachAskToRetire {
                powers: &who,
                city: &city.name,
            }));
            continue;
        }
        let Some((power, ids)) = asks.into_iter().next() else {
            continue;
        };
        lines.extend(retire(rules, state, &area, &city.name, &power, &ids));
    }
    lines
}

/// 7.5.1.1: `power`'s units and leaders `ids` retire into the city (named `city`) of
/// `area`, if it is open to them; once every defender is inside, the attackers besiege it
/// (7.5.1.1.2). Report lines.
fn retire(
    rules: &Rules,
    state: &mut State,
    area: &String,
    city: &str,
    power: &String,
    ids: &[String],
) -> Vec<String> {
    if !city_open_to(&rules.map, state, power, area) {
        return vec![say(&Said::CannotRetireInto {
            power: &state.power_name(power),
            city,
        })];
    }
    let mut lines = Vec::new();
    let went_in = retire_units(rules, state, area, city, power, ids, &mut lines);
    // 7.3.3.4: leaders go into a city only with corps.
    for l in state
        .leaders
        .iter_mut()
        .filter(|l| ids.contains(&l.id) && &l.area == area && &l.power == power)
    {
        if went_in {
            l.in_city = true;
            lines.push(say(&Said::LeaderGoesIn {
                leader: &l.name,
                city,
            }));
        } else {
            lines.push(say(&Said::LeaderStaysOutside {
                leader: &l.name,
                city,
            }));
        }
    }
    // 7.5.1.1.2: once every defender is inside, the attackers besiege the city.
    let fight_left = sites(state).iter().any(|s| &s.area == area);
    if rules.lines == Lines::Since0_5_0 && went_in && !fight_left && besieged(state, area) {
        lines.push(say(&Said::CityBesieged {
            city,
            power: &state.power_name(&state.phasing),
        }));
    }
    lines
}

/// 7.5.1.1, 7.5.1.1.4: `power`'s units among `ids` in `area` retire into its city while
/// its garrison capacity lasts, pushing the report lines; whether a corps went in.
fn retire_units(
    rules: &Rules,
    state: &mut State,
    area: &String,
    city: &str,
    power: &String,
    ids: &[String],
    lines: &mut Vec<String>,
) -> bool {
    let capacity = city_capacity(&rules.map, area, rules.land.depots.city_capacity_per_supply);
    let mut went_in = false;
    for id in ids
        .iter()
        .filter(|id| !state.leaders.iter().any(|l| &l.id == *id))
    {
        let Some(i) = state.units.iter().position(|u| {
            &u.id == id && &u.power == power && &u.area == area && !u.in_city && u.total() > 0
        }) else {
            lines.push(say(&Said::NotAUnitHere {
                id,
                power: &state.power_name(power),
                area: &rules.map.name(area),
            }));
            continue;
        };
        let inside = city_factors(state, area);
        let u = &state.units[i];
        if inside + u.total() > capacity {
            lines.push(say(&Said::OverCapacity {
                unit: &u.name,
                factors: u.total(),
                city,
                capacity,
                inside,
            }));
            continue;
        }
        lines.push(say(&Said::RetiresInto {
            unit: &u.name,
            city,
        }));
        went_in |= u.kind == UnitKind::Corps;
        state.units[i].in_city = true;
    }
    went_in
}
