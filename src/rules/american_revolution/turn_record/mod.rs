//! E. the turn record: winter elimination in the 0 VP areas, area control and British
//! supply (assessed together: control, supply, control again), victory, the French fleet
//! leaving in the fall, and the next season.

pub mod control;
pub mod supply;
pub mod victory;
pub mod zero_vp;

use super::log::Log;
use super::rules_data::Rules;
use super::state::Kind;
use super::state::{Arrival, Date, Season, Side, Sps, State};
use super::words::{interphase::Said, say};
use crate::rules::american_revolution::revision::Change;

/// E: the turn record, then the next game turn.
pub fn record(rules: &Rules, st: &mut State, log: &mut Log) {
    zero_vp::eliminate(rules, st, log);
    if rules.revision.has(Change::TurnRecordConcurrent) {
        concurrently(rules, st, log);
    } else {
        control::assessment(rules, st, log);
        supply::check(rules, st, log);
        control::assessment(rules, st, log);
    }
    victory::check(rules, st, log);
    if st.date.season == Season::Fall {
        french_fleet_leaves(st, log);
    }
    for f in st.areas.values_mut() {
        f.american.employed = Sps::default();
        f.british.employed = Sps::default();
        f.american.arrived = Sps::default();
        f.british.arrived = Sps::default();
    }
    if st.ending.is_none() {
        st.turn = st.turn.saturating_add(1);
        st.date = st.date.next();
    }
}

/// E.b and E.c "done concurrently as control affects supply and units affect control"
/// (pbem 0.6.0 on): supply is traced with the control the forces on the map give, the
/// unsupplied are eliminated, and control is then assessed once against the control the
/// turn record began with: a region changes hands at most once, and militia reappear
/// (E.b.4) only where the British lose a region they held.
fn concurrently(rules: &Rules, st: &mut State, log: &mut Log) {
    let before = st.british_regions.clone();
    let regions: Vec<String> = rules.geo.regions.keys().cloned().collect();
    let tentative = regions
        .into_iter()
        .filter(|r| control::assess(rules, st, r) == Side::British)
        .collect();
    st.british_regions = tentative;
    supply::check(rules, st, log);
    st.british_regions = before;
    control::assessment(rules, st, log);
}

/// E.d if Fall, remove the French fleet and French SF to the Spring turn.
fn french_fleet_leaves(st: &mut State, log: &mut Log) {
    if st.fleets.remove(&Side::American).is_none() {
        return;
    };
    let mut sf = Sps::default();
    for f in st.areas.values_mut() {
        for c in super::state::Condition::ALL {
            let n = f.american.remove(c, Kind::SF, u32::MAX);
            sf.add(Kind::SF, n);
        }
    }
    st.tidy();
    let spring = Date {
        year: st.date.year.saturating_add(1),
        season: Season::Spring,
    };
    let said = Said::FrenchFleetLeaves {
        sf: sf.get(Kind::SF),
        until: &spring.to_string(),
    };
    log.add("E.d", say(&said));
    st.arrivals
        .entry(Side::American)
        .or_default()
        .push(Arrival {
            date: Some(spring),
            after_entry: None,
            sps: sf,
            fleet: true,
        });
}
