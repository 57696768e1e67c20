// III.B.1 Rally Subsegment: "Any routed unit that does not rally must make a rout move."
//! A routed unit that cannot make its rout move (boxed in). From pbem 0.12.0 it turns in
//! place to face away from the nearest enemy only if its turned base overlaps no other
//! unit and stays on the table (the check of any facing change, `make_move`); else it stays
//! as it stands, facing unchanged (PROVISIONAL, charts/rout.yaml `boxed-in`: the text says
//! nothing of a unit that cannot rout). Either way it stays where it is, still routed.
//! Before, it always turned, and its turned base could land on a unit beside it: those
//! entries replay so.

use super::super::model::Rules;
use super::super::revision::Change;
use super::super::state::State;
use crate::board::table::costs::MoveCosts;
use crate::board::table::moves::{make_move, Move, MoveError, MoveRules};
use crate::board::table::stand::Stand;
use crate::rules::old_trousers::words::{rally::Said, say};

/// Boxed-in unit `i`, left turned away where it stood (`unturned` before the turn), turns
/// or stays by the entry's revision; the words of its line.
pub fn turn_or_stay(rules: &Rules, st: &mut State, i: usize, unturned: Stand) -> String {
    if !rules.revision.has(Change::BoxedInTurnsOnlyIfClear) {
        return say(&Said::BoxedIn);
    }
    let note = &rules.charts.rout.boxed_in.note;
    let facing = st.units[i].stand.facing;
    let stands = st.stands();
    let costs = MoveCosts::default();
    let mr = MoveRules::unbounded(&rules.table, &stands, &costs);
    match make_move(&unturned, Move::ChangeFacing(facing), &mr) {
        Ok(m) => {
            st.units[i].stand = m.stand;
            say(&Said::BoxedInTurns { note })
        }
        Err(e) => {
            // No terrain costs and no allowance: the table edge or a unit stops the turn.
            let unit = match e {
                MoveError::Overlap(id) => st.unit(&id).map(|u| u.name.clone()),
                _ => None,
            };
            st.units[i].stand = unturned;
            say(&Said::BoxedInStays {
                unit: unit.as_deref(),
                note,
            })
        }
    }
}
