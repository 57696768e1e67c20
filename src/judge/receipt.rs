//! Receipts: the answer to each sender of each message, at once, in the words `pbem inbox`
//! prints (took, held, already, not used, ignored, refused and why). Every receipt is
//! `Auto-Submitted: auto-replied` (RFC 3834) and answers its message (`In-Reply-To`); its
//! Message-ID is made from the message answered, so the sent log never lets one message
//! be answered twice. Strangers get at most one short refusal per address per day
//! (`strangers.yaml` in ROOT), or none.

use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::mail::inbox::{Line, Outcome};
use crate::mail::send::Outgoing;
use crate::store::write_atomic;
use crate::yaml::{self, Source};
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::Mailbox;
use lettre::Message;
use std::collections::BTreeMap;
use std::path::Path;

/// The `kind` receipts have in the sent log.
pub const KIND: &str = "receipt";

/// What a receipt answers: the message's sender, subject and Message-ID (or, without
/// one, its name in the Maildir, which makes the receipt's id).
#[derive(Debug, Clone)]
pub struct Answered<'a> {
    /// The sender's address.
    pub to: &'a str,
    /// The message's subject.
    pub subject: &'a str,
    /// The message's Message-ID, without brackets.
    pub message_id: Option<&'a str>,
    /// The message's name in the Maildir (without flags).
    pub name: &'a str,
}

/// The receipt's Message-ID: `receipt.<first 32 hex digits of SHA-256 of the answered
/// message's id or name>@<domain of the judge>`.
pub fn receipt_id(a: &Answered, judge: &str) -> String {
    let key = a.message_id.unwrap_or(a.name);
    let domain = crate::report::email::domain(judge).unwrap_or_else(|_| "localhost".into());
    format!(
        "receipt.{}@{domain}",
        &Digest::of(key.as_bytes()).hex()[..32]
    )
}

/// The body of a campaign's receipt: one line per item of the message, as `pbem inbox`
/// prints it, after a line naming the campaign and the entry it waits for. An item held
/// and released by the same reading says what became of it, then how it was held.
pub fn body(campaign: &str, entry: u32, lines: &[&Line]) -> String {
    let mut out = format!(
        "pbem judge: your message, read for campaign {campaign} (waiting for entry {entry}):\n\n"
    );
    for l in lines {
        let Some((word, text)) = l.outcome.words() else {
            continue;
        };
        match l.then.as_ref().and_then(Outcome::words) {
            Some((now, what)) => out.push_str(&format!("{now}: {what} (first {word}: {text})\n")),
            None => out.push_str(&format!("{word}: {text}\n")),
        }
    }
    out.push_str(
        "\nA refused message changed nothing: send it again corrected. This answer is automatic.\n",
    );
    out
}

/// The short refusal a stranger (an address no campaign has) gets.
pub fn stranger_body(from: &str) -> String {
    format!(
        "pbem judge: {from} is not the address of a participant of any campaign this judge runs, \
         so your message was not read.\nYou get this answer at most once a day. This answer is automatic.\n"
    )
}

/// A receipt from `judge` (its mailbox) answering `a` with `body`, dated `now`, about
/// `entry` (the sent log's; 0 for mail no campaign took).
///
/// # Errors
/// [`Error::Mail`] for a bad address or time.
pub fn build(judge: &str, a: &Answered, body: String, now: &str, entry: u32) -> Result<Outgoing> {
    let id = receipt_id(a, judge);
    let to: Mailbox =
        a.to.parse()
            .map_err(|e| Error::Mail(format!("address '{}': {e}", a.to)))?;
    let subject = if a.subject.to_ascii_lowercase().starts_with("re:") {
        a.subject.to_string()
    } else {
        format!("Re: {}", a.subject)
    };
    let mut b = Message::builder()
        .from(crate::report::email::mailbox(judge)?)
        .to(to)
        .subject(subject)
        .message_id(Some(format!("<{id}>")))
        .date(crate::campaign::deadline::time("--now", now)?)
        .raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("Auto-Submitted"),
            "auto-replied".to_string(),
        ));
    if let Some(parent) = a.message_id {
        b = b
            .in_reply_to(format!("<{parent}>"))
            .references(format!("<{parent}>"));
    }
    let msg = b
        .header(ContentType::TEXT_PLAIN)
        .body(body)
        .map_err(|e| Error::Mail(e.to_string()))?;
    Outgoing::from_bytes(msg.formatted(), KIND, entry, &id)
}

/// `strangers.yaml` in ROOT: address -> the last day (UTC, `YYYY-MM-DD`) it was refused.
#[derive(Debug, Clone, Default)]
pub struct Strangers {
    days: BTreeMap<String, String>,
    path: std::path::PathBuf,
}

impl Strangers {
    /// The file's name in ROOT.
    pub const FILE: &'static str = "strangers.yaml";

    /// Loads ROOT's record (empty when there is none).
    ///
    /// # Errors
    /// A malformed file, with its line.
    pub fn load(root: &Path) -> Result<Strangers> {
        let path = root.join(Self::FILE);
        let days = if path.exists() {
            Source::read(&path)?.parse()?
        } else {
            BTreeMap::new()
        };
        Ok(Strangers { days, path })
    }

    /// Whether `address` may get a refusal at `now` (none yet on that UTC day); if so,
    /// records it first (so at most one goes, even if the run stops while sending it).
    ///
    /// # Errors
    /// Writing the file.
    pub fn claim(&mut self, address: &str, now: &str) -> Result<bool> {
        let utc = humantime::format_rfc3339_seconds(crate::campaign::deadline::time("--now", now)?)
            .to_string();
        let day = utc[..10].to_string();
        if self.days.get(address) == Some(&day) {
            return Ok(false);
        }
        self.days.insert(address.to_string(), day);
        write_atomic(&self.path, yaml::to_string(&self.days)?.as_bytes())?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_3834_receipt_is_auto_replied_and_answers_its_message() {
        let a = Answered {
            to: "t@example.org",
            subject: "orders",
            message_id: Some("m1@example.org"),
            name: "1.x",
        };
        let o = build(
            "judge@example.org",
            &a,
            "took: x\n".into(),
            "2026-12-01T10:00:00Z",
            1,
        )
        .unwrap();
        let text = String::from_utf8(o.bytes.clone()).unwrap();
        assert!(text.contains("Auto-Submitted: auto-replied"), "{text}");
        assert!(text.contains("In-Reply-To: <m1@example.org>"), "{text}");
        assert!(text.contains("Subject: Re: orders"), "{text}");
        assert_eq!(o.id, receipt_id(&a, "judge@example.org"));
        assert_eq!(o.kind, KIND);
    }

    #[test]
    fn issue29_a_receipt_says_what_became_of_an_item_held_and_released_in_the_same_reading() {
        let held = Line {
            source: "m1".into(),
            from: "r@example.org".into(),
            outcome: Outcome::Held("orders of russia held until every commitment is in".into()),
            then: Some(Outcome::Took(
                "orders of russia revealed: every commitment is in".into(),
            )),
        };
        let still = Line {
            then: None,
            ..held.clone()
        };
        let text = body("camp", 1, &[&held, &still]);
        assert!(
            text.contains(
                "\ntook: orders of russia revealed: every commitment is in (first held: orders of russia held until every commitment is in)\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("\nheld: orders of russia held until every commitment is in\n"),
            "{text}"
        );
    }

    #[test]
    fn a_stranger_is_refused_once_a_day() {
        let tmp = tempfile::tempdir().unwrap();
        let mut s = Strangers::load(tmp.path()).unwrap();
        assert!(s.claim("x@y.org", "2026-12-01T10:00:00Z").unwrap());
        assert!(!s.claim("x@y.org", "2026-12-01T23:00:00Z").unwrap());
        let mut s = Strangers::load(tmp.path()).unwrap();
        assert!(!s.claim("x@y.org", "2026-12-01T23:59:00Z").unwrap());
        assert!(s.claim("x@y.org", "2026-12-02T00:00:00Z").unwrap());
    }
}
