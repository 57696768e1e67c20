// 2. PIP Phase: "declare a charge (in addition to the cost of moving) (add Charge marker)"
//! Declaring a charge in the PIP Phase: a move into contact first (unless already there),
//! forward (from pbem 0.6.0), the lane clear, up to the charger's move, squared to the
//! edge it meets (from pbem 0.12.0, contact.rs); then the Charge marker.

use super::super::model::Rules;
use super::super::movement::half_move_costs;
use super::super::state::State;
use super::contact;
use super::done::Done;
use crate::board::table::measure::Point;
use crate::board::table::moves::MoveRules;
use crate::board::table::range::in_contact;
use crate::board::table::stand::Stand;
use crate::rules::grande_tactique::revision::Change;
use crate::rules::grande_tactique::words::{name, pip::Said, say};
use std::collections::BTreeSet;

/// Declares a charge: into contact first (a move) unless already there, then the marker.
pub(super) fn charge_paid(
    rules: &Rules,
    st: &mut State,
    i: usize,
    t: &str,
    moved: &mut BTreeSet<String>,
    done: &mut Done,
) -> Result<(), String> {
    let u = st.units[i].clone();
    let Some(target) = st.unit(t).filter(|x| x.side() != u.side()).cloned() else {
        return Err(say(&Said::NoEnemyUnitToCharge { id: t }));
    };
    if u.arm.is_artillery() {
        return Err(say(&Said::ArtilleryDoesNotCharge));
    }
    if u.markers.charge.is_some() {
        return Err(say(&Said::AlreadyCharging { unit: u.id() }));
    }
    if !in_contact(&u.stand, &target.stand) {
        if moved.contains(u.id()) {
            return Err(say(&Said::MovedCannotCharge { unit: u.id() }));
        }
        into_contact(rules, st, (i, t), &target.stand, done)?;
        moved.insert(u.id().to_string());
    } else {
        done.words = say(&Said::ChargesFromContact {
            unit: u.id(),
            target: t,
            cost: done.cost,
        });
    }
    st.units[i].markers.charge = Some(t.to_string());
    Ok(())
}

/// PIP Phase (2.): the charger `i` moves into contact with the target `t` (`target` its
/// stand), a move at its rate (half when shaken) through nothing in the way; from pbem
/// 0.12.0 it squares to the edge it meets (contact.rs).
///
/// # Errors
/// Why the move into contact is refused.
fn into_contact(
    rules: &Rules,
    st: &mut State,
    (i, t): (usize, &str),
    target: &Stand,
    done: &mut Done,
) -> Result<(), String> {
    let u = st.units[i].clone();
    let stands: Vec<Stand> = st.stands().into_iter().filter(|s| s.id != t).collect();
    let way = contact::way(rules, &u.stand, target, &stands);
    let c = &way.charge;
    if rules.revision.has(Change::ChargeGoesForward) && !ahead(&u.stand, c.contact) {
        return Err(say(&Said::NotAhead {
            target: t,
            unit: u.id(),
        }));
    }
    if let Some(o) = c.in_the_way.first() {
        return Err(say(&Said::ChargeBlocked { target: t, by: o }));
    }
    let rate = rules.units.rate(u.arm, u.in_square());
    let allowance = if u.markers.shaken {
        rate.scale(1, 2)
    } else {
        rate
    };
    let costs = half_move_costs();
    let m = way
        .make(
            &u.stand,
            &MoveRules {
                table: &rules.table,
                stands: &stands,
                interpenetrate: false,
                allowance,
                costs: &costs,
            },
        )
        .map_err(|e| {
            say(&Said::ChargeMoveRefused {
                target: t,
                why: &e.to_string(),
            })
        })?;
    done.path = Some(m.path.clone());
    done.charge = Some((u.stand.front_centre(), c.contact));
    st.units[i].stand = m.stand;
    done.words = say(&Said::ChargesIntoContact {
        unit: u.id(),
        target: t,
        distance: &m.distance.to_string(),
        edge: &name(&c.edge),
        squares: way.squares(rules),
        cost: done.cost,
    });
    Ok(())
}

/// The Charge Phase (4.): whether `p` lies ahead of the line of `s`'s front edge
/// (strictly): the way a charge goes.
pub fn ahead(s: &Stand, p: Point) -> bool {
    let (fx, fy) = s.facing.offset(crate::board::table::measure::Length(1000));
    let d = p - s.front_centre();
    i128::from(d.x) * i128::from(fx) + i128::from(d.y) * i128::from(fy) > 0
}
