//! A whole small campaign by real mail, with the moderator's commands of today (`pbem
//! deadline`, `mail remind`, `inbox`, `close`, `resolve`, `mail send`): the Danube 1810 demo
//! (Empires in Arms, both entries the demo plays), its two players scripted mail clients
//! that send orders over SMTP to Postfix, which delivers them into the judge's Maildir;
//! reminders and reports go out through Postfix and each player reads every one back over
//! IMAP from Dovecot. Deadlines by the simulated clock (`--now`, PBEM_CLOCK=simulated).

use crate::mailservers::danube::{new_danube, CAMPAIGN};
use crate::mailservers::servers::{
    address, came_back, contains, header, servers, text_of, Servers, READ, SENT,
};
use crate::support::{entry_dir, loopback_smtp, pbem, run, shipped_orders};
use lettre::Message;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// The demo's campaign id (its shipped orders name it).

/// Player id -> mailbox.
const PLAYERS: [(&str, &str); 2] = [("russia", "player1"), ("turkey", "player2")];

fn mailbox(player: &str) -> &'static str {
    PLAYERS.iter().find(|(p, _)| *p == player).unwrap().1
}

/// The Danube campaign in `tmp` with every player's entropy chain (the secrets beside the
/// campaign, as each player keeps his own).
fn new_campaign(tmp: &Path) -> PathBuf {
    let dir = tmp.join(CAMPAIGN);
    new_danube(&dir, &PLAYERS, None);
    dir
}

/// A pbem mail command sending through Postfix, at the simulated time `now`.
fn mail(s: &Servers, args: &[&str], now: &str) -> String {
    let o = pbem()
        .args(args)
        .args(["--transport", "smtp"])
        .args(loopback_smtp(s.smtp_port))
        .args(["--now", now])
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{args:?}: {text}");
    text
}

/// The player's mail with its orders and entropy line ([`danube::orders_mail`]).
fn orders_mail(player: &str, entry: u32, orders: &Path, entropy: &str) -> Message {
    crate::mailservers::danube::orders_mail(mailbox(player), player, entry, orders, entropy, None)
}

/// `pbem entropy show`'s line for `player` and entry `k` (the player's own secret).
fn entropy(dir: &Path, player: &str, k: u32) -> String {
    crate::support::entropy_line(dir, player, k)
}

/// Each player reads the report of entry `k` over IMAP: one message, its Message-ID the
/// entry's, its bytes those pbem sent (the entry's message with its picture filled in and
/// its PNG part)
/// after the fields Postfix adds in front.
fn reports_read_back(s: &Servers, dir: &Path, k: u32) {
    let entry = entry_dir(dir, k);
    for (p, user) in PLAYERS {
        let id = format!("{CAMPAIGN}.{k:04}.{p}@judge.test");
        let got = s.wait_imap(user, &id, 1);
        assert_eq!(got.len(), 1, "{p}: the report of entry {k} once");
        let m = &got[0];
        assert_eq!(header(m, "Message-ID"), format!("<{id}>"));
        assert!(
            contains(m, &format!("Delivered-To: {}", address(user))),
            "delivered by Postfix"
        );
        let stored = std::fs::read(entry.join(format!("mail/{p}.eml"))).unwrap();
        // The entry keeps the mail naming its picture (0.12.0): sent with it filled in.
        let sent = pbem::mail::picture::as_sent(stored, &entry).unwrap();
        assert!(
            came_back(m, &sent),
            "{p}: entry {k}'s report came back over IMAP as pbem sent it"
        );
        let text = text_of(m);
        assert!(
            text.contains(&format!("entry {k}")) || text.contains(CAMPAIGN),
            "{text}"
        );
    }
}

/// The moderator reads the judge's Maildir with `pbem inbox`, then files the messages read
/// away (out of the Maildir, as a mail client's archive), so the next run reads only new
/// mail: a message of an entry already resolved would be refused.
fn inbox(s: &Servers, tmp: &Path, d: &str) -> String {
    let judge = s.maildir("judge");
    let taken = run(&["inbox", d, judge.to_str().unwrap()]);
    let archive = tmp.join("judge-read");
    std::fs::create_dir_all(&archive).unwrap();
    for sub in ["new", "cur"] {
        for e in std::fs::read_dir(judge.join(sub)).unwrap() {
            let f = e.unwrap().path();
            std::fs::rename(&f, archive.join(f.file_name().unwrap())).unwrap();
        }
    }
    taken
}

/// Entry 1: a deadline, a reminder to both, both send orders and entropy by mail, the
/// judge's Maildir read by `pbem inbox`, resolved, the reports sent and read back.
fn entry_one(s: &Servers, tmp: &Path, dir: &Path) {
    let d = dir.to_str().unwrap();
    run(&[
        "deadline",
        d,
        "--at",
        "2026-12-03T18:00:00Z",
        "--grace",
        "12h",
        "--now",
        "2026-12-01T08:00:00Z",
    ]);
    let reminded = mail(s, &["mail", "remind", d], "2026-12-02T08:00:00Z");
    for (p, user) in PLAYERS {
        let got = s.wait_imap(user, CAMPAIGN, 1);
        assert_eq!(got.len(), 1, "{p}: one reminder: {reminded}");
        assert!(
            text_of(&got[0]).contains("2026-12-03"),
            "{p}: the reminder names the deadline: {}",
            text_of(&got[0])
        );
    }
    for (p, _) in PLAYERS {
        let f = shipped_orders(tmp, "empires-in-arms/demo/danube-1810", CAMPAIGN, 1, p);
        s.send(&orders_mail(p, 1, &f, &entropy(dir, p, 1)));
    }
    s.wait_maildir("judge", 2);
    let taken = inbox(s, tmp, d);
    assert!(!taken.contains("refused"), "{taken}");
    for p in ["russia", "turkey"] {
        assert!(
            taken.contains(&format!("orders of {p} revealed")),
            "{p}: {taken}"
        );
        assert!(taken.contains(&format!("entropy of {p}")), "{p}: {taken}");
    }
    run(&["resolve", d, "--date", "2026-12-02T12:00:00Z"]);
    let sent = mail(s, &["mail", "send", d], "2026-12-02T12:05:00Z");
    assert!(!sent.contains("failed"), "{sent}");
    reports_read_back(s, dir, 1);
}

/// Entry 2: Russia sends orders and entropy, Turkey sends nothing; a reminder reaches
/// Turkey, `pbem close` after the grace gives Turkey the standing orders, the entry is
/// resolved and the reports go out and are read back.
fn entry_two(s: &Servers, tmp: &Path, dir: &Path) {
    let d = dir.to_str().unwrap();
    run(&[
        "deadline",
        d,
        "--at",
        "2026-12-05T18:00:00Z",
        "--grace",
        "12h",
        "--now",
        "2026-12-02T13:00:00Z",
    ]);
    let f = tmp.join("russia-2.yaml");
    run(&[
        "orders",
        "new",
        d,
        "--player",
        "russia",
        "-o",
        f.to_str().unwrap(),
    ]);
    s.send(&orders_mail("russia", 2, &f, &entropy(dir, "russia", 2)));
    s.wait_maildir("judge", 1);
    let taken = inbox(s, tmp, d);
    assert!(
        !taken.contains("refused") && taken.contains("russia"),
        "{taken}"
    );
    let reminded = mail(s, &["mail", "remind", d], "2026-12-05T08:00:00Z");
    let got = s.wait_imap(mailbox("turkey"), CAMPAIGN, 3);
    let reminder = text_of(&got[2]);
    assert!(
        reminder.contains("2026-12-05"),
        "turkey's reminder names the deadline: {reminder} ({reminded})"
    );
    let closed = run(&["close", d, "--now", "2026-12-06T07:00:00Z"]);
    assert!(closed.contains("turkey"), "{closed}");
    let status = run(&["status", d, "--now", "2026-12-06T07:01:00Z"]);
    let mut resolve = vec!["resolve", d, "--date", "2026-12-06T07:05:00Z"];
    if status.contains("--nmr") {
        resolve.extend(["--nmr", "--now", "2026-12-06T07:05:00Z"]);
    }
    let resolved = run(&resolve);
    assert!(!resolved.is_empty(), "{status}");
    let sent = mail(s, &["mail", "send", d], "2026-12-06T07:10:00Z");
    assert!(!sent.contains("failed"), "{sent}");
    reports_read_back(s, dir, 2);
}

#[test]
#[ignore = "needs scripts/mail-servers (Postfix, Dovecot) and PBEM_MAIL_SERVERS"]
fn danube_demo_played_by_real_mail_through_postfix_and_dovecot() {
    let Some(s) = servers("danube_demo_played_by_real_mail_through_postfix_and_dovecot") else {
        return;
    };
    let start = Instant::now();
    let (sent0, read0) = (SENT.load(Ordering::Relaxed), READ.load(Ordering::Relaxed));
    let tmp = tempfile::tempdir().unwrap();
    let dir = new_campaign(tmp.path());
    entry_one(&s, tmp.path(), &dir);
    entry_two(&s, tmp.path(), &dir);
    run(&["verify", dir.to_str().unwrap()]);
    // Each player got each report once, and no message twice.
    for (p, user) in PLAYERS {
        let ids: Vec<String> = s
            .imap_messages(user)
            .iter()
            .map(|m| header(m, "Message-ID"))
            .collect();
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "{p}: a message twice: {ids:?}");
        for k in 1..=2 {
            let report = format!("<{CAMPAIGN}.{k:04}.{p}@judge.test>");
            assert!(ids.contains(&report), "{p}: {report} in {ids:?}");
        }
        println!(
            "mailservers: {p} read {} message(s) over IMAP: {ids:?}",
            ids.len()
        );
    }
    println!(
        "mailservers: the Danube demo by real mail: {} message(s) sent by players over SMTP, \
         {} read back over IMAP (polls included), {:.1} s",
        SENT.load(Ordering::Relaxed) - sent0,
        READ.load(Ordering::Relaxed) - read0,
        start.elapsed().as_secs_f64()
    );
}
