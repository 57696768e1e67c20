//! The borders between places: straight from centre to centre, or (pictures of pbem 0.8.0
//! on) routed round the other boxes ([`super::route`]) where the straight line would pass
//! under a third box and suggest a border that does not exist.

use super::super::geometry::Pt;
use super::draw::{self, line};
use super::kept::Drawn;
use super::route::Router;
use super::{BorderKind, Picture};
use svg::node::element::Group;
use svg::Node;

/// How a border of `kind` is drawn: its SVG attributes, in order.
fn border_style(kind: BorderKind) -> &'static [(&'static str, &'static str)] {
    match kind {
        BorderKind::Plain => &[("stroke", "#9a8f7a"), ("stroke-width", "2")],
        BorderKind::River => &[("stroke", "#3a7bd5"), ("stroke-width", "6")],
        BorderKind::Coast => &[
            ("stroke", "#5b8db8"),
            ("stroke-width", "2"),
            ("stroke-dasharray", "2 4"),
        ],
        BorderKind::Crossing => &[
            ("stroke", "#3a7bd5"),
            ("stroke-width", "3"),
            ("stroke-dasharray", "10 6"),
            ("marker-start", "url(#arrow)"),
            ("marker-end", "url(#arrow)"),
        ],
    }
}

impl Picture<'_> {
    /// The borders group as the text the SVG writer gives it, as a blob: byte for byte
    /// the text of [`Picture::borders_tree`], written once per geometry, borders and routing
    /// ([`super::kept`]).
    pub(super) fn borders_group(&self) -> svg::node::Blob {
        let text = self.kept_borders(|| crate::board::svg_text::text(&self.borders_tree()));
        svg::node::Blob::new(&*text)
    }

    /// The borders group as an SVG tree.
    fn borders_tree(&self) -> Group {
        let mut g = Group::new().set("id", "borders");
        let geo = self.geometry;
        // The routes are a pure function of the geometry: computed once per geometry.
        let routes: Vec<Option<Vec<Pt>>> = if self.routed {
            let each = |d: &mut Drawn| {
                let r = d.router.get_or_insert_with(|| Router::new(geo));
                (self.borders.iter())
                    .map(|b| r.route(geo, &b.between[0], &b.between[1]))
                    .collect()
            };
            geo.cache.with(Drawn::default, each)
        } else {
            vec![None; self.borders.len()]
        };
        for (b, route) in self.borders.iter().zip(routes) {
            let (Some(a), Some(z)) = (self.at(&b.between[0]), self.at(&b.between[1])) else {
                continue;
            };
            let style = border_style(b.kind);
            g = match route.filter(|p| p.len() > 2) {
                Some(points) => {
                    let mut l = draw::polyline(&points);
                    style.iter().for_each(|(k, v)| l.assign(*k, *v));
                    g.add(l)
                }
                None => g.add((style.iter()).fold(line(a, z), |l, (k, v)| l.set(*k, *v))),
            };
        }
        g
    }
}
