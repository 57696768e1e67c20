//! E.a winter 0 VP area force elimination: every SP in Erie, Indian Lands and Creek
//! Territory is removed in winter.

use super::super::log::Log;
use super::super::rules_data::Rules;
use super::super::state::State;
use super::super::words::{interphase::Said, say};

/// E.a: removes the forces in the 0 VP areas in winter.
pub fn eliminate(rules: &Rules, st: &mut State, log: &mut Log) {
    if !st.date.winter() {
        return;
    }
    for area in &rules.geo.zero_vp_areas {
        if let Some(f) = st.areas.remove(area) {
            let said = Said::WinterZeroVp {
                area: rules.geo.name(area),
                american: &f.american.all(),
                british: &f.british.all(),
            };
            log.add("E.a", say(&said));
        }
    }
}
