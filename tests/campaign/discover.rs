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

#[test]
fn entropy_show_takes_the_arguments_of_entropy_reveal() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let secret = dir
        .parent()
        .unwrap()
        .join("camp.secrets/turkey.secret.yaml");
    let by_dir = support::run(&["entropy", "show", d, "--participant", "turkey"]);
    let by_file = support::run(&[
        "entropy",
        "show",
        "--secret",
        secret.to_str().unwrap(),
        "--entry",
        "1",
    ]);
    assert!(by_dir.starts_with("PBEM-ENTROPY test-camp 1 "), "{by_dir}");
    assert_eq!(by_dir, by_file);
    let value = by_dir.split_whitespace().nth(3).unwrap().to_string();
    let before = support::snapshot(&dir);
    support::pbem()
        .args(["entropy", "show", d])
        .assert()
        .failure()
        .stderr(predicates::str::contains("give --participant ID"));
    assert_eq!(
        before,
        support::snapshot(&dir),
        "show wrote into the campaign"
    );
    // Another participant's chain at another entry gives another value.
    let out = support::run(&[
        "entropy",
        "show",
        d,
        "--participant",
        "russia",
        "--entry",
        "2",
    ]);
    assert_ne!(out.split_whitespace().nth(3).unwrap(), value);
}
