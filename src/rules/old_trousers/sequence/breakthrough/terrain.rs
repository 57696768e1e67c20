// TERRAIN TYPE MOVEMENT EFFECT: what a breakthrough pays on its way; "Streams & Ditches ... May disorder any unit that crosses it".
//! 0.7.0: what the ground does to a breakthrough on its way: its cost, part by part, and
//! the disorder of a stream or ditch crossed, as for a charge.

use super::super::super::model::Rules;
use super::super::super::movement::formed;
use super::super::super::movement::path::{explain, paid};
use super::super::super::state::State;
use crate::board::table::fire_lane::Charge;
use crate::rules::old_trousers::revision::Change;

/// What the ground does to unit `i` on its way along the charge `ch` (0.7.0 only; `None`
/// for an older entry): the cost's words and, if it crosses a stream or ditch, the stream
/// or ditch that disorders it.
pub fn way(rules: &Rules, st: &State, i: usize, ch: &Charge) -> Option<(String, Option<String>)> {
    if !rules.revision.has(Change::BreakthroughCrossesGround) {
        return None;
    }
    let s = &st.units[i].stand;
    let to = s.centre + (ch.contact - s.front_centre());
    let p = paid(
        rules,
        st.units[i].troop.arm(),
        (s, formed(s)),
        &[s.centre, to],
        ch.distance,
    )
    .ok()?;
    Some((explain(&p.cost), p.disordered_by))
}
