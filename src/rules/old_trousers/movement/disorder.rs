// MOVEMENT TABLE: "Any square that moves becomes disordered"; untrained infantry in line.
//! The disorder a move across the table brings on the unit that made it.

use super::super::model::Rules;
use super::super::state::{Arm, Trait, Unit};
use crate::board::table::measure::Length;
use crate::board::table::stand::{Formation, Stand};

/// MOVEMENT TABLE: "Any square that moves becomes disordered", and untrained infantry in
/// line (below), after a move of `moved`; `in_line` sums the phase's moves in line.
/// Returns `line` with the disorder said.
pub(super) fn moved_disorder(
    rules: &Rules,
    unit: &Unit,
    s: &mut Stand,
    (moved, in_line): (Length, &mut Length),
) -> Option<Length> {
    if s.formation == Formation::Square && rules.charts.movement.square_moves_disorder {
        s.markers.disordered = true;
    }
    if s.formation == Formation::Line {
        *in_line = *in_line + moved;
        if untrained_disorder(rules, unit, s, *in_line) {
            return Some(*in_line);
        }
    }
    None
}

/// MOVEMENT TABLE: "Untrained infantry units that move over 2 inches when in a line
/// formation will become disordered." `in_line`: how far it has moved in line this phase.
/// True when this disorders it now.
fn untrained_disorder(rules: &Rules, unit: &Unit, s: &mut Stand, in_line: Length) -> bool {
    let over = in_line > rules.charts.movement.untrained_line_disorder;
    let now = unit.has(Trait::Untrained)
        && unit.troop.arm() == Arm::Infantry
        && over
        && !s.markers.disordered;
    s.markers.disordered |= now;
    now
}
