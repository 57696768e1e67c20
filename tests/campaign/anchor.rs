//! Rollback is visible (issue 13, item 10): every report mail carries the history hash
//! through its entry, and `pbem verify --anchor HASH` fails once the entry it describes was
//! removed or redone, although the rolled-back folder verifies on its own.

use crate::support;

use std::path::Path;
use support::{campaign, entry_dir, play_entry, run};

/// The history hash a player reads in their report mail of entry `k`: the line after the
/// one announcing it, in the decoded text.
fn mailed_anchor(dir: &Path, k: u32, player: &str) -> String {
    let entry = entry_dir(dir, k);
    let bytes = std::fs::read(entry.join(format!("mail/{player}.eml"))).unwrap();
    let msg = mail_parser::MessageParser::default().parse(&bytes).unwrap();
    let text = msg.body_text(0).unwrap().into_owned();
    let mut lines = text.lines();
    lines
        .find(|l| l.starts_with(&format!("The history hash through entry {k} ")))
        .unwrap_or_else(|| panic!("no history hash in {text}"));
    let hash = lines.find(|l| !l.starts_with('`') && !l.starts_with("you were sent"));
    hash.unwrap().trim().to_string()
}

fn verify_fails(args: &[&str], expect: &str) {
    let o = support::pbem().args(args).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{args:?} succeeded");
    assert!(err.contains(expect), "expected '{expect}' in: {err}");
}

#[test]
fn a_rolled_back_entry_is_shown_by_the_anchor_a_player_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    play_entry(&dir, "2026-12-01T12:00:00Z");
    play_entry(&dir, "2026-12-02T12:00:00Z");
    let (h1, h2) = (
        mailed_anchor(&dir, 1, "russia"),
        mailed_anchor(&dir, 2, "turkey"),
    );
    assert_eq!(h2.len(), 64, "{h2}");
    assert_ne!(h1, h2);
    assert_eq!(
        h2,
        mailed_anchor(&dir, 2, "russia"),
        "one hash for everyone"
    );
    let out = run(&["verify", d, "--anchor", &h2]);
    assert!(
        out.contains(&format!("anchor {h2}: the history hash of entry 2")),
        "{out}"
    );
    assert!(
        out.contains(&format!("history hash through entry 2: {h2}")),
        "{out}"
    );

    // The moderator removes entry 2 and puts entry 1's state back: the folder verifies,
    // the anchor of entry 1 still holds, the one mailed with entry 2 does not.
    let e1 = entry_dir(&dir, 1);
    std::fs::remove_dir_all(entry_dir(&dir, 2)).unwrap();
    std::fs::copy(e1.join("state.yaml"), dir.join("state.yaml")).unwrap();
    run(&["verify", d]);
    run(&["verify", d, "--anchor", &h1]);
    verify_fails(
        &["verify", d, "--anchor", &h2],
        &format!("no entry of this campaign has the history hash {h2}"),
    );

    // Redone with other inputs (here everyone's standing orders), entry 2 verifies but
    // has another history hash.
    support::resolve_nmr(d);
    run(&["verify", d]);
    assert_ne!(mailed_anchor(&dir, 2, "turkey"), h2);
    verify_fails(&["verify", d, "--anchor", &h2], "no entry of this campaign");
    verify_fails(
        &["verify", d, "--anchor", "not-a-hash"],
        "not a SHA-256 hash",
    );
}

#[test]
fn an_entry_cannot_drop_its_history_hash_after_one_recorded_it() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    play_entry(&dir, "2026-12-01T12:00:00Z");
    play_entry(&dir, "2026-12-02T12:00:00Z");
    let res = entry_dir(&dir, 2).join("resolution.yaml");
    let text = std::fs::read_to_string(&res).unwrap();
    let stripped: String = text
        .lines()
        .filter(|l| !l.starts_with("history: "))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(stripped, text);
    std::fs::write(&res, stripped).unwrap();
    verify_fails(&["verify", d], "records no history hash, but 0001-");
}
