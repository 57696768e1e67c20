//! Ports, blockades and sea routes: 7.4.3 sea supply (two friendly unblockaded ports with
//! depots, a fleet of the power or an ally in one of them, link a supply chain as if the
//! depots were adjacent). No sea supply north of the ice line in winter (7.4.3.3).

use crate::rules::empires_in_arms::model::rules::Net;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory::in_territory;

/// The seas `area` is a port on.
pub fn port_seas<'a>(net: Net<'a>, area: &str) -> Vec<&'a str> {
    net.map
        .seas
        .iter()
        .filter(|(_, s)| s.ports.iter().any(|p| p == area))
        .map(|(id, _)| id.as_str())
        .collect()
}

/// A fleet of a power at war with `power` lies in the blockade box of `port`.
pub fn blockaded(state: &State, power: &str, port: &str) -> bool {
    state
        .fleets
        .iter()
        .any(|f| f.blockading.as_deref() == Some(port) && state.at_war(power, &f.power))
}

/// A friendly controlled, unblockaded port of `power` (its territory or an ally's).
pub fn friendly_port(net: Net, state: &State, power: &str, area: &str) -> bool {
    !port_seas(net, area).is_empty()
        && !blockaded(state, power, area)
        && (in_territory(net.map, state, power, area)
            || state
                .powers
                .keys()
                .any(|ally| state.allied(power, ally) && in_territory(net.map, state, ally, area)))
}

/// Whether the sea is closed by ice this turn.
fn iced(net: Net, sea: &str) -> bool {
    net.winter && net.map.seas.get(sea).is_some_and(|s| s.north_of_ice_line)
}

/// A sea route from `from` to `to` through bordering seas, none closed by ice.
pub fn sea_route(net: Net, from: &str, to: &str) -> bool {
    net.map.board().sea_route(from, to, |s| !iced(net, s))
}

/// A fleet of `power` or an ally is in port at `area`.
fn fleet_in_port(state: &State, power: &str, area: &str) -> bool {
    state.fleets.iter().any(|f| {
        f.port.as_deref() == Some(area) && (f.power == power || state.allied(power, &f.power))
    })
}

/// 7.4.3.1: depots of `power` at ports `a` and `b` are linked by sea supply: both friendly
/// controlled and unblockaded, a fleet of the power or an ally in one of them, and a sea
/// route between them.
pub fn sea_linked(net: Net, state: &State, power: &str, a: &str, b: &str) -> bool {
    if a == b || !friendly_port(net, state, power, a) || !friendly_port(net, state, power, b) {
        return false;
    }
    if !fleet_in_port(state, power, a) && !fleet_in_port(state, power, b) {
        return false;
    }
    port_seas(net, a)
        .iter()
        .any(|x| port_seas(net, b).iter().any(|y| sea_route(net, x, y)))
}
