//! The symbols of the table picture: state markers as small lettered badges, generals as
//! stars, objectives as flags, and the words the legend gives each.

use super::layout::Rect;
use crate::board::table::stand::Formation;
use svg::node::element::{Group, Polygon, Rectangle, Text};

/// A state the rules track on a unit, drawn as a badge beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// Shaken.
    Shaken,
    /// Routed.
    Routed,
    /// Disordered.
    Disordered,
    /// In square.
    Square,
    /// Artillery limbered.
    Limbered,
    /// Artillery silenced.
    Silenced,
    /// Ordered to fire (Grande Tactique's Firing marker).
    Firing,
    /// Ordered to charge (Grande Tactique's Charge marker).
    Charging,
    /// Out of command.
    OutOfCommand,
    /// A general is attached to the unit.
    General,
}

impl Mark {
    /// The badge's letters.
    pub fn letters(self) -> &'static str {
        match self {
            Mark::Shaken => "Sh",
            Mark::Routed => "R",
            Mark::Disordered => "D",
            Mark::Square => "Q",
            Mark::Limbered => "Lb",
            Mark::Silenced => "Si",
            Mark::Firing => "F",
            Mark::Charging => "Ch",
            Mark::OutOfCommand => "OC",
            Mark::General => "G",
        }
    }

    /// The badge's fill.
    pub fn fill(self) -> &'static str {
        match self {
            Mark::Shaken => "#f39c12",
            Mark::Routed => "#c0392b",
            Mark::Disordered => "#8e44ad",
            Mark::Square => "#2c3e50",
            Mark::Limbered => "#6d4c41",
            Mark::Silenced => "#424242",
            Mark::Firing => "#e74c3c",
            Mark::Charging => "#e67e22",
            Mark::OutOfCommand => "#7f8c8d",
            Mark::General => "#b8860b",
        }
    }

    /// What the legend calls it.
    pub fn words(self) -> &'static str {
        match self {
            Mark::Shaken => "shaken",
            Mark::Routed => "routed",
            Mark::Disordered => "disordered",
            Mark::Square => "square",
            Mark::Limbered => "limbered",
            Mark::Silenced => "silenced",
            Mark::Firing => "firing",
            Mark::Charging => "charging",
            Mark::OutOfCommand => "out of command",
            Mark::General => "general attached",
        }
    }
}

/// Badge height and the letters' size, SVG units.
pub const BADGE: i64 = 360;
const BADGE_FONT: i64 = 280;

/// The width of a badge for `m`.
pub fn badge_width(m: Mark) -> i64 {
    120 + 200 * m.letters().chars().count() as i64
}

/// A badge for `m` in the box `r`.
pub fn badge(m: Mark, r: Rect) -> Group {
    Group::new()
        .set("data-mark", m.words())
        .add(
            Rectangle::new()
                .set("x", r.x0)
                .set("y", r.y0)
                .set("width", r.w())
                .set("height", r.h())
                .set("rx", 60)
                .set("fill", m.fill())
                .set("stroke", "#ffffff")
                .set("stroke-width", 30),
        )
        .add(
            Text::new(m.letters())
                .set("x", r.x0 + r.w() / 2)
                .set("y", r.y1 - 80)
                .set("font-size", BADGE_FONT)
                .set("font-weight", "bold")
                .set("text-anchor", "middle")
                .set("fill", "#ffffff"),
        )
}

/// The ten points of a five-pointed star of outer radius `r` centred on `(cx, cy)`, y
/// downwards, from a table of offsets in thousandths of the radius.
pub fn star(cx: i64, cy: i64, r: i64) -> String {
    const PTS: [(i64, i64); 10] = [
        (0, -1000),
        (225, -309),
        (951, -309),
        (363, 118),
        (588, 809),
        (0, 382),
        (-588, 809),
        (-363, 118),
        (-951, -309),
        (-225, -309),
    ];
    PTS.iter()
        .map(|(x, y)| format!("{},{}", cx + x * r / 1000, cy + y * r / 1000))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A general's star in `colour`, of radius `r`.
pub fn general(cx: i64, cy: i64, r: i64, colour: &str) -> Polygon {
    Polygon::new()
        .set("points", star(cx, cy, r))
        .set("fill", colour)
        .set("stroke", "#ffd600")
        .set("stroke-width", 60)
}

/// An objective's flag in the holder's colour, its pole's foot at `(x, y)`: the box it
/// covers and the drawing.
pub fn flag(x: i64, y: i64, colour: &str) -> (Rect, Group) {
    let g = Group::new()
        .add(
            Polygon::new()
                .set(
                    "points",
                    format!("{x},{y} {x},{} {},{}", y - 700, x + 60, y - 700),
                )
                .set("stroke", "#000000")
                .set("stroke-width", 50),
        )
        .add(
            Polygon::new()
                .set(
                    "points",
                    format!("{x},{} {},{} {x},{}", y - 700, x + 450, y - 550, y - 400),
                )
                .set("fill", colour)
                .set("stroke", "#000000")
                .set("stroke-width", 30),
        );
    (
        Rect {
            x0: x - 40,
            y0: y - 720,
            x1: x + 470,
            y1: y,
        },
        g,
    )
}

/// A formation's letter on the stand.
pub fn formation_letter(f: Formation) -> &'static str {
    crate::board::table::picture::formation_letter(f)
}

/// A formation in words, for the legend.
pub fn formation_words(f: Formation) -> &'static str {
    match f {
        Formation::Line => "line",
        Formation::CompanyColumn => "company column",
        Formation::AttackColumn => "attack column",
        Formation::Skirmish => "skirmish",
        Formation::Square => "square",
        Formation::Limbered => "limbered",
        Formation::Unlimbered => "unlimbered",
        Formation::Prolonge => "prolonge",
    }
}
