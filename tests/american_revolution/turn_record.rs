//! C, D and E from their wording: the levy, winter attrition, the 0 VP areas in winter,
//! area control with and without militia, Canada's test, the supply trace, the 61 VP test,
//! and the French fleet leaving in the fall.

use crate::american_revolution::fixture::{rules, sps, state};
use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::state::{Kind, Season, Side};
use pbem::rules::american_revolution::turn_record::{self, control, supply, victory};
use pbem::rules::american_revolution::{attrition, levy};

#[test]
fn control_with_and_without_militia() {
    let r = rules();
    let mut st = state(Season::Summer);
    // 10 VP + 2 C in the open = 12: 12 B in the open take New York if no militia is there
    st.holding_mut("albany", Side::British).open = sps(&[(Kind::B, 12)]);
    st.holding_mut("manhattan", Side::American).open = sps(&[(Kind::C, 2)]);
    assert_eq!(control::assess(&r, &st, "new-york"), Side::British);
    st.holding_mut("manhattan", Side::American).fortified = sps(&[(Kind::M, 1), (Kind::C, 1)]);
    assert_eq!(control::assess(&r, &st, "new-york"), Side::American);
    // a British region stays British while B or T stand in the open, whatever the militia
    st.british_regions.insert("new-york".into());
    assert_eq!(control::assess(&r, &st, "new-york"), Side::British);
    st.areas.remove("albany");
    assert_eq!(control::assess(&r, &st, "new-york"), Side::American);
}

#[test]
fn militia_reappear_when_the_british_lose_a_region() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.british_regions.insert("new-york".into());
    let mut log = Log::default();
    control::assessment(&r, &mut st, &mut log);
    assert!(!st.british_controls("new-york"));
    assert_eq!(st.at("albany").american.open.get(Kind::M), 5);
}

#[test]
fn canada_by_regulars_against_b() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("quebec", Side::British).fortified = sps(&[(Kind::B, 2)]);
    st.holding_mut("montreal", Side::American).open = sps(&[(Kind::C, 2), (Kind::M, 9)]);
    assert_eq!(control::assess(&r, &st, "canada"), Side::British);
    st.holding_mut("three-rivers", Side::American).open = sps(&[(Kind::F, 1)]);
    assert_eq!(control::assess(&r, &st, "canada"), Side::American);
}

#[test]
fn supply_traces_to_a_coast_and_the_unsupplied_b_are_eliminated() {
    let r = rules();
    let mut st = state(Season::Summer);
    // Worcester is inland; Boston is coastal but held by more Americans than British
    st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 6), (Kind::T, 2)]);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 3)]);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 1)]);
    st.holding_mut("albany", Side::American).open = sps(&[(Kind::M, 1)]);
    let ok = supply::supplied(&r, &st);
    assert!(ok.contains("boston"));
    assert!(!ok.contains("worcester"), "{ok:?}");
    let mut log = Log::default();
    supply::check(&r, &mut st, &mut log);
    assert_eq!(st.at("worcester").british.open, sps(&[(Kind::T, 2)]));
    assert_eq!(st.major_successes, 1);
    // with more British than Americans in Boston the trace passes
    let mut held = state(Season::Summer);
    held.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 6)]);
    held.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 4)]);
    held.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 3)]);
    assert!(supply::supplied(&r, &held).contains("worcester"));
    // the French fleet off Boston without the British fleet cuts the coast
    held.fleets.insert(Side::American, "gulf-of-maine".into());
    assert!(!supply::supplied(&r, &held).contains("boston"));
    held.fleets.insert(Side::British, "gulf-of-maine".into());
    assert!(supply::supplied(&r, &held).contains("boston"));
}

#[test]
fn a_british_canada_supplies_the_areas_next_to_it() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("albany", Side::American).open = sps(&[(Kind::C, 9)]);
    st.holding_mut("manhattan", Side::American).open = sps(&[(Kind::C, 9)]);
    assert!(!supply::supplied(&r, &st).contains("albany"));
    st.british_regions.insert("canada".into());
    assert!(supply::supplied(&r, &st).contains("albany"));
}

#[test]
fn the_61_vp_test_in_winter_1783() {
    let mut r = rules();
    let mut st = state(Season::Winter);
    st.date.year = 1783;
    r.tables.victory.last_level = 29;
    st.british_regions
        .extend(["new-york", "mass-bay", "canada"].map(String::from));
    let mut log = Log::default();
    victory::check(&r, &mut st, &mut log);
    assert_eq!(st.ending.as_ref().map(|e| e.victor), Some(Side::American));
    assert!(st.ending.as_ref().unwrap().why.contains("short of 29"));
    st.ending = None;
    r.tables.victory.last_level = 28;
    victory::check(&r, &mut st, &mut log);
    assert_eq!(st.ending.map(|e| e.victor), Some(Side::British));
}

#[test]
fn the_vp_level_is_a_british_victory() {
    let mut r = rules();
    let mut st = state(Season::Summer);
    r.tables.victory.levels.insert(1775, 18);
    st.british_regions
        .extend(["new-york", "mass-bay"].map(String::from));
    victory::check(&r, &mut st, &mut Log::default());
    assert_eq!(st.ending.map(|e| e.victor), Some(Side::British));
}

#[test]
fn winter_empties_the_0_vp_areas_and_the_french_fleet_leaves_in_the_fall() {
    let r = rules();
    let mut st = state(Season::Winter);
    st.holding_mut("erie", Side::British).open = sps(&[(Kind::B, 2)]);
    let mut log = Log::default();
    turn_record::record(&r, &mut st, &mut log);
    assert!(st.at("erie").is_empty());
    assert_eq!((st.date.year, st.date.season), (1777, Season::Spring));
    let mut fall = state(Season::Fall);
    fall.fleets.insert(Side::American, "atlantic".into());
    fall.holding_mut("manhattan", Side::American).open = sps(&[(Kind::SF, 2), (Kind::C, 4)]);
    turn_record::record(&r, &mut fall, &mut log);
    assert!(!fall.fleets.contains_key(&Side::American));
    assert_eq!(fall.at("manhattan").american.open, sps(&[(Kind::C, 4)]));
    let back = &fall.arrivals[&Side::American][0];
    assert_eq!(
        (back.date.unwrap().year, back.date.unwrap().season),
        (1777, Season::Spring)
    );
    assert_eq!(back.sps.get(Kind::SF), 2);
}

#[test]
fn levy_in_uncontrolled_regions_and_twice_after_two_major_successes() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.british_regions.insert("new-york".into());
    st.major_successes = 2;
    let mut dice = ScriptedDice::new([2, 3]);
    levy::interphase(&r, &mut st, &mut dice, &mut Log::default());
    assert_eq!(dice.log().len(), 2);
    assert_eq!(st.at("boston").american.open.get(Kind::C), 6);
    assert!(st.at("albany").is_empty());
}

#[test]
fn winter_attrition_by_area_with_survival_rolls() {
    let r = rules();
    // The table's rows: 1/3 of 7 C SPs is 2 removed and 1 left over to roll; 1/2 of 8 is
    // 4 and none; nothing removed leaves none to roll.
    let row = |loss: &str| -> pbem::rules::american_revolution::data::attrition::AttritionRow {
        serde_yaml::from_str(&format!("{{loss: '{loss}', survives: [4, 5, 6]}}")).unwrap()
    };
    assert_eq!(row("1/3").split(7), (2, 1));
    assert_eq!(row("1/2").split(8), (4, 0));
    assert_eq!(row("0").split(8), (0, 0));
    let mut st = state(Season::Winter);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 1), (Kind::M, 4)]);
    st.holding_mut("boston", Side::American).fortified = sps(&[(Kind::C, 4), (Kind::M, 1)]);
    st.holding_mut("albany", Side::American).open = sps(&[(Kind::C, 5)]);
    // die 3: 1/3 lost; Albany 5 C: 1 lost, 2 roll (4 dies, 1 survives); Boston 5 C the same
    let mut dice = ScriptedDice::new([3, 4, 1, 6, 6]);
    attrition::interphase(&r, &mut st, &mut dice, &mut Log::default());
    assert_eq!(st.at("albany").american.open.get(Kind::C), 3);
    let b = st.at("boston").american;
    assert_eq!(b.all().get(Kind::C), 2);
    assert_eq!(b.fortified.get(Kind::C), b.fortified.regulars());
    assert!(b.fortified.regulars() >= b.fortified.get(Kind::M));
}
