//! Fire arcs and range bands of the reader's own units (`pbem map DIR --player P --arcs`,
//! never in a mail): for each unit the game names, the ground it may fire on, band by band,
//! as its chart gives them: the arc opening `half_angle` outward from each front corner,
//! out to each band's reach edge to edge (straight ahead of the front edge, round each
//! front corner beside it). Under the units, in the unit's side's colour.

use super::Sketch;
use crate::board::table::measure::{Length, Point};
use svg::node::element::{ClipPath, Group, Path, Rectangle, Text};

/// One unit's fire arc and range bands, as its game's chart gives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FireArc {
    /// The unit's id (a piece of the sketch; an arc of no piece is not drawn).
    pub unit: String,
    /// Degrees the arc opens outward from the facing at each front corner.
    pub half_angle: i32,
    /// The range bands, nearest first: the band's name and its reach, edge to edge.
    pub bands: Vec<(String, Length)>,
}

/// The text size of a band's name, SVG units (thou).
const BAND_SIZE: i64 = 340;

impl Sketch<'_> {
    /// Each arc's bands, farthest first so the nearer lie on top (`data-arc` the unit,
    /// `data-band` the band's name); the band's name and reach at its far edge; all cut at
    /// the table's edges.
    pub(super) fn arcs_group(&self) -> Group {
        let table = Rectangle::new()
            .set("x", self.table.origin.x)
            .set("y", 0)
            .set("width", self.table.width.0)
            .set("height", self.table.depth.0);
        let mut g = Group::new()
            .set("id", "fire-arcs")
            .set("clip-path", "url(#fire-arcs-table)")
            .add(ClipPath::new().set("id", "fire-arcs-table").add(table));
        for a in &self.arcs {
            let Some(p) = self.pieces.iter().find(|p| p.stand.id == a.unit) else {
                continue;
            };
            let colour = self.colour(&p.stand.side).to_string();
            let mut unit = Group::new().set("data-arc", a.unit.as_str());
            for (name, reach) in a.bands.iter().rev() {
                let [_, _, fwd_r, fwd_l, ..] = self.band_points(p, a.half_angle, *reach);
                let ((xl, yl), (xr, yr)) = (self.at(fwd_l), self.at(fwd_r));
                unit = unit
                    .add(
                        Path::new()
                            .set("data-band", name.as_str())
                            .set("d", self.band_path(p, a.half_angle, *reach))
                            .set("fill", colour.as_str())
                            .set("fill-opacity", "0.08")
                            .set("stroke", colour.as_str())
                            .set("stroke-width", 40)
                            .set("stroke-dasharray", "200 120"),
                    )
                    .add(
                        Text::new(format!("{name} {}\"", inches(*reach)))
                            .set("x", (xl + xr) / 2)
                            .set("y", (yl + yr) / 2)
                            .set("font-size", BAND_SIZE)
                            .set("text-anchor", "middle")
                            .set("fill", colour.as_str()),
                    );
            }
            g = g.add(unit);
        }
        g
    }

    /// The band's corners: front left, front right, the right side's end, straight ahead
    /// of the front right, straight ahead of the front left, the left side's end.
    fn band_points(&self, p: &super::Piece, half: i32, reach: Length) -> [Point; 6] {
        let (s, f) = (&p.stand, p.stand.footprint());
        [
            f.front_left,
            f.front_right,
            f.front_right.step(s.facing, reach),
            f.front_left.step(s.facing, reach),
            f.front_right.step(s.facing.turned(half), reach),
            f.front_left.step(s.facing.turned(-half), reach),
        ]
    }

    /// The band as an SVG path: the front edge, the right side, the arc round the front
    /// right corner, the far edge, the arc round the front left corner, the left side.
    fn band_path(&self, p: &super::Piece, half: i32, reach: Length) -> String {
        let [fl, fr, fwd_r, fwd_l, side_r, side_l] = self.band_points(p, half, reach);
        let xy = |q: Point| {
            let (x, y) = self.at(q);
            format!("{x},{y}")
        };
        let r = reach.0;
        // Facings turn clockwise on the table and in the picture alike: from the right side
        // back to straight ahead, and on to the left side, runs anticlockwise (sweep 0).
        format!(
            "M{} L{} L{} A{r},{r} 0 0 0 {} L{} A{r},{r} 0 0 0 {} Z",
            xy(fl),
            xy(fr),
            xy(side_r),
            xy(fwd_r),
            xy(fwd_l),
            xy(side_l)
        )
    }
}

/// A reach in inches as the charts write it: `4`, `12.5`.
fn inches(l: Length) -> String {
    let (whole, thou) = (l.0 / 1000, (l.0 % 1000).abs());
    if thou == 0 {
        whole.to_string()
    } else {
        format!("{whole}.{thou:03}")
            .trim_end_matches('0')
            .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::table::measure::Angle;
    use crate::board::table::stand::{Formation, Stand};
    use crate::board::table::terrain::Table;

    fn table() -> Table {
        let src = crate::yaml::Source::new(
            "t.yaml",
            "table: { name: t, width: 48, depth: 36 }\nareas: []\nlinear: []\n",
        );
        Table::from_source(&src).unwrap()
    }

    fn stand(id: &str, side: &str, x: i64, facing: i32) -> Stand {
        Stand {
            id: id.into(),
            side: side.into(),
            frontage: Length::inches(4),
            depth: Length::inches(1),
            centre: Point::new(Length::inches(x).0, Length::inches(10).0),
            facing: Angle::facing(facing),
            formation: Formation::Line,
            markers: Default::default(),
            commander: None,
        }
    }

    #[test]
    fn a_band_is_drawn_from_the_front_corners_out_to_its_reach() {
        let t = table();
        let mut sk = Sketch::new(&t, &["a", "b"]);
        let s = stand("u", "a", 10, 0);
        sk.pieces.push(super::super::Piece::marked(&s, &[]));
        sk.arcs.push(FireArc {
            unit: "u".into(),
            half_angle: 45,
            bands: vec![("musket".into(), Length::inches(4))],
        });
        sk.arcs.push(FireArc {
            unit: "not-on-the-table".into(),
            half_angle: 45,
            bands: vec![("musket".into(), Length::inches(4))],
        });
        // Facing 0 (up the picture), front edge at y 10.5", from x 8" to 12": the band
        // runs 4" ahead (y 14.5", SVG y 36 - 14.5 = 21.5") and round each corner.
        let d = sk.band_path(&sk.pieces[0], 45, Length::inches(4));
        assert!(
            d.starts_with("M8000,25500 L12000,25500 L14828,22672 A4000,4000 0 0 0 12000,21500 L8000,21500 A4000,4000 0 0 0 5172,22672 Z"),
            "{d}"
        );
        let svg = sk.arcs_group().to_string();
        assert_eq!(svg.matches("data-arc=").count(), 1, "{svg}");
        assert!(
            svg.contains("musket 4&quot;") || svg.contains("musket 4\""),
            "{svg}"
        );
        assert_eq!(inches(Length(12_500)), "12.5");
        assert_eq!(inches(Length(7_000)), "7");
    }
}
