//! What happened this phase, drawn over the map: moves as arrows, battles as rings.

use super::draw::{centred, extent, line, outline, ring};
use super::Picture;
use svg::node::element::Group;

impl Picture<'_> {
    /// This phase's moves as arrows in the mover's colour, leg by leg.
    pub(super) fn moves_group(&self) -> Group {
        let mut g = Group::new().set("id", "moves");
        for m in &self.moves {
            let c = self.colour(&m.side);
            for leg in m.path.windows(2) {
                let (Some(a), Some(z)) = (self.at(&leg[0]), self.at(&leg[1])) else {
                    continue;
                };
                let (a, z) = ([a[0] + 8, a[1] + 8], [z[0] + 8, z[1] + 8]);
                g = g.add(
                    line(a, z)
                        .set("data-from", leg[0].as_str())
                        .set("data-to", leg[1].as_str())
                        .set("data-side", m.side.as_str())
                        .set("stroke", c)
                        .set("stroke-width", 4)
                        .set("stroke-opacity", "0.8")
                        .set("marker-end", "url(#arrow)"),
                );
            }
        }
        g
    }

    /// This phase's battles as red rings with crossed sabres (from pbem 0.7.0, a red edge
    /// round the area and the ring on its top-right corner, so no unit's line is covered).
    pub(super) fn battles_group(&self) -> Group {
        let mut g = Group::new().set("id", "battles");
        for b in &self.battles {
            let shape = self
                .geometry
                .areas
                .get(b)
                .or_else(|| self.geometry.seas.get(b));
            if let (true, Some(shape)) = (self.whole, shape) {
                let (tl, size) = extent(self.geometry, shape);
                let at = [tl[0] + size[0] + 2, tl[1] - 2];
                g = g.add(
                    Group::new()
                        .set("data-battle", b.as_str())
                        .add(
                            outline(self.geometry, shape, "none", "#d00000").set("stroke-width", 4),
                        )
                        .add(ring(at, 11, "#d00000", 3).set("fill", "#ffffff"))
                        .add(centred([at[0], at[1] + 5], "⚔", 14).set("fill", "#d00000")),
                );
            } else if let Some(at) = self.at(b) {
                g = g.add(
                    Group::new()
                        .set("data-battle", b.as_str())
                        .add(ring(at, 30, "#d00000", 5))
                        .add(centred([at[0], at[1] + 8], "⚔", 22).set("fill", "#d00000")),
                );
            }
        }
        g
    }
}
