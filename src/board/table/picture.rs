//! The picture of the table as SVG (the `svg` crate): terrain, every stand as its rectangle
//! in its side's colour with a bar on the front edge and its formation's letter, leaders'
//! command ranges, arrows for moves, lines for fire and charges, and a legend. One SVG unit
//! is one thou; y is flipped so the near edge is at the bottom. The legend sits below.

use super::measure::{Length, Point};
use super::stand::{Formation, Stand};
use super::terrain::{AreaKind, LinearKind, Table};
use std::collections::BTreeMap;
use svg::node::element::{
    Circle, Definitions, Group, Marker, Path, Polygon, Polyline, Rectangle, Text,
};
use svg::Document;

/// Pixels per inch of the picture's `width`/`height` attributes.
pub const PX_PER_INCH: i64 = 10;

/// The legend band's height below the table.
const LEGEND: i64 = 4_000;

/// Colours of sides, in the order given to [`Picture::new`].
const PALETTE: [&str; 6] = [
    "#1f4fbf", "#c0392b", "#1e8449", "#8e44ad", "#d68910", "#17202a",
];

/// What to draw: the data passed in, nothing computed but the layout.
#[derive(Debug, Clone)]
pub struct Picture<'a> {
    /// The table.
    pub table: &'a Table,
    /// The stands the reader may see.
    pub stands: &'a [Stand],
    /// Leaders (stand id) and their command range.
    pub leaders: Vec<(String, Length)>,
    /// Moves: each the centre's path, start to end.
    pub moves: Vec<Vec<Point>>,
    /// Fire: firer point to target point.
    pub fire: Vec<(Point, Point)>,
    /// Charges: charger point to contact point.
    pub charges: Vec<(Point, Point)>,
    /// Side -> colour (`#rrggbb`).
    pub colours: BTreeMap<String, String>,
}

impl<'a> Picture<'a> {
    /// A picture of `stands` on `table`; sides are coloured from a fixed palette in the
    /// order of `sides`.
    pub fn new(table: &'a Table, stands: &'a [Stand], sides: &[&str]) -> Picture<'a> {
        let colours = sides
            .iter()
            .enumerate()
            .map(|(i, s)| (s.to_string(), PALETTE[i % PALETTE.len()].to_string()))
            .collect();
        Picture {
            table,
            stands,
            leaders: vec![],
            moves: vec![],
            fire: vec![],
            charges: vec![],
            colours,
        }
    }

    /// A side's colour (black when not given).
    pub fn colour(&self, side: &str) -> &str {
        self.colours.get(side).map_or("#000000", String::as_str)
    }

    /// The SVG document as text.
    pub fn render(&self) -> String {
        let (w, d) = (self.table.width.0, self.table.depth.0);
        let (x0, top) = (self.table.origin.x, self.table.origin.y + d);
        let mut doc = Document::new()
            .set("viewBox", (x0, 0, w, d + LEGEND))
            .set("width", w * PX_PER_INCH / 1000)
            .set("height", (d + LEGEND) * PX_PER_INCH / 1000)
            .add(arrow_defs())
            .add(
                Rectangle::new()
                    .set("x", x0)
                    .set("width", w)
                    .set("height", d)
                    .set("fill", "#f3efe0"),
            )
            .add(self.terrain(top))
            .add(self.leader_ranges(top));
        for s in self.stands {
            doc = doc.add(self.stand(s, top));
        }
        let doc = doc.add(self.overlays(top)).add(self.legend(x0, d));
        crate::board::svg_text::text(&doc)
    }

    /// Areas, then linear features.
    fn terrain(&self, top: i64) -> Group {
        let mut g = Group::new().set("id", "terrain");
        for a in &self.table.areas {
            let (fill, op) = area_style(a.kind);
            g = g.add(
                Polygon::new()
                    .set("points", pts(top, &a.outline))
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
                    .set("points", pts(top, &l.points))
                    .set("fill", "none")
                    .set("stroke", stroke)
                    .set("stroke-width", width)
                    .set("stroke-dasharray", dash),
            );
        }
        g
    }

    /// A dashed circle of command range round each leader.
    fn leader_ranges(&self, top: i64) -> Group {
        let mut g = Group::new().set("id", "command-ranges");
        for (id, range) in &self.leaders {
            if let Some(s) = self.stands.iter().find(|s| &s.id == id) {
                g = g.add(
                    Circle::new()
                        .set("cx", s.centre.x)
                        .set("cy", top - s.centre.y)
                        .set("r", range.0)
                        .set("fill", "none")
                        .set("stroke", self.colour(&s.side))
                        .set("stroke-width", 50)
                        .set("stroke-dasharray", "300 200"),
                );
            }
        }
        g
    }

    /// Move arrows, fire lines, charge arrows.
    fn overlays(&self, top: i64) -> Group {
        let mut g = Group::new().set("id", "actions");
        for m in &self.moves {
            g = g.add(
                Polyline::new()
                    .set("points", pts(top, m))
                    .set("fill", "none")
                    .set("stroke", "#000000")
                    .set("stroke-width", 60)
                    .set("marker-end", "url(#arrow)"),
            );
        }
        for (a, b) in &self.fire {
            g = g.add(
                Polyline::new()
                    .set("points", pts(top, &[*a, *b]))
                    .set("stroke", "#e74c3c")
                    .set("stroke-width", 50)
                    .set("stroke-dasharray", "200 120"),
            );
        }
        for (a, b) in &self.charges {
            g = g.add(
                Polyline::new()
                    .set("points", pts(top, &[*a, *b]))
                    .set("stroke", "#e67e22")
                    .set("stroke-width", 120)
                    .set("marker-end", "url(#arrow)"),
            );
        }
        g
    }

    /// One stand: its rectangle, a bar on its front edge, its formation's letter.
    fn stand(&self, s: &Stand, top: i64) -> Group {
        let f = s.footprint();
        Group::new()
            .set("id", format!("stand-{}", s.id))
            .add(
                Polygon::new()
                    .set("points", pts(top, &f.corners()))
                    .set("fill", self.colour(&s.side))
                    .set("stroke", "#000000")
                    .set("stroke-width", 30),
            )
            .add(
                Polyline::new()
                    .set("points", pts(top, &[f.front_left, f.front_right]))
                    .set("stroke", "#ffffff")
                    .set("stroke-width", 120),
            )
            .add(
                Text::new(formation_letter(s.formation))
                    .set("x", s.centre.x)
                    .set("y", top - s.centre.y)
                    .set("font-size", 500)
                    .set("text-anchor", "middle")
                    .set("fill", "#ffffff"),
            )
    }

    /// The legend band: sides, formations, line styles.
    fn legend(&self, x0: i64, d: i64) -> Group {
        let mut g = Group::new().set("id", "legend");
        let y = d + 800;
        let mut x = x0 + 500;
        for (side, colour) in &self.colours {
            g = g.add(
                Rectangle::new()
                    .set("x", x)
                    .set("y", y)
                    .set("width", 800)
                    .set("height", 500)
                    .set("fill", colour.as_str()),
            );
            g = g.add(text(x + 1000, y + 450, side));
            x += 1200 + 300 * side.len() as i64;
        }
        let forms = "L line, C company column, A attack column, S skirmish, Q square, Lb limbered, U unlimbered, P prolonge; white bar: front edge";
        g = g.add(text(x0 + 500, y + 1400, forms));
        g.add(text(x0 + 500, y + 2200, "dashed circle: command range; black arrow: move; red dashes: fire; orange arrow: charge"))
    }
}

/// SVG `points` of table points, y flipped below `top`.
fn pts(top: i64, v: &[Point]) -> String {
    v.iter()
        .map(|p| format!("{},{}", p.x, top - p.y))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A legend text.
fn text(x: i64, y: i64, s: &str) -> Text {
    Text::new(s)
        .set("x", x)
        .set("y", y)
        .set("font-size", 500)
        .set("fill", "#000000")
}

/// The arrowhead marker.
fn arrow_defs() -> Definitions {
    let head = Path::new()
        .set("d", "M0,0 L10,5 L0,10 z")
        .set("fill", "context-stroke");
    Definitions::new().add(
        Marker::new()
            .set("id", "arrow")
            .set("viewBox", "0 0 10 10")
            .set("refX", 10)
            .set("refY", 5)
            .set("markerWidth", 6)
            .set("markerHeight", 6)
            .set("orient", "auto")
            .add(head),
    )
}

/// A formation's letter on the stand.
pub fn formation_letter(f: Formation) -> &'static str {
    match f {
        Formation::Line => "L",
        Formation::CompanyColumn => "C",
        Formation::AttackColumn => "A",
        Formation::Skirmish => "S",
        Formation::Square => "Q",
        Formation::Limbered => "Lb",
        Formation::Unlimbered => "U",
        Formation::Prolonge => "P",
    }
}

/// Fill and opacity of an area kind.
fn area_style(k: AreaKind) -> (&'static str, f32) {
    match k {
        AreaKind::LightWoods => ("#9ccc65", 0.8),
        AreaKind::MediumWoods => ("#66bb6a", 0.8),
        AreaKind::HeavyWoods => ("#2e7d32", 0.8),
        AreaKind::PoorGround => ("#bcaaa4", 0.8),
        AreaKind::BuiltUp => ("#9e9e9e", 0.9),
        AreaKind::Hill => ("#a1887f", 0.3),
    }
}

/// Stroke, width (thou) and dash pattern of a linear kind (the 0.7.0 picture draws them alike).
pub fn linear_style(k: LinearKind) -> (&'static str, i64, &'static str) {
    match k {
        LinearKind::Stream => ("#4fc3f7", 150, "none"),
        LinearKind::Ditch => ("#795548", 100, "250 150"),
        LinearKind::River => ("#0277bd", 600, "none"),
        LinearKind::Bridge => ("#5d4037", 500, "none"),
        LinearKind::Ford => ("#b3e5fc", 500, "120 80"),
        LinearKind::StoneWall => ("#616161", 150, "none"),
        LinearKind::Redoubt => ("#3e2723", 250, "none"),
        LinearKind::WoodenFence => ("#8d6e63", 100, "200 100"),
        LinearKind::Hedge => ("#33691e", 200, "none"),
        LinearKind::Road => ("#d7ccc8", 400, "none"),
    }
}
