//! A stored report mail checked by its parts (issue 30, item 6): `pbem verify` finds a
//! stored mail equal to the one [`super::email::build_report`] makes without encoding its
//! long parts whole.

use super::email::{build_report, message, Mail};
use crate::error::Result;
use crate::fairness::Digest;

/// Whether `stored` is, byte for byte, the message [`build_report`] makes of `m` and
/// `history`, found without encoding its long parts whole (issue 30, item 6): the message
/// is built with a placeholder for each quoted-printable part's body and each part attached
/// as written ([`super::email::Attached::as_written`]), its bytes between the placeholders are compared
/// with `stored`, and each such part's text is checked against the stored part, with
/// [`super::qp::matches`] (which runs the same encoder and compares as it goes) or
/// [`super::seven_bit::matches`] (line by line). The same answer as
/// `build_report(m, history)? == stored`.
///
/// # Errors
/// As [`build_report`].
pub fn is_report(m: &Mail, history: Option<&Digest>, stored: &[u8]) -> Result<bool> {
    let mut texts: Vec<(&str, bool)> = Vec::new();
    let skeleton = message(m, history, &mut |text, as_written| {
        let (seven_bit, quoted) = if as_written {
            (true, false)
        } else {
            (false, super::mail_body::is_quoted_printable(text))
        };
        if seven_bit || quoted {
            let body = placeholder(texts.len());
            texts.push((text, seven_bit));
            let encoding = if seven_bit {
                lettre::message::header::ContentTransferEncoding::SevenBit
            } else {
                lettre::message::header::ContentTransferEncoding::QuotedPrintable
            };
            lettre::message::Body::dangerous_pre_encoded(body, encoding)
        } else {
            super::mail_body::body(text)
        }
    })?
    .formatted();
    // Each placeholder holds two NULs, which nothing else of the message may hold (a
    // header or part that did could be taken for a placeholder): else compared whole.
    if skeleton.iter().filter(|b| **b == 0).count() != 2 * texts.len() {
        return Ok(build_report(m, history)? == stored);
    }
    let (mut from, mut at) = (0, 0);
    for (i, (text, seven_bit)) in texts.iter().enumerate() {
        let mark = placeholder(i);
        let Some(found) = find(&skeleton[from..], &mark) else {
            return Ok(build_report(m, history)? == stored);
        };
        let between = &skeleton[from..from + found];
        if stored.get(at..at + between.len()) != Some(between) {
            return Ok(false);
        }
        at += between.len();
        let part = if *seven_bit {
            super::seven_bit::matches(text, &stored[at..])
        } else {
            super::qp::matches(text, &stored[at..])
        };
        let Some(n) = part else {
            return Ok(false);
        };
        (at, from) = (at + n, from + found + mark.len());
    }
    Ok(stored.get(at..) == Some(&skeleton[from..]))
}

/// The stand-in for the `i`-th quoted-printable body in [`is_report`]'s message.
fn placeholder(i: usize) -> Vec<u8> {
    format!("\0pbem-quoted-printable-part-{i}\0").into_bytes()
}

/// Where `needle` first occurs in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

// The report mail's tests, of its building and of its check by parts: here, below both.
#[cfg(test)]
mod tests {
    use super::super::email::*;
    use super::*;

    fn mail() -> Mail<'static> {
        Mail {
            from: "pbem <moderator@example.org>",
            to_name: "Sultan",
            to_email: "sultan@example.org",
            subject: "[pbem c] entry 2".into(),
            message_id: "c.0002.turkey@example.org".into(),
            in_reply_to: Some("c.0001.turkey@example.org".into()),
            references: vec!["c@example.org".into(), "c.0001.turkey@example.org".into()],
            date: humantime::parse_rfc3339("2026-11-21T12:00:00Z").unwrap(),
            body: "Your report.\n".into(),
            attachments: vec![Attached {
                name: "report-0002-turkey.md".into(),
                body: "# Report\n".into(),
                content_type: MARKDOWN,
                as_written: false,
                kept: None,
            }],
        }
    }

    #[test]
    fn same_mail_same_bytes_with_thread_headers_and_report_attached() {
        let a = build(&mail()).unwrap();
        assert_eq!(a, build(&mail()).unwrap());
        let text = String::from_utf8(a).unwrap();
        assert!(text.contains("In-Reply-To: <c.0001.turkey@example.org>"));
        assert!(text.contains("References: <c@example.org> <c.0001.turkey@example.org>"));
        assert!(text.contains("multipart/mixed"));
        assert!(text.contains("report-0002-turkey.md"));
        assert!(text.contains("text/markdown"));
        assert_eq!(domain("pbem <m@example.org>").unwrap(), "example.org");
    }

    /// A mail whose every part is quoted-printable: long lines, an `=`, a non-ASCII
    /// character, a space ending a line, an SVG.
    fn encoded_mail() -> Mail<'static> {
        let long = format!("{} = \u{e9}\n", "long line ".repeat(12));
        let svg = format!(
            "<svg>\n{}</svg>\n",
            format!("<g d=\"{}\"/> \n", "M0,0 ".repeat(30)).repeat(3)
        );
        let mut m = mail();
        m.body = format!("Your report.\n{long}");
        m.attachments[0].body = format!("# Report\n{long}{long}");
        m.attachments.push(Attached {
            name: "turkey.svg".into(),
            body: svg,
            content_type: SVG,
            as_written: false,
            kept: None,
        });
        m
    }

    /// [`encoded_mail`] with its picture attached as written (an entry of 0.11.0 on).
    fn written_mail() -> Mail<'static> {
        let mut m = encoded_mail();
        m.attachments[1].as_written = true;
        m
    }

    #[test]
    fn a_picture_as_written_is_its_lines_in_7bit() {
        let m = written_mail();
        let text = String::from_utf8(build_report(&m, None).unwrap()).unwrap();
        let svg = &m.attachments[1].body;
        assert!(text.contains(&svg.replace('\n', "\r\n")), "{text}");
        assert!(text.contains("Content-Transfer-Encoding: 7bit"), "{text}");
        // A picture that cannot go as written (not ASCII) goes as lettre chooses.
        let mut other = written_mail();
        other.attachments[1].body = svg.replace("<svg>", "<svg>\u{e9}");
        let text = String::from_utf8(build_report(&other, None).unwrap()).unwrap();
        assert!(!text.contains("Content-Transfer-Encoding: 7bit"), "{text}");
        assert!(is_report(&other, None, text.as_bytes()).unwrap());
    }

    #[test]
    fn a_report_mail_is_checked_by_its_parts_as_its_bytes() {
        let h = Digest([0xab; 32]);
        for (m, history) in [
            (mail(), None),
            (encoded_mail(), Some(&h)),
            (encoded_mail(), None),
            (written_mail(), Some(&h)),
        ] {
            let bytes = build_report(&m, history).unwrap();
            assert!(is_report(&m, history, &bytes).unwrap());
            // Any byte changed, anywhere (headers, boundaries, each part's encoding), is
            // found, and so is a byte more or less.
            for i in 0..bytes.len() {
                let mut other = bytes.clone();
                other[i] ^= 0x20;
                assert!(!is_report(&m, history, &other).unwrap(), "byte {i}");
            }
            assert!(!is_report(&m, history, &bytes[..bytes.len() - 1]).unwrap());
            let mut longer = bytes.clone();
            longer.push(b'\n');
            assert!(!is_report(&m, history, &longer).unwrap());
            // The other history header, or none, is another message.
            let other = Digest([0xcd; 32]);
            assert!(!is_report(&m, Some(&other), &bytes).unwrap());
        }
    }

    #[test]
    fn a_part_encoded_otherwise_but_decoding_the_same_is_refused() {
        let m = encoded_mail();
        let bytes = String::from_utf8(build_report(&m, None).unwrap()).unwrap();
        assert!(bytes.contains("=C3=A9"));
        // The same decoded text, written with lowercase hex, a letter needlessly encoded,
        // or a soft line break moved: what pbem does not write.
        for other in [
            bytes.replacen("=C3=A9", "=c3=a9", 1),
            bytes.replacen("Your report.", "Your rep=6Frt.", 1),
            bytes.replacen("line  =3D", "line  =\r\n=3D", 1),
        ] {
            assert_ne!(other, bytes);
            assert!(!is_report(&m, None, other.as_bytes()).unwrap(), "{other}");
        }
    }

    #[test]
    fn the_history_header_only_when_given() {
        let h = Digest([0xab; 32]);
        let with = String::from_utf8(build_report(&mail(), Some(&h)).unwrap()).unwrap();
        assert!(with.contains(&format!("X-Pbem-History: {}\r\n", "ab".repeat(32))));
        let without = build_report(&mail(), None).unwrap();
        assert_eq!(without, build(&mail()).unwrap());
        assert!(!String::from_utf8(without)
            .unwrap()
            .contains("X-Pbem-History"));
    }
}
