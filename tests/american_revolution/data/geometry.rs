//! The colonies' geometry (docs/maps.md) against the map.

use super::{map, text};
use pbem::yaml::Source;

/// The geometry file against docs/maps.md (until the maps validator lands): every area and
/// sea of the map drawn once, no other id, the map's id, integer points inside the size,
/// boxes of at least 40, and no two boxes overlapping.
#[test]
fn geometry_draws_every_area_and_sea() {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct At {
        at: [u32; 2],
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Label {
        at: [u32; 2],
        #[allow(dead_code)]
        text: String,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Geometry {
        map: String,
        size: [u32; 2],
        #[serde(rename = "box")]
        box_: [u32; 2],
        areas: std::collections::BTreeMap<String, At>,
        seas: std::collections::BTreeMap<String, At>,
        labels: Vec<Label>,
    }
    let g: Geometry = Source::new("g.yaml", text("maps/colonies-geometry.yaml"))
        .parse()
        .unwrap();
    let m = map();
    assert_eq!(g.map, m.id);
    let areas: Vec<&str> = m.areas().map(|a| a.id.as_str()).collect();
    assert_eq!(
        g.areas.keys().map(String::as_str).collect::<Vec<_>>(),
        areas
    );
    for s in g.seas.keys() {
        assert!(m.is_sea(s), "{s}");
    }
    assert_eq!(g.seas.len(), m.board().seas().count());
    assert!(g.box_[0] >= 40 && g.box_[1] >= 40);
    let [w, h] = g.size;
    let [bw, bh] = g.box_;
    let all: Vec<(&String, [u32; 2])> = (g.areas.iter().chain(&g.seas))
        .map(|(k, a)| (k, a.at))
        .collect();
    for (k, [x, y]) in &all {
        assert!(
            *x >= bw / 2 && x + bw / 2 <= w && *y >= bh / 2 && y + bh / 2 <= h,
            "{k}"
        );
    }
    for (i, (a, p)) in all.iter().enumerate() {
        for (b, q) in &all[i + 1..] {
            let apart = p[0].abs_diff(q[0]) >= bw || p[1].abs_diff(q[1]) >= bh;
            assert!(apart, "{a} and {b} overlap");
        }
    }
    assert!(g.labels.iter().all(|l| l.at[0] <= w && l.at[1] <= h));
}
