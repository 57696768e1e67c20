//! E.b.5-6 victory: the British win when the regions they control reach the VP level of
//! the year; in Winter 1783 the Americans win unless the British control 61 VP.

use super::super::combat::major_success::british_vp;
use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Ending, Side, State};
use crate::rules::american_revolution::revision::Change;

/// The VP level of the current year (the latest year listed at or before it), if any.
pub fn level(rules: &Rules, st: &State) -> Option<u32> {
    rules
        .tables
        .victory
        .levels
        .range(..=st.date.year)
        .next_back()
        .map(|(_, v)| *v)
}

/// E.b.5-6: ends the campaign when a victory condition is met.
pub fn check(rules: &Rules, st: &mut State, log: &mut Log) {
    if st.ending.is_some() {
        return;
    }
    let vp = british_vp(rules, st);
    let last = rules.tables.victory.last_level;
    // From pbem 0.7.0 Winter 1783's level is the text's (E.b.6, 61), not the provisional
    // track's, and its line names no provisional data.
    let (current, note) = if rules.revision.has(Change::LastLevelFromText) && st.date >= st.last {
        (Some(last), Vec::new())
    } else {
        (level(rules, st), rules.tables.victory_note())
    };
    if let Some(l) = current.filter(|l| vp >= *l) {
        let why = format!(
            "the British control {vp} VP, the VP level of {} is {l}",
            st.date.year
        );
        log.add_provisional("E.b.5", format!("British victory: {why}"), note);
        st.ending = Some(Ending {
            victor: Side::British,
            why,
        });
        return;
    }
    if st.date >= st.last {
        let (victor, why) = if vp >= last {
            (
                Side::British,
                format!("the British control {vp} VP in {} (>= {})", st.date, last),
            )
        } else {
            (
                Side::American,
                format!(
                    "the British control {vp} VP in {}, short of {}",
                    st.date, last
                ),
            )
        };
        log.add(
            "E.b.6",
            format!(
                "{} victory: {why}",
                if victor == Side::British {
                    "British"
                } else {
                    "American"
                }
            ),
        );
        st.ending = Some(Ending { victor, why });
    }
}
