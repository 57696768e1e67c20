//! Where each label goes: boxes in SVG units (thou, y downwards), placed one after another
//! so that none overlaps a label or a marker placed before it. Integer arithmetic only; the
//! same input gives the same places on every machine.

/// An axis-aligned box in SVG units: `x0 <= x1`, `y0 <= y1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Rect {
    /// Left.
    pub x0: i64,
    /// Top.
    pub y0: i64,
    /// Right.
    pub x1: i64,
    /// Bottom.
    pub y1: i64,
}

impl Rect {
    /// The box of width `w` and height `h` centred on `(cx, cy)`.
    pub fn centred(cx: i64, cy: i64, w: i64, h: i64) -> Rect {
        Rect {
            x0: cx - w / 2,
            y0: cy - h / 2,
            x1: cx - w / 2 + w,
            y1: cy - h / 2 + h,
        }
    }

    /// The smallest box holding every point `(x, y)` of `pts` (an empty box at 0 for none).
    pub fn around(pts: impl IntoIterator<Item = (i64, i64)>) -> Rect {
        let mut r: Option<Rect> = None;
        for (x, y) in pts {
            r = Some(match r {
                None => Rect {
                    x0: x,
                    y0: y,
                    x1: x,
                    y1: y,
                },
                Some(r) => Rect {
                    x0: r.x0.min(x),
                    y0: r.y0.min(y),
                    x1: r.x1.max(x),
                    y1: r.y1.max(y),
                },
            });
        }
        r.unwrap_or(Rect {
            x0: 0,
            y0: 0,
            x1: 0,
            y1: 0,
        })
    }

    /// Width.
    pub fn w(&self) -> i64 {
        self.x1 - self.x0
    }

    /// Height.
    pub fn h(&self) -> i64 {
        self.y1 - self.y0
    }

    /// Centre (rounded down).
    pub fn centre(&self) -> (i64, i64) {
        ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)
    }

    /// Whether the two boxes share a positive area (touching edges do not overlap).
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    /// Whether `o` lies wholly inside this box.
    pub fn holds(&self, o: &Rect) -> bool {
        self.x0 <= o.x0 && o.x1 <= self.x1 && self.y0 <= o.y0 && o.y1 <= self.y1
    }

    /// The box grown by `m` on every side.
    pub fn grown(&self, m: i64) -> Rect {
        Rect {
            x0: self.x0 - m,
            y0: self.y0 - m,
            x1: self.x1 + m,
            y1: self.y1 + m,
        }
    }
}

/// The width of `text` set at `size` (SVG units), an upper bound for DejaVu Sans: each
/// character's advance rounded up by its class (narrow, wide, capital, other), in
/// thousandths of the size.
pub fn text_width(text: &str, size: i64) -> i64 {
    let per_mille: i64 = text
        .chars()
        .map(|c| match c {
            'i' | 'l' | 'j' | '.' | ',' | '\'' | ':' | ';' | '|' | '!' => 330,
            ' ' | '-' | 'f' | 't' | 'r' | 'I' | '(' | ')' | '/' => 420,
            'm' | 'w' | 'M' | 'W' | '—' => 1000,
            c if c.is_uppercase() => 800,
            _ => 660,
        })
        .sum();
    (per_mille * size + 999) / 1000
}

/// Placed boxes: what a new label may not overlap.
#[derive(Debug, Clone, Default)]
pub struct Layout {
    /// The labels placed so far: the id they name and their box, in placing order.
    pub labels: Vec<(String, Rect)>,
    /// Markers (badges, generals' symbols, objective flags): never covered by a label.
    pub markers: Vec<Rect>,
    /// Stands: a label covers one only when no other place is free.
    pub stands: Vec<Rect>,
    /// Where labels may go (the picture above its legend).
    pub bounds: Rect,
}

/// How far out the search for a free place goes, in label heights.
const RINGS: i64 = 24;

impl Layout {
    /// Whether `r` is free of labels and markers (and of stands, when `stands`) and inside
    /// the bounds.
    fn free(&self, r: &Rect, stands: bool) -> bool {
        self.bounds.holds(r)
            && !self.labels.iter().any(|(_, l)| l.overlaps(r))
            && !self.markers.iter().any(|m| m.overlaps(r))
            && !(stands && self.stands.iter().any(|s| s.overlaps(r)))
    }

    /// Places a label of `w` × `h` for `id` next to `near` (a stand's or a symbol's box):
    /// behind it first (`front_up`: the front faces up the picture, so below it; else
    /// above it), then in front, right, left, the diagonals, then the same further out,
    /// first where it covers no stand, then where it covers no label or marker. Returns
    /// the box, or `None` when no place within the search is free (the caller lists it
    /// apart).
    pub fn place(&mut self, id: &str, near: Rect, w: i64, h: i64, front_up: bool) -> Option<Rect> {
        for stands in [true, false] {
            if let Some(r) = self.search(near, w, h, front_up, stands) {
                self.labels.push((id.to_string(), r));
                return Some(r);
            }
        }
        None
    }

    /// The first free box of the search [`Layout::place`] describes.
    fn search(&self, near: Rect, w: i64, h: i64, front_up: bool, stands: bool) -> Option<Rect> {
        let (cx, cy) = near.centre();
        let gap = h / 6;
        let back = if front_up { 1 } else { -1 };
        let dirs: [(i64, i64); 8] = [
            (0, back),
            (0, -back),
            (1, 0),
            (-1, 0),
            (1, back),
            (-1, back),
            (1, -back),
            (-1, -back),
        ];
        for k in 0..RINGS {
            for (dx, dy) in dirs {
                let ox = dx * (near.w() / 2 + w / 2 + gap + k * h);
                let oy = dy * (near.h() / 2 + h / 2 + gap + k * h / 2);
                let r = Rect::centred(cx + ox, cy + oy, w, h);
                if self.free(&r, stands) {
                    return Some(r);
                }
            }
        }
        None
    }

    /// Places a label of `w` × `h` centred on `(cx, cy)` (a terrain feature's name): there
    /// if it covers no stand, label or marker, else as near as [`Layout::place`] finds room
    /// covering no stand; failing that, there or near covering stands but no label or
    /// marker.
    pub fn place_at(&mut self, id: &str, cx: i64, cy: i64, w: i64, h: i64) -> Option<Rect> {
        let at = Rect::centred(cx, cy, w, h);
        let point = Rect::centred(cx, cy, 0, 0);
        for stands in [true, false] {
            let r = if self.free(&at, stands) {
                Some(at)
            } else {
                self.search(point, w, h, true, stands)
            };
            if let Some(r) = r {
                self.labels.push((id.to_string(), r));
                return Some(r);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crowd_of_labels_round_one_point_never_overlaps() {
        let mut l = Layout {
            bounds: Rect {
                x0: -50_000,
                y0: -50_000,
                x1: 50_000,
                y1: 50_000,
            },
            ..Layout::default()
        };
        l.markers.push(Rect::centred(0, 0, 400, 400));
        let near = Rect::centred(0, 0, 1000, 500);
        for i in 0..40 {
            let id = format!("u{i}");
            let w = text_width(&id, 400);
            assert!(l.place(&id, near, w, 500, i % 2 == 0).is_some(), "{id}");
        }
        for (i, (_, a)) in l.labels.iter().enumerate() {
            assert!(!a.overlaps(&l.markers[0]));
            for (_, b) in &l.labels[i + 1..] {
                assert!(!a.overlaps(b), "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn touching_boxes_do_not_overlap_and_wider_text_is_wider() {
        let a = Rect::centred(0, 0, 100, 100);
        let b = Rect {
            x0: 50,
            y0: -50,
            x1: 150,
            y1: 50,
        };
        assert!(!a.overlaps(&b));
        assert!(a.overlaps(&a.grown(1)));
        assert!(text_width("MW", 100) > text_width("il", 100));
    }
}
