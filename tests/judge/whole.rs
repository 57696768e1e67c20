//! A whole campaign run by the judge alone: two players send orders and entropy by mail;
//! the judge answers each message, reveals the moderator's value, resolves, mails the
//! reports; at the next entry the deadline passes with one player silent, and the judge
//! closes commitments and resolves with the standing orders; the campaign verifies.

use super::*;

#[test]
fn judge_runs_a_campaign_alone_from_mail_deadlines_passing_and_it_verifies() {
    let j = Judge::new();
    // Entry 1: both players send their orders (the hash is the commitment), then entropy.
    j.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-28T00:00:00Z");
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let (bytes, _) = j.orders(p);
        j.drop(
            &format!("1000.{p}"),
            &orders_mail(a, &format!("{p}-1"), &bytes),
        );
    }
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(
        out.contains("test-camp: mail read (held 2, took 2)"),
        "{out}"
    );
    assert!(out.contains("entropy of mod revealed for entry 1"), "{out}");
    assert!(out.contains("2 receipt(s), 0 report(s)"), "{out}");
    assert_eq!(j.maildir("new"), Vec::<String>::new());
    assert_eq!(j.maildir("cur"), vec!["1000.russia:2,S", "1000.turkey:2,S"]);
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let line = j.entropy_line(p);
        j.drop(
            &format!("2000.{p}"),
            &line_mail(a, &format!("{p}.e1@example.org"), &line),
        );
    }
    let out = j.run("2026-11-29T01:00:00Z");
    assert!(out.contains("resolved 0001-"), "{out}");
    assert!(out.contains("2 receipt(s), 2 report(s)"), "{out}");
    // Every receipt answers its message, auto-replied; the reports are the entry's.
    let sent = j.sent();
    assert_eq!(sent.len(), 6, "{sent:?}");
    let receipts: Vec<&String> = sent
        .iter()
        .map(|(_, t)| t)
        .filter(|t| t.contains("Auto-Submitted: auto-replied"))
        .collect();
    assert_eq!(receipts.len(), 4);
    assert!(receipts
        .iter()
        .any(|t| t.contains("In-Reply-To: <russia.e1@example.org>")));
    assert!(
        receipts
            .iter()
            .any(|t| t.contains("took: orders of russia revealed: every commitment is in")),
        "{receipts:?}"
    );
    assert!(j
        .sent_ids()
        .contains(&"<test-camp.0001.russia@example.org>".to_string()));
    // A run with nothing new sends nothing again.
    let out = j.run("2026-11-29T02:00:00Z");
    assert!(out.contains("no new mail"), "{out}");
    assert_eq!(j.sent().len(), 6);

    // Entry 2: only russia commits; the deadline and grace pass; the judge closes
    // commitments (turkey gets the standing orders), russia's held orders are revealed;
    // russia's entropy comes; turkey's never does: after reveal_within the judge resolves
    // with the standing orders.
    j.deadline("2026-12-03T18:00:00Z", "2h", "2026-11-29T03:00:00Z");
    let (bytes, _) = j.orders("russia");
    j.drop(
        "3000.russia",
        &orders_mail("r@example.org", "russia-2", &bytes),
    );
    let out = j.run("2026-12-02T00:00:00Z");
    assert!(out.contains("held 1"), "{out}");
    let out = j.run("2026-12-03T19:00:00Z");
    assert!(out.contains("in grace until 2026-12-03T20:00:00Z"), "{out}");
    assert!(out.contains("reminder(s) sent"), "{out}");
    let out = j.run("2026-12-03T20:00:01Z");
    assert!(
        out.contains("commitments of entry 2 closed (standing orders for: turkey)"),
        "{out}"
    );
    let line = j.entropy_line("russia");
    j.drop(
        "4000.russia",
        &line_mail("r@example.org", "russia.e2@example.org", &line),
    );
    let out = j.run("2026-12-03T21:00:00Z");
    assert!(!out.contains("resolved 0002"), "withheld too early: {out}");
    let out = j.run("2026-12-04T20:00:02Z");
    assert!(out.contains("resolved 0002-"), "{out}");
    assert!(out.contains("standing orders"), "{out}");
    let v = j.verify();
    assert!(v.contains("2 entries replayed byte for byte"), "{v}");
    // Each message answered once, each report sent once.
    let ids = j.sent_ids();
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(ids.len(), unique.len(), "{ids:?}");
}

/// An entry without a deadline (no schedule, the moderator set none, or entropy values came
/// before one could be set) is still resolved once everything is in: the judge reveals the
/// moderator's value it holds as soon as every commitment is in, as with a deadline.
#[test]
fn judge_resolves_an_entry_without_a_deadline_once_everything_is_in() {
    let j = Judge::new();
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let (bytes, _) = j.orders(p);
        j.drop(
            &format!("1000.{p}"),
            &orders_mail(a, &format!("{p}-1"), &bytes),
        );
        let line = j.entropy_line(p);
        j.drop(
            &format!("1001.{p}"),
            &line_mail(a, &format!("{p}.e1@example.org"), &line),
        );
    }
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(out.contains("entropy of mod revealed for entry 1"), "{out}");
    assert!(out.contains("resolved 0001-"), "{out}");
    j.verify();
}

/// A sendmail program that ends without reading the message (it refused it, or crashed)
/// fails that message, which stays to be tried again; it does not end the run with
/// SIGPIPE (found by the two-judge tests: the run died silently, no summary).
#[test]
fn a_sendmail_refusing_at_once_fails_its_message_and_the_run_goes_on() {
    let j = Judge::new();
    let yaml = std::fs::read_to_string(j.root.join("judge.yaml")).unwrap();
    let refusing: String = yaml
        .lines()
        .map(|l| {
            if l.starts_with("sendmail:") {
                "sendmail: /bin/false\n".to_string()
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    std::fs::write(j.root.join("judge.yaml"), refusing).unwrap();
    // Reports are larger than a pipe's buffer: the write meets the closed pipe.
    j.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-28T00:00:00Z");
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let (bytes, _) = j.orders(p);
        j.drop(
            &format!("1000.{p}"),
            &orders_mail(a, &format!("{p}-1"), &bytes),
        );
        let line = j.entropy_line(p);
        j.drop(
            &format!("1001.{p}"),
            &line_mail(a, &format!("{p}.e1@example.org"), &line),
        );
    }
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(out.contains("resolved 0001-"), "{out}");
    assert!(
        out.contains("6 refused by the server (tried again next run)"),
        "{out}"
    );
    std::fs::write(j.root.join("judge.yaml"), yaml).unwrap();
    let out = j.run("2026-11-29T01:00:00Z");
    assert!(out.contains("4 receipt(s), 2 report(s)"), "{out}");
    assert_eq!(j.sent().len(), 6);
}

/// The receipts sent to `to`, each decoded.
fn receipts_to(j: &Judge, to: &str) -> Vec<String> {
    j.sent()
        .into_iter()
        .map(|(_, t)| t)
        .filter(|t| t.contains("Auto-Submitted: auto-replied"))
        .filter(|t| t.lines().any(|l| l.starts_with("To:") && l.contains(to)))
        .map(|t| {
            let m = mail_parser::MessageParser::default()
                .parse(t.as_bytes())
                .unwrap();
            (0..m.text_body_count())
                .map(|i| m.body_text(i).unwrap().into_owned())
                .collect()
        })
        .collect()
}

/// Issue 29: when one run reads both players' orders, the second completing the
/// commitments, the first player's orders are held and then revealed by that same
/// reading: the receipt says what became of them by the end of it (revealed), not
/// "held". Orders still held at the end of the run are answered "held".
#[test]
fn a_receipt_says_orders_held_and_released_in_the_same_run_were_revealed() {
    let j = Judge::new();
    j.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-28T00:00:00Z");
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let (bytes, _) = j.orders(p);
        j.drop(
            &format!("1000.{p}"),
            &orders_mail(a, &format!("{p}-1"), &bytes),
        );
    }
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(out.contains("2 receipt(s)"), "{out}");
    for (p, a) in [("russia", "r@example.org"), ("turkey", "t@example.org")] {
        let r = receipts_to(&j, a);
        assert_eq!(r.len(), 1, "{r:?}");
        assert!(
            r[0].lines()
                .any(|l| l.starts_with(&format!("took: orders of {p} revealed: every commitment is in (first held: commitment of {p} from the orders file"))),
            "{}",
            r[0]
        );
        assert!(!r[0].lines().any(|l| l.starts_with("held:")), "{}", r[0]);
    }
    // Alone, a player's orders stay held by the end of the run: the receipt says so.
    let k = Judge::new();
    k.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-28T00:00:00Z");
    let (bytes, _) = k.orders("russia");
    k.drop(
        "1000.russia",
        &orders_mail("r@example.org", "russia-1", &bytes),
    );
    k.run("2026-11-29T00:00:00Z");
    let r = receipts_to(&k, "r@example.org");
    assert!(
        r[0].lines()
            .any(|l| l.starts_with("held: commitment of russia from the orders file")),
        "{}",
        r[0]
    );
}
