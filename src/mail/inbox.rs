//! `pbem inbox`: reads messages from .eml files, mbox files and Maildir folders, matches
//! each sender to a participant, and records commitments, reveals and entropy values
//! exactly as `pbem commit`, `pbem reveal` and `pbem entropy reveal` would. Commitments
//! of every message go first, then orders, then entropy, so the order the messages
//! arrived in does not matter; orders that come before every commitment is in are held,
//! sealed, until commitments close. Each message is its own transaction: a refused one
//! changes nothing (src/mail/txn.rs).

use super::apply::{self, Keys};
use super::extract::{self, Item, MAX_MESSAGE};
use super::inbox_held::{self as held, Held};
use super::txn::Snapshot;
use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use std::io::Read;
use std::path::Path;

/// One message as read: where from, and its bytes or why it was not read.
#[derive(Debug)]
pub struct Raw {
    /// `file`, `file#3` (mbox) or `maildir/new/name`.
    pub name: String,
    /// The bytes, or the reason they were not read.
    pub bytes: std::result::Result<Vec<u8>, String>,
}

fn read_limited(path: &Path) -> std::result::Result<Vec<u8>, String> {
    let size = std::fs::metadata(path).map_err(|e| e.to_string())?.len();
    if size > MAX_MESSAGE {
        return Err(extract::too_large(size));
    }
    std::fs::read(path).map_err(|e| e.to_string())
}

/// Reads every message of `paths`: a folder with `cur/` or `new/` is a Maildir, a file
/// starting with `From ` an mbox, any other file one message.
///
/// # Errors
/// A path that cannot be read at all.
pub fn read_messages(paths: &[std::path::PathBuf]) -> Result<Vec<Raw>> {
    let mut out = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut files = Vec::new();
            for sub in ["new", "cur"] {
                let d = path.join(sub);
                if d.is_dir() {
                    for e in std::fs::read_dir(&d).map_err(|e| Error::io(&d, e))? {
                        files.push(e.map_err(|e| Error::io(&d, e))?.path());
                    }
                }
            }
            if files.is_empty() && !path.join("new").is_dir() && !path.join("cur").is_dir() {
                return Err(Error::Mail(format!(
                    "{}: a folder that is not a Maildir (no cur/ or new/)",
                    path.display()
                )));
            }
            files.sort();
            for f in files {
                out.push(Raw {
                    name: f.display().to_string(),
                    bytes: read_limited(&f),
                });
            }
            continue;
        }
        let mut head = [0u8; 5];
        let n = std::fs::File::open(path)
            .and_then(|mut f| f.read(&mut head))
            .map_err(|e| Error::io(path, e))?;
        if &head[..n] == b"From " {
            let file = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
            let it =
                mail_parser::mailbox::mbox::MessageIterator::new(std::io::BufReader::new(file));
            for (i, m) in it.enumerate() {
                let name = format!("{}#{}", path.display(), i + 1);
                out.push(Raw {
                    name,
                    bytes: match m {
                        Ok(m) if m.contents().len() as u64 > MAX_MESSAGE => {
                            Err(extract::too_large(m.contents().len() as u64))
                        }
                        Ok(m) => Ok(m.unwrap_contents()),
                        Err(_) => Err("malformed mbox entry".into()),
                    },
                });
            }
        } else {
            out.push(Raw {
                name: path.display().to_string(),
                bytes: read_limited(path),
            });
        }
    }
    Ok(out)
}

pub use super::apply::Outcome;

/// A line of the report: the message, its sender, and the outcome.
#[derive(Debug, Clone)]
pub struct Line {
    /// The message.
    pub source: String,
    /// Sender address (empty when unknown).
    pub from: String,
    /// Outcome.
    pub outcome: Outcome,
    /// What became of a held item later in the same reading (its orders revealed when a
    /// later message completed the commitments, say); None when the outcome stands.
    pub then: Option<Outcome>,
}

/// How the inbox authenticates senders beyond their From address.
#[derive(Debug, Clone, Default)]
pub struct Auth {
    /// Mail keys of the players whose commitments must be tagged ([`super::key`]).
    pub keys: Keys,
    /// The authserv-id of the receiving server whose DKIM results are trusted
    /// ([`super::dkim`]); every message must pass there.
    pub trust_dkim: Option<String>,
    /// Who sends the catch-up mail of a handover taken from the moderator's mail (the
    /// moderator's answer says it).
    pub catch_up: super::handover::CatchUp,
}

/// One message to take: where from, its sender, and its items.
struct Message {
    source: String,
    from: String,
    who: String,
    items: Vec<Item>,
}

/// Takes what the messages carry into the campaign's pending entry. Each message is one
/// transaction: when any of its items is refused, the pending entry and the orders ahead
/// are put back as they were before it. Messages carrying only commitments go first, then
/// those with orders, then those with entropy values (so the order messages arrived in does
/// not matter); within a message, commitments, then orders, then entropy. `auth`: mail keys
/// and the trusted DKIM server, if any.
///
/// # Errors
/// Campaign errors that stop everything (a broken pending folder); each message's own
/// problems are [`Outcome::Refused`] lines.
pub fn take(c: &Campaign, raws: Vec<Raw>, auth: &Auth) -> Result<Vec<Line>> {
    // Handovers by the moderator's mail first: they change who plays (campaign.yaml), so
    // the other messages are matched to their senders afterwards (issue 29).
    let (first, rest): (Vec<Raw>, Vec<Raw>) = raws.into_iter().partition(|r| {
        r.bytes
            .as_ref()
            .is_ok_and(|b| b.windows(13).any(|w| w == b"PBEM-HANDOVER"))
    });
    if first.is_empty() {
        return take_batch(c, rest, auth);
    }
    let mut lines = take_batch(c, first, auth)?;
    let c = Campaign::open(&c.dir)?;
    lines.extend(take_batch(&c, rest, auth)?);
    Ok(lines)
}

/// What one batch's messages are taken with, and the lines they gave.
struct Batch<'a> {
    c: &'a Campaign,
    auth: &'a Auth,
    /// The folders each message's transaction snapshots: `pending/` and `ahead/`.
    roots: [std::path::PathBuf; 2],
    /// Since when the campaign is paused, if it is.
    paused: Option<String>,
    lines: Vec<Line>,
    held: Held,
}

/// [`take`] of one batch, matched against `c` as it is.
fn take_batch(c: &Campaign, raws: Vec<Raw>, auth: &Auth) -> Result<Vec<Line>> {
    let mut p = Pending::load(c)?;
    let mut b = Batch {
        c,
        auth,
        roots: [c.dir.join("pending"), c.dir.join("ahead")],
        paused: held::paused_since(c)?,
        lines: Vec::new(),
        held: Held::default(),
    };
    let mut messages = Vec::new();
    for raw in raws {
        match sort_out(c, raw, auth) {
            Ok(m) => messages.push(m),
            Err(line) => b.lines.push(line),
        }
    }
    messages.sort_by_key(|m| m.items.iter().map(apply::pass).max());
    let mut group = 0;
    for m in messages {
        let g = m.items.iter().map(apply::pass).max().unwrap_or(0);
        while group < g {
            release(&mut b, &mut p)?;
            group += 1;
        }
        take_message(&mut b, &mut p, m)?;
    }
    release(&mut b, &mut p)?;
    Ok(b.lines)
}

/// Releases the held orders and entropy values once every commitment is in: a line for
/// each, and the same outcome on the line of the item this reading held.
///
/// # Errors
/// Writing the pending entry.
fn release(b: &mut Batch, p: &mut Pending) -> Result<()> {
    for r in held::release(b.c, p)? {
        for i in b.held.take(&r.who, r.kind) {
            b.lines[i].then = Some(r.outcome.clone());
        }
        b.lines.push(Line {
            source: r.source.into(),
            from: String::new(),
            outcome: r.outcome,
            then: None,
        });
    }
    Ok(())
}

/// Reads one message and finds its sender among the participants: the message to take
/// (its items in the order they apply), or the line that says why not (unreadable, a
/// stranger's, an unknown sender's with PBEM content, failing DKIM, or carrying nothing).
fn sort_out(c: &Campaign, raw: Raw, auth: &Auth) -> std::result::Result<Message, Line> {
    let refuse = |from: &str, why: String| Line {
        source: raw.name.clone(),
        from: from.into(),
        outcome: Outcome::Refused(why),
        then: None,
    };
    let letter = match raw.bytes.and_then(|b| extract::letter(&b)) {
        Ok(l) => l,
        Err(e) => return Err(refuse("", e)),
    };
    let who = c.file.participants.iter().find(|q| {
        q.email
            .as_deref()
            .and_then(|e| crate::report::email::mailbox(e).ok())
            .is_some_and(|m| m.email.to_string().to_lowercase() == letter.from)
    });
    let Some(who) = who else {
        if letter.items.is_empty() {
            return Err(Line {
                source: raw.name.clone(),
                from: letter.from.clone(),
                outcome: Outcome::Stranger,
                then: None,
            });
        }
        return Err(refuse(
            &letter.from,
            format!(
                "unknown sender {}: not the address of any participant, and the message carries PBEM content",
                letter.from
            ),
        ));
    };
    if let Some(server) = &auth.trust_dkim {
        if let Err(why) = super::dkim::check(&letter.authentication, server, &letter.from) {
            return Err(refuse(&letter.from, why));
        }
    }
    if letter.items.is_empty() {
        return Err(Line {
            source: raw.name.clone(),
            from: letter.from.clone(),
            outcome: Outcome::Ignored,
            then: None,
        });
    }
    let mut items = letter.items;
    items.sort_by_key(apply::pass);
    Ok(Message {
        source: raw.name,
        from: letter.from,
        who: who.id.to_string(),
        items,
    })
}

/// Takes one message's items as one transaction: when one is refused, the pending entry
/// and the orders ahead are put back as they were before the message, and its line says
/// so; else a line per item taken (an entropy value of a paused campaign is not taken,
/// and says so).
///
/// # Errors
/// Snapshotting or restoring the folders; reloading the pending entry.
fn take_message(b: &mut Batch, p: &mut Pending, m: Message) -> Result<()> {
    let c = b.c;
    let snapshot = Snapshot::take(&b.roots)?;
    let mut taken = Vec::new();
    let mut refused = None;
    for item in m.items {
        let kind = held::kind(&item);
        if let Some(o) = held::paused_entropy(c, &item, b.paused.as_deref()) {
            taken.push((o, None));
            continue;
        }
        match apply::item(c, p, &b.auth.keys, &m.who, item, &m.source, b.auth.catch_up) {
            Outcome::Refused(why) => {
                refused = Some(why);
                break;
            }
            o => taken.push((o, kind)),
        }
    }
    let line = |outcome| Line {
        source: m.source.clone(),
        from: m.from.clone(),
        outcome,
        then: None,
    };
    match refused {
        Some(why) => {
            snapshot.restore()?;
            *p = Pending::load(c)?;
            b.lines.push(line(Outcome::Refused(if taken.is_empty() {
                why
            } else {
                format!("{why}; the rest of this message was not recorded either")
            })));
        }
        None => {
            for (o, kind) in taken {
                b.held.note(b.lines.len(), &m.who, kind, &o);
                b.lines.push(line(o));
            }
        }
    }
    Ok(())
}
