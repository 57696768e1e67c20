//! The Firing Phase (3.): every unit of the moving side with a Firing marker fires if it has a
//! valid target (units of both sides without one lose the marker), one attack at a time in
//! the moving player's order; the target is chosen as the firing is resolved, by the
//! unit's standing fire priorities, else the nearest valid target. A firing contest makes
//! the loser shaken (shaken infantry take a morale check and rout if they fail; other
//! shaken units rout). A unit fired upon gets a Firing marker: it returns fire in its own
//! turn.

use super::super::movement::cover_touched;
use super::super::orders::Orders;
use super::super::state::{Arm, Quality, State};
use super::super::tables::ContestFactor;
use super::super::Rules;
use super::morale::{in_built_up_area, roll, unit_factors};
use crate::board::table::measure::Length;
use crate::board::table::range::{in_arc, in_contact, range_edge};
use crate::board::table::sight::{Field, Sight};
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;
use crate::rules::old_trousers::log::Log;

/// A valid target: its index and the firer's modifier (long range -1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The target's index.
    pub index: usize,
    /// Edge-to-edge range.
    pub range: Length,
    /// The firer's modifier.
    pub modifier: i32,
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

/// Whether enemy unit `j` is a valid target of unit `i`: in the wedge from its front
/// corners; infantry in base contact; artillery within 12" with the line of sight clear,
/// not into woods, not at a unit its own side is charging.
pub fn valid(rules: &Rules, field: &Field<'_>, st: &State, i: usize, j: usize) -> Option<Target> {
    let (f, t) = (&st.units[i], &st.units[j]);
    if f.side() == t.side() || !can_fire(st, i) {
        return None;
    }
    let fire = &rules.charts.firing;
    if f.arm == Arm::Infantry {
        let ok = in_contact(&f.stand, &t.stand)
            && in_arc(&f.stand, &t.stand, fire.wedge, Length::inches(1))
            && range_edge(&f.stand, &t.stand) <= fire.infantry_range;
        return ok.then_some(Target {
            index: j,
            range: Length::ZERO,
            modifier: 0,
        });
    }
    let long = fire.artillery.long.0;
    let range = field
        .fire_check(&f.stand, &t.stand, fire.wedge, long)
        .ok()?;
    let in_woods = cover_touched(&rules.table, &t.stand).iter().any(|id| {
        rules.table.areas.iter().any(|a| {
            &a.id == id
                && matches!(
                    a.kind,
                    AreaKind::LightWoods | AreaKind::MediumWoods | AreaKind::HeavyWoods
                )
        })
    });
    let charged = st
        .units
        .iter()
        .any(|c| c.side() == f.side() && c.markers.charge.as_deref() == Some(t.id()));
    if in_woods || charged {
        return None;
    }
    let modifier = if range > fire.artillery.normal.0 {
        fire.long_range.value
    } else {
        0
    };
    Some(Target {
        index: j,
        range,
        modifier,
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
    log.open("3.", "Firing Phase");
    let sight = Sight::default();
    let stands = st.stands();
    for i in 0..st.units.len() {
        if !st.units[i].markers.firing {
            continue;
        }
        let field = Field::new(&rules.table, &sight, &stands);
        if choose(rules, &field, st, i).is_none() {
            st.units[i].markers.firing = false;
            log.line(format!(
                "{}: no valid target; Firing marker removed",
                st.units[i].id()
            ));
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
            log.line(format!("{id}: no valid target now; Firing marker removed"));
            continue;
        };
        contest(rules, st, i, &t, dice, log);
    }
}

/// The contest facts of unit `k` (`against_artillery`: the other side is artillery).
fn contest_facts(
    rules: &Rules,
    st: &State,
    k: usize,
    target: bool,
    against_artillery: bool,
) -> Vec<ContestFactor> {
    let u = &st.units[k];
    let mut f = vec![];
    if u.arm.is_artillery() {
        f.push(ContestFactor::Artillery);
    }
    match u.quality {
        Quality::Veteran => f.push(ContestFactor::Veteran),
        Quality::Raw => f.push(ContestFactor::Raw),
        Quality::Normal => {}
    }
    if u.markers.shaken {
        f.push(ContestFactor::Shaken);
    }
    if target && in_built_up_area(rules, u) {
        f.push(ContestFactor::Cover);
    }
    if target && u.in_square() && against_artillery {
        f.push(ContestFactor::SquareUnderArtillery);
    }
    if u.limbered() {
        f.push(ContestFactor::Limbered);
    }
    f
}

/// One side's score: its die and the chart's modifiers, in words.
fn score(
    rules: &Rules,
    die: u32,
    facts: &[ContestFactor],
    extra: Option<(&str, i32)>,
) -> (i32, String) {
    let c = &rules.charts.firing.contest;
    let mut total = die as i32;
    let mut words = format!("d{} {die}", c.die);
    for f in facts {
        if let Some(m) = c.modifiers.get(f) {
            total += m.value;
            words.push_str(&format!(" + {} {:+}", m.label, m.value));
        }
    }
    if let Some((label, v)) = extra {
        total += v;
        words.push_str(&format!(" + {label} {v:+}"));
    }
    (total, format!("{words} = {total}"))
}

/// One firing attack of unit `i` on `t`: the contest of the firing chart (provisional).
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
    let sides = rules.charts.firing.contest.die;
    let fd = dice
        .roll(sides, &format!("firing contest: {fid} fires"))
        .value;
    let td = dice
        .roll(sides, &format!("firing contest: {tid} fired on"))
        .value;
    let firer_art = st.units[i].arm.is_artillery();
    let target_art = st.units[j].arm.is_artillery();
    let long =
        (t.modifier != 0).then(|| (rules.charts.firing.long_range.label.as_str(), t.modifier));
    let (fs, fw) = score(
        rules,
        fd,
        &contest_facts(rules, st, i, false, target_art),
        long,
    );
    let (ts, tw) = score(
        rules,
        td,
        &contest_facts(rules, st, j, true, firer_art),
        None,
    );
    log.fire
        .push((st.units[i].stand.front_centre(), st.units[j].stand.centre));
    let at = if t.range.0 == 0 {
        "in contact".to_string()
    } else {
        format!("at {}", t.range)
    };
    let mut line =
        format!("{fid} fires on {tid} ({at}): FIRING CONTEST {fid} {fw} against {tid} {tw}");
    if fs > ts {
        line.push_str(&format!("; {tid} loses: {}", lose(rules, st, j, dice)));
    } else if ts - fs >= rules.charts.firing.contest.firer_loses_by {
        line.push_str(&format!("; {fid} loses: {}", lose(rules, st, i, dice)));
    } else {
        line.push_str("; no effect");
    }
    if let Some(j) = st.unit_index(&tid) {
        if can_fire(st, j) && !st.units[j].markers.firing {
            st.units[j].markers.firing = true;
            line.push_str(&format!(
                "; {tid} takes a Firing marker and returns fire in its turn"
            ));
        }
    }
    log.line(line);
}

/// Unit `j` loses a firing contest: eager becomes shaken; shaken infantry take a morale
/// check and rout if they fail; other shaken units rout. Returns the words.
pub fn lose(rules: &Rules, st: &mut State, j: usize, dice: &mut dyn Dice) -> String {
    let u = &st.units[j];
    if !u.markers.shaken {
        st.units[j].markers.shaken = true;
        return "shaken".into();
    }
    if u.arm == Arm::Infantry {
        let mods = unit_factors(rules, st, u);
        let c = roll(rules, dice, u.id(), &mods);
        if c.passed {
            return format!("shaken; morale check {}", c.words);
        }
        st.units[j].markers.routed = true;
        st.units[j].markers.firing = false;
        return format!("morale check {}; routed", c.words);
    }
    st.units[j].markers.routed = true;
    st.units[j].markers.firing = false;
    "already shaken: routed".into()
}
