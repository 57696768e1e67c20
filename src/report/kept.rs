//! A report mail as an entry keeps it (entries of pbem 0.12.0 on; issue 30, item 6): its
//! picture of the board is not copied into the mail but named, as a MIME
//! `message/external-body` part (RFC 2046, section 5.2.3, access type `local-file`), by the
//! entry's file that holds it (`map.svg`, or `reports/<player>.svg` for a picture only that
//! player sees) and by that file's SHA-256. The picture is kept once per entry instead of
//! once per file and mail, and `pbem verify` reads and compares it once.
//!
//! [`fill`] makes the mail that is sent: each such part replaced by the picture itself,
//! attached as [`super::email::build_report`] attaches it. The message sent is byte for
//! byte the one an entry of pbem 0.11.0 kept (a test holds this), so a player's mail is the
//! same as before and its picture is checked against the entry's file by its hash.
//!
//! The part, as pbem writes it (CRLF line endings):
//!
//! ```text
//! Content-Disposition: attachment; filename="turkey.svg"
//! Content-Type: message/external-body; access-type=local-file; name="map.svg"
//! Content-Transfer-Encoding: 7bit
//!
//! Content-Type: image/svg+xml
//! Content-ID: <SHA-256 of map.svg, 64 lowercase hex digits>@sha256.pbem>
//!
//! ```

use super::attached::{Attached, KeptAt};
use crate::error::{Error, Result};
use crate::fairness::Digest;
use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Attachment, Body, SinglePart};

/// The head of the part that names a kept picture, as lettre writes it after the
/// attachment's Content-Disposition line.
const EXTERNAL: &str = "Content-Type: message/external-body; access-type=local-file; name=\"";

/// The part of `a` (whose `kept` is `k`): a `message/external-body` part naming `k.file`.
///
/// # Errors
/// [`Error::Mail`] for a content type or file name MIME cannot carry.
pub fn external_part(a: &Attached, k: &KeptAt) -> Result<SinglePart> {
    if !is_entry_picture(&k.file) {
        return Err(Error::Mail(format!(
            "'{}' is not a picture of an entry folder",
            k.file
        )));
    }
    let ct = ContentType::parse(&format!(
        "message/external-body; access-type=local-file; name=\"{}\"",
        k.file
    ))
    .map_err(|e| Error::Mail(e.to_string()))?;
    let inner = format!(
        "Content-Type: {}\r\nContent-ID: <{}@sha256.pbem>\r\n",
        a.content_type,
        k.sha256.hex()
    );
    let body = Body::dangerous_pre_encoded(inner.into_bytes(), ContentTransferEncoding::SevenBit);
    Ok(Attachment::new(a.name.clone()).body(body, ct))
}

/// The part of `a` as it is sent: its text attached as written (7bit) when `as_written` and
/// the text [`fits`](super::seven_bit::fits), else in the encoding lettre chooses.
///
/// # Errors
/// [`Error::Mail`] for a content type lettre does not parse.
pub fn attached_part(a: &Attached) -> Result<SinglePart> {
    let ct = ContentType::parse(a.content_type).map_err(|e| Error::Mail(e.to_string()))?;
    let body = if a.as_written && super::seven_bit::fits(&a.body) {
        super::seven_bit::body(&a.body)
    } else {
        super::mail_body::body(&a.body)
    };
    Ok(Attachment::new(a.name.clone()).body(body, ct))
}

/// Whether `file` is a name a kept part may give: `map.svg`, or `reports/<id>.svg` with an
/// id of ASCII letters, digits, `-` and `_`.
pub fn is_entry_picture(file: &str) -> bool {
    let id_ok = |id: &str| {
        !id.is_empty()
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    file == "map.svg"
        || file
            .strip_prefix("reports/")
            .and_then(|f| f.strip_suffix(".svg"))
            .is_some_and(id_ok)
}

/// The mail `bytes` (an entry's `mail/<player>.eml`) as it is sent: each kept picture part
/// replaced by the picture `read` gives for the file it names (a path in the entry folder),
/// attached as written. A mail without such parts (of an entry before 0.12.0) is returned as
/// it is.
///
/// # Errors
/// [`Error::Mail`] when a kept part is not as pbem writes it, or the picture read is not
/// the one it names (another SHA-256, or not UTF-8); the errors of `read`.
pub fn fill(bytes: Vec<u8>, read: &mut dyn FnMut(&str) -> Result<Vec<u8>>) -> Result<Vec<u8>> {
    if memchr::memmem::find(&bytes, EXTERNAL.as_bytes()).is_none() {
        return Ok(bytes);
    }
    let Some(boundary) = boundary(&bytes) else {
        return Err(Error::Mail(
            "a kept picture part outside a multipart message".into(),
        ));
    };
    let delimiter = format!("--{boundary}\r\n").into_bytes();
    let mut out = Vec::with_capacity(bytes.len() + 64 * 1024);
    let mut rest = &bytes[..];
    while let Some(at) = memchr::memmem::find(rest, &delimiter) {
        let start = at + delimiter.len();
        out.extend_from_slice(&rest[..start]);
        rest = &rest[start..];
        let end =
            memchr::memmem::find(rest, format!("--{boundary}").as_bytes()).unwrap_or(rest.len());
        let part = &rest[..end];
        if memchr::memmem::find(part, EXTERNAL.as_bytes()).is_some() {
            out.extend_from_slice(&sent_part(part, read)?);
        } else {
            out.extend_from_slice(part);
        }
        rest = &rest[end..];
    }
    out.extend_from_slice(rest);
    Ok(out)
}

/// The part sent for the kept `part`: parsed, checked to be the part pbem writes for what
/// it names, and the picture read, checked by its SHA-256 and attached.
fn sent_part(part: &[u8], read: &mut dyn FnMut(&str) -> Result<Vec<u8>>) -> Result<Vec<u8>> {
    let text = std::str::from_utf8(part).map_err(|_| bad("not ASCII"))?;
    let name = between(text, "filename=\"", "\"").ok_or_else(|| bad("no file name"))?;
    let file = between(text, "; name=\"", "\"").ok_or_else(|| bad("no picture file"))?;
    let ct = between(text, "\r\n\r\nContent-Type: ", "\r\n").ok_or_else(|| bad("no type"))?;
    let hex = between(text, "Content-ID: <", "@sha256.pbem>").ok_or_else(|| bad("no hash"))?;
    let sha256 = Digest::parse(hex).map_err(|_| bad("a hash that is not SHA-256"))?;
    let content_type = super::attached::known_type(ct).ok_or_else(|| bad("an unknown type"))?;
    let kept = KeptAt {
        file: file.to_string(),
        sha256,
    };
    let mut a = Attached {
        name: name.to_string(),
        body: String::new(),
        content_type,
        as_written: true,
        kept: None,
    };
    if external_part(&a, &kept)?.formatted() != part {
        return Err(bad("not the part pbem writes"));
    }
    let picture = read(file)?;
    if Digest::of(&picture) != sha256 {
        return Err(Error::Mail(format!(
            "{file} is not the picture the mail names: its SHA-256 is {}, the mail's {}",
            Digest::of(&picture).hex(),
            sha256.hex()
        )));
    }
    a.body = String::from_utf8(picture).map_err(|_| bad("a picture that is not UTF-8"))?;
    Ok(attached_part(&a)?.formatted())
}

/// The multipart boundary of the message `bytes` (its first `boundary="..."`).
fn boundary(bytes: &[u8]) -> Option<&str> {
    let head_end = memchr::memmem::find(bytes, b"\r\n\r\n")?;
    let head = std::str::from_utf8(&bytes[..head_end]).ok()?;
    between(head, "boundary=\"", "\"")
}

/// The text of `s` between the first `open` and the next `close` after it.
fn between<'s>(s: &'s str, open: &str, close: &str) -> Option<&'s str> {
    let from = s.find(open)? + open.len();
    let len = s[from..].find(close)?;
    Some(&s[from..from + len])
}

fn bad(what: &str) -> Error {
    Error::Mail(format!("a kept picture part of a report mail: {what}"))
}

#[cfg(test)]
mod tests;
