//! The Charge Phase (4.): the charges paid in the PIP Phase are resolved, several on one target
//! together under a principal charger (the moving player's choice, else the first paid).
//! The attacker's check (a morale check with the charge modifiers) before the charge; the
//! defender's check when charged; a defender that fails flees (artillery is silenced); a
//! defender that holds repulses the charge. Cavalry that charged successfully take a
//! morale check: failing it, they pursue.

use super::super::orders::Orders;
use super::super::state::{Arm, State};
use super::super::tables::MoraleFactor;
use super::super::Rules;
use super::morale::{roll, unit_factors};
use crate::board::table::costs::MoveCosts;
use crate::board::table::measure::Length;
use crate::board::table::moves::{make_move, Move, MoveRules};
use crate::board::table::range::{bearing_to, facing_edge};
use crate::board::table::stand::Edge;
use crate::fairness::Dice;
use crate::rules::old_trousers::log::Log;
use std::collections::BTreeSet;

/// The provisional part, named in the report.
pub const PROVISIONAL: &str = "4. Charge Phase after the attacker's check: PROVISIONAL (not in our text): a charger that fails its check becomes shaken and the charge stops; the defender's check decides: failing, it flees (artillery is silenced in place); passing, the principal charger becomes shaken (routs if shaken) and the charge is repulsed; a successful cavalry charger that fails a morale check pursues; flight runs straight away from the principal charger and stops short of any unit";

/// The attacker's modifiers of unit `c` charging `t` (the rules' list).
fn attacker_modifiers(
    rules: &Rules,
    st: &State,
    c: usize,
    t: usize,
    others: usize,
) -> BTreeSet<MoraleFactor> {
    let (cu, tu) = (&st.units[c], &st.units[t]);
    let mut m = unit_factors(rules, st, cu);
    let edge = facing_edge(&tu.stand, cu.stand.front_centre());
    if tu.arm.is_artillery() && !tu.markers.shaken && edge == Edge::Front {
        m.insert(MoraleFactor::ChargingUnshakenArtilleryFront);
    }
    if tu.markers.shaken {
        m.insert(MoraleFactor::ChargingShaken);
    }
    if others > 0 {
        m.insert(MoraleFactor::AnotherCharge);
    }
    if edge != Edge::Front {
        m.insert(MoraleFactor::ChargingFlankOrRear);
    }
    m
}

/// Runs the phase.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) {
    log.open("4.", "Charge Phase");
    let side = st.moving_side().to_string();
    let mut targets: Vec<String> = st
        .units
        .iter()
        .filter(|u| u.side() == side)
        .filter_map(|u| u.markers.charge.clone())
        .collect();
    targets.sort();
    targets.dedup();
    if targets.is_empty() {
        log.line("No charge was declared.");
    }
    for t in targets {
        resolve(rules, st, o, &t, dice, log);
    }
}

fn resolve(
    rules: &Rules,
    st: &mut State,
    o: &Orders,
    target: &str,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let side = st.moving_side().to_string();
    let mut chargers: Vec<String> = st
        .units
        .iter()
        .filter(|u| u.side() == side && u.markers.charge.as_deref() == Some(target))
        .map(|u| u.id().to_string())
        .collect();
    for c in &chargers {
        if let Some(i) = st.unit_index(c) {
            st.units[i].markers.charge = None;
        }
    }
    let Some(t) = st.unit_index(target) else {
        log.line(format!("{target} is gone: the charges on it lapse"));
        return;
    };
    if let Some(p) = o.principal.get(target).filter(|p| chargers.contains(p)) {
        chargers.retain(|c| c != p);
        chargers.insert(0, p.clone());
    }
    let mut going = vec![];
    for c in &chargers {
        let Some(i) = st.unit_index(c) else { continue };
        let mods = attacker_modifiers(rules, st, i, t, chargers.len() - 1);
        let chk = roll(rules, dice, c, &mods);
        if chk.passed {
            log.line(format!(
                "{c} charges {target}: attacker's check {}",
                chk.words
            ));
            going.push(i);
        } else {
            st.units[i].markers.shaken = true;
            log.line(format!(
                "{c} charges {target}: attacker's check {}; shaken, the charge stops (provisional)",
                chk.words
            ));
        }
    }
    let Some(&principal) = going.first() else {
        return;
    };
    let mut mods = unit_factors(rules, st, &st.units[t]);
    if going.len() > 1 {
        mods.insert(MoraleFactor::ChargedBySeveral);
    }
    if going
        .iter()
        .any(|&i| facing_edge(&st.units[t].stand, st.units[i].stand.front_centre()).is_flank())
    {
        mods.insert(MoraleFactor::ChargedInFlank);
    }
    let chk = roll(rules, dice, target, &mods);
    if chk.passed {
        let p = st.units[principal].id().to_string();
        let was = st.units[principal].markers.shaken;
        st.units[principal].markers.shaken = true;
        st.units[principal].markers.routed |= was;
        log.line(format!(
            "{target} holds: defender's check {}; {p} is repulsed and {} (provisional)",
            chk.words,
            if was { "routs" } else { "shaken" }
        ));
        return;
    }
    if st.units[t].arm.is_artillery() {
        st.units[t].markers.silenced = true;
        st.units[t].markers.firing = false;
        log.line(format!(
            "{target} fails: defender's check {}; the battery is silenced",
            chk.words
        ));
        return;
    }
    let from_cavalry = st.units[principal].arm.is_cavalry();
    let fl = &rules.charts.flight;
    let (dist, extra) = match (st.units[t].arm.is_cavalry(), from_cavalry) {
        (false, _) => (fl.infantry, String::new()),
        (true, false) => (fl.cavalry_from_foot, String::new()),
        (true, true) => {
            let dd = &fl.cavalry_from_cavalry;
            let rolled: Vec<u32> = (0..dd.dice)
                .map(|_| dice.roll(dd.die, &format!("flight of {target}")).value)
                .collect();
            let more: u32 = rolled.iter().sum();
            let words: Vec<String> = rolled.iter().map(u32::to_string).collect();
            (
                dd.inches.0 + Length::inches(i64::from(more)),
                format!(
                    " ({} + {}d{} {})",
                    dd.inches.0,
                    dd.dice,
                    dd.die,
                    words.join("+")
                ),
            )
        }
    };
    st.units[t].markers.routed = true;
    st.units[t].markers.shaken = true;
    st.units[t].markers.firing = false;
    let away = bearing_to(st.units[principal].stand.centre, st.units[t].stand.centre);
    let fled = flee(rules, st, t, away, dist, log);
    log.line(format!(
        "{target} fails: defender's check {}; routs and flees {dist}{extra}: {fled}",
        chk.words
    ));
    for &i in &going {
        if !st.units[i].arm.is_cavalry() {
            continue;
        }
        let id = st.units[i].id().to_string();
        let mods = unit_factors(rules, st, &st.units[i]);
        let c = roll(rules, dice, &id, &mods);
        if c.passed {
            log.line(format!("{id}: morale check {}; halts", c.words));
            continue;
        }
        let pursue = if st.units.get(t).is_some_and(|u| u.arm == Arm::Infantry) || !from_cavalry {
            rules.charts.flight.pursuit.infantry.0
        } else {
            Length(dist.0 - rules.charts.flight.pursuit.cavalry_less.0 .0)
        };
        let moved = advance(rules, st, i, pursue);
        log.line(format!("{id}: morale check {}; pursues {moved}", c.words));
    }
}

/// Turns unit `t` to `away` and moves it straight up to `dist`, stopping short of any unit
/// (by half inches); off the table it is lost. Returns what happened in words.
fn flee(
    rules: &Rules,
    st: &mut State,
    t: usize,
    away: crate::board::table::measure::Angle,
    dist: Length,
    log: &mut Log,
) -> String {
    let turned = st.units[t].stand.placed(st.units[t].stand.centre, away);
    st.units[t].stand = turned;
    let id = st.units[t].id().to_string();
    let costs = MoveCosts::default();
    let stands = st.stands();
    let rules_at = |allow: Length| MoveRules {
        table: &rules.table,
        stands: &stands,
        interpenetrate: false,
        allowance: allow,
        costs: &costs,
    };
    let full = make_move(&st.units[t].stand, Move::Advance(dist), &rules_at(dist));
    if matches!(full, Err(crate::board::table::moves::MoveError::OffTable)) {
        let gone = st.units.remove(t);
        if let Some(s) = st.sides.get_mut(gone.side()) {
            s.lost.push(id.clone());
        }
        return "off the table: lost".into();
    }
    let mut d = dist;
    while d.0 > 0 {
        if let Ok(m) = make_move(&st.units[t].stand, Move::Advance(d), &rules_at(d)) {
            log.tracks.push(crate::rules::old_trousers::log::Track {
                id: id.clone(),
                side: st.units[t].side().to_string(),
                path: m.path.clone(),
            });
            st.units[t].stand = m.stand;
            return format!("fled {d}");
        }
        d = Length(d.0 - 500);
    }
    "cannot flee: stays".into()
}

/// Moves unit `i` straight ahead up to `dist`, stopping short of any unit. Returns the
/// distance moved.
fn advance(rules: &Rules, st: &mut State, i: usize, dist: Length) -> Length {
    let costs = MoveCosts::default();
    let stands = st.stands();
    let mut d = dist;
    while d.0 > 0 {
        let r = MoveRules {
            table: &rules.table,
            stands: &stands,
            interpenetrate: false,
            allowance: d,
            costs: &costs,
        };
        if let Ok(m) = make_move(&st.units[i].stand, Move::Advance(d), &r) {
            st.units[i].stand = m.stand;
            return d;
        }
        d = Length(d.0 - 500);
    }
    Length::ZERO
}
