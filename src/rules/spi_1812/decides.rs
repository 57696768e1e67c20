//! Who has a decision in an entry (one player turn): both sides, always. The phasing side
//! orders its attrition areas, movement, forced marches and combats (A.1-A.3); the other
//! side writes, before the phase, its secret battle plans, retreats before combat and loss
//! order for every battle the phasing side may bring (battle plans are simultaneous
//! choices), and its own supply orders for the interphase. So no player turn leaves a side
//! without a choice.

use super::state::Side;

/// Whether the player controlling `sides` decides in a player turn: when it controls a side.
pub fn decides(sides: &[Side]) -> bool {
    !sides.is_empty()
}
