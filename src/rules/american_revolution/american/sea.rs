//! A.1.b American sea movement: only while the Americans have the French fleet, from a
//! coastal area it is off to another coastal area, not through the British fleet; the fleet
//! goes with them. A fleet may also sail alone.

use super::super::fleet;
use super::super::leaving;
use super::super::log::Log;
use super::super::orders::SeaMove;
use super::super::rules_data::Rules;
use super::super::state::{Kind, Side, State};
use super::super::words::{land, say, sea::Said};
use crate::rules::american_revolution::revision::Change;

/// Why sea move `m` of `side` cannot be made now, and else the sea the fleet ends in.
pub fn plan(rules: &Rules, st: &State, side: Side, m: &SeaMove) -> Result<String, String> {
    let geo = &rules.geo;
    if fleet::at(st, side).is_none() {
        return Err(say(&Said::NoOwnFleet));
    }
    if m.sps.is_empty() || m.sps.0.keys().any(|k| k.side() != side) {
        return Err(say(&Said::SeaMoveNamesSps));
    }
    if !fleet::off(rules, st, side, &m.from) {
        return Err(say(&Said::FleetNotOff {
            area: geo.name(&m.from),
        }));
    }
    let cond = leaving::condition(
        m.condition
            .filter(|_| rules.revision.has(Change::LeaveFortOrSiege)),
    );
    if !leaving::has(st, side, &m.from, cond, &m.sps) {
        return Err(say(&land::Said::HasNot {
            area: geo.name(&m.from),
            sps: &m.sps,
            condition: cond,
        }));
    }
    // A.1.a M SPs may not leave region (by sea neither, pbem 0.6.0 on).
    if rules.revision.has(Change::MilitiaStayBySea)
        && m.sps.get(Kind::M) > 0
        && geo.region_of(&m.from) != geo.region_of(&m.to)
    {
        return Err(say(&Said::MilitiaStayBySea {
            region: geo.name(geo.region_of(&m.from)),
        }));
    }
    // A.1.b not thru Br fleet; B.1.c.3 cannot move fleet thru enemy fleet.
    let sea = fleet::route_to_area(rules, st, side, &m.to).ok_or_else(|| {
        say(&Said::NoSeaRoute {
            area: geo.name(&m.to),
        })
    })?;
    match stranded(rules, st, side, &sea, Some(m)) {
        Some(why) => Err(why),
        None => Ok(sea),
    }
}

/// A.1.b note (pbem 0.6.0 on): SF SPs end the movement phase where the French fleet is off;
/// why the French fleet may not sail to `sea` (with move `m`, if any): SF SPs it would leave
/// behind.
pub fn stranded(
    rules: &Rules,
    st: &State,
    side: Side,
    sea: &str,
    m: Option<&SeaMove>,
) -> Option<String> {
    if side != Side::American || !rules.revision.has(Change::SeaMoveStrandsNoSf) {
        return None;
    }
    let mut sf: Vec<(String, u32)> = st
        .areas
        .iter()
        .map(|(a, f)| (a.clone(), f.american.all().get(Kind::SF)))
        .collect();
    if let Some(m) = m {
        let n = m.sps.get(Kind::SF);
        for (a, k) in &mut sf {
            if *a == m.from {
                *k = k.saturating_sub(n);
            }
        }
        sf.push((m.to.clone(), n));
    }
    sf.iter()
        .find(|(a, n)| *n > 0 && !rules.geo.off_coast(sea, a))
        .map(|(a, n)| {
            say(&Said::Strands {
                sf: *n,
                area: rules.geo.name(a),
            })
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
                let cond = leaving::condition(
                    m.condition
                        .filter(|_| rules.revision.has(Change::LeaveFortOrSiege)),
                );
                leaving::shift_from(st, Side::American, &m.from, cond, &m.to, &m.sps);
                st.fleets.insert(Side::American, sea.clone());
                let passed = vec![m.from.clone(), sea.clone(), m.to.clone()];
                log.moved(Side::American.key(), passed);
                let said = Said::SeaMoved {
                    sps: &m.sps,
                    condition: cond,
                    from: rules.geo.name(&m.from),
                    to: rules.geo.name(&m.to),
                    sea: rules.geo.name(&sea),
                };
                log.add("A.1.b", say(&said));
            }
            Err(why) => log.add(
                "A.1.b",
                say(&Said::SeaMoveNotMade {
                    to: rules.geo.name(&m.to),
                    why: &why,
                }),
            ),
        }
    }
    if let Some(to) = fleet_to {
        sail(rules, st, Side::American, to, "A.1.b", log);
    }
    st.tidy();
}

/// E.c.3 the provisional ruling where the text is silent on two fleets in one sea (the
/// notes of a line that used it).
pub fn contested_note() -> Vec<String> {
    vec![say(&Said::ContestedNote)]
}

/// A fleet sailing alone to sea `to`.
pub fn sail(rules: &Rules, st: &mut State, side: Side, to: &str, rule: &str, log: &mut Log) {
    if let Some(why) = stranded(rules, st, side, to, None) {
        log.add(rule, say(&Said::FleetStays { side, why: &why }));
        return;
    }
    if fleet::can_sail(rules, st, side, to) {
        let contested =
            rules.revision.has(Change::ContestedSeaSaid) && fleet::at(st, side.other()) == Some(to);
        if let Some(from) = st.fleets.insert(side, to.to_string()).filter(|f| f != to) {
            log.moved(side.key(), vec![from, to.to_string()]);
        }
        if contested {
            let said = Said::FleetContests {
                side,
                sea: rules.geo.name(to),
                other: side.other(),
            };
            log.add_provisional(rule, say(&said), contested_note());
        } else {
            let sea = rules.geo.name(to);
            log.add(rule, say(&Said::FleetSails { side, sea }));
        }
    } else {
        let sea = rules.geo.name(to);
        log.add(rule, say(&Said::FleetCannotSail { side, sea }));
    }
}
