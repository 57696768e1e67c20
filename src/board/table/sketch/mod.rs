//! The picture of the table a player reads at a glance (entries of pbem 0.7.0 on; older
//! entries keep [`super::picture`]): every unit named by its short name in a label placed
//! so that none covers another label or a marker, its front edge and facing arrow in a
//! colour of their own, a badge for each state the rules track, generals as stars, terrain
//! named with hill levels, objectives flagged, the entry's moves, charges and fire as
//! arrows, and a legend of the game's own formations and markers with a scale bar in
//! inches. One SVG unit is one thou, y flipped so the near edge is at the bottom.

pub mod arcs;
mod draw;
pub mod layout;
mod legend;
pub mod marks;

use super::measure::{Length, Point};
use super::stand::{Formation, Stand};
use super::terrain::{AreaKind, Table};
pub use arcs::FireArc;
use draw::{arrow_defs, rect};
use layout::{text_width, Layout, Rect};
use marks::Mark;
use std::collections::BTreeMap;
use svg::Document;

/// Pixels per inch of the picture's `width`/`height` attributes.
pub const PX_PER_INCH: i64 = 24;
/// The free band round the table where labels may go, SVG units.
pub const MARGIN: i64 = 1_500;
/// A unit label's text size, SVG units.
pub const LABEL_SIZE: i64 = 340;
const LABEL_H: i64 = LABEL_SIZE * 5 / 4;
const TERRAIN_SIZE: i64 = 360;

/// A unit as drawn: its stand, its short name and its markers.
#[derive(Debug, Clone)]
pub struct Piece {
    /// The stand (side, footprint, facing, formation).
    pub stand: Stand,
    /// The short name written beside it.
    pub label: String,
    /// The states it carries, in badge order.
    pub marks: Vec<Mark>,
}

impl Piece {
    /// The piece of `stand`, labelled with its id, carrying each mark of `marks` whose flag
    /// is set, in the order given (the badge order).
    pub fn marked(stand: &Stand, marks: &[(bool, Mark)]) -> Piece {
        Piece {
            stand: stand.clone(),
            label: stand.id.clone(),
            marks: marks
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, k)| *k)
                .collect(),
        }
    }
}

/// A general as drawn: a star at his place.
#[derive(Debug, Clone)]
pub struct Chief {
    /// His id (his label).
    pub id: String,
    /// His side.
    pub side: String,
    /// Where he stands.
    pub at: Point,
    /// 1 a division (or brigade), 2 a corps, 3 the army: the star's size.
    pub rank: i64,
}

/// What the game's legend lists: its formations and its markers.
#[derive(Debug, Clone, Default)]
pub struct Legend {
    /// Side id -> the name the legend gives it.
    pub sides: BTreeMap<String, String>,
    /// The game's formations.
    pub formations: Vec<Formation>,
    /// The game's markers.
    pub marks: Vec<Mark>,
    /// Whether the game has objectives.
    pub objectives: bool,
}

/// What to draw: the data passed in, nothing computed but the layout.
#[derive(Debug, Clone)]
pub struct Sketch<'a> {
    /// The table.
    pub table: &'a Table,
    /// The units the reader may see.
    pub pieces: Vec<Piece>,
    /// The generals.
    pub chiefs: Vec<Chief>,
    /// Command ranges: a general's id and the range, drawn round his star.
    pub ranges: Vec<(String, Length)>,
    /// Moves: each the centre's path, start to end.
    pub moves: Vec<Vec<Point>>,
    /// Fire: firer point to target point.
    pub fire: Vec<(Point, Point)>,
    /// Charges: charger point to contact point.
    pub charges: Vec<(Point, Point)>,
    /// Objectives: a terrain area's id and the side holding it.
    pub objectives: Vec<(String, String)>,
    /// Side -> colour (`#rrggbb`).
    pub colours: BTreeMap<String, String>,
    /// The legend's game-specific lists.
    pub legend: Legend,
    /// Fire arcs and range bands (`pbem map --arcs`: the reader's own units; none in the
    /// pictures of entries).
    pub arcs: Vec<FireArc>,
}

/// The picture's boxes, as the layout placed them (for tests and tools).
#[derive(Debug, Clone)]
pub struct Placed {
    /// The layout: labels (unit, general and terrain), markers and stands.
    pub layout: Layout,
    /// Ids whose label found no free place on the table (listed under the legend).
    pub apart: Vec<String>,
}

impl<'a> Sketch<'a> {
    /// A picture of nothing on `table`, sides coloured from the table picture's palette in
    /// the order of `sides`.
    pub fn new(table: &'a Table, sides: &[&str]) -> Sketch<'a> {
        let p = super::picture::Picture::new(table, &[], sides);
        Sketch {
            table,
            pieces: vec![],
            chiefs: vec![],
            ranges: vec![],
            moves: vec![],
            fire: vec![],
            charges: vec![],
            objectives: vec![],
            colours: p.colours,
            legend: Legend::default(),
            arcs: vec![],
        }
    }

    /// A side's colour (black when not given).
    pub fn colour(&self, side: &str) -> &str {
        self.colours.get(side).map_or("#000000", String::as_str)
    }

    /// The SVG y of the table's far edge (table y is flipped below it).
    fn top(&self) -> i64 {
        self.table.origin.y + self.table.depth.0
    }

    /// A table point in SVG units.
    fn at(&self, p: Point) -> (i64, i64) {
        (p.x, self.top() - p.y)
    }

    /// SVG `points` of table points.
    fn pts(&self, v: &[Point]) -> String {
        v.iter()
            .map(|p| {
                let (x, y) = self.at(*p);
                format!("{x},{y}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A stand's box in SVG units.
    fn stand_box(&self, s: &Stand) -> Rect {
        Rect::around(s.footprint().corners().iter().map(|p| self.at(*p)))
    }

    /// Badge boxes of a piece: a row above its stand's box, from its left.
    fn badges(&self, p: &Piece) -> Vec<(Mark, Rect)> {
        let b = self.stand_box(&p.stand);
        let mut x = b.x0;
        p.marks
            .iter()
            .map(|m| {
                let w = marks::badge_width(*m);
                let r = Rect {
                    x0: x,
                    y0: b.y0 - marks::BADGE - 20,
                    x1: x + w,
                    y1: b.y0 - 20,
                };
                x += w + 20;
                (*m, r)
            })
            .collect()
    }

    /// A general's star radius.
    fn star_radius(c: &Chief) -> i64 {
        200 + 100 * c.rank.clamp(1, 3)
    }

    /// Where an objective's flag stands: the top-left corner of its area's box.
    fn flag_foot(&self, area: &str) -> Option<(i64, i64)> {
        let a = self.table.areas.iter().find(|a| a.id == area)?;
        let r = Rect::around(a.outline.iter().map(|p| self.at(*p)));
        Some((r.x0 + 100, r.y0 + 760))
    }

    /// The picture's whole box, legend included.
    fn frame(&self) -> Rect {
        let (x0, w, d) = (self.table.origin.x, self.table.width.0, self.table.depth.0);
        Rect {
            x0: x0 - MARGIN,
            y0: -MARGIN,
            x1: x0 + w + MARGIN,
            y1: d + MARGIN + legend::HEIGHT,
        }
    }

    /// Places every label: markers and stands first, then units', generals', terrain's.
    pub fn place(&self) -> Placed {
        let f = self.frame();
        let mut l = Layout {
            bounds: Rect {
                y1: self.table.depth.0 + MARGIN,
                ..f
            },
            ..Layout::default()
        };
        for p in &self.pieces {
            l.stands.push(self.stand_box(&p.stand));
            l.markers.extend(self.badges(p).into_iter().map(|(_, r)| r));
        }
        for c in &self.chiefs {
            let (x, y) = self.at(c.at);
            let r = Self::star_radius(c);
            l.markers.push(Rect::centred(x, y, 2 * r, 2 * r));
        }
        for (a, _) in &self.objectives {
            if let Some((x, y)) = self.flag_foot(a) {
                l.markers.push(marks::flag(x, y, "#000000").0);
            }
        }
        let mut apart = vec![];
        for p in &self.pieces {
            let near = self.stand_box(&p.stand);
            let w = text_width(&p.label, LABEL_SIZE) + 120;
            // The front faces up the picture when the facing is within 90° of 0.
            let front_up = !(90..=270).contains(&p.stand.facing.0.rem_euclid(360));
            if l.place(&p.stand.id, near, w, LABEL_H, front_up).is_none() {
                apart.push(p.stand.id.clone());
            }
        }
        for c in &self.chiefs {
            let (x, y) = self.at(c.at);
            let r = Self::star_radius(c);
            let w = text_width(&c.id, LABEL_SIZE) + 120;
            if l.place(&c.id, Rect::centred(x, y, 2 * r, 2 * r), w, LABEL_H, true)
                .is_none()
            {
                apart.push(c.id.clone());
            }
        }
        for a in &self.table.areas {
            let r = Rect::around(a.outline.iter().map(|p| self.at(*p)));
            let (cx, cy) = r.centre();
            let text = terrain_name(&a.id, a.kind, a.level);
            let w = text_width(&text, TERRAIN_SIZE) + 120;
            let h = TERRAIN_SIZE * 5 / 4;
            if l.place_at(&a.id, cx, cy, w, h).is_none() {
                apart.push(a.id.clone());
            }
        }
        for s in &self.table.linears {
            let Some(p) = s.points.get(s.points.len() / 2) else {
                continue;
            };
            let (cx, cy) = self.at(*p);
            let text = words(&s.id);
            let w = text_width(&text, TERRAIN_SIZE) + 120;
            if l.place_at(&s.id, cx, cy, w, TERRAIN_SIZE * 5 / 4).is_none() {
                apart.push(s.id.clone());
            }
        }
        Placed { layout: l, apart }
    }

    /// The SVG document as text.
    pub fn render(&self) -> String {
        let f = self.frame();
        let placed = self.place();
        let (x0, w, d) = (self.table.origin.x, self.table.width.0, self.table.depth.0);
        let mut doc = Document::new()
            .set("viewBox", (f.x0, f.y0, f.w(), f.h()))
            .set("width", f.w() * PX_PER_INCH / 1000)
            .set("height", f.h() * PX_PER_INCH / 1000)
            .set("font-family", crate::board::raster::FONT_FAMILY)
            .add(arrow_defs())
            .add(rect(f, "#ffffff"))
            .add(rect(
                Rect {
                    x0,
                    y0: 0,
                    x1: x0 + w,
                    y1: d,
                },
                "#f3efe0",
            ))
            .add(self.terrain())
            .add(self.ranges());
        if !self.arcs.is_empty() {
            doc = doc.add(self.arcs_group());
        }
        doc = doc.add(self.actions());
        for p in &self.pieces {
            doc = doc.add(self.stand(p));
        }
        doc = doc.add(self.symbols()).add(self.labels(&placed));
        let doc = doc.add(legend::draw(self, f, d + MARGIN, &placed.apart));
        crate::board::svg_text::text(&doc)
    }
}

/// An id in words: `heights-of-brye` -> `heights of brye`.
pub fn words(id: &str) -> String {
    id.replace(['-', '_'], " ")
}

/// A terrain area's name on the picture: its id in words, a hill with its level.
pub fn terrain_name(id: &str, kind: AreaKind, level: u8) -> String {
    match kind {
        AreaKind::Hill => format!("{} (hill, level {level})", words(id)),
        _ => words(id),
    }
}

/// Fill and opacity of an area kind (hills darker with each level).
pub fn area_style(k: AreaKind, level: u8) -> (&'static str, f32) {
    match k {
        AreaKind::LightWoods => ("#9ccc65", 0.8),
        AreaKind::MediumWoods => ("#66bb6a", 0.8),
        AreaKind::HeavyWoods => ("#2e7d32", 0.8),
        AreaKind::PoorGround => ("#bcaaa4", 0.8),
        AreaKind::BuiltUp => ("#9e9e9e", 0.9),
        AreaKind::Hill => match level {
            0 | 1 => ("#c8a97e", 0.45),
            2 => ("#a1887f", 0.55),
            _ => ("#795548", 0.6),
        },
    }
}

/// Stroke, width (thou) and dash pattern of a linear kind.
pub fn linear_style(k: super::terrain::LinearKind) -> (&'static str, i64, &'static str) {
    super::picture::linear_style(k)
}
