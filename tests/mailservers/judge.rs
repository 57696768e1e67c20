//! The judge (`pbem judge run ROOT`, docs/judge.md) on real servers: the Danube 1810 demo
//! with its two players as scripted mail clients sending over SMTP to Postfix, Postfix
//! delivering into the judge's Maildir (judge.yaml `maildir:`), the judge answering each
//! message with a receipt and mailing reminders and reports through Postfix (judge.yaml
//! `smtp:`), and each player reading every one back over IMAP from Dovecot. The judge's
//! runs are at simulated times (`--now`, PBEM_CLOCK=simulated); nobody types a moderator's
//! command but `pbem deadline`.

use crate::mailservers::danube::{new_danube, CAMPAIGN};
use crate::mailservers::servers::{
    address, came_back, header, servers, text_of, Servers, DOMAIN, PASSWORD, READ, SENT,
};
use crate::support::{entry_dir, pbem, run, shipped_orders};
use lettre::Message;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// The demo's campaign id (its shipped orders name it).

/// Player id -> mailbox.
const PLAYERS: [(&str, &str); 2] = [("russia", "player3"), ("turkey", "player4")];

fn mailbox(player: &str) -> &'static str {
    PLAYERS.iter().find(|(p, _)| *p == player).unwrap().1
}

/// ROOT with judge.yaml (the judge's Maildir, Postfix as its SMTP server) and the campaign,
/// a moderator `mod` whose secret the judge keeps; the players' secrets are moved out of
/// ROOT into `players/` (each player keeps his own).
pub fn judge_root(s: &Servers, tmp: &Path) -> (PathBuf, PathBuf) {
    let root = tmp.join("root");
    let dir = root.join(CAMPAIGN);
    new_danube(&dir, &PLAYERS, Some("mod"));
    let players = tmp.join("players");
    std::fs::create_dir_all(&players).unwrap();
    for (p, _) in PLAYERS {
        let name = format!("{p}.secret.yaml");
        let secrets = root.join(format!("{CAMPAIGN}.secrets"));
        std::fs::rename(secrets.join(&name), players.join(&name)).unwrap();
    }
    std::fs::write(
        root.join("judge.yaml"),
        format!(
            "address: pbem judge <{}>\nmaildir: {}\nsmtp: {{host: 127.0.0.1, port: {}, security: none}}\n",
            address("judge"),
            s.maildir("judge").display(),
            s.smtp_port
        ),
    )
    .unwrap();
    (root, dir)
}

/// As [`judge_root`], but the judge reads its mailbox over IMAP (judge.yaml `fetch:`, the
/// password in a file) into a Maildir of its own under ROOT.
pub fn judge_root_fetching(s: &Servers, tmp: &Path) -> (PathBuf, PathBuf) {
    let (root, dir) = judge_root(s, tmp);
    std::fs::write(tmp.join("imap-password"), format!("{PASSWORD}\n")).unwrap();
    std::fs::write(
        root.join("judge.yaml"),
        format!(
            "address: pbem judge <{}>\nmaildir: Maildir\nsmtp: {{host: 127.0.0.1, port: {}, security: none}}\n\
             fetch: {{imap: '{}', password_file: {}}}\n",
            address("judge"),
            s.smtp_port,
            imap_url(s),
            tmp.join("imap-password").display()
        ),
    )
    .unwrap();
    (root, dir)
}

/// The judge's mailbox as `pbem mail fetch --imap` takes it (plain text on loopback: the
/// script's Dovecot has no TLS).
pub fn imap_url(s: &Servers) -> String {
    format!("imap://judge%40{DOMAIN}@127.0.0.1:{}?plain", s.imap_port)
}

/// `pbem judge run ROOT --now NOW`: its output.
pub fn judge_run(root: &Path, now: &str) -> String {
    let o = pbem()
        .args(["judge", "run"])
        .arg(root)
        .args(["--now", now])
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "judge run at {now}: {s}");
    s
}

/// The player's `PBEM-ENTROPY` line for entry `k`, from the secret he keeps.
fn entropy(tmp: &Path, dir: &Path, player: &str, k: u32) -> String {
    let secret = tmp.join("players").join(format!("{player}.secret.yaml"));
    run(&[
        "entropy",
        "show",
        dir.to_str().unwrap(),
        "--participant",
        player,
        "--entry",
        &k.to_string(),
        "--secret",
        secret.to_str().unwrap(),
    ])
    .lines()
    .find(|l| l.starts_with("PBEM-ENTROPY"))
    .unwrap()
    .to_string()
}

/// One mail: the orders file attached and the entropy line in the text
/// ([`danube::orders_mail`]); its Message-ID.
fn orders_mail(player: &str, entry: u32, orders: &Path, entropy: &str) -> (Message, String) {
    let id = format!("{player}.{entry}.client@judge.test");
    let m = crate::mailservers::danube::orders_mail(
        mailbox(player),
        player,
        entry,
        orders,
        entropy,
        Some(&id),
    );
    (m, id)
}

/// The player reads, over IMAP, the receipt that answers his message `id`: auto-replied
/// (RFC 3834), in reply to it, saying what was taken.
fn receipt_read_back(s: &Servers, player: &str, id: &str) -> String {
    let got = s.wait_imap(mailbox(player), &format!("In-Reply-To: <{id}>"), 1);
    assert_eq!(got.len(), 1, "{player}: one receipt for {id}");
    assert_eq!(header(&got[0], "Auto-Submitted"), "auto-replied");
    let text = text_of(&got[0]);
    assert!(text.contains(player), "{player}: {text}");
    text
}

/// Each player reads the report of entry `k` over IMAP, as the judge sent it.
fn reports_read_back(s: &Servers, dir: &Path, k: u32) {
    let entry = entry_dir(dir, k);
    for (p, user) in PLAYERS {
        let id = format!("{CAMPAIGN}.{k:04}.{p}@judge.test");
        let got = s.wait_imap(user, &id, 1);
        let report: Vec<&Vec<u8>> = got
            .iter()
            .filter(|m| header(m, "Message-ID") == format!("<{id}>"))
            .collect();
        assert_eq!(report.len(), 1, "{p}: the report of entry {k} once");
        let stored = std::fs::read(entry.join(format!("mail/{p}.eml"))).unwrap();
        assert!(
            came_back(
                report[0],
                &pbem::mail::picture::as_sent(stored, &entry).unwrap()
            ),
            "{p}: entry {k}'s report came back over IMAP as the judge sent it"
        );
    }
}

/// Runs the judge at each time in turn until its output holds `until`; the outputs.
fn run_until(root: &Path, times: &[&str], until: &str) -> String {
    let mut all = String::new();
    for t in times {
        let out = judge_run(root, t);
        all.push_str(&out);
        if out.contains(until) {
            return all;
        }
    }
    panic!("the judge never said {until:?}: {all}");
}

#[test]
#[ignore = "needs scripts/mail-servers (Postfix, Dovecot) and PBEM_MAIL_SERVERS"]
fn the_judge_runs_the_danube_demo_from_real_mail_and_every_player_reads_every_answer() {
    let Some(s) = servers("the_judge_runs_the_danube_demo_from_real_mail") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let (root, dir) = judge_root(&s, tmp.path());
    play_danube(&s, tmp.path(), &root, &dir, "its Maildir");
}

#[test]
#[ignore = "needs scripts/mail-servers (Postfix, Dovecot) and PBEM_MAIL_SERVERS"]
fn issue29_the_judge_fetching_over_imap_runs_the_danube_demo_and_takes_each_message_once() {
    let Some(s) = servers("the_judge_fetching_over_imap_runs_the_danube_demo") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let (root, dir) = judge_root_fetching(&s, tmp.path());
    play_danube(&s, tmp.path(), &root, &dir, "IMAP (judge.yaml fetch:)");
    // Every message of the judge's mailbox was fetched once into the judge's own Maildir,
    // and is seen on the server.
    let server = crate::mailservers::servers::maildir_messages(&s.maildir("judge"));
    let local = crate::mailservers::servers::maildir_messages(&root.join("Maildir"));
    assert_eq!(server.len(), 3, "{server:?}");
    assert!(
        server
            .iter()
            .all(|(name, _)| name.contains(":2,") && name.ends_with('S')),
        "seen on the server: {server:?}"
    );
    let ids = |v: &[(String, Vec<u8>)]| {
        let mut ids: Vec<String> = v.iter().map(|(_, m)| header(m, "Message-ID")).collect();
        ids.sort();
        ids
    };
    assert_eq!(ids(&local), ids(&server), "each message fetched once");
}

/// Plays the Danube demo's two entries by real mail with the judge set up in `root`, which
/// reads its mail by `way`.
fn play_danube(s: &Servers, tmp: &Path, root: &Path, dir: &Path, way: &str) {
    let start = Instant::now();
    let (sent0, read0) = (SENT.load(Ordering::Relaxed), READ.load(Ordering::Relaxed));
    let d = dir.to_str().unwrap();

    // Entry 1: both players send orders and entropy in one mail each; the judge answers
    // each, reveals the moderator's value, resolves and mails the reports.
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
    let mut ids = Vec::new();
    for (p, _) in PLAYERS {
        let f = shipped_orders(tmp, "empires-in-arms/demo/danube-1810", CAMPAIGN, 1, p);
        let (m, id) = orders_mail(p, 1, &f, &entropy(tmp, &dir, p, 1));
        s.send(&m);
        ids.push((p, id));
    }
    s.wait_maildir("judge", 2);
    let out = run_until(
        &root,
        &[
            "2026-12-01T09:00:00Z",
            "2026-12-01T09:10:00Z",
            "2026-12-01T09:20:00Z",
        ],
        "resolved 0001-",
    );
    for (p, id) in &ids {
        let text = receipt_read_back(&s, p, id);
        assert!(
            text.contains("commitment of") || text.contains("orders of"),
            "{p}: {text}"
        );
    }
    reports_read_back(&s, &dir, 1);
    assert!(!out.contains("refused"), "{out}");

    // Entry 2: Russia sends, Turkey is silent: the judge reminds Turkey before the
    // deadline, closes commitments after the grace (Turkey: the standing orders) and
    // resolves; the reports are read back.
    run(&[
        "deadline",
        d,
        "--at",
        "2026-12-05T18:00:00Z",
        "--grace",
        "2h",
        "--now",
        "2026-12-01T10:00:00Z",
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
    let (m, id) = orders_mail("russia", 2, &f, &entropy(tmp, &dir, "russia", 2));
    s.send(&m);
    s.wait_maildir("judge", 3);
    judge_run(&root, "2026-12-02T00:00:00Z");
    receipt_read_back(&s, "russia", &id);
    let reminded = judge_run(&root, "2026-12-05T08:00:00Z");
    let got = s.wait_imap(mailbox("turkey"), "(reminder", 1);
    assert!(
        text_of(&got[0]).contains("2026-12-05"),
        "the reminder names the deadline: {reminded}"
    );
    let out = run_until(
        &root,
        &[
            "2026-12-05T20:00:01Z",
            "2026-12-05T21:00:00Z",
            "2026-12-06T20:00:02Z",
            "2026-12-06T21:00:00Z",
        ],
        "resolved 0002-",
    );
    assert!(out.contains("standing orders"), "{out}");
    reports_read_back(&s, &dir, 2);
    let v = run(&["verify", d]);
    assert!(v.contains("2 entries replayed byte for byte"), "{v}");
    // A run with nothing new sends nothing; nobody got a message twice.
    judge_run(&root, "2026-12-06T22:00:00Z");
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
        println!(
            "mailservers: judge: {p} read {} message(s): {ids:?}",
            ids.len()
        );
    }
    println!(
        "mailservers: the judge ran the Danube demo by real mail, reading it by {way}: {} \
         message(s) sent by players over SMTP, {} read back over IMAP (polls included), {:.1} s",
        SENT.load(Ordering::Relaxed) - sent0,
        READ.load(Ordering::Relaxed) - read0,
        start.elapsed().as_secs_f64()
    );
}
