//! 7.3.5 landing ("disembarking"): corps carried by the phasing power's fleets must land in
//! its Land Movement Step or be eliminated: in the port's area when the fleet is in port or
//! in its blockade box, else in any land area on its sea's coasts. Landing spends the whole
//! movement allowance and counts as crossing a river for that sequence's combat (7.5.2.7.1).

use super::movement::{allowance, Moved};
use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::{Fleet, State};
use crate::rules::empires_in_arms::model::units::Unit;
use crate::rules::empires_in_arms::supply::depot_supply;
use crate::rules::empires_in_arms::supply::port_depot;
use crate::rules::empires_in_arms::supply::sea;
use crate::rules::empires_in_arms::words::{movement::Said, say};
use std::collections::BTreeMap;

/// Where a corps on `fleet` may land.
pub fn landing_areas(map: &Map, fleet: &Fleet) -> Vec<String> {
    match fleet.port.as_ref().or(fleet.blockading.as_ref()) {
        Some(port) => vec![port.clone()],
        None => map
            .seas
            .get(&fleet.sea)
            .map(|s| s.coasts.clone())
            .unwrap_or_default(),
    }
}

/// The landing when the orders name none: the only area allowed, else the coast nearest the
/// power's source of supply (ties by area id).
pub fn default_landing(
    rules: &Rules,
    state: &State,
    power: &str,
    allowed: &[String],
) -> Option<String> {
    allowed
        .iter()
        .map(|a| {
            let d = depot_supply::depot_distance(rules.net(state), state, power, a, u32::MAX);
            (d.unwrap_or(u32::MAX), a.clone())
        })
        .min()
        .map(|(_, a)| a)
}

/// Lands every corps the phasing power's fleets carry, where `orders` (unit id -> area) say
/// or by default, those in `into_port` directly into the area's besieged friendly port city
/// if there is room (7.3.5 errata); returns the report lines and the moves made (for
/// foraging).
///
/// # Errors
/// None: an order for an area not allowed is reported and the default used.
pub fn disembark_step(
    rules: &Rules,
    state: &mut State,
    orders: &BTreeMap<String, String>,
    into_port: &[String],
) -> (Vec<String>, BTreeMap<String, Moved>) {
    let phasing = state.phasing.clone();
    let step = Step {
        rules,
        orders,
        into_port,
    };
    let mut lines = Vec::new();
    let mut moved = BTreeMap::new();
    let fleets: Vec<Fleet> = state
        .fleets
        .iter()
        .filter(|f| f.power == phasing && !f.carrying.is_empty())
        .cloned()
        .collect();
    for fleet in fleets {
        let allowed = landing_areas(&rules.map, &fleet);
        for id in &fleet.carrying {
            let Some(u) = state.units.iter().find(|u| &u.id == id).cloned() else {
                continue;
            };
            if let Some(m) = step.land(state, &fleet, &allowed, &u, &mut lines) {
                moved.insert(id.clone(), m);
            }
        }
    }
    for f in state.fleets.iter_mut().filter(|f| f.power == phasing) {
        f.carrying.clear();
    }
    (lines, moved)
}

/// The landings ordered: the rules, the areas asked (unit id -> area) and the units to go
/// into a besieged port.
struct Step<'a> {
    rules: &'a Rules,
    orders: &'a BTreeMap<String, String>,
    into_port: &'a [String],
}

impl Step<'_> {
    /// 7.3.5: unit `u`, aboard `fleet`, lands in the area asked if `allowed`, else by
    /// default (eliminated with nowhere to land), into a besieged port if asked and
    /// possible (errata); its movement spent. Pushes the report lines; its move.
    fn land(
        &self,
        state: &mut State,
        fleet: &Fleet,
        allowed: &[String],
        u: &Unit,
        lines: &mut Vec<String>,
    ) -> Option<Moved> {
        let (rules, id) = (self.rules, &u.id);
        let asked = self.orders.get(id).filter(|a| allowed.contains(a)).cloned();
        if let Some(a) = self.orders.get(id).filter(|a| !allowed.contains(a)) {
            lines.push(say(&Said::CannotLand {
                unit: &u.name,
                area: &rules.map.name(a),
                sea: &rules.map.name(&fleet.sea),
            }));
        }
        let phasing = state.phasing.clone();
        let Some(to) = asked.or_else(|| default_landing(rules, state, &phasing, allowed)) else {
            state.units.retain(|x| &x.id != id);
            lines.push(say(&Said::NowhereToLand {
                unit: &u.name,
                sea: &rules.map.name(&fleet.sea),
            }));
            return None;
        };
        let a = allowance(&rules.land.movement, u);
        let port = self.into_port.contains(id) && into_besieged_port(rules, state, u, &to);
        if let Some(x) = state.units.iter_mut().find(|x| &x.id == id) {
            x.area = to.clone();
            x.entered_from = Some(fleet.sea.clone());
            x.in_city = port;
        }
        lines.push(landed(
            rules,
            u,
            &to,
            &fleet.sea,
            port,
            self.orders.contains_key(id),
        ));
        Some(Moved {
            entered: vec![to],
            allowance: a,
            used: a,
            force_marched: false,
            crossed_river: true,
            detached: Vec::new(),
        })
    }
}

/// 7.3.5: the report line of `u` landing in `to` (into its besieged port if `port`) from
/// `sea`, as `ordered` or by default.
fn landed(rules: &Rules, u: &Unit, to: &str, sea: &str, port: bool, ordered: bool) -> String {
    let place = if port {
        port_depot::city_name(rules, to)
    } else {
        rules.map.name(to)
    };
    say(&Said::Lands {
        unit: &u.name,
        port,
        place: &place,
        sea: &rules.map.name(sea),
        ordered,
    })
}

/// 7.3.5 errata: `u` may land directly into the city of `area`: a port held by its power
/// alone, besieged, with room for all its factors (7.3.3.4).
fn into_besieged_port(rules: &Rules, state: &State, u: &Unit, area: &str) -> bool {
    use crate::rules::empires_in_arms::model::territory::{
        besieged, city_capacity, city_factors, city_holders,
    };
    let holders = city_holders(state, area);
    !sea::port_seas(rules.net(state), area).is_empty()
        && !holders.is_empty()
        && holders.iter().all(|h| *h == u.power)
        && besieged(state, area)
        && city_factors(state, area) + u.total()
            <= city_capacity(&rules.map, area, rules.land.depots.city_capacity_per_supply)
}
