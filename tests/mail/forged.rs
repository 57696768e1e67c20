//! Issue 13, item 6: forged mail. A From with two addresses is refused; lines below a
//! mail program's "Forwarded message" separator are not the sender's; with mail keys, an
//! untagged or wrongly tagged commitment is refused; the moderator voids a disputed
//! commitment, the entry records it, and verify replays it.

use crate::support;

use super::transactional::line_and_attachment;
use std::path::Path;
use support::messages::{head, maildir, sha256_hex, with_attachment, with_line};
use support::{campaign, orders, pbem, run, snapshot};

fn inbox(dir: &Path, tmp: &Path, messages: &[(&str, String)]) -> (bool, String) {
    let _ = std::fs::remove_dir_all(tmp.join("Maildir"));
    let md = maildir(tmp, messages);
    let o = pbem().arg("inbox").arg(dir).arg(&md).output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
    )
}

fn plain(from_header: &str, id: &str, body: &str) -> String {
    format!(
        "From: {from_header}\r\nTo: m@example.org\r\nSubject: x\r\nMessage-ID: <{id}>\r\n\
         Content-Type: text/plain; charset=UTF-8\r\n\r\n{}",
        body.replace('\n', "\r\n")
    )
}

#[test]
fn two_senders_and_forwarded_text_are_refused_or_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let line = format!("PBEM-COMMIT test-camp 1 {}", "ab".repeat(32));
    let before = snapshot(&dir);
    for (name, from) in [
        ("two", "r@example.org, t@example.org"),
        ("group", "Allies: r@example.org, t@example.org;"),
    ] {
        let (ok, s) = inbox(&dir, tmp.path(), &[(name, plain(from, name, &line))]);
        assert!(!ok && s.contains("a From with 2 addresses"), "{s}");
    }
    let twice = format!(
        "From: t@example.org\r\n{}",
        plain("r@example.org", "twice", &line)
    );
    let (ok, s) = inbox(&dir, tmp.path(), &[("twice", twice)]);
    assert!(
        !ok && s.contains("pbem takes mail from one sender only"),
        "{s}"
    );
    for sep in [
        "---------- Forwarded message ---------",
        "-------- Original Message --------",
        "-----Original Message-----",
        "Begin forwarded message:",
        "________________________________",
    ] {
        let body = format!("See below.\n\n{sep}\nFrom: Tsar <r@example.org>\n\n{line}\n");
        let (ok, s) = inbox(
            &dir,
            tmp.path(),
            &[("fw", plain("t@example.org", "fw", &body))],
        );
        assert!(ok && s.contains("ignored:"), "{sep}: {s}");
    }
    assert_eq!(before, snapshot(&dir));
}

#[test]
fn with_mail_keys_only_tagged_commitments_are_taken() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let s = run(&["mail", "key", d, "--player", "russia"]);
    let key = tmp.path().join("camp.secrets/russia.mail-key.yaml");
    assert!(key.exists() && s.contains("mail key written"), "{s}");
    let reg = std::fs::read_to_string(dir.join("mail-keys.yaml")).unwrap();
    assert!(
        reg.starts_with("russia: ") && !reg.contains(&std::fs::read_to_string(&key).unwrap()[40..])
    );
    // A key inside the campaign folder is refused; a second key for russia too.
    support::fails_and_writes_nothing(
        &dir,
        &[
            "mail",
            "key",
            d,
            "--player",
            "turkey",
            "--key",
            dir.join("k.yaml").to_str().unwrap(),
        ],
        "outside the campaign folder",
    );
    let f = orders(&dir, "russia");
    let bytes = std::fs::read(&f).unwrap();
    let hash = sha256_hex(&bytes);
    let tagged = support::commit_line(&dir, &f);
    let t: Vec<&str> = tagged.split_whitespace().collect();
    assert_eq!(t.len(), 5, "orders check prints a tag: {tagged}");
    assert_eq!(t[3], hash);

    // Forgeries: an untagged line, a wrong tag, an orders file alone.
    let before = snapshot(&dir);
    let wrong = format!("PBEM-COMMIT test-camp 1 {hash} {}", "00".repeat(32));
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[
            (
                "1.untagged",
                with_line(
                    "r@example.org",
                    "u@x",
                    &format!("PBEM-COMMIT test-camp 1 {hash}"),
                ),
            ),
            ("2.wrong", with_line("r@example.org", "w@x", &wrong)),
            (
                "3.file",
                with_attachment("r@example.org", "russia.yaml", &bytes),
            ),
        ],
    );
    assert!(!ok, "{s}");
    assert!(s.contains("has no tag"), "{s}");
    assert!(s.contains("does not match russia's mail key"), "{s}");
    assert!(
        s.contains("orders without a matching tagged commitment are refused"),
        "{s}"
    );
    assert_eq!(before, snapshot(&dir));
    // The tag of entry 1 does not commit entry 2.
    let replay = tagged.replace("test-camp 1 ", "test-camp 2 ");
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[("4.replay", with_line("r@example.org", "r@x", &replay))],
    );
    assert!(!ok && s.contains("does not match"), "{s}");
    // The real line, with the orders in the same message, is taken; Turkey needs no tag.
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[(
            "5.real",
            line_and_attachment("r@example.org", &tagged, "russia.yaml", &bytes),
        )],
    );
    assert!(
        ok && s.contains("commitment of russia for entry 1") && s.contains("held"),
        "{s}"
    );
    let tf = orders(&dir, "turkey");
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[(
            "6.turkey",
            with_attachment("t@example.org", "turkey.yaml", &std::fs::read(&tf).unwrap()),
        )],
    );
    assert!(ok && s.contains("orders of russia revealed"), "{s}");
    // The inbox without the key cannot check tags: it stops before reading anything.
    std::fs::remove_file(&key).unwrap();
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[("7.x", with_line("t@example.org", "x@x", "hello"))],
    );
    assert!(!ok && s.contains("--keys"), "{s}");
    let _ = head;
}

#[test]
fn a_voided_commitment_is_recorded_in_the_entry_and_verifies() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    // Turkey forges Russia's commitment; Turkey's own orders are held, then revealed.
    let tf = orders(&dir, "turkey");
    run(&["commit", d, "--player", "turkey", tf.to_str().unwrap()]);
    let forged = format!("PBEM-COMMIT test-camp 1 {}", "ab".repeat(32));
    let (ok, s) = inbox(
        &dir,
        tmp.path(),
        &[("1.forged", with_line("r@example.org", "f@x", &forged))],
    );
    assert!(ok, "{s}");
    run(&["reveal", d, "--player", "turkey", tf.to_str().unwrap()]);
    support::fails_and_writes_nothing(
        &dir,
        &["void", d, "--player", "russia", "--reason", " "],
        "--reason is empty",
    );
    let s = run(&[
        "void",
        d,
        "--player",
        "russia",
        "--reason",
        "Russia did not send it (forged From)",
        "--now",
        "2026-11-22T10:00:00Z",
    ]);
    assert!(
        s.contains("voided") && s.contains("may commit again"),
        "{s}"
    );
    assert!(
        dir.join("pending/held/turkey.yaml").exists(),
        "Turkey's reveal is sealed again"
    );
    assert!(!dir.join("pending/orders/turkey.yaml").exists());
    // Russia commits for real; Turkey's held orders are revealed again.
    let rf = orders(&dir, "russia");
    let s = run(&["commit", d, "--player", "russia", rf.to_str().unwrap()]);
    assert!(s.contains("held orders of turkey revealed"), "{s}");
    run(&["reveal", d, "--player", "russia", rf.to_str().unwrap()]);
    run(&["entropy", "reveal", d, "--participant", "mod"]);
    support::fails_and_writes_nothing(
        &dir,
        &[
            "void",
            d,
            "--player",
            "russia",
            "--reason",
            "second thoughts",
        ],
        "entropy values are in",
    );
    for p in ["russia", "turkey"] {
        run(&["entropy", "reveal", d, "--participant", p]);
    }
    run(&["resolve", d, "--date", "2026-11-22T12:00:00Z"]);
    let e = dir.join("history/0001-1-land-combat-turkey");
    let v = std::fs::read_to_string(e.join("voided.yaml")).unwrap();
    assert_eq!(
        v,
        format!(
            "- player: russia\n  commitment: {}\n  reason: Russia did not send it (forged From)\n  at: 2026-11-22T10:00:00Z\n",
            "ab".repeat(32)
        )
    );
    assert!(run(&["verify", d]).contains("1 entries replayed"));
    // Verify sees a changed reason (resolution.yaml's outputs hash every file).
    std::fs::write(e.join("voided.yaml"), v.replace("forged", "lost")).unwrap();
    let o = pbem().args(["verify", d]).output().unwrap();
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("0001-1-land-combat-turkey: resolution.yaml: differs"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn with_trust_dkim_only_mail_the_server_passed_is_taken() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let f = orders(&dir, "russia");
    let line = support::commit_line(&dir, &f);
    let with_ar = |ar: &str, id: &str| format!("{ar}{}", plain("Tsar <r@example.org>", id, &line));
    let run_inbox = |m: String| {
        let _ = std::fs::remove_dir_all(tmp.path().join("Maildir"));
        let md = maildir(tmp.path(), &[("1", m)]);
        let o = pbem()
            .arg("inbox")
            .arg(&dir)
            .arg(&md)
            .args(["--trust-dkim", "mx.example.net"])
            .output()
            .unwrap();
        (
            o.status.success(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
        )
    };
    let before = snapshot(&dir);
    for (ar, why) in [
        ("", "no Authentication-Results of mx.example.net"),
        (
            "Authentication-Results: evil.example; dkim=pass header.d=example.org\r\n",
            "no Authentication-Results of mx.example.net",
        ),
        (
            "Authentication-Results: mx.example.net;\r\n dkim=fail header.d=example.org\r\n",
            "found no DKIM or DMARC pass for example.org",
        ),
    ] {
        let (ok, s) = run_inbox(with_ar(ar, "a@x"));
        assert!(!ok && s.contains(why), "{ar}: {s}");
    }
    assert_eq!(before, snapshot(&dir));
    let (ok, s) = run_inbox(with_ar(
        "Authentication-Results: mx.example.net;\r\n dkim=pass header.d=example.org header.s=s1;\r\n spf=pass\r\n",
        "b@x",
    ));
    assert!(ok && s.contains("took:"), "{s}");
}
