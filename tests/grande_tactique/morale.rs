//! 1. De-shaking phase and the morale check: the rules' own example and each modifier.

use crate::grande_tactique::common::{charts, factors};
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::deshaking::deshake;
use pbem::rules::grande_tactique::morale::{morale_check, need};
use pbem::rules::grande_tactique::tables::MoraleFactor::{self, *};

#[test]
fn the_rules_example_shaken_normal_cavalry_needs_5_and_shaken_veteran_infantry_in_a_bua_3() {
    let c = charts();
    assert_eq!(need(&c, &factors(&[Shaken])), 5);
    assert_eq!(need(&c, &factors(&[Shaken, Veteran, BuiltUpArea])), 3);
    let mut d = ScriptedDice::new([4, 5]);
    let fail = deshake(&c, "2nd Hussars", &factors(&[]), &mut d);
    assert!(!fail.passed);
    assert_eq!(
        fail.breakdown.to_string(),
        "MORALE CHECK, 2nd Hussars: 4+: d6 4 + shaken -1 = 3: fails (needs 5+)"
    );
    assert!(deshake(&c, "2nd Hussars", &factors(&[]), &mut d).passed);
    let mut d = ScriptedDice::new([2, 3]);
    let vet = factors(&[Veteran, BuiltUpArea]);
    assert!(!deshake(&c, "Old Guard", &vet, &mut d).passed);
    let pass = deshake(&c, "Old Guard", &vet, &mut d);
    assert!(pass.passed);
    assert_eq!(
        pass.breakdown.to_string(),
        "MORALE CHECK, Old Guard: 4+: d6 3 + veteran +1 + in a BUA +1 + shaken -1 = 4: passes (needs 3+)"
    );
}

#[test]
fn each_modifier_moves_the_need_by_its_figure() {
    let c = charts();
    assert_eq!(need(&c, &factors(&[])), 4);
    for (f, want) in [
        (Raw, 5),
        (Veteran, 3),
        (Upslope, 3),
        (BuiltUpArea, 3),
        (DefendingLinearFeature, 3),
        (Shaken, 5),
        (Square, 3),
        (GeneralAttached, 3),
        (ChargingUnshakenArtilleryFront, 5),
        (ChargingShaken, 3),
        (AnotherCharge, 3),
        (ChargingFlankOrRear, 3),
        (EnMasse, 3),
        (ChargedBySeveral, 5),
        (ChargedInFlank, 5),
        (InWoods, 3),
        (ChargedInRear, 6),
        (Routed, 6),
    ] {
        assert_eq!(need(&c, &factors(&[f])), want, "{f:?}");
    }
    // Cumulative.
    assert_eq!(need(&c, &factors(&[Raw, Shaken, ChargedInFlank])), 7);
}

#[test]
fn provisional_modifiers_are_named_in_the_line_that_used_them() {
    let c = charts();
    let mut d = ScriptedDice::new([6, 6]);
    let m = morale_check(&c, "Nassau", &factors(&[InWoods]), &mut d);
    assert!(m.breakdown.to_string().ends_with(
        "(provisional: morale-check 'in woods +1': our text lists the BUA only; woods read as cover like a BUA)"
    ));
    let plain: &[MoraleFactor] = &[Veteran];
    let m = morale_check(&c, "Nassau", &factors(plain), &mut d);
    assert!(!m.breakdown.to_string().contains("provisional"));
}
