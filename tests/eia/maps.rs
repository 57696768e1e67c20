//! The picture of an Empires in Arms sequence with moves (docs/maps.md): France's first
//! sequence of the 1805 land phase, its prepared moves drawn as arrows in France's colour
//! along the map's borders, every unit in its area.

use crate::support;

use std::collections::BTreeSet;
use std::path::Path;
use support::eia::{campaign_1805, run, POWERS};

#[test]
fn the_moves_of_a_sequence_are_arrows_along_borders_in_the_movers_colour() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign_1805(tmp.path());
    let d = dir.to_str().unwrap();
    let mut files = Vec::new();
    for p in POWERS {
        let f = tmp.path().join(format!("{p}.yaml"));
        let prepared = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
            "games/empires-in-arms/demo/ulm-1805/entry-1-{p}.yaml"
        ));
        match std::fs::read_to_string(prepared) {
            Ok(t) => std::fs::write(&f, t.replace("CAMPAIGN", "third-coalition")).unwrap(),
            Err(_) => {
                run(&["orders", "new", d, "--player", p, "-o", f.to_str().unwrap()]);
            }
        }
        files.push((p, f));
    }
    for (p, f) in &files {
        run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
    for (p, f) in &files {
        run(&["reveal", d, "--player", p, f.to_str().unwrap()]);
    }
    run(&["resolve", d, "--date", "2026-12-01T18:00:00Z"]);
    let entry = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().contains("0001-"))
        .unwrap();
    let svg = std::fs::read_to_string(entry.join("map.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();

    // The map's borders, both ways.
    let map = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("games/empires-in-arms/maps/central-europe-1805.yaml"),
    )
    .unwrap();
    let map: serde_yaml::Value = serde_yaml::from_str(&map).unwrap();
    let mut borders = BTreeSet::new();
    for e in map["edges"].as_sequence().unwrap() {
        let (a, b) = (
            e["between"][0].as_str().unwrap(),
            e["between"][1].as_str().unwrap(),
        );
        borders.insert((a.to_string(), b.to_string()));
        borders.insert((b.to_string(), a.to_string()));
    }
    // France's colour: the stroke of a French move (every move must have it).
    let france = doc
        .descendants()
        .find(|n| n.attribute("data-side") == Some("france") && n.has_tag_name("line"))
        .and_then(|n| n.attribute("stroke"))
        .expect("a French move");
    let legs: Vec<(String, String, String, String)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("line") && n.attribute("data-from").is_some())
        .map(|n| {
            let a = |k: &str| n.attribute(k).unwrap().to_string();
            (a("data-from"), a("data-to"), a("data-side"), a("stroke"))
        })
        .collect();
    assert!(legs.len() >= 3, "{legs:?}");
    for (from, to, side, stroke) in &legs {
        assert_eq!((side.as_str(), stroke.as_str()), ("france", france));
        assert!(
            borders.contains(&(from.clone(), to.clone())),
            "{from} -> {to}"
        );
    }
    // A French corps stands at the end of a move.
    let state = std::fs::read_to_string(entry.join("state.yaml")).unwrap();
    let state: serde_yaml::Value = serde_yaml::from_str(&state).unwrap();
    let ends: BTreeSet<&str> = legs.iter().map(|l| l.1.as_str()).collect();
    assert!(state["state"]["units"]
        .as_sequence()
        .unwrap()
        .iter()
        .any(|u| {
            u["power"].as_str() == Some("france") && ends.contains(u["area"].as_str().unwrap())
        }));
}
