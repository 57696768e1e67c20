// III.B.2 "Charging units will declare their charge & the defenders their reaction."
//! The reactions of the side that does not move to the charges that threaten it: an enemy
//! unit that could declare a charge on it this phase (the charge check's own reach and
//! lane). Against cavalry, infantry forms square and formed cavalry counter-charges;
//! against infantry, a unit that may fire attempts point-blank fire and formed cavalry
//! counter-charges. Routed units do not react.

use super::super::model::Rules;
use super::super::orders::Reaction;
use super::super::sequence::charges::{counter_refusal, refusal};
use super::super::sequence::volley::can_fire;
use super::super::state::{Arm, State};
use super::Decided;
use crate::board::table::stand::Formation;
use crate::rules::old_trousers::words::{say, standing::Said};

/// The enemy units that could charge unit `i` this phase, by id.
pub fn chargers(rules: &Rules, st: &State, i: usize) -> Vec<usize> {
    let u = &st.units[i];
    let enemy = st.phasing_side();
    st.units
        .iter()
        .enumerate()
        .filter(|(_, e)| e.side() == enemy && e.side() != u.side())
        .filter(|(_, e)| refusal(rules, st, enemy, e.id(), u.id()).is_none())
        .map(|(j, _)| j)
        .collect()
}

/// The reaction of unit `i` when threatened by `by`, and why.
fn reaction(st: &State, i: usize, by: &[usize]) -> Option<(Reaction, String)> {
    let u = &st.units[i];
    let cavalry = by
        .iter()
        .find(|j| st.units[**j].troop.arm() == Arm::Cavalry);
    let first = cavalry.or(by.first())?;
    let who = st.units[*first].id();
    let counter = counter_refusal(st, u.id(), Reaction::CounterCharge).is_none();
    let r = match u.troop.arm() {
        Arm::Cavalry if counter => Reaction::CounterCharge,
        Arm::Infantry if cavalry.is_some() && u.stand.formation != Formation::Square => {
            Reaction::Square
        }
        _ if can_fire(u) => Reaction::Fire,
        _ => return None,
    };
    let words = match r {
        Reaction::Square => say(&Said::FormsSquareAgainst { who }),
        Reaction::CounterCharge => say(&Said::CounterChargesIf { who }),
        _ => say(&Said::PointBlankIf { who }),
    };
    Some((r, words))
}

/// Reactions of `side` (not phasing) for every unit an enemy could charge.
pub fn reactions(rules: &Rules, st: &State, side: &str, d: &mut Decided) {
    for (i, u) in st.units.iter().enumerate() {
        if u.side() != side || u.stand.markers.routed {
            continue;
        }
        let by = chargers(rules, st, i);
        if let Some((r, words)) = reaction(st, i, &by) {
            d.orders.reactions.insert(u.id().to_string(), r);
            d.say("reactions", u.id(), words);
        }
    }
}
