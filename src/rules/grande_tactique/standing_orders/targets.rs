// 3. Firing Phase: the standing orders' targets and Firing markers.
//! A unit that may fire and has a valid target (firing/valid_target.rs, as the Firing
//! Phase judges it) starts firing (2. PIP Phase); every unit that may fire is given
//! standing fire priorities: its valid targets, a unit not routed before a routed one,
//! then the nearest, then the shaken (easier to break), then by id.

use super::super::model::Rules;
use super::super::sequence::firing::{can_fire, valid};
use super::super::state::State;
use super::{Decided, Proposal, Why};
use crate::board::table::sight::Field;
use crate::board::table::wedge::units_only;
use crate::rules::grande_tactique::words::{say, standing::Said};
use crate::rules::table_game::posture::Posture;

/// Unit `i`'s valid targets, the best first.
pub fn ranked(rules: &Rules, st: &State, i: usize) -> Vec<usize> {
    let sight = units_only();
    let stands = st.stands();
    let field = Field::new(&rules.table, &sight, &stands);
    let mut v: Vec<_> = (0..st.units.len())
        .filter_map(|j| valid(rules, &field, st, i, j))
        .map(|t| {
            let e = &st.units[t.index];
            (
                (
                    e.markers.routed,
                    t.range,
                    !e.markers.shaken,
                    e.id().to_string(),
                ),
                t.index,
            )
        })
        .collect();
    v.sort();
    v.into_iter().map(|(_, j)| j).collect()
}

/// `start firing` for a unit that may fire, is not firing, and has a valid target.
pub fn start_firing(rules: &Rules, st: &State, i: usize, _p: Posture) -> Proposal {
    let u = &st.units[i];
    if u.markers.firing || u.markers.charge.is_some() || !can_fire(st, i) {
        return None;
    }
    let best = *ranked(rules, st, i).first()?;
    Some((
        "start firing".into(),
        say(&Said::StartsFiringAt {
            target: st.units[best].id(),
        }),
    ))
}

/// Standing fire priorities of `side`'s units that may fire.
pub fn priorities(rules: &Rules, st: &State, side: &str, d: &mut Decided) {
    for i in 0..st.units.len() {
        if st.units[i].side() != side || !can_fire(st, i) {
            continue;
        }
        let list: Vec<String> = ranked(rules, st, i)
            .into_iter()
            .map(|j| st.units[j].id().to_string())
            .collect();
        if list.is_empty() {
            continue;
        }
        let id = st.units[i].id().to_string();
        d.why.push(Why {
            key: "fire_priorities",
            id: id.clone(),
            words: say(&Said::FiresAtFirst { target: &list[0] }),
        });
        d.orders.fire_priorities.insert(id, list);
    }
}
