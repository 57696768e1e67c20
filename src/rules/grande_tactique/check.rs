//! The orders check: every id is the player's own; only the moving player gives the
//! turn's orders (the other may set standing fire priorities); Plans list the corps'
//! divisional generals; the +1 reaches within 9"; every PIP use parses and is legal on the
//! table as the earlier ones leave it (divisional generals in id order, each's uses in
//! order), one move or pivot per unit, and no general spends more than he could roll; a
//! general's `attach UNIT` or `detach` is his first line, and an attached general does not
//! ride.
//! Errors name the file, the YAML path and the rule.

use super::model::Rules;
use super::movement::ride;
use super::orders::{parse_line, Line, Orders, GENERAL_WORDS, WORDS};
use super::pip_costs::Use;
use super::sequence::attached::{self, attached_after};
use super::sequence::pip_dice::{most, plus_one_reaches};
use super::sequence::spending::{apply, cited};
use super::state::{Command, State};
use crate::board::table::measure::Point;
use crate::error::Result;
use crate::yaml::Source;
use std::collections::BTreeSet;

/// Checks `o` of the player who commands `side`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the first fault.
pub fn check(rules: &Rules, st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    if st.ending.is_some() {
        return Err(src.invalid("", "the battle is over"));
    }
    fire_priorities(st, side, o, src)?;
    if st.moving_side() != side {
        for (key, used) in [
            ("plans", !o.plans.is_empty()),
            ("plus_one", !o.plus_one.is_empty()),
            ("pips", !o.pips.is_empty()),
            ("generals", !o.generals.is_empty()),
            ("fire_order", !o.fire_order.is_empty()),
            ("principal", !o.principal.is_empty()),
            ("charge_order", !o.charge_order.is_empty()),
            ("follow_ups", !o.follow_ups.is_empty()),
        ] {
            if used {
                return Err(src.invalid(key, format!(
                    "it is the turn of {}: only the moving player gives {key}; yours are standing fire priorities (0. General Description)",
                    st.moving_side()
                )));
            }
        }
        return Ok(());
    }
    plans(st, side, o, src)?;
    plus_one(rules, st, side, o, src)?;
    generals(rules, st, side, o, src)?;
    let mut seen = BTreeSet::new();
    for (k, id) in o.fire_order.iter().enumerate() {
        own_unit(st, side, id, src, &format!("fire_order[{k}]"))?;
        if !seen.insert(id) {
            return Err(src.invalid(&format!("fire_order[{k}]"), format!("{id} is named twice")));
        }
    }
    follow_ups(st, side, o, src)?;
    for (t, p) in &o.principal {
        if st.unit(t).is_none_or(|u| u.side() == side) {
            return Err(src.invalid(&format!("principal.{t}"), format!("'{t}' is no enemy unit")));
        }
        own_unit(st, side, p, src, &format!("principal.{t}"))?;
    }
    let after = spending(rules, st, side, o, src)?;
    charge_order(&after, side, o, src)
}

/// The Charge Phase (4.): each name of `charge_order` is a charger these orders declare,
/// or the enemy unit one charges (`after`: the state once every use is made), named once.
fn charge_order(after: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    let mut seen = BTreeSet::new();
    for (k, name) in o.charge_order.iter().enumerate() {
        let path = format!("charge_order[{k}]");
        let declared = after
            .units
            .iter()
            .filter(|u| u.side() == side)
            .filter_map(|u| Some((u.id(), u.markers.charge.as_deref()?)))
            .find(|(c, t)| c == name || t == name);
        let Some((_, t)) = declared else {
            return Err(src.invalid(
                &path,
                format!(
                    "no charge is declared by or on '{name}' in these orders (4. Charge Phase)"
                ),
            ));
        };
        if !seen.insert(t.to_string()) {
            return Err(src.invalid(
                &path,
                format!("the charge on {t} is named twice: charges on one target are resolved together (4. Charge Phase)"),
            ));
        }
    }
    Ok(())
}

/// Either player's standing fire priorities: own units, each naming enemy units.
fn fire_priorities(st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    for (id, list) in &o.fire_priorities {
        own_unit(st, side, id, src, &format!("fire_priorities.{id}"))?;
        for (k, t) in list.iter().enumerate() {
            if st.unit(t).is_none_or(|u| u.side() == side) {
                return Err(src.invalid(
                    &format!("fire_priorities.{id}[{k}]"),
                    format!("'{t}' is no enemy unit"),
                ));
            }
        }
    }
    Ok(())
}

/// PIP Phase (2.): each corps or army commander's +1 given to a divisional general under
/// him within reach.
fn plus_one(rules: &Rules, st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    for (cmd, div) in &o.plus_one {
        let ok = st
            .general(cmd)
            .is_some_and(|g| g.side == side && g.command != Command::Division);
        if !ok {
            return Err(src.invalid(
                &format!("plus_one.{cmd}"),
                format!("'{cmd}' is no corps or army commander of yours"),
            ));
        }
        if !plus_one_reaches(rules, st, cmd, div) {
            return Err(src.invalid(
                &format!("plus_one.{cmd}"),
                format!(
                    "'{div}' is not a divisional general under {cmd} within {} (2. PIP Phase)",
                    rules.pips.commander_reach()
                ),
            ));
        }
    }
    Ok(())
}

/// The generals' rides: the player's own, not attached, on the table within a move.
fn generals(rules: &Rules, st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    for (id, (x, y)) in &o.generals {
        let g = st.general(id).filter(|g| g.side == side).ok_or_else(|| {
            src.invalid(
                &format!("generals.{id}"),
                format!("'{id}' is no general of yours"),
            )
        })?;
        if let Some(u) = attached_after(st, o, id) {
            return Err(src.invalid(
                &format!("generals.{id}"),
                format!("{id} is attached to {u} and moves with it: `detach` first (2. PIP Phase)"),
            ));
        }
        ride(rules, g.at, Point::new(x.0 .0, y.0 .0))
            .map_err(|why| src.invalid(&format!("generals.{id}"), why))?;
    }
    Ok(())
}

/// Follow-up orders name the player's own cavalry.
fn follow_ups(st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    for id in o.follow_ups.keys() {
        let path = format!("follow_ups.{id}");
        own_unit(st, side, id, src, &path)?;
        if st.unit(id).is_some_and(|u| !u.arm.is_cavalry()) {
            return Err(src.invalid(
                &path,
                format!("{id} is no cavalry: only successful cavalry follow up (4. Charge Phase)"),
            ));
        }
    }
    Ok(())
}

fn own_unit(st: &State, side: &str, id: &str, src: &Source, path: &str) -> Result<()> {
    if st.unit(id).is_some_and(|u| u.side() == side) {
        Ok(())
    } else {
        Err(src.invalid(path, format!("'{id}' is no unit of yours")))
    }
}

fn plans(st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    for (corps, plan) in &o.plans {
        let path = format!("plans.{corps}");
        if !st.dice_rollers(side).iter().any(|g| &g.id == corps) {
            return Err(src.invalid(
                &path,
                format!("'{corps}' is no corps commander of yours with divisions"),
            ));
        }
        let mut want: Vec<&str> = st
            .divisions_of(corps)
            .iter()
            .map(|g| g.id.as_str())
            .collect();
        let mut got: Vec<&str> = plan.iter().map(String::as_str).collect();
        want.sort_unstable();
        got.sort_unstable();
        if want != got {
            return Err(src.invalid(
                &path,
                format!(
                    "a Plan ranks every divisional general of {corps} once: {} (2. PIP Phase)",
                    want.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

/// Every PIP use, made in order on a copy of the state; the copy once they are made.
fn spending(rules: &Rules, st: &State, side: &str, o: &Orders, src: &Source) -> Result<State> {
    let mut t = st.clone();
    let mut moved = BTreeSet::new();
    for (div, lines) in &o.pips {
        let ok = st
            .general(div)
            .is_some_and(|g| g.side == side && g.command == Command::Division);
        if !ok {
            return Err(src.invalid(
                &format!("pips.{div}"),
                format!("'{div}' is no divisional general of yours"),
            ));
        }
        let mut spent = 0;
        let bound = most(rules, st, o, div);
        for (k, line) in lines.iter().enumerate() {
            let path = format!("pips.{div}[{k}]");
            let parsed = parse_line(line).ok_or_else(|| {
                src.invalid(
                    &path,
                    format!(
                        "'{line}' is not `UNIT ACTION`, ACTION one of: {WORDS}; or {GENERAL_WORDS}"
                    ),
                )
            })?;
            spent += match &parsed {
                Line::Spend(sp) => {
                    apply(rules, &mut t, (side, div), sp, &mut moved)
                        .map_err(|why| src.invalid(&path, why))?
                        .cost
                }
                other => {
                    attached::apply(rules, &mut t, (side, div), other, k == 0)
                        .map_err(|why| src.invalid(&path, cited(rules, why)))?;
                    rules.pips.cost(if *other == Line::Detach {
                        Use::Detach
                    } else {
                        Use::Attach
                    })
                }
            };
            if spent > bound {
                return Err(src.invalid(&path, format!(
                    "PIPs overspent: {div} would spend {spent} PIPs, and can have at most {bound} this turn (2. PIP Phase)"
                )));
            }
        }
    }
    Ok(t)
}
