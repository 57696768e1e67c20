//! The PIP phase (2.): a corps' dice rolled together, the Plan's ranking or the average rounded
//! down, great and bad generals, the commander's +1 within 9", the bad commander's 1s to
//! 0s, and the general attached doubling his other units' costs.

use crate::grande_tactique::common::{charts, stand, GENERAL};
use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::grande_tactique::pip::{
    attached_cost, commander_within, pip_dice, Corps, Division, PipError,
};
use pbem::rules::grande_tactique::tables::pips::Rank;

fn div(general: &str, rank: Rank, bonus: bool) -> Division {
    Division {
        general: general.into(),
        rank,
        commander_bonus: if bonus { vec!["Reille".into()] } else { vec![] },
    }
}

fn corps(plan: bool, bad_commander: bool, divisions: Vec<Division>) -> Corps {
    Corps {
        name: "II Corps".into(),
        divisions,
        plan,
        bad_commander,
    }
}

fn pips(c: &Corps, rolls: &[u32]) -> Vec<u32> {
    let mut d = ScriptedDice::new(rolls.iter().copied());
    let out = pip_dice(&charts(), c, &mut d).unwrap();
    assert_eq!(
        d.remaining(),
        0,
        "one die per divisional general, rolled together"
    );
    assert!(d
        .log()
        .iter()
        .all(|r| r.sides == 6 && r.purpose == "PIP dice of II Corps"));
    out.iter().map(|r| r.pips).collect()
}

#[test]
fn with_a_plan_the_ranked_generals_take_the_dice_highest_first() {
    let n = Rank::Normal;
    let c = corps(
        true,
        false,
        vec![
            div("Bachelu", n, false),
            div("Foy", n, false),
            div("Jérôme", n, false),
        ],
    );
    assert_eq!(pips(&c, &[2, 6, 4]), vec![6, 4, 2]);
    let mut d = ScriptedDice::new([2, 6, 4]);
    let out = pip_dice(&charts(), &c, &mut d).unwrap();
    assert_eq!(
        out[1].breakdown.to_string(),
        "PIP DICE, Foy: Plan rank 2 of 6, 4, 2: die 4 = 4: 4 PIPs"
    );
}

#[test]
fn without_a_plan_each_gets_the_average_rounded_down() {
    let n = Rank::Normal;
    let c = corps(
        false,
        false,
        vec![
            div("Bachelu", n, false),
            div("Foy", n, false),
            div("Jérôme", n, false),
        ],
    );
    // (2 + 6 + 5) / 3 = 4.33: 4 each.
    assert_eq!(pips(&c, &[2, 6, 5]), vec![4, 4, 4]);
    let mut d = ScriptedDice::new([2, 6, 5]);
    let out = pip_dice(&charts(), &c, &mut d).unwrap();
    assert_eq!(
        out[0].breakdown.to_string(),
        "PIP DICE, Bachelu: average of 6, 5, 2: average 4 = 4: 4 PIPs"
    );
}

#[test]
fn great_generals_add_one_and_bad_generals_lose_one() {
    let c = corps(
        true,
        false,
        vec![div("Ney", Rank::Great, false), div("Bad", Rank::Bad, false)],
    );
    assert_eq!(pips(&c, &[3, 5]), vec![6, 2]);
    let mut d = ScriptedDice::new([3, 5]);
    let out = pip_dice(&charts(), &c, &mut d).unwrap();
    assert_eq!(
        out[0].breakdown.to_string(),
        "PIP DICE, Ney: Plan rank 1 of 5, 3: die 5 + great general +1 = 6: 6 PIPs"
    );
    assert_eq!(
        out[1].breakdown.to_string(),
        "PIP DICE, Bad: Plan rank 2 of 5, 3: die 3 + bad general -1 = 2: 2 PIPs"
    );
}

#[test]
fn a_bad_generals_one_gives_no_pips_and_names_the_provisional_floor() {
    let c = corps(true, false, vec![div("Bad", Rank::Bad, false)]);
    assert_eq!(pips(&c, &[1]), vec![0]);
    // Under a bad commander the 1 is 0, and -1 more: the floor (provisional) holds it at 0.
    let c = corps(true, true, vec![div("Bad", Rank::Bad, false)]);
    let mut d = ScriptedDice::new([1]);
    let out = pip_dice(&charts(), &c, &mut d).unwrap();
    assert_eq!(out[0].pips, 0);
    assert!(out[0]
        .breakdown
        .to_string()
        .contains("= -1: 0 PIPs (least) (provisional: PIP dice 'least 0'"));
}

#[test]
fn the_commanders_plus_one_goes_to_one_general_within_9_inches() {
    let c = corps(
        true,
        false,
        vec![
            div("Foy", Rank::Normal, true),
            div("Bachelu", Rank::Normal, false),
        ],
    );
    assert_eq!(pips(&c, &[4, 2]), vec![5, 2]);
    let mut d = ScriptedDice::new([4, 2]);
    let out = pip_dice(&charts(), &c, &mut d).unwrap();
    assert!(out[0]
        .breakdown
        .to_string()
        .contains("Corps/Army commander within 9\" (Reille) +1"));
    let two = corps(
        true,
        false,
        vec![div("Foy", Rank::Normal, true), div("B", Rank::Normal, true)],
    );
    let mut d = ScriptedDice::new([]);
    assert_eq!(
        pip_dice(&charts(), &two, &mut d),
        Err(PipError::TwoBonuses("II Corps".into(), "Reille".into()))
    );
    // The corps commander and the army commander each give their +1, here to one general.
    let mut both = div("Foy", Rank::Normal, true);
    both.commander_bonus.push("Napoleon".into());
    let c2 = corps(true, false, vec![both, div("Bachelu", Rank::Normal, false)]);
    assert_eq!(pips(&c2, &[4, 2]), vec![6, 2]);
    let ch = charts();
    let reille = stand("reille", "fr", (10_000, 10_000), 0, GENERAL);
    let at = |x: i64| stand("foy", "fr", (10_000 + x, 10_000), 0, GENERAL);
    assert!(commander_within(&ch, &reille, &at(9_000)));
    assert!(!commander_within(&ch, &reille, &at(9_001)));
}

#[test]
fn a_bad_commander_turns_ones_to_zeros_with_no_plus_one() {
    let c = corps(
        true,
        true,
        vec![
            div("Ney", Rank::Great, true),
            div("Foy", Rank::Normal, false),
        ],
    );
    // The great general's 1 becomes 0: neither his +1 nor the commander's.
    assert_eq!(pips(&c, &[1, 1]), vec![0, 0]);
    assert_eq!(pips(&c, &[2, 1]), vec![4, 0]);
    let mut d = ScriptedDice::new([1, 3]);
    let out = pip_dice(&charts(), &c, &mut d).unwrap();
    assert_eq!(
        out[1].breakdown.to_string(),
        "PIP DICE, Foy: Plan rank 2 of 3, 1: die 1 + bad Corps/Army commander: a 1 becomes 0, no +1 -1 = 0: 0 PIPs"
    );
}

#[test]
fn a_general_attached_doubles_the_cost_of_his_other_units() {
    let c = charts();
    assert_eq!(attached_cost(&c, 1, false), 1);
    assert_eq!(attached_cost(&c, 1, true), 2);
    assert_eq!(attached_cost(&c, 2, true), 4);
}
