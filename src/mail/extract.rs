//! What a message carries for pbem: its sender, `PBEM-COMMIT` and `PBEM-ENTROPY` lines
//! of the sender's own text, and orders files (attachments, inline blocks, and those in
//! forwarded messages). Parsing is mail-parser's; nothing here touches the campaign.

use super::armor;
pub use super::item::Item;
use mail_parser::{MessageParser, MimeHeaders, PartType};

/// The largest message read (bytes): orders files are a few kilobytes; a larger message is
/// refused before it is parsed.
pub const MAX_MESSAGE: u64 = 10 * 1024 * 1024;
/// The largest orders file (bytes).
pub const MAX_ORDERS: usize = 256 * 1024;

/// A message's sender and items.
#[derive(Debug, Clone)]
pub struct Letter {
    /// The From address, lowercased.
    pub from: String,
    /// Message-ID, if any.
    pub message_id: Option<String>,
    /// The `Authentication-Results` fields' values, topmost first, unfolded.
    pub authentication: Vec<String>,
    /// What it carries.
    pub items: Vec<Item>,
}

/// Reads a message.
///
/// # Errors
/// A message too large or not parseable as RFC 5322, or one without a From address: the
/// reason in words.
pub fn letter(raw: &[u8]) -> Result<Letter, String> {
    if raw.len() as u64 > MAX_MESSAGE {
        return Err(too_large(raw.len() as u64));
    }
    // Nesting and part count bounded before parsing (the parser's stack and memory).
    super::bounds::check(raw)?;
    let msg = MessageParser::default()
        .parse(raw)
        .filter(|m| {
            m.headers()
                .iter()
                .any(|h| h.name().eq_ignore_ascii_case("from"))
        })
        .ok_or("malformed message: no RFC 5322 header with a From field")?;
    let from_fields = msg
        .headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("from"))
        .count();
    let senders: Vec<&str> = msg
        .from()
        .map(|a| a.iter().filter_map(|a| a.address()).collect())
        .unwrap_or_default();
    if from_fields > 1 || senders.len() > 1 {
        return Err(format!(
            "a From with {} addresses ({}): pbem takes mail from one sender only",
            senders.len().max(from_fields),
            senders.join(", ")
        ));
    }
    let from = senders
        .first()
        .ok_or("malformed message: the From field has no address")?
        .to_lowercase();
    let authentication = msg
        .headers()
        .iter()
        .filter(|h| h.name().eq_ignore_ascii_case("authentication-results"))
        .filter_map(|h| raw.get(h.offset_start as usize..h.offset_end as usize))
        .map(|v| {
            String::from_utf8_lossy(v)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let mut items = Vec::new();
    collect(&msg, true, "", &mut items);
    let sent = msg
        .date()
        .and_then(|d| u64::try_from(d.to_timestamp()).ok())
        .map(|t| {
            let at = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(t);
            humantime::format_rfc3339_seconds(at).to_string()
        });
    for i in &mut items {
        if let Item::Absence { date, .. } | Item::Handover { date, .. } = i {
            date.clone_from(&sent);
        }
    }
    Ok(Letter {
        from,
        message_id: msg.message_id().map(str::to_string),
        authentication,
        items,
    })
}

/// The refusal of a message of `size` bytes.
pub fn too_large(size: u64) -> String {
    format!(
        "message of {:.1} MB refused unread: pbem reads messages up to {} MB (orders files are a few kB)",
        size as f64 / 1e6,
        MAX_MESSAGE / 1024 / 1024
    )
}

/// Collects the items of `msg` (`own`: the sender's own text, not a forwarded message's,
/// whose PBEM lines count): its text bodies, then its attachments, forwarded messages
/// within (named by `via`) included.
fn collect(msg: &mail_parser::Message, own: bool, via: &str, items: &mut Vec<Item>) {
    text_items(msg, own, via, items);
    for part in msg.attachments() {
        if let PartType::Message(inner) = &part.body {
            let subject = inner.subject().unwrap_or("(no subject)");
            collect(
                inner,
                false,
                &format!("{via}forwarded message \"{subject}\": "),
                items,
            );
            continue;
        }
        if let Some(item) = attachment_item(part, via) {
            items.push(item);
        }
    }
}

/// The items of the text bodies of `msg` (HTML turned into text by mail-parser when there
/// is no plain part): its PBEM lines when `own`, and its armored blocks.
fn text_items(msg: &mail_parser::Message, own: bool, via: &str, items: &mut Vec<Item>) {
    let mut texts: Vec<String> = (0..msg.text_body_count())
        .filter_map(|i| msg.body_text(i).map(|t| t.into_owned()))
        .collect();
    if texts.is_empty() {
        texts.extend(
            (0..msg.html_body_count()).filter_map(|i| msg.body_text(i).map(|t| t.into_owned())),
        );
    }
    for text in &texts {
        if own {
            super::lines::lines(text, items);
        }
        for b in armor::blocks(text) {
            items.push(match b {
                Ok(b) => Item::Orders {
                    candidates: b.candidates,
                    found: format!("{via}inline block ({})", b.form),
                },
                Err(e) => Item::Broken(e),
            });
        }
    }
}

/// A YAML attachment (by name or type) as orders: the bytes as sent, and with CRLF made
/// LF if that differs; too large is broken; any other attachment is none.
fn attachment_item(part: &mail_parser::MessagePart, via: &str) -> Option<Item> {
    let name = part.attachment_name().unwrap_or("").to_string();
    let ct = part
        .content_type()
        .map(|c| format!("{}/{}", c.ctype(), c.subtype().unwrap_or("")))
        .unwrap_or_default()
        .to_lowercase();
    let yaml_name = name.ends_with(".yaml") || name.ends_with(".yml");
    let yaml_type = ct.contains("yaml");
    if !yaml_name && !yaml_type {
        return None;
    }
    let bytes = part.contents();
    if bytes.len() > MAX_ORDERS {
        return Some(Item::Broken(format!(
            "attachment {name} is {} bytes; an orders file is at most {MAX_ORDERS}",
            bytes.len()
        )));
    }
    let mut candidates = vec![bytes.to_vec()];
    let lf: Vec<u8> = String::from_utf8_lossy(bytes)
        .replace("\r\n", "\n")
        .into_bytes();
    if lf != candidates[0] {
        candidates.push(lf);
    }
    Some(Item::Orders {
        candidates,
        found: format!("{via}attachment {name}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_and_forwarded_commit_lines_are_not_the_senders() {
        let raw = b"From: a@example.org\r\nTo: m@example.org\r\nSubject: x\r\n\r\nPBEM-COMMIT c 1 abcd\r\n> PBEM-COMMIT c 1 ffff\r\n";
        let l = letter(raw).unwrap();
        assert_eq!(l.from, "a@example.org");
        assert_eq!(
            l.items,
            vec![Item::Commit {
                campaign: "c".into(),
                entry: 1,
                hash: "abcd".into(),
                tag: None,
            }]
        );
        assert!(letter(b"this is not mail at all").is_err());
    }

    #[test]
    fn handover_lines_give_side_id_address_and_tag() {
        let raw = b"From: m@example.org\r\nDate: Tue, 1 Dec 2026 10:00:00 +0000\r\nSubject: x\r\n\r\nPBEM-HANDOVER c russia ivan:ivan@example.org\r\nPBEM-HANDOVER c turkey ali 00ff\r\nPBEM-HANDOVER c\r\n";
        let l = letter(raw).unwrap();
        let date = Some("2026-12-01T10:00:00Z".to_string());
        assert_eq!(
            l.items[..2],
            [
                Item::Handover {
                    campaign: "c".into(),
                    side: "russia".into(),
                    to: "ivan".into(),
                    email: Some("ivan@example.org".into()),
                    tag: None,
                    date: date.clone(),
                },
                Item::Handover {
                    campaign: "c".into(),
                    side: "turkey".into(),
                    to: "ali".into(),
                    email: None,
                    tag: Some("00ff".into()),
                    date,
                }
            ]
        );
        assert!(matches!(&l.items[2], Item::Broken(w) if w.contains("expected PBEM-HANDOVER")));
    }

    #[test]
    fn commit_lines_after_an_unquoted_attribution_are_not_the_senders() {
        let h = "From: a@example.org\r\nTo: m@example.org\r\nSubject: x\r\n\r\n";
        for attribution in [
            "On Mon, 1 Dec 2026 at 10:00, Turkey <t@example.org> wrote:",
            "On 12/1/26 10:00, Turkey wrote:",
            "On Mon, Dec 1, 2026 at 10:00 AM Turkey <\r\nt@example.org> wrote:",
            "Am 01.12.2026 um 10:00 schrieb Turkey:",
            "Le 1 déc. 2026 à 10:00, Turkey a écrit :",
        ] {
            let raw = format!("{h}Thanks.\r\n{attribution}\r\nPBEM-COMMIT c 1 ffff\r\n");
            let l = letter(raw.as_bytes()).unwrap();
            assert_eq!(l.items, vec![], "{attribution}");
        }
        // The sender's own line before it still counts; "wrote:" in the sender's own
        // sentence does not end the text.
        let raw = format!(
            "{h}PBEM-COMMIT c 1 abcd\r\nI wrote:\r\nPBEM-COMMIT c 2 abcd\r\nOn Mon, Turkey wrote:\r\nPBEM-COMMIT c 3 ffff\r\n"
        );
        let l = letter(raw.as_bytes()).unwrap();
        let entries: Vec<u32> = l
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Commit { entry, .. } => Some(*entry),
                _ => None,
            })
            .collect();
        assert_eq!(entries, vec![1, 2]);
    }
}
