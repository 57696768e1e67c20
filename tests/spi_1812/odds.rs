//! 1812 odds: the battle walked under every die through the rules' own battle code.

use crate::support;
use pbem::fairness::ScriptedDice;
use pbem::odds::walk::{self, Prob};
use pbem::rules::spi_1812::battle::battle;
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::odds::{chit_plans, exact, matrix, Outcome, SideAfter};
use pbem::rules::spi_1812::state::{Side, State};
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

fn vilna() -> State {
    state(
        F,
        1,
        vec![
            inf("fr-1", F, "vilna", 12),
            leader("davout", F, "vilna", 20, 1, false),
            cav("fr-cav", F, "vilna", 3),
            inf("ru-1", R, "vilna", 6),
            leader("barclay", R, "vilna", 10, 0, false),
            inf("ru-minsk", R, "minsk", 1),
        ],
    )
}

#[test]
fn every_plan_pair_sums_to_one_and_each_die_path_is_in_the_walk() {
    let r = rules();
    let s = vilna();
    let bp = &r.charts.battle_plan;
    let m = matrix(&r.charts, &r.map, &s, "vilna");
    assert_eq!(m.len(), bp.attacker.len() * bp.defender.len());
    for (a, d, dist) in &m {
        let total = dist.values().fold(walk::zero(), |x, p| x + p);
        assert_eq!(total, walk::one(), "{a} against {d}");
        for p in dist.values() {
            assert_eq!(36 % p.denom(), 0, "at most two dice: {p}");
        }
    }
    // Each single die of the first pair, fought by the battle code with scripted dice,
    // lands on an outcome the walk gives at least 1/6.
    let (a, d, dist) = &m[0];
    let plans = chit_plans(&s, a, d);
    for die in 1..=6u32 {
        let mut st = s.clone();
        let mut dice = ScriptedDice::new([die, die]);
        battle(
            &r.charts,
            &r.map,
            &mut st,
            "vilna",
            &plans,
            &mut dice,
            &mut Log::default(),
        );
        let side = |sd: Side| {
            let now: Vec<_> = ["fr-1", "fr-cav", "ru-1"]
                .iter()
                .filter_map(|id| st.unit(id))
                .filter(|u| u.side == sd)
                .collect();
            SideAfter {
                strength: now.iter().map(|u| u.strength).sum(),
                retreated: !now.is_empty() && now.iter().all(|u| u.at != "vilna"),
            }
        };
        let o = Outcome {
            attacker: side(F),
            defender: side(R),
        };
        let p = dist.get(&o).copied().unwrap_or_else(walk::zero);
        let used = 2 - dice.remaining() as u32;
        assert!(
            p >= Prob::new(1, 6u128.pow(used)),
            "die {die}: {o:?} has {p}"
        );
    }
}

#[test]
fn a_plan_pair_without_combat_or_pursuit_has_one_outcome() {
    let r = rules();
    let s = vilna();
    let bp = &r.charts.battle_plan;
    let mut quiet = 0;
    for a in &bp.attacker {
        for d in &bp.defender {
            let pr = r.charts.plan(a, d).unwrap_or_default();
            if pr.combat || pr.pursuit {
                continue;
            }
            let dist = exact(&r.charts, &r.map, &s, "vilna", &chit_plans(&s, a, d));
            assert_eq!(dist.len(), 1, "{a} against {d}: no die, one outcome");
            assert_eq!(dist.values().next(), Some(&walk::one()));
            quiet += 1;
        }
    }
    assert!(quiet > 0, "the chart has pairs without combat or pursuit");
}

/// Dice that pass another's rolls through and keep their values.
struct Recording<'a> {
    inner: &'a mut dyn pbem::fairness::Dice,
    values: Vec<u32>,
}

impl pbem::fairness::Dice for Recording<'_> {
    fn roll(&mut self, sides: u32, purpose: &str) -> pbem::fairness::DieRecord {
        let r = self.inner.roll(sides, purpose);
        self.values.push(r.value);
        r
    }
    fn log(&self) -> &[pbem::fairness::DieRecord] {
        self.inner.log()
    }
}

/// The battle of games/spi-1812/odds/smolensk.yaml, read as `pbem odds --file` reads it.
fn smolensk() -> pbem::rules::spi_1812::odds::file::FileBattle {
    let data = pbem::data::GameData::embedded("spi-1812").unwrap();
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games/spi-1812/odds/smolensk.yaml");
    let src = pbem::yaml::Source::read(&path).unwrap();
    pbem::rules::spi_1812::odds::file::OddsFile::read(&src, &data).unwrap()
}

#[test]
fn every_die_path_of_the_walk_is_one_sixth_per_die_and_the_rules_outcome() {
    let r = rules();
    let b = smolensk();
    // Envelop against hold: combat resolution and pursuit, two dice.
    let plans = chit_plans(&b.state, "outflank", "hold");
    let paths = walk::walk(|dice| {
        let mut rec = Recording {
            inner: dice,
            values: Vec::new(),
        };
        let o = pbem::rules::spi_1812::odds::fight(
            &r.charts, &r.map, &b.state, &b.place, &plans, &mut rec,
        );
        (o, rec.values)
    });
    assert!(paths.len() > 6, "combat and pursuit: more than one die");
    let mut total = walk::zero();
    for ((o, values), p) in &paths {
        assert_eq!(
            *p,
            Prob::new(1, 6u128.pow(values.len() as u32)),
            "{values:?}"
        );
        let mut dice = ScriptedDice::new(values.clone());
        let again = pbem::rules::spi_1812::odds::fight(
            &r.charts, &r.map, &b.state, &b.place, &plans, &mut dice,
        );
        assert_eq!(&again, o, "scripted {values:?}");
        assert_eq!(dice.remaining(), 0, "the battle rolled every scripted die");
        total += p;
    }
    assert_eq!(total, walk::one());
    let dist = exact(&r.charts, &r.map, &b.state, &b.place, &plans);
    assert_eq!(dist.values().fold(walk::zero(), |a, p| a + p), walk::one());
}

#[test]
fn the_simulation_falls_within_three_standard_errors_of_the_exact_answer() {
    use pbem::rules::spi_1812::odds::{fight, winners, Winner};
    let r = rules();
    let b = smolensk();
    for (a, d) in [
        ("assault", "hold"),
        ("outflank", "counterattack"),
        ("demonstrate", "refuse-flank"),
    ] {
        let plans = chit_plans(&b.state, a, d);
        let exact_w = winners(&exact(&r.charts, &r.map, &b.state, &b.place, &plans));
        // One fixed seed, so the sample is the same on every run. At 8,000 fights three
        // standard errors are at most 1.7 points of probability.
        let n = 8_000u64;
        let counts = pbem::odds::simulate::sample(
            n,
            "1812 odds test",
            |dice| fight(&r.charts, &r.map, &b.state, &b.place, &plans, dice).winner(),
            |_| {},
        );
        for w in Winner::ALL {
            let p = exact_w.get(&w).copied().unwrap_or_else(walk::zero);
            let p = *p.numer() as f64 / *p.denom() as f64;
            let seen = counts.get(&w).copied().unwrap_or(0) as f64 / n as f64;
            let se = (p * (1.0 - p) / n as f64).sqrt();
            assert!(
                (seen - p).abs() <= 3.0 * se + 1e-12,
                "{a} against {d}, {w:?}: simulated {seen}, exact {p}, 3 SE {}",
                3.0 * se
            );
        }
    }
}

#[test]
fn the_best_chits_are_the_maximin_of_the_matrix() {
    use pbem::rules::spi_1812::odds::{best_chits, p_winner, Winner};
    let r = rules();
    let b = smolensk();
    let m = matrix(&r.charts, &r.map, &b.state, &b.place);
    let ((ac, ap), (dc, dp)) = best_chits(&m).unwrap();
    let worst_a = |c: &str| {
        m.iter()
            .filter(|x| x.0 == c)
            .map(|x| p_winner(&x.2, Winner::Attacker))
            .min()
            .unwrap()
    };
    assert_eq!(worst_a(&ac), ap);
    for a in &r.charts.battle_plan.attacker {
        assert!(worst_a(a) <= ap, "{a} beats the best");
    }
    let worst_d = |c: &str| {
        m.iter()
            .filter(|x| x.1 == c)
            .map(|x| walk::one() - p_winner(&x.2, Winner::Attacker))
            .min()
            .unwrap()
    };
    assert_eq!(worst_d(&dc), dp);
    for d in &r.charts.battle_plan.defender {
        assert!(worst_d(d) <= dp, "{d} beats the best");
    }
}
