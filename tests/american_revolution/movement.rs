//! A.1, B.1 and A.4 from their wording: MPs, militia in their region, passing through enemy
//! SPs, the British die of 3-6 per area, Tories leaving their region, first entry into a
//! region, sea transport, and the fort limits.

use crate::american_revolution::fixture::{rules, sps, state};
use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::american_revolution::american::movement;
use pbem::rules::american_revolution::british::{land, sea};
use pbem::rules::american_revolution::fortification;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::{Fortify, LandMove, Orders, SeaMove, Standing};
use pbem::rules::american_revolution::state::{Kind, Season, Side};
use pbem::rules::american_revolution::Revision;

fn mv(from: &str, s: &[(Kind, u32)], path: &[&str]) -> LandMove {
    LandMove {
        from: from.into(),
        sps: sps(s),
        path: path.iter().map(|a| a.to_string()).collect(),
        condition: None,
    }
}

#[test]
fn five_mps_two_in_winter() {
    let r = rules();
    let mut st = state(Season::Winter);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 3)]);
    let m = mv(
        "boston",
        &[(Kind::C, 3)],
        &["worcester", "albany", "manhattan"],
    );
    assert!(movement::refusal(&r, &st, &m)
        .unwrap()
        .contains("more than 2 MPs"));
    st.date.season = Season::Spring;
    assert_eq!(movement::refusal(&r, &st, &m), None);
    let mut log = Log::default();
    movement::land(&r, &mut st, &[m], &mut log);
    assert_eq!(st.at("manhattan").american.open.get(Kind::C), 3);
    assert!(st.at("manhattan").american.fresh().is_empty());
}

#[test]
fn militia_may_not_leave_their_region() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::M, 3)]);
    assert_eq!(
        movement::refusal(&r, &st, &mv("boston", &[(Kind::M, 3)], &["worcester"])),
        None
    );
    let why = movement::refusal(
        &r,
        &st,
        &mv("boston", &[(Kind::M, 3)], &["worcester", "albany"]),
    )
    .unwrap();
    assert!(why.contains("militia may not leave"), "{why}");
}

#[test]
fn passing_through_enemy_sps_leaves_enough_for_one_to_one() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 10)]);
    st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 2)]);
    st.holding_mut("worcester", Side::British).fortified = sps(&[(Kind::B, 1)]);
    st.holding_mut("worcester", Side::British).besieging = sps(&[(Kind::B, 9)]);
    let through = mv("boston", &[(Kind::C, 5)], &["worcester", "albany"]);
    let why = movement::refusal(&r, &st, &through).unwrap();
    assert!(why.contains("at least 5 SPs"), "{why}");
    let mut log = Log::default();
    movement::land(
        &r,
        &mut st,
        &[mv("boston", &[(Kind::C, 5)], &["worcester"]), through],
        &mut log,
    );
    assert_eq!(st.at("albany").american.open.get(Kind::C), 5);
    assert_eq!(st.at("worcester").american.open.get(Kind::C), 5);
}

#[test]
fn a_british_move_is_stopped_by_the_die() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.td_markers
        .extend(["new-york", "mass-bay"].map(String::from));
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 4)]);
    let mut dice = ScriptedDice::new([3, 2]);
    let mut log = Log::default();
    land::phase(
        &r,
        &mut st,
        &[mv(
            "boston",
            &[(Kind::B, 4)],
            &["worcester", "albany", "manhattan"],
        )],
        &mut dice,
        &mut log,
    );
    assert_eq!(dice.log().len(), 2);
    assert_eq!(st.at("worcester").british.open.get(Kind::B), 4);
    assert!(st.at("albany").british.is_empty());
    assert!(log
        .lines
        .iter()
        .any(|l| l.text.contains("die 2, the group stops")));
}

#[test]
fn at_most_two_groups_per_area() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.td_markers.insert("mass-bay".into());
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 3)]);
    let g = mv("boston", &[(Kind::B, 1)], &["worcester"]);
    let mut dice = ScriptedDice::new([6, 6]);
    let mut log = Log::default();
    land::phase(&r, &mut st, &[g.clone(), g.clone(), g], &mut dice, &mut log);
    assert_eq!(st.at("worcester").british.open.get(Kind::B), 2);
    assert_eq!(st.at("boston").british.open.get(Kind::B), 1);
}

#[test]
fn first_entry_places_militia_and_tories_and_tories_leaving_become_regulars() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.td_markers.insert("mass-bay".into());
    st.standing.insert(
        Side::American,
        Standing {
            militia: [("new-york".to_string(), "manhattan".to_string())].into(),
            ..Standing::default()
        },
    );
    st.standing.insert(
        Side::British,
        Standing {
            tory_moves: [("new-york".to_string(), vec!["worcester".to_string()])].into(),
            ..Standing::default()
        },
    );
    st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 2), (Kind::T, 1)]);
    let mut dice = ScriptedDice::new([4, 5]);
    let mut log = Log::default();
    land::phase(
        &r,
        &mut st,
        &[mv("worcester", &[(Kind::B, 2), (Kind::T, 1)], &["albany"])],
        &mut dice,
        &mut log,
    );
    assert!(st.td_markers.contains("new-york"));
    assert_eq!(st.at("manhattan").american.open.get(Kind::M), 5);
    // the T SP that left Massachusetts Bay is a B SP; the 5 new Tories moved as a group
    // into Worcester and became B SPs too
    assert_eq!(st.at("albany").british.open, sps(&[(Kind::B, 3)]));
    assert_eq!(st.at("worcester").british.open, sps(&[(Kind::B, 5)]));
}

#[test]
fn no_british_movement_in_winter() {
    let r = rules();
    let mut st = state(Season::Winter);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 4)]);
    let mut dice = ScriptedDice::new([]);
    land::phase(
        &r,
        &mut st,
        &[mv("boston", &[(Kind::B, 4)], &["worcester"])],
        &mut dice,
        &mut Log::default(),
    );
    assert_eq!(st.at("boston").british.open.get(Kind::B), 4);
}

#[test]
fn sea_transport_needs_3_to_6_and_never_passes_the_french_fleet() {
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
    let mut dice = ScriptedDice::new([2, 3]);
    let mut log = Log::default();
    sea::phase(
        &r,
        &mut st,
        std::slice::from_ref(&to_ny),
        None,
        &mut dice,
        &mut log,
    );
    assert!(st.at("manhattan").british.is_empty());
    let mut fresh = st.clone();
    fresh.areas.get_mut("boston").unwrap().british.employed = Default::default();
    sea::phase(
        &r,
        &mut fresh,
        std::slice::from_ref(&to_ny),
        None,
        &mut dice,
        &mut log,
    );
    assert_eq!(fresh.at("manhattan").british.open.get(Kind::B), 3);
    assert_eq!(fresh.fleets[&Side::British], "atlantic");
    // pbem 0.5.0: the French fleet in the Atlantic bars the way, even to end there
    let mut r = r;
    r.revision = Revision::V0_5;
    let mut barred = state(Season::Spring);
    barred.fleets.insert(Side::British, "gulf-of-maine".into());
    barred.fleets.insert(Side::American, "atlantic".into());
    barred.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 6)]);
    let mut none = ScriptedDice::new([]);
    sea::phase(&r, &mut barred, &[to_ny], None, &mut none, &mut log);
    assert!(barred.at("manhattan").british.is_empty());
    assert!(log
        .lines
        .last()
        .unwrap()
        .text
        .contains("clear of the enemy fleet"));
}

#[test]
fn at_most_five_in_an_american_fort_and_regulars_at_least_militia() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 3), (Kind::M, 5)]);
    let f = |s: &[(Kind, u32)]| Fortify {
        area: "boston".into(),
        sps: sps(s),
    };
    assert!(
        fortification::refusal(&r, &st, Side::American, &f(&[(Kind::C, 3), (Kind::M, 3)]))
            .is_some()
    );
    assert!(
        fortification::refusal(&r, &st, Side::American, &f(&[(Kind::C, 2), (Kind::M, 3)]))
            .is_some()
    );
    assert_eq!(
        fortification::refusal(&r, &st, Side::American, &f(&[(Kind::C, 3), (Kind::M, 2)])),
        None
    );
    let orders = Orders {
        fortify: vec![f(&[(Kind::C, 3), (Kind::M, 2)])],
        ..Orders::default()
    };
    fortification::phase(&r, &mut st, Side::American, &orders, &mut Log::default());
    assert_eq!(
        st.at("boston").american.fortified,
        sps(&[(Kind::C, 3), (Kind::M, 2)])
    );
    // units that moved this game turn may not fortify
    let mut moved = state(Season::Spring);
    moved.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 2)]);
    movement::land(
        &r,
        &mut moved,
        &[mv("worcester", &[(Kind::C, 2)], &["boston"])],
        &mut Log::default(),
    );
    let why = fortification::refusal(&r, &moved, Side::American, &f(&[(Kind::C, 1)])).unwrap();
    assert!(why.contains("neither moved nor fought"), "{why}");
}

#[test]
fn the_french_land_where_the_british_neither_control_nor_have_their_fleet_offshore() {
    use pbem::rules::american_revolution::american::overseas;
    use pbem::rules::american_revolution::state::Arrival;
    let r = rules();
    let mut st = state(Season::Spring);
    st.french_entry = Some(3);
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    st.british_regions.insert("new-york".into());
    let due = |n| Arrival {
        date: None,
        after_entry: Some(n),
        sps: sps(&[(Kind::SF, 2)]),
        fleet: true,
    };
    st.arrivals.insert(Side::American, vec![due(2), due(3)]);
    // Boston has the British fleet offshore, Manhattan is British controlled: Quebec is
    // the one coastal area left
    assert_eq!(overseas::landings(&r, &st), vec!["quebec".to_string()]);
    let mut log = Log::default();
    overseas::french(&r, &mut st, Some("boston"), &mut log);
    assert_eq!(st.at("quebec").american.open.get(Kind::SF), 2);
    assert_eq!(st.fleets[&Side::American], "st-lawrence");
    assert_eq!(
        st.arrivals[&Side::American].len(),
        1,
        "the second is due a turn later"
    );
    assert!(log.lines[0]
        .provisional
        .iter()
        .any(|p| p.contains("French")));
}
