//! 7.4.4 invasion supply: a depot on a fleet supplies the land areas on its sea's coasts, if
//! supply can be traced to it from a friendly unblockaded port in a valid chain. None north
//! of the ice line in winter (7.4.4.5).

use super::sea::{friendly_port, port_seas, sea_route};
use super::supply_chain::{in_valid_chain, is_source};
use crate::rules::empires_in_arms::model::rules::Net;
use crate::rules::empires_in_arms::model::state::State;

/// 7.4.4: the seas holding a valid invasion supply depot of `power`: its depot on a fleet of
/// its own in that sea (the depot's `area` is the sea), the sea not iced, and supply
/// traceable by sea to it from a friendly unblockaded port that is a supply source or holds a
/// depot of the power in a valid chain (7.4.4.1).
pub fn invasion_seas(net: Net, state: &State, power: &str) -> Vec<String> {
    let ports: Vec<&str> = state
        .depots
        .iter()
        .filter(|d| d.power == power && !port_seas(net, &d.area).is_empty())
        .filter(|d| friendly_port(net, state, power, &d.area))
        .filter(|d| {
            is_source(net.map, state, power, &d.area) || in_valid_chain(net, state, power, &d.area)
        })
        .map(|d| d.area.as_str())
        .collect();
    state
        .depots
        .iter()
        .filter(|d| d.power == power && net.map.seas.contains_key(&d.area))
        .filter(|d| {
            state
                .fleets
                .iter()
                .any(|f| f.power == power && f.sea == d.area)
        })
        .filter(|d| {
            ports
                .iter()
                .any(|p| port_seas(net, p).iter().any(|s| sea_route(net, s, &d.area)))
        })
        .map(|d| d.area.clone())
        .collect()
}

/// 7.4.4: whether a corps of `power` in `area` is on the coast of a sea with a valid invasion
/// supply depot of its power (one area from it: "adjacent land areas, but not beyond").
pub fn invasion_supply(net: Net, state: &State, power: &str, area: &str) -> bool {
    if !state
        .depots
        .iter()
        .any(|d| d.power == power && net.map.seas.contains_key(&d.area))
    {
        return false;
    }
    invasion_seas(net, state, power).iter().any(|s| {
        net.map
            .seas
            .get(s)
            .is_some_and(|sea| sea.coasts.iter().any(|c| c == area))
    })
}
