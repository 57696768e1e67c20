//! Moderated mode: one mail per player per entry (orders and the entropy line), sealed on
//! receipt, after the moderator's own entropy value; and orders with the entropy line in
//! one mail in the open mode, the value held until every commitment is in.

use crate::support;

use std::path::Path;
use support::messages::{b64_lines, head, maildir};
use support::{campaign, entropy_line, orders, pbem, run, snapshot};

/// One mail with the orders file attached and the entropy line in the text.
fn orders_and_entropy(from: &str, name: &str, bytes: &[u8], line: &str, id: &str) -> String {
    format!(
        "{}Content-Type: multipart/mixed; boundary=\"b1\"\r\n\r\n--b1\r\n\
         Content-Type: text/plain; charset=UTF-8\r\n\r\nMy orders, and my entropy:\r\n{line}\r\n\r\n\
         --b1\r\nContent-Type: application/x-yaml; name=\"{name}\"\r\n\
         Content-Disposition: attachment; filename=\"{name}\"\r\n\
         Content-Transfer-Encoding: base64\r\n\r\n{}--b1--\r\n",
        head(from, "orders", id),
        b64_lines(bytes)
    )
}

const PLAYERS: [(&str, &str); 2] = [("russia", "r@example.org"), ("turkey", "t@example.org")];

/// The mails of entry `k`: each player's orders and entropy line in one message.
fn mails(dir: &Path, k: u32) -> Vec<(String, String)> {
    PLAYERS
        .iter()
        .map(|(p, addr)| {
            let f = orders(dir, p);
            (
                format!("{k}.{p}"),
                orders_and_entropy(
                    addr,
                    &format!("{p}.yaml"),
                    &std::fs::read(&f).unwrap(),
                    &entropy_line(dir, p, k),
                    &format!("{p}{k}@x"),
                ),
            )
        })
        .collect()
}

fn inbox(dir: &Path, md: &Path) -> (bool, String) {
    let o = pbem().arg("inbox").arg(dir).arg(md).output().unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
    )
}

#[test]
fn a_moderated_campaign_plays_with_one_mail_per_player() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let d = dir.to_str().unwrap();
    let cy = dir.join("campaign.yaml");
    let mut text = std::fs::read_to_string(&cy).unwrap();
    text.push_str("mode: moderated\n");
    std::fs::write(&cy, text).unwrap();
    // The reminder asks for the one mail, not a commitment line.
    let out = t.join("reminders");
    run(&[
        "mail",
        "remind",
        d,
        "--transport",
        "file",
        "--out",
        out.to_str().unwrap(),
    ]);
    let mut reminded = 0;
    for e in std::fs::read_dir(&out).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
        if text.contains("To: turkey") || text.contains("Still awaited from you: commitment") {
            assert!(text.contains("send the moderator one mail"), "{text}");
            assert!(!text.contains("then send one line"), "{text}");
            reminded += 1;
        }
    }
    assert!(reminded > 0, "no reminder asked for the orders");
    for k in 1..=2u32 {
        let sub = t.join(format!("m{k}"));
        std::fs::create_dir_all(&sub).unwrap();
        let md = maildir(
            &sub,
            &mails(&dir, k)
                .iter()
                .map(|(n, m)| (n.as_str(), m.clone()))
                .collect::<Vec<_>>(),
        );
        if k == 1 {
            // Before the moderator's value, no orders are taken: the dice must be fixed
            // before the moderator reads any.
            let before = snapshot(&dir);
            let (ok, out) = inbox(&dir, &md);
            assert!(!ok, "{out}");
            assert!(
                out.contains("moderated mode takes orders only after the entropy value of mod"),
                "{out}"
            );
            assert_eq!(before, snapshot(&dir));
        }
        let out = run(&["entropy", "reveal", d, "--participant", "mod"]);
        assert!(out.contains("held until every commitment is in"), "{out}");
        let (ok, out) = inbox(&dir, &md);
        assert!(ok, "{out}");
        assert!(!out.contains("awaiting"), "entry {k}: {out}");
        run(&["resolve", d, "--date", "2026-12-01T10:00:00Z"]);
    }
    let h = dir.join("history");
    let entries: Vec<_> = std::fs::read_dir(&h)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("0000"))
        .collect();
    assert_eq!(entries.len(), 2, "{entries:?}");
    for e in entries {
        // The report mail tells the player to send one mail, not a commitment line.
        let mail = std::fs::read_to_string(h.join(&e).join("mail/turkey.eml")).unwrap();
        assert!(mail.contains("Send the moderator one mail"), "{e}: {mail}");
        assert!(!mail.contains("Send your commitment first"), "{e}: {mail}");
        let entropy = std::fs::read_to_string(h.join(&e).join("entropy.yaml")).unwrap();
        for p in ["mod:", "russia:", "turkey:"] {
            assert!(entropy.contains(p), "{e}: {entropy}");
        }
    }
    pbem().args(["verify", d]).assert().success();
}

#[test]
fn orders_and_the_entropy_line_in_one_mail_are_held_and_used() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let d = dir.to_str().unwrap();
    let all = mails(&dir, 1);
    // Russia's mail alone: its orders and its entropy are held, sealed.
    let md = maildir(&t.join("a"), &[(all[0].0.as_str(), all[0].1.clone())]);
    let (ok, out) = inbox(&dir, &md);
    assert!(ok, "{out}");
    assert!(
        out.contains("entropy of russia for entry 1 held until every commitment is in"),
        "{out}"
    );
    assert!(dir.join("pending/held-entropy.yaml").exists());
    assert!(!dir.join("pending/entropy.yaml").exists());
    let status = run(&["status", d]);
    assert!(
        status.contains("entropy held until commitments close: russia"),
        "{status}"
    );
    // Turkey's mail completes the commitments: both values enter the entry.
    let md = maildir(&t.join("b"), &[(all[1].0.as_str(), all[1].1.clone())]);
    let (ok, out) = inbox(&dir, &md);
    assert!(ok, "{out}");
    assert!(
        out.contains("entropy of russia recorded: every commitment is in"),
        "{out}"
    );
    assert!(!dir.join("pending/held-entropy.yaml").exists());
    run(&["entropy", "reveal", d, "--participant", "mod"]);
    run(&["resolve", d, "--date", "2026-12-01T10:00:00Z"]);
    pbem().args(["verify", d]).assert().success();
}

/// Turns `dir`'s campaign moderated.
fn moderated(dir: &Path) {
    let cy = dir.join("campaign.yaml");
    let mut text = std::fs::read_to_string(&cy).unwrap();
    text.push_str("mode: moderated\n");
    std::fs::write(&cy, text).unwrap();
}

#[test]
fn moderated_void_is_refused_once_a_players_entropy_is_held() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let d = dir.to_str().unwrap();
    moderated(&dir);
    run(&["entropy", "reveal", d, "--participant", "mod"]);
    let all = mails(&dir, 1);
    // Turkey's orders without the entropy line: only the moderator's value is held, so a
    // void is still allowed (that value is required first in this mode).
    let f = orders(&dir, "turkey");
    let plain = orders_and_entropy(
        "t@example.org",
        "turkey.yaml",
        &std::fs::read(&f).unwrap(),
        "",
        "t0@x",
    );
    let md = maildir(&t.join("a"), &[("t0", plain)]);
    let (ok, out) = inbox(&dir, &md);
    assert!(ok, "{out}");
    run(&[
        "void",
        d,
        "--player",
        "turkey",
        "--reason",
        "sent by mistake",
    ]);
    // Russia's mail: the orders and the entropy line, which is held.
    let md = maildir(&t.join("b"), &[(all[0].0.as_str(), all[0].1.clone())]);
    let (ok, out) = inbox(&dir, &md);
    assert!(ok, "{out}");
    assert!(dir.join("pending/held-entropy.yaml").exists());
    support::fails_and_writes_nothing(
        &dir,
        &["void", d, "--player", "russia", "--reason", "disputed"],
        "moderated mode holds the entropy value of russia",
    );
}

#[test]
fn moderated_status_says_the_moderators_entropy_is_awaited_first() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    moderated(&dir);
    let s = run(&["status", d]);
    assert!(
        s.contains("moderated mode: awaiting first the entropy value of mod"),
        "{s}"
    );
    assert!(s.contains("next: pbem entropy reveal"), "{s}");
    run(&["entropy", "reveal", d, "--participant", "mod"]);
    let s = run(&["status", d]);
    assert!(!s.contains("awaiting first"), "{s}");
}
