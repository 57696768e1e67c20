//! The morale modifiers measured on the table in the charge phase: defending a linear
//! feature (+1 to the charged unit) and infantry charging en masse (+1 to the charger).

use super::common::{charts, ligny, place, stand, text, unit, INFANTRY};
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::morale::supports;
use pbem::rules::grande_tactique::orders::Orders;
use pbem::rules::grande_tactique::sequence::charge;
use pbem::rules::grande_tactique::state::State;
use pbem::rules::grande_tactique::Rules;
use pbem::rules::old_trousers::log::Log;

/// `charger` charges `target` (already in contact) in the charge phase with `rolls`.
fn charge_phase(
    rules: &Rules,
    st: &mut State,
    charger: &str,
    target: &str,
    rolls: &[u32],
) -> String {
    let i = unit(st, charger);
    st.units[i].markers.charge = Some(target.into());
    let mut log = Log::default();
    let mut dice = ScriptedDice::new(rolls.iter().copied());
    charge::run(rules, st, &Orders::default(), &mut dice, &mut log);
    assert_eq!(dice.remaining(), 0, "every die used");
    text(&log)
}

#[test]
fn a_line_defending_the_ligny_brook_needs_3_plus() {
    // henckel-1 (normal) faces south at (30, 20): front edge y = 19.5; the brook runs at
    // y = 18.75 there, 0.75" ahead, under pecheux-1 which met it from the south.
    let (rules, mut st) = ligny();
    place(&mut st, "henckel-1", 30, 20, 180);
    place(&mut st, "pecheux-1", 30, 19, 0);
    let t = charge_phase(&rules, &mut st, "pecheux-1", "henckel-1", &[4, 3]);
    assert!(
        t.contains("henckel-1: defender's check MORALE CHECK, henckel-1: 4+: d6 3 + defending a linear feature +1 = 4: passes (needs 3+) (provisional: morale-check 'defending a linear feature'"),
        "{t}"
    );
    assert!(t.contains("pecheux-1 is repulsed: Shaken"), "{t}");
}

#[test]
fn no_feature_between_them_or_a_road_gives_nothing() {
    // In the open east of the wood: 4+ and a 3 fails.
    let (rules, mut st) = ligny();
    place(&mut st, "henckel-1", 56, 18, 180);
    place(&mut st, "pecheux-1", 56, 17, 0);
    let t = charge_phase(&rules, &mut st, "pecheux-1", "henckel-1", &[4, 3]);
    assert!(
        t.contains(
            "henckel-1: defender's check MORALE CHECK, henckel-1: 4+: d6 3 = 3: fails (needs 4+)"
        ),
        "{t}"
    );
    // Astride the Fleurus road (x = 33): a road is no defence.
    let (rules, mut st) = ligny();
    place(&mut st, "henckel-1", 33, 10, 180);
    place(&mut st, "pecheux-1", 33, 9, 0);
    let t = charge_phase(&rules, &mut st, "pecheux-1", "henckel-1", &[4, 6]);
    assert!(
        t.contains(
            "henckel-1: defender's check MORALE CHECK, henckel-1: 4+: d6 6 = 6: passes (needs 4+)"
        ),
        "{t}"
    );
}

#[test]
fn charged_in_the_flank_across_the_brook_it_defends_nothing() {
    // henckel-1 faces east at (30, 20); pecheux-1 comes up from the south onto its right
    // flank: the brook is ahead of nobody's front edge. Flank -1: needs 5+.
    let (rules, mut st) = ligny();
    place(&mut st, "henckel-1", 30, 20, 90);
    place(&mut st, "pecheux-1", 30, 18, 0);
    let t = charge_phase(&rules, &mut st, "pecheux-1", "henckel-1", &[3, 5]);
    assert!(
        t.contains("henckel-1: defender's check MORALE CHECK, henckel-1: 4+: d6 5 + charged in the flank -1 = 4: passes (needs 5+)"),
        "{t}"
    );
}

#[test]
fn infantry_charging_en_masse_needs_3_plus() {
    // pecheux-2 stands 0.5" behind pecheux-1, same facing, fully overlapping.
    let (rules, mut st) = ligny();
    place(&mut st, "henckel-1", 56, 18, 180);
    place(&mut st, "pecheux-1", 56, 17, 0);
    place(&mut st, "pecheux-2", 56, 15, 0);
    let i = unit(&st, "pecheux-2");
    st.units[i].stand.centre.y = 15_500;
    let t = charge_phase(&rules, &mut st, "pecheux-1", "henckel-1", &[3, 6]);
    assert!(
        t.contains("pecheux-1 charges henckel-1: attacker's check MORALE CHECK, pecheux-1: 4+: d6 3 + infantry charging en masse +1 = 4: passes (needs 3+) (provisional: morale-check 'infantry charging en masse'"),
        "{t}"
    );
}

#[test]
fn en_masse_needs_the_same_facing_over_half_the_base_and_directly_behind() {
    let m = &charts().morale.measures.en_masse;
    let c = stand("c", "french", (10_000, 10_000), 0, INFANTRY);
    let at = |x: i64, y: i64, f: i32| stand("s", "french", (x, y), f, INFANTRY);
    // Touching behind, fully overlapping; 1" gap (the measure); 1.001" is too far.
    assert!(supports(m, &c, &at(10_000, 9_000, 0)));
    assert!(supports(m, &c, &at(10_000, 8_000, 0)));
    assert!(!supports(m, &c, &at(10_000, 7_999, 0)));
    // Overlap 1.25" of 2.5" is half, not over half; 1.251" is.
    assert!(!supports(m, &c, &at(11_250, 9_000, 0)));
    assert!(supports(m, &c, &at(11_249, 9_000, 0)));
    // Another facing, in front, or of the other side.
    assert!(!supports(m, &c, &at(10_000, 9_000, 5)));
    assert!(!supports(m, &c, &at(10_000, 11_000, 0)));
    assert!(!supports(
        m,
        &c,
        &stand("e", "prussian", (10_000, 9_000), 0, INFANTRY)
    ));
    // Turned: facing 90, the supporter to the west.
    let c = stand("c", "french", (10_000, 10_000), 90, INFANTRY);
    assert!(supports(m, &c, &at(9_000, 10_000, 90)));
}
