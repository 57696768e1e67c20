//! A withheld reveal (issue 13, item 1): both players commit, only Turkey reveals, the
//! grace ends and `pbem resolve --nmr` gives Russia the standing orders. Verify accepts
//! exactly what resolve recorded, at that entry and every later one, and nothing else.

use crate::support;

use std::path::Path;
use support::{campaign, orders, play_entry, run};

/// Both players commit, only Turkey reveals, every participant reveals entropy, and the
/// entry is resolved with `--nmr` after the grace. Returns the entry's folder.
fn withheld_entry(dir: &Path) -> std::path::PathBuf {
    let d = dir.to_str().unwrap();
    for p in ["russia", "turkey"] {
        let f = orders(dir, p);
        run(&["commit", d, "--player", p, f.to_str().unwrap()]);
    }
    let f = dir.parent().unwrap().join("turkey.yaml");
    run(&["reveal", d, "--player", "turkey", f.to_str().unwrap()]);
    for p in ["mod", "russia", "turkey"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    let out = support::resolve_nmr(d);
    assert!(out.contains("resolved"), "{out}");
    let entry = dir.join("history").join(
        std::fs::read_dir(dir.join("history"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .find(|n| n.starts_with("0001-"))
            .unwrap(),
    );
    assert!(!entry.join("orders/russia.yaml").exists());
    assert!(entry.join("nmr/russia.yaml").exists());
    entry
}

#[test]
fn a_withheld_reveal_verifies_at_its_entry_and_after() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    withheld_entry(&dir);
    let out = run(&["verify", d]);
    assert!(out.contains("1 entries replayed byte for byte"), "{out}");
    play_entry(&dir, "2027-01-02T12:00:00Z");
    let out = run(&["verify", d]);
    assert!(out.contains("2 entries replayed byte for byte"), "{out}");
}

/// Runs verify and expects it to fail naming `expect`.
fn verify_fails(d: &str, expect: &str) {
    let o = support::pbem().args(["verify", d]).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "verify accepted a forged entry");
    assert!(err.contains(expect), "expected '{expect}' in: {err}");
}

#[test]
fn verify_refuses_a_missing_reveal_the_resolution_does_not_record() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let entry = withheld_entry(&dir);
    let res = entry.join("resolution.yaml");
    let text = std::fs::read_to_string(&res).unwrap();
    let why = "russia: committed, but the orders were not revealed";
    assert!(text.contains(why), "{text}");

    // Russia not listed as not revealed: its orders file is missing.
    std::fs::write(&res, text.replace(&format!("  {why}\n"), "")).unwrap();
    verify_fails(d, "orders/russia.yaml");

    // Russia listed with the reason of a player who never committed.
    std::fs::write(
        &res,
        text.replace(why, "russia: no commitment by the deadline"),
    )
    .unwrap();
    verify_fails(d, "russia");

    // Turkey's revealed orders removed and Turkey listed as not revealed too: the
    // replay's standing orders for Turkey are not what the entry holds.
    std::fs::write(&res, &text).unwrap();
    run(&["verify", d]);
    std::fs::remove_file(entry.join("orders/turkey.yaml")).unwrap();
    verify_fails(d, "turkey");
}
