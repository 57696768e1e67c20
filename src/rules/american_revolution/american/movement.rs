//! A.1.a American land movement: 5 MPs, 2 in winter, one MP an area; militia never leave
//! their region; to move through an area with enemy SPs, enough SPs must be left there for
//! 1-1 against the enemy in the open and in the fort (besiegers do not count).

use super::super::leaving;
use super::super::log::Log;
use super::super::orders::LandMove;
use super::super::rules_data::Rules;
use super::super::state::{Kind, Side, Sps, State};
use super::super::words::{land::Said, say};
use crate::rules::american_revolution::revision::Change;

/// A.1 the American MPs this season: if not Winter 5 MPs; if Winter 2 MPs.
pub fn mps(rules: &Rules, st: &State) -> u32 {
    let (season, winter) = rules.tables.movement.american();
    if st.date.winter() {
        winter
    } else {
        season
    }
}

/// The areas the American MPs enter this season (MPs over the cost of an area).
pub fn allowance(rules: &Rules, st: &State) -> usize {
    rules.tables.movement.areas(mps(rules, st))
}

/// SPs of `side` that must stay in `area` to pass through it: the enemy's open SPs plus its
/// fortified SPs tripled (1-1 against both); 0 where there is no enemy.
pub fn pass_requirement(st: &State, area: &str, side: Side) -> u32 {
    let e = st.at(area);
    let enemy = e.of(side.other());
    enemy
        .open
        .total()
        .saturating_add(enemy.fortified.total().saturating_mul(3))
}

/// Why move `m` cannot be made now (`None`: it can).
pub fn refusal(rules: &Rules, st: &State, m: &LandMove) -> Option<String> {
    let geo = &rules.geo;
    if m.sps.is_empty() || m.path.is_empty() {
        return Some(say(&Said::MoveNamesSps));
    }
    if m.sps.0.keys().any(|k| k.side() != Side::American) {
        return Some(say(&Said::OnlyAmericanMove));
    }
    let cond = leaving::condition(
        m.condition
            .filter(|_| rules.revision.has(Change::LeaveFortOrSiege)),
    );
    if !leaving::has(st, Side::American, &m.from, cond, &m.sps) {
        return Some(say(&Said::HasNot {
            area: geo.name(&m.from),
            sps: &m.sps,
            condition: cond,
        }));
    }
    if let Some(why) = leaving::refusal(rules, st, &m.from, Side::American, &m.sps) {
        return Some(why);
    }
    if m.path.len() > allowance(rules, st) {
        return Some(say(&Said::MoreThanMps {
            areas: m.path.len(),
            mps: mps(rules, st),
        }));
    }
    let at = match walk(rules, st, m) {
        Ok(at) => at,
        Err(why) => return Some(why),
    };
    if m.sps.get(Kind::SF) > 0 {
        let with_fleet = st
            .fleets
            .get(&Side::American)
            .is_some_and(|sea| geo.off_coast(sea, at));
        if !with_fleet {
            return Some(say(&Said::SfEndWithFleet));
        }
    }
    None
}

/// A.1.a: the path of move `m`, area by area: each adjacent to the last, reached by
/// land, militia within their region, and enough SPs left in each area passed through
/// for 1-1 against the enemy there; returns where the move ends.
fn walk<'a>(rules: &Rules, st: &State, m: &'a LandMove) -> Result<&'a str, String> {
    let geo = &rules.geo;
    let region = geo.region_of(&m.from);
    let mut at = m.from.as_str();
    for (i, next) in m.path.iter().enumerate() {
        if !geo.board.adjacent(at, next) {
            return Err(say(&Said::NotAdjacent {
                area: geo.name(next),
                from: geo.name(at),
            }));
        }
        if geo.region(geo.region_of(next)).sea_only {
            return Err(say(&Said::SeaOnly {
                area: geo.name(next),
            }));
        }
        // A.1.a M SPs may not leave region.
        if m.sps.get(Kind::M) > 0 && geo.region_of(next) != region {
            return Err(say(&Said::MilitiaStay {
                region: geo.name(region),
            }));
        }
        if i + 1 < m.path.len() && rules.revision.has(Change::LeaveCheckedAlongPath) {
            if let Some(why) = leaving::refusal(rules, st, next, Side::American, &Sps::default()) {
                return Err(why);
            }
        } else if i + 1 < m.path.len() {
            let need = pass_requirement(st, next, Side::American);
            let here = st.at(next);
            let left = here
                .american
                .open
                .total()
                .saturating_add(here.american.fortified.total());
            if need > 0 && left < need {
                return Err(say(&Said::PassThrough {
                    area: geo.name(next),
                    need,
                    left,
                }));
            }
        }
        at = next;
    }
    Ok(at)
}

/// Moves `sps` of `side` from the open of `from` to the open of `to`, employed there.
pub fn shift(st: &mut State, side: Side, from: &str, to: &str, sps: &super::super::state::Sps) {
    let h = st.holding_mut(from, side);
    for (k, n) in &sps.0 {
        h.take_open(*k, *n);
    }
    let d = st.holding_mut(to, side);
    d.open.add_all(sps);
    d.employed.add_all(sps);
}

/// A.1.a: the American land moves in order; a move that cannot be made is skipped.
pub fn land(rules: &Rules, st: &mut State, moves: &[LandMove], log: &mut Log) {
    for m in moves {
        if let Some(why) = refusal(rules, st, m) {
            let from = rules.geo.name(&m.from);
            let (sps, why) = (&m.sps, &why);
            log.add("A.1.a", say(&Said::MoveNotMade { sps, from, why }));
            continue;
        }
        let to = m.path.last().map(String::as_str).unwrap_or_default();
        let cond = leaving::condition(
            m.condition
                .filter(|_| rules.revision.has(Change::LeaveFortOrSiege)),
        );
        leaving::shift_from(st, Side::American, &m.from, cond, to, &m.sps);
        let path: Vec<&str> = m.path.iter().map(|a| rules.geo.name(a)).collect();
        let text = say(&Said::Moved {
            sps: &m.sps,
            condition: cond,
            from: rules.geo.name(&m.from),
            path: &path,
        });
        log.add_provisional("A.1.a", text, rules.adjacency_note());
        let passed = std::iter::once(&m.from).chain(&m.path).cloned().collect();
        log.moved(Side::American.key(), passed);
    }
    st.tidy();
}
