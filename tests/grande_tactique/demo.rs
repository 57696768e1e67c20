//! `pbem demo --game grande-tactique` on the binary: two turns of Ligny (both sides),
//! verified byte for byte; every entry holds the picture of the table, which renders and
//! shows every unit in its side's colour where the state puts it.

use super::support::run;
use super::support::table::check_units_drawn;
use pbem::rules::grande_tactique::state::State;
use std::path::Path;

#[derive(serde::Deserialize)]
struct StateFile {
    state: State,
}

/// Rasterizes every picture of `entry` and checks each unit's colour where the state puts
/// it (the palette's first two colours, in the order of the sides: french, prussian).
pub fn check_picture(entry: &Path, readers: &[&str]) {
    let st: StateFile =
        serde_yaml::from_str(&std::fs::read_to_string(entry.join("state.yaml")).unwrap()).unwrap();
    let mut svgs = vec![entry.join("map.svg")];
    svgs.extend(
        readers
            .iter()
            .map(|r| entry.join(format!("reports/{r}.svg"))),
    );
    let units: Vec<_> = st
        .state
        .units
        .iter()
        .map(|u| (u.id().to_string(), u.side().to_string(), u.stand.clone()))
        .collect();
    check_units_drawn(&svgs, &units, "french");
}

#[test]
fn the_demo_plays_two_turns_verifies_and_draws_the_table() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("ligny");
    let d = dir.to_string_lossy().into_owned();
    let out = run(&["demo", "--game", "grande-tactique", &d]);
    assert!(
        out.contains("verified") && out.contains("4 entries replayed byte for byte"),
        "{out}"
    );
    let mut entries: Vec<_> = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|e| !e.file_name().unwrap().to_string_lossy().starts_with("0000"))
        .collect();
    entries.sort();
    assert_eq!(entries.len(), 4);
    let report = std::fs::read_to_string(entries[0].join("report.md")).unwrap();
    for s in [
        "## 1. De-shaking Phase",
        "## 2. PIP Phase",
        "## 3. Firing Phase",
        "## 4. Charge Phase",
        "## End of turn",
        "PIP DICE, lefol: average of ",
        "iv-artillery fires on henckel-1",
        "![The table after the turn](map.svg)",
        "No decision this step for: prussian",
    ] {
        assert!(report.contains(s), "{s}: {report}");
    }
    for e in &entries {
        check_picture(e, &["french", "prussian"]);
    }
    run(&["verify", &d]);
}
