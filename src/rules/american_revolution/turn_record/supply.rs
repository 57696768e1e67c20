//! E.c British regulars supply check (T, C, M, F, SF are always in supply): Canada's areas;
//! the areas next to a British Canada; coastal areas unless the French fleet is off them
//! and the British fleet is not; inland areas tracing through areas with no American SPs in
//! a British region, or more British than American SPs, to a supplied coastal area.
//! Unsupplied B SPs are eliminated; 5 or more in one area is a major success.

use super::super::combat::major_success;
use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Kind, Side, State};
use super::super::words::{interphase::Said, say};
use crate::rules::american_revolution::revision::Change;
use std::collections::{BTreeSet, VecDeque};

/// Whether `area` passes supply on (E.c.4 1 and 2).
fn passes(rules: &Rules, st: &State, area: &str) -> bool {
    let f = st.at(area);
    let (b, a) = (f.british.all().total(), f.american.all().total());
    (a == 0 && st.british_controls(rules.geo.region_of(area))) || b > a
}

/// Every land area in British supply, sorted.
pub fn supplied(rules: &Rules, st: &State) -> BTreeSet<String> {
    let geo = &rules.geo;
    let canada = geo.canada_areas();
    // E.c.1 all 3 areas of Canada are in supply.
    let mut out: BTreeSet<String> = canada.iter().cloned().collect();
    // E.c.2 if Canada is British controlled, all areas adjacent to Canada are in supply.
    let canada_british = geo
        .regions
        .iter()
        .any(|(id, r)| r.canada && st.british_controls(id));
    if canada_british {
        for c in &canada {
            out.extend(
                geo.board
                    .neighbours(c)
                    .into_iter()
                    .map(|(n, _)| n.to_string()),
            );
        }
    }
    let mut coastal = supplied_coasts(rules, st);
    out.extend(coastal.iter().cloned());
    // E.c.4 a supplied coastal area is a source, Canada's too (E.c.1: Quebec), pbem 0.6.0 on.
    if rules.revision.has(Change::CoastalSupplySources) {
        coastal.extend(
            canada
                .iter()
                .filter(|a| geo.board.is_coastal(a.as_str()))
                .cloned(),
        );
    }
    // E.c.4 inland areas trace through passing areas back to a supplied coastal area.
    let mut queue: VecDeque<String> = coastal
        .into_iter()
        .filter(|a| passes(rules, st, a))
        .collect();
    let mut reached: BTreeSet<String> = queue.iter().cloned().collect();
    while let Some(at) = queue.pop_front() {
        for (n, _) in geo.board.neighbours(&at) {
            let n = n.to_string();
            if reached.contains(&n) {
                continue;
            }
            out.insert(n.clone());
            if passes(rules, st, &n) {
                reached.insert(n.clone());
                queue.push_back(n);
            }
        }
    }
    out
}

/// E.c.3: the coastal areas outside Canada in supply: all but those the French fleet is
/// off and the British fleet is not.
fn supplied_coasts(rules: &Rules, st: &State) -> Vec<String> {
    let geo = &rules.geo;
    // E.c.3 a coastal area is in supply unless the French fleet is off the coast and the
    // British fleet is not.
    let sea_ok = |area: &str| {
        let french = st
            .fleets
            .get(&Side::American)
            .is_some_and(|s| geo.off_coast(s, area));
        let british = st
            .fleets
            .get(&Side::British)
            .is_some_and(|s| geo.off_coast(s, area));
        !french || british
    };
    geo.board
        .areas()
        .filter(|a| {
            geo.board.is_coastal(a.as_str()) && !geo.in_canada(a.as_str()) && sea_ok(a.as_str())
        })
        .map(|a| a.to_string())
        .collect()
}

/// E.c.5-6: eliminates unsupplied B SPs.
pub fn check(rules: &Rules, st: &mut State, log: &mut Log) {
    let ok = supplied(rules, st);
    let areas: Vec<String> = st.areas.keys().cloned().collect();
    for area in areas {
        let b = st.at(&area).british.all().get(Kind::B);
        if b == 0 || ok.contains(&area) {
            continue;
        }
        let h = st.holding_mut(&area, Side::British);
        for c in super::super::state::Condition::ALL {
            h.remove(c, Kind::B, u32::MAX);
        }
        let name = rules.geo.name(&area).to_string();
        log.add("E.c", say(&Said::OutOfSupply { area: &name, b }));
        // E.c.6 if 5 or more B SPs are eliminated in one area, it is a major success.
        if b >= rules.tables.victory.major_b {
            major_success::record(rules, st, &name, log);
        }
    }
    st.tidy();
}
