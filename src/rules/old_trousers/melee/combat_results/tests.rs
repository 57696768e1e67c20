//! Melee tests: every value, modifier and result row from the chart.

use super::*;
use crate::data::GameData;
use crate::fairness::ScriptedDice;
use crate::rules::old_trousers::melee::{melee_total, Matchup};
use crate::rules::old_trousers::tables::flags::MeleeFlag;
use crate::rules::old_trousers::tables::{Quality, Rating};
use std::sync::Arc;

fn charts() -> Arc<Charts> {
    Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap()
}

fn side(arm: Arm) -> MeleeSide {
    MeleeSide {
        quality: Quality::Good,
        arm,
        leader: None,
        flags: vec![],
        charging: false,
        square: false,
        disordered: false,
        heavier: false,
        overlap: 0,
        lancers: false,
        anchored_line: false,
        mass: 4,
    }
}

/// The side's modifiers (no die) against `enemy`.
fn mods(s: &MeleeSide, enemy: &MeleeSide) -> i32 {
    let b = melee_total(
        &charts(),
        s,
        enemy,
        false,
        false,
        &mut ScriptedDice::new([1]),
    );
    b.modifiers()
}

#[test]
fn values_by_quality() {
    let c = charts();
    for (q, v) in [
        (Quality::Og, 20),
        (Quality::Superior, 17),
        (Quality::Excellent, 15),
        (Quality::Good, 13),
        (Quality::Fair, 10),
        (Quality::Poor, 8),
    ] {
        let mut s = side(Arm::Infantry);
        s.quality = q;
        let b = melee_total(
            &c,
            &s,
            &side(Arm::Infantry),
            false,
            false,
            &mut ScriptedDice::new([4]),
        );
        assert_eq!(b.total(), v + 4, "{q}");
    }
}

#[test]
fn every_modifier_of_every_melee() {
    let inf = side(Arm::Infantry);
    for (f, v) in [
        (MeleeFlag::Artillery, -4),
        (MeleeFlag::Shaken, -2),
        (MeleeFlag::Cuirassier, 2),
        (MeleeFlag::CoverLight, 2),
        (MeleeFlag::CoverMedium, 4),
        (MeleeFlag::CoverHeavy, 6),
        (MeleeFlag::Uphill, 1),
        (MeleeFlag::SappersVsCover, 2),
        (MeleeFlag::VsFlank, 12),
        (MeleeFlag::VsRouted, 12),
    ] {
        let mut s = side(Arm::Infantry);
        s.flags = vec![f];
        assert_eq!(mods(&s, &inf), v, "{f}");
    }
    assert_eq!(mods(&side(Arm::Artillery), &inf), -4);
    for (r, v) in [
        (Rating::Excellent, 2),
        (Rating::Good, 1),
        (Rating::Average, 0),
    ] {
        let mut s = side(Arm::Infantry);
        s.leader = Some(r);
        assert_eq!(mods(&s, &inf), v, "{r}");
    }
}

#[test]
fn mass_ratios_at_their_edges() {
    let enemy = side(Arm::Infantry); // mass 4
    for (mass, v) in [
        (5, 0),
        (6, 2),
        (7, 2),
        (8, 3),
        (11, 3),
        (12, 5),
        (15, 5),
        (16, 6),
        (40, 6),
    ] {
        let mut s = side(Arm::Infantry);
        s.mass = mass;
        assert_eq!(mods(&s, &enemy), v, "mass {mass} to 4");
    }
    let mut none = side(Arm::Infantry);
    none.mass = 0;
    assert_eq!(mods(&side(Arm::Infantry), &none), 0);
}

#[test]
fn the_three_columns() {
    let (inf, cav) = (side(Arm::Infantry), side(Arm::Cavalry));
    assert_eq!(Matchup::of(&inf, &side(Arm::Artillery)), Matchup::InfVsInf);
    assert_eq!(Matchup::of(&cav, &side(Arm::Artillery)), Matchup::CavVsInf);
    let with = |base: &MeleeSide, f: fn(&mut MeleeSide)| {
        let mut s = base.clone();
        f(&mut s);
        s
    };
    // Inf vs Inf.
    assert_eq!(mods(&with(&inf, |s| s.charging = true), &inf), 2);
    assert_eq!(mods(&with(&inf, |s| s.square = true), &inf), 6);
    assert_eq!(mods(&with(&inf, |s| s.disordered = true), &inf), -2);
    // Cav vs Cav.
    assert_eq!(mods(&with(&cav, |s| s.charging = true), &cav), 5);
    assert_eq!(mods(&with(&cav, |s| s.heavier = true), &cav), 2);
    assert_eq!(mods(&with(&cav, |s| s.overlap = 3), &cav), 3);
    assert_eq!(mods(&with(&cav, |s| s.disordered = true), &cav), -2);
    // Cav vs Inf, the cavalry's modifiers.
    assert_eq!(mods(&with(&cav, |s| s.charging = true), &inf), 5);
    assert_eq!(mods(&with(&cav, |s| s.lancers = true), &inf), 3);
    assert_eq!(mods(&cav, &with(&inf, |s| s.square = true)), -9);
    assert_eq!(
        mods(
            &cav,
            &with(&inf, |s| {
                s.square = true;
                s.disordered = true
            })
        ),
        -5
    );
    assert_eq!(mods(&cav, &with(&inf, |s| s.anchored_line = true)), -2);
    assert_eq!(mods(&with(&cav, |s| s.disordered = true), &inf), -4);
    assert_eq!(mods(&with(&inf, |s| s.disordered = true), &cav), -4);
    // Infantry takes no Charging or Lancers against cavalry.
    assert_eq!(
        mods(
            &with(&inf, |s| {
                s.charging = true;
                s.lancers = true
            }),
            &cav
        ),
        0
    );
    // Breakthrough: no charge.
    let c = charts();
    let b = melee_total(
        &c,
        &with(&cav, |s| s.charging = true),
        &cav,
        true,
        false,
        &mut ScriptedDice::new([1]),
    );
    assert_eq!(b.modifiers(), 0);
}

fn input() -> MeleeInput {
    let mut a = side(Arm::Infantry);
    a.charging = true;
    MeleeInput {
        attacker: a,
        defender: side(Arm::Infantry),
        breakthrough: false,
        carry: false,
    }
}

#[test]
fn a_difference_over_five_routs_the_loser() {
    // Attacker 13 + 2 charging + 9 = 24; defender 13 + 3 = 16: difference 8.
    let r = melee(&charts(), &input(), &mut ScriptedDice::new([9, 3]));
    assert_eq!(
        (r.winner, r.rounds[0].difference, r.rounds[0].row.as_str()),
        (Some(Winner::Attacker), 8, "> 5")
    );
    assert_eq!(
        (
            r.defender.casualties,
            r.defender.routs,
            r.defender.falls_back
        ),
        (3, true, None)
    );
    assert!(r.attacker.takes_ground && r.attacker.disordered && r.attacker.may_breakthrough);
    assert_eq!(r.attacker.casualties, 0);
}

#[test]
fn three_to_five_and_the_fall_back() {
    // 13 + 2 + 1 = 16 against 13 + 6 = 19: the defender wins by 3.
    let r = melee(&charts(), &input(), &mut ScriptedDice::new([1, 6]));
    assert_eq!(
        (r.winner, r.rounds[0].row.as_str()),
        (Some(Winner::Defender), "3 - 5")
    );
    let l = &r.attacker;
    assert_eq!(
        (l.casualties, l.shaken, l.disordered, l.routs),
        (2, true, true, false)
    );
    assert_eq!(l.falls_back, Some(Length::inches(4)));
    assert!(r.defender.takes_ground && r.defender.disordered && !r.defender.may_breakthrough);
    // 5 exactly, cavalry loser: falls back 12".
    let mut i = input();
    i.attacker.arm = Arm::Cavalry;
    i.attacker.charging = false;
    i.defender.arm = Arm::Cavalry;
    let r = melee(&charts(), &i, &mut ScriptedDice::new([1, 6]));
    assert_eq!(
        (r.rounds[0].difference, r.attacker.falls_back),
        (5, Some(Length::inches(12)))
    );
}

#[test]
fn a_square_never_breaks_through() {
    let mut i = input();
    i.attacker.charging = false;
    i.defender.square = true; // +6
    let r = melee(&charts(), &i, &mut ScriptedDice::new([1, 10]));
    assert_eq!(
        (r.winner, r.rounds[0].difference),
        (Some(Winner::Defender), 15)
    );
    assert!(r.defender.takes_ground && !r.defender.may_breakthrough);
}

#[test]
fn zero_to_two_rolls_again_without_charging_or_uphill() {
    let mut i = input();
    i.attacker.flags = vec![MeleeFlag::Uphill];
    // Round 1: 13+2+1+5 = 21 against 13+7 = 20 (1). Round 2: 13+5 = 18 against 13+5 (0).
    // Round 3: 13+9 = 22 against 13+1 = 14 (8): the attacker wins.
    let r = melee(&charts(), &i, &mut ScriptedDice::new([5, 7, 5, 5, 9, 1]));
    assert_eq!(
        r.rounds.iter().map(|r| r.difference).collect::<Vec<_>>(),
        vec![1, 0, 8]
    );
    assert_eq!(r.rounds[1].attacker.modifiers(), 0);
    assert_eq!(r.winner, Some(Winner::Attacker));
    assert_eq!((r.attacker.casualties, r.defender.casualties), (2, 2 + 3));
    assert!(r.attacker.disordered && r.defender.disordered);
}

#[test]
fn drawn_rounds_stop_at_the_provisional_limit() {
    let r = melee(
        &charts(),
        &MeleeInput {
            attacker: side(Arm::Infantry),
            defender: side(Arm::Infantry),
            breakthrough: false,
            carry: false,
        },
        &mut ScriptedDice::new([5; 20]),
    );
    assert_eq!((r.rounds.len(), r.winner), (10, None));
    assert_eq!((r.attacker.casualties, r.defender.casualties), (10, 10));
    assert_eq!(r.provisional.len(), 1);
}

// MELEE: COMBAT RESULTS 0 - 2 "Both sides become disordered & suffer 1 casualty. Roll
// again": 0.6.0 fights the second round with that disorder (Disorder -2) and those losses.
#[test]
fn melee_a_second_round_starts_from_the_disorder_and_losses_of_the_first() {
    let mut i = input();
    i.attacker.mass = 16;
    i.defender.mass = 16;
    i.carry = true;
    // Round 1: 13 + 2 charging + 5 = 20 against 13 + 5 = 18: difference 2, roll again.
    // Round 2: 13 - 2 disorder + 9 = 20 against 13 - 2 + 3 = 14: difference 6.
    let r = melee(&charts(), &i, &mut ScriptedDice::new([5, 5, 9, 3]));
    assert_eq!(r.rounds.len(), 2);
    let second = r.rounds[1].attacker.to_string();
    assert!(second.contains("Disorder -2"), "{second}");
    assert!(!r.rounds[0].attacker.to_string().contains("Disorder"));
    assert_eq!(r.winner, Some(Winner::Attacker));
    // Before 0.6.0 the second round started from the first's state: no Disorder.
    i.carry = false;
    let r = melee(&charts(), &i, &mut ScriptedDice::new([5, 5, 9, 3]));
    assert!(!r.rounds[1].attacker.to_string().contains("Disorder"));
}
