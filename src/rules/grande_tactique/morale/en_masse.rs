// Morale check: "infantry charging en masse +1" (reference notes, "Morale check")
//! Whether an infantry charger charges en masse: "friendly infantry directly behind, same
//! facing, over half the base overlapping", measured on the table in thou in the charger's
//! own frame (along its facing and to its right, integer sine tables): another infantry
//! stand of its side with exactly the same facing, its centre behind the charger's, its
//! front edge at most `behind` (1", charts/morale.yaml `measures.en-masse`, provisional)
//! behind the charger's rear edge, and the two frontages overlapping, side to side, over
//! half the charger's frontage.

use super::super::tables::morale::EnMasseMeasure;
use crate::board::table::measure::{div_round, SIN_SCALE};
use crate::board::table::stand::Stand;

/// Whether `support` stands directly behind `charger` as the rule reads (both infantry:
/// the caller's choice).
pub fn supports(measure: &EnMasseMeasure, charger: &Stand, support: &Stand) -> bool {
    if support.side != charger.side || support.facing != charger.facing {
        return false;
    }
    let (dx, dy) = (
        i128::from(support.centre.x - charger.centre.x),
        i128::from(support.centre.y - charger.centre.y),
    );
    let (s, c) = (
        i128::from(charger.facing.sin()),
        i128::from(charger.facing.cos()),
    );
    let scale = i128::from(SIN_SCALE);
    let ahead = div_round(dx * s + dy * c, scale);
    let right = div_round(dx * c - dy * s, scale);
    let (cw, cd) = (i128::from(charger.frontage.0), i128::from(charger.depth.0));
    let (sw, sd) = (i128::from(support.frontage.0), i128::from(support.depth.0));
    // Doubled, so the halves stay whole: the gap between the edges, and the overlap.
    let gap2 = -2 * ahead - cd - sd;
    let overlap2 = cw.min(2 * right + sw) - (-cw).max(2 * right - sw);
    ahead < 0 && gap2 <= 2 * i128::from(measure.behind.0 .0) && overlap2 > cw
}

/// The first of `others` (in the order given) that supports `charger` en masse.
pub fn en_masse<'a>(
    measure: &EnMasseMeasure,
    charger: &Stand,
    others: impl IntoIterator<Item = &'a Stand>,
) -> Option<&'a Stand> {
    others
        .into_iter()
        .find(|o| o.id != charger.id && supports(measure, charger, o))
}
