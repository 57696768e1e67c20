// III.B.2 Movement Subsegment and III.A Order Segment: the standing orders' moves.
//! Maida's scenario names no objective: the battle is won by breaking the enemy army
//! (its victory conditions), so the objective of a side on standing orders is the
//! nearest enemy unit not routed. Under `attack` the army commander sends `advance` to his
//! first subordinate (by id) without an active or pending order (III.A), and each unit free
//! to move that has no enemy in its fire reach turns to face the nearest enemy (when more
//! than 5 degrees off its line to it) and advances (its move, stopping 2" short of it);
//! a unit with a target holds and fires. The 2" and 5 degrees are charts/standing-orders.yaml's
//! `stand-off` and `face-beyond` (provisional). Under
//! `hold` no unit moves across the table. Either way a disordered unit removes its
//! disorder and a shaken unit holds (the move words the game takes, checked by the same
//! walk as the orders check, in id order on the table the earlier moves left).

use super::super::model::Rules;
use super::super::movement::walk;
use super::super::orders::NewOrder;
use super::super::sequence::movement::{may_move, steps};
use super::super::sequence::volley::can_fire;
use super::super::state::{OrderKind, State};
use super::targets::best;
use super::Decided;
use crate::board::table::range::{bearing_to, range_centre, range_edge};
use crate::board::table::sight::Field;
use crate::board::table::stand::Formation;
use crate::rules::old_trousers::words::{say, standing::Said};
use crate::rules::table_game::posture::Posture;
use std::collections::BTreeSet;

/// The army (or corps) commander's `advance` order to his first subordinate without one.
pub fn new_orders(st: &State, side: &str, posture: Posture, d: &mut Decided) {
    if posture != Posture::Attack {
        return;
    }
    for from in st
        .leaders
        .iter()
        .filter(|l| l.side == side && l.kind.is_army_or_corps())
    {
        let waiting =
            |id: &str| st.active.contains_key(id) || st.pending.iter().any(|p| p.to == id);
        let to = st.leaders.iter().find(|l| {
            l.side == side && l.superior.as_deref() == Some(from.id.as_str()) && !waiting(&l.id)
        });
        if let Some(to) = to {
            d.orders.orders.push(NewOrder {
                from: from.id.clone(),
                to: to.id.clone(),
                order: OrderKind::Advance,
            });
            d.say("orders", &from.id, say(&Said::SendsAdvance { to: &to.id }));
        }
    }
}

/// The words of an advance of unit `i` on the nearest enemy, longest first.
fn advances(rules: &Rules, st: &State, i: usize) -> Vec<(String, Vec<String>)> {
    let u = &st.units[i];
    let Some(e) = st
        .units
        .iter()
        .filter(|e| e.side() != u.side() && !e.stand.markers.routed)
        .min_by_key(|e| (range_centre(&u.stand, &e.stand), e.id().to_string()))
    else {
        return vec![];
    };
    let Some(allow) = rules.charts.movement.allowance(u.troop, u.stand.formation) else {
        return vec![];
    };
    let chart = &rules.charts.standing_orders;
    let gap = range_edge(&u.stand, &e.stand) - chart.stand_off;
    let to = bearing_to(u.stand.centre, e.stand.centre);
    let turn = u.stand.facing.turn_to(to);
    let mut out = vec![];
    let mut n = allow.min(gap).0 / 1000;
    while n >= 1 {
        let adv = format!("advance {n}");
        if turn.abs() > chart.face_beyond {
            out.push((
                e.id().to_string(),
                vec![format!("face {}", to.0), adv.clone()],
            ));
        }
        out.push((e.id().to_string(), vec![adv]));
        n -= 1;
    }
    out
}

/// The moves of `side` (phasing) under `posture`, but of the units that charge.
pub fn moves(rules: &Rules, st: &State, side: &str, posture: Posture, d: &mut Decided) {
    let mut t = st.clone();
    let none = BTreeSet::new();
    for i in 0..st.units.len() {
        let u = &st.units[i];
        let id = u.id().to_string();
        if u.side() != side || u.stand.markers.routed || d.orders.charges.contains_key(&id) {
            continue;
        }
        if u.stand.markers.disordered {
            d.orders
                .moves
                .insert(id.clone(), vec!["remove disorder".into()]);
            d.say("moves", &id, "removes its disorder (MOVEMENT TABLE)".into());
            continue;
        }
        if posture == Posture::Hold || u.stand.markers.shaken {
            continue;
        }
        if u.stand.formation == Formation::Unlimbered || !matches!(may_move(st, i, &none), Ok(true))
        {
            continue;
        }
        let stands = t.stands();
        let field = Field::new(&rules.table, &rules.charts.visibility.sight, &stands);
        if can_fire(u) && best(rules, &field, &t, i).is_some() {
            continue;
        }
        for (on, words) in advances(rules, &t, i) {
            if let Ok(w) = walk(rules, &t.units[i], &stands, &steps(&words), true) {
                t.units[i].stand = w.stand;
                d.say(
                    "moves",
                    &id,
                    say(&Said::MovesOn {
                        steps: &words,
                        on: &on,
                    }),
                );
                d.orders.moves.insert(id.clone(), words);
                break;
            }
        }
    }
}
