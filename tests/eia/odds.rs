//! `pbem odds` for field combat: the worked example 7.5.2.15 through the odds code, the
//! exact distribution, the simulation against it, and the command on a file and a campaign.

use crate::support;
use pbem::fairness::{ChaChaDice, Dice};
use pbem::odds::simulate;
use pbem::odds::walk::{self, Prob, WalkDice};
use pbem::rules::empires_in_arms::odds::day::{DayOutcome, Ending, Left};
use pbem::rules::empires_in_arms::odds::matrix::Matrix;
use pbem::rules::empires_in_arms::odds::{Field, Summary};
use pbem::rules::empires_in_arms::tables::chits::Chit;
use pbem::yaml::Source;

const EXAMPLE: &str = "games/empires-in-arms/odds/example-7-5-2-15.yaml";

fn example() -> Field {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(EXAMPLE);
    Field::from_file(&Source::read(&path).unwrap()).unwrap()
}

/// The example's day: Russia breaks in round 2 and the pursuit wipes it out.
fn example_outcome() -> DayOutcome {
    DayOutcome {
        ending: Ending::AttackerWins,
        rounds: 2,
        attacker: Left {
            factors: 46,
            morale_loss: 7,
            broke: false,
        },
        defender: Left {
            factors: 0,
            morale_loss: 30,
            broke: true,
        },
        pursuit: Some(25),
    }
}

/// 7.5.2.15 round by round through the odds code: the example's five dice.
#[test]
fn worked_example_round_by_round() {
    let field = example();
    let day = field.day(Chit::Assault, Chit::Cordon).unwrap();
    assert_eq!(
        (day.battle.att.base_morale, day.battle.def.base_morale),
        (23, 30)
    );
    let mut d = day.clone();
    let mut dice = WalkDice::logging(vec![4, 3, 4, 4, 5]);
    d.withdrawals(&mut dice);
    assert!(dice.values().is_empty(), "no withdraw chit: no die");
    d.round(1, &mut dice);
    assert_eq!(dice.values(), [4, 3]);
    // Round 1: 10% of 50 = 5 Russian militia, 1.0 morale; 5% of 37 = 2 Turkish, 0.2.
    assert_eq!((d.battle.att.total(), d.battle.def.total()), (48, 32));
    assert_eq!(
        (d.battle.att.morale_loss, d.battle.def.morale_loss),
        (2, 10)
    );
    d.round(2, &mut dice);
    // Round 2: Russia breaks at 3.0; Turkey pursues with a 5: the Russians are wiped out.
    assert_eq!(dice.values(), [4, 3, 4, 4, 5]);
    assert!(dice.log()[4].purpose.contains("pursuit"));
    d.round(3, &mut dice);
    assert_eq!(dice.values().len(), 5, "the day is over: no third round");
    assert_eq!(d.outcome(), example_outcome());
    assert_eq!(dice.probability(), Prob::new(1, 6u128.pow(5)));
    // The same path inside the exact walk carries at least that probability.
    let exact = day.exact();
    let p = exact
        .iter()
        .find(|(o, _)| *o == example_outcome())
        .map(|(_, p)| *p)
        .unwrap();
    assert!(p >= Prob::new(1, 6u128.pow(5)), "{p}");
}

#[test]
fn the_exact_distribution_sums_to_one() {
    let field = example();
    let s = Summary::of(field.day(Chit::Assault, Chit::Cordon).unwrap().exact());
    assert_eq!(s.total(), walk::one());
    let by_ending = s.figures.endings.values().fold(walk::zero(), |a, p| a + p);
    assert_eq!(by_ending, walk::one());
    // Every leaf is a multiple of 1/6^7 (two dice a round, three rounds, one pursuit die).
    for (_, p) in &s.outcomes {
        assert_eq!(6u128.pow(7) % p.denom(), 0, "{p}");
    }
    assert!(s.p(Ending::AttackerWins) > walk::zero());
    assert_eq!(s.p(Ending::DefenderWithdraws), walk::zero());
}

#[test]
fn withdraw_chit_walks_the_withdrawal_die() {
    let field = example();
    let s = Summary::of(field.day(Chit::Assault, Chit::Withdraw).unwrap().exact());
    assert_eq!(s.total(), walk::one());
    // Kamensky (strategic 3) withdraws the whole force on 1-3 (7.5.2.5.2.2).
    assert_eq!(s.p(Ending::DefenderWithdraws), Prob::new(1, 2));
    // Against probe it succeeds without a roll (7.5.2.5.2.1).
    let p = Summary::of(field.day(Chit::Probe, Chit::Withdraw).unwrap().exact());
    assert_eq!(p.p(Ending::DefenderWithdraws), walk::one());
}

#[test]
fn the_simulation_falls_within_three_standard_errors() {
    let field = example();
    let day = field.day(Chit::Assault, Chit::Cordon).unwrap();
    let exact = Summary::of(day.exact());
    let n = 4000u64;
    let counts = simulate::sample(n, "odds test seed", |d| day.fight(d).ending, |_| {});
    assert_eq!(counts.values().sum::<u64>(), n);
    for e in Ending::ALL {
        let p = exact.p(e);
        let hits = counts.get(&e).copied().unwrap_or(0);
        // |hits - n p| <= 3 sqrt(n p (1-p)), squared to stay in integers of the fraction.
        let np = Prob::from_integer(u128::from(n)) * p;
        let h = Prob::from_integer(u128::from(hits));
        let diff = if h > np { h - np } else { np - h };
        let var = np * (walk::one() - p);
        assert!(
            diff * diff <= Prob::from_integer(9) * var,
            "{e:?}: {hits} of {n}, exact {p}"
        );
        if p == walk::zero() {
            assert_eq!(hits, 0);
        }
    }
}

#[test]
fn the_matrix_has_every_pair_and_best_chits() {
    // Every attacker chit against cordon and withdraw (the whole matrix is the bench's).
    let mut field = example();
    field.attacker.chit = None;
    let mut m = Matrix::exact(&field);
    field.defender.chit = Some(Chit::Withdraw);
    let w = Matrix::exact(&field);
    m.defenders.extend(w.defenders);
    m.cells.extend(w.cells);
    assert_eq!(m.cells.len(), 5 * 2);
    for c in &m.cells {
        match (
            &c.odds,
            c.attacker == Chit::Outflank || c.defender == Chit::Outflank,
        ) {
            (Ok(s), _) => assert_eq!(s.total(), walk::one()),
            (Err(why), true) => assert!(why.contains("7.5.2.1"), "{why}"),
            (Err(why), false) => panic!("{why}"),
        }
    }
    let (a, pa) = m.best_attacker().unwrap();
    let (d, pd) = m.best_defender().unwrap();
    assert!(Chit::ATTACKER.contains(&a) && Chit::DEFENDER.contains(&d));
    assert!(pa <= walk::one() && pd <= walk::one());
}

#[test]
fn odds_of_a_file_on_the_command_line() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(EXAMPLE);
    let out = support::run(&["odds", "--file", path.to_str().unwrap()]);
    assert!(out.contains("Turkey") && out.contains("assault"), "{out}");
    assert!(out.contains("attacker wins"), "{out}");
    assert!(out.contains("sum of all outcomes: 1 exactly"), "{out}");
}

#[test]
fn odds_in_a_campaign_area() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let out = support::run(&[
        "odds",
        dir.to_str().unwrap(),
        "--area",
        "silistria",
        "--attacker",
        "assault",
        "--defender",
        "cordon",
    ]);
    // The campaign's Silistria battle is the example's: 50 Turkish against 37 Russian factors.
    assert!(
        out.contains("50 factors") && out.contains("37 factors"),
        "{out}"
    );
    assert!(out.contains("sum of all outcomes: 1 exactly"), "{out}");
    let err = support::pbem()
        .args(["odds", dir.to_str().unwrap(), "--area", "nowhere"])
        .output()
        .unwrap();
    assert!(!err.status.success());
    assert!(String::from_utf8_lossy(&err.stderr).contains("no combat in 'nowhere'"));
}

/// The example's field with each side sending two corps around the flank when it plays
/// outflank, so the walk rolls the arrival dice (7.5.2.12).
fn example_with_outflanking() -> Field {
    let mut field = example();
    field.attacker.outflanking = vec!["Rumelian Sipahis".into(), "Anatolian Sipahis".into()];
    field.defender.outflanking = vec!["VI Corps".into(), "VII Corps".into()];
    field
}

/// The memoized walk (each combat die read on its own, equal hits merged) gives exactly the
/// fractions of the plain walk that replays every round under every pair of faces: for the
/// pair `a` against `d` of the example with outflanking.
fn the_memoized_walk_equals_the_replay_walk(a: Chit, d: Chit) {
    let field = example_with_outflanking();
    let day = field.day(a, d).unwrap();
    let fast = day.exact();
    assert_eq!(fast, day.exact_replay(), "{a:?} against {d:?}");
    assert_eq!(
        Summary::of(fast).total(),
        walk::one(),
        "{a:?} against {d:?}"
    );
}

// The replay walk is slow: a test per pair, so that the suite's threads share them.
#[test]
fn the_memoized_walk_equals_the_replay_walk_assault_against_cordon() {
    the_memoized_walk_equals_the_replay_walk(Chit::Assault, Chit::Cordon);
}

#[test]
fn the_memoized_walk_equals_the_replay_walk_outflank_against_defend() {
    the_memoized_walk_equals_the_replay_walk(Chit::Outflank, Chit::Defend);
}

#[test]
fn the_memoized_walk_equals_the_replay_walk_probe_against_outflank() {
    the_memoized_walk_equals_the_replay_walk(Chit::Probe, Chit::Outflank);
}

#[test]
fn the_memoized_walk_equals_the_replay_walk_outflank_against_withdraw() {
    the_memoized_walk_equals_the_replay_walk(Chit::Outflank, Chit::Withdraw);
}

/// The memoized walk also equals the walk of the whole day from its first die, without any
/// merging: every sequence of dice the day can roll, each fought from the start.
#[test]
fn the_memoized_walk_equals_the_unmerged_walk() {
    let field = example_with_outflanking();
    for (a, d) in [
        (Chit::Outflank, Chit::Cordon),
        (Chit::Probe, Chit::Withdraw),
    ] {
        let day = field.day(a, d).unwrap();
        let plain: Vec<_> = walk::distribution(|dice| day.fight(dice))
            .into_iter()
            .collect();
        assert_eq!(day.exact(), plain, "{a:?} against {d:?}");
    }
}

/// Every cell of the whole matrix sums to exactly one.
#[test]
fn every_cell_of_the_matrix_sums_to_one() {
    let mut field = example_with_outflanking();
    field.attacker.chit = None;
    field.defender.chit = None;
    let m = Matrix::exact(&field);
    assert_eq!(m.cells.len(), 5 * 6);
    for c in &m.cells {
        let s = c.odds.as_ref().unwrap();
        assert_eq!(
            s.total(),
            walk::one(),
            "{:?} against {:?}",
            c.attacker,
            c.defender
        );
    }
}

/// The memoized fight rolls the same dice as the fight on a copy, procedure by procedure
/// (same sides, values and purposes), and comes to the same outcome, day after day with one
/// memo.
#[test]
fn the_memoized_fight_equals_the_replayed_fight() {
    let field = example_with_outflanking();
    for (a, d) in [
        (Chit::Assault, Chit::Cordon),
        (Chit::Outflank, Chit::Defend),
        (Chit::Probe, Chit::Outflank),
        (Chit::Outflank, Chit::Withdraw),
        (Chit::Assault, Chit::Withdraw),
    ] {
        let day = field.day(a, d).unwrap();
        let seed = simulate::seed_digest(&format!("{a:?} {d:?}"));
        let (mut fast_dice, mut replay_dice) = (ChaChaDice::new(&seed), ChaChaDice::new(&seed));
        for _ in 0..500 {
            let fast = day.fight(&mut fast_dice);
            assert_eq!(
                fast,
                day.fight_replay(&mut replay_dice),
                "{a:?} against {d:?}"
            );
        }
        assert_eq!(fast_dice.log(), replay_dice.log(), "{a:?} against {d:?}");
        assert!(fast_dice.log().len() >= 1000, "{a:?} against {d:?}");
    }
}

/// The same seed gives the same counts through the memo as through the replayed fight.
#[test]
fn the_memoized_simulation_counts_as_the_replayed_one() {
    let field = example();
    let day = field.day(Chit::Assault, Chit::Cordon).unwrap();
    let fast = simulate::sample(3000, "memo seed", |d| day.fight(d), |_| {});
    let replay = simulate::sample(3000, "memo seed", |d| day.fight_replay(d), |_| {});
    assert_eq!(fast, replay);
    assert_eq!(fast.values().sum::<u64>(), 3000);
}

/// The matrix walks its pairs with one memo, summing figures as it goes; each cell is
/// still the figures of that pair's own walk, with a memo of its own: the memo shared by
/// the pairs carries nothing from one pair into another. (The pair's own walk equals the
/// replay walk: `the_memoized_walk_equals_the_replay_walk_*`, on the pairs that outflank,
/// pursue and withdraw; replaying every cell here took half a minute of the suite.)
#[test]
fn the_matrix_memo_equals_each_pairs_own_walk_cell_by_cell() {
    let mut field = example_with_outflanking();
    field.attacker.chit = None;
    field.defender.chit = None;
    let m = Matrix::exact(&field);
    let mut compared = 0;
    for c in &m.cells {
        let Ok(day) = field.day(c.attacker, c.defender) else {
            continue;
        };
        compared += 1;
        assert_eq!(
            c.odds.as_ref().unwrap(),
            &Summary::of(day.exact()).figures,
            "{:?} against {:?}",
            c.attacker,
            c.defender
        );
    }
    assert_eq!(compared, m.cells.len(), "every cell is a pair that fights");
}

/// A day's figures summed as the memo walks it are the figures of its every outcome, for
/// every pair of chits (outflank, pursuit and withdrawal included).
#[test]
fn the_summed_figures_equal_the_figures_of_every_outcome() {
    let field = example_with_outflanking();
    let (attackers, defenders) = (Chit::ATTACKER, Chit::DEFENDER);
    let mut pursued = false;
    for a in attackers {
        for d in defenders {
            let Ok(day) = field.day(a, d) else { continue };
            let s = Summary::of(day.exact());
            assert_eq!(day.figures(), s.figures, "{a:?} against {d:?}");
            pursued |= s.figures.pursued > walk::zero();
        }
    }
    assert!(pursued, "some pair ends in pursuit");
}

/// The summary's sums (whole numbers over a common denominator) are the fractions' sums.
#[test]
fn the_summary_sums_are_the_fractions_sums() {
    let field = example();
    let outcomes = field.day(Chit::Assault, Chit::Cordon).unwrap().exact();
    let s = Summary::of(outcomes.clone());
    let (mut fa, mut md, mut pursued, mut lost) =
        (walk::zero(), walk::zero(), walk::zero(), walk::zero());
    for (o, p) in &outcomes {
        fa += p * Prob::from_integer(o.attacker.factors.into());
        md += p * Prob::from_integer(u128::try_from(o.defender.morale_loss).unwrap());
        if let Some(n) = o.pursuit {
            pursued += p;
            lost += p * Prob::from_integer(n.into());
        }
    }
    assert_eq!(s.figures.factors_left.0, fa);
    assert_eq!(s.figures.morale_loss.1, md);
    assert_eq!(s.figures.pursued, pursued);
    assert_eq!(s.figures.pursuit_losses, lost / pursued);
    assert_eq!(s.total(), walk::one());
}
