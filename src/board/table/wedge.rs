//! Grande Tactique's firing geometry, general for any game: the wedge from a unit's front
//! corners across the table, the corner-to-corner line of sight (lines from each front
//! corner of the firer to two of the target's corners, or the middle of its front edge,
//! crossing no other unit), and enfilade (a line from one front corner to both rear
//! corners of the target). Built on [`super::range`], [`super::sight`] and
//! [`super::geometry`].

use super::geometry::convex_overlap;
use super::range::{in_arc, range_centre};
use super::sight::{Blocker, Field, Sight};
use super::stand::{Edge, Stand};
use super::terrain::Table;
use std::collections::BTreeSet;

/// Whether some positive area of `target` is inside the wedge opening `half_angle` degrees
/// outward from each of `firer`'s front corners, taken across the whole table.
pub fn in_wedge(table: &Table, firer: &Stand, target: &Stand, half_angle: i32) -> bool {
    let across = table.width + table.depth + range_centre(firer, target);
    in_arc(firer, target, half_angle, across)
}

/// What blocks the corner-to-corner lines: other units only (no terrain, no crests).
pub fn units_only() -> Sight {
    Sight {
        blocking: BTreeSet::new(),
        crests: false,
        stands: true,
        see_through: BTreeSet::new(),
        over_friends: BTreeSet::new(),
    }
}

/// The corner-to-corner line of sight: from each front corner of `firer`, the line to the
/// middle of `target`'s front edge, or the lines to two of its corners, cross nothing that
/// `field` blocks with (the two units never block).
///
/// # Errors
/// For the first front corner (left, then right) with no such lines, the blocker of its
/// line to the middle of the target's front edge.
pub fn corner_sight(field: &Field<'_>, firer: &Stand, target: &Stand) -> Result<(), Blocker> {
    let ignore = [firer.id.as_str(), target.id.as_str()];
    let f = firer.footprint();
    let t = target.footprint();
    let middle = t.edge_middle(Edge::Front);
    for corner in [f.front_left, f.front_right] {
        let Some(blocker) = field.line_blocker(corner, middle, &ignore) else {
            continue;
        };
        let clear = t
            .corners()
            .iter()
            .filter(|p| field.line_blocker(corner, **p, &ignore).is_none())
            .count();
        if clear < 2 {
            return Err(blocker);
        }
    }
    Ok(())
}

/// Enfilade: from one of `firer`'s front corners, lines run to both of `target`'s rear
/// corners without crossing the target (the corner stands level with or behind the line of
/// its rear edge) nor anything `field` blocks with.
pub fn enfilade(field: &Field<'_>, firer: &Stand, target: &Stand) -> bool {
    let ignore = [firer.id.as_str(), target.id.as_str()];
    let f = firer.footprint();
    let t = target.footprint();
    let body = t.corners();
    [f.front_left, f.front_right].into_iter().any(|p| {
        !convex_overlap(&[p, t.rear_right, t.rear_left], &body)
            && field.line_blocker(p, t.rear_right, &ignore).is_none()
            && field.line_blocker(p, t.rear_left, &ignore).is_none()
    })
}
