//! Fleets: a side's fleet stands in a sea area, "off the coast" of the areas on that sea's
//! coasts; it cannot move through the enemy fleet (A.1.b, B.1.c.3). From pbem 0.6.0 it may
//! enter the enemy fleet's sea and end there (E.c.3 foresees both fleets off one coast), and
//! leave it again; only passing through it is forbidden.

use super::rules_data::Rules;
use super::state::{Side, State};
use crate::rules::american_revolution::revision::Change;

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
    rules
        .geo
        .board
        .seas_of(to)
        .iter()
        .find(|s| can_sail(rules, st, side, s.as_str()))
        .map(|s| s.to_string())
}

/// Whether the fleet of `side` can sail to sea `to`: not through the enemy fleet (A.1.b,
/// B.1.c.3); from pbem 0.6.0 it may start or end in the enemy fleet's sea.
pub fn can_sail(rules: &Rules, st: &State, side: Side, to: &str) -> bool {
    let enemy = at(st, side.other()).map(str::to_string);
    let v0_6 = rules.revision.has(Change::FleetsShareASea);
    at(st, side).is_some_and(|from| {
        rules.geo.board.sea_route(from, to, |x| {
            enemy.as_deref() != Some(x) || (v0_6 && (x == to || x == from))
        })
    })
}

/// Whether `sea` holds both fleets (E.c.3: the British fleet contests the French one).
pub fn contested(st: &State, sea: &str) -> bool {
    at(st, Side::American) == Some(sea) && at(st, Side::British) == Some(sea)
}
