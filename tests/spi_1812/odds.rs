//! 1812 odds: the battle walked under every die through the rules' own battle code.

use crate::support;
use pbem::fairness::ScriptedDice;
use pbem::odds::spi_1812::{chit_plans, exact, matrix, Outcome, SideAfter};
use pbem::odds::walk::{self, Prob};
use pbem::rules::spi_1812::battle::battle;
use pbem::rules::spi_1812::log::Log;
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
fn smolensk() -> pbem::odds::spi_1812::file::FileBattle {
    let data = pbem::data::GameData::embedded("spi-1812").unwrap();
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games/spi-1812/odds/smolensk.yaml");
    let src = pbem::yaml::Source::read(&path).unwrap();
    pbem::odds::spi_1812::file::OddsFile::read(&src, &data).unwrap()
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
        let o =
            pbem::odds::spi_1812::fight(&r.charts, &r.map, &b.state, &b.place, &plans, &mut rec);
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
        let again =
            pbem::odds::spi_1812::fight(&r.charts, &r.map, &b.state, &b.place, &plans, &mut dice);
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
    use pbem::odds::spi_1812::{fight, winners, Winner};
    let r = rules();
    let b = smolensk();
    for (a, d) in [
        ("assault", "hold"),
        ("outflank", "counterattack"),
        ("demonstrate", "refuse-flank"),
    ] {
        let plans = chit_plans(&b.state, a, d);
        let exact_w = winners(&exact(&r.charts, &r.map, &b.state, &b.place, &plans));
        let n = 20_000u64;
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
    use pbem::odds::spi_1812::{best_chits, p_winner, Winner};
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

fn example_file() -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("games/spi-1812/odds/smolensk.yaml")
        .display()
        .to_string()
}

#[test]
fn pbem_odds_on_the_example_file_prints_the_exact_odds_and_the_provisional_charts() {
    let f = example_file();
    let out = support::run(&["odds", "--file", &f]);
    assert!(
        out.contains("Battle at Smolensk (fort), turn 5: French attacks"),
        "{out}"
    );
    assert!(
        out.contains("battle plan chits: attacker assault, defender hold"),
        "{out}"
    );
    assert!(out.contains("sum of all outcomes: 1 exactly"), "{out}");
    assert!(out.contains("Combat Results Table (provisional)"), "{out}");
    // Every pair: the matrix and each side's best chit.
    let m = support::run(&[
        "odds",
        "--file",
        &f,
        "--attacker",
        "probe",
        "--defender",
        "withdraw",
        "--detail",
    ]);
    assert!(m.contains("every outcome"), "{m}");
    let sim = support::run(&["odds", "--file", &f, "--simulate", "3000", "--seed", "test"]);
    assert!(sim.contains("simulated 3000 battles"), "{sim}");
    support::pbem()
        .args(["odds", "--file", &f, "--attacker", "hold"])
        .assert()
        .failure()
        .stderr(predicates::str::contains(
            "'hold' is not an attacker's battle plan chit",
        ));
}

#[test]
fn pbem_odds_on_a_campaign_gives_the_matrix_of_a_battle_a_move_would_bring() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("camp");
    let d = dir.to_str().unwrap();
    support::new_1812(d);
    // Turn 1, Russian player turn: the Russians of Kovno into the Grande Armée's area.
    let out = support::run(&["odds", d, "--area", "vilkaviskis", "--from", "kovno"]);
    assert!(out.contains("Russian attacks"), "{out}");
    assert!(out.contains("attacker's best chit:"), "{out}");
    assert!(out.contains("defender's best chit:"), "{out}");
    assert!(out.contains("Battle Plan Chart (provisional)"), "{out}");
    support::fails_and_writes_nothing(
        &dir,
        &["odds", d, "--area", "vilkaviskis"],
        "no battle at 'vilkaviskis'",
    );
}

fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let t = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &t);
        } else {
            std::fs::copy(e.path(), t).unwrap();
        }
    }
}

/// The campaign after entry 1 (the shipped orders), and the French orders of entry 2 that
/// march on Vilna.
fn after_entry_1(tmp: &std::path::Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = tmp.join("camp");
    let d = dir.to_str().unwrap();
    support::new_1812(d);
    let demo = "spi-1812/demo/campaign-1812";
    for p in ["russia", "france"] {
        let f = support::shipped_orders(tmp, demo, "moscow", 1, p);
        support::run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
    for p in ["russia", "france"] {
        let f = tmp.join(format!("entry-1-{p}.yaml"));
        support::run(&["reveal", d, "--player", p, f.to_str().unwrap()]);
    }
    support::run(&["resolve", d, "--date", "2026-12-01T18:00:00Z"]);
    (
        dir,
        support::shipped_orders(tmp, demo, "moscow", 2, "france"),
    )
}

/// Replaces `from` by `to` in the state of the campaign's newest entry, entry 1 (a test's
/// edit of the hidden state).
fn edit_state(dir: &std::path::Path, from: &str, to: &str) {
    let p = support::entry_dir(dir, 1).join("state.yaml");
    let s = std::fs::read_to_string(&p).unwrap();
    assert!(s.contains(from), "{from} not in the state");
    std::fs::write(&p, s.replacen(from, to, 1)).unwrap();
}

#[test]
fn orders_check_gives_the_french_their_own_stack_and_plan_chart_and_nothing_of_the_hidden_russians()
{
    let tmp = tempfile::tempdir().unwrap();
    let (dir, orders) = after_entry_1(tmp.path());
    let (d, f) = (dir.to_str().unwrap(), orders.to_str().unwrap());
    let out = support::run(&["orders", "check", d, f]);
    assert!(out.contains("battle at Vilna (fort): your 45 SPs"), "{out}");
    assert!(out.contains("against a hidden Russian stack"), "{out}");
    assert!(
        out.contains("your chit outflank against each of theirs (Battle Plan Chart (provisional))"),
        "{out}"
    );
    assert!(out.contains("withdraw: pursuit, they retreat"), "{out}");
    let quiet = support::run(&["orders", "check", d, f, "--no-odds"]);
    assert!(!quiet.contains("battle at"), "{quiet}");
    // The Russian stack at Vilna made stronger and renamed: the French see the same.
    let other = tmp.path().join("other");
    copy_dir(&dir, &other);
    edit_state(
        &other,
        "name: I Infantry Corps (Wittgenstein)\n    at: vilna\n    strength: 5",
        "name: Secret Corps\n    at: vilna\n    strength: 19",
    );
    let hidden = support::run(&["orders", "check", other.to_str().unwrap(), f]);
    assert_eq!(hidden, out, "the hidden stack shows through");
    assert!(!out.contains("Wittgenstein") && !hidden.contains("Secret"));
    // A change the French may see does show: the state is read.
    edit_state(
        &other,
        "name: I Corps (Davout)\n    at: vilkaviskis\n    strength: 14",
        "name: I Corps (Davout)\n    at: vilkaviskis\n    strength: 15",
    );
    let seen = support::run(&["orders", "check", other.to_str().unwrap(), f]);
    assert!(seen.contains("your 46 SPs"), "{seen}");
}

#[test]
fn a_bad_odds_file_is_refused_with_its_line_and_path() {
    let tmp = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(example_file()).unwrap();
    for (from, to, expect) in [
        (
            "place: smolensk",
            "place: atlantis",
            "'atlantis' is not an area or sub-area",
        ),
        (
            "  side: russia",
            "  side: france",
            "the defender is the other side",
        ),
        (
            "kind: infantry, strength: 4}",
            "kind: infantry, strength: 0}",
            "a corps has strength points",
        ),
        (
            "{name: Murat,",
            "{name: Napoleon,",
            "'Napoleon' is named twice",
        ),
        ("turn: 5", "turn: 99", "turn 99: expected 1 to"),
    ] {
        assert!(text.contains(from), "{from}");
        let f = tmp.path().join("bad.yaml");
        std::fs::write(&f, text.replacen(from, to, 1)).unwrap();
        let o = support::pbem()
            .args(["odds", "--file", f.to_str().unwrap()])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success() && err.contains(expect), "{to}: {err}");
        assert!(err.contains("bad.yaml"), "{err}");
    }
}
