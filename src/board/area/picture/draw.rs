//! Drawing primitives of an area map's picture: integer shapes and text (`svg` crate).

use super::super::geometry::{Geometry, Pt, Shape};
use svg::node::element::{
    Circle, Definitions, Element, Group, Line, Marker, Path, Pattern, Polygon, Polyline, Rectangle,
    Text,
};

/// The font size, at most `size`, at which `t` fits in `width` (a character taken as 3/5
/// of the size wide), and at least 7.
pub(super) fn fitted(t: &str, size: i64, width: i64) -> i64 {
    let chars = i64::try_from(t.chars().count()).unwrap_or(i64::MAX).max(1);
    (width * 5 / (chars * 3)).clamp(7, size)
}

/// The box (top left, width and height) in which a shape's text is laid out.
pub(super) fn extent(g: &Geometry, s: &Shape) -> (Pt, Pt) {
    let [w, h] = g.box_of(s);
    ([s.at[0] - w / 2, s.at[1] - h / 2], [w, h])
}

/// A shape's outline (its polygon, else its box).
pub(super) fn outline(g: &Geometry, s: &Shape, fill: &str, stroke: &str) -> Group {
    let body = match &s.outline {
        Some(pts) => {
            let p: Vec<String> = pts.iter().map(|p| format!("{},{}", p[0], p[1])).collect();
            Group::new().add(Polygon::new().set("points", p.join(" ")))
        }
        None => {
            let (tl, size) = extent(g, s);
            Group::new().add(rect(tl, size, fill).set("rx", 8))
        }
    };
    body.set("fill", fill)
        .set("stroke", stroke)
        .set("stroke-width", 2)
}

pub(super) fn rect(at: Pt, size: Pt, fill: &str) -> Rectangle {
    Rectangle::new()
        .set("x", at[0])
        .set("y", at[1])
        .set("width", size[0])
        .set("height", size[1])
        .set("fill", fill)
}

pub(super) fn line(a: Pt, z: Pt) -> Line {
    Line::new()
        .set("x1", a[0])
        .set("y1", a[1])
        .set("x2", z[0])
        .set("y2", z[1])
}

/// A line through `points`, unfilled (a routed border).
pub(super) fn polyline(points: &[Pt]) -> Element {
    let p: Vec<String> = points
        .iter()
        .map(|p| format!("{},{}", p[0], p[1]))
        .collect();
    Polyline::new()
        .set("points", p.join(" "))
        .set("fill", "none")
        .into()
}

pub(super) fn ring(at: Pt, r: i64, colour: &str, width: i64) -> Circle {
    Circle::new()
        .set("cx", at[0])
        .set("cy", at[1])
        .set("r", r)
        .set("fill", "none")
        .set("stroke", colour)
        .set("stroke-width", width)
}

pub(super) fn text(at: Pt, s: &str, size: i64) -> Text {
    Text::new(s)
        .set("x", at[0])
        .set("y", at[1])
        .set("font-size", size)
}

pub(super) fn centred(at: Pt, s: &str, size: i64) -> Text {
    text(at, s, size).set("text-anchor", "middle")
}

/// A city's dot, or a fortress's square.
pub(super) fn city_mark(at: Pt, fortress: bool) -> Group {
    let g = Group::new();
    if fortress {
        g.add(rect([at[0] - 4, at[1] - 4], [8, 8], "#000000"))
    } else {
        g.add(
            Circle::new()
                .set("cx", at[0])
                .set("cy", at[1])
                .set("r", 4)
                .set("fill", "#000000"),
        )
    }
}

/// The arrow head and the depletion hatching.
pub(super) fn defs() -> Definitions {
    let head = Path::new()
        .set("d", "M0,0 L10,5 L0,10 z")
        .set("fill", "context-stroke");
    let hatch = Pattern::new()
        .set("id", "hatch")
        .set("width", 8)
        .set("height", 8)
        .set("patternUnits", "userSpaceOnUse")
        .add(
            Path::new()
                .set("d", "M0,8 L8,0")
                .set("stroke", "#7a5c2e")
                .set("stroke-width", 1),
        );
    Definitions::new()
        .add(
            Marker::new()
                .set("id", "arrow")
                .set("viewBox", "0 0 10 10")
                .set("refX", 10)
                .set("refY", 5)
                .set("markerWidth", 5)
                .set("markerHeight", 5)
                .set("orient", "auto-start-reverse")
                .add(head),
        )
        .add(hatch)
}
