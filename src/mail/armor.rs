//! Orders pasted into a mail body between `-----BEGIN PBEM ORDERS-----` and
//! `-----END PBEM ORDERS-----`.
//!
//! Mail clients re-wrap long lines, turn LF into CRLF, strip or add trailing spaces,
//! re-encode as quoted-printable and quote with `> ` when forwarding; any of that changes
//! the bytes, and the commitment is over the bytes. So `pbem orders armor FILE` writes the
//! file as base64 in lines of 64 characters, with a `SHA256:` line: base64 has no spaces
//! to re-wrap at, no characters quoted-printable changes, and the decoder ignores line
//! breaks and a quoting prefix, so the exact bytes come back or the hash says they did not.
//! Plain YAML between the markers is accepted too, in every form that might be the
//! original (as received, CRLF as LF, trailing spaces removed): the commitment decides.

use crate::fairness::Digest;
use base64::Engine as _;

/// The first and last lines of a block.
pub const BEGIN: &str = "-----BEGIN PBEM ORDERS-----";
/// The last line.
pub const END: &str = "-----END PBEM ORDERS-----";

/// Armors an orders file: markers, a `SHA256:` line, a blank line, base64 in 64-column lines.
pub fn armor(bytes: &[u8]) -> String {
    let b64 = base64::engine::general_purpose::STANDARD.encode(bytes);
    let mut s = format!("{BEGIN}\nSHA256: {}\n\n", Digest::of(bytes));
    for chunk in b64.as_bytes().chunks(64) {
        s.push_str(std::str::from_utf8(chunk).unwrap_or_default());
        s.push('\n');
    }
    s.push_str(END);
    s.push('\n');
    s
}

/// A block found in a text: the forms its bytes may have had, most likely first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// Candidate bytes: one for an armored block, up to three for plain YAML.
    pub candidates: Vec<Vec<u8>>,
    /// `armored` or `plain`.
    pub form: &'static str,
}

/// Every block in `text`, or the reason a block is broken.
pub fn blocks(text: &str) -> Vec<Result<Block, String>> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(at) = lines[i].find(BEGIN) else {
            i += 1;
            continue;
        };
        let prefix = &lines[i][..at];
        let Some(len) = lines[i + 1..].iter().position(|l| l.contains(END)) else {
            out.push(Err(format!("{BEGIN} without {END}")));
            break;
        };
        let body: Vec<&str> = lines[i + 1..i + 1 + len]
            .iter()
            .map(|l| {
                l.strip_prefix(prefix)
                    .unwrap_or(l.trim_start_matches(['>', ' ']))
            })
            .collect();
        out.push(decode(&body));
        i += len + 2;
    }
    out
}

fn is_b64(l: &str) -> bool {
    l.bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/' || b == b'=')
}

fn decode(body: &[&str]) -> Result<Block, String> {
    let sha = body.iter().find_map(|l| {
        l.trim()
            .strip_prefix("SHA256:")
            .map(|h| h.trim().to_string())
    });
    let data: Vec<&str> = body
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty() && !l.starts_with("SHA256:"))
        .collect();
    if sha.is_some() || (!data.is_empty() && data.iter().all(|l| is_b64(l))) {
        let joined: String = data.concat();
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(joined.as_bytes())
            .map_err(|e| format!("armored orders do not decode: {e}"))?;
        if let Some(want) = sha {
            let got = Digest::of(&bytes).hex();
            if got != want.to_lowercase() {
                return Err(format!(
                    "armored orders were damaged in transit: they hash to {got}, the SHA256 line says {want}"
                ));
            }
        }
        return Ok(Block {
            candidates: vec![bytes],
            form: "armored",
        });
    }
    let plain = |trim: bool| {
        let mut s = String::new();
        for l in body {
            s.push_str(if trim {
                l.trim_end()
            } else {
                l.trim_end_matches('\r')
            });
            s.push('\n');
        }
        s.into_bytes()
    };
    let mut candidates = vec![plain(false)];
    let trimmed = plain(true);
    if trimmed != candidates[0] {
        candidates.push(trimmed);
    }
    Ok(Block {
        candidates,
        form: "plain",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDERS: &[u8] = b"game: empires-in-arms\ncampaign: c\nentry: 1\nturn: 1\nphase: x\nplayer: turkey\nnote: \"a long line that a mail client would surely wrap somewhere in the middle of it\"\n";

    #[test]
    fn armored_orders_survive_crlf_quoting_and_rewrapping() {
        let a = armor(ORDERS);
        // CRLF, a "> " quote on every line, and the base64 lines re-wrapped at 40 columns.
        let mut mangled = String::from("Here are my orders:\r\n");
        for l in a.lines() {
            if is_b64(l) && l.len() > 40 {
                mangled.push_str(&format!("> {}\r\n> {}\r\n", &l[..40], &l[40..]));
            } else {
                mangled.push_str(&format!("> {l}\r\n"));
            }
        }
        let got = blocks(&mangled);
        assert_eq!(got.len(), 1);
        let b = got[0].clone().unwrap();
        assert_eq!(b.form, "armored");
        assert_eq!(b.candidates, vec![ORDERS.to_vec()]);
    }

    #[test]
    fn a_damaged_armor_is_named() {
        let a = armor(ORDERS).replacen("Z2FtZ", "Z2FtY", 1);
        let got = blocks(&a);
        assert!(
            got[0].as_ref().unwrap_err().contains("damaged in transit"),
            "{got:?}"
        );
    }

    #[test]
    fn plain_yaml_gives_the_forms_it_may_have_had() {
        let text = format!("hi\n{BEGIN}\r\nplayer: turkey  \r\nentry: 1\r\n{END}\r\n");
        let b = blocks(&text)[0].clone().unwrap();
        assert_eq!(b.form, "plain");
        assert_eq!(b.candidates[0], b"player: turkey  \nentry: 1\n".to_vec());
        assert_eq!(b.candidates[1], b"player: turkey\nentry: 1\n".to_vec());
        assert!(blocks(&format!("{BEGIN}\nx: 1\n"))[0].is_err());
    }
}
