// III.B.3 / III.B.5: "All fire during this subsegment is considered to occur simultaneously."
//! The hits of a fire subsegment applied at once, a unit's hits capped at its strength
//! (0.6.0), and who was fired on from a flank (the MORALE TABLE's Flanked, 0.6.0).

use super::super::model::Rules;
use super::super::state::State;
use super::volley::Shot;
use crate::board::table::range::facing_edge;
use crate::rules::old_trousers::revision::Change;
use crate::rules::table_game::log::Log;
use std::collections::{BTreeMap, BTreeSet};

/// Applies every shot's hits at once (fire in a subsegment is simultaneous); returns the
/// units hit, each with whether canister struck it, and the units fired on from a flank.
pub fn apply(
    rules: &Rules,
    st: &mut State,
    shots: Vec<Shot>,
    log: &mut Log,
) -> (BTreeMap<usize, bool>, BTreeSet<usize>) {
    let mut total: BTreeMap<usize, u32> = BTreeMap::new();
    let mut canister = BTreeSet::new();
    let mut flanked = BTreeSet::new();
    for s in shots {
        // 0.6.0: MORALE TABLE "Flanked": the firer's front centre in the target's flank or
        // rear sector (charts/flanks.yaml).
        if let Some(&(t, _)) = s.hits.first() {
            let edge = facing_edge(&st.units[t].stand, s.line.0);
            if rules.revision.has(Change::FlankedByFire) && rules.charts.flanks.is_flank(edge) {
                flanked.insert(t);
            }
        }
        canister.extend(s.canister);
        if let Some(b) = s.battery {
            st.units[b].rounds = st.units[b].rounds.saturating_add(1);
        }
        for l in s.lines {
            log.line(l);
        }
        for (k, h) in s.hits {
            *total.entry(k).or_default() += h;
        }
        log.fire.push(s.line);
    }
    let mut hit = BTreeMap::new();
    for (k, h) in total {
        let mut hits = st.units[k].hits.saturating_add(h);
        if rules.revision.has(Change::HitsCappedAtStrength) {
            // 0.6.0: a unit never takes hits beyond its strength.
            hits = hits.min(rules.strength(&st.units[k]));
        }
        st.units[k].hits = hits;
        if h > 0 {
            hit.insert(k, canister.contains(&k));
        }
    }
    (hit, flanked)
}
