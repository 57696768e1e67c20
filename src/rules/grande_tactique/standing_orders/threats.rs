// 2. PIP Phase: form square when cavalry threatens.
//! Infantry forms square (in the open, as the PIP use allows) when an enemy cavalry unit
//! not routed stands within its move of it (edge to edge, the charger's move at its
//! rate, times charts/standing-orders.yaml's `cavalry-threat`, provisional: 1), so that a
//! charge could reach it next turn; infantry in square that no cavalry
//! threatens forms line again under `attack`.

use super::super::model::Rules;
use super::super::state::{Arm, State};
use super::Proposal;
use crate::board::table::range::range_edge;
use crate::rules::grande_tactique::words::{say, standing::Said};
use crate::rules::table_game::posture::Posture;

/// The enemy cavalry that could charge unit `i` next turn, by id.
pub fn cavalry(rules: &Rules, st: &State, i: usize) -> Option<String> {
    let u = &st.units[i];
    let threat = rules.charts.standing_orders.cavalry_threat;
    st.units
        .iter()
        .filter(|e| e.side() != u.side() && e.arm.is_cavalry() && !e.markers.routed)
        .filter(|e| range_edge(&e.stand, &u.stand) <= threat.of(rules.units.rate(e.arm, false)))
        .map(|e| (range_edge(&e.stand, &u.stand), e.id().to_string()))
        .min()
        .map(|(_, id)| id)
}

/// `form square` against a threat, `form line` without one (attack).
pub fn square(rules: &Rules, st: &State, i: usize, p: Posture) -> Proposal {
    let u = &st.units[i];
    if u.arm != Arm::Infantry || u.markers.routed || u.markers.charge.is_some() {
        return None;
    }
    match (cavalry(rules, st, i), u.in_square()) {
        (Some(c), false) => Some((
            "form square".into(),
            say(&Said::FormsSquareAgainst { who: &c }),
        )),
        (None, true) if p == Posture::Attack => Some((
            "form line".into(),
            "forms line: no cavalry threatens it (2. PIP Phase)".into(),
        )),
        _ => None,
    }
}
