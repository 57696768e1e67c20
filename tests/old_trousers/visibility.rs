//! The visibility chart (charts/visibility.yaml, provisional): loaded into the table
//! engine's line of sight, named in the report, and changing outcomes when a group edits
//! its copy.

use super::common::{maida, orders, text, unit};
use pbem::board::table::geometry::polygon;
use pbem::board::table::measure::{Angle, Point};
use pbem::board::table::stand::Formation;
use pbem::board::table::terrain::{Area, AreaKind};
use pbem::data::GameData;
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{stationary_fire, PhaseOrders};
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::tables::Charts;
use pbem::rules::old_trousers::Rules;
use std::collections::{BTreeMap, BTreeSet};

/// Our visibility chart with `from` replaced by `to`, as a group's copy: the rules loaded
/// from it for Maida's table.
fn edited(from: &str, to: &str) -> Rules {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("charts")).unwrap();
    let ours = GameData::embedded("old-trousers")
        .unwrap()
        .source("charts/visibility.yaml")
        .unwrap()
        .text;
    let theirs = ours.replace(from, to);
    assert_ne!(ours, theirs, "{from}");
    std::fs::write(dir.path().join("charts/visibility.yaml"), theirs).unwrap();
    let data = GameData::with_overrides("old-trousers", Some(dir.path())).unwrap();
    Rules::load(&data, "tables/maida.yaml").unwrap()
}

/// The British fire, the French hold theirs; a die of 10 for fire and morale.
fn fire(rules: &Rules, st: &mut State) -> String {
    let (o, _) = orders("fire:\n  1-leger-1: none\n");
    let none = Orders::default();
    let mut log = Log::default();
    stationary_fire::run(
        rules,
        st,
        PhaseOrders {
            phasing: &none,
            other: &o,
        },
        (&BTreeSet::new(), &BTreeMap::new()),
        &mut ScriptedDice::new([10, 10, 10, 10]),
        &mut log,
    );
    text(&log)
}

/// The Royal Artillery 10" from the 1er Léger's column, the Light Battalion between them
/// in `formation`.
fn guns_behind(formation: Formation) -> State {
    let (_, mut st) = maida();
    st.units
        .retain(|u| ["ra-guns", "1-leger-1", "light-bn"].contains(&u.id()));
    for (id, y, f) in [
        ("ra-guns", 16_000, 0),
        ("light-bn", 19_000, 0),
        ("1-leger-1", 28_000, 180),
    ] {
        let i = unit(&st, id);
        st.units[i].stand.centre = Point::new(40_000, y);
        st.units[i].stand.facing = Angle(f);
    }
    let l = unit(&st, "light-bn");
    st.units[l].stand.formation = formation;
    st
}

#[test]
fn the_chart_loads_into_the_table_engines_sight() {
    let c = Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap();
    let s = &c.visibility.sight;
    let blocking: Vec<AreaKind> = s.blocking.iter().copied().collect();
    assert_eq!(
        blocking,
        vec![
            AreaKind::LightWoods,
            AreaKind::MediumWoods,
            AreaKind::HeavyWoods,
            AreaKind::BuiltUp
        ]
    );
    assert!(s.crests && s.stands);
    assert_eq!(
        s.see_through.iter().copied().collect::<Vec<_>>(),
        vec![Formation::Skirmish]
    );
    assert_eq!(
        s.over_friends.iter().copied().collect::<Vec<_>>(),
        vec![Formation::Unlimbered]
    );
    assert!(c.visibility.note.contains("not in our text"));
}

#[test]
fn a_groups_copy_where_skirmishers_block_stops_the_guns() {
    let (ours, _) = maida();
    let mut st = guns_behind(Formation::Skirmish);
    let t = fire(&ours, &mut st);
    // 6 x 6-pdr effective = 6 points, d10 10 + Column +1 + 1 DOB +2 = 13: > 10, 2 hits.
    assert!(
        t.contains("Royal Artillery (6-pdrs) fires at 1er Léger, 1st Bn"),
        "{t}"
    );
    assert!(st.unit("1-leger-1").unwrap().hits > 0, "{t}");
    let theirs = edited("seen-through: [skirmish]", "seen-through: []");
    let mut st = guns_behind(Formation::Skirmish);
    let t = fire(&theirs, &mut st);
    assert!(
        t.contains("does not see 1er Léger, 1st Bn: line of sight blocked by light-bn (charts/visibility.yaml, PROVISIONAL)"),
        "{t}"
    );
    assert_eq!(st.unit("1-leger-1").unwrap().hits, 0, "{t}");
    assert!(t.contains("no unit has a target"), "{t}");
}

#[test]
fn guns_on_a_hill_fire_over_friends_below_unless_the_chart_says_not() {
    let hill = |rules: &mut Rules| {
        let pts = vec![
            Point::inches(30, 10),
            Point::inches(50, 10),
            Point::inches(50, 17),
            Point::inches(30, 17),
        ];
        rules.table.areas.push(Area {
            id: "knoll".into(),
            kind: AreaKind::Hill,
            level: 2,
            poly: polygon(&pts),
            outline: pts,
        });
    };
    let (mut ours, _) = maida();
    hill(&mut ours);
    let mut st = guns_behind(Formation::Line);
    let t = fire(&ours, &mut st);
    assert!(
        t.contains("Royal Artillery (6-pdrs) sees 1er Léger, 1st Bn past Light Battalion (Kempt) (charts/visibility.yaml, PROVISIONAL)"),
        "{t}"
    );
    // Off the hill, the formed friend blocks.
    let (ours, _) = maida();
    let mut st = guns_behind(Formation::Line);
    let t = fire(&ours, &mut st);
    assert!(t.contains("blocked by light-bn"), "{t}");
    // A group's copy without firing over friends: blocked on the hill too.
    let mut theirs = edited(
        "fire-over-friends-from-higher-ground: [unlimbered]",
        "fire-over-friends-from-higher-ground: []",
    );
    hill(&mut theirs);
    let mut st = guns_behind(Formation::Line);
    let t = fire(&theirs, &mut st);
    assert!(t.contains("blocked by light-bn"), "{t}");
}

#[test]
fn a_groups_copy_where_light_woods_do_not_block_lets_musketry_through() {
    // The 78th faces the 1er Léger 3.5" away across a strip of light woods.
    let setup = |rules: &mut Rules| {
        let pts = vec![
            Point::new(40_000, 17_200),
            Point::new(54_000, 17_200),
            Point::new(54_000, 18_000),
            Point::new(40_000, 18_000),
        ];
        rules.table.areas.push(Area {
            id: "copse".into(),
            kind: AreaKind::LightWoods,
            level: 0,
            poly: polygon(&pts),
            outline: pts,
        });
    };
    let duel = || {
        let (_, mut st) = maida();
        st.units
            .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
        let i = unit(&st, "1-leger-1");
        st.units[i].stand.centre = Point::new(47_000, 20_500);
        st
    };
    let (mut ours, _) = maida();
    setup(&mut ours);
    let mut st = duel();
    let t = fire(&ours, &mut st);
    assert!(
        t.contains("line of sight blocked by copse (charts/visibility.yaml, PROVISIONAL)"),
        "{t}"
    );
    let mut theirs = edited("light-woods: blocks", "light-woods: clear");
    setup(&mut theirs);
    let mut st = duel();
    let t = fire(&theirs, &mut st);
    assert!(
        t.contains("2/78th Highlanders fires at 1er Léger, 1st Bn"),
        "{t}"
    );
}

#[test]
fn a_broken_copy_is_refused_naming_file_and_path() {
    for (from, to, path) in [
        ("  poor-ground: clear\n", "", "terrain"),
        ("provisional: true", "provisional: false", "provisional"),
        ("hills: crest blocks", "hills: sometimes", "hills"),
        (
            "seen-through: [skirmish]",
            "seen-through: [phalanx]",
            "seen-through",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("charts")).unwrap();
        let ours = GameData::embedded("old-trousers")
            .unwrap()
            .source("charts/visibility.yaml")
            .unwrap()
            .text;
        std::fs::write(
            dir.path().join("charts/visibility.yaml"),
            ours.replace(from, to),
        )
        .unwrap();
        let data = GameData::with_overrides("old-trousers", Some(dir.path())).unwrap();
        let e = Charts::parse(&data).unwrap_err().to_string();
        assert!(
            e.contains("charts/visibility.yaml:") && e.contains(path),
            "{to}: {e}"
        );
    }
}
