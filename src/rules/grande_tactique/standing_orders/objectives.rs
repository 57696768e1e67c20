// 2. PIP Phase: rally, and moves on the scenario's objectives.
//! A routed unit is rallied first (`rally`). Under `attack`, a unit that neither fires nor
//! charges moves on its objective: the nearest objective village (victory.objectives) its
//! side does not hold, at the centre of its outline, or, when the side holds them all, the
//! nearest enemy not routed, stopping 1" short of it. Within 5 degrees of its facing it
//! advances, within 45 it obliques; beyond, it pivots to face it (one move or pivot a
//! turn). The 1", 5 and 45 degrees are charts/standing-orders.yaml's `stand-off`,
//! `straight-within` and `pivot-beyond` (provisional). Limbered
//! artillery with an enemy within long range unlimbers. Under `hold` nothing moves.

use super::super::model::Rules;
use super::super::orders::parse_spend;
use super::super::sequence::spending::apply;
use super::super::state::State;
use super::Proposal;
use crate::board::table::measure::{Length, Point};
use crate::board::table::range::{bearing_to, range_edge};
use crate::rules::grande_tactique::words::{say, standing::Said};
use crate::rules::table_game::posture::Posture;
use std::collections::BTreeSet;

/// `rally` for a routed unit.
pub fn rally(_rules: &Rules, st: &State, i: usize, _p: Posture) -> Proposal {
    st.units[i].markers.routed.then(|| {
        (
            "rally".into(),
            "rallies: it is routed (2. PIP Phase)".into(),
        )
    })
}

/// The point unit `i` moves on and how far short of it to stop, with its name.
fn objective(rules: &Rules, st: &State, i: usize) -> Option<(Point, Length, String)> {
    let u = &st.units[i];
    let village = st
        .victory
        .objectives
        .iter()
        .filter(|(_, holder)| holder.as_str() != u.side())
        .filter_map(|(id, _)| rules.table.areas.iter().find(|a| &a.id == id))
        .filter(|a| !a.outline.is_empty())
        .map(|a| {
            let n = a.outline.len() as i64;
            let (x, y) = a
                .outline
                .iter()
                .fold((0, 0), |(x, y), p| (x + p.x, y + p.y));
            let c = Point::new(x / n, y / n);
            (u.stand.centre.distance(c), a.id.clone(), c)
        })
        .min();
    if let Some((_, id, c)) = village {
        return Some((c, Length::ZERO, say(&Said::TheObjective { id: &id })));
    }
    st.units
        .iter()
        .filter(|e| e.side() != u.side() && !e.markers.routed)
        .map(|e| {
            (
                range_edge(&u.stand, &e.stand),
                e.id().to_string(),
                e.stand.centre,
            )
        })
        .min()
        .map(|(r, id, c)| {
            (
                c,
                u.stand.centre.distance(c) - r + rules.charts.standing_orders.stand_off,
                say(&Said::NearestEnemy { id: &id }),
            )
        })
}

/// Whether the PIP use `words` of unit `i` may be made on the table as it stands.
fn makes(rules: &Rules, st: &State, i: usize, words: &str) -> bool {
    let u = &st.units[i];
    parse_spend(&format!("{} {words}", u.id())).is_some_and(|sp| {
        apply(
            rules,
            &mut st.clone(),
            (u.side(), u.division()),
            &sp,
            &mut BTreeSet::new(),
        )
        .is_ok()
    })
}

/// Unlimber a limbered battery with an enemy within long range.
fn unlimber(rules: &Rules, st: &State, i: usize) -> Proposal {
    let u = &st.units[i];
    let long = rules.charts.firing.artillery.long.0;
    let near = st
        .units
        .iter()
        .any(|e| e.side() != u.side() && range_edge(&u.stand, &e.stand) <= long);
    (u.limbered() && near && makes(rules, st, i, "unlimber")).then(|| {
        (
            "unlimber".into(),
            say(&Said::UnlimbersNear {
                long: &long.to_string(),
            }),
        )
    })
}

/// The move of unit `i` on its objective (attack).
pub fn advance(rules: &Rules, st: &State, i: usize, p: Posture) -> Proposal {
    let u = &st.units[i];
    if u.markers.routed || u.markers.firing || u.markers.charge.is_some() {
        return None;
    }
    if u.arm.is_artillery() && u.limbered() {
        if let Some(x) = unlimber(rules, st, i) {
            return Some(x);
        }
    }
    if p != Posture::Attack {
        return None;
    }
    let (to, short, name) = objective(rules, st, i)?;
    let dir = bearing_to(u.stand.centre, to);
    let turn = u.stand.facing.turn_to(dir);
    let chart = &rules.charts.standing_orders;
    if turn.abs() > chart.pivot_beyond {
        let w = format!("pivot {}", dir.0);
        return makes(rules, st, i, &w).then(|| (w, say(&Said::PivotsToFace { name: &name })));
    }
    let far = u.stand.centre.distance(to) - short;
    let mut n = rules.units.rate(u.arm, u.in_square()).min(far).0 / 1000;
    while n >= 1 {
        let w = if turn.abs() <= chart.straight_within {
            format!("advance {n}")
        } else {
            format!("oblique {turn} {n}")
        };
        if makes(rules, st, i, &w) {
            return Some((w, say(&Said::MovesOn { name: &name })));
        }
        n -= 1;
    }
    None
}
