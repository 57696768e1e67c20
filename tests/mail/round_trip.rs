//! The e-mail round trip on the real binary: orders in by mail (a Maildir written as real
//! mail clients write), reports out to a real SMTP server on loopback, the sent log, and
//! bad mail that changes nothing.

use crate::support;

use support::messages::{html_only_armored, maildir, with_attachment, with_line};
use support::smtp::Server;
use support::{campaign, campaign_with, entropy_line, orders, pbem, snapshot};

fn out(args: &[&str]) -> String {
    let o = pbem().args(args).output().unwrap();
    let s = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{args:?} failed: {s}");
    s
}

#[test]
fn orders_arrive_by_mail_reports_leave_by_smtp_once() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let russia = std::fs::read(orders(&dir, "russia")).unwrap();
    let turkey_file = orders(&dir, "turkey");
    let turkey = std::fs::read(&turkey_file).unwrap();
    let commit_line = support::commit_line(&dir, &turkey_file);
    let armored = {
        let o = pbem()
            .args(["orders", "armor"])
            .arg(&turkey_file)
            .output()
            .unwrap();
        String::from_utf8(o.stdout).unwrap()
    };
    let md = maildir(
        tmp.path(),
        &[
            (
                "1.russia-orders",
                with_attachment("Tsar <R@Example.org>", "russia.yaml", &russia),
            ),
            (
                "2.turkey-commit",
                with_line("Sultan <t@example.org>", "c.gm@example.org", &commit_line),
            ),
            (
                "3.turkey-orders",
                html_only_armored("t@example.org", &armored),
            ),
            (
                "4.russia-entropy",
                with_line(
                    "r@example.org",
                    "e1.gm@example.org",
                    &entropy_line(&dir, "russia", 1),
                ),
            ),
            (
                "5.turkey-entropy",
                with_line(
                    "t@example.org",
                    "e2.gm@example.org",
                    &entropy_line(&dir, "turkey", 1),
                ),
            ),
        ],
    );
    let taken = out(&["inbox", d, md.to_str().unwrap()]);
    assert!(
        taken.contains("took: ") && taken.contains("commitment of turkey for entry 1"),
        "{taken}"
    );
    assert!(
        taken.contains("commitment of russia from the orders file"),
        "{taken}"
    );
    assert!(
        taken.contains("orders of russia revealed") && taken.contains("orders of turkey revealed"),
        "{taken}"
    );
    assert!(
        taken.contains("entropy of russia for entry 1") && taken.contains("entropy of turkey"),
        "{taken}"
    );
    assert!(!taken.contains("refused"), "{taken}");
    // The revealed orders are the players' files, byte for byte.
    assert_eq!(
        std::fs::read(dir.join("pending/orders/russia.yaml")).unwrap(),
        russia
    );
    assert_eq!(
        std::fs::read(dir.join("pending/orders/turkey.yaml")).unwrap(),
        turkey
    );
    // Reading the same mailbox again records nothing new.
    let before = snapshot(&dir);
    let again = out(&["inbox", d, md.to_str().unwrap()]);
    assert!(
        again.contains("already: ") && !again.contains("took: "),
        "{again}"
    );
    assert_eq!(before, snapshot(&dir));

    pbem()
        .args(["entropy", "reveal", d, "--participant", "mod"])
        .assert()
        .success();
    pbem()
        .args(["resolve", d, "--date", "2026-11-22T09:00:00Z"])
        .assert()
        .success();

    let server = Server::start(Some(("moderator", "s3cret")), None);
    let send = |extra: &[&str]| {
        pbem()
            .args(["mail", "send", d, "--transport", "smtp"])
            .args(support::loopback_smtp(server.port))
            .args(extra)
            .args(["--now", "2026-11-22T09:05:00Z"])
            .env("PBEM_SMTP_USER", "moderator")
            .env("PBEM_SMTP_PASSWORD", "s3cret")
            .output()
            .unwrap()
    };
    let o = send(&[]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        o.status.success(),
        "{text} {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let got = server.received();
    assert_eq!(got.len(), 2, "{text}");
    let entry = dir.join("history/0001-1-land-combat-turkey");
    for (rcpt, bytes) in &got {
        let player = if rcpt == "r@example.org" {
            "russia"
        } else {
            "turkey"
        };
        assert!(rcpt == "r@example.org" || rcpt == "t@example.org", "{rcpt}");
        // The server got the entry's message byte for byte, with its picture's PNG part
        // added (docs/maps.md): the right report, the right address.
        // SMTP's end of data (CRLF . CRLF) also ends the message's last line (RFC 5321
        // 4.1.1.4), so the server holds the message plus that line's CRLF.
        // The entry keeps the mail naming its picture (pbem 0.12.0): it is sent with the
        // picture filled in from the entry's map.svg.
        let stored = std::fs::read(entry.join(format!("mail/{player}.eml"))).unwrap();
        let mut eml = pbem::mail::picture::as_sent(stored.clone(), &entry).unwrap();
        assert!(
            eml.len() > stored.len(),
            "{player}: the picture and a PNG part are added"
        );
        let svg = std::fs::read_to_string(entry.join("map.svg")).unwrap();
        let sent = String::from_utf8_lossy(&eml).into_owned();
        assert!(
            sent.contains(&svg.replace('\n', "\r\n")),
            "{player}: the picture is sent"
        );
        assert!(!sent.contains("message/external-body"), "{player}");
        eml.extend_from_slice(b"\r\n");
        assert!(bytes == &eml, "{player}: received {} bytes, the entry's message has {}; first difference at byte {:?}",
            bytes.len(), eml.len(), bytes.iter().zip(&eml).position(|(a, b)| a != b));
        let msg = String::from_utf8_lossy(bytes);
        assert!(msg.contains(&format!(
            "Message-ID: <test-camp.0001.{player}@example.org>"
        )));
        assert!(msg.contains("Subject: [pbem test-camp] entry 1, turn 1, land-combat-turkey"));
        assert!(msg.contains("References: <test-camp@example.org>"));
        assert!(msg.contains(&format!("filename=\"report-0001-{player}.md\"")));
        assert!(
            msg.contains(&format!("{player},")),
            "salutation of {player}"
        );
    }
    let log = std::fs::read_to_string(dir.join("mail-log.yaml")).unwrap();
    assert!(
        log.contains("test-camp.0001.russia@example.org") && log.contains("via: smtp://127.0.0.1:"),
        "{log}"
    );
    // Idempotent: a second send sends nothing; --again sends again.
    let o = send(&[]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("skipped"));
    assert_eq!(server.received().len(), 2);
    assert!(send(&["--again"]).status.success());
    assert_eq!(server.received().len(), 4);
    // The file transport writes the same messages (the PNG part added), named by
    // Message-ID, and logs nothing.
    let files = tmp.path().join("outbox");
    let log_before = std::fs::read(dir.join("mail-log.yaml")).unwrap();
    pbem()
        .args(["mail", "send", d, "--transport", "file", "--out"])
        .arg(&files)
        .assert()
        .success()
        .stdout(predicates::str::contains("written: "));
    assert_eq!(
        std::fs::read(files.join("test-camp.0001.turkey@example.org.eml")).unwrap(),
        pbem::mail::picture::as_sent(
            std::fs::read(entry.join("mail/turkey.eml")).unwrap(),
            &entry
        )
        .unwrap()
    );
    assert_eq!(
        log_before,
        std::fs::read(dir.join("mail-log.yaml")).unwrap()
    );
    pbem().args(["verify", d]).assert().success();
}

#[test]
fn a_refused_recipient_is_reported_and_the_others_still_get_theirs() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign_with(
        tmp.path(),
        &[
            "russia:russia:tsar@reject.invalid",
            "turkey:turkey:t@example.org",
        ],
    );
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    let server = Server::start(None, None);
    let send = || {
        pbem()
            .args(["mail", "send", d])
            .args(support::loopback_smtp(server.port))
            .output()
            .unwrap()
    };
    let o = send();
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(!o.status.success());
    assert!(
        text.contains("failed: <test-camp.0001.russia@example.org>") && text.contains("550"),
        "{text}"
    );
    assert!(
        text.contains(
            "sent: report of 0001-1-land-combat-turkey <test-camp.0001.turkey@example.org>"
        ),
        "{text}"
    );
    assert!(String::from_utf8_lossy(&o.stderr).contains("1 of 2 messages were not sent"));
    let got = server.received();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].0, "t@example.org");
    // The retry sends only the one that failed (and it fails again).
    let o = send();
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(
        text.contains("skipped: <test-camp.0001.turkey@example.org>")
            && text.contains("failed: <test-camp.0001.russia"),
        "{text}"
    );
    assert_eq!(server.received().len(), 1);
}
