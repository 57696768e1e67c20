//! Issue 28, "What verify covers", times: outside the simulation mode `--now` must be near
//! the machine's clock; verify refuses an NMR entry recorded before the deadline's end of
//! grace, and a deadline set after it was due; the report mail tells when the deadline was
//! set and every deadline it replaced.

use crate::support;

use std::path::Path;
use support::{campaign, pbem, pbem_real_clock, run};

fn verify_fails(dir: &Path, expect: &str) {
    let o = pbem().arg("verify").arg(dir).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "verify passed");
    assert!(err.contains(expect), "expected '{expect}' in: {err}");
}

#[test]
fn outside_the_simulation_mode_now_must_be_near_the_clock() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let before = support::snapshot(&dir);
    let o = pbem_real_clock()
        .args([
            "deadline",
            d,
            "--at",
            "2099-01-01T00:00:00Z",
            "--now",
            "2020-01-01T00:00:00Z",
        ])
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("from this machine's clock"), "{err}");
    assert!(err.contains("PBEM_CLOCK=simulated"), "{err}");
    assert_eq!(before, support::snapshot(&dir));
    // The clock itself, or a --now within the skew, is taken.
    let now = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
    let o = pbem_real_clock()
        .args(["deadline", d, "--at", "2099-01-01T00:00:00Z", "--now", &now])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = pbem_real_clock().args(["status", d]).output().unwrap();
    assert!(o.status.success());
}

#[test]
fn the_report_mail_tells_when_the_deadline_was_set_and_what_it_replaced() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    for (at, now) in [
        ("2027-01-03T00:00:00Z", "2026-12-30T00:00:00Z"),
        ("2027-01-01T00:00:00Z", "2026-12-31T00:00:00Z"),
    ] {
        run(&["deadline", d, "--at", at, "--grace", "1h", "--now", now]);
    }
    run(&[
        "resolve",
        d,
        "--nmr",
        "--now",
        "2027-01-01T02:00:00Z",
        "--date",
        "2027-01-01T02:00:00Z",
    ]);
    let e = support::entry_dir(&dir, 1);
    let mail = std::fs::read_to_string(e.join("mail/russia.eml")).unwrap();
    let mail = mail.replace("=\r\n", "").replace("\r\n", " ");
    assert!(
        mail.contains("The deadline of this entry was 2027-01-01T00:00:00Z (grace 1h), set by the moderator at 2026-12-31T00:00:00Z; it replaced 2027-01-03T00:00:00Z (set at 2026-12-30T00:00:00Z)."),
        "{mail}"
    );
    let res = std::fs::read_to_string(e.join("resolution.yaml")).unwrap();
    assert!(res.contains("nmr_at: 2027-01-01T02:00:00Z"), "{res}");
    run(&["verify", d]);
}

#[test]
fn verify_refuses_an_nmr_entry_recorded_before_the_end_of_grace() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::resolve_nmr(d);
    run(&["verify", d]);
    let f = support::entry_dir(&dir, 1).join("resolution.yaml");
    let res = std::fs::read_to_string(&f).unwrap();
    // Resolved a day before the deadline: the mail and reports are the same, only the
    // recorded time says it.
    std::fs::write(
        &f,
        res.replace(
            "nmr_at: 2027-01-01T02:00:00Z",
            "nmr_at: 2026-12-31T02:00:00Z",
        ),
    )
    .unwrap();
    verify_fails(
        &dir,
        "before the deadline 2027-01-01T00:00:00Z and its grace 1h were over",
    );
    // Without the time at all.
    std::fs::write(&f, res.replace("nmr_at: 2027-01-01T02:00:00Z\n", "")).unwrap();
    verify_fails(&dir, "but no nmr_at");
}

#[test]
fn nmr_at_is_when_commitments_were_closed_when_that_came_first() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    run(&[
        "deadline",
        d,
        "--at",
        "2027-01-01T00:00:00Z",
        "--grace",
        "1h",
        "--now",
        "2026-12-31T00:00:00Z",
    ]);
    let f = support::orders(&dir, "russia");
    let f = f.to_str().unwrap();
    run(&["commit", d, "--player", "russia", f]);
    run(&["close", d, "--now", "2027-01-01T01:30:00Z"]);
    run(&["reveal", d, "--player", "russia", f]);
    for p in ["mod", "russia"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    run(&[
        "resolve",
        d,
        "--nmr",
        "--now",
        "2027-01-02T00:00:00Z",
        "--date",
        "2027-01-02T00:00:00Z",
    ]);
    let res = std::fs::read_to_string(support::entry_dir(&dir, 1).join("resolution.yaml")).unwrap();
    assert!(res.contains("nmr_at: 2027-01-01T01:30:00Z"), "{res}");
    run(&["verify", d]);
}
