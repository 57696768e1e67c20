// TERRAIN TYPE MOVEMENT EFFECT: "Streams & Ditches ... May disorder any unit that crosses it".
//! 0.7.0: what the ground does to a breakthrough (or counter-charge) on its way: a stream
//! or ditch crossed disorders it, as it disorders a charge.

use super::super::super::movement::formed;
use super::super::super::movement::path::{paid, STREAM_DISORDER, TERRAIN};
use super::super::super::state::State;
use super::super::super::Rules;
use crate::board::table::fire_lane::Charge;

/// The words of the disorder unit `i` takes crossing a stream or ditch on its way along the
/// charge `ch` (0.7.0 only; `None`: none crossed, or an older entry).
pub fn crossed(rules: &Rules, st: &State, i: usize, ch: &Charge) -> Option<String> {
    if !rules.revision.v0_7() {
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
    p.disordered_by.map(|f| {
        format!("is disordered crossing {f} ({TERRAIN}: Streams & Ditches, {STREAM_DISORDER})")
    })
}
