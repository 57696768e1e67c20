//! `pbem inbox`: reads messages from .eml files, mbox files and Maildir folders, matches
//! each sender to a participant, and records commitments, reveals and entropy values
//! exactly as `pbem commit`, `pbem reveal` and `pbem entropy reveal` would. Commitments
//! of every message go first, then orders, then entropy, so the order the messages
//! arrived in does not matter; orders that come before every commitment is in are held,
//! sealed, until commitments close. Each message is its own transaction: a refused one
//! changes nothing.

use super::extract::{self, Item, MAX_MESSAGE};
use crate::campaign::ahead;
use crate::campaign::check::check_orders;
use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::{commitment, Digest};
use crate::rules::Header;
use crate::yaml::Source;
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

/// What became of one message or item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Recorded: what.
    Took(String),
    /// Held until commitments close: what.
    Held(String),
    /// Recorded before, identically.
    Already(String),
    /// Refused: why. Nothing was recorded.
    Refused(String),
    /// No PBEM content.
    Ignored,
}

/// A line of the report: the message, its sender, and the outcome.
#[derive(Debug, Clone)]
pub struct Line {
    /// The message.
    pub source: String,
    /// Sender address (empty when unknown).
    pub from: String,
    /// Outcome.
    pub outcome: Outcome,
}

fn outcome(r: Result<String>, held: bool) -> Outcome {
    match r {
        Ok(s) if held => Outcome::Held(s),
        Ok(s) => Outcome::Took(s),
        Err(Error::Already(s)) => Outcome::Already(s),
        Err(e) => Outcome::Refused(e.to_string()),
    }
}

/// Takes what the messages carry into the campaign's pending entry.
///
/// # Errors
/// Campaign errors that stop everything (a broken pending folder); each message's own
/// problems are [`Outcome::Refused`] lines.
pub fn take(c: &Campaign, raws: Vec<Raw>) -> Result<Vec<Line>> {
    let mut p = Pending::load(c)?;
    let mut lines = Vec::new();
    // (source, from, participant, item), by pass.
    let mut passes: [Vec<(String, String, String, Item)>; 3] = Default::default();
    for raw in raws {
        let refuse = |from: &str, why: String| Line {
            source: raw.name.clone(),
            from: from.into(),
            outcome: Outcome::Refused(why),
        };
        let letter = match raw.bytes.and_then(|b| extract::letter(&b)) {
            Ok(l) => l,
            Err(e) => {
                lines.push(refuse("", e));
                continue;
            }
        };
        let who = c.file.participants.iter().find(|q| {
            q.email
                .as_deref()
                .and_then(|e| crate::report::email::mailbox(e).ok())
                .is_some_and(|m| m.email.to_string().to_lowercase() == letter.from)
        });
        let Some(who) = who else {
            lines.push(refuse(
                &letter.from,
                format!(
                    "unknown sender {}: not the address of any participant",
                    letter.from
                ),
            ));
            continue;
        };
        if letter.items.is_empty() {
            lines.push(Line {
                source: raw.name.clone(),
                from: letter.from.clone(),
                outcome: Outcome::Ignored,
            });
        }
        for item in letter.items {
            let pass = match &item {
                Item::Commit { .. } | Item::Broken(_) => 0,
                Item::Orders { .. } => 1,
                Item::Entropy { .. } => 2,
            };
            passes[pass].push((
                raw.name.clone(),
                letter.from.clone(),
                who.id.to_string(),
                item,
            ));
        }
    }
    for pass in passes {
        for (source, from, who, item) in pass {
            let o = match item {
                Item::Broken(why) => Outcome::Refused(why),
                Item::Commit {
                    campaign,
                    entry,
                    hash,
                } => outcome(
                    for_entry(c, &p, &campaign, entry)
                        .and_then(|()| Digest::parse(&hash))
                        .and_then(|h| {
                            p.commit(c, &who, h)?;
                            Ok(format!("commitment of {who} for entry {entry}: {h}"))
                        }),
                    false,
                ),
                Item::Orders { candidates, found } => {
                    let held = !p.awaited_commitments(c).is_empty();
                    outcome(orders(c, &mut p, &who, &candidates, &found, &source), held)
                }
                Item::Entropy {
                    campaign,
                    entry,
                    value,
                } => outcome(
                    for_entry(c, &p, &campaign, entry)
                        .and_then(|()| Digest::parse(&value))
                        .and_then(|v| {
                            p.entropy(c, &who, v)?;
                            Ok(format!("entropy of {who} for entry {entry}"))
                        }),
                    false,
                ),
            };
            lines.push(Line {
                source,
                from,
                outcome: o,
            });
        }
        let r = p.release_held(c)?;
        for who in r.revealed {
            lines.push(Line {
                source: "held orders".into(),
                from: String::new(),
                outcome: Outcome::Took(format!("orders of {who} revealed: every commitment is in")),
            });
        }
        for (who, e) in r.refused {
            lines.push(Line {
                source: "held orders".into(),
                from: String::new(),
                outcome: Outcome::Refused(format!("held orders of {who}: {e}")),
            });
        }
    }
    Ok(lines)
}

fn for_entry(c: &Campaign, p: &Pending, campaign: &str, entry: u32) -> Result<()> {
    if campaign != c.file.id {
        return Err(Error::Campaign(format!(
            "for campaign '{campaign}'; this is campaign '{}'",
            c.file.id
        )));
    }
    if entry != p.id.entry {
        return Err(Error::Campaign(format!(
            "for entry {entry}, but the campaign waits for entry {} ({})",
            p.id.entry, p.id.phase
        )));
    }
    Ok(())
}

/// An orders file from `who`: its header must name `who`; the candidate that hashes to the
/// commitment is revealed (or held); with no commitment yet, the file's hash is committed
/// and the file held.
fn orders(
    c: &Campaign,
    p: &mut Pending,
    who: &str,
    candidates: &[Vec<u8>],
    found: &str,
    source: &str,
) -> Result<String> {
    let first = candidates
        .first()
        .ok_or_else(|| Error::Campaign("empty orders".into()))?;
    let name = format!("{source}: {found}");
    let h: Header = Source::new(name.clone(), String::from_utf8_lossy(first)).parse()?;
    if h.player != who {
        return Err(Error::Campaign(format!(
            "{name}: orders of '{}' sent from the address of '{who}'; only a player's own address may send its orders",
            h.player
        )));
    }
    if h.entry > p.id.entry && h.campaign == c.file.id {
        return orders_ahead(c, p.id.entry, h.entry, who, candidates, found, &name);
    }
    for_entry(c, p, &h.campaign, h.entry)
        .map_err(|e| Error::Campaign(format!("{name}: orders {e}")))?;
    let open = !p.awaited_commitments(c).is_empty();
    match p.commitments.get(who).copied() {
        Some(want) => {
            let bytes = candidates
                .iter()
                .find(|b| commitment(b) == want)
                .ok_or_else(|| {
                    Error::Fairness(format!(
                        "{name}: the orders of {who} hash to {}, but {who} committed {want}{}",
                        commitment(first),
                        if found.contains("plain") {
                            " (pasted YAML is changed by mail clients: send the file as an attachment, or the block `pbem orders armor` prints)"
                        } else {
                            ""
                        }
                    ))
                })?
                .clone();
            if open {
                p.hold(who, &name, bytes)?;
                Ok(format!(
                    "orders of {who} ({found}) held until every commitment is in"
                ))
            } else {
                p.reveal(c, who, &name, bytes)?;
                Ok(format!("orders of {who} revealed ({found})"))
            }
        }
        None if open => {
            // Commit to the file as sent, after checking it as `pbem commit FILE` does.
            check_orders(c, p, who, &name, first)?;
            let hash = commitment(first);
            p.commit(c, who, hash)?;
            p.hold(who, &name, first.clone())?;
            Ok(format!(
                "commitment of {who} from the orders file ({found}): {hash}; the orders are held until every commitment is in"
            ))
        }
        None => Err(Error::Fairness(format!(
            "{name}: commitments are closed and {who} has none; {who} gets the standing orders"
        ))),
    }
}

/// Orders for entry `k`, ahead of the waiting entry `next`: committed (if not yet) and held.
fn orders_ahead(
    c: &Campaign,
    next: u32,
    k: u32,
    who: &str,
    candidates: &[Vec<u8>],
    found: &str,
    name: &str,
) -> Result<String> {
    let first = &candidates[0];
    ahead::check_header(
        c,
        next,
        who,
        &Source::new(name, String::from_utf8_lossy(first)),
    )?;
    let bytes = match ahead::commitment_of(c, k, who)? {
        Some(want) => candidates
            .iter()
            .find(|b| commitment(b) == want)
            .ok_or_else(|| {
                Error::Fairness(format!(
                    "{name}: the orders of {who} for entry {k} hash to {}, but {who} committed {want}",
                    commitment(first)
                ))
            })?,
        None => {
            ahead::commit(c, next, k, who, commitment(first))?;
            first
        }
    };
    ahead::hold(c, k, who, name, bytes)?;
    Ok(format!(
        "orders of {who} for entry {k} (ahead; {found}) committed and held until entry {k} waits"
    ))
}
