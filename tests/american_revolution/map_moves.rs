//! Issue 31: the map of the colonies draws the player turn's moves and battles, so the
//! rules record them as data (pbem 0.8.0 on): A.1.a American land moves, B.1.b British
//! groups as far as the die let them go, A.1.b / B.1.c moves by sea through the fleet's sea,
//! and A.3 / B.3 the areas where an attack was resolved on the CRT.

use crate::american_revolution::fixture::{rules, sps, state};
use pbem::fairness::ScriptedDice;
use pbem::rules::american_revolution::american::movement;
use pbem::rules::american_revolution::british::{land, sea};
use pbem::rules::american_revolution::combat;
use pbem::rules::american_revolution::log::{Log, Moved};
use pbem::rules::american_revolution::orders::{Attack, LandMove, SeaMove};
use pbem::rules::american_revolution::state::{Condition, Kind, Season, Side};
use pbem::rules::american_revolution::{view, Revision};
use std::collections::BTreeMap;

fn mv(from: &str, s: &[(Kind, u32)], path: &[&str]) -> LandMove {
    LandMove {
        from: from.into(),
        sps: sps(s),
        path: path.iter().map(|a| a.to_string()).collect(),
        condition: None,
    }
}

fn moved(side: &'static str, path: &[&str]) -> Moved {
    Moved {
        side,
        path: path.iter().map(|a| a.to_string()).collect(),
    }
}

#[test]
fn a_1_a_an_american_land_move_is_recorded_area_by_area_and_a_refused_one_not() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 3)]);
    let mut log = Log::default();
    let made = mv("boston", &[(Kind::C, 3)], &["worcester", "albany"]);
    let refused = mv("boston", &[(Kind::C, 9)], &["worcester"]);
    movement::land(&r, &mut st, &[made, refused], &mut log);
    assert_eq!(
        log.moves,
        vec![moved("american", &["boston", "worcester", "albany"])]
    );
}

#[test]
fn b_1_b_a_british_group_is_drawn_as_far_as_the_die_let_it_go() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.td_markers
        .extend(["new-york", "mass-bay"].map(String::from));
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 4)]);
    st.holding_mut("albany", Side::British).open = sps(&[(Kind::B, 1)]);
    // Boston's group: 3 enters Worcester, 2 stops it; Albany's: 1 stops it at once.
    let mut dice = ScriptedDice::new([3, 2, 1]);
    let mut log = Log::default();
    let groups = [
        mv(
            "boston",
            &[(Kind::B, 4)],
            &["worcester", "albany", "manhattan"],
        ),
        mv("albany", &[(Kind::B, 1)], &["manhattan"]),
    ];
    land::phase(&r, &mut st, &groups, &mut dice, &mut log);
    assert_eq!(log.moves, vec![moved("british", &["boston", "worcester"])]);
}

#[test]
fn b_1_c_sea_transport_is_drawn_through_the_fleets_sea_and_a_failed_one_not() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 6)]);
    let to_ny = SeaMove {
        from: "boston".into(),
        sps: sps(&[(Kind::B, 3)]),
        to: "manhattan".into(),
        condition: None,
    };
    // B.1.c.2: a 2 fails, a 5 carries the second.
    let mut dice = ScriptedDice::new([2, 5]);
    let mut log = Log::default();
    sea::phase(
        &r,
        &mut st,
        &[to_ny.clone(), to_ny],
        None,
        &mut dice,
        &mut log,
    );
    assert_eq!(
        log.moves,
        vec![moved("british", &["boston", "atlantic", "manhattan"])]
    );
}

#[test]
fn a_3_the_area_of_a_resolved_attack_is_a_battle_and_one_below_1_1_is_not() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 5)]);
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 2)]);
    st.holding_mut("albany", Side::American).open = sps(&[(Kind::C, 6)]);
    st.holding_mut("albany", Side::British).open = sps(&[(Kind::B, 2)]);
    let attack = |area: &str, against| Attack {
        area: area.into(),
        with: vec![Condition::Open],
        against: vec![against],
    };
    let mut dice = ScriptedDice::new([4]);
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[
            attack("boston", Condition::Fortified),
            attack("albany", Condition::Open),
        ],
        &mut dice,
        &mut log,
    );
    assert_eq!(log.battles, vec!["albany".to_string()], "{:?}", log.lines);
}

#[test]
fn the_report_carries_moves_and_battles_from_pbem_0_8_0_only() {
    let mut r = rules();
    let st = state(Season::Spring);
    let log = || Log {
        moves: vec![moved("american", &["boston", "worcester"])],
        battles: vec!["worcester".into()],
        ..Log::default()
    };
    let at = (Side::American, 5, "Spring 1776".to_string());
    for (rev, drawn) in [
        (Revision::V0_6, false),
        (Revision::V0_7, false),
        (Revision::V0_8, true),
    ] {
        r.revision = rev;
        let rep = view::report(&r, &st, log(), at.clone(), BTreeMap::new());
        assert_eq!(!rep.moves.is_empty(), drawn, "{rev:?}");
        assert_eq!(!rep.battles.is_empty(), drawn, "{rev:?}");
        // An older entry's events.yaml keeps its bytes: no empty fields written.
        let yaml = serde_yaml::to_string(&rep).unwrap();
        assert_eq!(yaml.contains("moves:"), drawn, "{yaml}");
        assert_eq!(yaml.contains("battles:"), drawn, "{yaml}");
    }
}
