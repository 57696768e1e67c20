//! American Revolution odds: an attack walked under every die through the rules' own combat
//! code, the simulation beside it, and `pbem odds` / `pbem orders check` on the binary.

use crate::support;
use pbem::data::GameData;
use pbem::fairness::ScriptedDice;
use pbem::odds::walk::{self, Prob};
use pbem::rules::american_revolution::combat::crt;
use pbem::rules::american_revolution::odds::{Battle, OddsFile};
use pbem::rules::american_revolution::rules_data::Rules;
use std::path::Path;

fn example_file() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("games/american-revolution/odds/siege-of-boston.yaml")
        .display()
        .to_string()
}

fn example() -> (Rules, Battle) {
    let data = GameData::embedded("american-revolution").unwrap();
    let src = pbem::yaml::Source::read(Path::new(&example_file())).unwrap();
    OddsFile::read(&src, &data).unwrap()
}

#[test]
fn the_exact_distribution_sums_to_one_and_each_die_is_the_crt_result() {
    let (rules, b) = example();
    let dist = b.exact(&rules);
    assert_eq!(dist.values().fold(walk::zero(), |a, p| a + p), walk::one());
    // 16 basic SPs against 5 fortified (15): 1-1, one die.
    let col = b.column(&rules).unwrap();
    assert_eq!(col.to_string(), "1-1");
    for die in 1..=6u32 {
        let mut dice = ScriptedDice::new([die]);
        let o = b.fight(&rules, &mut dice);
        assert_eq!(dice.remaining(), 0);
        assert_eq!(
            o.result,
            crt::lookup(&rules.tables.crt, col, die),
            "die {die}"
        );
        let same = crt::lookup(&rules.tables.crt, col, die);
        let n = (1..=6u32)
            .filter(|d| crt::lookup(&rules.tables.crt, col, *d) == same)
            .count() as u128;
        assert_eq!(dist[&o], Prob::new(n, 6), "die {die}: {o:?}");
    }
    // Each walked path is one die of 1/6.
    for (_, p) in walk::walk(|d| b.fight(&rules, d)) {
        assert_eq!(p, Prob::new(1, 6));
    }
}

#[test]
fn the_simulation_falls_within_three_standard_errors_of_the_exact_answer() {
    let (rules, b) = example();
    let dist = b.exact(&rules);
    let n = 30_000u64;
    let counts = pbem::odds::simulate::sample(n, "ar odds test", |d| b.fight(&rules, d), |_| {});
    assert_eq!(counts.values().sum::<u64>(), n);
    for (o, p) in &dist {
        let p = *p.numer() as f64 / *p.denom() as f64;
        let seen = counts.get(o).copied().unwrap_or(0) as f64 / n as f64;
        let se = (p * (1.0 - p) / n as f64).sqrt();
        assert!(
            (seen - p).abs() <= 3.0 * se,
            "{o:?}: simulated {seen}, exact {p}"
        );
    }
    assert!(
        counts.keys().all(|o| dist.contains_key(o)),
        "a result the walk lacks"
    );
}

#[test]
fn pbem_odds_on_the_file_names_the_provisional_crt_on_the_odds_line() {
    let out = support::run(&["odds", "--file", &example_file()]);
    let head = out.lines().next().unwrap();
    assert!(
        head.contains("Attack in Boston by the american side: 16 basic SPs"),
        "{out}"
    );
    assert!(
        head.contains("odds 1-1 [provisional Combat Results Table (not the printed chart)]"),
        "{out}"
    );
    assert!(out.contains("sum of all outcomes: 1 exactly"), "{out}");
    assert!(
        out.contains("EX: attacker loses 5, defender loses 5"),
        "{out}"
    );
    let sim = support::run(&["odds", "--file", &example_file(), "--simulate", "600"]);
    assert!(sim.contains("simulated 600 attacks"), "{sim}");
    support::pbem()
        .args(["odds", "--file", &example_file(), "--attacker", "assault"])
        .assert()
        .failure()
        .stderr(predicates::str::contains("no battle chits"));
}

/// A fresh campaign `boston` (players wash and howe) waiting for entry 1.
fn campaign(tmp: &Path) -> std::path::PathBuf {
    let dir = tmp.join("camp");
    support::run(&[
        "new",
        dir.to_str().unwrap(),
        "--game",
        "american-revolution",
        "--scenario",
        "war-1775",
        "--id",
        "boston",
        "--player",
        "wash:american:w@example.org",
        "--player",
        "howe:british:h@example.org",
        "--moderator",
        "mod",
    ]);
    dir
}

#[test]
fn pbem_odds_and_orders_check_on_a_real_campaign() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let out = support::run(&["odds", d, "--area", "boston", "--with", "besieging"]);
    assert!(
        out.contains(
            "Attack in Boston by the american side: 15 basic SPs (besieging) against 15 (fortified"
        ),
        "{out}"
    );
    assert!(out.contains("sum of all outcomes: 1 exactly"), "{out}");
    support::fails_and_writes_nothing(
        &dir,
        &["odds", d, "--area", "boston", "--with", "moat"],
        "'moat' is not a condition",
    );
    // The shipped orders of entry 1: the army round Boston attacks the fort.
    let f = support::shipped_orders(
        tmp.path(),
        "american-revolution/demo/war-1775",
        "boston",
        1,
        "wash",
    );
    let out = support::run(&["orders", "check", d, f.to_str().unwrap()]);
    assert!(
        out.contains("the battles these orders would fight, as wash may see them"),
        "{out}"
    );
    assert!(
        out.contains("Attack in Boston by the american side: 15 basic SPs"),
        "{out}"
    );
    assert!(
        out.contains("[provisional Combat Results Table (not the printed chart)]"),
        "{out}"
    );
    assert!(out.contains("½DE 16.7% (SPs lost 0/3)"), "{out}");
    let quiet = support::run(&["orders", "check", d, f.to_str().unwrap(), "--no-odds"]);
    assert!(!quiet.contains("Attack in"), "{quiet}");
}

#[test]
fn a_bad_odds_file_is_refused_with_its_line_and_path() {
    let tmp = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(example_file()).unwrap();
    for (from, to, expect) in [
        (
            "area: boston",
            "area: atlantis",
            "'atlantis' is not an area",
        ),
        (
            "open: {C: 10, M: 6}",
            "open: {C: 10, B: 6}",
            "B SPs are not american",
        ),
        (
            "conditions: [fortified]",
            "conditions: [open]",
            "no enemy SPs in [Open] there",
        ),
        (
            "  side: british",
            "  side: american",
            "the defender is the other side",
        ),
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
