//! 1812 on the real binary: turns 1-3 of the 1812 campaign with both sides' orders through
//! commit, reveal, resolve and verify; what each report may show; the standing orders (NMR)
//! to turn 13 and the victor; illegal orders refused with the step's number.

use crate::support;

use std::path::{Path, PathBuf};
use support::{entry_dir, fails_and_writes_nothing, run, snapshot};

/// A fresh 1812 campaign: players `france` and `russia`, moderator `mod`; entropy chains
/// for all three if `chains`.
fn campaign(tmp: &Path, chains: bool) -> PathBuf {
    let dir = tmp.join("camp");
    let d = dir.to_str().unwrap();
    support::new_1812(d);
    if chains {
        for p in ["mod", "france", "russia"] {
            run(&["entropy", "init", d, "--participant", p, "--length", "40"]);
        }
    }
    dir
}

/// The shipped orders of `player` for `entry` (games/spi-1812/demo), for campaign `moscow`.
fn shipped_orders(tmp: &Path, entry: u32, player: &str) -> PathBuf {
    support::shipped_orders(tmp, "spi-1812/demo/campaign-1812", "moscow", entry, player)
}

fn read(dir: &Path, rel: &str) -> String {
    std::fs::read_to_string(dir.join(rel)).unwrap()
}

/// What the rules made of the entry in `entry_dir` (its `events.yaml`, the data its report
/// is rendered from): these tests do not depend on the templates' wording, which
/// tests/golden checks.
fn events(entry_dir: &Path) -> serde_yaml::Value {
    serde_yaml::from_str(&read(entry_dir, "events.yaml")).unwrap()
}

/// The strings of the list `v`.
fn strings(v: &serde_yaml::Value) -> Vec<&str> {
    v.as_sequence()
        .unwrap_or_else(|| panic!("not a list: {v:?}"))
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect()
}

/// The steps of `events` (rule -> lines), in order.
fn steps(events: &serde_yaml::Value) -> Vec<(&str, Vec<&str>)> {
    events["steps"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|s| (s["rule"].as_str().unwrap(), strings(&s["lines"])))
        .collect()
}

#[test]
fn turns_1_to_3_with_both_sides_orders_resolve_and_verify_and_reports_hide_the_stacks() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), true);
    let d = dir.to_str().unwrap();
    for entry in 1..=6u32 {
        let files: Vec<(&str, PathBuf)> = ["france", "russia"]
            .into_iter()
            .map(|p| (p, shipped_orders(tmp.path(), entry, p)))
            .collect();
        for (p, f) in &files {
            run(&["commit", d, "--player", p, f.to_str().unwrap()]);
        }
        for (p, f) in &files {
            run(&["reveal", d, "--player", p, f.to_str().unwrap()]);
        }
        for p in ["mod", "france", "russia"] {
            run(&["entropy", "reveal", d, "--participant", p]);
        }
        let date = format!("2026-12-{:02}T18:00:00Z", entry);
        run(&["resolve", d, "--date", &date]);
    }
    let s = run(&["verify", d]);
    assert!(s.contains("verified"), "{s}");
    let s = run(&["status", d]);
    assert!(s.contains("turn 4, russian-player-turn"), "{s}");

    // Each entry walks the sequence of play; the French ones close the turn.
    for entry in 1..=6u32 {
        let ev = events(&entry_dir(&dir, entry));
        let rules: Vec<&str> = steps(&ev).into_iter().map(|(rule, _)| rule).collect();
        for step in ["A.1.A", "A.1.B-C", "A.2.A", "A.2.B", "A.2.C", "A.3"] {
            assert!(rules.contains(&step), "entry {entry}: {step} in {rules:?}");
        }
        let french = entry % 2 == 0;
        assert_eq!(rules.contains(&"C.1-2"), french, "entry {entry}: {rules:?}");
        assert_eq!(rules.contains(&"D"), french, "entry {entry}: {rules:?}");
        assert!(
            strings(&ev["provisional"]).contains(&"Attrition Table (provisional)"),
            "each provisional chart used is named"
        );
    }
    let e2 = entry_dir(&dir, 2);
    let ev2 = events(&e2);
    let vilna = ev2["battles"]
        .as_sequence()
        .unwrap()
        .iter()
        .find(|b| b["place"] == "Vilna")
        .unwrap_or_else(|| panic!("no battle of Vilna: {:?}", ev2["battles"]));
    assert_eq!(
        (vilna["attacker"].as_str(), vilna["defender"].as_str()),
        (Some("French"), Some("Russian"))
    );
    let lines = strings(&vilna["lines"]);
    assert!(
        lines
            .iter()
            .any(|l| l
                .contains("Battle Plan Chart (provisional): French outflank against Russian hold")),
        "{lines:#?}"
    );

    // Hidden stacks: Tormasov's Third Army stood at Lutsk, far from any battle, through turn
    // 1. Neither the public report, the public events, nor France's report or mail names it;
    // Russia's report does.
    let e1 = entry_dir(&dir, 1);
    for rel in [
        "report.md",
        "events.yaml",
        "reports/france.md",
        "mail/france.eml",
    ] {
        let text = read(&e1, rel);
        assert!(
            !text.contains("Kamensky") && !text.contains("Tormasov"),
            "entry 1 {rel} shows a hidden stack"
        );
    }
    let ru = read(&e1, "reports/russia.md");
    assert!(
        ru.contains("Third Army Corps (Kamensky) (ru-3a-1) 3"),
        "{ru}"
    );
    assert!(
        ru.contains("I Infantry Corps (Wittgenstein): Kovno → Vilna"),
        "the owner sees its moves: {ru}"
    );
    assert!(
        !read(&e1, "report.md").contains("Kovno → Vilna"),
        "nobody else does"
    );
    // The stacks a battle reveals (step 2) are public: the Russian corps at Vilna.
    let revealed = strings(&vilna["stacks"]["Russian"]);
    assert!(
        revealed.contains(&"II Infantry Corps (Baggovut), infantry 3"),
        "{revealed:#?}"
    );
    // France's own reinforcement-free stacks at Warsaw are in France's report only.
    assert!(read(&e2, "reports/france.md").contains("Austrian Auxiliary Corps (Schwarzenberg)"));
    assert!(!read(&e1, "reports/russia.md").contains("Schwarzenberg"));
    // The public map shows that a stack is there, not what is in it.
    let ev1 = events(&e1);
    let lutsk = ev1["occupation"]
        .as_sequence()
        .unwrap()
        .iter()
        .find(|r| r["place"] == "Lutsk (Volhynia)")
        .unwrap();
    assert_eq!(
        (lutsk["french"].as_str(), lutsk["russian"].as_str()),
        (Some(""), Some("stack")),
        "{lutsk:?}"
    );
}

#[test]
fn with_no_moves_received_the_campaign_runs_to_turn_13_and_names_the_victor() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), false);
    let d = dir.to_str().unwrap();
    for entry in 1..=26u32 {
        let s = support::resolve_nmr(d);
        assert!(s.contains(&format!("resolved {entry:04}-")), "{s}");
    }
    let last = entry_dir(&dir, 26);
    assert!(last
        .file_name()
        .unwrap()
        .to_string_lossy()
        .ends_with("-13-french-player-turn"));
    let resolution: serde_yaml::Value =
        serde_yaml::from_str(&read(&last, "resolution.yaml")).unwrap();
    let nmr = resolution["nmr"].as_mapping().unwrap();
    assert!(
        nmr.contains_key("france") && nmr.contains_key("russia"),
        "no moves received from either side: {nmr:?}"
    );
    let ev = events(&last);
    let victory = steps(&ev)
        .into_iter()
        .find(|(rule, _)| *rule == "D")
        .map(|(_, lines)| lines)
        .unwrap_or_default();
    assert!(
        victory
            .iter()
            .any(|l| l.starts_with("D.3 turn 13: Russian decisive victory")),
        "{victory:#?}"
    );
    assert!(
        ev["outcome"]
            .as_str()
            .is_some_and(|o| o.starts_with("Russian decisive victory")),
        "the campaign is over: {:?}",
        ev["outcome"]
    );
    assert!(read(&last, "nmr/france.yaml").contains("No moves received from france"));
    // A French corps went for each turn below the minimum (D.2).
    let state = read(&dir, "state.yaml");
    assert!(
        state.contains("cause: D.2 political loss"),
        "political losses are recorded"
    );
    let s = run(&["status", d]);
    assert!(s.contains("the game is over (The campaign is over"), "{s}");
    assert!(!s.contains("waiting for entry"), "{s}");
    run(&["verify", d]);
    // Nothing more to resolve.
    run(&[
        "deadline",
        d,
        "--at",
        "2027-02-01T00:00:00Z",
        "--grace",
        "1h",
        "--now",
        "2027-01-31T00:00:00Z",
    ]);
    fails_and_writes_nothing(
        &dir,
        &["resolve", d, "--nmr", "--now", "2027-02-01T02:00:00Z"],
        "the game is over (The campaign is over: Russian",
    );
}

#[test]
fn illegal_orders_are_refused_with_the_step_and_nothing_is_written() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), false);
    let d = dir.to_str().unwrap();
    let f = tmp.path().join("bad.yaml");
    let write = |body: &str| {
        std::fs::write(
            &f,
            format!("game: spi-1812\ncampaign: moscow\nentry: 1\nturn: 1\nphase: russian-player-turn\nplayer: russia\n{body}"),
        )
        .unwrap();
    };
    let fs = f.to_str().unwrap();
    write("moves:\n  barclay: [kovno]\n  ru-2: [kovno, vilkaviskis, tilsit]\n");
    fails_and_writes_nothing(&dir, &["commit", d, "--player", "russia", fs], "bad.yaml:9: at moves.ru-2: A.2.A: II Infantry Corps (Baggovut) may enter 2 areas; this move enters 3");
    write("moves:\n  ru-1: [vilkaviskis, tilsit]\n");
    fails_and_writes_nothing(&dir, &["commit", d, "--player", "russia", fs], "A.2.A: I Infantry Corps (Wittgenstein) stops in Vilkaviškis (Duchy of Warsaw), occupied by French units; it cannot go on to Tilsit (East Prussia)");
    write("moves:\n  ru-supply-1: [kovno, vilkaviskis]\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "russia", fs],
        "A.2.A: must use a corps to move into an area occupied by opposing units",
    );
    write("moves:\n  ru-99: [kovno]\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "russia", fs],
        "unknown unit 'ru-99'",
    );
    write("battles:\n  vilna: {chit: charge}\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "russia", fs],
        "A.3 step 1: 'charge' is not your battle plan chit",
    );
    write("moves: [oops\n");
    fails_and_writes_nothing(
        &dir,
        &["commit", d, "--player", "russia", fs],
        "bad.yaml:8:1: at moves: did not find expected",
    );
    let before = snapshot(&dir);
    write("moves:\n  ru-1: [vilna]\n");
    run(&["orders", "check", d, fs]);
    assert_eq!(before, snapshot(&dir), "check writes nothing");
}
