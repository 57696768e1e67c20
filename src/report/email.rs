//! E-mail messages of a report, built with lettre: deterministic bytes (the Date,
//! Message-ID and MIME boundary come from the resolution, never from the clock or a random
//! source), so `pbem verify` can compare them byte for byte.
//!
//! Shape: `multipart/mixed` with a `text/plain` part (the e-mail template), the player's
//! Markdown report as a `text/markdown` attachment and, for entries of pbem 0.5.0 on, the
//! player's picture of the board as an `image/svg+xml` attachment (for entries of pbem 0.12.0
//! on, kept as a part naming the entry's picture file: [`super::kept`]); `In-Reply-To` and
//! `References` put every message of a campaign for one player in one thread
//! (docs/mail.md).

use crate::error::{Error, Result};
use crate::fairness::Digest;
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::Message;
use std::time::SystemTime;

/// What one message holds.
#[derive(Debug, Clone)]
pub struct Mail<'a> {
    /// From: mailbox ("pbem <moderator@example.org>").
    pub from: &'a str,
    /// Recipient's name.
    pub to_name: &'a str,
    /// Recipient's address.
    pub to_email: &'a str,
    /// Subject.
    pub subject: String,
    /// Message-ID, without angle brackets.
    pub message_id: String,
    /// The message this one answers (without angle brackets), for threading.
    pub in_reply_to: Option<String>,
    /// The thread's message ids, oldest first (without angle brackets).
    pub references: Vec<String>,
    /// Date header.
    pub date: SystemTime,
    /// Plain text body.
    pub body: String,
    /// Attachments, in this order (none: a single `text/plain` part).
    pub attachments: Vec<Attached>,
}

pub use super::attached::{known_type, Attached, KeptAt, MARKDOWN, SVG, YAML};

/// Parses a mailbox ("Name <a@b>" or "a@b").
///
/// # Errors
/// [`Error::Mail`] naming the text.
pub fn mailbox(text: &str) -> Result<Mailbox> {
    text.parse()
        .map_err(|e| Error::Mail(format!("mailbox '{text}': {e}")))
}

/// The domain of a mailbox's address (`example.org` of `pbem <m@example.org>`), used as
/// the right-hand side of Message-IDs.
///
/// # Errors
/// [`Error::Mail`] for a mailbox that does not parse.
pub fn domain(text: &str) -> Result<String> {
    Ok(mailbox(text)?.email.domain().to_string())
}

/// The message ids and subject of one campaign's mail: every message to a player answers
/// the one before it, under the campaign's root id, so clients show one thread per campaign.
#[derive(Debug, Clone)]
pub struct Thread {
    campaign: String,
    domain: String,
}

impl Thread {
    /// The thread of `campaign`, with ids in the domain of the `from` mailbox.
    ///
    /// # Errors
    /// [`Error::Mail`] for a `from` that does not parse.
    pub fn new(campaign: &str, from: &str) -> Result<Thread> {
        Ok(Thread {
            campaign: campaign.to_string(),
            domain: domain(from)?,
        })
    }

    /// The root id `<campaign>@<domain>` every message refers to.
    pub fn root(&self) -> String {
        format!("{}@{}", self.campaign, self.domain)
    }

    /// The report message of `entry` for `player`: `<campaign>.<entry:04>.<player>@<domain>`.
    pub fn report_id(&self, entry: u32, player: &str) -> String {
        format!("{}.{entry:04}.{player}@{}", self.campaign, self.domain)
    }

    /// A reminder: `<campaign>.<entry:04>.remind-<what>-<n>.<player>@<domain>`.
    pub fn reminder_id(&self, entry: u32, what: &str, n: u32, player: &str) -> String {
        format!(
            "{}.{entry:04}.remind-{what}-{n}.{player}@{}",
            self.campaign, self.domain
        )
    }

    /// In-Reply-To and References of a message about `entry` to `player`: the previous
    /// entry's report (or the root for entry 1), and the root before it.
    pub fn follows(&self, entry: u32, player: &str) -> (Option<String>, Vec<String>) {
        if entry <= 1 {
            (Some(self.root()), vec![self.root()])
        } else {
            let parent = self.report_id(entry - 1, player);
            (Some(parent.clone()), vec![self.root(), parent])
        }
    }

    /// The stable subject: `[pbem <campaign>] entry <k>, turn <t>, <phase>: <title>`.
    pub fn subject(&self, entry: u32, info: &crate::rules::PhaseInfo) -> String {
        format!(
            "[pbem {}] entry {entry}, turn {}, {}: {}",
            self.campaign, info.turn, info.phase, info.title
        )
    }
}

/// `X-Pbem-History`: the history hash through the entry a report message is about
/// (docs/fairness.md, section 8), 64 lowercase hex digits, for programs that read mail.
#[derive(Debug, Clone)]
struct HistoryHeader(String);

impl Header for HistoryHeader {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("X-Pbem-History")
    }

    fn parse(s: &str) -> std::result::Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(HistoryHeader(s.to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

/// The RFC 5322 message, as bytes.
///
/// # Errors
/// [`Error::Mail`] for a bad address or header.
pub fn build(m: &Mail) -> Result<Vec<u8>> {
    build_report(m, None)
}

/// The RFC 5322 message of a report, as bytes, with the `X-Pbem-History` header when
/// `history` is given (entries resolved by pbem 0.4.0 on; none for older entries, whose
/// messages keep their bytes).
///
/// # Errors
/// [`Error::Mail`] for a bad address or header.
pub fn build_report(m: &Mail, history: Option<&Digest>) -> Result<Vec<u8>> {
    Ok(message(m, history, &mut |text, as_written| {
        if as_written {
            super::seven_bit::body(text)
        } else {
            super::mail_body::body(text)
        }
    })?
    .formatted())
}

/// The message of a report, each part's body made by `part` from its text and whether it
/// goes as written ([`Attached::as_written`], when the text [`fits`](super::seven_bit::fits)).
pub(super) fn message<'m>(
    m: &'m Mail,
    history: Option<&Digest>,
    part: &mut dyn FnMut(&'m str, bool) -> lettre::message::Body,
) -> Result<Message> {
    let to = Mailbox::new(
        Some(m.to_name.to_string()),
        m.to_email
            .parse()
            .map_err(|e| Error::Mail(format!("address '{}': {e}", m.to_email)))?,
    );
    let mut b = Message::builder()
        .from(mailbox(m.from)?)
        .to(to)
        .subject(m.subject.clone())
        .message_id(Some(format!("<{}>", m.message_id)))
        .date(m.date);
    if let Some(parent) = &m.in_reply_to {
        b = b.in_reply_to(format!("<{parent}>"));
    }
    if !m.references.is_empty() {
        let refs: Vec<String> = m.references.iter().map(|r| format!("<{r}>")).collect();
        b = b.references(refs.join(" "));
    }
    if let Some(h) = history {
        b = b.header(HistoryHeader(h.hex()));
    }
    let text = SinglePart::builder()
        .header(ContentType::TEXT_PLAIN)
        .body(part(&m.body, false));
    if m.attachments.is_empty() {
        return b.singlepart(text).map_err(|e| Error::Mail(e.to_string()));
    }
    // A boundary from the message id: the same message gives the same bytes.
    let boundary = format!("pbem-{}", &Digest::of(m.message_id.as_bytes()).hex()[..32]);
    let mut parts = MultiPart::mixed().boundary(boundary).singlepart(text);
    for a in &m.attachments {
        if let Some(k) = &a.kept {
            parts = parts.singlepart(super::kept::external_part(a, k)?);
            continue;
        }
        let ct = ContentType::parse(a.content_type).map_err(|e| Error::Mail(e.to_string()))?;
        // As written only when it can be: a text that cannot goes as lettre chooses.
        let as_written = a.as_written && super::seven_bit::fits(&a.body);
        parts =
            parts.singlepart(Attachment::new(a.name.clone()).body(part(&a.body, as_written), ct));
    }
    b.multipart(parts).map_err(|e| Error::Mail(e.to_string()))
}
