//! The PNG a report mail carries beside its SVG picture, so webmail that shows no SVG
//! (Gmail, Outlook on the web) shows the board: made by `pbem mail send` from the SVG in
//! the entry's own message, at sending time, never stored in the entry. The entry's
//! `mail/<player>.eml` (what `pbem verify` rebuilds and compares, and what
//! `resolution.yaml` hashes) keeps the SVG alone, so a rendering that differs between two
//! machines changes only the pixels a player is sent, never a byte verify compares
//! (docs/maps.md, "The mail and the reports").

use base64::Engine as _;
use mail_parser::{MessageParser, MimeHeaders};

/// The report message `bytes` of the entry folder `entry` as it is sent: its kept picture
/// filled in from the entry's file ([`crate::report::kept::fill`], entries of pbem 0.12.0 on),
/// then the PNG added ([`with_png`]).
///
/// # Errors
/// A kept picture that is not the entry's file it names, or cannot be read.
pub fn as_sent(bytes: Vec<u8>, entry: &std::path::Path) -> crate::error::Result<Vec<u8>> {
    let filled =
        crate::report::kept::fill(bytes, &mut |file| crate::store::read(&entry.join(file)))?;
    Ok(with_png(filled))
}

/// `bytes` (a stored report message) with an inline `image/png` part added before its
/// closing boundary: the first `image/svg+xml` attachment rasterized with the embedded
/// font ([`crate::board::raster::png`]), named as it with `.png`. A message with no SVG
/// picture, one that has a PNG already, or whose picture does not rasterize is returned as
/// it is (it still carries the SVG).
pub fn with_png(bytes: Vec<u8>) -> Vec<u8> {
    match png_part(&bytes) {
        Some((at, part)) => {
            let mut out = Vec::with_capacity(bytes.len() + part.len());
            out.extend_from_slice(&bytes[..at]);
            out.extend_from_slice(part.as_bytes());
            out.extend_from_slice(&bytes[at..]);
            out
        }
        None => bytes,
    }
}

/// Where the PNG part goes (the offset of the closing boundary line) and the part's text.
fn png_part(bytes: &[u8]) -> Option<(usize, String)> {
    let msg = MessageParser::default().parse(bytes)?;
    let boundary = msg.content_type()?.attribute("boundary")?.to_string();
    let mut svg = None;
    for a in msg.attachments() {
        let ct = a.content_type()?;
        let kind = format!("{}/{}", ct.ctype(), ct.subtype().unwrap_or(""));
        if kind.eq_ignore_ascii_case("image/png") {
            return None;
        }
        if svg.is_none() && kind.eq_ignore_ascii_case("image/svg+xml") {
            svg = Some((a.attachment_name()?.to_string(), a.contents().to_vec()));
        }
    }
    let (name, svg) = svg?;
    let png = crate::board::raster::png(std::str::from_utf8(&svg).ok()?).ok()?;
    let name = format!("{}.png", name.strip_suffix(".svg").unwrap_or(&name));
    let close = format!("\r\n--{boundary}--");
    let at = find_last(bytes, close.as_bytes())? + 2;
    let b64 = base64::engine::general_purpose::STANDARD.encode(png);
    let mut part = format!(
        "--{boundary}\r\nContent-Type: image/png; name=\"{name}\"\r\n\
         Content-Disposition: inline; filename=\"{name}\"\r\n\
         Content-Transfer-Encoding: base64\r\n\r\n"
    );
    for line in b64.as_bytes().chunks(76) {
        part.push_str(std::str::from_utf8(line).ok()?);
        part.push_str("\r\n");
    }
    Some((at, part))
}

/// The offset of the last occurrence of `needle` in `hay`.
fn find_last(hay: &[u8], needle: &[u8]) -> Option<usize> {
    (0..=hay.len().checked_sub(needle.len())?)
        .rev()
        .find(|&i| &hay[i..i + needle.len()] == needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::email::{build_report, Attached, Mail, MARKDOWN, SVG};

    fn mail(svg: Option<&str>) -> Vec<u8> {
        mail_as(svg, false)
    }

    /// [`mail`], the picture attached as written (7bit) when `as_written` (pbem 0.11.0).
    fn mail_as(svg: Option<&str>, as_written: bool) -> Vec<u8> {
        let mut attachments = vec![Attached {
            name: "report-0002-turkey.md".into(),
            body: "# Report\n".into(),
            content_type: MARKDOWN,
            as_written: false,
            kept: None,
        }];
        if let Some(s) = svg {
            attachments.push(Attached {
                name: "turkey.svg".into(),
                body: s.into(),
                content_type: SVG,
                as_written,
                kept: None,
            });
        }
        build_report(
            &Mail {
                from: "pbem <moderator@example.org>",
                to_name: "Sultan",
                to_email: "sultan@example.org",
                subject: "[pbem c] entry 2".into(),
                message_id: "c.0002.turkey@example.org".into(),
                in_reply_to: None,
                references: vec![],
                date: humantime::parse_rfc3339("2026-11-21T12:00:00Z").unwrap(),
                body: "Your report.\n".into(),
                attachments,
            },
            None,
        )
        .unwrap()
    }

    const PICTURE: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40\">\
        <rect width=\"120\" height=\"40\" fill=\"#f3efe0\"/>\
        <text x=\"4\" y=\"30\" font-size=\"24\">Maida</text></svg>\n";

    #[test]
    fn the_sent_mail_adds_the_pictures_png_and_keeps_every_stored_byte() {
        for as_written in [false, true] {
            sent_with_png(mail_as(Some(PICTURE), as_written));
        }
    }

    fn sent_with_png(stored: Vec<u8>) {
        let sent = with_png(stored.clone());
        assert!(sent.len() > stored.len());
        let msg = MessageParser::default().parse(&sent).unwrap();
        let names: Vec<String> = msg
            .attachments()
            .map(|a| a.attachment_name().unwrap().to_string())
            .collect();
        assert_eq!(names, ["report-0002-turkey.md", "turkey.svg", "turkey.png"]);
        let png = msg.attachments().nth(2).unwrap().contents().to_vec();
        assert_eq!(png, crate::board::raster::png(PICTURE).unwrap());
        // The stored message is the sent one with the PNG part cut out, byte for byte.
        let ct = b"\r\nContent-Type: image/png";
        let head = sent.windows(ct.len()).position(|w| w == ct).unwrap();
        let start = sent[..head].iter().rposition(|&b| b == b'\n').unwrap() + 1;
        let end = start + (sent.len() - stored.len());
        assert_eq!([&sent[..start], &sent[end..]].concat(), stored);
        assert!(sent[end..].starts_with(b"--pbem-"));
        assert!(sent[start..end].ends_with(b"\r\n"));
        // Sending twice adds nothing more.
        assert_eq!(with_png(sent.clone()), sent);
    }

    #[test]
    fn a_mail_without_a_picture_goes_as_stored() {
        let stored = mail(None);
        assert_eq!(with_png(stored.clone()), stored);
    }
}
