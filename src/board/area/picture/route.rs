//! Borders routed round the other boxes (pictures of pbem 0.8.0 on): a border is drawn
//! straight from centre to centre when that line crosses no box but its two ends'; else as
//! the shortest path through the corners of the boxes, each corner set [`GAP`] units out,
//! that crosses none. Integer geometry only: a segment crosses a box when some part of it
//! of positive length lies inside the box (touching an edge does not), decided exactly.

use super::super::geometry::{Geometry, Pt, Shape};
use std::collections::{BTreeMap, BTreeSet};

/// How far outside a box's corner a routed border bends, in picture units.
pub const GAP: i64 = 5;

/// A box: left, top, right, bottom (picture units).
pub type Rect = [i64; 4];

/// The box a shape covers: its own box, or its outline's bounding box.
pub fn rect_of(g: &Geometry, s: &Shape) -> Rect {
    if let Some(pts) = s.outline.as_ref().filter(|p| !p.is_empty()) {
        let xs = pts.iter().map(|p| p[0]);
        let ys = pts.iter().map(|p| p[1]);
        let (x0, x1) = (xs.clone().min(), xs.max());
        let (y0, y1) = (ys.clone().min(), ys.max());
        return [
            x0.unwrap_or(s.at[0]),
            y0.unwrap_or(s.at[1]),
            x1.unwrap_or(s.at[0]),
            y1.unwrap_or(s.at[1]),
        ];
    }
    let [w, h] = g.box_of(s);
    let (x, y) = (s.at[0] - w / 2, s.at[1] - h / 2);
    [x, y, x + w, y + h]
}

/// Whether segment `a`-`b` has a part of positive length strictly inside box `r`.
pub fn crosses(a: Pt, b: Pt, r: Rect) -> bool {
    // Quick rejection: the segment's bounding box misses the box's interior.
    if a[0].max(b[0]) <= r[0] || a[0].min(b[0]) >= r[2] {
        return false;
    }
    if a[1].max(b[1]) <= r[1] || a[1].min(b[1]) >= r[3] {
        return false;
    }
    // The parameters t in [0, 1] with a + t(b - a) inside the open box, as fractions
    // num/den (den > 0): the open interval (lo, hi) of each axis, met with [0, 1].
    let (mut lo, mut hi) = ((0i128, 1i128), (1i128, 1i128));
    for axis in 0..2 {
        let (p, d) = (i128::from(a[axis]), i128::from(b[axis] - a[axis]));
        let (min, max) = (i128::from(r[axis]), i128::from(r[axis + 2]));
        if d == 0 {
            if p <= min || p >= max {
                return false;
            }
            continue;
        }
        let (mut t0, mut t1) = ((min - p, d), (max - p, d));
        if d < 0 {
            (t0, t1) = ((p - max, -d), (p - min, -d));
        }
        if less(lo, t0) {
            lo = t0;
        }
        if less(t1, hi) {
            hi = t1;
        }
    }
    less(lo, hi)
}

/// Whether fraction `x` < fraction `y` (positive denominators).
fn less(x: (i128, i128), y: (i128, i128)) -> bool {
    x.0 * y.1 < y.0 * x.1
}

/// The length of `a`-`b`, rounded down.
fn length(a: Pt, b: Pt) -> i64 {
    let (dx, dy) = (i128::from(b[0] - a[0]), i128::from(b[1] - a[1]));
    let sq = u128::try_from(dx * dx + dy * dy).unwrap_or(0);
    i64::try_from(sq.isqrt()).unwrap_or(i64::MAX)
}

/// The boxes of a picture and the corners a border may bend round.
pub struct Router {
    /// Place id and box, for every area and sea drawn.
    boxes: Vec<(String, Rect)>,
    /// Corners GAP outside each box, inside the picture and inside no box.
    corners: Vec<Pt>,
    /// For each pair of corners (i < j), whether the segment between is clear; filled on
    /// the first border that needs a bend.
    clear: Option<Vec<Vec<bool>>>,
    /// The routes found, by their two ends.
    found: BTreeMap<(String, String), Option<Vec<Pt>>>,
}

impl Router {
    /// The router of `g`'s areas and seas.
    pub fn new(g: &Geometry) -> Router {
        let boxes: Vec<(String, Rect)> = (g.areas.iter().chain(&g.seas))
            .map(|(id, s)| (id.clone(), rect_of(g, s)))
            .collect();
        let [w, h] = g.size;
        let inside = |p: Pt, r: &Rect| p[0] >= r[0] && p[0] <= r[2] && p[1] >= r[1] && p[1] <= r[3];
        let mut seen = BTreeSet::new();
        let corners = (boxes.iter())
            .flat_map(|(_, r)| {
                [
                    [r[0] - GAP, r[1] - GAP],
                    [r[2] + GAP, r[1] - GAP],
                    [r[2] + GAP, r[3] + GAP],
                    [r[0] - GAP, r[3] + GAP],
                ]
            })
            .filter(|p| p[0] >= 0 && p[1] >= 0 && p[0] <= w && p[1] <= h)
            .filter(|p| !boxes.iter().any(|(_, r)| inside(*p, r)))
            .filter(|p| seen.insert(*p))
            .collect();
        Router {
            boxes,
            corners,
            clear: None,
            found: BTreeMap::new(),
        }
    }

    fn centre(&self, g: &Geometry, id: &str) -> Option<Pt> {
        g.areas.get(id).or_else(|| g.seas.get(id)).map(|s| s.at)
    }

    /// Whether `a`-`b` crosses no box but those of `ends`.
    fn open(&self, a: Pt, b: Pt, ends: [&str; 2]) -> bool {
        (self.boxes.iter())
            .filter(|(id, _)| !ends.contains(&id.as_str()))
            .all(|(_, r)| !crosses(a, b, *r))
    }

    /// The points of the border between places `from` and `to`, centre to centre: two
    /// points when the straight line crosses no other box, more when it bends; `None` for
    /// a place not drawn. When no path round the boxes exists, the straight line.
    pub fn route(&mut self, g: &Geometry, from: &str, to: &str) -> Option<Vec<Pt>> {
        let key = (from.to_string(), to.to_string());
        if let Some(r) = self.found.get(&key) {
            return r.clone();
        }
        let r = self.search(g, from, to);
        self.found.insert(key, r.clone());
        r
    }

    fn search(&mut self, g: &Geometry, from: &str, to: &str) -> Option<Vec<Pt>> {
        let (a, z) = (self.centre(g, from)?, self.centre(g, to)?);
        let ends = [from, to];
        if self.open(a, z, ends) {
            return Some(vec![a, z]);
        }
        self.fill_visibility();
        let clear = self.clear.as_deref().unwrap_or(&[]);
        let n = self.corners.len();
        // Nodes: the corners, then the start (n) and the end (n + 1).
        let link = |i: usize, j: usize| -> bool {
            let (lo, hi) = (i.min(j), i.max(j));
            if hi < n {
                return clear[lo][hi - lo - 1];
            }
            let p = |k: usize| {
                if k == n {
                    a
                } else if k == n + 1 {
                    z
                } else {
                    self.corners[k]
                }
            };
            self.open(p(i), p(j), ends)
        };
        let point = |k: usize| match k {
            k if k == n => a,
            k if k == n + 1 => z,
            k => self.corners[k],
        };
        let path = shortest(n + 2, n, n + 1, |i, j| {
            link(i, j).then(|| length(point(i), point(j)))
        });
        Some(path.map_or_else(|| vec![a, z], |p| p.into_iter().map(point).collect()))
    }

    /// Finds which pairs of corners see each other (once).
    fn fill_visibility(&mut self) {
        if self.clear.is_none() {
            let c = &self.corners;
            let rows = (0..c.len())
                .map(|i| {
                    (i + 1..c.len())
                        .map(|j| self.boxes.iter().all(|(_, r)| !crosses(c[i], c[j], *r)))
                        .collect()
                })
                .collect();
            self.clear = Some(rows);
        }
    }
}

/// Dijkstra over `n` nodes from `start` to `end`, `cost(i, j)` the length of the link
/// (`None`: no link); among equal lengths the smaller node index wins. The nodes passed.
fn shortest(
    n: usize,
    start: usize,
    end: usize,
    cost: impl Fn(usize, usize) -> Option<i64>,
) -> Option<Vec<usize>> {
    let mut dist = vec![i64::MAX; n];
    let mut prev = vec![usize::MAX; n];
    let mut queue = BTreeSet::from([(0i64, start)]);
    dist[start] = 0;
    while let Some((d, i)) = queue.pop_first() {
        if i == end {
            let mut path = vec![end];
            while let Some(&p) = path.last().map(|k| &prev[*k]).filter(|p| **p != usize::MAX) {
                path.push(p);
            }
            path.reverse();
            return Some(path);
        }
        if d > dist[i] {
            continue;
        }
        for j in (0..n).filter(|j| *j != i) {
            let Some(c) = cost(i, j) else { continue };
            let nd = d.saturating_add(c);
            if nd < dist[j] {
                queue.remove(&(dist[j], j));
                dist[j] = nd;
                prev[j] = i;
                queue.insert((nd, j));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_segment_crosses_a_box_only_through_its_inside() {
        let r = [10, 10, 20, 20];
        assert!(crosses([0, 15], [30, 15], r));
        assert!(crosses([15, 15], [15, 16], r), "wholly inside");
        assert!(!crosses([0, 10], [30, 10], r), "along an edge");
        assert!(!crosses([0, 20], [10, 10], r), "through a corner only");
        assert!(!crosses([0, 0], [9, 30], r));
        assert!(crosses([0, 1], [30, 29], r), "a diagonal");
        assert!(!crosses([0, 19], [9, 30], r));
    }

    #[test]
    fn a_border_bends_round_a_box_between_its_ends() {
        let text = "map: m\nsize: [400, 200]\nbox: [60, 40]\nareas:\n  a: {at: [50, 100]}\n  b: {at: [350, 100]}\n  c: {at: [200, 100], box: [80, 120]}\n";
        let src = crate::yaml::Source::new("g.yaml", text);
        let g = Geometry::read(&src, "m", &["a", "b", "c"], &[]).unwrap();
        let mut r = Router::new(&g);
        assert_eq!(r.route(&g, "a", "c"), Some(vec![[50, 100], [200, 100]]));
        let p = r.route(&g, "a", "b").unwrap();
        assert_eq!(p.first(), Some(&[50, 100]));
        assert_eq!(p.last(), Some(&[350, 100]));
        assert!(p.len() > 2, "{p:?}");
        for s in p.windows(2) {
            assert!(!crosses(s[0], s[1], [160, 40, 240, 160]), "{p:?}");
        }
        // Round the top corners of c (the shorter way is as long below: the top wins by
        // the smaller index, and either is 2 bends).
        assert_eq!(p.len(), 4, "{p:?}");
    }
}
