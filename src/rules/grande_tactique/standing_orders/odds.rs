// 4. Charge Phase: charges judged by the morale checks of the charge.
//! A charge succeeds when the charger passes its morale check and the target fails its
//! own (combined_charge.rs). The standing orders charge when, by the morale table (a d6,
//! pass 4+, the modifiers the game measures: the units' own facts, a shaken target,
//! unshaken artillery from the front, a flank or rear charge, and the target's charged in
//! flank or rear), the charger passes on at least half the die's faces and the target
//! fails on at least half (`attack`) or two thirds (`hold`) of them, counted in whole faces
//! (integers only). Not routed or shaken chargers; artillery does not charge; the target
//! not routed; the best odds, then the nearest; one charger a target.

use super::super::model::Rules;
use super::super::sequence::morale::{need, unit_factors};
use super::super::state::State;
use super::super::tables::MoraleFactor;
use super::Proposal;
use crate::board::table::fire_lane::charge as lane;
use crate::board::table::stand::Edge;
use crate::rules::grande_tactique::words::{say, standing::Said};
use crate::rules::table_game::posture::Posture;

/// The faces of the die that fail a check needing `n`+ (out of `die`).
fn failing(n: i32, die: i32) -> i32 {
    (n - 1).clamp(0, die)
}

/// The charger's passing faces and the target's failing faces, out of the die.
pub fn faces(rules: &Rules, st: &State, i: usize, j: usize) -> (i32, i32) {
    let (c, t) = (&st.units[i], &st.units[j]);
    let edge = lane(&c.stand, &t.stand, &[]).edge;
    let mut cf = unit_factors(rules, st, c);
    let mut tf = unit_factors(rules, st, t);
    if t.markers.shaken {
        cf.insert(MoraleFactor::ChargingShaken);
    }
    if t.arm.is_artillery() && !t.markers.shaken && edge == Edge::Front {
        cf.insert(MoraleFactor::ChargingUnshakenArtilleryFront);
    }
    if edge != Edge::Front {
        cf.insert(MoraleFactor::ChargingFlankOrRear);
        tf.insert(if edge == Edge::Rear {
            MoraleFactor::ChargedInRear
        } else {
            MoraleFactor::ChargedInFlank
        });
    }
    let die = i32::try_from(rules.charts.morale.die).unwrap_or(6);
    (
        die - failing(need(rules, &cf), die),
        failing(need(rules, &tf), die),
    )
}

/// The target's failing faces a charge needs under `p`, of a die of `die` faces.
fn wanted(rules: &Rules, p: Posture, die: i32) -> i32 {
    rules.charts.standing_orders.target_fails(p, die)
}

/// `charge TARGET` for unit `i` when the odds favour it; the move into contact is checked
/// by the PIP use itself.
pub fn charge(rules: &Rules, st: &State, i: usize, p: Posture) -> Proposal {
    let c = &st.units[i];
    if c.arm.is_artillery() || c.markers.routed || c.markers.shaken || c.markers.charge.is_some() {
        return None;
    }
    let die = i32::try_from(rules.charts.morale.die).unwrap_or(6);
    let reach = rules.units.rate(c.arm, c.in_square());
    let odds = &rules.charts.standing_orders.charge_odds;
    let passes = odds.charger_passes.faces(die);
    let taken = |j: usize| {
        st.units
            .iter()
            .any(|u| u.markers.charge.as_deref() == Some(st.units[j].id()))
    };
    let (pass, fail, _, j) = st
        .units
        .iter()
        .enumerate()
        .filter(|(j, t)| t.side() != c.side() && !t.markers.routed && !taken(*j))
        .filter(|(_, t)| lane(&c.stand, &t.stand, &[]).distance <= reach)
        .map(|(j, t)| {
            let (pass, fail) = faces(rules, st, i, j);
            let d = lane(&c.stand, &t.stand, &[]).distance;
            (pass, fail, std::cmp::Reverse((d, t.id().to_string())), j)
        })
        .filter(|(pass, fail, ..)| *pass >= passes && *fail >= wanted(rules, p, die))
        .max_by_key(|(pass, fail, d, _)| (pass * fail, d.clone()))?;
    let t = st.units[j].id();
    Some((
        format!("charge {t}"),
        say(&Said::ChargesAtOdds {
            target: t,
            pass,
            die,
            fail,
            posture: p.word(),
            needs: wanted(rules, p, die),
        }),
    ))
}
