//! A.3 combat from its wording: at least 1-1, tripling and doubling, the loss order, major
//! successes and the French entry, fortified attackers and the fort removed.

use crate::american_revolution::fixture::{crt, rules, sps, state};
use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::american_revolution::combat::crt::{CrtResult, Odds};
use pbem::rules::american_revolution::combat::{self, crt as table, losses, strength};
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::Attack;
use pbem::rules::american_revolution::state::{Condition, Holding, Kind, Season, Side};

fn attack(area: &str, with: &[Condition], against: &[Condition]) -> Attack {
    Attack {
        area: area.into(),
        with: with.to_vec(),
        against: against.to_vec(),
    }
}

#[test]
fn an_attack_must_be_at_least_one_to_one() {
    let c = crt();
    assert_eq!(table::column(&c, 2, 3), None);
    assert_eq!(table::column(&c, 3, 3), Some(Odds::parse("1-1").unwrap()));
    assert_eq!(table::column(&c, 5, 2), Some(Odds::parse("2-1").unwrap()));
    assert_eq!(table::column(&c, 40, 2), Some(Odds::parse("4-1").unwrap()));
    assert_eq!(
        table::lookup(&c, Odds::parse("4-1").unwrap(), 1),
        Some(CrtResult::EX)
    );
    assert_eq!(table::lookup(&c, Odds::parse("5-1").unwrap(), 1), None);
}

#[test]
fn below_one_to_one_no_die_is_rolled() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 5)]);
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 2)]);
    let mut dice = ScriptedDice::new([]);
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[attack(
            "boston",
            &[Condition::Open],
            &[Condition::Fortified],
        )],
        &mut dice,
        &mut log,
    );
    assert!(dice.log().is_empty());
    assert!(log.lines[0].text.contains("below 1-1"), "{log:?}");
    assert_eq!(st.at("boston").british.fortified.get(Kind::B), 2);
}

#[test]
fn fortified_sps_are_tripled_and_besiegers_attacked_from_a_fort_doubled() {
    let h = Holding {
        open: sps(&[(Kind::B, 1)]),
        fortified: sps(&[(Kind::B, 2)]),
        besieging: sps(&[(Kind::B, 3)]),
        ..Holding::default()
    };
    assert_eq!(
        strength::defence(&h, &[Condition::Fortified], &[Condition::Open]),
        6
    );
    assert_eq!(
        strength::defence(&h, &[Condition::Besieging], &[Condition::Fortified]),
        6
    );
    assert_eq!(
        strength::defence(
            &h,
            &[Condition::Besieging],
            &[Condition::Fortified, Condition::Open]
        ),
        3
    );
    assert_eq!(
        strength::defence(
            &h,
            &[Condition::Open, Condition::Fortified],
            &[Condition::Open]
        ),
        7
    );
}

#[test]
fn first_loss_t_or_m_second_b_or_c_then_the_losers_choice() {
    let mut h = Holding {
        open: sps(&[(Kind::T, 2), (Kind::B, 5)]),
        ..Holding::default()
    };
    let order = losses::choice(Side::British, &[Kind::B]);
    let lost = losses::take(&mut h, &[Condition::Open], Side::British, 3, &order);
    assert_eq!(lost, sps(&[(Kind::T, 1), (Kind::B, 2)]));
    let mut a = Holding {
        open: sps(&[(Kind::M, 1), (Kind::C, 3), (Kind::F, 2)]),
        ..Holding::default()
    };
    let order = losses::choice(Side::American, &[Kind::F]);
    let lost = losses::take(&mut a, &[Condition::Open], Side::American, 4, &order);
    assert_eq!(lost, sps(&[(Kind::M, 1), (Kind::C, 1), (Kind::F, 2)]));
}

#[test]
fn a_major_success_brings_the_french_and_the_third_wins() {
    let r = rules();
    let mut st = state(Season::Summer);
    for area in ["boston", "worcester", "albany"] {
        st.holding_mut(area, Side::American).open = sps(&[(Kind::C, 12)]);
        st.holding_mut(area, Side::British).open = sps(&[(Kind::B, 6)]);
    }
    let attacks: Vec<Attack> = ["boston", "worcester", "albany"]
        .iter()
        .map(|a| attack(a, &[Condition::Open], &[Condition::Open]))
        .collect();
    let mut dice = ScriptedDice::new([6, 6, 6]);
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &attacks[..1],
        &mut dice,
        &mut log,
    );
    assert_eq!(st.major_successes, 1);
    assert_eq!(st.french_entry, Some(5));
    assert!(st.at("boston").british.is_empty());
    // the second with the British at 18 VP (< 25): an American victory already
    st.british_regions.insert("new-york".into());
    st.british_regions.insert("mass-bay".into());
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &attacks[1..2],
        &mut dice,
        &mut log,
    );
    assert_eq!(st.major_successes, 2);
    assert_eq!(st.ending.as_ref().map(|e| e.victor), Some(Side::American));
}

#[test]
fn the_second_major_success_at_25_vp_or_more_is_no_victory_but_the_third_is() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.british_regions
        .extend(["new-york", "mass-bay", "canada"].map(String::from));
    st.major_successes = 1;
    for area in ["boston", "worcester"] {
        st.holding_mut(area, Side::American).open = sps(&[(Kind::C, 12)]);
        st.holding_mut(area, Side::British).open = sps(&[(Kind::T, 1), (Kind::B, 5)]);
    }
    let mut dice = ScriptedDice::new([6, 6]);
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[attack("boston", &[Condition::Open], &[Condition::Open])],
        &mut dice,
        &mut log,
    );
    assert_eq!((st.major_successes, st.ending.is_none()), (2, true));
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[attack("worcester", &[Condition::Open], &[Condition::Open])],
        &mut dice,
        &mut log,
    );
    assert_eq!(st.major_successes, 3);
    assert_eq!(st.ending.map(|e| e.victor), Some(Side::American));
}

#[test]
fn t_losses_do_not_count_toward_a_major_success() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 20)]);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::T, 4), (Kind::B, 4)]);
    let mut dice = ScriptedDice::new([6]);
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[attack("boston", &[Condition::Open], &[Condition::Open])],
        &mut dice,
        &mut Log::default(),
    );
    assert!(st.at("boston").british.is_empty());
    assert_eq!(st.major_successes, 0);
    assert_eq!(st.b_lost_to_de, 4);
}

#[test]
fn fortified_attackers_must_attack_the_besiegers_and_the_fort_goes_when_they_are_gone() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.holding_mut("boston", Side::British).fortified = sps(&[(Kind::B, 10)]);
    st.holding_mut("boston", Side::American).besieging = sps(&[(Kind::M, 2)]);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 1)]);
    // 10 from the fort against 1 C in the open and 2 M besieging, doubled (attacked only
    // from a fort): 10 against 5 at 2-1, die 6: DE
    let mut dice = ScriptedDice::new([6]);
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::British,
        &[attack(
            "boston",
            &[Condition::Fortified],
            &[Condition::Open],
        )],
        &mut dice,
        &mut log,
    );
    assert!(dice.log().is_empty());
    assert!(
        log.lines[0].text.contains("must attack the besiegers"),
        "{log:?}"
    );
    combat::phase(
        &r,
        &mut st,
        Side::British,
        &[attack(
            "boston",
            &[Condition::Fortified],
            &[Condition::Open, Condition::Besieging],
        )],
        &mut dice,
        &mut log,
    );
    let b = st.at("boston");
    assert!(b.american.is_empty(), "{b:?}");
    assert!(b.british.fortified.is_empty());
    assert_eq!(b.british.open.get(Kind::B), 10);
}

#[test]
fn no_british_combat_in_winter() {
    let r = rules();
    let mut st = state(Season::Winter);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 8)]);
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::M, 2)]);
    let mut dice = ScriptedDice::new([]);
    combat::phase(
        &r,
        &mut st,
        Side::British,
        &[attack("boston", &[Condition::Open], &[Condition::Open])],
        &mut dice,
        &mut Log::default(),
    );
    assert_eq!(st.at("boston").american.open.get(Kind::M), 2);
}

#[test]
fn partial_withdrawal_at_15_b_sps_lost_to_de() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.b_lost_to_de = 12;
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 12)]);
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 3)]);
    let mut dice = ScriptedDice::new([6]);
    let mut log = Log::default();
    combat::phase(
        &r,
        &mut st,
        Side::American,
        &[attack("boston", &[Condition::Open], &[Condition::Open])],
        &mut dice,
        &mut log,
    );
    assert!(st.withdrawn);
    assert!(log
        .lines
        .iter()
        .any(|l| l.text.contains("partial withdrawal") && !l.provisional.is_empty()));
}
