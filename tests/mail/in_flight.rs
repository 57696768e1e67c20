//! Issue 28, protocol details: `pbem mail send` killed while handing a message to the
//! server. The message in flight is listed as uncertain on the next run, not sent twice
//! silently; `--again` sends it.

use crate::support;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use support::pbem;

/// A sendmail at `prog` running `script` (the message on its standard input).
fn sendmail(prog: &Path, script: &str) {
    std::fs::write(prog, format!("#!/bin/sh\n{script}\n")).unwrap();
    std::fs::set_permissions(prog, std::fs::Permissions::from_mode(0o755)).unwrap();
}

fn send(d: &str, prog: &Path, again: bool) -> (bool, String) {
    let mut c = pbem();
    c.args(["mail", "send", d, "--transport", "sendmail", "--sendmail"])
        .arg(prog);
    if again {
        c.arg("--again");
    }
    let o = c.output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
    )
}

#[test]
fn a_message_in_flight_when_mail_send_was_killed_is_listed_as_uncertain() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    let spool = tmp.path().join("spool");
    std::fs::create_dir_all(&spool).unwrap();
    let s = spool.display();
    // The first message goes; while the second is with the server, pbem is killed.
    let prog = tmp.path().join("sendmail");
    sendmail(
        &prog,
        &format!(
            "if [ -e {s}/first.eml ]; then cat > {s}/second.eml; kill -9 $PPID; exit 0; fi\ncat > {s}/first.eml"
        ),
    );
    let (ok, out) = send(d, &prog, false);
    assert!(!ok, "{out}");
    assert!(spool.join("second.eml").exists());
    let log = std::fs::read_to_string(dir.join("mail-log.yaml")).unwrap();
    assert!(
        log.contains("r@example.org") && !log.contains("t@example.org"),
        "{log}"
    );
    // Run again with a sendmail that counts: nothing is sent twice without a word.
    let count = tmp.path().join("count");
    sendmail(
        &prog,
        &format!("cat > /dev/null; echo x >> {}", count.display()),
    );
    let (ok, out) = send(d, &prog, false);
    assert!(ok, "{out}");
    assert!(
        out.contains("uncertain: <test-camp.0001.turkey@")
            && out.contains("may or may not have been sent"),
        "{out}"
    );
    assert!(!count.exists(), "a message was sent again: {out}");
    // --again sends it (and the other).
    let (ok, out) = send(d, &prog, true);
    assert!(ok, "{out}");
    assert_eq!(std::fs::read_to_string(&count).unwrap().lines().count(), 2);
    assert!(!dir.join("mail-sending.yaml").exists());
    let (ok, out) = send(d, &prog, false);
    assert!(ok && !out.contains("uncertain"), "{out}");
}

#[test]
fn a_sendmail_that_ends_without_reading_fails_its_message_and_mail_send_does_not_die() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    // A report mail is larger than a pipe's buffer: the write meets the closed pipe, which
    // killed pbem by SIGPIPE before (no exit status, nothing said).
    let prog = tmp.path().join("sendmail");
    sendmail(&prog, "exit 1");
    let o = pbem()
        .args(["mail", "send", d, "--transport", "sendmail", "--sendmail"])
        .arg(&prog)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(o.status.code().is_some(), "killed by a signal: {out}");
    assert!(!o.status.success(), "{out}");
    assert!(
        !std::fs::read_to_string(dir.join("mail-log.yaml"))
            .unwrap_or_default()
            .contains("example.org"),
        "a refused message was logged as sent"
    );
    // A sendmail that takes them sends each once.
    let count = tmp.path().join("count");
    sendmail(
        &prog,
        &format!("cat > /dev/null; echo x >> {}", count.display()),
    );
    let (ok, out) = send(d, &prog, false);
    assert!(ok, "{out}");
    assert_eq!(std::fs::read_to_string(&count).unwrap().lines().count(), 2);
}
