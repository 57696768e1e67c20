//! `pbem demo --game old-trousers` on the binary: two turns of Maida (and on, until a
//! melee), verified byte for byte; every entry holds the picture of the table, which renders and shows every unit
//! in its side's colour where the state puts it.

use super::support::run;
use super::support::table::{check_entry_pictures, demo_played};
use pbem::rules::old_trousers::state::State;
use std::path::Path;

/// Rasterizes every picture of `entry` and checks each unit's colour where the state puts
/// it (the palette's first two colours, in the order of the sides: british, french).
fn check_picture(entry: &Path) {
    check_entry_pictures(entry, (&["british", "french"], "british"), State::stands);
}

#[test]
fn the_demo_plays_two_turns_or_more_verifies_and_draws_the_table() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("maida");
    let d = dir.to_string_lossy().into_owned();
    let played = demo_played("old-trousers", &dir, 4, 12);
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
    // `pbem map` draws the current state: every unit where the state puts it.
    let now = tmp.path().join("now");
    std::fs::create_dir(&now).unwrap();
    std::fs::copy(dir.join("state.yaml"), now.join("state.yaml")).unwrap();
    let svg = now.join("map.svg");
    run(&["map", &d, "-o", svg.to_str().unwrap()]);
    check_entry_pictures(&now, (&[], "british"), State::stands);
}
