// III.A "Each Army & Corps commanders may issue one new order which will arrive in the player's next Order Segment".
//! New orders: each army or corps commander of the phasing side sends at most one, to a
//! leader who answers to him; it is pending until activated.

use super::super::orders::NewOrder;
use super::super::state::{PendingOrder, State};
use super::activation::order_word;
use crate::rules::old_trousers::words::{command::Said, say};
use crate::rules::table_game::log::Log;

/// Why a new order is refused (the check names it).
pub fn refusal(st: &State, side: &str, o: &NewOrder, earlier: &[NewOrder]) -> Option<String> {
    let Some(from) = st.leader(&o.from).filter(|l| l.side == side) else {
        return Some(format!("'{}' is no leader of yours", o.from));
    };
    if !from.kind.is_army_or_corps() {
        return Some(format!(
            "{} is no army or corps commander (III.A)",
            from.name
        ));
    }
    if earlier.iter().any(|e| e.from == o.from) {
        return Some(format!(
            "{} may issue one new order a turn (III.A)",
            from.name
        ));
    }
    match st.leader(&o.to) {
        Some(to) if to.side == side && to.id != from.id && st.answers_to(&to.id, &from.id) => None,
        _ => Some(format!("'{}' is no leader under {}", o.to, from.name)),
    }
}

/// Records the phasing side's new orders (already checked).
pub fn issue(st: &mut State, orders: &[NewOrder], log: &mut Log) {
    log.open("III.A", &say(&Said::NewOrdersSection));
    for o in orders {
        st.pending.push(PendingOrder {
            from: o.from.clone(),
            to: o.to.clone(),
            order: o.order,
            issued: st.battle.turn,
            points: 0,
        });
        log.line(say(&Said::NewOrder {
            from: &o.from,
            order: order_word(o.order),
            to: &o.to,
        }));
    }
    if orders.is_empty() {
        log.line(say(&Said::NoNewOrder));
    }
}
