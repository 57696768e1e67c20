//! The soak's end: every campaign verifies (also from a clone of the remote, with git);
//! every message delivered left `new/` once and was answered by one receipt; every mail
//! the judge logged reached the sink once; a mail not logged is one in flight at a kill.

use super::world::{git, remote_of, World, JUDGE};
use super::Size;
use pbem::judge::receipt::{receipt_id, Answered};
use pbem::mail::sent::{InFlight, SentLog};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The figures the checks counted.
#[derive(Debug, Default)]
pub struct Figures {
    pub entries: u32,
    pub sent: usize,
    pub receipts: usize,
    pub reports: usize,
    pub reminders: usize,
    pub twice: usize,
    pub in_flight: usize,
    pub in_flight_reached: usize,
    /// Receipts answering a message read once with `already` (a kill between recording it
    /// and writing its receipt).
    pub already_once: usize,
}

/// One message the sink was handed: its Message-ID, what it answers, its text.
struct Sunk {
    id: String,
    reply_to: Option<String>,
    text: String,
}

fn sink(dir: &Path) -> Vec<Sunk> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.file_name().unwrap().to_string_lossy().starts_with('.') {
            continue;
        }
        let bytes = std::fs::read(&p).unwrap();
        let m = mail_parser::MessageParser::default().parse(&bytes).unwrap();
        out.push(Sunk {
            id: m.message_id().unwrap().to_string(),
            reply_to: m.in_reply_to().as_text().map(str::to_string),
            text: m.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
        });
    }
    out
}

/// Every check; the figures.
pub fn all(w: &World, size: &Size) -> Figures {
    let mut f = Figures::default();
    maildir(w);
    let mut logged: BTreeMap<String, String> = BTreeMap::new();
    let mut flying: BTreeSet<String> = BTreeSet::new();
    let mut reports: BTreeSet<String> = BTreeSet::new();
    for dir in std::iter::once(w.root.clone()).chain(w.camps.iter().map(|c| c.dir.clone())) {
        for (id, r) in SentLog::load(&dir).unwrap().messages {
            logged.insert(id, r.kind);
        }
        flying.extend(InFlight::load(&dir).unwrap().messages.into_keys());
    }
    for c in &w.camps {
        f.entries += c.resolved();
        let v = super::run(&["verify", c.dir.to_str().unwrap()]);
        let n = c.resolved();
        assert!(
            v.contains(&format!("{n} entries replayed")),
            "{}: {v}",
            c.id
        );
        for e in std::fs::read_dir(c.dir.join("history")).unwrap() {
            let mail = e.unwrap().path().join("mail");
            for m in std::fs::read_dir(&mail).into_iter().flatten() {
                let bytes = std::fs::read(m.unwrap().path()).unwrap();
                let p = mail_parser::MessageParser::default().parse(&bytes).unwrap();
                reports.insert(p.message_id().unwrap().to_string());
            }
        }
    }
    let sunk = sink(&w.sink);
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for s in &sunk {
        *count.entry(&s.id).or_default() += 1;
    }
    f.sent = sunk.len();
    f.twice = count.values().filter(|&&n| n > 1).count();
    for (id, n) in &count {
        assert!(
            logged.contains_key(*id) || flying.contains(*id),
            "{id} was sent ({n} times) but is neither logged nor in flight"
        );
    }
    for (id, kind) in &logged {
        let n = count.get(id.as_str()).copied().unwrap_or(0);
        assert_eq!(
            n, 1,
            "{kind} {id} logged as sent, reached the sink {n} time(s)"
        );
        match kind.as_str() {
            "receipt" => f.receipts += 1,
            "report" => f.reports += 1,
            _ => f.reminders += 1,
        }
    }
    f.in_flight = flying.len();
    f.in_flight_reached = flying
        .iter()
        .filter(|id| count.contains_key(id.as_str()))
        .count();
    assert!(
        flying
            .iter()
            .all(|id| count.get(id.as_str()).copied().unwrap_or(0) <= 1),
        "a mail in flight at a kill was sent twice"
    );
    // Every message delivered got one receipt (logged, or in flight at a kill); every
    // report of every entry went (or was in flight).
    for id in &w.delivered_ids {
        let a = Answered {
            to: "",
            subject: "",
            message_id: Some(id),
            name: "",
        };
        let r = receipt_id(&a, JUDGE);
        assert!(
            logged.contains_key(&r) || flying.contains(&r),
            "the message {id} was never answered"
        );
    }
    for id in &reports {
        assert!(
            logged.contains_key(id) || flying.contains(id),
            "the report {id} was never sent"
        );
    }
    let copies: BTreeSet<&str> = w
        .delivered_ids
        .iter()
        .filter(|i| i.contains(".1.tb@"))
        .map(String::as_str)
        .collect();
    f.already_once = sunk
        .iter()
        .filter(|s| s.text.contains("\nalready: "))
        .filter(|s| s.reply_to.as_deref().is_some_and(|r| !copies.contains(r)))
        .count();
    if size.git {
        remote(w);
    }
    assert_eq!(f.twice, 0, "mail sent twice");
    f
}

/// `new/` is empty and `cur/` holds each message delivered exactly once, seen.
fn maildir(w: &World) {
    let list = |sub: &str| -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(w.root.join("Maildir").join(sub))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    assert_eq!(list("new"), Vec::<String>::new(), "messages left unread");
    let mut want: Vec<String> = w.delivered.iter().map(|n| format!("{n}:2,S")).collect();
    want.sort();
    assert_eq!(list("cur"), want);
}

/// Each campaign's remote holds what the judge holds, and a clone of it verifies
/// (players' `git pull && pbem verify`).
fn remote(w: &World) {
    for c in &w.camps {
        let bare = remote_of(w.tmp.path(), &c.id);
        assert_eq!(
            git(&bare, &["rev-parse", "main"]),
            git(&c.dir, &["rev-parse", "HEAD"]),
            "{}: the judge's work is not all pushed",
            c.id
        );
        assert_eq!(
            git(&c.dir, &["status", "--porcelain"]),
            "",
            "{}: uncommitted work",
            c.id
        );
        let clone = w.tmp.path().join("clones").join(&c.id);
        git(
            w.tmp.path(),
            &[
                "clone",
                "-q",
                bare.to_str().unwrap(),
                clone.to_str().unwrap(),
            ],
        );
        super::run(&["verify", clone.to_str().unwrap()]);
    }
}
