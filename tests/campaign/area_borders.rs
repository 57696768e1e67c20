//! Issue 31: on every game's area map a border is drawn between the two places that share
//! it and under no other box, so it suggests no border that does not exist (pictures of
//! pbem 0.8.0 on; older entries keep their straight lines, checked by `old_campaigns`).

use crate::campaign::maps::scenario_sides;
use crate::support::run;
use pbem::board::area::picture::route::{crosses, Rect};
use std::collections::BTreeMap;
use std::path::Path;

/// Place id -> (centre, box) of the geometry file `games/<game>/maps/<map>-geometry.yaml`.
fn boxes(game: &str, map: &str) -> BTreeMap<String, ([i64; 2], Rect)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("games/{game}/maps/{map}-geometry.yaml"));
    let g: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let pair = |v: &serde_yaml::Value| [v[0].as_i64().unwrap(), v[1].as_i64().unwrap()];
    let default = pair(&g["box"]);
    let mut out = BTreeMap::new();
    for group in ["areas", "seas"] {
        let Some(m) = g[group].as_mapping() else {
            continue;
        };
        for (id, s) in m {
            assert!(s.get("outline").is_none(), "{map}: boxes only");
            let at = pair(&s["at"]);
            let [w, h] = s.get("box").map_or(default, pair);
            let (x, y) = (at[0] - w / 2, at[1] - h / 2);
            out.insert(id.as_str().unwrap().to_string(), (at, [x, y, x + w, y + h]));
        }
    }
    out
}

/// The points of every border of `svg` (a `<line>` or a `<polyline>` in `#borders`).
fn borders(svg: &str) -> Vec<Vec<[i64; 2]>> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let group = (doc.descendants())
        .find(|n| n.attribute("id") == Some("borders"))
        .unwrap();
    let num = |n: roxmltree::Node, a: &str| n.attribute(a).unwrap().parse::<i64>().unwrap();
    (group.children().filter(|n| n.is_element()))
        .map(|n| match n.tag_name().name() {
            "line" => vec![[num(n, "x1"), num(n, "y1")], [num(n, "x2"), num(n, "y2")]],
            "polyline" => (n.attribute("points").unwrap().split(' '))
                .map(|p| {
                    let (x, y) = p.split_once(',').unwrap();
                    [x.parse().unwrap(), y.parse().unwrap()]
                })
                .collect(),
            other => panic!("a border drawn as <{other}>"),
        })
        .collect()
}

#[test]
fn no_border_passes_under_a_box_other_than_its_two_ends_on_any_games_map() {
    for (game, scenario, map) in [
        ("american-revolution", "war-1775", "colonies"),
        ("empires-in-arms", "danube-1810", "lower-danube"),
        (
            "empires-in-arms",
            "ulm-austerlitz-1805",
            "central-europe-1805",
        ),
        ("spi-1812", "campaign-1812", "western-russia"),
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path().join("c");
        let d = d.to_str().unwrap();
        let specs: Vec<String> = (scenario_sides(game, scenario).iter())
            .map(|s| format!("--player={s}:{s}"))
            .collect();
        let mut args = vec!["new", d, "--game", game, "--scenario", scenario];
        args.extend(["--moderator", "mod"]);
        args.extend(specs.iter().map(String::as_str));
        run(&args);
        let svg = run(&["map", d]);
        let places = boxes(game, map);
        let lines = borders(&svg);
        assert!(lines.len() > 10, "{map}: {} borders", lines.len());
        let mut bent = 0;
        for points in &lines {
            let end = |p: &[i64; 2]| {
                (places.iter())
                    .find(|(_, (at, _))| at == p)
                    .map(|(id, _)| id.clone())
                    .unwrap_or_else(|| panic!("{map}: a border ends at {p:?}, no centre"))
            };
            let ends = [end(&points[0]), end(points.last().unwrap())];
            bent += usize::from(points.len() > 2);
            for seg in points.windows(2) {
                for (id, (_, r)) in &places {
                    assert!(
                        ends.contains(id) || !crosses(seg[0], seg[1], *r),
                        "{map}: the border {ends:?} passes under {id} ({seg:?})"
                    );
                }
            }
        }
        println!("{map}: {} borders, {bent} bent", lines.len());
    }
}
