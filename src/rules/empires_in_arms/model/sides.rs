//! Who is on which side: the player controlling a power, France (which announces its
//! place, 7.1), and the powers attacking in an area (7.3.8.6).

use super::orders::Orders;
use super::state::State;
use std::collections::{BTreeMap, BTreeSet};

/// The power that announces its place in the sequence (7.1).
pub const FRANCE: &str = "france";

/// 7.3.8.6: the phasing power and each ally of it with field forces in `area` that is at
/// war with every one of `defenders`.
pub fn attacking_powers(
    state: &State,
    area: &str,
    defenders: &BTreeSet<String>,
) -> BTreeSet<String> {
    let mut out = BTreeSet::from([state.phasing.clone()]);
    for u in state
        .units
        .iter()
        .filter(|u| u.area == area && !u.in_city && u.total() > 0)
    {
        if state.allied(&u.power, &state.phasing)
            && !defenders.is_empty()
            && defenders.iter().all(|d| state.at_war(&u.power, d))
        {
            out.insert(u.power.clone());
        }
    }
    out
}

/// The orders of the player who controls `power`, if that player sent any.
pub fn orders_of<'a>(
    orders: &'a BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    power: &str,
) -> Option<&'a Orders> {
    player_of(players, power).and_then(|p| orders.get(p))
}

/// The player who controls `power`.
pub fn player_of<'a>(
    players: &'a BTreeMap<String, Vec<String>>,
    power: &str,
) -> Option<&'a String> {
    players
        .iter()
        .find(|(_, sides)| sides.iter().any(|s| s == power))
        .map(|(p, _)| p)
}
