//! Territory and control as the land phase needs them: a major power's territory is its home
//! nations and the minor countries it controls (7.2.1, 7.2.3.1, 7.4.1.2.5); cities are held
//! by the units inside them and besieged by enemy corps outside (7.3.3, 7.5.4).

use super::map::Map;
use super::state::State;
use super::units::Unit;
use super::units::UnitKind;

/// The major power controlling `nation`: the power whose home it is, else the minor's
/// controller; None for a minor neutral.
pub fn controller<'a>(state: &'a State, nation: &str) -> Option<&'a str> {
    state
        .powers
        .iter()
        .find(|(_, p)| p.home.iter().any(|h| h == nation))
        .map(|(id, _)| id.as_str())
        .or_else(|| {
            state
                .minors
                .get(nation)
                .and_then(|m| m.controller.as_deref())
        })
}

/// Whether `area` is in `power`'s territory: a home nation or a minor it controls.
pub fn in_territory(map: &Map, state: &State, power: &str, area: &str) -> bool {
    map.areas
        .get(area)
        .is_some_and(|a| controller(state, &a.nation) == Some(power))
}

/// Whether `power` is at war with `nation`: with its controller, or, for a minor neutral,
/// with the nation itself (a `wars` pair may name a minor country).
pub fn at_war_with_nation(state: &State, power: &str, nation: &str) -> bool {
    match controller(state, nation) {
        Some(c) => state.at_war(power, c),
        None => state.at_war(power, nation),
    }
}

/// Powers with units inside the city of `area`.
pub fn city_holders(state: &State, area: &str) -> Vec<String> {
    let mut out: Vec<String> = state
        .units
        .iter()
        .filter(|u| u.area == area && u.in_city && u.total() > 0)
        .map(|u| u.power.clone())
        .collect();
    out.sort();
    out.dedup();
    out
}

/// 7.5.4: the city of `area` is besieged: units inside it share the area with corps of a
/// power at war with them outside it, that power besieging it (none of its corps there gave
/// the siege up for foraging, 7.4.1.2.2).
pub fn besieged(state: &State, area: &str) -> bool {
    city_holders(state, area).iter().any(|holder| {
        state.units.iter().any(|u| {
            u.area == area
                && !u.in_city
                && u.kind == UnitKind::Corps
                && u.total() > 0
                && state.at_war(holder, &u.power)
                && besieges(state, &u.power, area)
        })
    })
}

/// 7.5.4: `power` has corps outside the city of `area`, and all of them besiege it: "all
/// corps in the phasing force" used depot supply or no unused movement points to forage.
pub fn besieges(state: &State, power: &str, area: &str) -> bool {
    let mut outside = state.units.iter().filter(|u| {
        u.area == area
            && !u.in_city
            && u.power == power
            && u.kind == UnitKind::Corps
            && u.total() > 0
    });
    outside.clone().next().is_some() && outside.all(|u| !u.not_besieging)
}

/// A city `power` may use (7.2, 7.3.3): the area has a city, it is unbesieged, and it is
/// either vacant or held by `power` alone.
pub fn city_open_to(map: &Map, state: &State, power: &str, area: &str) -> bool {
    map.areas.get(area).is_some_and(|a| a.city.is_some())
        && !besieged(state, area)
        && city_holders(state, area).iter().all(|h| h == power)
}

/// Army factors inside the city of `area`.
pub fn city_factors(state: &State, area: &str) -> u32 {
    state
        .units
        .iter()
        .filter(|u| u.area == area && u.in_city)
        .map(Unit::total)
        .sum()
}

/// 7.3.3.4: a city holds `per_supply` times its supply value in army factors (0 without a
/// city).
pub fn city_capacity(map: &Map, area: &str, per_supply: u32) -> u32 {
    map.areas
        .get(area)
        .and_then(|a| a.city.as_ref())
        .map_or(0, |c| c.supply * per_supply)
}
