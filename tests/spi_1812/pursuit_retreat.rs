//! 1812 combat phase (A.3) steps 6 to 7: pursuit, automatic elimination after combat and
//! retreat, from the sequence of play's wording. Dice are scripted.

use crate::support;

use pbem::rules::spi_1812::state::Side;
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

#[test]
fn step_6_pursuit_needs_the_chit_more_cavalry_and_the_choice() {
    let units = || {
        vec![
            inf("fr-1", F, "borisov", 9),
            cav("fr-cav", F, "borisov", 3),
            leader("davout", F, "borisov", 9, 0, false),
            leader("murat", F, "borisov", 0, 2, true),
            inf("ru-1", R, "borisov", 6),
            cav("ru-cav", R, "borisov", 1),
        ]
    };
    // envelop v hold: CRS PS. 9 v 6 = 1-1; die 5: D1. Pursuit: die 3 +2 Murat = 5: D2.
    let mut s = state(F, 1, units());
    let b = fight(
        &mut s,
        "borisov",
        &plans("battles: {borisov: {chit: envelop}}", ""),
        &[5, 3],
    );
    assert!(said(&b, "Step 6: French pursues with cavalry 3 against 1: Pursuit Table (provisional) die 3 +2 cavalry leader +0 cavalry leader = 5: defender loses 2"), "{:#?}", b.lines);
    assert_eq!(s.combat_losses[&R], 3, "1 in step 5 and 2 in pursuit");
    // Declined: no pursuit die.
    let mut s = state(F, 1, units());
    let b = fight(
        &mut s,
        "borisov",
        &plans("battles: {borisov: {chit: envelop, pursue: false}}", ""),
        &[5],
    );
    assert!(said(&b, "chooses not to pursue"));
    // No more cavalry than the defender: no pursuit die.
    let mut u = units();
    u.push(cav("ru-cav-2", R, "borisov", 2));
    let mut s = state(F, 1, u);
    let b = fight(
        &mut s,
        "borisov",
        &plans("battles: {borisov: {chit: envelop}}", ""),
        &[5],
    );
    assert!(
        said(&b, "has no more cavalry (3 against 3)"),
        "{:#?}",
        b.lines
    );
}

#[test]
fn step_6_5_no_corps_left_against_corps_is_eliminated_and_without_corps_on_both_sides_neither() {
    // Borisov (no fort). 6 v 1 at 6-1, die 1: D2; the Russian leader is left with no corps.
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "borisov", 6),
            leader("ney", F, "borisov", 8, 0, false),
            inf("ru-1", R, "borisov", 1),
            leader("bagration", R, "borisov", 10, 0, false),
        ],
    );
    let b = fight(&mut s, "borisov", &plans("", ""), &[1]);
    assert!(
        said(
            &b,
            "Step 6.5: the Russian stack is eliminated (A.3 step 6.5: no corps against corps)"
        ),
        "{:#?}",
        b.lines
    );
    assert_eq!(at(&s, "bagration"), None);
    // 1 v 1 at 1-1, die 3: A1 D1: both corps gone, both leaders stay.
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "borisov", 1),
            leader("ney", F, "borisov", 8, 0, false),
            inf("ru-1", R, "borisov", 1),
            leader("bagration", R, "borisov", 10, 0, false),
        ],
    );
    let b = fight(&mut s, "borisov", &plans("", ""), &[3]);
    assert!(!said(&b, "Step 6.5"), "{:#?}", b.lines);
    assert_eq!(at(&s, "ney").as_deref(), Some("borisov"));
    assert_eq!(at(&s, "bagration").as_deref(), Some("borisov"));
}

#[test]
fn step_7_retreat_into_a_free_adjacent_area_else_elimination() {
    // 6 v 3 = 2-1, die 6: D2 DR. Russia asked for Minsk, held by the French: the default
    // takes the free neighbour with the most Russian strength, Orsha.
    let units = |extra: Vec<pbem::rules::spi_1812::state::Unit>| {
        let mut v = vec![
            inf("fr-1", F, "borisov", 6),
            leader("ney", F, "borisov", 8, 0, false),
            inf("ru-1", R, "borisov", 3),
            inf("fr-minsk", F, "minsk", 1),
        ];
        v.extend(extra);
        v
    };
    let p = plans("", "battles: {borisov: {retreat_to: minsk}}");
    let mut s = state(F, 1, units(vec![inf("ru-orsha", R, "orsha", 2)]));
    let b = fight(&mut s, "borisov", &p, &[6]);
    assert_eq!(at(&s, "ru-1").as_deref(), Some("orsha"), "{:#?}", b.lines);
    assert_eq!(strength(&s, "ru-1"), Some(1));
    // Every neighbour held by the French: the stack is eliminated.
    let mut s = state(
        F,
        1,
        units(vec![
            inf("fr-b", F, "bobruisk", 1),
            inf("fr-o", F, "orsha", 1),
            inf("fr-p", F, "polotsk", 1),
        ]),
    );
    let b = fight(&mut s, "borisov", &p, &[6]);
    assert!(
        said(
            &b,
            "Step 7: the Russian stack is eliminated (A.3 step 7: no adjacent area free of opposing units)"
        ),
        "{:#?}",
        b.lines
    );
    assert_eq!(at(&s, "ru-1"), None);
    assert_eq!(
        s.combat_losses[&R], 3,
        "2 in step 5, 1 eliminated in step 7"
    );
}

#[test]
fn step_7_french_depots_cannot_retreat() {
    // 5 v 6 = 1-2, die 2: A2 AR. The French stack retreats; its depot is eliminated.
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "borisov", 5),
            leader("ney", F, "borisov", 8, 0, false),
            train("fr-train", F, "borisov"),
            depot("fr-depot", "borisov"),
            inf("ru-1", R, "borisov", 6),
            inf("fr-minsk", F, "minsk", 4),
        ],
    );
    let b = fight(&mut s, "borisov", &plans("", ""), &[2]);
    assert!(
        said(
            &b,
            "fr-depot eliminated (A.3 step 7: F depots cannot retreat)"
        ),
        "{:#?}",
        b.lines
    );
    for id in ["fr-1", "ney", "fr-train"] {
        assert_eq!(at(&s, id).as_deref(), Some("minsk"), "{id}");
    }
    assert_eq!(strength(&s, "fr-1"), Some(3));
}
