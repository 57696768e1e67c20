//! Bad mail gets a clear line and changes nothing; forwarded orders and mbox files work.

use crate::support;

use std::path::Path;
use support::messages::{forwarded, head, maildir, mbox, with_attachment, with_line};
use support::{campaign, commit_line, orders, pbem, snapshot};

/// Runs `pbem inbox` on `files`; expects failure, `expect` in the output, nothing changed.
fn refused(dir: &Path, files: &[&Path], expect: &str) {
    let before = snapshot(dir);
    let o = pbem().arg("inbox").arg(dir).args(files).output().unwrap();
    let text =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "accepted: {text}");
    assert!(
        text.contains("refused: ") && text.contains(expect),
        "expected '{expect}' in: {text}"
    );
    assert_eq!(
        before,
        snapshot(dir),
        "a refused message changed the campaign: {text}"
    );
}

#[test]
fn bad_mail_gets_a_clear_line_and_nothing_changes() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let turkey = orders(&dir, "turkey");
    let line = commit_line(&dir, &turkey);
    let write = |name: &str, m: &[u8]| {
        let p = t.join(name);
        std::fs::write(&p, m).unwrap();
        p
    };
    // An address no participant has.
    let f = write(
        "eve.eml",
        with_line("Eve <eve@example.net>", "e@x", &line).as_bytes(),
    );
    refused(
        &dir,
        &[&f],
        "unknown sender eve@example.net: not the address of any participant",
    );
    // A commitment for another entry.
    let wrong = line.replace(" test-camp 1 ", " test-camp 0 ");
    let f = write(
        "wrong.eml",
        with_line("t@example.org", "w@x", &wrong).as_bytes(),
    );
    refused(
        &dir,
        &[&f],
        "for entry 0, but the campaign waits for entry 1",
    );
    // A malformed MIME message (no header at all) and a broken commit line.
    let f = write("junk.eml", b"\x00\x01 this is not a message\n\n--b\n");
    refused(&dir, &[&f], "malformed message");
    let f = write(
        "short.eml",
        with_line("t@example.org", "s@x", "PBEM-COMMIT test-camp 1").as_bytes(),
    );
    refused(
        &dir,
        &[&f],
        "expected PBEM-COMMIT <campaign> <entry> <64 hex digits>",
    );
    // Another player's orders, sent from Russia's address.
    let f = write(
        "theirs.eml",
        with_attachment(
            "r@example.org",
            "turkey.yaml",
            &std::fs::read(&turkey).unwrap(),
        )
        .as_bytes(),
    );
    refused(
        &dir,
        &[&f],
        "orders of 'turkey' sent from the address of 'russia'",
    );
    // A 50 MB attachment: refused before it is read.
    let mut big = head("t@example.org", "huge", "big@x").into_bytes();
    big.extend_from_slice(
        b"Content-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n\r\n",
    );
    big.resize(50 * 1024 * 1024, b'A');
    let f = write("big.eml", &big);
    refused(&dir, &[&f], "message of 52.4 MB refused unread");

    // Both commit; then a reveal whose bytes are not the committed ones.
    let russia = orders(&dir, "russia");
    for (p, file) in [("russia", &russia), ("turkey", &turkey)] {
        pbem()
            .args(["commit"])
            .arg(&dir)
            .args(["--player", p])
            .arg(file)
            .assert()
            .success();
    }
    let mut other = std::fs::read(&turkey).unwrap();
    other.extend_from_slice(b"note: \"changed my mind\"\n");
    let f = write(
        "changed.eml",
        with_attachment("t@example.org", "turkey.yaml", &other).as_bytes(),
    );
    refused(&dir, &[&f], "but turkey committed");
    // A good message beside bad ones is still taken; the bad one is still refused.
    let md = maildir(
        t,
        &[
            (
                "1.ok",
                with_attachment(
                    "t@example.org",
                    "turkey.yaml",
                    &std::fs::read(&turkey).unwrap(),
                ),
            ),
            ("2.eve", with_line("eve@example.net", "e2@x", "hello")),
        ],
    );
    let o = pbem().arg("inbox").arg(&dir).arg(&md).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    // Eve's "hello" carries nothing for pbem: skipped on one line, not an error.
    assert!(o.status.success(), "{text}");
    assert!(
        text.contains("took: ") && text.contains("orders of turkey revealed"),
        "{text}"
    );
    assert!(
        !text.contains("refused: ")
            && text.contains("skipped: 1 message(s) from addresses no participant has"),
        "{text}"
    );
}

#[test]
fn forwarded_orders_and_mbox_files_are_read() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let turkey = orders(&dir, "turkey");
    let russia = orders(&dir, "russia");
    // Russia forwards its own earlier message with the orders attached; Turkey's commit and
    // Russia's entropy line come in an mbox.
    let inner = with_attachment(
        "r@example.org",
        "russia.yaml",
        &std::fs::read(&russia).unwrap(),
    );
    let fw = t.join("fw.eml");
    std::fs::write(&fw, forwarded("Tsar <r@example.org>", &inner)).unwrap();
    let mb = t.join("inbox.mbox");
    mbox(
        &mb,
        &[
            with_line("t@example.org", "c@x", &commit_line(&dir, &turkey)),
            with_line(
                "nobody@example.net",
                "n@x",
                "From the desk of nobody\nno orders here",
            ),
        ],
    );
    let o = pbem()
        .arg("inbox")
        .arg(&dir)
        .arg(&fw)
        .arg(&mb)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("commitment of turkey for entry 1"), "{text}");
    assert!(
        text.contains("forwarded message \"orders\": attachment russia.yaml"),
        "{text}"
    );
    assert!(
        !text.contains("nobody@example.net") && text.contains("skipped: 1 message(s)"),
        "{text}"
    );
    // Both committed, so Russia's held orders were revealed.
    assert!(text.contains("orders of russia revealed"), "{text}");
    assert_eq!(
        std::fs::read(dir.join("pending/orders/russia.yaml")).unwrap(),
        std::fs::read(&russia).unwrap()
    );
}
