//! `pbem demo --game old-trousers` on the binary: two turns of Maida, verified byte for
//! byte; every entry holds the picture of the table, which renders and shows every unit
//! in its side's colour where the state puts it.

use super::support::run;
use super::support::table::check_units_drawn;
use pbem::rules::old_trousers::state::State;
use std::path::Path;

#[derive(serde::Deserialize)]
struct StateFile {
    state: State,
}

/// Rasterizes every picture of `entry` and checks each unit's colour where the state puts
/// it (the palette's first two colours, in the order of the sides: british, french).
fn check_picture(entry: &Path) {
    let st: StateFile =
        serde_yaml::from_str(&std::fs::read_to_string(entry.join("state.yaml")).unwrap()).unwrap();
    let svgs = [
        entry.join("map.svg"),
        entry.join("reports/british.svg"),
        entry.join("reports/french.svg"),
    ];
    let units: Vec<_> = st
        .state
        .units
        .iter()
        .map(|u| (u.id().to_string(), u.side().to_string(), u.stand.clone()))
        .collect();
    check_units_drawn(&svgs, &units, "british");
}

#[test]
fn the_demo_plays_two_turns_verifies_and_draws_the_table() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("maida");
    let d = dir.to_string_lossy().into_owned();
    let out = run(&["demo", "--game", "old-trousers", &d]);
    assert!(
        out.contains("verified") && out.contains("4 entries replayed byte for byte"),
        "{out}"
    );
    let history = dir.join("history");
    let mut entries: Vec<_> = std::fs::read_dir(&history)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    let played: Vec<_> = entries
        .iter()
        .filter(|e| !e.file_name().unwrap().to_string_lossy().starts_with("0000"))
        .collect();
    assert_eq!(played.len(), 4);
    let report = std::fs::read_to_string(played[1].join("report.md")).unwrap();
    for rule in [
        "III.A Order Segment",
        "III.B.1 Rally Subsegment",
        "III.B.2 Movement Subsegment",
        "V End of Turn",
        "I Initiative Phase",
        "II Random Event Phase",
        "![The table after the phase](map.svg)",
    ] {
        assert!(report.contains(rule), "{rule}: {report}");
    }
    assert!(
        report.contains("1er Léger, 1st Bn: advance 6: moves 6.000\""),
        "{report}"
    );
    for e in &played {
        check_picture(e);
    }
    run(&["verify", &d]);
}
