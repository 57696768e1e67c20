//! The legend band below the table: the sides' colours, the game's own formations and
//! markers, the symbols and arrows, the terrain on this table, and a scale bar in inches.

use super::layout::{text_width, Rect};
use super::{area_style, linear_style, marks, words, Sketch};
use svg::node::element::{Group, Line, Polyline, Rectangle, Text};

/// The band's height, SVG units.
pub const HEIGHT: i64 = 6_600;
const ROW: i64 = 900;
const SIZE: i64 = 400;

/// A legend text at `(x, y)` (its baseline).
fn text(x: i64, y: i64, s: &str) -> Text {
    Text::new(s)
        .set("x", x)
        .set("y", y)
        .set("font-size", SIZE)
        .set("fill", "#000000")
}

/// A swatch and its words; returns the group and the x after them.
fn swatch(x: i64, y: i64, fill: &str, op: f32, s: &str) -> (Group, i64) {
    let g = Group::new()
        .add(
            Rectangle::new()
                .set("x", x)
                .set("y", y - 380)
                .set("width", 600)
                .set("height", 420)
                .set("fill", fill)
                .set("fill-opacity", op)
                .set("stroke", "#000000")
                .set("stroke-width", 20),
        )
        .add(text(x + 700, y, s));
    (g, x + 700 + text_width(s, SIZE) + 400)
}

/// The band whose top is `top`, across the frame `f`; `apart`: labels that found no place
/// on the table.
pub fn draw(s: &Sketch, f: Rect, top: i64, apart: &[String]) -> Group {
    let mut g = Group::new().set("id", "legend");
    let x0 = f.x0 + 500;
    let mut y = top + ROW;
    let mut x = x0;
    for (side, colour) in &s.colours {
        let name = s
            .legend
            .sides
            .get(side)
            .map_or(side.as_str(), String::as_str);
        let (sw, nx) = swatch(x, y, colour, 1.0, name);
        g = g.add(sw);
        x = nx;
    }
    let forms: Vec<String> = s
        .legend
        .formations
        .iter()
        .map(|f| {
            format!(
                "{} {}",
                marks::formation_letter(*f),
                marks::formation_words(*f)
            )
        })
        .collect();
    y += ROW;
    g = g.add(text(
        x0,
        y,
        &format!(
            "Formations: {}; yellow edge and arrow: the front",
            forms.join(", ")
        ),
    ));
    y += ROW;
    x = x0;
    g = g.add(text(x, y, "Markers:"));
    x += text_width("Markers:", SIZE) + 300;
    for m in &s.legend.marks {
        let w = marks::badge_width(*m);
        g = g.add(marks::badge(
            *m,
            Rect {
                x0: x,
                y0: y - marks::BADGE + 40,
                x1: x + w,
                y1: y + 40,
            },
        ));
        x += w + 150;
        g = g.add(text(x, y, m.words()));
        x += text_width(m.words(), SIZE) + 400;
    }
    g = g.add(marks::general(x + 300, y - 150, 300, "#555555"));
    x += 800;
    g = g.add(text(x, y, "general (larger: corps, army)"));
    x += text_width("general (larger: corps, army)", SIZE) + 400;
    if s.legend.objectives {
        g = g.add(marks::flag(x, y + 60, "#555555").1);
        g = g.add(text(x + 600, y, "objective, in its holder's colour"));
    }
    y += ROW;
    g = g.add(arrows(x0, y));
    y += ROW;
    g = g.add(terrain(s, x0, y));
    y += ROW;
    g = g.add(scale(x0, y));
    if !apart.is_empty() {
        let list: Vec<String> = apart.iter().map(|a| words(a)).collect();
        g = g.add(text(
            x0 + 14_000,
            y,
            &format!(
                "No room on the table for the labels of: {}",
                list.join(", ")
            ),
        ));
    }
    g
}

/// The arrows' and circles' meanings.
fn arrows(x0: i64, y: i64) -> Group {
    let mut g = Group::new();
    let mut x = x0;
    for (stroke, width, dash, id, words) in [
        ("#000000", 70, "none", "arrow-move", "move"),
        ("#e67e22", 120, "none", "arrow-charge", "charge"),
        ("#e74c3c", 60, "200 120", "arrow-fire", "fire"),
    ] {
        g = g.add(
            Polyline::new()
                .set(
                    "points",
                    format!("{x},{} {},{}", y - 150, x + 1200, y - 150),
                )
                .set("stroke", stroke)
                .set("stroke-width", width)
                .set("stroke-dasharray", dash)
                .set("marker-end", format!("url(#{id})")),
        );
        g = g.add(text(x + 1400, y, words));
        x += 1400 + text_width(words, SIZE) + 500;
    }
    g.add(text(
        x,
        y,
        "(this entry's); dashed circle: a general's command range",
    ))
}

/// A swatch for each kind of terrain on this table.
fn terrain(s: &Sketch, x0: i64, y: i64) -> Group {
    let mut g = Group::new();
    let mut x = x0;
    let mut seen = std::collections::BTreeSet::new();
    for a in &s.table.areas {
        if seen.insert(format!("{:?}{}", a.kind, a.level)) {
            let (fill, op) = area_style(a.kind, a.level);
            let name = match a.kind {
                crate::board::table::terrain::AreaKind::Hill => format!("hill, level {}", a.level),
                k => kind_name(k),
            };
            let (sw, nx) = swatch(x, y, fill, op, &name);
            g = g.add(sw);
            x = nx;
        }
    }
    for l in &s.table.linears {
        if seen.insert(format!("{:?}", l.kind)) {
            let (stroke, width, dash) = linear_style(l.kind);
            g = g.add(
                Polyline::new()
                    .set("points", format!("{x},{} {},{}", y - 150, x + 600, y - 150))
                    .set("stroke", stroke)
                    .set("stroke-width", width.min(300))
                    .set("stroke-dasharray", dash),
            );
            let name = words(&format!("{:?}", l.kind)).to_lowercase();
            g = g.add(text(x + 700, y, &name));
            x += 700 + text_width(&name, SIZE) + 400;
        }
    }
    g
}

/// An area kind in words.
fn kind_name(k: crate::board::table::terrain::AreaKind) -> String {
    use crate::board::table::terrain::AreaKind as K;
    match k {
        K::LightWoods => "light woods",
        K::MediumWoods => "medium woods",
        K::HeavyWoods => "heavy woods",
        K::PoorGround => "poor ground",
        K::BuiltUp => "built-up",
        K::Hill => "",
    }
    .to_string()
}

/// A bar of twelve inches with a tick at each.
fn scale(x0: i64, y: i64) -> Group {
    let mut g = Group::new().set("id", "scale").add(
        Line::new()
            .set("x1", x0)
            .set("y1", y)
            .set("x2", x0 + 12_000)
            .set("y2", y)
            .set("stroke", "#000000")
            .set("stroke-width", 60),
    );
    for i in 0..=12 {
        let h = if i % 6 == 0 { 300 } else { 150 };
        g = g.add(
            Line::new()
                .set("x1", x0 + i * 1000)
                .set("y1", y)
                .set("x2", x0 + i * 1000)
                .set("y2", y - h)
                .set("stroke", "#000000")
                .set("stroke-width", 40),
        );
    }
    g.add(text(x0, y + 450, "0"))
        .add(text(x0 + 5_900, y + 450, "6"))
        .add(text(x0 + 11_700, y + 450, "12 inches"))
}
