//! 7.4.3.4 port city supply, with 7.2.2.1-7.2.2.2, 7.3.3.5.3 and 7.4.2.1.2: a depot placed
//! in a besieged, unblockaded, friendly controlled port with a friendly unblockaded sea
//! supply source goes inside the port city, the only depot ever inside a city (kept apart in
//! [`State::port_depots`], so no chain or distance counts it as an area's depot; an enemy
//! depot may stand in the area beside it). The forces in the city live off sea supply
//! through it at half a money point a garrison, or off invasion supply at one (7.4.2.1.2),
//! instead of besieged supply; it adds no garrison capacity (7.3.3.5.3). At the end of a
//! movement step it moves into the area if the siege is over (7.4.3.4.3) and is removed if
//! the sea supply source is gone (7.4.3.4.4); when the city's forces surrender or are
//! eliminated it falls to the besieger, destroyed or converted (7.4.3.4.5).

use super::depot_supply;
use super::invasion;
use super::sea::{friendly_port, port_seas, sea_linked};
use super::supply_chain::in_valid_chain;
use crate::rules::empires_in_arms::model::orders::DepotChoice;
use crate::rules::empires_in_arms::model::rules::Net;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::{Depot, State};
use crate::rules::empires_in_arms::model::territory::{besieged, city_holders};
use crate::rules::empires_in_arms::words::{say, supply::Said};
use std::collections::BTreeMap;

/// 7.2.2.1: `area`'s city is a port, held by `power` alone and besieged: a depot `power`
/// places there goes inside the city.
pub fn besieged_port(net: Net, state: &State, power: &str, area: &str) -> bool {
    !port_seas(net, area).is_empty()
        && besieged(state, area)
        && city_holders(state, area).iter().all(|h| h == power)
}

/// 7.2.2, 7.4.3.4: a friendly unblockaded sea supply source to the port `area`: a depot of
/// `power` in a valid chain at another friendly unblockaded port linked to it by sea.
pub fn sea_source(net: Net, state: &State, power: &str, area: &str) -> bool {
    state.depots.iter().any(|d| {
        d.power == power
            && in_valid_chain(net, state, power, &d.area)
            && sea_linked(net, state, power, &d.area, area)
    })
}

/// 7.2.2.1: whether `power` may place its depot inside the besieged port city of `area`
/// (counter mix and money apart); `base` is the state after the step's removals.
///
/// # Errors
/// The rule that forbids it, in words.
pub fn may_place(
    rules: &Rules,
    state: &State,
    base: &State,
    power: &str,
    area: &str,
) -> Result<&'static str, String> {
    let city = city_name(rules, area);
    if state.port_depots.iter().any(|d| d.area == area) {
        return Err(format!("7.2.2.1: {city} already holds a depot"));
    }
    let net = rules.net(base);
    if !friendly_port(net, base, power, area) {
        return Err(format!(
            "7.4.3.4: {city} is not an unblockaded friendly controlled port"
        ));
    }
    if !sea_source(net, base, power, area) {
        return Err(format!(
            "7.4.3.4: no friendly unblockaded sea supply source reaches {city} (a depot of {} in a valid chain at a port linked to it by sea, 7.4.3.1)",
            base.power_name(power)
        ));
    }
    Ok("7.2.2.1")
}

/// 7.2: removes `power`'s depot inside the port city of `area`, if it has one there;
/// returns the report line.
pub fn remove(rules: &Rules, state: &mut State, power: &str, area: &str) -> Option<String> {
    let i = state
        .port_depots
        .iter()
        .position(|d| d.power == power && d.area == area)?;
    state.port_depots.remove(i);
    Some(say(&Said::PortDepotRemoved {
        power: &state.power_name(power),
        city: &city_name(rules, area),
    }))
}

/// 7.4.2.1.2: the cost in half money points for each of `power`'s units inside the besieged
/// port city of `area` to live off depot supply: through its depot inside the city (sea
/// supply, as in a depot's area) or by invasion supply (as one area away); None when neither
/// reaches it and they take besieged supply (7.4.5).
pub fn garrison_cost(rules: &Rules, state: &State, power: &str, area: &str) -> Option<u32> {
    let net = rules.net(state);
    let distance = if state
        .port_depots
        .iter()
        .any(|d| d.power == power && d.area == area)
        && sea_source(net, state, power, area)
    {
        0
    } else if invasion::invasion_supply(net, state, power, area) {
        1
    } else {
        return None;
    };
    let winter = rules.land.supply.winter(&state.date)
        && rules.map.areas.get(area).is_some_and(|a| a.winter_zone);
    depot_supply::cost_halves(&rules.land.supply.depot_supply, distance, winter)
}

/// 7.4.3.4.3-7.4.3.4.4 at the end of a movement step: a port city depot whose siege is over
/// moves into the area (destroying an enemy depot there); one without its sea supply source
/// is removed. Returns the report lines.
pub fn after_movement(rules: &Rules, state: &mut State) -> Vec<String> {
    let mut lines = Vec::new();
    for d in std::mem::take(&mut state.port_depots) {
        let (place, city) = (rules.map.name(&d.area), city_name(rules, &d.area));
        let who = state.power_name(&d.power);
        if !sea_source(rules.net(state), state, &d.power, &d.area) {
            lines.push(say(&Said::PortDepotCutOff {
                power: &who,
                city: &city,
            }));
        } else if !besieged(state, &d.area) {
            let before = state.depots.len();
            state
                .depots
                .retain(|x| !(x.area == d.area && x.power != d.power));
            lines.push(say(&Said::PortDepotMovesOut {
                city: &city,
                power: &who,
                area: &place,
                destroys: state.depots.len() < before,
            }));
            state.depots.push(Depot {
                power: d.power,
                area: d.area,
            });
        } else {
            state.port_depots.push(d);
        }
    }
    state.normalize();
    lines
}

/// 7.4.3.4.5: a port city depot whose city no longer holds its power's forces (they
/// surrendered, marched out with the honours of war or were eliminated) falls to the
/// besieger, the phasing power if it is one: converted into a depot of the phasing power in
/// the area when it would be part of a valid supply chain and `choice` (area -> destroy or
/// convert, the phasing power's `enemy_depots` orders) says so, else destroyed. Returns the
/// report lines.
pub fn fallen(
    rules: &Rules,
    state: &mut State,
    choice: &BTreeMap<String, DepotChoice>,
) -> Vec<String> {
    let phasing = state.phasing.clone();
    let mut lines = Vec::new();
    for d in std::mem::take(&mut state.port_depots) {
        let held = state
            .units
            .iter()
            .any(|u| u.area == d.area && u.in_city && u.power == d.power && u.total() > 0);
        let besieger = |p: &str| {
            state.at_war(&d.power, p)
                && state
                    .units
                    .iter()
                    .any(|u| u.area == d.area && !u.in_city && u.power == p && u.total() > 0)
        };
        if held || !state.units.iter().any(|u| besieger(&u.power)) {
            state.port_depots.push(d);
            continue;
        }
        let by_phasing = besieger(&phasing);
        let (place, city) = (rules.map.name(&d.area), city_name(rules, &d.area));
        let who = state.power_name(&d.power);
        let convert = by_phasing
            && choice.get(&d.area) == Some(&DepotChoice::Convert)
            && !state.depots.iter().any(|x| x.area == d.area)
            && {
                let mut after = state.clone();
                after.depots.push(Depot {
                    power: phasing.clone(),
                    area: d.area.clone(),
                });
                in_valid_chain(rules.net(&after), &after, &phasing, &d.area)
            };
        if convert {
            state.depots.push(Depot {
                power: phasing.clone(),
                area: d.area.clone(),
            });
            lines.push(say(&Said::PortDepotConverted {
                power: &who,
                city: &city,
                to: &state.power_name(&phasing),
                area: &place,
            }));
        } else {
            lines.push(say(&Said::PortDepotDestroyed {
                power: &who,
                city: &city,
            }));
        }
    }
    state.normalize();
    lines
}

/// The name of the city of `area` (its area's name on a map without one).
pub fn city_name(rules: &Rules, area: &str) -> String {
    rules
        .map
        .areas
        .get(area)
        .and_then(|a| a.city.as_ref())
        .map_or_else(|| rules.map.name(area), |c| c.name.clone())
}
