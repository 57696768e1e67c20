//! The PIP and Charge Phases as the text plays them (issue 26, items 2 to 6): no take-backs
//! is not forfeiture; charges in the moving player's order; a charge goes forward; the bad
//! commander's +1, one reading; cavalry resisting a charge by cavalry de-shakes (in the
//! text, not provisional).

use super::common::{charts, ligny, orders, place, text, unit};
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::check::check;
use pbem::rules::grande_tactique::pip::{pip_dice, Corps, Division};
use pbem::rules::grande_tactique::revision::Revision;
use pbem::rules::grande_tactique::sequence::{charge, pip_phase};
use pbem::rules::grande_tactique::tables::pips::Rank;
use pbem::rules::old_trousers::log::Log;

#[test]
fn pip_phase_2_no_take_backs_a_use_not_paid_is_not_made_and_later_ones_are() {
    // "PIP points, once spent, cannot be reallocated": lefol has 1 PIP (Vandamme's dice 1,
    // 1, 2: average 1). The charge (a move into contact 1 + the marker 1) cannot be paid;
    // the advance after it (1) is made.
    let (rules, mut st) = ligny();
    let (o, _) = orders("pips:\n  lefol: [lefol-1 charge steinmetz-1, lefol-2 advance 3]\n");
    let mut log = Log::default();
    let dice = [1, 1, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6];
    pip_phase::run(&rules, &mut st, &o, &mut ScriptedDice::new(dice), &mut log);
    let t = text(&log);
    assert!(t.contains("lefol: `lefol-1 charge steinmetz-1` needs 2 PIPs, 1 left: not made (2. PIP Phase: no take-backs, spent PIPs are not reallocated); his later uses he can pay are made"), "{t}");
    assert!(
        t.contains("lefol: lefol-2 advance 3.000\": moves 3.000\" (full move 3.000\") (1 PIP)"),
        "{t}"
    );
    assert_eq!(st.units[unit(&st, "lefol-2")].stand.centre.y, 16_000);
    assert_eq!(st.units[unit(&st, "lefol-1")].markers.charge, None);
}

/// strolz-1 declared a charge on kemphen-1, delort-1 one on stulpnagel-2 (the markers of the
/// PIP Phase); `body` the orders. Both attacker's checks roll 1 and fail: the order of the
/// two lines is the order the charges were resolved in.
fn two_charges(body: &str, revision: Revision) -> (usize, usize) {
    let (rules, mut st) = ligny();
    let rules = rules.at(revision);
    for (c, t) in [("strolz-1", "kemphen-1"), ("delort-1", "stulpnagel-2")] {
        let i = unit(&st, c);
        st.units[i].markers.charge = Some(t.into());
    }
    let (o, _) = orders(body);
    let mut log = Log::default();
    let mut dice = ScriptedDice::new([1, 1]);
    charge::run(&rules, &mut st, &o, &mut dice, &mut log);
    assert_eq!(dice.remaining(), 0);
    let t = text(&log);
    let at = |s: &str| t.find(s).unwrap_or_else(|| panic!("{s}: {t}"));
    (
        at("strolz-1 charges kemphen-1: attacker's check"),
        at("delort-1 charges stulpnagel-2: attacker's check"),
    )
}

const LISTED: &str =
    "pips:\n  strolz: [strolz-1 charge kemphen-1]\n  delort: [delort-1 charge stulpnagel-2]\n";

#[test]
fn charge_phase_4_charges_are_resolved_in_the_order_the_player_desires() {
    // "Charges can be resolved in the order desired by the player whose turn it is": by
    // default the order the orders list them (strolz's first, though delort sorts first)...
    let (strolz, delort) = two_charges(LISTED, Revision::V0_6);
    assert!(strolz < delort);
    let swapped =
        "pips:\n  delort: [delort-1 charge stulpnagel-2]\n  strolz: [strolz-1 charge kemphen-1]\n";
    let (strolz, delort) = two_charges(swapped, Revision::V0_6);
    assert!(delort < strolz);
    // ...or `charge_order`, naming a charger or its target.
    for named in ["delort-1", "stulpnagel-2"] {
        let (strolz, delort) = two_charges(
            &format!("{LISTED}charge_order: [{named}]\n"),
            Revision::V0_6,
        );
        assert!(delort < strolz, "{named}");
    }
    // Before pbem 0.6.0: by the targets' ids (kemphen-1 first).
    let (strolz, delort) = two_charges(swapped, Revision::V0_5);
    assert!(strolz < delort);
}

#[test]
fn charge_phase_4_the_charge_order_names_a_declared_charge() {
    let (rules, mut st) = ligny();
    place(&mut st, "stulpnagel-2", 64, 18, 180);
    place(&mut st, "delort-1", 64, 13, 0);
    let (o, src) =
        orders("pips:\n  delort: [delort-1 charge stulpnagel-2]\ncharge_order: [delort-2]\n");
    let e = check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("no charge is declared by or on 'delort-2' in these orders (4. Charge Phase)"),
        "{e}"
    );
    let (o, src) =
        orders("pips:\n  delort: [delort-1 charge stulpnagel-2]\ncharge_order: [stulpnagel-2]\n");
    check(&rules, &st, "french", &o, &src).expect("a declared charge");
}

#[test]
fn charge_phase_4_a_charge_goes_forward_not_back_to_a_unit_behind() {
    // delort-1 faces the far edge; stulpnagel-2 stands 4" behind it, facing the same way.
    let (rules, mut st) = ligny();
    place(&mut st, "delort-1", 64, 13, 0);
    place(&mut st, "stulpnagel-2", 64, 9, 0);
    place(&mut st, "pajol-1", 5, 5, 0); // out of the lane
    let (o, src) = orders("pips:\n  delort: [delort-1 charge stulpnagel-2]\n");
    let e = check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("stulpnagel-2 is not ahead of delort-1: a charge goes forward"),
        "{e}"
    );
    assert!(e.contains("(4. Charge Phase)"), "{e}");
    // Before pbem 0.6.0 the charger slid back into contact.
    let old = rules.clone().at(Revision::V0_5);
    check(&old, &st, "french", &o, &src).expect("0.5 let it slide back");
    // Ahead of it, the same charge is made.
    place(&mut st, "stulpnagel-2", 64, 18, 180);
    check(&rules, &st, "french", &o, &src).expect("ahead");
}

fn division(general: &str, rank: Rank, bonus: bool) -> Division {
    Division {
        general: general.into(),
        rank,
        commander_bonus: if bonus {
            vec!["Pirch I".into()]
        } else {
            vec![]
        },
    }
}

#[test]
fn pip_phase_2_a_bad_commander_zeroes_a_1_and_that_die_takes_no_plus_one() {
    // "a bad Corps or Army commander turns every subordinate's PIP die roll of 1 to a 0 for
    // that turn, with no chance to add +1 for that turn either": the die turned to 0 takes
    // no +1 (neither a great general's nor a commander's); a die that is not a 1 takes the
    // bad commander's +1 as any other.
    let c = Corps {
        name: "II Corps".into(),
        divisions: vec![
            division("Tippelskirch", Rank::Great, true),
            division("Krafft", Rank::Normal, false),
        ],
        plan: true,
        bad_commander: true,
    };
    let roll = |d: [u32; 2]| -> Vec<u32> {
        let out = pip_dice(&charts(), &c, &mut ScriptedDice::new(d)).unwrap();
        out.iter().map(|r| r.pips).collect()
    };
    assert_eq!(roll([1, 1]), vec![0, 0], "both 1s are 0: no +1 at all");
    assert_eq!(
        roll([3, 1]),
        vec![5, 0],
        "3 + great +1 + the bad commander's +1"
    );
}

#[test]
fn charge_phase_4_shaken_cavalry_resisting_a_charge_by_cavalry_de_shakes_from_the_text() {
    // 1. De-shaking Phase: "With one exception (cavalry resisting a charge by cavalry: see
    // Charging), this is the only way that a unit can pass from a shaken back to an eager
    // state." strolz-1 (dragoons) charges the shaken hobe-1: its check 4 + charging shaken
    // troops +1 = 5 passes; hobe-1's 6 - 1 (shaken) = 5 passes: it resists and de-shakes.
    let (rules, mut st) = ligny();
    place(&mut st, "hobe-1", 64, 18, 180);
    place(&mut st, "strolz-1", 64, 16, 0);
    let h = unit(&st, "hobe-1");
    st.units[h].markers.shaken = true;
    let s = unit(&st, "strolz-1");
    st.units[s].markers.charge = Some("hobe-1".into());
    let (o, _) = orders("");
    let mut log = Log::default();
    charge::run(
        &rules,
        &mut st,
        &o,
        &mut ScriptedDice::new([4, 6]),
        &mut log,
    );
    let t = text(&log);
    assert!(t.contains("hobe-1 removes its Shaken marker: cavalry resisting a charge by cavalry de-shakes (1. De-shaking Phase: \"With one exception (cavalry resisting a charge by cavalry: see Charging), this is the only way that a unit can pass from a shaken back to an eager state.\")"), "{t}");
    assert!(!st.units[unit(&st, "hobe-1")].markers.shaken);
    // No provisional note claims it any more (pbem 0.5's did).
    let claims = |p: Vec<String>| p.iter().any(|n| n.contains("de-shakes"));
    assert!(!claims(rules.provisional()));
    assert!(claims(rules.clone().at(Revision::V0_5).provisional()));
}
