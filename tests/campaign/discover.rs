//! A command line a new group can discover (issue 19): status says when no entropy chain
//! exists, and error messages name the real problem.

use crate::support;

#[test]
fn status_before_any_chain_says_there_is_none_not_all_in() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("c");
    let d = dir.to_str().unwrap();
    support::run(&[
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--player",
        "turkey:turkey",
        "--player",
        "russia:russia",
    ]);
    let out = support::run(&["status", d]);
    assert!(
        out.contains("entropy: none (no participant has a chain"),
        "{out}"
    );
    assert!(!out.contains("entropy: all in"), "{out}");
    support::run(&[
        "entropy",
        "init",
        d,
        "--participant",
        "turkey",
        "--length",
        "5",
    ]);
    let out = support::run(&["status", d]);
    assert!(out.contains("entropy: awaiting turkey"), "{out}");
}
