// Standing orders (issue 26): the orders a prudent commander gives a side whose orders did not come.
//! The standing orders of Old Trousers (pbem 0.6.0 on), computed from the state alone (no
//! dice): for the phasing side, the army commander's `advance` order, charges where the
//! MELEE: COMBAT RESOLUTION modifiers favour the charger ([`odds`]), moves on the enemy
//! ([`objectives`]), disorder removed, fire at the best target in reach ([`targets`]);
//! for the other side, fire and the reactions to the charges that threaten it
//! ([`threats`]: square or counter-charge against cavalry, point-blank fire against
//! infantry). Routed units take the default Rally order (III.B.1). Every decision is a line
//! of the orders file, commented, and named in its `note:`, which the report prints.

pub mod objectives;
pub mod odds;
pub mod render;
pub mod targets;
pub mod threats;

use super::model::Rules;
use super::orders::Orders;
use super::state::State;
use crate::rules::table_game::posture::Posture;
use std::collections::BTreeSet;

/// One decision: the orders key and unit it fills, and why, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Why {
    /// The orders key (`moves`, `charges`, `fire`, `reactions`, `orders`).
    pub key: &'static str,
    /// The unit (or the issuing leader for `orders`).
    pub id: String,
    /// Why, with the rule.
    pub words: String,
}

/// The standing orders of a side and the reason of each line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Decided {
    /// The orders.
    pub orders: Orders,
    /// Why each line, in the order decided.
    pub why: Vec<Why>,
}

impl Decided {
    fn say(&mut self, key: &'static str, id: &str, words: String) {
        self.why.push(Why {
            key,
            id: id.to_string(),
            words,
        });
    }
}

/// The standing orders of `side` for the phase `st` waits for, with `posture`.
pub fn decide(rules: &Rules, st: &State, side: &str, posture: Posture) -> Decided {
    let mut d = Decided::default();
    if st.ending.is_some() {
        return d;
    }
    if st.phasing_side() == side {
        objectives::new_orders(st, side, posture, &mut d);
        odds::charges(rules, st, side, posture, &mut d);
        objectives::moves(rules, st, side, posture, &mut d);
        let busy: BTreeSet<String> = d
            .orders
            .moves
            .keys()
            .chain(d.orders.charges.keys())
            .cloned()
            .collect();
        targets::fire(rules, st, side, &busy, &mut d);
    } else {
        targets::fire(rules, st, side, &BTreeSet::new(), &mut d);
        threats::reactions(rules, st, side, &mut d);
    }
    for u in st
        .units
        .iter()
        .filter(|u| u.side() == side && u.stand.markers.routed)
    {
        d.why.push(Why {
            key: "rally",
            id: u.id().to_string(),
            words: "routed: rallies by the default Rally order (III.B.1)".into(),
        });
    }
    d
}

/// The orders file body of `side`'s standing orders (no header), or `None` when they
/// decide nothing.
pub fn body(rules: &Rules, st: &State, side: &str, posture: Posture) -> Option<String> {
    let d = decide(rules, st, side, posture);
    (!d.why.is_empty()).then(|| render::body(&d, posture))
}
