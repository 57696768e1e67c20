//! Verify replays entries in parallel, yet names the first entry in history order that
//! differs, whether the difference is found by the ordered pass (links between entries)
//! or by a replay, and whichever thread finds it first.

use crate::support;
use crate::support::copy_tree;

use std::path::Path;
use support::{campaign, entry_dir, play_entry};

/// Appends a line to `file` of entry `k`.
fn tamper(dir: &Path, k: u32, file: &str) {
    let p = entry_dir(dir, k).join(file);
    let mut text = std::fs::read_to_string(&p).unwrap();
    text.push_str("tampered: true\n");
    std::fs::write(p, text).unwrap();
}

/// Verify fails naming entry `k` and `file`, the same on every run.
fn names(dir: &Path, k: u32, file: &str) {
    let entry = entry_dir(dir, k);
    let entry = entry.file_name().unwrap().to_str().unwrap();
    for _ in 0..3 {
        let o = support::pbem().arg("verify").arg(dir).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success());
        assert!(
            err.contains(&format!("entry {entry}: {file}")),
            "expected entry {entry}: {file} in: {err}"
        );
    }
}

#[test]
fn the_first_entry_in_history_order_is_named() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    for day in 1..=4 {
        play_entry(&dir, &format!("2026-12-0{day}T12:00:00Z"));
    }
    let copy = |name: &str| {
        let to = tmp.path().join(name);
        copy_tree(&dir, &to);
        to
    };
    // Two replay differences: the earlier is named.
    let a = copy("a");
    tamper(&a, 4, "report.md");
    tamper(&a, 2, "events.yaml");
    names(&a, 2, "events.yaml");
    // An ordered-pass difference after a replay difference: the replay's, earlier.
    let b = copy("b");
    tamper(&b, 3, "entropy.yaml");
    tamper(&b, 2, "report.md");
    names(&b, 2, "report.md");
    // An ordered-pass difference before a replay difference: the ordered pass's.
    let c = copy("c");
    tamper(&c, 2, "entropy.yaml");
    tamper(&c, 3, "report.md");
    names(&c, 2, "entropy.yaml");
    // A state changed where it still reads: named at its own entry, though the thread that
    // replays it may replay the next entry from the state it wrote (the stored bytes differ,
    // so the next replay parses them).
    let d = copy("d");
    let p = entry_dir(&d, 2).join("state.yaml");
    let text = std::fs::read_to_string(&p).unwrap();
    let changed = text.replacen("turn: ", "turn: 9", 1);
    assert_ne!(changed, text);
    std::fs::write(&p, changed).unwrap();
    names(&d, 2, "state.yaml");
}

#[test]
fn the_replays_beside_the_ordered_pass_name_the_same_entry_whatever_the_threads_and_budget() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    for day in 1..=4 {
        play_entry(&dir, &format!("2026-12-0{day}T12:00:00Z"));
    }
    let clean = pbem::campaign::verify::verify_with(&dir, None, Some(1)).unwrap();
    for (threads, budget) in [(2, 0), (3, 0), (2, usize::MAX), (3, 1)] {
        let v = pbem::campaign::verify::verify_budgeted(&dir, None, Some(threads), budget);
        let v = v.unwrap();
        assert_eq!(
            (v.entries, v.dice, v.history),
            (clean.entries, clean.dice, clean.history)
        );
    }
    // A replay difference in entry 3 before an ordered-pass difference and another replay
    // difference in entry 4: entry 3 every time.
    tamper(&dir, 4, "entropy.yaml");
    tamper(&dir, 4, "report.md");
    tamper(&dir, 3, "mail/turkey.eml");
    let entry = entry_dir(&dir, 3);
    let entry = entry.file_name().unwrap().to_str().unwrap();
    for threads in [1, 2, 3] {
        for budget in [0, usize::MAX] {
            let e = pbem::campaign::verify::verify_budgeted(&dir, None, Some(threads), budget)
                .unwrap_err()
                .to_string();
            assert!(
                e.contains(&format!("entry {entry}: mail/turkey.eml")),
                "{threads} threads, budget {budget}: {e}"
            );
        }
    }
}
