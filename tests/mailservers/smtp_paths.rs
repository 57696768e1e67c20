//! The servers themselves, as the other tests rely on them: Postfix delivers mail for
//! judge.test into the Maildirs byte for byte, Dovecot serves them over IMAP, and nothing
//! leaves the machine.

use crate::mailservers::servers::{address, came_back, servers, USERS};
use std::time::Instant;

#[test]
#[ignore = "needs scripts/mail-servers (Postfix, Dovecot) and PBEM_MAIL_SERVERS"]
fn postfix_delivers_each_mailbox_into_its_maildir_and_dovecot_serves_it() {
    let Some(s) = servers("postfix_delivers_each_mailbox_into_its_maildir_and_dovecot_serves_it")
    else {
        return;
    };
    let start = Instant::now();
    for (i, user) in USERS.iter().enumerate() {
        let from = address(USERS[(i + 1) % USERS.len()]);
        let raw = format!(
            "From: <{from}>\r\nTo: <{}>\r\nSubject: to {user}\r\nMessage-ID: <probe.{i}@judge.test>\r\n\
             Date: Tue, 1 Dec 2026 08:00:00 +0000\r\n\r\nHello {user}.\r\n",
            address(user)
        );
        s.send_raw(&from, &address(user), raw.as_bytes())
            .unwrap_or_else(|e| panic!("{user}: {e}"));
        let got = s.wait_imap(user, &format!("probe.{i}@"), 1);
        assert_eq!(got.len(), 1);
        assert!(
            came_back(&got[0], raw.as_bytes()),
            "{user}: the message comes back over IMAP as sent, after Postfix's fields: {}",
            String::from_utf8_lossy(&got[0])
        );
        assert_eq!(s.wait_maildir(user, 1).len(), 1, "{user}: one file");
    }
    println!(
        "mailservers: 8 mailboxes, one message each through Postfix and back over IMAP: {:.1} s",
        start.elapsed().as_secs_f64()
    );
}

#[test]
#[ignore = "needs scripts/mail-servers (Postfix, Dovecot) and PBEM_MAIL_SERVERS"]
fn postfix_refuses_outside_delivery_and_unknown_mailboxes() {
    let Some(s) = servers("postfix_refuses_outside_delivery_and_unknown_mailboxes") else {
        return;
    };
    let raw = b"From: <judge@judge.test>\r\nSubject: out\r\n\r\nno\r\n";
    let outside = s
        .send_raw("judge@judge.test", "someone@example.org", raw)
        .unwrap_err();
    assert!(outside.contains("550"), "{outside}");
    let unknown = s
        .send_raw("judge@judge.test", "nobody@judge.test", raw)
        .unwrap_err();
    assert!(unknown.contains("550"), "{unknown}");
}
