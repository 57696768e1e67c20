//! Fleets: a side's fleet stands in a sea area, "off the coast" of the areas on that sea's
//! coasts; it cannot move through the enemy fleet (A.1.b, B.1.c.3).

use super::rules_data::Rules;
use super::state::{Side, State};

/// The sea the fleet of `side` is in, if it is on the map.
pub fn at(st: &State, side: Side) -> Option<&str> {
    st.fleets.get(&side).map(String::as_str)
}

/// Whether the fleet of `side` is off the coast of `area`.
pub fn off(rules: &Rules, st: &State, side: Side, area: &str) -> bool {
    at(st, side).is_some_and(|s| rules.geo.off_coast(s, area))
}

/// The first sea off `to` (in id order) the fleet of `side` can reach from where it is
/// without passing through the enemy fleet's sea; `None` if there is none.
pub fn route_to_area(rules: &Rules, st: &State, side: Side, to: &str) -> Option<String> {
    let from = at(st, side)?;
    let enemy = at(st, side.other()).map(str::to_string);
    rules
        .geo
        .board
        .seas_of(to)
        .iter()
        .find(|s| {
            rules
                .geo
                .board
                .sea_route(from, s.as_str(), |x| enemy.as_deref() != Some(x))
        })
        .map(|s| s.to_string())
}

/// Whether the fleet of `side` can sail to sea `to` (not through the enemy fleet).
pub fn can_sail(rules: &Rules, st: &State, side: Side, to: &str) -> bool {
    let enemy = at(st, side.other()).map(str::to_string);
    at(st, side).is_some_and(|from| {
        rules
            .geo
            .board
            .sea_route(from, to, |x| enemy.as_deref() != Some(x))
    })
}
