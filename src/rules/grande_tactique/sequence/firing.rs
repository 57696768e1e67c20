// 3. Firing Phase
//! The Firing Phase (3.): every unit of the moving side with a Firing marker fires if it
//! has a valid target (units of both sides without one lose the marker), one attack at a
//! time in the moving player's order; the target is chosen as the firing is resolved, by
//! the unit's standing fire priorities, else the nearest valid target (firing/: the valid
//! target and the firing contest). The unit fired upon gets a Firing marker: it returns
//! fire in its own turn.

use super::super::firing::{
    firing_contest, valid_target, Contestant, Effect, FireArm, FireRange, Shot,
};
use super::super::model::Rules;
use super::super::orders::Orders;
use super::super::state::{Arm, Quality, State};
use super::super::tables::ContestFactor;
use super::morale::{in_built_up_area, unit_factors};
use crate::board::table::measure::Length;
use crate::board::table::sight::Field;
use crate::board::table::wedge::units_only;
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::{firing::Said, say};
use crate::rules::table_game::log::Log;

/// A valid target: its index and the shot (range band, enfilade).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The target's index.
    pub index: usize,
    /// Edge-to-edge range (0 in contact).
    pub range: Length,
    /// The shot.
    pub shot: Shot,
}

/// Whether unit `i` may fire at all: infantry, or unlimbered artillery not silenced; not
/// routed.
pub fn can_fire(st: &State, i: usize) -> bool {
    let u = &st.units[i];
    !u.markers.routed
        && match u.arm {
            Arm::Infantry => true,
            Arm::FootArtillery | Arm::HorseArtillery => !u.limbered() && !u.markers.silenced,
            Arm::Cavalry | Arm::Cuirassiers => false,
        }
}

/// Whether enemy unit `j` is a valid target of unit `i` (firing/valid_target.rs) on `field`
/// (built with [`units_only`]).
pub fn valid(rules: &Rules, field: &Field<'_>, st: &State, i: usize, j: usize) -> Option<Target> {
    let (f, t) = (&st.units[i], &st.units[j]);
    if f.side() == t.side() || !can_fire(st, i) {
        return None;
    }
    let arm = if f.arm == Arm::Infantry {
        FireArm::Infantry
    } else {
        FireArm::Artillery
    };
    let charged = st
        .units
        .iter()
        .any(|c| c.side() == f.side() && c.markers.charge.as_deref() == Some(t.id()));
    let shot = valid_target(&rules.charts, field, &f.stand, &t.stand, arm, charged).ok()?;
    let range = match shot.range {
        FireRange::Contact => Length::ZERO,
        FireRange::Normal(r) | FireRange::Long(r) => r,
    };
    Some(Target {
        index: j,
        range,
        shot,
    })
}

/// Unit `i`'s target: the first valid one of its standing priorities, else the nearest
/// valid target (edge range, then id).
pub fn choose(rules: &Rules, field: &Field<'_>, st: &State, i: usize) -> Option<Target> {
    let id = st.units[i].id();
    if let Some(p) = st.priorities.get(id) {
        for t in p {
            if let Some(v) = st.unit_index(t).and_then(|j| valid(rules, field, st, i, j)) {
                return Some(v);
            }
        }
    }
    (0..st.units.len())
        .filter_map(|j| valid(rules, field, st, i, j))
        .min_by_key(|t| (t.range, st.units[t.index].id().to_string()))
}

/// Runs the phase.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) {
    log.open("3.", &say(&Said::FiringSection));
    let sight = units_only();
    let stands = st.stands();
    for i in 0..st.units.len() {
        if !st.units[i].markers.firing {
            continue;
        }
        let field = Field::new(&rules.table, &sight, &stands);
        if choose(rules, &field, st, i).is_none() {
            st.units[i].markers.firing = false;
            log.line(say(&Said::NoValidTarget {
                unit: st.units[i].id(),
            }));
        }
    }
    let side = st.moving_side().to_string();
    let mut order: Vec<String> = o.fire_order.clone();
    let mut rest: Vec<String> = st
        .units
        .iter()
        .filter(|u| u.side() == side && u.markers.firing && !order.iter().any(|x| x == u.id()))
        .map(|u| u.id().to_string())
        .collect();
    rest.sort();
    order.extend(rest);
    for id in order {
        let Some(i) = st
            .unit_index(&id)
            .filter(|i| st.units[*i].side() == side && st.units[*i].markers.firing)
        else {
            continue;
        };
        let stands = st.stands();
        let field = Field::new(&rules.table, &sight, &stands);
        let Some(t) = choose(rules, &field, st, i) else {
            st.units[i].markers.firing = false;
            log.line(say(&Said::NoValidTargetNow { unit: &id }));
            continue;
        };
        contest(rules, st, i, &t, dice, log);
    }
}

/// The contest side of unit `k` (`target`: the unit fired on; `against_artillery`: the
/// other side is artillery).
fn contestant(
    rules: &Rules,
    st: &State,
    k: usize,
    target: bool,
    against_artillery: bool,
) -> Contestant {
    let u = &st.units[k];
    let mut f = std::collections::BTreeSet::new();
    if u.arm.is_artillery() {
        f.insert(ContestFactor::Artillery);
    }
    match u.quality {
        Quality::Veteran => {
            f.insert(ContestFactor::Veteran);
        }
        Quality::Raw => {
            f.insert(ContestFactor::Raw);
        }
        Quality::Normal => {}
    }
    if target && in_built_up_area(rules, u) {
        f.insert(ContestFactor::Cover);
    }
    if target && u.in_square() && against_artillery {
        f.insert(ContestFactor::SquareUnderArtillery);
    }
    if u.limbered() {
        f.insert(ContestFactor::Limbered);
    }
    Contestant {
        name: u.id().to_string(),
        factors: f,
        shaken: u.markers.shaken,
        infantry: u.arm == Arm::Infantry,
        morale: unit_factors(rules, st, u),
    }
}

/// Applies `e` to unit `k`; returns it in words (none for no effect).
fn apply(st: &mut State, k: usize, e: &Effect) -> Option<String> {
    let id = st.units[k].id().to_string();
    let unit = id.as_str();
    Some(match e {
        Effect::None => return None,
        Effect::Shaken => {
            st.units[k].markers.shaken = true;
            say(&Said::LosesShaken { unit })
        }
        Effect::Routed(c) => {
            st.units[k].markers.shaken = true;
            st.units[k].markers.routed = true;
            st.units[k].markers.firing = false;
            match c {
                Some(c) => say(&Said::LosesRouted {
                    unit,
                    breakdown: &c.breakdown.to_string(),
                }),
                None => say(&Said::LosesAlreadyShaken { unit }),
            }
        }
        Effect::Held(c) => say(&Said::LosesStaysShaken {
            unit,
            breakdown: &c.breakdown.to_string(),
        }),
    })
}

/// One firing attack of unit `i` on `t` (firing/firing_contest.rs).
fn contest(
    rules: &Rules,
    st: &mut State,
    i: usize,
    t: &Target,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let j = t.index;
    let (fid, tid) = (st.units[i].id().to_string(), st.units[j].id().to_string());
    let firer = contestant(rules, st, i, false, st.units[j].arm.is_artillery());
    let target = contestant(rules, st, j, true, st.units[i].arm.is_artillery());
    let c = firing_contest(&rules.charts, &firer, &target, &t.shot, dice);
    log.fire
        .push((st.units[i].stand.front_centre(), st.units[j].stand.centre));
    let range = (t.range.0 != 0).then(|| t.range.to_string());
    let effects: Vec<String> = [(j, &c.target_effect), (i, &c.firer_effect)]
        .into_iter()
        .filter_map(|(k, e)| apply(st, k, e))
        .collect();
    let returns_fire = can_fire(st, j) && !st.units[j].markers.firing;
    if returns_fire {
        st.units[j].markers.firing = true;
    }
    log.line(say(&Said::Fires {
        firer: &fid,
        target: &tid,
        range: range.as_deref(),
        firer_total: &c.firer.to_string(),
        target_total: &c.target.to_string(),
        effects: &effects,
        returns_fire,
    }));
}
