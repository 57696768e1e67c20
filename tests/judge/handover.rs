//! A side changes hands by the moderator's mail through the judge (issue 29): the
//! `PBEM-HANDOVER` line is recorded as `pbem handover` records it and the moderator gets a
//! receipt in the inbox's words; the same line from a player is refused with its reason.

use super::*;

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
    let t = receipt("t@example.org");
    assert!(t.contains("moderator's address only"), "{t}");
    // Both messages are seen; a second run changes nothing and sends nothing.
    assert_eq!(j.maildir("new").len(), 0);
    let sent = j.sent().len();
    j.run("2026-11-21T12:10:00Z");
    assert_eq!(j.sent().len(), sent);
    j.verify();
}
