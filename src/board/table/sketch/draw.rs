//! Drawing the table picture's layers: terrain, command ranges, the entry's actions,
//! stands with their facing, markers and the placed labels.

use super::layout::Rect;
use super::marks;
use super::{area_style, linear_style, terrain_name, words, Piece, Placed, Sketch};
use super::{LABEL_SIZE, TERRAIN_SIZE};
use crate::board::table::measure::{Length, Point};
use svg::node::element::{Circle, Group, Line, Polygon, Polyline, Rectangle, Text};

impl Sketch<'_> {
    /// Areas (hills darker by level), then linear features.
    pub(super) fn terrain(&self) -> Group {
        let mut g = Group::new().set("id", "terrain");
        for a in &self.table.areas {
            let (fill, op) = area_style(a.kind, a.level);
            g = g.add(
                Polygon::new()
                    .set("points", self.pts(&a.outline))
                    .set("fill", fill)
                    .set("fill-opacity", op)
                    .set("stroke", "#6e5b3a")
                    .set("stroke-width", 60),
            );
        }
        for l in &self.table.linears {
            let (stroke, width, dash) = linear_style(l.kind);
            g = g.add(
                Polyline::new()
                    .set("points", self.pts(&l.points))
                    .set("fill", "none")
                    .set("stroke", stroke)
                    .set("stroke-width", width)
                    .set("stroke-dasharray", dash),
            );
        }
        g
    }

    /// A dashed circle of command range round each general named.
    pub(super) fn ranges(&self) -> Group {
        let mut g = Group::new().set("id", "command-ranges");
        for (id, range) in &self.ranges {
            if let Some(c) = self.chiefs.iter().find(|c| &c.id == id) {
                let (x, y) = self.at(c.at);
                g = g.add(
                    Circle::new()
                        .set("cx", x)
                        .set("cy", y)
                        .set("r", range.0)
                        .set("fill", "none")
                        .set("stroke", self.colour(&c.side))
                        .set("stroke-width", 50)
                        .set("stroke-dasharray", "300 200"),
                );
            }
        }
        g
    }

    /// Moves, fire and charges as arrows, under the units.
    pub(super) fn actions(&self) -> Group {
        let mut g = Group::new().set("id", "actions");
        let arrow = |pts: String, stroke: &str, width: i64, dash: &str, id: &str| {
            Polyline::new()
                .set("points", pts)
                .set("fill", "none")
                .set("stroke", stroke)
                .set("stroke-width", width)
                .set("stroke-dasharray", dash)
                .set("marker-end", format!("url(#{id})"))
        };
        for m in &self.moves {
            let m = short_of_end(m, 700);
            g = g.add(arrow(self.pts(&m), "#000000", 70, "none", "arrow-move"));
        }
        for (a, b) in &self.fire {
            g = g.add(arrow(
                self.pts(&[*a, *b]),
                "#e74c3c",
                60,
                "200 120",
                "arrow-fire",
            ));
        }
        for (a, b) in &self.charges {
            g = g.add(arrow(
                self.pts(&[*a, *b]),
                "#e67e22",
                120,
                "none",
                "arrow-charge",
            ));
        }
        g
    }

    /// One stand: its rectangle, its front edge and facing arrow in yellow, its formation's
    /// letter.
    pub(super) fn stand(&self, p: &Piece) -> Group {
        let s = &p.stand;
        let f = s.footprint();
        let fc = s.front_centre();
        let tip = fc.step(s.facing, Length(350));
        let half = Length((s.frontage.0 / 2).min(220));
        let l = fc.step(s.facing.turned(-90), half);
        let r = fc.step(s.facing.turned(90), half);
        let (cx, cy) = self.at(s.centre);
        let size = (s.depth.0 * 7 / 10).clamp(160, 320);
        Group::new()
            .set("data-unit", s.id.as_str())
            .set("data-side", s.side.as_str())
            .add(
                Polygon::new()
                    .set("points", self.pts(&f.corners()))
                    .set("fill", self.colour(&s.side))
                    .set("stroke", "#000000")
                    .set("stroke-width", 30),
            )
            .add(
                Polyline::new()
                    .set("points", self.pts(&[f.front_left, f.front_right]))
                    .set("stroke", "#ffd600")
                    .set("stroke-width", 90),
            )
            .add(
                Polygon::new()
                    .set("points", self.pts(&[l, tip, r]))
                    .set("fill", "#ffd600")
                    .set("stroke", "#000000")
                    .set("stroke-width", 20),
            )
            .add(
                Text::new(marks::formation_letter(s.formation))
                    .set("x", cx)
                    .set("y", cy + size / 3)
                    .set("font-size", size)
                    .set("text-anchor", "middle")
                    .set("fill", "#ffffff"),
            )
    }

    /// Badges, generals' stars and objectives' flags.
    pub(super) fn symbols(&self) -> Group {
        let mut g = Group::new().set("id", "markers");
        for p in &self.pieces {
            for (m, r) in self.badges(p) {
                g = g.add(marks::badge(m, r));
            }
        }
        for c in &self.chiefs {
            let (x, y) = self.at(c.at);
            g = g.add(
                marks::general(x, y, Self::star_radius(c), self.colour(&c.side))
                    .set("data-general", c.id.as_str()),
            );
        }
        for (a, side) in &self.objectives {
            if let Some((x, y)) = self.flag_foot(a) {
                g = g.add(
                    marks::flag(x, y, self.colour(side))
                        .1
                        .set("data-objective", a.as_str()),
                );
            }
        }
        g
    }

    /// Every placed label: a pale box with the text, and a thin line to what it names when
    /// it stands away from it.
    pub(super) fn labels(&self, placed: &Placed) -> Group {
        let mut g = Group::new().set("id", "labels");
        for (id, r) in &placed.layout.labels {
            let (text, colour, size, anchor) = self.label_of(id);
            let (lx, ly) = r.centre();
            if let Some((ax, ay)) = anchor {
                if (lx - ax).abs() > r.w() / 2 + 900 || (ly - ay).abs() > r.h() / 2 + 900 {
                    g = g.add(
                        Line::new()
                            .set("x1", lx)
                            .set("y1", ly)
                            .set("x2", ax)
                            .set("y2", ay)
                            .set("stroke", "#555555")
                            .set("stroke-width", 20),
                    );
                }
            }
            g = g.add(label(id, *r, &text, colour, size));
        }
        g
    }

    /// A label's text, colour, size and the point it names (none for terrain).
    pub(super) fn label_of(&self, id: &str) -> (String, &str, i64, Option<(i64, i64)>) {
        if let Some(p) = self.pieces.iter().find(|p| p.stand.id == id) {
            let a = self.at(p.stand.centre);
            return (
                p.label.clone(),
                self.colour(&p.stand.side),
                LABEL_SIZE,
                Some(a),
            );
        }
        if let Some(c) = self.chiefs.iter().find(|c| c.id == id) {
            return (
                c.id.clone(),
                self.colour(&c.side),
                LABEL_SIZE,
                Some(self.at(c.at)),
            );
        }
        if let Some(a) = self.table.areas.iter().find(|a| a.id == id) {
            return (
                terrain_name(&a.id, a.kind, a.level),
                "#4e342e",
                TERRAIN_SIZE,
                None,
            );
        }
        (words(id), "#01579b", TERRAIN_SIZE, None)
    }
}

/// `path` with its last point drawn back `by` thou along its last leg (at most half the
/// leg), so a move's arrowhead shows behind the stand that stands at its end.
fn short_of_end(path: &[Point], by: i64) -> Vec<Point> {
    let mut v = path.to_vec();
    if let [.., a, z] = v.as_mut_slice() {
        let (dx, dy) = (z.x - a.x, z.y - a.y);
        let len = crate::board::table::measure::isqrt(
            i128::from(dx) * i128::from(dx) + i128::from(dy) * i128::from(dy),
        );
        if len > 0 {
            let cut = by.min(len / 2);
            *z = Point::new(z.x - dx * cut / len, z.y - dy * cut / len);
        }
    }
    v
}

/// A label: its box (pale, so the text reads over anything) and its text.
fn label(id: &str, r: Rect, text: &str, colour: &str, size: i64) -> Group {
    Group::new()
        .set("data-label", id)
        .set("data-box", format!("{} {} {} {}", r.x0, r.y0, r.x1, r.y1))
        .add(
            Rectangle::new()
                .set("x", r.x0)
                .set("y", r.y0)
                .set("width", r.w())
                .set("height", r.h())
                .set("fill", "#ffffff")
                .set("fill-opacity", 0.8),
        )
        .add(
            Text::new(text)
                .set("x", r.x0 + r.w() / 2)
                .set("y", r.y1 - size / 4 - 10)
                .set("font-size", size)
                .set("text-anchor", "middle")
                .set("fill", colour),
        )
}

/// A filled box.
pub(super) fn rect(r: Rect, fill: &str) -> Rectangle {
    Rectangle::new()
        .set("x", r.x0)
        .set("y", r.y0)
        .set("width", r.w())
        .set("height", r.h())
        .set("fill", fill)
}

/// The arrowheads, one per action colour.
pub(super) fn arrow_defs() -> svg::node::element::Definitions {
    use svg::node::element::{Marker, Path};
    let mut d = svg::node::element::Definitions::new();
    for (id, fill) in [
        ("arrow-move", "#000000"),
        ("arrow-fire", "#e74c3c"),
        ("arrow-charge", "#e67e22"),
    ] {
        d = d.add(
            Marker::new()
                .set("id", id)
                .set("viewBox", "0 0 10 10")
                .set("refX", 10)
                .set("refY", 5)
                .set("markerWidth", 5)
                .set("markerHeight", 5)
                .set("orient", "auto")
                .add(Path::new().set("d", "M0,0 L10,5 L0,10 z").set("fill", fill)),
        );
    }
    d
}
