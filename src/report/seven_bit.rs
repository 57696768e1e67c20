//! A picture attached to a report mail as written (entries of pbem 0.11.0 on; issue 30,
//! item 6): its text in ASCII, each other character an XML character reference, so that
//! the mail part is the picture's own lines in 7bit (RFC 2045, section 2.7: ASCII without
//! NUL, CRLF line endings, lines of at most 998 bytes), not quoted-printable. A reader's
//! mail program shows the same picture; `pbem verify` checks the stored part by its lines.

use lettre::message::header::ContentTransferEncoding;
use lettre::message::Body;

/// The longest line of a 7bit part, without its CRLF (RFC 5322, section 2.1.1).
const LIMIT: usize = 998;

/// `xml` with every character outside ASCII written as a decimal character reference
/// (`ü` as `&#252;`): the same picture, in ASCII. For text and attribute values of an
/// SVG picture (pbem writes no comment or CDATA section, where a reference is not read).
pub fn xml_ascii(xml: &str) -> String {
    use std::fmt::Write;
    if xml.is_ascii() {
        return xml.to_string();
    }
    let mut out = String::with_capacity(xml.len() + xml.len() / 64);
    let mut rest = xml;
    // Runs of ASCII copied whole; each other character written as its reference.
    while let Some(i) = first_outside_ascii(rest.as_bytes()) {
        out.push_str(&rest[..i]);
        let c = rest[i..].chars().next().unwrap_or_default();
        let _ = write!(out, "&#{};", u32::from(c));
        rest = &rest[i + c.len_utf8()..];
    }
    out.push_str(rest);
    out
}

/// Where the first byte outside ASCII is in `b`: blocks of 64 bytes tested whole (a
/// picture has a character outside ASCII every thousand bytes or so).
fn first_outside_ascii(b: &[u8]) -> Option<usize> {
    let mut at = 0;
    for block in b.chunks(64) {
        if !block.is_ascii() {
            return block.iter().position(|c| !c.is_ascii()).map(|i| at + i);
        }
        at += block.len();
    }
    None
}

/// Whether `text` can be a 7bit part as it is: ASCII without NUL, a CR only before an LF,
/// every line at most 998 bytes.
pub fn fits(text: &str) -> bool {
    let b = text.as_bytes();
    if !b.is_ascii() || memchr::memchr(0, b).is_some() {
        return false;
    }
    // A CR is rare in a picture: the bytes are walked for one only when there is one.
    if memchr::memchr_iter(b'\r', b).any(|i| b.get(i + 1) != Some(&b'\n')) {
        return false;
    }
    // Every line's end found by SIMD search (a picture has a line every few dozen bytes);
    // a CR before the LF is not part of the line.
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', b).chain([b.len()]) {
        let line = &b[start..end];
        if line.strip_suffix(b"\r").unwrap_or(line).len() > LIMIT {
            return false;
        }
        start = end + 1;
    }
    true
}

/// The 7bit body of `text` (which [`fits`]): its lines with CRLF endings, as written.
pub fn body(text: &str) -> Body {
    Body::dangerous_pre_encoded(
        super::qp::crlf(text).into_bytes(),
        ContentTransferEncoding::SevenBit,
    )
}

/// The length of [`body`]'s bytes for `text` when `stored` begins with them, byte for
/// byte; `None` when it does not. Compared line by line, without building the body.
pub fn matches(text: &str, stored: &[u8]) -> Option<usize> {
    let b = text.as_bytes();
    let (mut at, mut start) = (0, 0);
    // Each line (found by SIMD search), without a CR before its LF, then CRLF.
    for end in memchr::memchr_iter(b'\n', b) {
        let line = &b[start..end];
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let next = at + line.len();
        if stored.get(at..next) != Some(line) || stored.get(next..next + 2) != Some(b"\r\n") {
            return None;
        }
        (at, start) = (next + 2, end + 1);
    }
    // The last line, without an end.
    let line = &b[start..];
    (stored.get(at..at + line.len()) == Some(line)).then_some(at + line.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn encoded(text: &str) -> Vec<u8> {
        super::super::qp::crlf(text).into_bytes()
    }

    #[test]
    fn characters_outside_ascii_become_references() {
        assert_eq!(
            xml_ascii("<text x=\"1\">W\u{fc}rttemberg \u{2014} 1805</text>"),
            "<text x=\"1\">W&#252;rttemberg &#8212; 1805</text>"
        );
        assert_eq!(xml_ascii("<g/>"), "<g/>");
    }

    #[test]
    fn what_fits_seven_bit() {
        assert!(fits("<svg>\n<g/>\n</svg>\n"));
        assert!(fits("a\r\nb"));
        assert!(!fits("a\rb"), "a CR alone");
        assert!(!fits("caf\u{e9}"), "not ASCII");
        assert!(!fits("a\0b"), "NUL");
        assert!(fits(&"x".repeat(998)));
        assert!(!fits(&"x".repeat(999)), "a line over 998 bytes");
        assert!(fits(&format!("{}\r\n", "x".repeat(998))));
    }

    #[test]
    fn a_stored_part_is_found_by_its_lines() {
        for text in ["<svg>\n<g/>\n</svg>\n", "a\r\nb", "", "\n\n", "no end"] {
            let mut stored = encoded(text);
            assert_eq!(matches(text, &stored), Some(stored.len()), "{text:?}");
            stored.extend_from_slice(b"\r\n--boundary");
            assert_eq!(matches(text, &stored), Some(stored.len() - 12), "{text:?}");
        }
        assert_eq!(matches("a\nb", b"a\nb"), None, "a bare LF");
        assert_eq!(matches("a\nb", b"a\r\nc"), None);
        assert_eq!(matches("a\nb", b"a\r\n"), None, "cut short");
    }

    proptest! {
        #[test]
        fn any_text_is_found_as_body_writes_it(text in "(?s)[a-z<>=\" \t\r\n]{0,300}") {
            let stored = encoded(&text);
            prop_assert_eq!(matches(&text, &stored), Some(stored.len()));
        }

        #[test]
        fn references_read_back_as_the_text(text in "[a-z \u{e0}-\u{ff}\u{2014}]{0,60}") {
            let ascii = xml_ascii(&text);
            prop_assert!(ascii.is_ascii());
            let mut back = String::new();
            let mut rest = ascii.as_str();
            while let Some(i) = rest.find("&#") {
                back.push_str(&rest[..i]);
                let end = rest[i..].find(';').unwrap() + i;
                back.push(char::from_u32(rest[i + 2..end].parse().unwrap()).unwrap());
                rest = &rest[end + 1..];
            }
            back.push_str(rest);
            prop_assert_eq!(back, text);
        }
    }
}
