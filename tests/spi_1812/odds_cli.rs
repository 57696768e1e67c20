//! 1812 odds on the binary: `pbem odds` on a file and a campaign, `orders check`'s odds, and
//! the chits' names as the orders read them.

use crate::support;

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

#[test]
fn a_3_step_1_pbem_odds_reads_the_former_chit_name_envelop_as_the_orders_do() {
    let f = example_file();
    let now = support::run(&[
        "odds",
        "--file",
        &f,
        "--attacker",
        "outflank",
        "--defender",
        "hold",
    ]);
    let old = support::run(&[
        "odds",
        "--file",
        &f,
        "--attacker",
        "envelop",
        "--defender",
        "hold",
    ]);
    assert!(
        old.contains("battle plan chits: attacker outflank, defender hold"),
        "{old}"
    );
    assert_eq!(old, now, "envelop is outflank");
    // The former name is the attacker's chit only: as a defender's chit it is refused.
    support::pbem()
        .args(["odds", "--file", &f, "--defender", "envelop"])
        .assert()
        .failure()
        .stderr(predicates::str::contains(
            "'envelop' is not a defender's battle plan chit",
        ));
}
