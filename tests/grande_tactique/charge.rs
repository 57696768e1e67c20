//! The charge phase (4.): combined charges, the attacker's and defender's checks with
//! every modifier, flight and pursuit distances, follow-up charges, silenced and spiked guns.

use crate::grande_tactique::common::{charts, factors, stand, FOOT_ARTILLERY, INFANTRY};
use pbem::board::table::measure::Length;
use pbem::board::table::stand::Edge;
use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::grande_tactique::charge::{
    flight_distance, general_lost, pursuit_distance, resolve, spike, Charge, ChargeOutcome,
    ChargeResult, Charger, Fate, SpikeError, Target,
};
use pbem::rules::grande_tactique::tables::Branch;
use pbem::rules::grande_tactique::tables::MoraleFactor::*;

fn charger(id: &str, branch: Branch, edge: Edge) -> Charger {
    Charger {
        id: id.into(),
        branch,
        shaken: false,
        edge,
        en_masse: false,
        defended: None,
        morale: factors(&[]),
    }
}

fn target(id: &str, branch: Branch) -> Target {
    Target {
        id: id.into(),
        branch,
        shaken: false,
        morale: factors(&[]),
        general: None,
    }
}

fn charge(principal: Charger, others: Vec<Charger>, target: Target) -> Charge {
    Charge {
        principal,
        others,
        target,
        follow_up: false,
    }
}

fn run(c: &Charge, rolls: &[u32]) -> ChargeOutcome {
    let mut d = ScriptedDice::new(rolls.iter().copied());
    let out = resolve(&charts(), c, &mut d);
    assert_eq!(d.remaining(), 0, "every scripted die used");
    out
}

fn line(out: &ChargeOutcome, k: usize) -> String {
    out.checks[k].1.breakdown.to_string()
}

#[test]
fn combined_charges_check_each_charger_then_the_target_once() {
    let c = charge(
        charger("1er Cuirassiers", Branch::Cavalry, Edge::Front),
        vec![charger("4e Cuirassiers", Branch::Cavalry, Edge::LeftFlank)],
        target("Halkett", Branch::Infantry),
    );
    // Checks 3 and 4 pass (+1 another charge; the flanker +1 more); the target rolls 4:
    // -1 by more than one unit, -1 in the flank = 2: flees 7". Both pursue (5, 6): 6".
    let out = run(&c, &[3, 2, 4, 5, 6]);
    assert_eq!(
        line(&out, 0),
        "MORALE CHECK, 1er Cuirassiers: 4+: d6 3 + another charge declared on the same target +1 = 4: passes (needs 3+)"
    );
    assert_eq!(
        line(&out, 1),
        "MORALE CHECK, 4e Cuirassiers: 4+: d6 2 + another charge declared on the same target +1 + charging flank or rear +1 = 4: passes (needs 2+)"
    );
    assert_eq!(out.went_in, vec!["1er Cuirassiers", "4e Cuirassiers"]);
    let t = out.target_check.as_ref().unwrap();
    assert_eq!(
        t.breakdown.to_string(),
        "MORALE CHECK, Halkett: 4+: d6 4 + charged by more than one unit -1 + charged in the flank -1 = 2: fails (needs 6+)"
    );
    match &out.result {
        ChargeResult::Fled(f) => assert_eq!(
            (f.distance, f.words.as_str()),
            (Length::inches(7), "infantry flee 7\"")
        ),
        r => panic!("{r:?}"),
    }
    assert_eq!(out.pursuits.len(), 2);
    assert!(out
        .pursuits
        .iter()
        .all(|p| p.distance == Some(Length::inches(6)) && p.may_follow_up));
    assert!(out
        .provisional
        .iter()
        .any(|n| n.starts_with("charge 'a target failing")));
    assert!(out
        .provisional
        .iter()
        .any(|n| n.starts_with("flight direction")));
}

#[test]
fn a_charger_failing_its_check_halts_and_the_others_go_in_alone() {
    let c = charge(
        charger("a", Branch::Infantry, Edge::Front),
        vec![charger("b", Branch::Infantry, Edge::Front)],
        target("t", Branch::Infantry),
    );
    let out = run(&c, &[1, 1]);
    assert_eq!(out.result, ChargeResult::Halted);
    assert!(out.target_check.is_none());
    assert!(out.provisional[0].starts_with("charge 'a charger failing its check halts"));
    // One goes in: no "more than one unit" for the target, who passes and repulses it.
    let out = run(&c, &[1, 6, 4]);
    assert_eq!(out.went_in, vec!["b"]);
    assert_eq!(
        out.result,
        ChargeResult::Repulsed {
            chargers: vec![("b".into(), Fate::Shaken)],
            target_deshakes: false
        }
    );
    assert!(!out
        .target_check
        .unwrap()
        .breakdown
        .to_string()
        .contains("more than one"));
}

#[test]
fn the_attackers_modifiers() {
    let mut bty = target("bty", Branch::Artillery);
    let front = charger("a", Branch::Infantry, Edge::Front);
    let out = run(&charge(front.clone(), vec![], bty.clone()), &[4]);
    assert!(line(&out, 0)
        .contains("charging unshaken artillery from the front -1 = 3: fails (needs 5+)"));
    let flank = charger("a", Branch::Infantry, Edge::RightFlank);
    let out = run(&charge(flank, vec![], bty.clone()), &[3, 6]);
    assert!(line(&out, 0).ends_with("d6 3 + charging flank or rear +1 = 4: passes (needs 3+)"));
    bty.shaken = true;
    let out = run(&charge(front.clone(), vec![], bty), &[3, 6]);
    assert!(line(&out, 0).ends_with("d6 3 + charging shaken troops +1 = 4: passes (needs 3+)"));
    let mut mass = front.clone();
    mass.en_masse = true;
    mass.morale = factors(&[Raw, GeneralAttached]);
    let out = run(
        &charge(mass.clone(), vec![], target("t", Branch::Infantry)),
        &[3, 6],
    );
    assert!(line(&out, 0).contains(
        "d6 3 + raw -1 + general attached +1 + infantry charging en masse +1 = 4: passes (needs 3+) (provisional: morale-check 'infantry charging en masse'"
    ));
    mass.branch = Branch::Cavalry; // en masse is infantry's
    let out = run(&charge(mass, vec![], target("t", Branch::Infantry)), &[3]);
    assert!(line(&out, 0).ends_with("d6 3 + raw -1 + general attached +1 = 3: fails (needs 4+)"));
    let mut shaken = front;
    shaken.shaken = true;
    let out = run(
        &charge(shaken, vec![], target("t", Branch::Infantry)),
        &[5, 6],
    );
    assert_eq!(out.checks[0].1.need, 5);
}

#[test]
fn the_defenders_modifiers_and_a_repulse() {
    let mut t = target("Guards", Branch::Infantry);
    t.morale = factors(&[Veteran, BuiltUpArea, Square]);
    let rear = charger("lancers", Branch::Cavalry, Edge::Rear);
    let out = run(&charge(rear, vec![], t), &[3, 2, 6]);
    let check = out.target_check.unwrap().breakdown.to_string();
    assert_eq!(
        check,
        "MORALE CHECK, Guards: 4+: d6 2 + veteran +1 + in a BUA +1 + infantry in square +1 + charged in the rear -2 = 3: fails (needs 3+) (provisional: morale-check 'charged in the rear -2': our text gives the flank (-1) only)"
    );
    // A shaken charger repulsed routs; shaken cavalry receiving cavalry de-shakes.
    let mut hussars = charger("hussars", Branch::Cavalry, Edge::Front);
    hussars.shaken = true;
    let mut dragoons = target("dragoons", Branch::Cavalry);
    dragoons.shaken = true;
    let out = run(&charge(hussars, vec![], dragoons), &[6, 6]);
    assert_eq!(
        out.result,
        ChargeResult::Repulsed {
            chargers: vec![("hussars".into(), Fate::Routed)],
            target_deshakes: true
        }
    );
    assert!(out
        .provisional
        .iter()
        .any(|n| n.starts_with("charge 'a target passing")));
}

#[test]
fn flight_distances_infantry_7_cavalry_11_and_11_plus_2d6_from_cavalry() {
    let c = charts();
    let mut d = ScriptedDice::new([3, 5]);
    let f = |b, cav, d: &mut ScriptedDice| flight_distance(&c, b, cav, "u", d);
    assert_eq!(
        f(Branch::Infantry, true, &mut d).unwrap().distance,
        Length::inches(7)
    );
    assert_eq!(
        f(Branch::Cavalry, false, &mut d).unwrap().distance,
        Length::inches(11)
    );
    let cav = f(Branch::Cavalry, true, &mut d).unwrap();
    assert_eq!(
        (cav.distance, cav.dice.clone()),
        (Length::inches(19), vec![3, 5])
    );
    assert_eq!(
        cav.words,
        "cavalry flee 11\" + 2d6\" (3 + 5) = 19\" from cavalry"
    );
    assert!(d
        .log()
        .iter()
        .all(|r| r.sides == 6 && r.purpose == "flight of u"));
    assert!(f(Branch::Artillery, true, &mut d).is_none());
}

#[test]
fn pursuit_6_after_infantry_and_1_less_than_fled_after_cavalry() {
    let c = charts();
    assert_eq!(
        pursuit_distance(&c, Branch::Infantry, Length::inches(7)),
        Some(Length::inches(6))
    );
    assert_eq!(
        pursuit_distance(&c, Branch::Cavalry, Length::inches(19)),
        Some(Length::inches(18))
    );
    assert_eq!(
        pursuit_distance(&c, Branch::Cavalry, Length::inches(11)),
        Some(Length::inches(10))
    );
    assert_eq!(pursuit_distance(&c, Branch::Artillery, Length::ZERO), None);
    // In a charge: cavalry beat cavalry (fled 11" + 2d6" = 14"), the pursuer passes: 13".
    let c = charge(
        charger("a", Branch::Cavalry, Edge::Front),
        vec![],
        target("b", Branch::Cavalry),
    );
    let out = run(&c, &[4, 1, 1, 2, 4]);
    assert_eq!(out.pursuits[0].distance, Some(Length::inches(13)));
    // Failing the pursuit check, it halts: no pursuit, no follow-up.
    let out = run(&c, &[4, 1, 1, 2, 3]);
    assert_eq!(
        (out.pursuits[0].distance, out.pursuits[0].may_follow_up),
        (None, false)
    );
}

#[test]
fn follow_up_charges_skip_the_attackers_check() {
    let mut c = charge(
        charger("a", Branch::Cavalry, Edge::Front),
        vec![],
        target("b", Branch::Infantry),
    );
    c.follow_up = true;
    // Only the target's check (1: flees) and the pursuit check (6) are rolled.
    let out = run(&c, &[1, 6]);
    assert!(out.checks.is_empty());
    assert_eq!(out.went_in, vec!["a"]);
    assert!(matches!(out.result, ChargeResult::Fled(_)));
    assert!(out.pursuits[0].may_follow_up);
}

#[test]
fn a_charged_battery_failing_is_silenced_and_silenced_guns_are_spiked_in_contact() {
    let c = charge(
        charger("a", Branch::Cavalry, Edge::LeftFlank),
        vec![],
        target("bty", Branch::Artillery),
    );
    let out = run(&c, &[4, 1, 5]);
    assert_eq!(out.result, ChargeResult::Silenced);
    assert_eq!(
        (out.pursuits[0].distance, out.pursuits[0].may_follow_up),
        (None, true)
    );
    let bty = stand("bty", "fr", (10_000, 10_000), 0, FOOT_ARTILLERY);
    let touching = stand("inf", "al", (10_000, 11_000), 180, INFANTRY);
    let apart = stand("inf", "al", (10_000, 11_100), 180, INFANTRY);
    let friend = stand("inf", "fr", (10_000, 11_000), 180, INFANTRY);
    assert_eq!(spike(&bty, true, &touching), Ok(()));
    assert_eq!(
        spike(&bty, false, &touching),
        Err(SpikeError::NotSilenced("bty".into()))
    );
    assert_eq!(
        spike(&bty, true, &apart),
        Err(SpikeError::NotInContact("inf".into(), "bty".into()))
    );
    assert_eq!(
        spike(&bty, true, &friend),
        Err(SpikeError::OwnSide("bty".into(), "inf".into()))
    );
}

#[test]
fn a_general_whose_unit_flees_is_lost_on_a_1() {
    let c = charts();
    let mut d = ScriptedDice::new([1, 2]);
    assert_eq!(general_lost(&c, "Picton", &mut d), (1, true));
    assert_eq!(general_lost(&c, "Picton", &mut d), (2, false));
    assert_eq!(d.log()[0].purpose, "general lost on a 1: Picton");
    let mut t = target("Picton's", Branch::Infantry);
    t.general = Some("Picton".into());
    t.morale = factors(&[GeneralAttached]);
    let out = run(
        &charge(charger("a", Branch::Infantry, Edge::Front), vec![], t),
        &[6, 1, 1],
    );
    assert_eq!(out.general_lost, Some((1, true)));
    assert!(out
        .target_check
        .unwrap()
        .breakdown
        .to_string()
        .contains("general attached +1"));
}

#[test]
fn report_lines_name_the_provisional_readings_they_used() {
    let mut t = target("Halkett", Branch::Infantry);
    t.general = Some("Halkett".into());
    let c = charge(
        charger("1er Cuirassiers", Branch::Cavalry, Edge::Front),
        vec![charger("4e Cuirassiers", Branch::Cavalry, Edge::Front)],
        t,
    );
    let out = run(&c, &[1, 3, 2, 4, 5]);
    let lines = out.lines(&charts(), &c);
    assert_eq!(lines.len(), 6, "{lines:#?}");
    assert!(lines[0].ends_with(": 1er Cuirassiers halts (provisional: charge 'a charger failing its check halts where it stands, unharmed': our text stops at the attacker's check)"));
    assert!(lines[1].ends_with("= 4: passes (needs 3+): 4e Cuirassiers charges Halkett"));
    assert!(lines[2].starts_with("MORALE CHECK, Halkett: 4+: d6 2 = 2: fails"));
    assert!(lines[3]
        .starts_with("Halkett flees: infantry flee 7\" (provisional: charge 'a target failing"));
    assert!(lines[3].contains("; flight direction 'straight away from the principal charger"));
    assert_eq!(lines[4], "general lost on a 1: Halkett: d6 4: survives");
    assert!(lines[5].contains(
        ": 4e Cuirassiers pursues 6\", may follow up (provisional: charge 'successful cavalry"
    ));
}
