//! Bounds a message's structure before it is parsed (issue 28): a message nested thousands
//! of levels deep in `message/rfc822` or `multipart/*` parts, or with thousands of parts,
//! is refused unread, so that no message can exhaust the stack or the memory of
//! `pbem inbox`. The scan is linear in the message's bytes and never recursive beyond the
//! encoded levels mail-parser itself decodes (three).

/// The most `multipart/*` and `message/*` parts a message may hold, at any depth: a bound
/// on its nesting (a forwarded message inside a forwarded message is four or five).
pub const MAX_CONTAINERS: usize = 32;
/// The most MIME parts (boundary lines and typed header blocks) a message may hold.
pub const MAX_PARTS: usize = 1000;
/// The levels of base64 or quoted-printable `message/*` parts mail-parser decodes and
/// parses ([`mail_parser`]'s own bound); deeper ones it keeps as bytes.
const ENCODED_LEVELS: usize = 3;

#[derive(Default)]
struct Count {
    containers: usize,
    parts: usize,
}

/// Checks `raw` against [`MAX_CONTAINERS`] and [`MAX_PARTS`], counting the parts of
/// encoded `message/*` parts too.
///
/// # Errors
/// The reason in words, naming the bound.
pub fn check(raw: &[u8]) -> Result<(), String> {
    let mut n = Count::default();
    scan(raw, ENCODED_LEVELS, &mut n)
}

/// One header field's name (lowercased) and value, if `line` starts one.
fn field(line: &[u8]) -> Option<(String, String)> {
    let colon = line.iter().position(|b| *b == b':')?;
    let name = &line[..colon];
    if name.is_empty() || !name.iter().all(|b| b.is_ascii_graphic()) {
        return None;
    }
    Some((
        String::from_utf8_lossy(name).to_ascii_lowercase(),
        String::from_utf8_lossy(&line[colon + 1..])
            .trim()
            .to_ascii_lowercase(),
    ))
}

/// The header block being read: its content type and transfer encoding so far.
#[derive(Default)]
struct Block {
    kind: String,
    encoding: String,
    last: Option<&'static str>,
}

fn scan(raw: &[u8], levels: usize, n: &mut Count) -> Result<(), String> {
    let lines: Vec<&[u8]> = raw
        .split(|b| *b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l))
        .collect();
    let mut block = Block::default();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if line.starts_with(b"--") {
            n.parts += 1;
            block = Block::default();
        } else if line.is_empty() {
            let b = std::mem::take(&mut block);
            if b.kind.starts_with("message/") && levels > 0 {
                if let Some(decoded) = decode(&b.encoding, &lines, &mut i) {
                    scan(&decoded, levels - 1, n)?;
                }
            }
        } else if line[0] == b' ' || line[0] == b'\t' {
            // A folded field's next line.
            let more = String::from_utf8_lossy(line).trim().to_ascii_lowercase();
            match block.last {
                Some("type") if block.kind.is_empty() => {
                    if more.starts_with("multipart/") || more.starts_with("message/") {
                        n.containers += 1;
                    }
                    block.kind = more;
                }
                Some("encoding") if block.encoding.is_empty() => block.encoding = more,
                _ => {}
            }
        } else if let Some((name, value)) = field(line) {
            block.last = None;
            if name == "content-type" {
                n.parts += 1;
                if value.starts_with("multipart/") || value.starts_with("message/") {
                    // (an empty value is counted on its folded line)
                    n.containers += 1;
                }
                block.kind = value;
                block.last = Some("type");
            } else if name == "content-transfer-encoding" {
                block.encoding = value;
                block.last = Some("encoding");
            }
        }
        if n.containers > MAX_CONTAINERS {
            return Err(format!(
                "message nested more than {MAX_CONTAINERS} levels deep, or holding more than \
                 {MAX_CONTAINERS} multipart and message parts: refused unread"
            ));
        }
        if n.parts > MAX_PARTS {
            return Err(format!(
                "message of more than {MAX_PARTS} MIME parts: refused unread"
            ));
        }
    }
    Ok(())
}

/// The decoded body of an encoded `message/*` part starting at `lines[*i]` (up to the next
/// boundary line), advancing `*i` past it; `None` for a part that is not encoded (its
/// lines are scanned as they come).
fn decode(encoding: &str, lines: &[&[u8]], i: &mut usize) -> Option<Vec<u8>> {
    let qp = encoding.starts_with("quoted-printable");
    if !qp && !encoding.starts_with("base64") {
        return None;
    }
    let start = *i;
    while *i < lines.len() && !lines[*i].starts_with(b"--") {
        *i += 1;
    }
    let body = &lines[start..*i];
    Some(if qp {
        quoted_printable(body)
    } else {
        base64(body)
    })
}

fn base64(lines: &[&[u8]]) -> Vec<u8> {
    use base64::Engine;
    let mut text: Vec<u8> = lines
        .iter()
        .flat_map(|l| l.iter().copied())
        .filter(|b| b.is_ascii_alphanumeric() || *b == b'+' || *b == b'/')
        .collect();
    text.truncate(text.len() / 4 * 4);
    base64::engine::general_purpose::STANDARD_NO_PAD
        .decode(&text)
        .unwrap_or_default()
}

fn quoted_printable(lines: &[&[u8]]) -> Vec<u8> {
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::new();
    for l in lines {
        let (l, soft) = match l.strip_suffix(b"=") {
            Some(l) => (l, true),
            None => (*l, false),
        };
        let mut j = 0;
        while j < l.len() {
            match (
                l[j],
                l.get(j + 1).copied().and_then(hex),
                l.get(j + 2).copied().and_then(hex),
            ) {
                (b'=', Some(h), Some(lo)) => {
                    out.push(h * 16 + lo);
                    j += 3;
                }
                (b, _, _) => {
                    out.push(b);
                    j += 1;
                }
            }
        }
        if !soft {
            out.extend_from_slice(b"\r\n");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forwarded_message_with_an_attachment_is_inside_the_bounds() {
        let m = "From: a@b\r\nContent-Type: multipart/mixed; boundary=\"x\"\r\n\r\n--x\r\n\
                 Content-Type: text/plain\r\n\r\nhi\r\n--x\r\nContent-Type: message/rfc822\r\n\r\n\
                 From: c@d\r\nContent-Type: multipart/mixed;\r\n boundary=\"y\"\r\n\r\n--y\r\n\
                 Content-Type: text/plain\r\n\r\nPBEM-COMMIT\r\n--y--\r\n--x--\r\n";
        assert_eq!(check(m.as_bytes()), Ok(()));
    }

    #[test]
    fn nesting_past_the_bound_is_refused_also_folded_or_encoded() {
        let level = "From: a@b\r\nContent-Type:\r\n message/rfc822\r\n\r\n";
        let deep = level.repeat(MAX_CONTAINERS + 1);
        assert!(check(deep.as_bytes())
            .unwrap_err()
            .contains("nested more than"));
        assert_eq!(check(level.repeat(MAX_CONTAINERS).as_bytes()), Ok(()));
        let qp: String = deep.replace("\r\n", "=0D=0A=\r\n");
        let outer = format!(
            "From: a@b\r\nContent-Type: message/rfc822\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{qp}"
        );
        assert!(check(outer.as_bytes()).is_err());
    }
}
