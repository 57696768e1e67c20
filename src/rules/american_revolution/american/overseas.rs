//! A.2 American overseas reinforcement: French SPs, once due after the French entry, land
//! at any coastal area that is not British controlled and has no British fleet offshore.

use super::super::fleet;
use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Side, State};
use super::super::words::{say, sea::Closed, sea::Said};
use crate::rules::american_revolution::revision::Change;

/// The coastal areas the French may land in, sorted.
pub fn landings(rules: &Rules, st: &State) -> Vec<String> {
    rules
        .geo
        .board
        .areas()
        .filter(|a| rules.geo.board.is_coastal(a.as_str()))
        .filter(|a| !st.british_controls(rules.geo.region_of(a.as_str())))
        .filter(|a| !fleet::off(rules, st, Side::British, a.as_str()))
        .map(|a| a.to_string())
        .collect()
}

/// A.2: lands the French arrivals that are due, at `choice` if allowed, else the first
/// allowed area; arrivals with nowhere to land wait.
pub fn french(rules: &Rules, st: &mut State, choice: Option<&str>, log: &mut Log) {
    let Some(entry) = st.french_entry else {
        return;
    };
    let turn = st.turn;
    let all = st.arrivals.remove(&Side::American).unwrap_or_default();
    let (due, later): (Vec<_>, Vec<_>) = all.into_iter().partition(|a| {
        a.after_entry
            .is_some_and(|n| entry.saturating_add(n) <= turn)
            || a.date.is_some_and(|d| d <= st.date)
    });
    st.arrivals.insert(Side::American, later);
    if due.is_empty() {
        return;
    }
    let allowed = landings(rules, st);
    let refused = choice.filter(|c| !allowed.iter().any(|a| a == c));
    let Some(at) = choice
        .filter(|c| allowed.iter().any(|a| a == c))
        .map(str::to_string)
        .or_else(|| allowed.first().cloned())
    else {
        log.add("A.2", say(&Said::FrenchWait));
        st.arrivals.entry(Side::American).or_default().extend(due);
        return;
    };
    // Checking what will be done (pbem 0.7.0 on): a landing the other side's control or
    // fleet closed is named, not silently replaced.
    if let Some(c) = refused.filter(|_| rules.revision.has(Change::RefusedLandingNamed)) {
        let said = Said::FrenchLandElsewhere {
            refused: &closed(rules, st, c),
            area: rules.geo.name(&at),
        };
        log.add("A.2", say(&said));
    }
    for a in due {
        let first_sea = rules.geo.board.seas_of(&at).first().map(|s| s.to_string());
        if let Some(sea) = first_sea.filter(|_| a.fleet) {
            st.fleets.entry(Side::American).or_insert(sea);
        }
        if a.sps.is_empty() {
            let area = rules.geo.name(&at);
            log.add("A.2", say(&Said::FrenchFleetReturns { area }));
            continue;
        }
        let h = st.holding_mut(&at, Side::American);
        h.open.add_all(&a.sps);
        h.employed.add_all(&a.sps);
        let area = rules.geo.name(&at);
        log.add_provisional(
            "A.2",
            say(&Said::FrenchLand { sps: &a.sps, area }),
            vec![say(&Said::FrenchScheduleNote)],
        );
    }
}

/// A.2: why the French may not land in `area`: not coastal, British controlled, or the
/// British fleet offshore.
pub fn closed(rules: &Rules, st: &State, area: &str) -> String {
    let closed = if !rules.geo.board.is_coastal(area) {
        Closed::NotCoastal
    } else if st.british_controls(rules.geo.region_of(area)) {
        Closed::BritishRegion
    } else {
        Closed::BritishFleet
    };
    let area = rules.geo.name(area);
    say(&Said::LandingRefused { area, closed })
}
