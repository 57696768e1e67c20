//! Issue 13, items 8 and 9: deadlines cannot be set in the past, no input panics, the
//! entry records when its deadline was set, and `pbem status` and the reminders name the
//! fair next step (close commitments, then reveal) instead of standing orders for all.

use crate::support;

use std::path::Path;
use support::{campaign, fails_and_writes_nothing, orders, pbem, run};

/// The reminders `pbem mail remind` writes at `now` into `out`: file name -> text.
fn reminders(d: &str, out: &Path, now: &str) -> Vec<String> {
    let _ = std::fs::remove_dir_all(out);
    run(&[
        "mail",
        "remind",
        d,
        "--now",
        now,
        "--transport",
        "file",
        "--out",
        out.to_str().unwrap(),
    ]);
    let mut v: Vec<String> = std::fs::read_dir(out)
        .unwrap()
        .map(|e| {
            let raw = std::fs::read(e.unwrap().path()).unwrap();
            let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
            let to = m
                .to()
                .and_then(|a| a.first())
                .and_then(|a| a.address())
                .unwrap();
            format!("To: <{to}>\n{}", m.body_text(0).unwrap())
        })
        .collect();
    v.sort();
    v
}

#[test]
fn a_deadline_before_now_is_refused_and_no_grace_panics() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    fails_and_writes_nothing(
        &dir,
        &[
            "deadline",
            d,
            "--at",
            "2026-12-01T18:00:00Z",
            "--now",
            "2026-12-01T18:00:01Z",
        ],
        "deadline 2026-12-01T18:00:00Z is before now (2026-12-01T18:00:01Z)",
    );
    // Without --now the clock is now: a deadline in 2001 is in the past.
    fails_and_writes_nothing(
        &dir,
        &["deadline", d, "--at", "2001-01-01T00:00:00Z"],
        "is before now",
    );
    for grace in ["99999999999999h", "367days", "200000000000000000000s"] {
        let o = pbem()
            .args([
                "deadline",
                d,
                "--at",
                "2030-01-01T00:00:00Z",
                "--grace",
                grace,
            ])
            .output()
            .unwrap();
        assert_eq!(
            o.status.code(),
            Some(1),
            "--grace {grace} must fail cleanly"
        );
        assert!(
            String::from_utf8_lossy(&o.stderr).contains(&format!("grace '{grace}'")),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    // The latest deadline whose grace still ends by 9999 is fine; beyond, a clear error.
    fails_and_writes_nothing(
        &dir,
        &[
            "deadline",
            d,
            "--at",
            "9999-12-31T00:00:00Z",
            "--grace",
            "2days",
        ],
        "ends after the year 9999",
    );
}

#[test]
fn the_entry_records_when_each_deadline_was_set_and_reminders_say_so() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let set =
        |at: &str, now: &str| run(&["deadline", d, "--at", at, "--grace", "12h", "--now", now]);
    let s = set("2026-12-03T18:00:00Z", "2026-11-20T10:00:00Z");
    assert!(s.contains("set at 2026-11-20T10:00:00Z"), "{s}");
    set("2026-12-01T18:00:00Z", "2026-11-21T10:00:00Z");
    let r = reminders(d, &tmp.path().join("out"), "2026-11-22T10:00:00Z");
    assert_eq!(r.len(), 2, "russia and turkey are awaited");
    assert!(
        r[0].contains("The moderator set it at 2026-11-21T10:00:00Z (it replaced 1 earlier"),
        "{}",
        r[0]
    );
    support::play_entry(&dir, "2026-11-22T12:00:00Z");
    let res =
        std::fs::read_to_string(dir.join("history/0001-1-land-combat-turkey/resolution.yaml"))
            .unwrap();
    assert!(
        res.contains(
            "deadline:\n  at: 2026-12-01T18:00:00Z\n  grace: 12h\n  set: 2026-11-21T10:00:00Z\n  replaced:\n  - at: 2026-12-03T18:00:00Z\n    grace: 12h\n    set: 2026-11-20T10:00:00Z\n"
        ),
        "{res}"
    );
    assert!(run(&["verify", d]).contains("1 entries replayed"));
}

#[test]
fn after_the_grace_status_and_reminders_name_close_then_reveal() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    run(&[
        "deadline",
        d,
        "--at",
        "2026-12-01T18:00:00Z",
        "--grace",
        "12h",
        "--now",
        "2026-11-20T00:00:00Z",
    ]);
    let t = orders(&dir, "turkey");
    let s = run(&["commit", d, "--player", "turkey", t.to_str().unwrap()]);
    assert!(
        s.contains("awaiting reveals: turkey (once every commitment is in)")
            && !s.contains("reveals: russia"),
        "{s}"
    );
    // Turkey committed on time and Russia sent nothing: Turkey is not late for a reveal it
    // cannot send yet, and the hint is `pbem close`, not `--nmr` for both.
    let s = run(&["status", d, "--now", "2026-12-02T07:00:00Z"]);
    assert!(s.contains("commitments: LATE russia"), "{s}");
    assert!(!s.contains("LATE turkey") && !s.contains("LATE mod"), "{s}");
    assert!(
        s.contains("grace is over: pbem close") && s.contains("then turkey reveal(s)"),
        "{s}"
    );
    assert!(!s.contains("--nmr"), "{s}");
    run(&["close", d, "--now", "2026-12-02T07:00:00Z"]);
    let s = run(&["status", d, "--now", "2026-12-02T07:05:00Z"]);
    assert!(
        s.contains("reveals: awaiting turkey") && !s.contains("reveals: awaiting russia"),
        "{s}"
    );
    assert!(s.contains("next: the orders of turkey"), "{s}");
    // Russia, closed out, is not asked for the orders it "committed to".
    let r = reminders(d, &tmp.path().join("out"), "2026-12-02T07:05:00Z");
    let unfold = |m: &String| m.replace("\r\n", "\n").replace("\n\n", "\n");
    let russia: Vec<String> = r
        .iter()
        .filter(|m| m.contains("<r@example.org>"))
        .map(unfold)
        .collect();
    let turkey: Vec<String> = r
        .iter()
        .filter(|m| m.contains("<t@example.org>"))
        .map(unfold)
        .collect();
    assert_eq!((russia.len(), turkey.len()), (1, 1), "{r:?}");
    assert!(
        turkey[0].contains("Send the orders file you committed to"),
        "{}",
        turkey[0]
    );
    assert!(!russia[0].contains("committed to"), "{}", russia[0]);
    assert!(
        russia[0].contains("without a commitment of yours: your side\ngets the standing orders"),
        "{}",
        russia[0]
    );
    run(&["reveal", d, "--player", "turkey", t.to_str().unwrap()]);
    for p in ["mod", "turkey", "russia"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    let s = run(&["status", d, "--now", "2026-12-02T07:10:00Z"]);
    assert!(
        s.contains("ready: pbem resolve") && s.contains("--nmr (standing orders for: russia)"),
        "{s}"
    );
}

#[test]
fn the_readme_lists_close_for_the_moderator() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(readme.contains("pbem close"), "README lacks pbem close");
}
