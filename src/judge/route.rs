//! Which campaign a message is for: the campaign ids of its `PBEM-` lines and orders files,
//! else the `[pbem ID]` of its subject (a reply to a report or a reminder), else the one
//! campaign under ROOT whose participant sent it. And what its header says about
//! answering it (RFC 3834: auto-submitted mail, bounces and lists get no receipt).

use super::maildir::NewMessage;
use crate::mail::extract::{self, Item};
use crate::mail::inbox::Raw;
use mail_parser::{MessageParser, MimeHeaders};

/// The header fields that decide whether and how a message is answered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Head {
    /// The From address, lowercased (empty when there is none).
    pub from: String,
    /// The subject.
    pub subject: String,
    /// Message-ID, without brackets.
    pub message_id: Option<String>,
    /// Why no receipt may answer it (auto-submitted, a bounce, a list), if so.
    pub no_reply: Option<String>,
}

/// Reads the header of `raw` (bounded as the inbox bounds messages).
pub fn head(raw: &[u8]) -> Head {
    if raw.len() as u64 > extract::MAX_MESSAGE || crate::mail::bounds::check(raw).is_err() {
        return Head {
            no_reply: Some("unreadable".into()),
            ..Head::default()
        };
    }
    let Some(msg) = MessageParser::default().parse(raw) else {
        return Head {
            no_reply: Some("unreadable".into()),
            ..Head::default()
        };
    };
    let field = |name: &str| -> Option<String> {
        msg.headers()
            .iter()
            .find(|h| h.name().eq_ignore_ascii_case(name))
            .and_then(|h| raw.get(h.offset_start as usize..h.offset_end as usize))
            .map(|v| String::from_utf8_lossy(v).trim().to_string())
    };
    let from = msg
        .from()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .unwrap_or_default()
        .to_lowercase();
    let report = msg.root_part().content_type().is_some_and(|ct| {
        ct.ctype().eq_ignore_ascii_case("multipart")
            && ct
                .subtype()
                .is_some_and(|s| s.eq_ignore_ascii_case("report"))
    });
    let no_reply = no_reply(
        field("auto-submitted").as_deref(),
        field("return-path").as_deref(),
        &from,
        field("list-id").is_some(),
        field("precedence").as_deref(),
        report,
    );
    Head {
        from,
        subject: msg.subject().unwrap_or_default().to_string(),
        message_id: msg.message_id().map(str::to_string),
        no_reply,
    }
}

/// RFC 3834, section 2: no automatic answer to a message that is auto-submitted
/// (`Auto-Submitted` other than `no`), a bounce (an empty Return-Path `<>`, a sender
/// `MAILER-DAEMON`, a `multipart/report`), or from a list (`List-Id`, `Precedence: bulk`,
/// `list` or `junk`): why, if so.
pub fn no_reply(
    auto_submitted: Option<&str>,
    return_path: Option<&str>,
    from: &str,
    list_id: bool,
    precedence: Option<&str>,
    report: bool,
) -> Option<String> {
    if let Some(a) = auto_submitted {
        let token = a
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        if token != "no" {
            return Some(format!("Auto-Submitted: {token}"));
        }
    }
    if return_path.is_some_and(|r| r.trim() == "<>") {
        return Some("a bounce (Return-Path <>)".into());
    }
    let local = from.split('@').next().unwrap_or("").to_ascii_lowercase();
    if local == "mailer-daemon" || local == "postmaster" {
        return Some(format!("a bounce (from {from})"));
    }
    if report {
        return Some("a delivery report (multipart/report)".into());
    }
    if list_id {
        return Some("a list's mail (List-Id)".into());
    }
    if let Some(p) = precedence {
        let p = p.trim().to_ascii_lowercase();
        if ["bulk", "list", "junk"].contains(&p.as_str()) {
            return Some(format!("Precedence: {p}"));
        }
    }
    None
}

/// A new message: its place in the Maildir and its header.
#[derive(Debug, Clone)]
pub struct Incoming {
    pub msg: NewMessage,
    pub head: Head,
}

impl Incoming {
    /// Its bytes as the inbox reads them, named by its Maildir name.
    pub fn raw(&self) -> Raw {
        let bytes = match std::fs::metadata(&self.msg.path) {
            Ok(m) if m.len() > crate::mail::extract::MAX_MESSAGE => {
                Err(crate::mail::extract::too_large(m.len()))
            }
            Ok(_) => std::fs::read(&self.msg.path).map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        Raw {
            name: self.msg.name.clone(),
            bytes,
        }
    }
}

/// Where a message goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// To the campaign with this index in the list given to [`route`].
    Campaign(usize),
    /// From an address no campaign has, naming none of them.
    Stranger,
    /// It cannot be told, or it names a campaign not here: why.
    Unknown(String),
}

/// One campaign as routing sees it: its id and its participants' addresses (lowercased).
#[derive(Debug, Clone)]
pub struct Known {
    /// Campaign id.
    pub id: String,
    /// Participants' addresses, lowercased.
    pub addresses: Vec<String>,
}

/// Routes a message: `items` (from [`extract::letter`]; empty when unreadable), `from`
/// and `subject`, among `known`.
pub fn route(items: &[Item], from: &str, subject: &str, known: &[Known]) -> Route {
    let mut named: Vec<String> = Vec::new();
    for item in items {
        match item {
            Item::Commit { campaign, .. }
            | Item::Entropy { campaign, .. }
            | Item::Absence { campaign, .. }
            | Item::Handover { campaign, .. } => named.push(campaign.clone()),
            Item::Orders { candidates, .. } => {
                if let Some(id) = candidates.first().and_then(|b| orders_campaign(b)) {
                    named.push(id);
                }
            }
            Item::Broken(_) => {}
        }
    }
    if named.is_empty() {
        if let Some(id) = subject_campaign(subject) {
            named.push(id);
        }
    }
    named.sort();
    named.dedup();
    match named.as_slice() {
        [id] => match known.iter().position(|k| &k.id == id) {
            Some(i) => Route::Campaign(i),
            None => Route::Unknown(format!("no campaign {id} is run by this judge")),
        },
        [] => {
            let mine: Vec<usize> = (0..known.len())
                .filter(|&i| known[i].addresses.iter().any(|a| a == from))
                .collect();
            match mine.as_slice() {
                [] => Route::Stranger,
                [i] => Route::Campaign(*i),
                _ => Route::Unknown(format!(
                    "you play in {} campaigns here and the message names none: put [pbem ID] in the subject",
                    mine.len()
                )),
            }
        }
        many => Route::Unknown(format!(
            "the message names {} campaigns ({}): send one message per campaign",
            many.len(),
            many.join(", ")
        )),
    }
}

/// The `campaign:` of an orders file's header, if it has one at the start of a line.
fn orders_campaign(bytes: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(bytes).ok()?;
    text.lines().find_map(|l| {
        l.strip_prefix("campaign:")
            .map(|v| v.trim().trim_matches(['"', '\'']).to_string())
            .filter(|v| !v.is_empty())
    })
}

/// The id in a subject's `[pbem ID]` (report and reminder subjects carry it).
fn subject_campaign(subject: &str) -> Option<String> {
    let at = subject.find("[pbem ")?;
    let rest = &subject[at + 6..];
    let id = &rest[..rest.find(']')?];
    (!id.is_empty() && !id.contains(' ')).then(|| id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known() -> Vec<Known> {
        vec![
            Known {
                id: "alpha".into(),
                addresses: vec!["a@x.org".into(), "both@x.org".into()],
            },
            Known {
                id: "beta".into(),
                addresses: vec!["b@x.org".into(), "both@x.org".into()],
            },
        ]
    }

    #[test]
    fn routes_by_pbem_line_then_subject_then_sender() {
        let commit = Item::Commit {
            campaign: "beta".into(),
            entry: 1,
            hash: "00".into(),
            tag: None,
        };
        assert_eq!(
            route(&[commit], "a@x.org", "", &known()),
            Route::Campaign(1)
        );
        assert_eq!(
            route(&[], "both@x.org", "Re: [pbem alpha] entry 3", &known()),
            Route::Campaign(0)
        );
        assert_eq!(route(&[], "b@x.org", "hello", &known()), Route::Campaign(1));
        assert!(matches!(
            route(&[], "both@x.org", "hi", &known()),
            Route::Unknown(_)
        ));
        assert_eq!(route(&[], "news@y.org", "hi", &known()), Route::Stranger);
        assert!(matches!(
            route(&[], "a@x.org", "[pbem gamma] x", &known()),
            Route::Unknown(_)
        ));
        let orders = Item::Orders {
            candidates: vec![b"game: x\ncampaign: alpha\nentry: 1\n".to_vec()],
            found: "attachment".into(),
        };
        assert_eq!(
            route(&[orders], "b@x.org", "", &known()),
            Route::Campaign(0)
        );
    }

    #[test]
    fn rfc_3834_no_answer_to_auto_submitted_bounces_and_lists() {
        assert!(no_reply(Some("auto-replied"), None, "a@x", false, None, false).is_some());
        assert!(no_reply(Some("no"), None, "a@x", false, None, false).is_none());
        assert!(no_reply(None, Some("<>"), "a@x", false, None, false).is_some());
        assert!(no_reply(None, None, "MAILER-DAEMON@x", false, None, false).is_some());
        assert!(no_reply(None, None, "a@x", false, None, true).is_some());
        assert!(no_reply(None, None, "a@x", true, None, false).is_some());
        assert!(no_reply(None, None, "a@x", false, Some("Bulk"), false).is_some());
        assert!(no_reply(
            None,
            Some("<a@x>"),
            "a@x",
            false,
            Some("first-class"),
            false
        )
        .is_none());
    }
}
