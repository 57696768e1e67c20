//! The picture of an area map as SVG (the `svg` crate), a faithful schematic drawn from a
//! [`Geometry`]: areas as boxes or polygons filled with their controller's colour, borders
//! as links between centres (rivers thick and blue, crossing arrows dashed), seas in blue,
//! cities and fortresses, depots and depletion, every stack the reader may see as a line in
//! its owner's colour (a hidden stack as a marker alone), this phase's moves as arrows and
//! battles as red rings, and a legend below. Every coordinate is an integer.
//!
//! Groups carry `data-area`, `data-stack`, `data-side` and `data-unit` attributes so that
//! tools and tests can find where each unit is drawn (docs/maps.md).

mod borders;
mod draw;
mod kept;
mod legend;
mod overlays;
pub mod route;
mod spill;
#[cfg(test)]
mod tests;

use super::geometry::{Geometry, Pt, Shape};
use draw::{centred, city_mark, defs, extent, fitted, outline, rect, text};
use std::collections::BTreeMap;
use svg::node::element::{Group, Path};
use svg::Document;

/// Colours of sides, in the order given in [`Picture::sides`].
const PALETTE: [&str; 8] = [
    "#1f4fbf", "#c0392b", "#1e8449", "#8e44ad", "#d68910", "#17202a", "#117a8b", "#a04000",
];
/// The legend band's height below the map.
const LEGEND: i64 = 130;
/// The height of a line of text in an area.
const LINE: i64 = 13;
/// Where [`Picture::render_titled`] puts each title: an element no picture draws.
const TITLE_SLOT: &str = "<pbem-title/>";

/// The heading above the map.
fn title(s: &str) -> svg::node::element::Text {
    text([10, 22], s, 18).set("font-weight", "bold")
}

/// How a border is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BorderKind {
    /// An ordinary border.
    Plain,
    /// A river border.
    River,
    /// A sea and a land area on its coast (pictures of pbem 0.7.0 on).
    Coast,
    /// A crossing arrow (over water).
    Crossing,
}

/// A [`BorderKind::Coast`] link from each sea of `board` to each land area on its coast,
/// so a sea's picture is joined to its coasts.
pub fn coasts<B>(board: &crate::board::area::AreaBoard<B>) -> Vec<Border> {
    board
        .seas()
        .flat_map(|(sea, links)| {
            links.coasts.iter().map(move |land| Border {
                between: [sea.to_string(), land.to_string()],
                kind: BorderKind::Coast,
            })
        })
        .collect()
}

/// A border between two places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Border {
    /// The two places.
    pub between: [String; 2],
    /// What it is.
    pub kind: BorderKind,
}

/// What an area shows besides its stacks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Place {
    /// Its name.
    pub name: String,
    /// Its city's name, if any.
    pub city: Option<String>,
    /// Whether the city is a fortress (siege value above 0, an 1812 fort).
    pub fortress: bool,
    /// The side controlling it, if the reader may know.
    pub control: Option<String>,
    /// Whether it is depleted (foraged out).
    pub depleted: bool,
    /// A depot's owner, if one stands here.
    pub depot: Option<String>,
    /// A remark in red: a siege (`besieged by France`), a depletion (`depleted 50%`).
    pub remark: Option<String>,
}

/// A unit drawn by name in a stack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitLine {
    /// Its id (`data-unit`).
    pub id: String,
    /// What the reader reads (`I Corps 6i 2c`).
    pub text: String,
}

/// A stack in a place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stack {
    /// The place it stands in.
    pub place: String,
    /// Its owner.
    pub side: String,
    /// The units the reader may know; empty for a hidden stack (a marker alone).
    pub units: Vec<UnitLine>,
}

/// A move of this phase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The mover's side.
    pub side: String,
    /// The places passed, start to end.
    pub path: Vec<String>,
}

/// What to draw: the data passed in, nothing computed but the layout.
#[derive(Debug, Clone)]
pub struct Picture<'a> {
    /// Where things are drawn.
    pub geometry: &'a Geometry,
    /// The heading (map, phase, reader).
    pub title: String,
    /// Sides (id, name), coloured in this order.
    pub sides: Vec<(String, String)>,
    /// Place id -> what it shows.
    pub places: BTreeMap<String, Place>,
    /// Areas with sub-areas: name and the sub-areas framed together.
    pub frames: Vec<(String, Vec<String>)>,
    /// Sea id -> name.
    pub seas: BTreeMap<String, String>,
    /// Borders.
    pub borders: Vec<Border>,
    /// Stacks the reader may see.
    pub stacks: Vec<Stack>,
    /// This phase's moves.
    pub moves: Vec<Move>,
    /// Places where a battle was fought this phase.
    pub battles: Vec<String>,
    /// Lines under the legend (provisional data named).
    pub notes: Vec<String>,
    /// Nothing hidden (entries of pbem 0.7.0 on): an area's units that do not fit in its
    /// box are listed in full below the map, under the area's name, and the box says so;
    /// older entries keep their `+N more (see the report)` line, byte for byte.
    pub whole: bool,
    /// Borders routed round the other boxes (entries of pbem 0.8.0 on): a border whose
    /// straight line would pass under a third box bends round it ([`route`]); older
    /// entries keep their straight lines, byte for byte.
    pub routed: bool,
}

use spill::Spill;

impl Picture<'_> {
    /// A side's colour (black for a side not listed).
    pub fn colour(&self, side: &str) -> &'static str {
        self.sides
            .iter()
            .position(|(id, _)| id == side)
            .map_or("#000000", |i| PALETTE[i % PALETTE.len()])
    }

    fn at(&self, place: &str) -> Option<Pt> {
        let g = self.geometry;
        g.areas
            .get(place)
            .or_else(|| g.seas.get(place))
            .map(|s| s.at)
    }

    /// The SVG document as text.
    pub fn render(&self) -> String {
        crate::board::svg_text::text(&self.document(title(&self.title)))
    }

    /// [`Picture::render`] under each of `titles` in turn (the picture's own title unused):
    /// the map is drawn once, for a game whose every reader sees the same board under a
    /// title of their own. Byte for byte what `render` gives with each title.
    pub fn render_titled(&self, titles: &[String]) -> Vec<String> {
        let page = crate::board::svg_text::text(&self.document(svg::node::Blob::new(TITLE_SLOT)));
        // Text and attribute values are written escaped ('<' as "&lt;"): the slot's raw '<'
        // comes from the blob alone.
        let Some((head, tail)) = page.split_once(TITLE_SLOT) else {
            unreachable!("the document holds the title's slot")
        };
        (titles.iter())
            .map(|t| format!("{head}{}{tail}", title(t)))
            .collect()
    }

    /// The document with `title` (the heading above the map) in its place.
    fn document(&self, title: impl Into<Box<dyn svg::Node>>) -> Document {
        let [w, h] = self.geometry.size;
        let spills = std::cell::RefCell::new(Vec::new());
        let seas = self.seas_group(&spills);
        let borders = self.borders_group();
        let areas: Vec<svg::node::Blob> = (self.geometry.areas.iter())
            .map(|(id, shape)| self.area(id, shape, &spills))
            .collect();
        let spills = spills.into_inner();
        let (list, list_h) = self.spill_list(&spills, h);
        let legend_h = LEGEND + LINE * i64::try_from(self.notes.len()).unwrap_or(0) + list_h;
        let mut doc = Document::new()
            .set("viewBox", (0, 0, w, h + legend_h))
            .set("width", w)
            .set("height", h + legend_h)
            .set("font-family", "DejaVu Sans, Arial, sans-serif")
            .add(defs())
            .add(rect([0, 0], [w, h + legend_h], "#ffffff"))
            .add(rect([0, 0], [w, h], "#f6f1e3"))
            .add(title);
        doc = doc.add(seas).add(borders);
        for a in areas {
            doc = doc.add(a);
        }
        doc = doc.add(self.frames_group());
        doc = doc.add(self.labels_group()).add(self.moves_group());
        let doc = doc.add(self.battles_group()).add(self.legend(h));
        match list {
            Some(l) => doc.add(l),
            None => doc,
        }
    }

    fn seas_group(&self, spills: &std::cell::RefCell<Vec<Spill>>) -> Group {
        let mut g = Group::new().set("id", "seas");
        for (id, shape) in &self.geometry.seas {
            let name = self.seas.get(id).map_or(id.as_str(), String::as_str);
            // Units at sea (carried by fleets) are listed below the sea's name.
            let (top_left, size) = extent(self.geometry, shape);
            let room = usize::try_from((top_left[1] + size[1] - shape.at[1] - 3) / LINE);
            g = g.add(
                Group::new()
                    .set("data-sea", id.as_str())
                    .set("data-area", id.as_str())
                    .add(outline(self.geometry, shape, "#cfe3f5", "#5b8db8"))
                    .add(centred(shape.at, name, 13).set("fill", "#2e5f8a"))
                    .add(self.stack_lines(
                        id,
                        [top_left[0] + 5, shape.at[1]],
                        room.unwrap_or(0),
                        size[0] - 10,
                        spills,
                    )),
            );
        }
        g
    }

    fn frames_group(&self) -> Group {
        let mut g = Group::new().set("id", "frames");
        for (name, members) in &self.frames {
            let boxes: Vec<(Pt, Pt)> = members
                .iter()
                .filter_map(|m| self.geometry.areas.get(m))
                .map(|s| extent(self.geometry, s))
                .collect();
            let (Some(x0), Some(y0)) = (
                boxes.iter().map(|b| b.0[0]).min(),
                boxes.iter().map(|b| b.0[1]).min(),
            ) else {
                continue;
            };
            let x1 = boxes.iter().map(|b| b.1[0]).max().unwrap_or(x0);
            let y1 = boxes.iter().map(|b| b.1[1]).max().unwrap_or(y0);
            g = g.add(
                rect([x0 - 6, y0 - 18], [x1 - x0 + 12, y1 - y0 + 24], "none")
                    .set("stroke", "#6e5b3a")
                    .set("stroke-width", 2)
                    .set("stroke-dasharray", "6 4"),
            );
            if self.whole {
                // A tab on the frame, unlike any area's name: white capitals on brown.
                let caps = name.to_uppercase();
                let w = 8 * i64::try_from(caps.chars().count()).unwrap_or(0) + 10;
                g = g.add(rect([x0 - 6, y0 - 17], [w, 14], "#6e5b3a")).add(
                    text([x0 - 1, y0 - 6], &caps, fitted(&caps, 10, w - 8))
                        .set("fill", "#ffffff")
                        .set("data-group", name.as_str()),
                );
            } else {
                g = g.add(text([x0 - 4, y0 - 6], name, 12).set("font-style", "italic"));
            }
        }
        g
    }

    /// One place as the text of [`Picture::area_tree`], a blob, with the unit lines it
    /// leaves for the list below the map put in `spills`: written once for what the place
    /// shows ([`kept`]).
    fn area(
        &self,
        id: &str,
        shape: &Shape,
        spills: &std::cell::RefCell<Vec<Spill>>,
    ) -> svg::node::Blob {
        let k = self.kept_area(id, || {
            let own = std::cell::RefCell::new(Vec::new());
            let text = crate::board::svg_text::text(&self.area_tree(id, shape, &own));
            kept::Kept {
                text: text.into(),
                spills: own.into_inner(),
            }
        });
        spills.borrow_mut().extend(k.spills);
        svg::node::Blob::new(&*k.text)
    }

    /// One place: its shape, name, city, marks and stacks.
    fn area_tree(&self, id: &str, shape: &Shape, spills: &std::cell::RefCell<Vec<Spill>>) -> Group {
        let empty = Place::default();
        let p = self.places.get(id).unwrap_or(&empty);
        let mut g = Group::new().set("data-area", id).add(outline(
            self.geometry,
            shape,
            "#fbf8ee",
            "#6e5b3a",
        ));
        if let Some(side) = &p.control {
            let tint = outline(self.geometry, shape, self.colour(side), "#6e5b3a");
            g = g.add(
                tint.set("fill-opacity", "0.18")
                    .set("data-control", side.as_str()),
            );
        }
        let (top_left, size) = extent(self.geometry, shape);
        let x = top_left[0] + 5;
        let mut y = top_left[1] + 15;
        if p.depleted {
            g = g.add(outline(self.geometry, shape, "url(#hatch)", "none"));
        }
        let name = if p.name.is_empty() { id } else { &p.name };
        let fit = |t: &str, pts: i64, indent: i64| fitted(t, pts, size[0] - 10 - indent);
        g = g.add(text([x, y], name, fit(name, 12, 0)).set("font-weight", "bold"));
        if let Some(city) = &p.city {
            y += LINE;
            g = g.add(city_mark([x + 4, y - 4], p.fortress)).add(text(
                [x + 12, y],
                city,
                fit(city, 11, 12),
            ));
        }
        if let Some(side) = &p.depot {
            let c = self.colour(side);
            let [rx, ry] = [top_left[0] + size[0] - 14, top_left[1] + 6];
            let d = format!(
                "M{rx},{} L{},{} L{},{} z",
                ry + 10,
                rx + 5,
                ry,
                rx + 10,
                ry + 10
            );
            g = g.add(Path::new().set("d", d).set("fill", c).set("stroke", "#000"));
        }
        if let Some(s) = &p.remark {
            y += LINE;
            g = g.add(text([x, y], s, fit(s, 10, 0)).set("fill", "#8b0000"));
        }
        let room = usize::try_from((top_left[1] + size[1] - y - 3) / LINE).unwrap_or(0);
        g.add(self.stack_lines(id, [x, y], room, size[0] - 10, spills))
    }

    fn labels_group(&self) -> Group {
        let mut g = Group::new().set("id", "labels");
        for l in &self.geometry.labels {
            g = g.add(
                text(l.at, &l.text, 13)
                    .set("font-style", "italic")
                    .set("fill", "#2e5f8a"),
            );
        }
        g
    }
}
