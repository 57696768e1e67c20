//! Issue 31: `pbem map DIR --player P --arcs` draws, on a miniatures table, the fire arc and
//! range bands of P's own units alone, as the game's fire chart gives them; nothing else of
//! the picture changes, nothing is written but the picture, and an area game refuses it.

use crate::support::{pbem, run, snapshot};
use std::collections::BTreeMap;
use std::path::Path;

/// Plays `game`'s demo into `tmp/demo`.
fn demo(tmp: &Path, game: &str) -> String {
    let dir = tmp.join("demo");
    crate::support::demo::demo(Some(game), &dir);
    dir.to_str().unwrap().to_string()
}

/// Unit id -> side, of every stand drawn (`data-unit` with `data-side`).
fn sides(svg: &str) -> BTreeMap<String, String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter_map(|n| {
            Some((
                n.attribute("data-unit")?.into(),
                n.attribute("data-side")?.into(),
            ))
        })
        .collect()
}

/// (unit, band) of every band drawn.
fn bands(svg: &str) -> Vec<(String, String)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter_map(|n| {
            let band = n.attribute("data-band")?;
            let unit = n.ancestors().find_map(|a| a.attribute("data-arc"))?;
            Some((unit.to_string(), band.to_string()))
        })
        .collect()
}

/// `svg` without its fire arcs' group.
fn without_arcs(svg: &str) -> String {
    let id = svg.find("id=\"fire-arcs\"").unwrap();
    let start = svg[..id].rfind("<g").unwrap();
    let mut depth = 0;
    let mut i = start;
    loop {
        let open = svg[i + 1..].find("<g").map(|k| k + i + 1);
        let close = svg[i + 1..].find("</g>").map(|k| k + i + 1).unwrap();
        match open {
            Some(o) if o < close => {
                depth += 1;
                i = o;
            }
            _ if depth > 0 => {
                depth -= 1;
                i = close;
            }
            _ => {
                // The group and the line break the writer puts after it.
                let end = close + "</g>\n".len();
                return format!("{}{}", &svg[..start], &svg[end..]);
            }
        }
    }
}

#[test]
fn fire_arcs_are_drawn_for_the_readers_own_units_only() {
    for (game, players, wanted) in [
        (
            "old-trousers",
            ["british", "french"],
            ["musket", "canister"],
        ),
        (
            "grande-tactique",
            ["french", "prussian"],
            ["normal", "long"],
        ),
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let d = demo(tmp.path(), game);
        let before = snapshot(Path::new(&d));
        for p in players {
            let plain = run(&["map", &d, "--player", p]);
            let arcs = run(&["map", &d, "--player", p, "--arcs"]);
            let side_of = sides(&arcs);
            let drawn = bands(&arcs);
            assert!(!drawn.is_empty(), "{game} {p}: no arc drawn");
            for (unit, band) in &drawn {
                assert_eq!(
                    side_of.get(unit).map(String::as_str),
                    Some(p),
                    "{game}: {p}'s picture draws {unit}'s {band} band"
                );
            }
            let own = side_of.values().filter(|s| *s == p).count();
            let other = side_of.len() - own;
            assert!(
                own > 0 && other > 0,
                "{game}: {own} own, {other} other units"
            );
            assert!(
                wanted.iter().any(|w| drawn.iter().any(|(_, b)| b == w)),
                "{game} {p}: {drawn:?}"
            );
            // Nothing else changes: without its arcs it is the plain picture.
            assert!(!plain.contains("fire-arcs"));
            assert!(
                without_arcs(&arcs) == plain,
                "{game} {p}: the picture differs beyond its arcs"
            );
            // It rasterizes, the bands' tint on the table.
            let png = pbem::board::raster::rasterize(&arcs).unwrap();
            assert_eq!(
                png.width(),
                pbem::board::raster::rasterize(&plain).unwrap().width()
            );
        }
        assert_eq!(
            snapshot(Path::new(&d)),
            before,
            "{game}: pbem map wrote nothing"
        );
    }
}

#[test]
fn arcs_need_a_player_and_a_miniatures_game() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("demo");
    let d = dir.to_str().unwrap();
    crate::support::demo::demo(Some("american-revolution"), &dir);
    let o = pbem()
        .args(["map", d, "--player", "wash", "--arcs"])
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("draws no fire arcs"), "{err}");
    let o = pbem().args(["map", d, "--arcs"]).output().unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("--player"), "{err}");
}
