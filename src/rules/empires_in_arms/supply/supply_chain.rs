//! 7.2.3 Supply sources and supply chains: whether a depot in an area is (or would be) part
//! of a valid supply chain (7.2.3 placement, 7.3.6 and 7.5.2.14 conversion, 7.4.2 supply).

use super::sea::sea_linked;
use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::rules::Net;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory::{besieged, in_territory};
use crate::rules::empires_in_arms::model::units::UnitKind;
use std::collections::BTreeSet;

/// 7.2.3.2.1: an area blocked for `power`'s chains: unbesieged enemy corps, garrisons,
/// guerillas, cossacks or freikorps, unless a friendly corps or garrison is there too.
pub fn blocked(state: &State, power: &str, area: &str) -> bool {
    let here = state
        .units
        .iter()
        .filter(|u| u.area == area && u.total() > 0);
    let mut enemy = false;
    let mut friend = false;
    for u in here {
        if state.at_war(power, &u.power) {
            enemy = true;
        } else if u.power == power && matches!(u.kind, UnitKind::Corps | UnitKind::Garrison) {
            friend = true;
        }
    }
    enemy && !friend
}

/// 7.2.3.1: a depot of `power` in an unbesieged controlled city area of its home nation or
/// a minor country it controls, unoccupied by enemy forces.
pub fn is_source(map: &Map, state: &State, power: &str, area: &str) -> bool {
    let Some(a) = map.areas.get(area) else {
        return false;
    };
    let home = in_territory(map, state, power, area) && !besieged(state, area);
    let enemy = state
        .units
        .iter()
        .any(|u| u.area == area && u.total() > 0 && state.at_war(power, &u.power));
    home && a.city.is_some()
        && !enemy
        && state
            .depots
            .iter()
            .any(|d| d.power == power && d.area == area)
}

/// 7.2.3.2: whether a depot of `power` at `area` would lead back to a supply source through
/// depots no more than two areas apart, with the intervening area not blocked, or linked by
/// sea supply (7.4.3).
pub fn in_valid_chain(net: Net, state: &State, power: &str, area: &str) -> bool {
    let map = net.map;
    let mut depots: BTreeSet<String> = state
        .depots
        .iter()
        .filter(|d| d.power == power)
        .map(|d| d.area.clone())
        .collect();
    depots.insert(area.to_string());
    let mut reached: BTreeSet<String> = depots
        .iter()
        .filter(|a| is_source(map, state, power, a))
        .cloned()
        .collect();
    let mut frontier: Vec<String> = reached.iter().cloned().collect();
    while let Some(at) = frontier.pop() {
        for next in &depots {
            if !reached.contains(next) && linked(net, state, power, &at, next) {
                reached.insert(next.clone());
                frontier.push(next.clone());
            }
        }
    }
    reached.contains(area)
}

/// 7.2.3 and 7.2.3.2: areas `a` and `b` are no more than two areas apart, the intervening
/// area not blocked for `power` (7.2.3.2.1); or 7.4.3.1 two ports linked by sea supply, "as
/// if the depots were in adjacent areas".
pub fn linked(net: Net, state: &State, power: &str, a: &str, b: &str) -> bool {
    let map = net.map;
    if a == b || sea_linked(net, state, power, a, b) {
        return true;
    }
    if map.border(a, b).is_some() {
        return true;
    }
    map.neighbours(a)
        .iter()
        .any(|(mid, _)| map.border(mid, b).is_some() && !blocked(state, power, mid))
}
