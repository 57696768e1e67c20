//! `pbem demo --game grande-tactique` on the binary: two turns of Ligny (both sides) and
//! on until a charge is resolved, verified byte for byte; every entry holds the picture of the table, which renders and
//! shows every unit in its side's colour where the state puts it.

use super::common::ligny;
use super::support::run;
use super::support::table::{check_entry_pictures, demo_played};
use pbem::board::table::measure::{Angle, Point};
use pbem::rules::grande_tactique::picture::sketch;
use pbem::rules::grande_tactique::state::State;
use pbem::rules::table_game::log::Log;
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

/// Writes `st` as the state.yaml of the history entry `entry`.
fn write_state(entry: &Path, st: &State) {
    #[derive(serde::Serialize)]
    struct StateFile<'a> {
        state: &'a State,
    }
    let yaml = serde_yaml::to_string(&StateFile { state: st }).unwrap();
    std::fs::write(entry.join("state.yaml"), yaml).unwrap();
}

/// The picture check on the situation of a demo whose dice brought duhesme-1 (advancing
/// on Ligny) up behind pecheux-2 on turn 5: in contact, rear edge to front edge, half an
/// inch to its left, both facing north. duhesme-1's facing arrow, drawn 350 thou past its
/// front edge, lies over pecheux-2 next to the point the check samples; the check still
/// sees both in their side's colour, and still fails when a unit is not where its state
/// puts it or is drawn in the other side's colour.
#[test]
fn the_picture_check_sees_a_unit_under_the_facing_arrow_of_the_unit_behind_it() {
    let (rules, mut st) = ligny();
    for (id, x, y) in [("pecheux-2", 35_500, 17_000), ("duhesme-1", 35_000, 16_000)] {
        let i = st.unit_index(id).unwrap();
        st.units[i].stand = st.units[i].stand.placed(Point::new(x, y), Angle::facing(0));
    }
    let tmp = tempfile::tempdir().unwrap();
    let entry = tmp.path().join("0009-5-turn-5-french");
    std::fs::create_dir_all(&entry).unwrap();
    write_state(&entry, &st);
    let svg = sketch(&rules, &st, &Log::default(), None);
    std::fs::write(entry.join("map.svg"), svg).unwrap();
    check_picture(&entry, &[]);

    let swapped = std::panic::catch_unwind(|| {
        check_entry_pictures(&entry, (&[], "prussian"), State::stands);
    });
    assert!(swapped.is_err(), "the units in the other side's colour");

    // The picture unchanged, pecheux-2's state three inches on, on open ground.
    let i = st.unit_index("pecheux-2").unwrap();
    st.units[i].stand = st.units[i]
        .stand
        .placed(Point::new(35_500, 20_000), Angle::facing(0));
    write_state(&entry, &st);
    let missing = std::panic::catch_unwind(|| check_picture(&entry, &[]));
    assert!(
        missing.is_err(),
        "pecheux-2 is not drawn where its state puts it"
    );
}
