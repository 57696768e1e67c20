//! Writes stay inside the campaign (issue 28): a symbolic link at a folder pbem writes
//! into (`ahead/`, `ahead/NNNN`, `pending/`, `pending/orders/`, `history/`) makes the
//! command refuse, naming the link, and nothing is written outside the campaign.

use crate::support::{self, pbem};
use std::path::Path;

/// Makes `link` (inside the campaign) a symbolic link to a fresh folder outside it, runs
/// `args`, and expects a refusal naming the link and the outside folder still empty.
#[cfg(unix)]
fn refused_through(dir: &Path, link: &str, args: &[&str]) {
    let outside = dir
        .parent()
        .unwrap()
        .join(format!("outside-{}", link.replace('/', "-")));
    std::fs::create_dir_all(&outside).unwrap();
    let l = dir.join(link);
    std::fs::create_dir_all(l.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(&outside, &l).unwrap();
    let o = pbem().args(args).output().unwrap();
    let text =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{args:?} succeeded: {text}");
    assert!(text.contains("symbolic link"), "{text}");
    assert_eq!(
        std::fs::read_dir(&outside).unwrap().count(),
        0,
        "{args:?} wrote outside: {text}"
    );
    std::fs::remove_file(&l).unwrap();
}

#[cfg(unix)]
#[test]
fn issue_28_links_at_ahead_and_ahead_nnnn_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    // A commitment for entry 2 while entry 1 waits goes to ahead/0002/.
    let line = format!("PBEM-COMMIT test-camp 2 {}", "ab".repeat(32));
    let m = support::messages::with_line("r@example.org", "a2@x", &line);
    let eml = tmp.path().join("ahead.eml");
    std::fs::write(&eml, m).unwrap();
    let e = eml.to_str().unwrap();
    refused_through(&dir, "ahead", &["inbox", d, e]);
    refused_through(&dir, "ahead/0002", &["inbox", d, e]);
}

#[cfg(unix)]
#[test]
fn issue_28_links_at_pending_and_its_folders_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let f = support::orders(&dir, "russia");
    let f = f.to_str().unwrap();
    refused_through(&dir, "pending", &["commit", d, "--player", "russia", f]);
    pbem()
        .args(["commit", d, "--player", "russia", f])
        .assert()
        .success();
    let t = support::orders(&dir, "turkey");
    pbem()
        .args(["commit", d, "--player", "turkey"])
        .arg(&t)
        .assert()
        .success();
    refused_through(
        &dir,
        "pending/orders",
        &["reveal", d, "--player", "russia", f],
    );
}

#[cfg(unix)]
#[test]
fn issue_28_a_link_at_history_is_refused_by_resolve() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    // Everything in, then history/ replaced by a link to a copy outside.
    for p in ["russia", "turkey"] {
        let f = support::orders(&dir, p);
        pbem()
            .args(["commit", d, "--player", p])
            .arg(&f)
            .assert()
            .success();
    }
    support::reveal_everything(&dir);
    let copy = tmp.path().join("history-copy");
    crate::support::copy_tree(&dir.join("history"), &copy);
    std::fs::remove_dir_all(dir.join("history")).unwrap();
    std::os::unix::fs::symlink(&copy, dir.join("history")).unwrap();
    let o = pbem()
        .args(["resolve", d, "--date", "2026-01-01T12:00:00Z"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        !o.status.success() && text.contains("symbolic link"),
        "{text}"
    );
    assert_eq!(
        std::fs::read_dir(&copy).unwrap().count(),
        1,
        "resolve wrote into the link's target"
    );
}
