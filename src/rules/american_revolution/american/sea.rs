//! A.1.b American sea movement: only while the Americans have the French fleet, from a
//! coastal area it is off to another coastal area, not through the British fleet; the fleet
//! goes with them. A fleet may also sail alone.

use super::super::fleet;
use super::super::log::Log;
use super::super::orders::SeaMove;
use super::super::rules_data::Rules;
use super::super::state::{Side, State};
use super::movement::shift;

/// Why sea move `m` of `side` cannot be made now, and else the sea the fleet ends in.
pub fn plan(rules: &Rules, st: &State, side: Side, m: &SeaMove) -> Result<String, String> {
    let geo = &rules.geo;
    if fleet::at(st, side).is_none() {
        return Err("there is no own fleet on the map".into());
    }
    if m.sps.is_empty() || m.sps.0.keys().any(|k| k.side() != side) {
        return Err("a sea move names own SPs".into());
    }
    if !fleet::off(rules, st, side, &m.from) {
        return Err(format!("the fleet is not off {}", geo.name(&m.from)));
    }
    if !st.at(&m.from).of(side).fresh().covers(&m.sps) {
        return Err(format!(
            "{} has not {} in the open that have not moved",
            geo.name(&m.from),
            m.sps.text()
        ));
    }
    // A.1.b not thru Br fleet; B.1.c.3 cannot move fleet thru enemy fleet.
    fleet::route_to_area(rules, st, side, &m.to).ok_or_else(|| {
        format!(
            "no sea route to {} clear of the enemy fleet",
            geo.name(&m.to)
        )
    })
}

/// A.1.b: the American sea moves in order, then the fleet's own move.
pub fn american(
    rules: &Rules,
    st: &mut State,
    moves: &[SeaMove],
    fleet_to: Option<&str>,
    log: &mut Log,
) {
    for m in moves {
        match plan(rules, st, Side::American, m) {
            Ok(sea) => {
                shift(st, Side::American, &m.from, &m.to, &m.sps);
                st.fleets.insert(Side::American, sea.clone());
                log.add(
                    "A.1.b",
                    format!(
                        "{} by sea from {} to {} with the French fleet ({})",
                        m.sps.text(),
                        rules.geo.name(&m.from),
                        rules.geo.name(&m.to),
                        rules.geo.name(&sea)
                    ),
                );
            }
            Err(why) => log.add(
                "A.1.b",
                format!("sea move to {}: {why}; not made", rules.geo.name(&m.to)),
            ),
        }
    }
    if let Some(to) = fleet_to {
        sail(rules, st, Side::American, to, "A.1.b", log);
    }
    st.tidy();
}

/// A fleet sailing alone to sea `to`.
pub fn sail(rules: &Rules, st: &mut State, side: Side, to: &str, rule: &str, log: &mut Log) {
    if fleet::can_sail(rules, st, side, to) {
        st.fleets.insert(side, to.to_string());
        log.add(
            rule,
            format!("the {} fleet sails to {}", side.key(), rules.geo.name(to)),
        );
    } else {
        log.add(
            rule,
            format!(
                "the {} fleet cannot sail to {} (not through the enemy fleet)",
                side.key(),
                rules.geo.name(to)
            ),
        );
    }
}
