//! The charts load with the reference notes' figures, and broken copies are refused naming
//! the file, line and YAML path.

use crate::grande_tactique::common::{charts, error};
use pbem::board::table::measure::Length;
use pbem::rules::grande_tactique::tables::{ContestFactor, MoraleFactor};

#[test]
fn morale_check_is_d6_four_plus_with_every_modifier_of_the_notes() {
    let c = charts();
    assert_eq!((c.morale.die, c.morale.pass), (6, 4));
    let v = |f| c.morale.modifier(f).unwrap().value;
    use MoraleFactor::*;
    for (f, want) in [
        (Raw, -1),
        (Veteran, 1),
        (Upslope, 1),
        (BuiltUpArea, 1),
        (DefendingLinearFeature, 1),
        (Shaken, -1),
        (Square, 1),
        (GeneralAttached, 1),
        (ChargingUnshakenArtilleryFront, -1),
        (ChargingShaken, 1),
        (AnotherCharge, 1),
        (ChargingFlankOrRear, 1),
        (EnMasse, 1),
        (ChargedBySeveral, -1),
        (ChargedInFlank, -1),
    ] {
        assert_eq!(v(f), want, "{f:?}");
        assert!(!c.morale.modifier(f).unwrap().provisional, "{f:?}");
    }
    for f in [InWoods, ChargedInRear, Routed] {
        assert!(c.morale.modifier(f).unwrap().provisional, "{f:?}");
    }
}

#[test]
fn pip_and_general_figures() {
    let c = charts();
    assert_eq!(c.pips.die, 6);
    assert_eq!((c.pips.great.value, c.pips.bad.value), (1, -1));
    assert_eq!(c.pips.commander.value, 1);
    assert_eq!(c.pips.commander.reach.0, Length::inches(9));
    assert_eq!((c.pips.bad_commander.from, c.pips.bad_commander.to), (1, 0));
    assert_eq!(c.general.other_units_cost, 2);
    assert_eq!(c.general.lost.die, 6);
    assert!(c.general.lost.on.contains(1) && !c.general.lost.on.contains(2));
}

#[test]
fn firing_and_flight_figures() {
    let c = charts();
    let f = &c.firing;
    assert_eq!(f.wedge, 45);
    assert_eq!(f.infantry_range, Length::ZERO);
    assert_eq!(f.artillery.normal.0, Length::inches(7));
    assert_eq!(f.artillery.long.0, Length::inches(12));
    assert_eq!((f.long_range.value, f.enfilade.value), (-1, 1));
    assert!(f.contest.provisional);
    assert_eq!(f.contest.modifiers.len(), ContestFactor::ALL.len());
    let fl = &c.flight;
    assert_eq!(fl.infantry, Length::inches(7));
    assert_eq!(fl.cavalry_from_foot, Length::inches(11));
    let cc = fl.cavalry_from_cavalry;
    assert_eq!((cc.inches.0, cc.dice, cc.die), (Length::inches(11), 2, 6));
    assert_eq!(fl.pursuit.infantry.0, Length::inches(6));
    assert_eq!(fl.pursuit.cavalry_less.0, Length::inches(1));
}

#[test]
fn every_provisional_note_is_listed_once() {
    let c = charts();
    let p = c.provisional();
    assert_eq!(p.len(), 14, "{p:#?}");
    assert!(p
        .iter()
        .any(|n| n.starts_with("firing contest 'each side d6")));
    assert!(p.iter().any(|n| n.starts_with("flight direction")));
    assert!(p
        .iter()
        .any(|n| n.starts_with("morale-check 'in woods +1'")));
    let mut sorted = p.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), p.len());
}

#[test]
fn broken_charts_are_refused_with_file_line_and_path() {
    let e = error(
        "charts/morale.yaml",
        "  veteran: { label: \"veteran\", value: 1 }\n",
        "",
    );
    assert!(e.contains("charts/morale.yaml:11: at modifiers"), "{e}");
    assert!(e.contains("'veteran' is missing"), "{e}");
    let e = error("charts/morale.yaml", "pass: 4", "pass: 7");
    assert!(e.contains("morale.yaml:9: at pass"), "{e}");
    let e = error(
        "charts/morale.yaml",
        "    provisional: true\n    note: \"morale-check 'routed",
        "    note: \"morale-check 'routed",
    );
    assert!(e.contains("modifiers.routed"), "{e}");
    let e = error("charts/firing.yaml", "long: 12", "long: 5");
    assert!(
        e.contains("artillery") && e.contains("normal < long"),
        "{e}"
    );
    let e = error(
        "charts/firing.yaml",
        "  provisional: true\n  note",
        "  provisional: false\n  note",
    );
    assert!(e.contains("contest") && e.contains("provisional"), "{e}");
    let e = error("charts/general.yaml", "on: \"1\"", "on: \"7\"");
    assert!(e.contains("lost.on"), "{e}");
    let e = error("charts/flight.yaml", "infantry: 7 ", "infantry: 7.0001 ");
    assert!(e.contains("flight.yaml"), "{e}");
    let e = error(
        "charts/charge.yaml",
        "licence: \"CC BY (Jack Mitchell)\"",
        "licence: none",
    );
    assert!(e.contains("licence"), "{e}");
    let e = error("charts/pips.yaml", "from: 1", "from: 9");
    assert!(e.contains("bad-commander.from"), "{e}");
}
