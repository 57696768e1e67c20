//! `pbem demo --game grande-tactique` on the binary: two turns of Ligny (both sides) and
//! on until a charge is resolved, verified byte for byte; every entry holds the picture of the table, which renders and
//! shows every unit in its side's colour where the state puts it.

use super::support::run;
use super::support::table::{check_entry_pictures, demo_played};
use pbem::rules::grande_tactique::state::State;
use std::path::Path;

/// Rasterizes every picture of `entry` and checks each unit's colour where the state puts
/// it (the palette's first two colours, in the order of the sides: french, prussian).
pub fn check_picture(entry: &Path, readers: &[&str]) {
    check_entry_pictures(entry, (readers, "french"), State::stands);
}

#[test]
fn the_demo_plays_two_turns_or_more_verifies_and_draws_the_table() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("ligny");
    let d = dir.to_string_lossy().into_owned();
    let entries = demo_played("grande-tactique", &dir, 4, 12);
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
