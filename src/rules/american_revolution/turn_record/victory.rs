//! E.b.5-6 victory: the British win when the regions they control reach the VP level of
//! the year; in Winter 1783 the Americans win unless the British control 61 VP.

use super::super::combat::major_success::british_vp;
use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::{Ending, Side, State};
use super::super::words::{combat, interphase::Said, say};
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
        let year = st.date.year;
        let why = say(&Said::WhyVpLevel { vp, year, level: l });
        let victor = Side::British;
        let line = say(&combat::Said::Victory { victor, why: &why });
        log.add_provisional("E.b.5", line, note);
        st.ending = Some(Ending { victor, why });
        return;
    }
    if st.date >= st.last {
        let (date, level) = (&st.date.to_string(), last);
        let (victor, why) = if vp >= last {
            (Side::British, Said::WhyLastReached { vp, date, level })
        } else {
            (Side::American, Said::WhyLastShort { vp, date, level })
        };
        let why = say(&why);
        log.add("E.b.6", say(&combat::Said::Victory { victor, why: &why }));
        st.ending = Some(Ending { victor, why });
    }
}
