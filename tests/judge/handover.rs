//! A side changes hands by the moderator's mail through the judge (issue 29): the
//! `PBEM-HANDOVER` line is recorded as `pbem handover` records it and the moderator gets a
//! receipt in the inbox's words; the same line from a player is refused with its reason;
//! the judge mails the new participant the catch-up mail (the side's latest report and
//! map) once, in the mail step of the run that took the line, also when that run is
//! stopped and run again.

use super::*;

/// Gives the moderator of `j` the address m@example.org.
fn moderator_address(j: &Judge) {
    let y = j.camp.join("campaign.yaml");
    let text = std::fs::read_to_string(&y).unwrap();
    std::fs::write(
        &y,
        text.replace("  name: mod\n", "  name: mod\n  email: m@example.org\n"),
    )
    .unwrap();
}

/// The moderator's mail handing side russia to ivan (i@example.org).
fn hand_russia_to_ivan(j: &Judge, name: &str) {
    j.drop(
        name,
        &line_mail(
            "m@example.org",
            &format!("{name}@example.org"),
            "PBEM-HANDOVER test-camp russia ivan:i@example.org",
        ),
    );
}

/// The text of the one message sent to `to` whose lines include `line` (decoded, its
/// lines joined), and its raw text.
fn mail_to(j: &Judge, to: &str, line: &str) -> (String, String) {
    let found: Vec<String> = j
        .sent()
        .into_iter()
        .map(|(_, t)| t)
        .filter(|t| t.lines().any(|l| l.starts_with("To:") && l.contains(to)))
        .filter(|t| t.lines().any(|l| l.contains(line)))
        .collect();
    assert_eq!(found.len(), 1, "to {to} with {line}: {:?}", j.sent_ids());
    let m = mail_parser::MessageParser::default()
        .parse(found[0].as_bytes())
        .unwrap();
    let text: String = (0..m.text_body_count())
        .map(|i| m.body_text(i).unwrap().into_owned())
        .collect();
    (
        text.split_whitespace().collect::<Vec<_>>().join(" "),
        found[0].clone(),
    )
}

/// Entry 1 resolved by the judge from both players' orders and entropy values.
fn resolve_entry_one(j: &Judge) {
    j.deadline("2026-12-01T18:00:00Z", "1h", "2026-11-20T00:00:00Z");
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
    let out = j.run("2026-11-21T10:00:00Z");
    assert!(out.contains("resolved 0001-"), "{out}");
}

#[test]
fn judge_mails_the_catch_up_of_a_handover_by_mail_once_with_the_sides_latest_report() {
    let j = Judge::new();
    moderator_address(&j);
    resolve_entry_one(&j);
    hand_russia_to_ivan(&j, "2000.mod");
    let out = j.run("2026-11-21T12:00:00Z");
    assert!(
        out.contains("1 receipt(s), 1 catch-up mail(s), 0 report(s)"),
        "{out}"
    );
    let (text, raw) = mail_to(&j, "i@example.org", "Subject:");
    assert!(
        raw.contains("Subject: [pbem test-camp] you now play russia"),
        "{raw}"
    );
    assert!(
        raw.contains("Message-ID: <test-camp.0002.handover-russia.ivan@example.org>"),
        "{raw}"
    );
    assert!(text.contains("Your first entry is entry 2"), "{text}");
    assert!(text.contains("The latest report of russia"), "{text}");
    assert!(
        raw.contains("report-0001-"),
        "the report is attached: {raw}"
    );
    let log = j.mail_log();
    assert!(
        log.contains("test-camp.0002.handover-russia.ivan@example.org:")
            && log.contains("kind: handover"),
        "{log}"
    );
    // The moderator is told the judge sends it, not to run a command.
    let (m, _) = mail_to(&j, "m@example.org", "Subject:");
    assert!(
        m.contains("the judge mails ivan the catch-up mail (the side's latest report and map) at i@example.org"),
        "{m}"
    );
    assert!(!m.contains("--transport"), "{m}");
    // Once: later runs send nothing more, and the outbox is empty.
    let sent = j.sent().len();
    j.run("2026-11-21T12:10:00Z");
    j.run("2026-11-21T12:20:00Z");
    assert_eq!(j.sent().len(), sent);
    assert!(
        std::fs::read_dir(j.camp.join("outbox/handover"))
            .map(|d| d.count() == 0)
            .unwrap_or(true),
        "the outbox keeps nothing"
    );
    j.verify();
}

#[test]
fn a_run_stopped_at_each_point_after_a_handover_by_mail_sends_the_catch_up_once() {
    let whole = Judge::new();
    moderator_address(&whole);
    hand_russia_to_ivan(&whole, "1000.mod");
    whole.run("2026-11-21T12:00:00Z");
    let expected = whole.sent_ids();
    assert_eq!(
        expected.len(),
        2,
        "the receipt and the catch-up: {expected:?}"
    );
    for point in ["recorded", "outbox", "receipts", "before-seen"] {
        let j = Judge::new();
        moderator_address(&j);
        hand_russia_to_ivan(&j, "1000.mod");
        assert!(
            j.run_stopped_at("2026-11-21T12:00:00Z", point),
            "{point}: not reached"
        );
        j.run("2026-11-21T12:00:00Z");
        let mut ids = j.sent_ids();
        ids.sort();
        let mut want = expected.clone();
        want.sort();
        assert_eq!(ids, want, "{point}: the mail differs");
        let (m, _) = mail_to(&j, "m@example.org", "Subject:");
        assert!(!m.contains("refused:"), "{point}: {m}");
        assert!(
            m.contains("the judge mails ivan the catch-up mail"),
            "{point}: {m}"
        );
        j.run("2026-11-21T12:10:00Z");
        assert_eq!(j.sent_ids().len(), 2, "{point}: sent again");
        j.verify();
    }
}

#[test]
fn judge_takes_a_handover_from_the_moderators_mail_and_refuses_it_from_a_player() {
    let j = Judge::new();
    let y = j.camp.join("campaign.yaml");
    let text = std::fs::read_to_string(&y).unwrap();
    std::fs::write(
        &y,
        text.replace("  name: mod\n", "  name: mod\n  email: m@example.org\n"),
    )
    .unwrap();
    j.drop(
        "1000.turkey",
        &line_mail(
            "t@example.org",
            "t.h@example.org",
            "PBEM-HANDOVER test-camp russia ali",
        ),
    );
    j.drop(
        "1001.mod",
        &line_mail(
            "m@example.org",
            "m.h@example.org",
            "PBEM-HANDOVER test-camp russia ivan:i@example.org",
        ),
    );
    let out = j.run("2026-11-21T12:00:00Z");
    assert!(out.contains("refused 1, took 1"), "{out}");
    let y = std::fs::read_to_string(&y).unwrap();
    assert!(y.contains("id: ivan") && !y.contains("id: ali"), "{y}");
    // The receipt to `to`, its text decoded and its lines joined.
    let receipt = |to: &str| {
        let raw = j
            .sent()
            .into_iter()
            .map(|(_, t)| t)
            .find(|t| t.lines().any(|l| l.starts_with("To:") && l.contains(to)))
            .unwrap_or_else(|| panic!("no receipt to {to}: {:?}", j.sent_ids()));
        let m = mail_parser::MessageParser::default()
            .parse(raw.as_bytes())
            .unwrap();
        let text: String = (0..m.text_body_count())
            .map(|i| m.body_text(i).unwrap().into_owned())
            .collect();
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let m = receipt("m@example.org");
    assert!(
        m.contains("side russia handed from russia to ivan from entry 1 on"),
        "{m}"
    );
    assert!(m.contains("the judge mails ivan the catch-up mail"), "{m}");
    let t = receipt("t@example.org");
    assert!(t.contains("moderator's address only"), "{t}");
    // Both messages are seen; a second run changes nothing and sends nothing.
    assert_eq!(j.maildir("new").len(), 0);
    let sent = j.sent().len();
    j.run("2026-11-21T12:10:00Z");
    assert_eq!(j.sent().len(), sent);
    j.verify();
}

#[test]
fn a_handover_by_mail_to_a_participant_without_an_address_sends_no_catch_up_and_says_so() {
    let j = Judge::new();
    moderator_address(&j);
    j.drop(
        "1000.mod",
        &line_mail(
            "m@example.org",
            "m.h@example.org",
            "PBEM-HANDOVER test-camp russia ivan",
        ),
    );
    let out = j.run("2026-11-21T12:00:00Z");
    assert!(out.contains("1 receipt(s), 0 report(s)"), "{out}");
    assert_eq!(j.sent().len(), 1, "{:?}", j.sent_ids());
    let (m, _) = mail_to(&j, "m@example.org", "Subject:");
    assert!(
        m.contains(
            "ivan has no address, so no catch-up mail goes: give them the side's latest report"
        ),
        "{m}"
    );
}
