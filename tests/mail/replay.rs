//! Issue 28, protocol details: a commitment ahead that the player replaced cannot be
//! brought back by an old mail (the moderator reading the old mailbox again, or anyone
//! replaying the message with the player's From address).

use crate::support;

use std::path::Path;
use support::messages::{maildir, sha256_hex, with_line};
use support::{campaign, pbem};

fn inbox(dir: &Path, tmp: &Path, name: &str, messages: &[(&str, String)]) -> (bool, String) {
    let md = maildir(&tmp.join(name), messages);
    let o = pbem().arg("inbox").arg(dir).arg(&md).output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
    )
}

#[test]
fn a_superseded_commitment_ahead_cannot_be_replayed_from_an_old_mail() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let (x, y) = (
        sha256_hex(b"first thoughts\n"),
        sha256_hex(b"second thoughts\n"),
    );
    let old = with_line(
        "r@example.org",
        "old@example.org",
        &format!("PBEM-COMMIT test-camp 2 {x}"),
    );
    let new = with_line(
        "r@example.org",
        "new@example.org",
        &format!("PBEM-COMMIT test-camp 2 {y}"),
    );
    let (ok, s) = inbox(&dir, t, "a", &[("1.old", old.clone())]);
    assert!(ok, "{s}");
    let (ok, s) = inbox(&dir, t, "b", &[("2.new", new)]);
    assert!(ok && s.contains("replacing"), "{s}");
    let ahead = dir.join("ahead/0002/commitments.yaml");
    let before = support::snapshot(&dir);
    // The old mail again: not taken (as anything already read), the newer commitment stays.
    let (ok, s) = inbox(&dir, t, "c", &[("1.old", old)]);
    assert!(ok, "{s}");
    assert!(
        s.contains("already:") && s.contains("replaced by a later one"),
        "{s}"
    );
    assert_eq!(before, support::snapshot(&dir));
    let now = std::fs::read_to_string(&ahead).unwrap();
    assert!(now.contains(&y) && !now.contains(&x), "{now}");
    // Nor on the command line.
    let s = support::run(&[
        "commit",
        dir.to_str().unwrap(),
        "--player",
        "russia",
        "--hash",
        &x,
        "--entry",
        "2",
    ]);
    assert!(s.contains("replaced by a later one"), "{s}");
    assert_eq!(before, support::snapshot(&dir));
}
