//! The legend band below an area map's picture: the sides' colours, the border kinds, the
//! symbols, and the notes (provisional data named).

use super::draw::{city_mark, line, rect, ring, text};
use super::{BorderKind, Picture, LINE};
use svg::node::element::Group;

impl Picture<'_> {
    /// The legend band below the map, as the text of [`Picture::legend_tree`], a blob:
    /// written once for its sides, notes and `top` ([`super::kept`]).
    pub(super) fn legend(&self, top: i64) -> svg::node::Blob {
        let text = self.kept_legend(top, || crate::board::svg_text::text(&self.legend_tree(top)));
        svg::node::Blob::new(&*text)
    }

    /// The legend band below the map.
    fn legend_tree(&self, top: i64) -> Group {
        let mut g = Group::new().set("id", "legend");
        let mut x = 10;
        let y = top + 24;
        for (id, name) in &self.sides {
            g = g
                .add(rect([x, y - 11], [14, 14], self.colour(id)))
                .add(text([x + 20, y], name, 12));
            x += 30 + 8 * i64::try_from(name.chars().count()).unwrap_or(10);
        }
        let y2 = y + 30;
        let sample = |x: i64, kind: BorderKind| {
            let l = line([x, y2 - 4], [x + 40, y2 - 4]);
            match kind {
                BorderKind::Plain => l.set("stroke", "#9a8f7a").set("stroke-width", 2),
                BorderKind::River => l.set("stroke", "#3a7bd5").set("stroke-width", 6),
                BorderKind::Coast => l
                    .set("stroke", "#5b8db8")
                    .set("stroke-width", 2)
                    .set("stroke-dasharray", "2 4"),
                BorderKind::Crossing => l
                    .set("stroke", "#3a7bd5")
                    .set("stroke-width", 3)
                    .set("stroke-dasharray", "10 6"),
            }
        };
        g = g
            .add(sample(10, BorderKind::Plain))
            .add(text([56, y2], "border", 11))
            .add(sample(110, BorderKind::River))
            .add(text([156, y2], "river", 11))
            .add(sample(200, BorderKind::Crossing))
            .add(text([246, y2], "crossing arrow", 11))
            .add(city_mark([350, y2 - 4], false))
            .add(text([358, y2], "city", 11))
            .add(city_mark([400, y2 - 4], true))
            .add(text([408, y2], "fortress", 11))
            .add(rect([470, y2 - 11], [14, 14], "url(#hatch)").set("stroke", "#000"))
            .add(text([490, y2], "depleted", 11))
            .add(
                line([560, y2 - 4], [600, y2 - 4])
                    .set("stroke", "#000")
                    .set("stroke-width", 4)
                    .set("marker-end", "url(#arrow)"),
            )
            .add(text([606, y2], "move this phase", 11))
            .add(ring([720, y2 - 4], 8, "#d00000", 3))
            .add(text([734, y2], "battle", 11));
        if self.whole {
            g = g
                .add(sample(780, BorderKind::Coast))
                .add(text([826, y2], "sea and its coast", 11));
        }
        let y3 = y2 + 22;
        g = g.add(text(
            [10, y3],
            "■ a unit the reader may know, by name and strength, in its side's colour; ■ hidden stack: a marker alone; ▲ depot; \u{2694} battle",
            11,
        ));
        let mut y3 = y3 + 22;
        for n in &self.notes {
            g = g.add(text([10, y3], n, 11).set("fill", "#8b0000"));
            y3 += LINE;
        }
        g
    }
}
