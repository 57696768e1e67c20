//! The orders check: every id is the player's own, every step parses and its walk is legal
//! on the table as it stands (units in the order of their ids, as the resolution moves
//! them), leader moves, new orders and command points fit their charts; the phasing
//! player's keys are refused from the other player. Errors name the file, the YAML path and
//! the rule.

use super::command::{command_points, new_orders};
use super::model::Rules;
use super::movement::walk;
use super::orders::{parse_step, Orders, WORDS};
use super::sequence::{charges, leaders, movement};
use super::state::State;
use crate::error::Result;
use crate::yaml::Source;

/// Checks `o` of the player who commands `side`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the first fault.
pub fn check(rules: &Rules, st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    if st.ending.is_some() {
        return Err(src.invalid("", "the battle is over"));
    }
    whose_keys(st, side, o, src)?;
    standing(st, side, o, src)?;
    for (i, n) in o.orders.iter().enumerate() {
        if let Some(why) = new_orders::refusal(st, side, n, &o.orders[..i]) {
            return Err(src.invalid(&format!("orders[{i}]"), why));
        }
    }
    for (l, units) in &o.command_points {
        if let Some(why) = command_points::refusal(rules, st, side, l, units) {
            return Err(src.invalid(&format!("command_points.{l}"), why));
        }
    }
    for (id, m) in &o.leaders {
        leaders::destination(rules, st, side, id, m)
            .map_err(|why| src.invalid(&format!("leaders.{id}"), format!("{why} (III.B.1)")))?;
    }
    moves(rules, st, side, o, src)?;
    for (id, t) in &o.charges {
        if let Some(why) = charges::refusal(rules, st, side, id, t) {
            return Err(src.invalid(&format!("charges.{id}"), why));
        }
        if o.moves.contains_key(id) {
            return Err(src.invalid(
                &format!("charges.{id}"),
                "a charging unit makes no other move (III.B.2)",
            ));
        }
    }
    Ok(())
}

/// III: the phasing player's keys come from him alone; reactions only from the other.
fn whose_keys(st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    let phasing = st.phasing_side() == side;
    if !phasing {
        for (key, used) in [
            ("moves", !o.moves.is_empty()),
            ("leaders", !o.leaders.is_empty()),
            ("orders", !o.orders.is_empty()),
            ("command_points", !o.command_points.is_empty()),
            ("charges", !o.charges.is_empty()),
        ] {
            if used {
                return Err(src.invalid(
                    key,
                    format!(
                        "only the phasing player ({}) gives {key} (III)",
                        st.phasing_side()
                    ),
                ));
            }
        }
    } else if !o.reactions.is_empty() {
        return Err(src.invalid(
            "reactions",
            "reactions are standing orders for the other player's phase",
        ));
    }
    Ok(())
}

/// Either player's standing orders: fire targets, reactions, breakthroughs, each naming
/// the player's own units (and for fire an enemy unit or `none`).
fn standing(st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    for (id, r) in o.fire.iter().map(|(k, v)| (k, v.as_str())) {
        own_unit(st, side, id, src, &format!("fire.{id}"))?;
        if r != "none" && st.unit(r).is_none_or(|u| u.side() == side) {
            return Err(src.invalid(
                &format!("fire.{id}"),
                format!("'{r}' is no enemy unit (or `none`)"),
            ));
        }
    }
    for (id, r) in &o.reactions {
        own_unit(st, side, id, src, &format!("reactions.{id}"))?;
        if let Some(why) = charges::counter_refusal(st, id, *r) {
            return Err(src.invalid(&format!("reactions.{id}"), why));
        }
    }
    for id in o.breakthroughs.keys() {
        own_unit(st, side, id, src, &format!("breakthroughs.{id}"))?;
    }
    Ok(())
}

fn own_unit(st: &State, side: &str, id: &str, src: &Source, path: &str) -> Result<usize> {
    st.units
        .iter()
        .position(|u| u.id() == id && u.side() == side)
        .ok_or_else(|| src.invalid(path, format!("'{id}' is no unit of yours")))
}

/// The walks, in id order, each on the table the earlier ones left (out of command is
/// judged at resolution, after the order activation roll).
fn moves(rules: &Rules, st: &State, side: &str, o: &Orders, src: &Source) -> Result<()> {
    let mut t = st.clone();
    for (id, words) in &o.moves {
        let i = own_unit(&t, side, id, src, &format!("moves.{id}"))?;
        for (k, w) in words.iter().enumerate() {
            if parse_step(w).is_none() {
                return Err(src.invalid(
                    &format!("moves.{id}[{k}]"),
                    format!("'{w}' is not a step: {WORDS}"),
                ));
            }
        }
        let stands = t.stands();
        let w = walk(rules, &t.units[i], &stands, &movement::steps(words), true)
            .map_err(|r| src.invalid(&format!("moves.{id}[{}]", r.step - 1), r.to_string()))?;
        t.units[i].stand = w.stand;
    }
    Ok(())
}
