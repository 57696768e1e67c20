// III.A "Roll to activate any pending orders" by the ORDER ACTIVATION TABLE.
//! Each pending order of the phasing side issued in an earlier turn rolls: the die plus the
//! receiving leader's rating (and −1 when he is attached to a unit) is added to the points
//! the order has gathered; it activates when they reach the number of the issuing army's
//! staff rating. The die and the accumulation are the chart's provisional reading.

use super::super::model::Rules;
use super::super::state::{Leader, PendingOrder, State};
use crate::fairness::Dice;
use crate::rules::old_trousers::words::{command::Said, say};
use crate::rules::table_game::log::Log;

/// Rolls for `side`'s pending orders.
pub fn roll(rules: &Rules, st: &mut State, side: &str, dice: &mut dyn Dice, log: &mut Log) {
    let chart = &rules.charts.command.activation;
    let how = chart.roll.provisional_note();
    log.open("III.A", &say(&Said::ActivationSection));
    let delayed = st.sides.get(side).is_some_and(|s| s.delay);
    let mut keep = vec![];
    for mut p in std::mem::take(&mut st.pending) {
        let ours = st.leader(&p.from).is_some_and(|l| l.side == side);
        if !ours || p.issued >= st.battle.turn {
            keep.push(p);
            continue;
        }
        if delayed {
            log.line(say(&Said::CouriersAstray {
                order: order_word(p.order),
                to: &p.to,
            }));
            keep.push(p);
            continue;
        }
        let Some(to) = st.leader(&p.to).cloned() else {
            continue;
        };
        let roll = gather(rules, st, &mut p, &to, dice);
        let activated = p.points >= roll.need;
        log.line(say(&Said::ActivationRoll {
            order: order_word(p.order),
            from: &p.from,
            to: &p.to,
            die: roll.die,
            rating: &to.rating.to_string(),
            lead: roll.lead,
            attached: (roll.attached != 0).then_some(roll.attached),
            got: roll.got,
            points: p.points,
            need: roll.need,
            note: how.as_deref(),
            activated,
        }));
        if activated {
            st.active.insert(p.to.clone(), p.order);
        } else {
            keep.push(p);
        }
    }
    st.pending = keep;
    if let Some(s) = st.sides.get_mut(side) {
        s.delay = false;
    }
    if log.sections.last().is_some_and(|s| s.lines.is_empty()) {
        log.line(say(&Said::NoOrderToRoll));
    }
}

/// One activation roll: the die, the modifiers, this roll's points and the number the
/// staff rating needs.
struct Roll {
    die: u32,
    lead: i32,
    attached: i32,
    got: i32,
    need: i32,
}

/// Rolls the pending order `p` to leader `to`: the die, his rating and attachment added
/// to the points it has gathered.
fn gather(
    rules: &Rules,
    st: &State,
    p: &mut PendingOrder,
    to: &Leader,
    dice: &mut dyn Dice,
) -> Roll {
    let chart = &rules.charts.command.activation;
    let need = st
        .staff_of(&p.from)
        .and_then(|s| chart.staff.get(&s).copied())
        .unwrap_or(i32::MAX);
    let die = dice.roll(
        chart.roll.die,
        &format!("order activation: {} to {}", p.from, p.to),
    );
    let lead = chart.leader.get(&to.rating).copied().unwrap_or(0);
    let att = if to.attached.is_some() {
        chart.leader_attached
    } else {
        0
    };
    let got = i32::try_from(die.value).unwrap_or(0) + lead + att;
    p.points += got;
    Roll {
        die: die.value,
        lead,
        attached: att,
        got,
        need,
    }
}

/// An order's word (`advance`).
pub fn order_word(o: super::super::state::OrderKind) -> &'static str {
    use super::super::state::OrderKind::*;
    match o {
        Advance => "advance",
        Withdraw => "withdraw",
        Hold => "hold",
    }
}
