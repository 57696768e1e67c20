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
