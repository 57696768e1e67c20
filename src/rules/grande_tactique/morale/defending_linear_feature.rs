// Morale check: "defending a linear feature +1" (reference notes, "Morale check")
//! Whether a charged unit defends a linear feature against one charger, measured on the
//! table in thou (charts/morale.yaml `measures.defending-linear-feature`, provisional):
//! the charger meets the unit's front edge (its front centre faces that edge,
//! [`facing_edge`]), and a linear feature of the defended kinds (stream, ditch, river,
//! wall, redoubt, fence, hedge; not a road nor a bridge) crosses the segment from the
//! unit's centre to the point `reach` (1") straight ahead of where the charger meets the
//! front edge (the point of that edge nearest the charger's front centre). So the unit's
//! front edge is at or behind the feature, and the feature lies between it and the
//! charger, whose path crossed it.

use super::super::tables::morale::LinearMeasure;
use crate::board::table::geometry::{nearest_on_segment, segment_hits_polyline};
use crate::board::table::range::facing_edge;
use crate::board::table::stand::{Edge, Stand};
use crate::board::table::terrain::Table;

/// The id of the first linear feature (in the table's order) that `target` defends against
/// `charger`; `None` when it defends none (met on a flank or the rear, or no such feature
/// between them).
pub fn defended_feature(
    table: &Table,
    measure: &LinearMeasure,
    target: &Stand,
    charger: &Stand,
) -> Option<String> {
    let from = charger.front_centre();
    if facing_edge(target, from) != Edge::Front {
        return None;
    }
    let (a, b) = target.footprint().edge(Edge::Front);
    let met = nearest_on_segment(from, a, b);
    let ahead = met.step(target.facing, measure.reach.0);
    table
        .linears
        .iter()
        .filter(|l| measure.kinds.contains(&l.kind))
        .find(|l| segment_hits_polyline(target.centre, ahead, &l.line))
        .map(|l| l.id.clone())
}
