//! 7.4.2 regular (depot) supply: what each corps pays (half a money point in a depot's
//! area, one per area away up to three, doubled in the winter zone in winter), the total
//! rounded up and paid from the treasury; a corps that cannot be paid for forages.

use super::invasion;
use super::supply_chain::{blocked, in_valid_chain};
use crate::rules::empires_in_arms::model::rules::Net;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::tables::land_charts::DepotSupply;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// 7.4.2.1.1: areas from `area` to the nearest depot of `power` in a valid supply chain,
/// through areas not blocked (7.2.3.2.1), no farther than `max`; 0 in the depot's area.
/// 7.4.4: a corps on the coast of a sea holding a valid invasion supply depot of its power
/// is one area from it.
pub fn depot_distance(net: Net, state: &State, power: &str, area: &str, max: u32) -> Option<u32> {
    let map = net.map;
    let invasion = invasion::invasion_supply(net, state, power, area).then_some(1);
    let depots: BTreeSet<&str> = state
        .depots
        .iter()
        .filter(|d| d.power == power && in_valid_chain(net, state, power, &d.area))
        .map(|d| d.area.as_str())
        .collect();
    let mut seen = BTreeMap::from([(area.to_string(), 0u32)]);
    let mut queue = VecDeque::from([area.to_string()]);
    while let Some(at) = queue.pop_front() {
        let d = seen[&at];
        if depots.contains(at.as_str()) {
            return Some(invasion.map_or(d, |i| i.min(d)));
        }
        if d >= max || (d > 0 && blocked(state, power, &at)) {
            continue;
        }
        for (next, _) in map.neighbours(&at) {
            if !seen.contains_key(&next) {
                seen.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    invasion.filter(|i| *i <= max)
}

/// 7.4.2.1.1 and 7.4.2.1.3: a corps' cost in half money points at `distance` areas from the
/// depot; None beyond the chart's farthest area.
pub fn cost_halves(c: &DepotSupply, distance: u32, winter_in_zone: bool) -> Option<u32> {
    let base = match distance {
        0 => c.depot_area_halves,
        d if d <= c.max_areas => d * c.per_area_halves,
        _ => return None,
    };
    Some(if winter_in_zone {
        base * c.winter_zone_multiplier
    } else {
        base
    })
}

/// What paying for depot supply came to (7.4.2.1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    /// Corps supplied from depots.
    pub supplied: Vec<String>,
    /// Corps that must forage: no money for them (7.4.2.1).
    pub must_forage: Vec<String>,
    /// Money points paid: the sum, any fraction rounded up.
    pub paid: u32,
}

/// 7.4.2.1: pays for `corps` (id, cost in halves) in order from `money`; a corps the
/// treasury cannot cover forages instead.
pub fn pay(money: i32, corps: &[(String, u32)]) -> Payment {
    let mut halves = 0u32;
    let mut out = Payment {
        supplied: Vec::new(),
        must_forage: Vec::new(),
        paid: 0,
    };
    for (id, c) in corps {
        let next = halves + c;
        if i64::from(next.div_ceil(2)) <= i64::from(money.max(0)) {
            halves = next;
            out.supplied.push(id.clone());
        } else {
            out.must_forage.push(id.clone());
        }
    }
    out.paid = halves.div_ceil(2);
    out
}
