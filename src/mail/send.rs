//! `pbem mail send`: the report messages of a resolved entry, each sent once (the sent log
//! records it); a failure for one recipient is reported and the others still go.

use super::sent::{SentLog, SentRecord};
use super::transport::Transport;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::report::email::mailbox;
use lettre::Address;

/// What happened to one message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fate {
    /// Sent (or written, for the file transport).
    Sent,
    /// In the sent log already: not sent again.
    AlreadySent,
    /// The transport refused it: the server's or program's words.
    Failed(String),
    /// A run stopped while handing it to the server (`mail-sending.yaml`): it may or may
    /// not have been sent, so it is not sent again without `--again`.
    Uncertain,
}

/// One message and its fate.
#[derive(Debug, Clone)]
pub struct Delivery {
    /// Message-ID.
    pub id: String,
    /// Recipient mailbox as in the message.
    pub to: String,
    /// What happened.
    pub fate: Fate,
}

/// A message ready to go: its id, recipient and bytes.
#[derive(Debug, Clone)]
pub struct Outgoing {
    /// Message-ID without brackets.
    pub id: String,
    /// The recipient's mailbox, as the To header gives it.
    pub to: String,
    /// The recipient's address (envelope).
    pub address: Address,
    /// `report` or `reminder`.
    pub kind: &'static str,
    /// Entry the message is about.
    pub entry: u32,
    /// The RFC 5322 bytes.
    pub bytes: Vec<u8>,
}

impl Outgoing {
    /// Reads the Message-ID and To of a built message.
    ///
    /// # Errors
    /// [`Error::Mail`] for a message without them.
    pub fn from_bytes(
        bytes: Vec<u8>,
        kind: &'static str,
        entry: u32,
        file: &str,
    ) -> Result<Outgoing> {
        super::bounds::check(&bytes).map_err(|e| Error::Mail(format!("{file}: {e}")))?;
        let msg = mail_parser::MessageParser::default()
            .parse(&bytes)
            .ok_or_else(|| Error::Mail(format!("{file}: not a message")))?;
        let id = msg
            .message_id()
            .ok_or_else(|| Error::Mail(format!("{file}: no Message-ID")))?
            .to_string();
        let to = msg
            .to()
            .and_then(|a| a.first())
            .ok_or_else(|| Error::Mail(format!("{file}: no To")))?;
        let addr = to
            .address()
            .ok_or_else(|| Error::Mail(format!("{file}: no To address")))?;
        let shown = match to.name() {
            Some(n) => format!("{n} <{addr}>"),
            None => addr.to_string(),
        };
        let address = addr
            .parse()
            .map_err(|e| Error::Mail(format!("{file}: To '{addr}': {e}")))?;
        Ok(Outgoing {
            id,
            to: shown,
            address,
            kind,
            entry,
            bytes,
        })
    }
}

/// The report messages of history entry `name` (its `mail/` folder), sorted by player,
/// each as it is sent: its kept picture filled in and the picture as PNG added
/// ([`super::picture::as_sent`]).
///
/// # Errors
/// Unreadable or malformed messages.
pub fn report_messages(c: &Campaign, name: &str) -> Result<Vec<Outgoing>> {
    let entry: u32 = name[..4].parse().unwrap_or(0);
    let dir = c.history_dir().join(name).join("mail");
    let mut out = Vec::new();
    if !dir.exists() {
        return Ok(out);
    }
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map_err(|e| Error::io(&dir, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    for f in files {
        let bytes = std::fs::read(&f).map_err(|e| Error::io(&f, e))?;
        out.push(Outgoing::from_bytes(
            super::picture::as_sent(bytes, &c.history_dir().join(name))?,
            "report",
            entry,
            &f.display().to_string(),
        )?);
    }
    Ok(out)
}

/// Sends `messages` from the campaign's From through `t`, skipping those in `log` unless
/// `again`; records each one sent (with `now`) as soon as it is sent.
///
/// # Errors
/// A bad From; a log that cannot be written. A refused message is not an error here: its
/// [`Fate::Failed`] says why.
pub fn deliver(
    c: &Campaign,
    t: &Transport,
    messages: Vec<Outgoing>,
    log: &mut SentLog,
    again: bool,
    now: &str,
) -> Result<Vec<Delivery>> {
    let from = mailbox(&c.file.mail.from)?.email;
    deliver_from(&from, &c.dir, t, messages, log, again, now)
}

/// [`deliver`] with the envelope sender `from`, the in-flight list (`mail-sending.yaml`)
/// kept in `dir` beside `log` (the judge's receipts: from the judge's own address).
///
/// # Errors
/// As [`deliver`].
pub fn deliver_from(
    from: &Address,
    dir: &std::path::Path,
    t: &Transport,
    messages: Vec<Outgoing>,
    log: &mut SentLog,
    again: bool,
    now: &str,
) -> Result<Vec<Delivery>> {
    let mut flight = super::sent::InFlight::load(dir)?;
    let mut out = Vec::new();
    for m in messages {
        let logged = t.label().is_some();
        let fate = if log.contains(&m.id) && !again && logged {
            Fate::AlreadySent
        } else if flight.contains(&m.id) && !again && logged {
            Fate::Uncertain
        } else {
            if logged {
                flight.start(&m.id, &m.to)?;
            }
            let fate = match t.send(from, &m.address, &m.id, &m.bytes) {
                Ok(()) => {
                    if let Some(via) = t.label() {
                        log.record(
                            &m.id,
                            SentRecord {
                                to: m.to.clone(),
                                entry: m.entry,
                                kind: m.kind.into(),
                                via: via.into(),
                                at: now.into(),
                            },
                        )?;
                    }
                    Fate::Sent
                }
                Err(e) => Fate::Failed(e.to_string()),
            };
            flight.done(&m.id)?;
            fate
        };
        out.push(Delivery {
            id: m.id,
            to: m.to,
            fate,
        });
    }
    Ok(out)
}
