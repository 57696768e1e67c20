//! Maps as pictures (docs/maps.md): every unit is drawn in the area its state says, the 1812
//! pictures show a side's units to that side alone, the pictures rasterize, `pbem map`
//! writes SVG and PNG and nothing else, report mails attach the player's picture, entries
//! of older pbem have none, and a geometry file is checked against its map.

use crate::support::copy_tree;
use crate::support::{pbem, run, snapshot};
use pbem::board::area::geometry::Geometry;
use pbem::yaml::Source;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Plays a demo (`game`: None for the Danube) into `tmp/demo`.
fn demo(tmp: &Path, game: Option<&str>) -> PathBuf {
    let dir = tmp.join("demo");
    crate::support::demo::demo(game, &dir);
    dir
}

/// The resolved entries' folders (not the setup).
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.ends_with("0000-setup"))
        .collect();
    v.sort();
    v
}

/// The `state:` of an entry's state.yaml.
fn state(entry: &Path) -> serde_yaml::Value {
    let text = std::fs::read_to_string(entry.join("state.yaml")).unwrap();
    let v: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
    v["state"].clone()
}

/// Unit id -> the `data-area` of the group it is drawn in, for every `data-unit` of `svg`.
fn drawn_units(svg: &str) -> BTreeMap<String, String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter_map(|n| {
            let unit = n.attribute("data-unit")?;
            let area = n.ancestors().find_map(|a| a.attribute("data-area"))?;
            Some((unit.to_string(), area.to_string()))
        })
        .collect()
}

/// (place, side) of every stack marker group of `svg`.
fn stacks(svg: &str) -> Vec<(String, String)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter_map(|n| {
            Some((
                n.attribute("data-stack")?.into(),
                n.attribute("data-side")?.into(),
            ))
        })
        .collect()
}

#[test]
fn every_empires_in_arms_unit_is_drawn_in_its_area_in_every_picture() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), None);
    let mut checked = 0;
    for e in entries(&dir) {
        let st = state(&e);
        let mut want = BTreeMap::new();
        for key in ["units", "leaders"] {
            for u in st[key].as_sequence().unwrap() {
                let (id, area) = (u["id"].as_str().unwrap(), u["area"].as_str().unwrap());
                want.insert(id.to_string(), area.to_string());
            }
        }
        // Every power sees the public map: the entry keeps it once (pbem 0.12.0 on).
        for p in ["russia", "turkey"] {
            assert!(!e.join(format!("reports/{p}.svg")).exists());
        }
        let svg = std::fs::read_to_string(e.join("map.svg")).unwrap();
        assert_eq!(drawn_units(&svg), want, "{}", e.display());
        checked += want.len();
    }
    // Two entries of the demo, each with its units (some may fall in battle).
    assert!(checked > 16, "{checked} units checked");
}

#[test]
fn an_1812_side_sees_its_own_units_and_only_markers_of_the_enemy() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), Some("spi-1812"));
    for e in entries(&dir) {
        let st = state(&e);
        let units: Vec<(String, String, String)> = st["units"]
            .as_sequence()
            .unwrap()
            .iter()
            .map(|u| {
                let f = |k: &str| u[k].as_str().unwrap().to_string();
                (f("id"), f("side"), f("at"))
            })
            .collect();
        let public = std::fs::read_to_string(e.join("map.svg")).unwrap();
        assert!(
            drawn_units(&public).is_empty(),
            "the public picture names no unit"
        );
        for (reader, enemy) in [("france", "russia"), ("russia", "france")] {
            let svg = std::fs::read_to_string(e.join(format!("reports/{reader}.svg"))).unwrap();
            let drawn = drawn_units(&svg);
            let markers = stacks(&svg);
            for (id, side, at) in &units {
                if side == reader {
                    assert_eq!(
                        drawn.get(id),
                        Some(at),
                        "{}: {reader} sees its {id}",
                        e.display()
                    );
                } else {
                    assert!(
                        !drawn.contains_key(id),
                        "{}: {reader} sees {id}",
                        e.display()
                    );
                    assert!(
                        !svg.contains(&format!("\"{id}\"")),
                        "{id} named in {reader}.svg"
                    );
                    let marker = (at.clone(), enemy.to_string());
                    assert!(
                        markers.contains(&marker),
                        "{}: no marker of {id} at {at}",
                        e.display()
                    );
                    assert!(
                        stacks(&public).contains(&marker),
                        "public: no marker at {at}"
                    );
                }
            }
        }
    }
}

/// `svg` rasterized at its own size.
fn raster(svg: &str) -> resvg::tiny_skia::Pixmap {
    pbem::board::raster::rasterize(svg).unwrap()
}

#[test]
fn the_pictures_rasterize_with_areas_and_battles_drawn() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), None);
    let e = &entries(&dir)[0];
    let svg = std::fs::read_to_string(e.join("map.svg")).unwrap();
    let px = raster(&svg);
    let rgb = |x: u32, y: u32| {
        let p = px.pixel(x, y).unwrap();
        (p.red(), p.green(), p.blue())
    };
    // Every area's box is drawn at its place (its border colour at its left edge).
    let geometry = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("games/empires-in-arms/maps/lower-danube-geometry.yaml"),
    )
    .unwrap();
    let g: serde_yaml::Value = serde_yaml::from_str(&geometry).unwrap();
    let half_w = g["box"][0].as_u64().unwrap() as u32 / 2;
    let at = |id: &str| {
        let a = &g["areas"][id]["at"];
        (a[0].as_u64().unwrap() as u32, a[1].as_u64().unwrap() as u32)
    };
    // The battles of the entry: from pbem 0.7.0 a red edge round the area (and a ring on
    // its top-right corner, over no unit's line).
    let events = std::fs::read_to_string(e.join("events.yaml")).unwrap();
    let ev: serde_yaml::Value = serde_yaml::from_str(&events).unwrap();
    let battles: Vec<&str> = (ev["battles"].as_sequence().unwrap().iter())
        .map(|b| b["area"].as_str().unwrap())
        .collect();
    assert!(!battles.is_empty());
    for (id, _) in g["areas"]
        .as_mapping()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.as_str().unwrap(), v))
    {
        let (x, y) = at(id);
        let edge = if battles.contains(&id) {
            (0xd0, 0, 0)
        } else {
            (0x6e, 0x5b, 0x3a)
        };
        assert_eq!(rgb(x - half_w, y + 20), edge, "{id}'s outline");
    }
    for b in battles {
        let (x, y) = at(b);
        assert_ne!(rgb(x + 30, y), (0xd0, 0, 0), "no ring over {b}'s units");
    }
}

#[test]
fn pbem_map_writes_svg_and_png_and_nothing_else() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), Some("spi-1812"));
    let d = dir.to_str().unwrap();
    let before = snapshot(&dir);
    let svg = tmp.path().join("russia.svg");
    let png = tmp.path().join("entry1.PNG");
    run(&["map", d, "--player", "russia", "-o", svg.to_str().unwrap()]);
    run(&["map", d, "--entry", "1", "-o", png.to_str().unwrap()]);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg"), "{}", &text[..40]);
    assert!(!drawn_units(&text).is_empty());
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let out = run(&["map", d]);
    assert!(
        out.starts_with("<svg") && drawn_units(&out).is_empty(),
        "public, on stdout"
    );
    assert_eq!(before, snapshot(&dir), "pbem map wrote into the campaign");
    // Bad input: an error, and no file.
    for args in [
        vec!["map", d, "--player", "nobody"],
        vec!["map", d, "--entry", "99"],
    ] {
        let bad = tmp.path().join("bad.svg");
        let mut a = args.clone();
        a.extend(["-o", bad.to_str().unwrap()]);
        pbem().args(&a).assert().failure();
        assert!(!bad.exists(), "{args:?} wrote a file");
    }
}

#[test]
fn report_mails_attach_the_players_picture_and_old_entries_have_none() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), None);
    let e = &entries(&dir)[0];
    // The entry keeps the public map once; the mail names it (pbem 0.12.0 on), and is sent
    // (and printed by `pbem report --format email`) with it.
    let mail = std::fs::read_to_string(e.join("mail/russia.eml")).unwrap();
    let sha = pbem::fairness::Digest::of(&std::fs::read(e.join("map.svg")).unwrap()).hex();
    assert!(
        mail.contains("filename=\"map.svg\"")
            && mail.contains("message/external-body; access-type=local-file; name=\"map.svg\"")
            && mail.contains(&format!("Content-ID: <{sha}@sha256.pbem>")),
        "{mail}"
    );
    let d = dir.to_str().unwrap();
    let sent = run(&[
        "report", d, "--entry", "1", "--player", "russia", "--format", "email",
    ]);
    let svg = std::fs::read_to_string(e.join("map.svg")).unwrap();
    assert!(
        sent.contains("Content-Type: image/svg+xml") && sent.contains(&svg.replace('\n', "\r\n")),
        "{sent}"
    );
    let report = std::fs::read_to_string(e.join("reports/russia.md")).unwrap();
    assert!(report.contains("![map](map.svg)"), "{report}");
    assert!(std::fs::read_to_string(e.join("report.md"))
        .unwrap()
        .contains("![map](map.svg)"));

    // An entry of pbem 0.4.0: no picture, one attachment; `pbem map` draws its state.
    let old = tmp.path().join("old");
    copy_tree(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v0.4.0/danube-1810"),
        &old,
    );
    for e in entries(&old) {
        assert!(!e.join("map.svg").exists());
        let mail = std::fs::read_to_string(e.join("mail/russia.eml")).unwrap();
        assert!(!mail.contains("image/svg+xml"));
    }
    let out = run(&["map", old.to_str().unwrap(), "--entry", "1"]);
    assert!(out.starts_with("<svg") && !drawn_units(&out).is_empty());
}

const MAP: &str = "map: m\nsize: [400, 300]\nbox: [100, 80]\n";

fn geometry(text: &str) -> pbem::Result<Geometry> {
    Geometry::read(&Source::new("g.yaml", text), "m", &["a", "b"], &["sea"])
}

#[test]
fn a_geometry_file_draws_every_area_once_and_nothing_else() {
    let ok = format!("{MAP}areas:\n  a: {{at: [60, 50]}}\n  b: {{at: [200, 50], box: [120, 80]}}\nseas:\n  sea: {{at: [200, 200], outline: [[150, 160], [250, 160], [200, 240]]}}\n");
    let g = geometry(&ok).unwrap();
    assert_eq!(g.areas.len(), 2);
    let cases = [
        (format!("{MAP}areas:\n  a: {{at: [60, 50]}}\nseas:\n  sea: {{at: [200, 200]}}\n"), "g.yaml:5: at areas", "add b under `areas`"),
        (format!("{MAP}areas:\n  a: {{at: [60, 50]}}\n  b: {{at: [200, 50]}}\n  c: {{at: [300, 50]}}\nseas:\n  sea: {{at: [200, 200]}}\n"), "g.yaml:7: at areas.c", "`c` is no place"),
        (format!("{MAP}areas:\n  a: {{at: [60, 50]}}\n  b: {{at: [390, 50]}}\nseas:\n  sea: {{at: [200, 200]}}\n"), "at areas.b.at", "outside the picture"),
        (format!("{MAP}areas:\n  a: {{at: [60, 50]}}\n  b: {{at: [200, 50], outline: [[1, 1], [2, 2]]}}\nseas:\n  sea: {{at: [200, 200]}}\n"), "at areas.b.outline", "three points"),
        (format!("{MAP}areas:\n  a: {{at: [60, 50]}}\n  b: {{at: [200, 50]}}\n"), "g.yaml", "add sea under `seas`"),
        (format!("{MAP}areas:\n  a: {{at: [60, 50]}}\n  a: {{at: [60, 50]}}\n  b: {{at: [200, 50]}}\nseas:\n  sea: {{at: [200, 200]}}\n"), "g.yaml:6:3: at areas.a", "given twice"),
        (ok.replace("map: m", "map: other"), "at map", "not `m`"),
    ];
    for (text, at, why) in cases {
        let e = geometry(&text).unwrap_err().to_string();
        assert!(
            e.contains(at) && e.contains(why),
            "{e}\n(wanted {at} and {why})"
        );
    }
}

#[test]
fn the_shipped_geometries_match_their_maps() {
    // Drawing a picture reads and checks the geometry of each game's maps: a new campaign
    // of every scenario draws its public picture from the setup state.
    for (game, scenario) in [
        ("empires-in-arms", "ulm-austerlitz-1805"),
        ("empires-in-arms", "danube-1810"),
        ("spi-1812", "campaign-1812"),
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("c");
        let d = dir.to_str().unwrap();
        let sides = scenario_sides(game, scenario);
        let mut args = vec![
            "new",
            d,
            "--game",
            game,
            "--scenario",
            scenario,
            "--moderator",
            "mod",
        ];
        let specs: Vec<String> = sides.iter().map(|s| format!("--player={s}:{s}")).collect();
        args.extend(specs.iter().map(String::as_str));
        run(&args);
        let out = run(&["map", d]);
        assert!(
            out.starts_with("<svg"),
            "{game} {scenario}: {}",
            &out[..out.len().min(200)]
        );
    }
}

/// The sides of `scenario` as `pbem games` lists them.
pub fn scenario_sides(game: &str, scenario: &str) -> Vec<String> {
    let out = run(&["games", game]);
    let mut lines = out.lines().skip_while(|l| !l.contains(scenario)).skip(1);
    let sides = lines.next().unwrap_or_default().trim();
    sides
        .trim_start_matches("sides:")
        .split(',')
        .filter_map(|s| s.split_whitespace().next())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

#[test]
fn american_revolution_pictures_draw_every_sides_sps_where_the_state_puts_them() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = demo(tmp.path(), Some("american-revolution"));
    for e in entries(&dir) {
        let public = std::fs::read_to_string(e.join("map.svg")).unwrap();
        // Nothing is hidden in this game: every reader gets the same picture, which the
        // entry keeps once and each mail names (pbem 0.12.0 on).
        for p in ["wash", "howe"] {
            assert!(!e.join(format!("reports/{p}.svg")).exists(), "{p}");
            let mail = std::fs::read_to_string(e.join(format!("mail/{p}.eml"))).unwrap();
            assert!(mail.contains("name=\"map.svg\""), "{}: {p}", e.display());
        }
        let report = std::fs::read_to_string(e.join("report.md")).unwrap();
        assert!(report.contains("![map](map.svg)"), "{report}");
        let drawn = drawn_units(&public);
        let st = state(&e);
        let mut expected = 0;
        for (area, forces) in st["areas"].as_mapping().unwrap() {
            let area = area.as_str().unwrap();
            for side in ["american", "british"] {
                for (cond, what) in [
                    ("open", "open"),
                    ("fortified", "fort"),
                    ("besieging", "besieging"),
                ] {
                    if forces[side][cond]
                        .as_mapping()
                        .is_some_and(|m| !m.is_empty())
                    {
                        let id = format!("{side}-{area}-{what}");
                        assert_eq!(
                            drawn.get(&id).map(String::as_str),
                            Some(area),
                            "{}: {id}",
                            e.display()
                        );
                        expected += 1;
                    }
                }
            }
        }
        assert!(expected > 0, "{}: no SPs drawn", e.display());
        let sides: Vec<(String, String)> = stacks(&public);
        assert!(sides.iter().any(|(_, s)| s == "american"), "{sides:?}");
        assert!(sides.iter().any(|(_, s)| s == "british"), "{sides:?}");
        let png = raster(&public);
        assert!(png.pixels().iter().any(|p| p.alpha() > 0));
    }
}
