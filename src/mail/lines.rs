//! The PBEM lines of a sender's own text (docs/mail.md): `PBEM-COMMIT`, `PBEM-ENTROPY`,
//! `PBEM-ABSENCE` and `PBEM-HANDOVER`, up to the first separator or attribution of a
//! quoted or forwarded message (split from `extract.rs`).

use super::item::Item;

/// A `PBEM-ABSENCE <campaign> <from> <to>` line (`t`: its words), or why it is broken.
fn absence_line(l: &str, t: &[&str]) -> Item {
    match t {
        [_, campaign, from, to] => Item::Absence {
            campaign: campaign.to_string(),
            from: from.to_string(),
            to: to.to_string(),
            date: None,
        },
        _ => Item::Broken(format!(
            "'{}': expected PBEM-ABSENCE <campaign> <from YYYY-MM-DD> <to YYYY-MM-DD>",
            l.trim()
        )),
    }
}

/// A `PBEM-HANDOVER <campaign> <side> <new-id>[:<email>] [<tag>]` line (`t`: its words),
/// or why it is broken.
fn handover_line(l: &str, t: &[&str]) -> Item {
    let (campaign, side, to, tag) = match t {
        [_, c, s, to] => (c, s, to, None),
        [_, c, s, to, tag] => (c, s, to, Some(tag.to_string())),
        _ => {
            return Item::Broken(format!(
                "'{}': expected PBEM-HANDOVER <campaign> <side> <new-id>[:<email>] [<tag>]",
                l.trim()
            ))
        }
    };
    let (to, email) = match to.split_once(':') {
        Some((i, e)) => (i.to_string(), Some(e.to_string())),
        None => (to.to_string(), None),
    };
    Item::Handover {
        campaign: campaign.to_string(),
        side: side.to_string(),
        to,
        email,
        tag,
        date: None,
    }
}

/// The PBEM lines of `text`, the sender's own, pushed to `items`.
pub fn lines(text: &str, items: &mut Vec<Item>) {
    let mut previous: Option<&str> = None;
    for l in text.lines() {
        if is_separator(l) || is_attribution(previous, l) {
            break;
        }
        previous = Some(l);
        let t: Vec<&str> = l.split_whitespace().collect();
        if t.first() == Some(&"PBEM-ABSENCE") {
            items.push(absence_line(l, &t));
            continue;
        }
        if t.first() == Some(&"PBEM-HANDOVER") {
            items.push(handover_line(l, &t));
            continue;
        }
        let kind = match t.first() {
            Some(&"PBEM-COMMIT") => "commit",
            Some(&"PBEM-ENTROPY") => "entropy",
            _ => continue,
        };
        let extra = if kind == "commit" { t.get(5) } else { t.get(4) };
        let (Some(campaign), Some(entry), Some(hex), None) = (t.get(1), t.get(2), t.get(3), extra)
        else {
            items.push(Item::Broken(format!(
                "'{}': expected {} <campaign> <entry> <64 hex digits>{}",
                l.trim(),
                t[0],
                if kind == "commit" { " [<tag>]" } else { "" }
            )));
            continue;
        };
        let tag = t.get(4).map(|s| s.to_string());
        let Ok(entry) = entry.parse() else {
            items.push(Item::Broken(format!(
                "'{}': the entry is a number",
                l.trim()
            )));
            continue;
        };
        let (campaign, hex) = (campaign.to_string(), hex.to_string());
        items.push(if kind == "commit" {
            Item::Commit {
                campaign,
                entry,
                hash: hex,
                tag,
            }
        } else {
            Item::Entropy {
                campaign,
                entry,
                value: hex,
            }
        });
    }
}

/// Whether a line is a mail program's separator before a forwarded or quoted message
/// (Gmail's "---------- Forwarded message ---------", Thunderbird's "-------- Forwarded
/// Message --------" and "-------- Original Message --------", Outlook's "-----Original
/// Message-----" and "From: ... Sent: ..." block, Apple Mail's "Begin forwarded message:").
/// What follows is not the sender's own text.
pub fn is_separator(line: &str) -> bool {
    let t = line.trim().trim_start_matches('>').trim();
    let core = t.trim_matches(|c: char| c == '-' || c == '_' || c.is_whitespace());
    let lower = core.to_lowercase();
    let dashed = t.starts_with("---") || t.starts_with("___");
    (dashed
        && [
            "forwarded message",
            "original message",
            "message transféré",
            "weitergeleitete nachricht",
            "ursprüngliche nachricht",
        ]
        .contains(&lower.as_str()))
        || lower == "begin forwarded message:"
        || (t.starts_with("________________________________") && core.is_empty())
}

/// Whether a line ends a mail program's attribution before quoted text ("On Mon, 1 Dec
/// 2026 at 10:00, Russia <r@example.org> wrote:", Thunderbird's "On 12/1/26 10:00, Russia
/// wrote:", German "Am ... schrieb ...:", French "Le ... a écrit :"), when the text after it
/// is not quoted with `> `. `previous` is the line before: clients wrap a long attribution,
/// so "On ..." may start a line and "... wrote:" end the next. What follows is not the
/// sender's own text.
pub fn is_attribution(previous: Option<&str>, line: &str) -> bool {
    let t = line.trim();
    let starts = |l: &str| {
        let l = l.trim_start();
        l.starts_with("On ") || l.starts_with("Am ") || l.starts_with("Le ")
    };
    let joined = previous.map_or_else(|| t.to_string(), |p| format!("{} {t}", p.trim()));
    let ends = t.ends_with(" wrote:")
        || (t.ends_with(':') && joined.contains(" schrieb "))
        || t.ends_with(" a écrit :")
        || t.ends_with(" a écrit:");
    ends && (starts(t) || previous.is_some_and(starts))
}
