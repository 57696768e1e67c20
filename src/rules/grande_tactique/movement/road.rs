//! Whether a move is wholly on a road: the centre keeps within the road width of one road
//! at every point of its path (each pose, and the middle of each straight stretch).

use crate::board::table::geometry::point_segment_distance;
use crate::board::table::measure::{Length, Point};
use crate::board::table::terrain::{LinearKind, Table};

fn near(points: &[Point], p: Point, width: Length) -> bool {
    points
        .windows(2)
        .any(|w| point_segment_distance(p, w[0], w[1]) <= width)
}

/// Whether every point of `path` (and the middle of each stretch) is within `width` of
/// the same road; a path that does not move is not on a road.
pub fn on_one_road(table: &Table, path: &[Point], width: Length) -> bool {
    if path.windows(2).all(|w| w[0] == w[1]) {
        return false;
    }
    let mut probes: Vec<Point> = path.to_vec();
    probes.extend(path.windows(2).map(|w| w[0].midpoint(w[1])));
    table
        .linears
        .iter()
        .filter(|l| l.kind == LinearKind::Road)
        .any(|l| probes.iter().all(|p| near(&l.points, *p, width)))
}
