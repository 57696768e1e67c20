//! American Revolution on the real binary: turns 1 and 2 with both sides' orders (the
//! demo's files) through commit, reveal, resolve and verify; the whole war to Winter 1783
//! on standing orders, replayed byte for byte by `pbem verify`, naming the victor; orders
//! refused with the path and rule; the demo.

use crate::support::{self, entry_dir, fails_and_writes_nothing, run};
use std::path::{Path, PathBuf};

/// The scenario every test plays.
const SCENARIO: &str = "war-1775";

/// A fresh campaign `boston`: players `wash` (american) and `howe` (british), moderator
/// `mod`; entropy chains for all three if `chains`.
fn campaign(tmp: &Path, chains: bool) -> PathBuf {
    let dir = tmp.join("camp");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        d,
        "--game",
        "american-revolution",
        "--scenario",
        SCENARIO,
        "--id",
        "boston",
        "--player",
        "wash:american:w@example.org",
        "--player",
        "howe:british:h@example.org",
        "--moderator",
        "mod",
    ]);
    if chains {
        for p in ["mod", "wash", "howe"] {
            run(&["entropy", "init", d, "--participant", p, "--length", "10"]);
        }
    }
    dir
}

/// The shipped orders of `player` for `entry` (games/american-revolution/demo).
fn shipped_orders(tmp: &Path, entry: u32, player: &str) -> PathBuf {
    support::shipped_orders(
        tmp,
        &format!("american-revolution/demo/{SCENARIO}"),
        "boston",
        entry,
        player,
    )
}

fn read(dir: &Path, rel: &str) -> String {
    std::fs::read_to_string(dir.join(rel)).unwrap()
}

/// The report lines of `entry` as `rule: text`.
fn lines(dir: &Path, entry: u32) -> Vec<String> {
    let ev: serde_yaml::Value =
        serde_yaml::from_str(&read(&entry_dir(dir, entry), "events.yaml")).unwrap();
    ev["lines"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|l| {
            format!(
                "{}: {}",
                l["rule"].as_str().unwrap(),
                l["text"].as_str().unwrap()
            )
        })
        .collect()
}

#[test]
fn turns_1_and_2_with_both_sides_orders_resolve_and_verify() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), true);
    let d = dir.to_str().unwrap();
    for entry in 1..=4u32 {
        let files: Vec<(&str, PathBuf)> = ["wash", "howe"]
            .into_iter()
            .map(|p| (p, shipped_orders(tmp.path(), entry, p)))
            .collect();
        for (p, f) in &files {
            run(&["commit", d, "--player", p, f.to_str().unwrap()]);
        }
        for (p, f) in &files {
            run(&["reveal", d, "--player", p, f.to_str().unwrap()]);
        }
        for p in ["mod", "wash", "howe"] {
            run(&["entropy", "reveal", d, "--participant", p]);
        }
        run(&[
            "resolve",
            d,
            "--date",
            &format!("2026-12-{entry:02}T18:00:00Z"),
        ]);
    }
    let s = run(&["verify", d]);
    assert!(s.contains("4 entries replayed byte for byte"), "{s}");
    let s = run(&["status", d]);
    assert!(s.contains("turn 3, t03-american"), "{s}");
    // A.1.a the Green Mountain Boys reach Ticonderoga; A.3 the attack on Boston at 1-1
    let l1 = lines(&dir, 1);
    assert!(
        l1.iter()
            .any(|l| l == "A.1.a: 2 M from Bennington to Ticonderoga"),
        "{l1:#?}"
    );
    assert!(
        l1.iter()
            .any(|l| l.starts_with("A.3: Boston: american 15 against 15 (1-1), die ")),
        "{l1:#?}"
    );
    // the British turn closes the game turn: B, then C (levy) and E
    let l2 = lines(&dir, 2);
    assert!(l2.iter().any(|l| l.starts_with("C: levy die ")), "{l2:#?}");
    assert!(l2.iter().any(|l| l.starts_with("B.1.b: ")), "{l2:#?}");
    // the standing orders of entry 1 are kept in the state
    let state = read(&dir, "state.yaml");
    assert!(
        state.contains("new-york: new-york-city"),
        "standing orders kept"
    );
    let report = read(&entry_dir(&dir, 2), "report.md");
    assert!(
        report.contains("| area | region | control |"),
        "the map table"
    );
    assert!(report.contains("Combat Results Table") || report.contains("Continental Levy Chart"));
}

#[test]
fn the_whole_war_on_standing_orders_to_winter_1783_names_the_victor_and_verifies() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), false);
    let d = dir.to_str().unwrap();
    for entry in 1..=72u32 {
        let s = support::resolve_nmr(d);
        assert!(s.contains(&format!("resolved {entry:04}-")), "{s}");
    }
    let last = entry_dir(&dir, 72);
    assert!(
        last.to_string_lossy().ends_with("-36-t36-british"),
        "{last:?}"
    );
    let l = lines(&dir, 72);
    assert!(
        l.iter().any(
            |x| x.starts_with("E.b.6: American victory: the British control ")
                && x.ends_with("in Winter 1783, short of 61")
        ),
        "{l:#?}"
    );
    let ev: serde_yaml::Value = serde_yaml::from_str(&read(&last, "events.yaml")).unwrap();
    assert!(ev["outcome"]
        .as_str()
        .unwrap()
        .starts_with("American victory"));
    let s = run(&["status", d]);
    assert!(s.contains("the game is over (The campaign is over"), "{s}");
    assert!(!s.contains("waiting for entry"), "{s}");
    let s = run(&["verify", d]);
    assert!(s.contains("72 entries replayed byte for byte"), "{s}");
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
        "the game is over (The campaign is over: American victory)",
    );
}

#[test]
fn orders_naming_an_unknown_area_or_moving_out_of_turn_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), false);
    let d = dir.to_str().unwrap();
    let bad = tmp.path().join("bad.yaml");
    let head =
        "game: american-revolution\ncampaign: boston\nentry: 1\nturn: 1\nphase: t01-american\n";
    std::fs::write(
        &bad,
        format!(
            "{head}player: wash\nmoves:\n  - {{from: boston, sps: {{M: 1}}, path: [atlantis]}}\n"
        ),
    )
    .unwrap();
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, bad.to_str().unwrap()],
        "moves[0].path[0]",
    );
    std::fs::write(&bad, format!("{head}player: howe\nattacks:\n  - {{area: boston, with: [fortified], against: [besieging]}}\n")).unwrap();
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, bad.to_str().unwrap()],
        "only the phasing player",
    );
    std::fs::write(
        &bad,
        format!(
            "{head}player: wash\nmoves:\n  - {{from: worcester, sps: {{B: 1}}, path: [boston]}}\n"
        ),
    )
    .unwrap();
    fails_and_writes_nothing(
        &dir,
        &["orders", "check", d, bad.to_str().unwrap()],
        "B SPs are not yours",
    );
}

#[test]
fn the_orders_template_parses_as_it_stands() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), false);
    let d = dir.to_str().unwrap();
    let f = support::orders(&dir, "wash");
    let text = std::fs::read_to_string(&f).unwrap();
    assert!(text.contains("standing:"), "{text}");
    run(&["orders", "check", d, f.to_str().unwrap()]);
}

#[test]
fn the_demo_plays_and_verifies() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("demo");
    let s = run(&[
        "demo",
        "--game",
        "american-revolution",
        dir.to_str().unwrap(),
    ]);
    assert!(s.contains("verified"), "{s}");
}

/// Compares `got` with tests/golden/american-revolution/`name`, or writes it there when
/// PBEM_BLESS=1 (as tests/campaign/golden.rs does for the other games).
fn golden(name: &str, got: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden/american-revolution")
        .join(name);
    if std::env::var("PBEM_BLESS").as_deref() == Ok("1") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (PBEM_BLESS=1 writes it)", path.display()));
    assert!(
        want == got,
        "{name} differs from {}:\n{got}",
        path.display()
    );
}

#[test]
fn the_report_templates_render_as_their_golden_texts() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path(), false);
    let d = dir.to_str().unwrap();
    for _ in 0..2 {
        support::resolve_nmr(d);
    }
    golden("report.md", &run(&["report", d, "--entry", "2"]));
    golden(
        "player.md",
        &run(&["report", d, "--entry", "2", "--player", "wash"]),
    );
}
