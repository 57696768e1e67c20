//! The small interface to the `geo` crate: segment and polygon tests on integer (`i64`,
//! thou) coordinates, with geo's exact predicates. Everything else in the table board asks
//! here, so geo is one module's business.
//!
//! Coordinates must be within ±[`MAX_COORD`](super::measure::MAX_COORD), so that geo's
//! orientation products fit in `i64` and the squared distances below fit in `i128`.

use super::measure::{isqrt, Length, Point};
use geo::{ConvexHull, Coord, GeoNum, Intersects, Kernel, Line, LineString, Orientation, Polygon};

/// A geo coordinate of a point.
fn coord(p: Point) -> Coord<i64> {
    Coord { x: p.x, y: p.y }
}

/// A closed polygon (no holes) through `points` in order.
pub fn polygon(points: &[Point]) -> Polygon<i64> {
    Polygon::new(
        LineString::from(points.iter().map(|p| coord(*p)).collect::<Vec<_>>()),
        vec![],
    )
}

/// An open polyline through `points`.
pub fn polyline(points: &[Point]) -> LineString<i64> {
    LineString::from(points.iter().map(|p| coord(*p)).collect::<Vec<_>>())
}

/// Whether the segment `a`–`b` touches the polygon (its inside or its boundary).
pub fn segment_hits_polygon(a: Point, b: Point, poly: &Polygon<i64>) -> bool {
    poly.intersects(&Line::new(coord(a), coord(b)))
}

/// Whether the segment `a`–`b` touches the polyline.
pub fn segment_hits_polyline(a: Point, b: Point, line: &LineString<i64>) -> bool {
    line.intersects(&Line::new(coord(a), coord(b)))
}

/// Whether `p` is inside the polygon or on its boundary.
pub fn polygon_has_point(poly: &Polygon<i64>, p: Point) -> bool {
    poly.intersects(&coord(p))
}

/// Whether two polygons touch or overlap (boundaries count).
pub fn polygons_touch(a: &Polygon<i64>, b: &Polygon<i64>) -> bool {
    a.intersects(b)
}

/// Whether the polyline touches the polygon.
pub fn polyline_hits_polygon(line: &LineString<i64>, poly: &Polygon<i64>) -> bool {
    line.intersects(poly)
}

/// The convex hull of `points`, anticlockwise, without the closing repeat.
pub fn convex_hull(points: &[Point]) -> Vec<Point> {
    let mp = geo::MultiPoint::from(
        points
            .iter()
            .map(|p| geo::Point::new(p.x, p.y))
            .collect::<Vec<_>>(),
    );
    let hull = mp.convex_hull();
    let mut v: Vec<Point> = hull
        .exterior()
        .coords()
        .map(|c| Point::new(c.x, c.y))
        .collect();
    if v.len() > 1 && v.first() == v.last() {
        v.pop();
    }
    v
}

/// The orientation of `r` from the directed line `p`→`q` (geo's exact kernel).
fn orient(p: Point, q: Point, r: Point) -> Orientation {
    <i64 as GeoNum>::Ker::orient2d(coord(p), coord(q), coord(r))
}

/// Whether the insides of two convex polygons (vertices in either order) overlap by a
/// positive area. Touching along an edge or at a corner is not overlap. No edge line of
/// either polygon may separate them (the separating-axis test, by geo's orientation).
pub fn convex_overlap(a: &[Point], b: &[Point]) -> bool {
    !separated(a, b) && !separated(b, a)
}

/// Whether some edge line of convex `a` has all of `b` on its outer side (or on it).
fn separated(a: &[Point], b: &[Point]) -> bool {
    let n = a.len();
    if n < 3 || b.is_empty() {
        return true;
    }
    // Which side is inside: the side of a vertex off the first edge's line.
    let inside = (0..n)
        .map(|k| orient(a[0], a[1 % n], a[k]))
        .find(|o| *o != Orientation::Collinear);
    let Some(inside) = inside else { return true };
    (0..n).any(|i| {
        let (p, q) = (a[i], a[(i + 1) % n]);
        p != q && b.iter().all(|r| orient(p, q, *r) != inside)
    })
}

/// The least distance between two convex polygons, rounded down to the thou: zero when
/// they touch or overlap, else the least over each vertex of one to each edge of the other.
pub fn convex_distance(a: &[Point], b: &[Point]) -> Length {
    // Overlapping insides are at zero; touching ones come out at zero below.
    if convex_overlap(a, b) {
        return Length::ZERO;
    }
    // The least squared distance (floored where it is a quotient), then one square root:
    // floor(sqrt(min q)) = min floor(sqrt(q)) = the least distance rounded down.
    let mut best = i128::MAX;
    for (p, poly) in a.iter().map(|p| (p, b)).chain(b.iter().map(|p| (p, a))) {
        for i in 0..poly.len() {
            best = best.min(point_segment_square(
                *p,
                poly[i],
                poly[(i + 1) % poly.len()],
            ));
        }
    }
    Length(if best == i128::MAX { 0 } else { isqrt(best) })
}

/// The squared distance from `p` to the segment `a`–`b`, floored where it is a quotient.
fn point_segment_square(p: Point, a: Point, b: Point) -> i128 {
    let (abx, aby) = (i128::from(b.x - a.x), i128::from(b.y - a.y));
    let (apx, apy) = (i128::from(p.x - a.x), i128::from(p.y - a.y));
    let len2 = abx * abx + aby * aby;
    let dot = abx * apx + aby * apy;
    if len2 == 0 || dot <= 0 {
        return apx * apx + apy * apy;
    }
    if dot >= len2 {
        let (bpx, bpy) = (i128::from(p.x - b.x), i128::from(p.y - b.y));
        return bpx * bpx + bpy * bpy;
    }
    let cross = abx * apy - aby * apx;
    cross * cross / len2
}

/// The distance from `p` to the segment `a`–`b`, rounded down to the thou.
pub fn point_segment_distance(p: Point, a: Point, b: Point) -> Length {
    Length(isqrt(point_segment_square(p, a, b)))
}

/// The point of segment `a`–`b` nearest to `p`, each coordinate rounded half away from zero.
pub fn nearest_on_segment(p: Point, a: Point, b: Point) -> Point {
    let (abx, aby) = (i128::from(b.x - a.x), i128::from(b.y - a.y));
    let len2 = abx * abx + aby * aby;
    let dot = abx * i128::from(p.x - a.x) + aby * i128::from(p.y - a.y);
    if len2 == 0 || dot <= 0 {
        return a;
    }
    if dot >= len2 {
        return b;
    }
    let r = super::measure::div_round;
    Point::new(
        a.x + r(abx * dot, len2) as i64,
        a.y + r(aby * dot, len2) as i64,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(x: i64, y: i64, s: i64) -> Vec<Point> {
        vec![
            Point::new(x, y),
            Point::new(x + s, y),
            Point::new(x + s, y + s),
            Point::new(x, y + s),
        ]
    }

    #[test]
    fn overlap_needs_area() {
        let a = square(0, 0, 10);
        assert!(convex_overlap(&a, &square(5, 5, 10)));
        assert!(convex_overlap(&a, &a));
        assert!(!convex_overlap(&a, &square(10, 0, 10)), "edge contact");
        assert!(!convex_overlap(&a, &square(10, 10, 10)), "corner contact");
        assert!(!convex_overlap(&a, &square(20, 0, 10)));
        let mut rev = square(2, 2, 3);
        rev.reverse();
        assert!(convex_overlap(&a, &rev), "inside, clockwise");
    }

    #[test]
    fn distances() {
        let a = square(0, 0, 1000);
        assert_eq!(convex_distance(&a, &square(4000, 0, 1000)), Length(3000));
        assert_eq!(convex_distance(&a, &square(4000, 5000, 1000)), Length(5000));
        assert_eq!(convex_distance(&a, &square(500, 500, 1000)), Length(0));
        assert_eq!(
            point_segment_distance(Point::new(5, 5), Point::new(0, 0), Point::new(10, 0)),
            Length(5)
        );
        assert_eq!(
            nearest_on_segment(Point::new(5, 5), Point::new(0, 0), Point::new(10, 0)),
            Point::new(5, 0)
        );
    }

    #[test]
    fn segments_and_polygons() {
        let p = polygon(&square(0, 0, 10));
        assert!(segment_hits_polygon(
            Point::new(-5, 5),
            Point::new(15, 5),
            &p
        ));
        assert!(!segment_hits_polygon(
            Point::new(-5, 15),
            Point::new(15, 15),
            &p
        ));
        assert!(polygon_has_point(&p, Point::new(10, 10)));
        assert!(!polygon_has_point(&p, Point::new(11, 10)));
        let l = polyline(&[Point::new(5, -5), Point::new(5, 15)]);
        assert!(segment_hits_polyline(
            Point::new(0, 0),
            Point::new(10, 0),
            &l
        ));
        assert_eq!(convex_hull(&square(0, 0, 10)).len(), 4);
    }
}
