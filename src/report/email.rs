//! E-mail messages of a report, built with lettre: deterministic bytes (the Date and
//! Message-ID come from the resolution, not from the clock).

use crate::error::{Error, Result};
use lettre::message::{header::ContentType, Mailbox};
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
    /// Date header.
    pub date: SystemTime,
    /// Plain text body.
    pub body: String,
}

/// The RFC 5322 message, as bytes.
///
/// # Errors
/// [`Error::Mail`] for a bad address.
pub fn build(m: &Mail) -> Result<Vec<u8>> {
    let from: Mailbox = m
        .from
        .parse()
        .map_err(|e| Error::Mail(format!("From '{}': {e}", m.from)))?;
    let to = Mailbox::new(
        Some(m.to_name.to_string()),
        m.to_email
            .parse()
            .map_err(|e| Error::Mail(format!("address '{}': {e}", m.to_email)))?,
    );
    let msg = Message::builder()
        .from(from)
        .to(to)
        .subject(m.subject.clone())
        .message_id(Some(format!("<{}>", m.message_id)))
        .date(m.date)
        .header(ContentType::TEXT_PLAIN)
        .body(m.body.clone())
        .map_err(|e| Error::Mail(e.to_string()))?;
    Ok(msg.formatted())
}
