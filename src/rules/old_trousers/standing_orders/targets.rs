// III.B.3 Stationary Fire Subsegment: the standing orders' choice of target.
//! Fire at the best target in reach: of the enemies a unit may fire at now (arc, range,
//! line of sight, as the fire check judges them), the unit not routed before a routed one,
//! then the nearest, then the one with the most hits taken (to break it), then by id.

use super::super::model::Rules;
use super::super::sequence::volley::{can_fire, reach};
use super::super::state::State;
use super::Decided;
use crate::board::table::measure::Length;
use crate::board::table::sight::Field;
use crate::rules::old_trousers::words::{say, standing::Said};
use std::collections::BTreeSet;

/// The best target of unit `i`, its index and edge range.
pub fn best(rules: &Rules, field: &Field, st: &State, i: usize) -> Option<(usize, Length)> {
    let side = st.units[i].side();
    st.units
        .iter()
        .enumerate()
        .filter(|(_, e)| e.side() != side)
        .filter_map(|(j, e)| {
            let r = reach(rules, field, st, i, j).ok()?;
            let hits = std::cmp::Reverse(e.hits);
            Some(((e.stand.markers.routed, r, hits, e.id().to_string()), j, r))
        })
        .min()
        .map(|(_, j, r)| (j, r))
}

/// Fire orders of `side`'s units that may fire, but those in `busy` (moving or charging).
pub fn fire(rules: &Rules, st: &State, side: &str, busy: &BTreeSet<String>, d: &mut Decided) {
    let stands = st.stands();
    let field = Field::new(&rules.table, &rules.charts.visibility.sight, &stands);
    for (i, u) in st.units.iter().enumerate() {
        if u.side() != side || !can_fire(u) || busy.contains(u.id()) {
            continue;
        }
        if let Some((j, r)) = best(rules, &field, st, i) {
            let t = &st.units[j];
            d.orders.fire.insert(u.id().to_string(), t.id().to_string());
            d.say(
                "fire",
                u.id(),
                say(&Said::FiresAtBest {
                    target: t.id(),
                    range: &r.to_string(),
                }),
            );
        }
    }
}
