//! Item 10, provisional marks on the lines and fields that provisional data decided.

use super::mv;
use crate::american_revolution::fixture::{rules, sps, state};
use pbem::rules::american_revolution::american::movement;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::state::{Date, Kind, Season, Side};
use pbem::rules::american_revolution::turn_record::victory;
use pbem::rules::american_revolution::Revision;
use std::collections::BTreeMap;

#[test]
fn item_10_a_1_a_a_line_is_tagged_only_where_provisional_data_decided_it() {
    let mut r = rules();
    r.geo.provisional = true;
    let mut st = state(Season::Spring);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 2)]);
    let mut log = Log::default();
    movement::land(
        &r,
        &mut st,
        &[mv("worcester", &[(Kind::C, 2)], &["albany"], None)],
        &mut log,
    );
    assert!(
        log.lines[0].provisional[0].contains("adjacency"),
        "the path decided it"
    );
    // the region's own figures are the text's: no note; the map's is not named
    assert!(r.region_note("new-york").is_empty());
    r.geo.regions.get_mut("new-york").unwrap().provisional = true;
    assert_eq!(r.region_note("new-york").len(), 1);
    r.revision = Revision::V0_5;
    r.geo.regions.get_mut("new-york").unwrap().provisional = false;
    assert_eq!(r.region_note("new-york").len(), 1, "0.5.0 named the map");
}

#[test]
fn item_10_a_1_a_move_line_names_the_provisional_area_cost_from_0_7_only() {
    let run = |rev| {
        let mut r = rules();
        r.revision = rev;
        let mut st = state(Season::Spring);
        st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 2)]);
        let mut log = Log::default();
        let m = mv("worcester", &[(Kind::C, 2)], &["albany"], None);
        movement::land(&r, &mut st, &[m], &mut log);
        log.lines[0].provisional.clone()
    };
    // The MPs are the text's (A.1: 5, 2 in winter); the cost of an area is ours.
    assert_eq!(
        run(Revision::V0_7),
        ["provisional area cost, 1 MP an area (not in the text)"]
    );
    assert!(run(Revision::V0_6).is_empty(), "0.6.0's line had no note");
    // A group that types in its printed cost drops the mark.
    let mut r = rules();
    r.revision = Revision::V0_7;
    r.tables.movement.provisional_fields.clear();
    assert!(r.adjacency_note().is_empty());
}

#[test]
fn item_10_a_1_the_area_cost_says_how_far_the_mps_reach() {
    let mut r = rules();
    r.tables.movement.area_cost = 2;
    let mut st = state(Season::Spring);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 2)]);
    // 5 MPs at 2 an area: two areas, not three.
    let three = mv(
        "boston",
        &[(Kind::C, 2)],
        &["worcester", "albany", "manhattan"],
        None,
    );
    let why = movement::refusal(&r, &st, &three).expect("refused");
    assert!(why.contains("3 areas"), "{why}");
    let two = mv("boston", &[(Kind::C, 2)], &["worcester", "albany"], None);
    assert_eq!(movement::refusal(&r, &st, &two), None);
}

/// The victory check of `rev` with the British holding New York (10 VP) on `date`.
fn victory_line(rev: Revision, date: Date) -> (String, Vec<String>) {
    let mut r = rules();
    r.revision = rev;
    r.tables.victory.levels = BTreeMap::from([(1776, 10), (1783, 10)]);
    r.tables.victory.last_level = 10;
    let mut st = state(Season::Spring);
    st.date = date;
    st.british_regions.insert("new-york".into());
    let mut log = Log::default();
    victory::check(&r, &mut st, &mut log);
    let l = &log.lines[0];
    (format!("{}: {}", l.rule, l.text), l.provisional.clone())
}

#[test]
fn item_10_e_b_5_the_track_is_named_but_winter_1783_s_level_is_the_texts() {
    let spring_1776 = Date {
        year: 1776,
        season: Season::Spring,
    };
    let winter_1783 = Date {
        year: 1783,
        season: Season::Winter,
    };
    let (line, note) = victory_line(Revision::V0_7, spring_1776);
    assert!(line.starts_with("E.b.5: British victory"), "{line}");
    assert_eq!(note, ["provisional VP level track (not the printed chart)"]);
    // E.b.6: Winter 1783's level (61 in the game) is the text's: no tag from 0.7.0.
    let (line, note) = victory_line(Revision::V0_7, winter_1783);
    assert!(line.contains("the VP level of 1783 is 10"), "{line}");
    assert!(note.is_empty(), "{note:?}");
    let (_, note) = victory_line(Revision::V0_6, winter_1783);
    assert_eq!(note.len(), 1, "0.6.0 named the track in Winter 1783 too");
}
