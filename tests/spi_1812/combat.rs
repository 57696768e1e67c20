//! 1812 combat phase (A.3) steps 1 to 5, from the sequence of play's wording. Dice are
//! scripted; the charts are the shipped (provisional) ones, so each test names the cell it
//! lands on.

use crate::support;

use pbem::rules::spi_1812::state::Side;
use pbem::rules::spi_1812::victory;
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

#[test]
fn step_3_cavalry_without_infantry_against_infantry_must_retreat_with_its_leaders_and_trains() {
    // "If opponent has infantry and you have no infantry, you must retreat all cavalry."
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "vilna", 10),
            leader("napoleon", F, "vilna", 30, 2, false),
            cav("ru-cav", R, "vilna", 2),
            leader("platov", R, "vilna", 0, 1, true),
            train("ru-train", R, "vilna"),
            inf("ru-minsk", R, "minsk", 3),
        ],
    );
    let b = fight(&mut s, "vilna", &plans("", ""), &[]);
    for id in ["ru-cav", "platov", "ru-train"] {
        assert_eq!(at(&s, id).as_deref(), Some("minsk"), "{id}: {:#?}", b.lines);
    }
    assert!(said(&b, "must retreat its cavalry"));
    assert_eq!(s.combat_losses.get(&R), None, "no loss");
}

#[test]
fn step_3_cavalry_that_cannot_retreat_are_eliminated_and_step_3_5_takes_the_rest() {
    // Every neighbour of Vilna held by the French: "cavalry that cannot retreat are
    // eliminated"; the leader left with no corps goes in 3.5.
    let mut units = vec![
        inf("fr-1", F, "vilna", 10),
        leader("davout", F, "vilna", 14, 1, false),
        cav("ru-cav", R, "vilna", 2),
        leader("platov", R, "vilna", 0, 1, true),
    ];
    for (i, p) in ["dunaburg", "grodno", "kovno", "minsk", "polotsk"]
        .iter()
        .enumerate()
    {
        units.push(inf(&format!("fr-{p}"), F, p, 1 + i as u32));
    }
    let mut s = state(F, 1, units);
    let b = fight(&mut s, "vilna", &plans("", ""), &[]);
    assert_eq!(at(&s, "ru-cav"), None);
    assert_eq!(at(&s, "platov"), None);
    assert!(
        said(
            &b,
            "Step 3: ru-cav eliminated (A.3 step 3: cavalry that cannot retreat)"
        ),
        "{:#?}",
        b.lines
    );
    assert!(
        said(&b, "Step 3.5: the Russian stack is eliminated"),
        "{:#?}",
        b.lines
    );
    assert_eq!(
        s.combat_losses[&R], 2,
        "the cavalry corps' strength counts as a combat loss"
    );
}

#[test]
fn step_3_voluntary_retreat_defender_first_then_attacker_and_only_with_cavalry() {
    // The Russian defender sends its cavalry and train away; a leader listed without
    // cavalry of the attacker stays ("supply units stacked with retreating cavalry").
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "borisov", 6),
            leader("ney", F, "borisov", 8, 1, false),
            inf("ru-1", R, "borisov", 3),
            cav("ru-cav", R, "borisov", 1),
            train("ru-train", R, "borisov"),
        ],
    );
    let p = plans(
        "battles: {borisov: {retreat_before_combat: {units: [ney]}}}",
        "battles: {borisov: {chit: hold, retreat_before_combat: {units: [ru-cav, ru-train], to: bobruisk}}}",
    );
    // assault v hold: CRS. 6 v 3 = 2-1; die 4 +1 Ney = 5: D2.
    let b = fight(&mut s, "borisov", &p, &[4]);
    assert_eq!(at(&s, "ru-cav").as_deref(), Some("bobruisk"));
    assert_eq!(at(&s, "ru-train").as_deref(), Some("bobruisk"));
    assert_eq!(
        at(&s, "ney").as_deref(),
        Some("borisov"),
        "no cavalry to go with"
    );
    assert!(said(&b, "odds 2-1"), "{:#?}", b.lines);
    assert_eq!(strength(&s, "ru-1"), Some(1));
}

#[test]
fn step_3_5_no_corps_against_corps_is_eliminated_and_napoleon_lost_costs_five() {
    let mut s = state(
        R,
        1,
        vec![
            leader("napoleon", F, "kovno", 30, 2, false),
            train("fr-train", F, "kovno"),
            inf("ru-1", R, "kovno", 5),
        ],
    );
    s.sides.get_mut(&F).unwrap().napoleon = Some("napoleon".into());
    let b = fight(&mut s, "kovno", &plans("", ""), &[]);
    assert!(
        said(
            &b,
            "Step 3.5: the French stack is eliminated (A.3 step 3.5: no corps against corps)"
        ),
        "{:#?}",
        b.lines
    );
    assert!(s.napoleon_lost(F));
    let (vp, lines) = victory::total(&rules().charts, &rules().map, &s);
    assert_eq!(vp, -5, "{lines:?}");
}

#[test]
fn step_3_5_both_without_infantry_but_with_cavalry_remain_and_the_battle_is_over() {
    let mut s = state(
        F,
        1,
        vec![cav("fr-cav", F, "pinsk", 2), cav("ru-cav", R, "pinsk", 1)],
    );
    let b = fight(&mut s, "pinsk", &plans("", ""), &[]);
    assert!(said(&b, "neither side has infantry and both have cavalry"));
    assert_eq!(at(&s, "fr-cav").as_deref(), Some("pinsk"));
    assert_eq!(at(&s, "ru-cav").as_deref(), Some("pinsk"));
}

#[test]
fn step_5_attacker_uses_the_lesser_of_infantry_and_leader_totals_and_the_fort_helps_russia() {
    // 12 infantry under a leader of command 4 attack with 4: 4 v 4 is 1-1, not 3-1.
    // Vilna is a fort: die 6 +1 leader -0 -1 fort = 6: D2 at 1-1.
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "vilna", 12),
            leader("oudinot", F, "vilna", 4, 1, false),
            inf("ru-1", R, "vilna", 4),
        ],
    );
    let b = fight(&mut s, "vilna", &plans("", ""), &[6]);
    assert!(said(&b, "French attacks with 4 (least of infantry corps and infantry leader totals) against 4: odds 1-1"), "{:#?}", b.lines);
    assert!(
        said(
            &b,
            "die 6 +1 leader +0 leader -1 fort = 6: defender loses 2"
        ),
        "{:#?}",
        b.lines
    );
    assert_eq!(strength(&s, "ru-1"), Some(2));
    assert_eq!(s.combat_losses[&R], 2);
}

#[test]
fn step_5_a_and_d_switch_makes_the_defender_attack_without_the_fort() {
    // assault v counterattack: CRS SW. Russia attacks with min(4, 10) = 4 against 12: 1-3.
    // No fort modifier: Russia is not defending. Die 5: A1 D1 (1-3).
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "vilna", 12),
            leader("davout", F, "vilna", 14, 1, false),
            inf("ru-1", R, "vilna", 4),
            leader("barclay", R, "vilna", 10, 1, false),
        ],
    );
    let p = plans("", "battles: {vilna: {chit: counterattack}}");
    let b = fight(&mut s, "vilna", &p, &[5]);
    assert!(said(&b, "attacker and defender switch"));
    assert!(said(&b, "Russian attacks with 4 (least of infantry corps and infantry leader totals) against 12: odds 1-3"), "{:#?}", b.lines);
    assert!(
        said(
            &b,
            "die 5 +1 leader -1 leader = 5: attacker loses 1, defender loses 1"
        ),
        "{:#?}",
        b.lines
    );
}

#[test]
fn step_4_the_battle_plan_alone_can_retreat_a_side_or_end_the_battle() {
    // assault v withdraw: DR PS, no combat resolution. France has no more cavalry: no
    // pursuit die. The Russian stack retreats whole in step 7.
    let units = || {
        vec![
            inf("fr-1", F, "borisov", 6),
            leader("ney", F, "borisov", 8, 0, false),
            inf("ru-1", R, "borisov", 3),
            train("ru-t", R, "borisov"),
        ]
    };
    let mut s = state(F, 1, units());
    let b = fight(
        &mut s,
        "borisov",
        &plans(
            "",
            "battles: {borisov: {chit: withdraw, retreat_to: bobruisk}}",
        ),
        &[],
    );
    assert!(
        said(
            &b,
            "French assault against Russian withdraw: pursuit allowed, Russian retreats"
        ),
        "{:#?}",
        b.lines
    );
    assert!(said(&b, "has no more cavalry (0 against 0)"));
    assert_eq!(at(&s, "ru-1").as_deref(), Some("bobruisk"));
    assert_eq!(at(&s, "ru-t").as_deref(), Some("bobruisk"));
    assert_eq!(strength(&s, "ru-1"), Some(3));
    // probe v hold: "-", no battle; both stay.
    let mut s = state(F, 1, units());
    let b = fight(&mut s, "borisov", &plans("default_chit: probe", ""), &[]);
    assert!(
        said(&b, "French probe against Russian hold: no battle"),
        "{:#?}",
        b.lines
    );
    assert!(said(&b, "both stacks remain"));
    assert_eq!(at(&s, "ru-1").as_deref(), Some("borisov"));
}
