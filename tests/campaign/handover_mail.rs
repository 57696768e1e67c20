//! Issue 29: a side changes hands by the moderator's mail, `PBEM-HANDOVER <campaign> <side>
//! <new-id>[:<email>] [<tag>]`, taken by `pbem inbox` as `pbem handover` records it (the
//! same refusals); refused from a player; tagged with the moderator's mail key once
//! campaign mail is authenticated; verify follows both chains.

use crate::support;
use std::path::{Path, PathBuf};
use support::{campaign, orders, run};

/// The campaign of `support::campaign`, its moderator `mod` at m@example.org.
fn with_moderator_address(tmp: &Path) -> PathBuf {
    let dir = campaign(tmp);
    let y = dir.join("campaign.yaml");
    let text = std::fs::read_to_string(&y).unwrap();
    assert!(text.contains("  name: mod\n"), "{text}");
    std::fs::write(
        &y,
        text.replace("  name: mod\n", "  name: mod\n  email: m@example.org\n"),
    )
    .unwrap();
    dir
}

/// A message from `from` with `body`, written to `tmp/name`.
fn mail(tmp: &Path, name: &str, from: &str, body: &str) -> PathBuf {
    let f = tmp.join(name);
    std::fs::write(
        &f,
        format!(
            "From: {from}\r\nTo: judge@example.org\r\nDate: Wed, 02 Dec 2026 09:00:00 +0000\r\n\
             Message-ID: <{name}@example.org>\r\nSubject: handover\r\n\r\n{body}\r\n"
        ),
    )
    .unwrap();
    f
}

/// `pbem inbox DIR FILE`: its output (stdout and stderr) and whether it succeeded.
fn inbox(dir: &Path, f: &Path) -> (String, bool) {
    let o = support::pbem()
        .args(["inbox"])
        .arg(dir)
        .arg(f)
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    (s, o.status.success())
}

#[test]
fn issue29_handover_by_the_moderators_mail_is_recorded_and_verify_follows_both_chains() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = with_moderator_address(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-12-01T12:00:00Z");
    // From a player: refused with its reason, nothing recorded.
    let before = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    let f = mail(
        tmp.path(),
        "p.eml",
        "t@example.org",
        "PBEM-HANDOVER test-camp russia ali",
    );
    let (s, ok) = inbox(&dir, &f);
    assert!(!ok && s.contains("refused:"), "{s}");
    assert!(
        s.contains("from the moderator's address only; turkey is a player"),
        "{s}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("campaign.yaml")).unwrap(),
        before
    );
    // From the moderator (the address compared case-insensitively): recorded.
    let f = mail(
        tmp.path(),
        "m.eml",
        "M@Example.org",
        "PBEM-HANDOVER test-camp russia ivan:i@example.org",
    );
    let (s, ok) = inbox(&dir, &f);
    assert!(ok, "{s}");
    assert!(
        s.contains("took:") && s.contains("side russia handed from russia to ivan from entry 2 on"),
        "{s}"
    );
    let y = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    assert!(
        y.contains("id: ivan") && y.contains("at: 2026-12-02T09:00:00Z"),
        "{y}"
    );
    let secret = tmp.path().join("camp.secrets/ivan.secret.yaml");
    assert!(secret.is_file(), "the new chain's secret beside the folder");
    // The same line again (the message read twice, a judge run stopped and run again):
    // `already`, as `pbem handover` says for a handover recorded before; nothing new.
    let (s, _) = inbox(&dir, &f);
    assert!(
        s.contains("already:") && s.contains("side russia handed from russia to ivan"),
        "{s}"
    );
    assert_eq!(
        y,
        std::fs::read_to_string(dir.join("campaign.yaml")).unwrap()
    );
    // Entry 2 played by ivan and turkey; verify follows russia's chain to entry 1 and
    // ivan's from entry 2.
    for p in ["ivan", "turkey"] {
        let o = orders(&dir, p);
        run(&["commit", d, "--player", p, o.to_str().unwrap()]);
    }
    for p in ["ivan", "turkey"] {
        let o = tmp.path().join(format!("{p}.yaml"));
        run(&["reveal", d, "--player", p, o.to_str().unwrap()]);
    }
    for p in ["mod", "turkey", "ivan"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    run(&["resolve", d, "--date", "2026-12-05T12:00:00Z"]);
    let v = run(&["verify", d]);
    assert!(v.contains("2 entries replayed byte for byte"), "{v}");
    // The catch-up mail: `pbem handover` again for the recorded handover sends it only.
    let out = tmp.path().join("outbox");
    let s = run(&[
        "handover",
        d,
        "--side",
        "russia",
        "--to",
        "ivan",
        "--transport",
        "file",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        s.contains("already: side russia handed from russia to ivan"),
        "{s}"
    );
    assert_eq!(std::fs::read_dir(&out).unwrap().count(), 1, "{s}");
}

#[test]
fn issue29_handover_by_mail_needs_the_moderators_tag_once_mail_is_authenticated() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = with_moderator_address(tmp.path());
    let d = dir.to_str().unwrap();
    run(&["mail", "key", d, "--player", "turkey"]);
    let untagged = mail(
        tmp.path(),
        "u.eml",
        "m@example.org",
        "PBEM-HANDOVER test-camp russia ivan",
    );
    let (s, ok) = inbox(&dir, &untagged);
    assert!(!ok && s.contains("needs the moderator's tag"), "{s}");
    run(&["mail", "key", d, "--player", "mod"]);
    let (s, _) = inbox(&dir, &untagged);
    assert!(s.contains("needs the moderator's tag"), "{s}");
    let line = run(&[
        "handover",
        d,
        "--side",
        "russia",
        "--to",
        "ivan",
        "--mail-line",
    ]);
    let line = line.trim();
    assert!(
        line.starts_with("PBEM-HANDOVER test-camp russia ivan "),
        "{line}"
    );
    // A tag for another line (another id) does not match.
    let forged = mail(
        tmp.path(),
        "f.eml",
        "m@example.org",
        &line.replace(" ivan ", " ali "),
    );
    let (s, _) = inbox(&dir, &forged);
    assert!(s.contains("does not match the moderator's mail key"), "{s}");
    let tagged = mail(tmp.path(), "t.eml", "m@example.org", line);
    let (s, ok) = inbox(&dir, &tagged);
    assert!(
        ok && s.contains("side russia handed from russia to ivan from entry 1 on"),
        "{s}"
    );
}
