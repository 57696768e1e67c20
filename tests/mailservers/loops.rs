//! No mail loops through real servers (RFC 3834): the judge answers a stranger at most once
//! a day, and never an auto-reply, a bounce (null sender), or its own mail; every message it
//! reads leaves the Maildir's `new/`.

use crate::mailservers::judge::{judge_root, judge_run};
use crate::mailservers::servers::{address, header, servers, Servers};

/// A message from `from` to the judge with the extra header lines `extra`: with a
/// `PBEM-COMMIT` line for the demo campaign (`pbem` true), or a stranger's hello naming no
/// campaign.
fn message(from: &str, n: u32, extra: &str, pbem: bool) -> String {
    let body = if pbem {
        format!("PBEM-COMMIT danube-demo 1 {}", "0".repeat(64))
    } else {
        "Hello, may I join a game?".to_string()
    };
    format!(
        "From: <{from}>\r\nTo: <{}>\r\nSubject: hello\r\nMessage-ID: <loop.{n}@judge.test>\r\n\
         Date: Tue, 1 Dec 2026 08:00:00 +0000\r\n{extra}\r\n{body}\r\n",
        address("judge"),
    )
}

/// What `user` holds over IMAP: the Message-IDs (each message is one the judge sent).
fn answers(s: &Servers, user: &str) -> Vec<String> {
    s.imap_messages(user)
        .iter()
        .map(|m| {
            assert_eq!(header(m, "Auto-Submitted"), "auto-replied", "{user}");
            header(m, "In-Reply-To")
        })
        .collect()
}

#[test]
#[ignore = "needs scripts/mail-servers (Postfix, Dovecot) and PBEM_MAIL_SERVERS"]
fn the_judge_answers_a_stranger_once_a_day_and_never_an_auto_reply_a_bounce_or_itself() {
    let Some(s) = servers("the_judge_answers_a_stranger_once_a_day") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let (root, _dir) = judge_root(&s, tmp.path());
    let judge = address("judge");
    let stranger = address("player5");
    let mut n = 0;
    let mut send = |from: &str, envelope: &str, extra: &str, pbem: bool| {
        n += 1;
        s.send_raw(envelope, &judge, message(from, n, extra, pbem).as_bytes())
            .unwrap();
    };
    // Day one: the stranger twice (naming no campaign); messages naming the campaign: an
    // auto-reply from a player of the campaign (player3 is Russia) and from another
    // stranger, a bounce (null sender), one from the judge's own address.
    send(&stranger, &stranger, "", false);
    send(&stranger, &stranger, "", false);
    send(
        &address("player3"),
        &address("player3"),
        "Auto-Submitted: auto-replied\r\n",
        true,
    );
    send(
        &address("player6"),
        &address("player6"),
        "Auto-Submitted: auto-replied\r\n",
        true,
    );
    send(&address("player7"), "", "", true);
    send(&judge, &judge, "", true);
    s.wait_maildir("judge", 6);
    let out = judge_run(&root, "2026-12-01T09:00:00Z");
    assert!(
        std::fs::read_dir(s.maildir("judge").join("new"))
            .unwrap()
            .next()
            .is_none(),
        "every message read: {out}"
    );
    let first = s.wait_imap("player5", "Auto-Submitted", 1);
    assert_eq!(first.len(), 1, "one refusal a day: {out}");
    // Day two: the stranger once more, answered once more.
    send(&stranger, &stranger, "", false);
    s.wait_maildir("judge", 7);
    let out = judge_run(&root, "2026-12-02T09:00:00Z");
    s.wait_imap("player5", "Auto-Submitted", 2);
    // A run later, nothing more came to anyone (the judge's answers are delivered at once:
    // Postfix delivers within the run that sent them, before the IMAP reads below).
    judge_run(&root, "2026-12-02T10:00:00Z");
    std::thread::sleep(std::time::Duration::from_secs(1));
    assert_eq!(answers(&s, "player5").len(), 2, "{out}");
    for user in ["player3", "player6", "player7"] {
        assert_eq!(
            answers(&s, user),
            Vec::<String>::new(),
            "{user}: no answer: {out}"
        );
    }
    let judge_files = s.wait_maildir("judge", 7).len();
    assert_eq!(judge_files, 7, "the judge never wrote to itself");
}
