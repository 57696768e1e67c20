//! The PBEM lines of a sender's own text (docs/mail.md): `PBEM-COMMIT`, `PBEM-ENTROPY`,
//! `PBEM-ABSENCE` and `PBEM-HANDOVER`, up to the first separator or attribution of a
//! quoted or forwarded message (split from `extract.rs`).

use super::extract::{is_attribution, is_separator, Item};

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

#[cfg(test)]
mod tests {
    use super::super::extract::letter;
    use super::*;

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
}
