//! Issue 27, American Revolution, one test per numbered item from the text's wording (the
//! sequence of play and the 1973 errata), on the small test map with injected dice.

use crate::fixture::{rules, sps, state};
use pbem::fairness::ScriptedDice;
use pbem::rules::american_revolution::american::{movement, sea as am_sea};
use pbem::rules::american_revolution::british::{land, overseas, sea};
use pbem::rules::american_revolution::combat;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::{Attack, Fortify, LandMove, Orders, SeaMove};
use pbem::rules::american_revolution::state::{Arrival, Condition, Date, Kind, Season, Side};
use pbem::rules::american_revolution::turn_record::{self, supply};
use pbem::rules::american_revolution::{commander, fortification, Revision};

fn mv(from: &str, s: &[(Kind, u32)], path: &[&str], c: Option<Condition>) -> LandMove {
    LandMove {
        from: from.into(),
        sps: sps(s),
        path: path.iter().map(|a| a.to_string()).collect(),
        condition: c,
    }
}

fn texts(log: &Log) -> Vec<String> {
    log.lines
        .iter()
        .map(|l| format!("{}: {}", l.rule, l.text))
        .collect()
}

#[test]
fn item_1_a_1_a_a_besieged_garrison_marches_out_and_its_fort_is_removed() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.phasing = Side::British;
    st.td_markers.insert("mass-bay".into());
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 5)]);
    st.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    let mut log = Log::default();
    // errata case E: besieging enemy SPs are ignored, so the whole garrison may leave
    let g = mv(
        "boston",
        &[(Kind::B, 5)],
        &["worcester"],
        Some(Condition::Fortified),
    );
    assert_eq!(land::refusal(&r, &st, &g), None);
    land::phase(&r, &mut st, &[g], &mut ScriptedDice::new([4]), &mut log);
    assert_eq!(st.at("worcester").british.open.get(Kind::B), 5);
    let boston = st.at("boston");
    assert!(boston.british.is_empty(), "{boston:?}");
    // the fort is gone: its besiegers stand in the open
    assert_eq!(boston.american.open.get(Kind::M), 15);
    assert!(boston.american.besieging.is_empty());
    assert!(
        texts(&log).contains(&"B.1.b: 5 B out of the fort enter worcester (die 4)".to_string()),
        "{:#?}",
        texts(&log)
    );
}

#[test]
fn item_1_a_1_a_besiegers_raise_the_siege_and_the_fort_stands() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 5)]);
    st.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    let mut log = Log::default();
    let m = mv(
        "boston",
        &[(Kind::M, 15)],
        &["worcester"],
        Some(Condition::Besieging),
    );
    movement::land(&r, &mut st, &[m.clone()], &mut log);
    assert_eq!(st.at("worcester").american.open.get(Kind::M), 15);
    assert_eq!(st.at("boston").british.fortified.get(Kind::B), 5);
    assert!(st.at("boston").american.is_empty());
    // pbem 0.5.0 took moves from the open only: the siege could never be raised
    let mut old = rules();
    old.revision = Revision::V0_5;
    let mut st5 = state(Season::Spring);
    st5.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 5)]);
    st5.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    assert!(movement::refusal(&old, &st5, &m).is_some());
}

#[test]
fn item_1_errata_case_h_boston_evacuated_by_sea_into_the_same_area_or_away() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.phasing = Side::British;
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 6)]);
    st.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 15)]);
    let out = |to: &str, n| SeaMove {
        from: "boston".into(),
        sps: sps(&[(Kind::B, n)]),
        to: to.into(),
        condition: Some(Condition::Fortified),
    };
    let mut log = Log::default();
    // the British movement roll still applies: a 2 fails, a 5 lands 2 B in Boston's open
    let moves = [out("boston", 2), out("boston", 2), out("manhattan", 4)];
    sea::phase(
        &r,
        &mut st,
        &moves,
        None,
        &mut ScriptedDice::new([2, 5, 3]),
        &mut log,
    );
    let t = texts(&log);
    assert!(t[0].contains("die 2, not accomplished"), "{t:#?}");
    assert_eq!(st.at("manhattan").british.open.get(Kind::B), 4);
    assert_eq!(st.at("boston").british.open.get(Kind::B), 2);
    assert!(st.at("boston").british.fortified.is_empty());
}

#[test]
fn item_2_e_c_4_an_army_at_albany_traces_supply_to_quebec() {
    let r = rules();
    let mut st = state(Season::Summer);
    // Canada not British controlled (E.c.2 does not apply); Quebec and Montreal held
    st.holding_mut("quebec", Side::British).fortified = sps(&[(Kind::B, 1)]);
    st.holding_mut("montreal", Side::British).open = sps(&[(Kind::B, 1)]);
    st.holding_mut("albany", Side::British).open = sps(&[(Kind::B, 6)]);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::M, 3)]);
    st.holding_mut("manhattan", Side::American).open = sps(&[(Kind::C, 2)]);
    assert!(supply::supplied(&r, &st).contains("albany"));
    let mut old = rules();
    old.revision = Revision::V0_5;
    assert!(!supply::supplied(&old, &st).contains("albany"));
}

#[test]
fn item_3_a_fleet_may_end_in_the_enemy_fleets_sea_but_not_pass_through_it() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    st.fleets.insert(Side::American, "atlantic".into());
    let mut log = Log::default();
    am_sea::sail(&r, &mut st, Side::British, "atlantic", "B.1.c", &mut log);
    assert_eq!(st.fleets[&Side::British], "atlantic");
    assert!(log.lines[0].text.contains("contests the american fleet"));
    assert!(
        !log.lines[0].provisional.is_empty(),
        "the ruling is provisional"
    );
    // through the French fleet in the Gulf of Maine to the St. Lawrence: no
    let mut st = state(Season::Spring);
    st.fleets.insert(Side::British, "atlantic".into());
    st.fleets.insert(Side::American, "gulf-of-maine".into());
    am_sea::sail(&r, &mut st, Side::British, "st-lawrence", "B.1.c", &mut log);
    assert_eq!(st.fleets[&Side::British], "atlantic");
    // E.c.3: a coast with both fleets off it stays in British supply
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    assert!(supply::supplied(&r, &st).contains("boston"));
}

#[test]
fn item_4_a_1_a_militia_may_not_leave_their_region_by_sea_and_sf_stay_with_the_fleet() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.fleets.insert(Side::American, "gulf-of-maine".into());
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::M, 4), (Kind::SF, 2)]);
    let m = SeaMove {
        from: "boston".into(),
        sps: sps(&[(Kind::M, 2)]),
        to: "manhattan".into(),
        condition: None,
    };
    assert!(am_sea::plan(&r, &st, Side::American, &m)
        .unwrap_err()
        .contains("militia may not leave"));
    let mut log = Log::default();
    am_sea::american(&r, &mut st, &[], Some("atlantic"), &mut log);
    assert_eq!(
        st.fleets[&Side::American],
        "gulf-of-maine",
        "{:#?}",
        texts(&log)
    );
    assert!(
        log.lines[0].text.contains("2 SF in boston behind"),
        "{:#?}",
        texts(&log)
    );
    // carrying the SF along is allowed
    let sf = SeaMove {
        from: "boston".into(),
        sps: sps(&[(Kind::SF, 2)]),
        to: "manhattan".into(),
        condition: None,
    };
    assert_eq!(
        am_sea::plan(&r, &st, Side::American, &sf).as_deref(),
        Ok("atlantic")
    );
}

#[test]
fn item_5_e_b_e_c_a_region_entered_and_starved_does_not_change_hands_twice() {
    let run = |rev| {
        let mut r = rules();
        r.revision = rev;
        let mut st = state(Season::Summer);
        st.phasing = Side::British;
        st.british_regions.insert("canada".into());
        // 12 B in the open in Massachusetts Bay (8 VP + 1 C): British by E.b.3, but cut off
        st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 12)]);
        st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 1)]);
        let mut log = Log::default();
        turn_record::record(&r, &mut st, &mut log);
        (st, texts(&log))
    };
    let (st, t) = run(Revision::V0_6);
    assert!(t.iter().all(|l| !l.starts_with("E.b")), "{t:#?}");
    assert_eq!(
        st.at("boston").american.open.get(Kind::M),
        0,
        "no free militia"
    );
    assert!(st.at("worcester").british.is_empty());
    assert_eq!(st.major_successes, 1, "E.c.6: 12 B eliminated");
    let (old, t5) = run(Revision::V0_5);
    assert_eq!(
        t5.iter().filter(|l| l.starts_with("E.b")).count(),
        2,
        "{t5:#?}"
    );
    assert_eq!(old.at("boston").american.open.get(Kind::M), 27);
}

#[test]
fn item_6_b_2_reinforcements_join_an_existing_fort_the_turn_they_land() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.phasing = Side::British;
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 2)]);
    st.arrivals.insert(
        Side::British,
        vec![Arrival {
            date: Some(Date {
                year: 1776,
                season: Season::Summer,
            }),
            after_entry: None,
            sps: sps(&[(Kind::B, 3)]),
            fleet: false,
        }],
    );
    let mut log = Log::default();
    overseas::british(&r, &mut st, Some("boston"), &mut log);
    let o = Orders {
        fortify: vec![Fortify {
            area: "boston".into(),
            sps: sps(&[(Kind::B, 3)]),
        }],
        ..Orders::default()
    };
    fortification::phase(&r, &mut st, Side::British, &o, &mut log);
    assert_eq!(
        st.at("boston").british.fortified.get(Kind::B),
        5,
        "{:#?}",
        texts(&log)
    );
    // but they may not build a new fort where there is none (B.2)
    st.holding_mut("manhattan", Side::British).open = sps(&[(Kind::B, 3)]);
    st.holding_mut("manhattan", Side::British).employed = sps(&[(Kind::B, 3)]);
    st.holding_mut("manhattan", Side::British).arrived = sps(&[(Kind::B, 3)]);
    let f = Fortify {
        area: "manhattan".into(),
        sps: sps(&[(Kind::B, 3)]),
    };
    assert!(fortification::refusal(&r, &st, Side::British, &f).is_some());
}

#[test]
fn item_6_a_4_sps_that_fought_in_the_combat_phase_may_not_fortify() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 4)]);
    st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 2)]);
    let a = Attack {
        area: "worcester".into(),
        with: vec![Condition::Open],
        against: vec![Condition::Open],
    };
    let mut log = Log::default();
    // 4-2 is 2-1; die 3 on the test CRT: EX: both lose 2
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[a],
        &mut ScriptedDice::new([1]),
        &mut log,
    );
    let b = st.at("worcester").british;
    assert!(!b.open.is_empty(), "{:#?}", texts(&log));
    let f = Fortify {
        area: "worcester".into(),
        sps: b.open.clone(),
    };
    assert!(
        fortification::refusal(&r, &st, Side::British, &f).is_some(),
        "the defenders fought"
    );
}

#[test]
fn item_7_errata_case_e_leaving_an_area_with_enemy_sps_leaves_1_1_behind() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 4), (Kind::M, 2)]);
    st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 3)]);
    let all = mv("worcester", &[(Kind::C, 4)], &["boston"], None);
    assert!(movement::refusal(&r, &st, &all)
        .unwrap()
        .contains("errata 1973, case E"));
    let some = mv("worcester", &[(Kind::C, 3)], &["boston"], None);
    assert_eq!(movement::refusal(&r, &st, &some), None);
    // an enemy fort counts triple, unless the Americans besiege it
    st.holding_mut("worcester", Side::British).open = Default::default();
    st.holding_mut("worcester", Side::British).fortified = sps(&[(Kind::B, 1)]);
    let two = mv("worcester", &[(Kind::C, 4)], &["boston"], None);
    assert!(
        movement::refusal(&r, &st, &two).is_some(),
        "1 B in a fort needs 3 left"
    );
    st.holding_mut("worcester", Side::American).besieging = sps(&[(Kind::M, 2)]);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::C, 4)]);
    assert_eq!(
        movement::refusal(&r, &st, &two),
        None,
        "a besieged fort is ignored"
    );
}

#[test]
fn item_7_errata_case_a_the_attacker_never_has_fewer_sps_than_the_defender() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 2)]);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 3)]);
    let a = Attack {
        area: "boston".into(),
        with: vec![Condition::Open],
        against: vec![Condition::Open],
    };
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[a],
        &mut ScriptedDice::new([]),
        &mut log,
    );
    assert!(
        log.lines[0].text.contains("below 1-1"),
        "{:#?}",
        texts(&log)
    );
    assert_eq!(st.at("boston").british.open.get(Kind::B), 3);
}

#[test]
fn item_7_errata_case_b_an_sp_is_engaged_in_one_combat_per_phase() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 9)]);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 2)]);
    let a = Attack {
        area: "boston".into(),
        with: vec![Condition::Open],
        against: vec![Condition::Open],
    };
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[a.clone(), a],
        &mut ScriptedDice::new([3]),
        &mut log,
    );
    assert!(
        log.lines
            .last()
            .unwrap()
            .text
            .contains("already in a combat"),
        "{:#?}",
        texts(&log)
    );
}

#[test]
fn item_9_the_british_standing_orders_take_the_field_and_land_with_the_main_army() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.phasing = Side::British;
    st.british_regions.insert("mass-bay".into());
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 10)]);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::M, 4)]);
    let mut log = Log::default();
    let o = commander::movement(&r, &st, Side::British, &mut log);
    assert_eq!(o.moves.len(), 1, "{:#?}", texts(&log));
    assert_eq!(o.moves[0].path, vec!["worcester".to_string()]);
    assert!(
        texts(&log)[0].starts_with(
            "B.1.b: standing orders (active posture): group of 10 B from boston to worcester"
        ),
        "{:#?}",
        texts(&log)
    );
    // the hold posture stands still
    let mut hold = rules();
    hold.postures.british = pbem::rules::american_revolution::Posture::Hold;
    assert!(commander::movement(&hold, &st, Side::British, &mut log)
        .moves
        .is_empty());
    // reinforcements land with the main army (Boston is coastal)
    assert_eq!(
        overseas::main_army_landing(&r, &st)
            .map(|(a, _)| a)
            .as_deref(),
        Some("boston")
    );
}

#[test]
fn item_9_militia_gather_away_from_the_fresh_british_landing() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.phasing = Side::British;
    st.holding_mut("manhattan", Side::British).open = sps(&[(Kind::B, 6)]);
    let g = mv("manhattan", &[(Kind::B, 6)], &["albany"], None);
    let mut log = Log::default();
    land::phase(&r, &mut st, &[g], &mut ScriptedDice::new([5]), &mut log);
    // New York's 5 M go to Manhattan, the area of the region away from the British in Albany
    assert_eq!(
        st.at("manhattan").american.open.get(Kind::M),
        5,
        "{:#?}",
        texts(&log)
    );
    assert!(texts(&log)
        .iter()
        .any(|l| l.contains("militia gather away from the British")));
}

#[test]
fn item_10_a_line_is_tagged_only_where_provisional_data_decided_it() {
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
