//! `pbem mail fetch` (issue 29: IMAP as a second way in) against the script's Dovecot:
//! messages sent through Postfix to the judge's mailbox are fetched into a Maildir of the
//! test's; a fetch stopped after a message's rename and after its state was recorded
//! (`PBEM_JUDGE_STOP=fetch-delivered|fetch-recorded`, simulation mode) and run again
//! delivers each message once and marks each seen on the server; a new UIDVALIDITY
//! delivers nothing twice; `--expunge` deletes on the server; a message over the inbox's
//! size limit is set aside unread.

use crate::mailservers::judge::imap_url;
use crate::mailservers::servers::{address, header, maildir_messages, servers, Servers, PASSWORD};
use crate::support::pbem;
use std::path::Path;

/// `pbem mail fetch` into `md`, stopped at `stop` if given: (exit code, output).
fn fetch(s: &Servers, tmp: &Path, md: &Path, stop: Option<&str>, extra: &[&str]) -> (i32, String) {
    let pw = tmp.join("pw");
    std::fs::write(&pw, format!("{PASSWORD}\n")).unwrap();
    let mut c = pbem();
    c.args(["mail", "fetch", "--imap", &imap_url(s), "--maildir"])
        .arg(md)
        .arg("--password-file")
        .arg(&pw)
        .args(extra);
    if let Some(p) = stop {
        c.env("PBEM_JUDGE_STOP", p);
    }
    let o = c.output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    (o.status.code().unwrap_or(-1), out)
}

/// A plain message from player1 to the judge, `n` its Message-ID's first part.
fn message(n: usize) -> Vec<u8> {
    format!(
        "From: {}\r\nTo: {}\r\nSubject: fetch {n}\r\nMessage-ID: <fetch-{n}@judge.test>\r\n\
         Date: Tue, 01 Dec 2026 09:00:00 +0000\r\n\r\nmessage {n}\r\n",
        address("player1"),
        address("judge")
    )
    .into_bytes()
}

/// The Message-IDs of the Maildir `md`, sorted.
fn ids(md: &Path) -> Vec<String> {
    let mut v: Vec<String> = maildir_messages(md)
        .iter()
        .map(|(_, m)| header(m, "Message-ID"))
        .collect();
    v.sort();
    v
}

#[test]
#[ignore = "needs scripts/mail-servers (Postfix, Dovecot) and PBEM_MAIL_SERVERS"]
fn issue29_a_fetch_stopped_anywhere_and_run_again_delivers_each_message_once() {
    let Some(s) = servers("a_fetch_stopped_anywhere_and_run_again") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let md = tmp.path().join("Maildir");
    for n in 1..=3 {
        s.send_raw(&address("player1"), &address("judge"), &message(n))
            .unwrap();
    }
    s.wait_maildir("judge", 3);
    // Stopped after the first message's rename, before its UID is recorded.
    let (code, out) = fetch(&s, tmp.path(), &md, Some("fetch-delivered"), &[]);
    assert_eq!(code, 137, "{out}");
    assert_eq!(ids(&md).len(), 1);
    // Stopped after recording the first (found delivered), before marking it seen.
    let (code, out) = fetch(&s, tmp.path(), &md, Some("fetch-recorded"), &[]);
    assert_eq!(code, 137, "{out}");
    assert_eq!(ids(&md).len(), 1);
    let (code, out) = fetch(&s, tmp.path(), &md, None, &[]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fetched 2 new message(s)"), "{out}");
    let want: Vec<String> = (1..=3).map(|n| format!("<fetch-{n}@judge.test>")).collect();
    assert_eq!(ids(&md), want, "each message once");
    let (_, out) = fetch(&s, tmp.path(), &md, None, &[]);
    assert!(out.contains("fetched 0 new message(s)"), "{out}");
    // Every message seen on the server, the fetched bytes those Postfix stored.
    let server = maildir_messages(&s.maildir("judge"));
    assert_eq!(server.len(), 3);
    assert!(
        server.iter().all(|(n, _)| n.ends_with(":2,S")),
        "{server:?}"
    );
    let mut stored: Vec<Vec<u8>> = server.into_iter().map(|(_, b)| b).collect();
    let mut local: Vec<Vec<u8>> = maildir_messages(&md).into_iter().map(|(_, b)| b).collect();
    stored.sort();
    local.sort();
    assert_eq!(local, stored, "the files local delivery would have written");

    // A new UIDVALIDITY: the messages were delivered under another number (the state file
    // and the names say so); the mailbox's is new to the fetch, which starts over and
    // delivers nothing twice (by Message-ID).
    let state = tmp.path().join("Maildir.fetch.yaml");
    let text = std::fs::read_to_string(&state).unwrap();
    let uv = text
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_suffix(':')
                .and_then(|n| n.trim_matches('\'').parse::<u32>().ok())
        })
        .unwrap_or_else(|| panic!("{text}"));
    let (old, new) = (format!(".{uv:010}."), format!(".{:010}.", uv + 1));
    std::fs::write(
        &state,
        text.replace(&format!("{uv}:"), &format!("{}:", uv + 1)),
    )
    .unwrap();
    for sub in ["new", "cur"] {
        for e in std::fs::read_dir(md.join(sub)).unwrap() {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_string_lossy().replace(&old, &new);
            std::fs::rename(&p, md.join(sub).join(name)).unwrap();
        }
    }
    let (code, out) = fetch(&s, tmp.path(), &md, None, &[]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("started over") && out.matches("not delivered again").count() == 3,
        "{out}"
    );
    assert_eq!(ids(&md), want);

    // --expunge: the fourth message is delivered, and every message delivered is deleted
    // on the server.
    s.send_raw(&address("player1"), &address("judge"), &message(4))
        .unwrap();
    s.wait_maildir("judge", 4);
    let (_, out) = fetch(&s, tmp.path(), &md, None, &["--expunge"]);
    assert!(out.contains("fetched 1 new message(s)"), "{out}");
    assert_eq!(ids(&md).len(), 4);
    let start = std::time::Instant::now();
    while !maildir_messages(&s.maildir("judge")).is_empty() {
        assert!(start.elapsed().as_secs() < 10, "expunged on the server");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }

    // Over the inbox's limit (10 MB): set aside unread, once, left unseen on the server.
    let line = format!("{}\r\n", "x".repeat(76));
    let big = [message(5), line.repeat(140_000).into_bytes()].concat();
    std::fs::write(s.maildir("judge").join("new/big.judge.test"), &big).unwrap();
    let (_, out) = fetch(&s, tmp.path(), &md, None, &[]);
    assert!(
        out.contains("set aside unread: over the inbox's limit of 10 MB"),
        "{out}"
    );
    assert_eq!(ids(&md).len(), 4);
    let (_, out) = fetch(&s, tmp.path(), &md, None, &[]);
    assert!(!out.contains("set aside"), "{out}");
    let big_left = maildir_messages(&s.maildir("judge"))
        .into_iter()
        .find(|(_, b)| b.len() > 10_000_000)
        .expect("the large message stays on the server");
    assert!(!big_left.0.ends_with('S'), "{}", big_left.0);
}
