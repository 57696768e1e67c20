//! Quoted-printable encoding of a mail part's text, byte for byte as the `quoted_printable`
//! crate (0.5, text mode, lines of at most 76) that lettre calls encodes it, in one pass
//! over bytes: runs of plain characters are copied as slices, not pushed one `char` at a
//! time. A report mail's SVG picture is most of its bytes, and every replayed entry
//! encodes one per player (issue 30, item 6).

/// The longest encoded line, without its CRLF (RFC 2045, section 6.7).
const LIMIT: usize = 76;

/// The quoted-printable encoding of `input` (its line endings already CRLF): what
/// `quoted_printable::encode(input)` gives.
pub fn encode(input: &[u8]) -> Vec<u8> {
    let mut out = Out {
        buf: Vec::with_capacity(input.len() + input.len() / 32 + 16),
        on_line: 0,
        backup: 0,
    };
    let mut was_cr = false;
    let mut i = 0;
    while i < input.len() {
        let byte = input[i];
        i += 1;
        if was_cr {
            was_cr = false;
            if byte == b'\n' {
                out.trailing_space_tab();
                out.buf.extend_from_slice(b"\r\n");
                out.on_line = 0;
                continue;
            }
            // The CR held back was not a line ending's.
            out.append(b"=0D");
        }
        if byte == b'\r' {
            was_cr = true;
            continue;
        }
        if LIMIT - out.on_line >= 3 && !needs_encoding(byte) {
            // A run of plain characters, ending two short of the line's limit.
            let (start, most) = (i - 1, LIMIT - out.on_line - 2);
            let mut end = i;
            while end < input.len() && end - start < most && !needs_encoding(input[end]) {
                end += 1;
            }
            out.buf.extend_from_slice(&input[start..end]);
            out.on_line += end - start;
            out.backup = out.buf.len();
            i = end;
            continue;
        }
        out.byte(byte);
    }
    if was_cr {
        out.append(b"=0D");
    } else {
        out.trailing_space_tab();
    }
    out.buf
}

/// A byte the encoding writes as `=XX`.
fn needs_encoding(c: u8) -> bool {
    !matches!(c, b'\t' | b' '..=b'~') || c == b'='
}

/// The encoded text so far, the characters on its last line, and where the last thing
/// appended begins (a soft line break goes there when the line is full).
struct Out {
    buf: Vec<u8>,
    on_line: usize,
    backup: usize,
}

impl Out {
    /// Appends `s` (one character or one `=XX`), breaking the line first when it would not
    /// fit.
    fn append(&mut self, s: &[u8]) {
        if self.on_line + s.len() > LIMIT {
            if self.on_line == LIMIT {
                // No room for the '=': the break goes before the last thing appended.
                self.on_line = self.buf.len() - self.backup;
                let (at, end) = (self.backup, self.buf.len());
                self.buf.extend_from_slice(b"=\r\n");
                self.buf.copy_within(at..end, at + 3);
                self.buf[at..at + 3].copy_from_slice(b"=\r\n");
            } else {
                self.buf.extend_from_slice(b"=\r\n");
                self.on_line = 0;
            }
        }
        self.buf.extend_from_slice(s);
        self.on_line += s.len();
        self.backup = self.buf.len() - s.len();
    }

    /// Appends one byte of the input, encoded if it must be.
    fn byte(&mut self, b: u8) {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        match b {
            b'=' => self.append(b"=3D"),
            b'\t' | b' '..=b'~' => self.append(&[b]),
            _ => self.append(&[b'=', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]),
        }
    }

    /// A space or tab ending a line is encoded (RFC 2045: it must not end an encoded line).
    fn trailing_space_tab(&mut self) {
        let with = match self.buf.last() {
            Some(b' ') => b"=20",
            Some(b'\t') => b"=09",
            _ => return,
        };
        self.on_line -= 1;
        self.buf.pop();
        self.append(with);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn same(input: &[u8]) {
        assert_eq!(
            String::from_utf8(encode(input)).unwrap(),
            String::from_utf8(quoted_printable::encode(input)).unwrap(),
            "{:?}",
            String::from_utf8_lossy(input)
        );
    }

    #[test]
    fn encodes_as_the_quoted_printable_crate() {
        for text in [
            "",
            "\r\n",
            " \r\n\t\r\n",
            "a \r\nb\t",
            "x \r",
            "\r\r\n\r",
            "=\r\n==",
            "é ü\r\n",
            &"x".repeat(77),
            &"y".repeat(300),
            &format!("{}=\r\n", "z".repeat(74)),
            &format!("{} \r\n", "w".repeat(75)),
            &format!("{}é\r\n", "v".repeat(75)),
            &"<svg>\r\n<g/>\r\n</svg>\r\n".repeat(50),
        ] {
            same(text.as_bytes());
        }
    }

    proptest! {
        #[test]
        fn any_bytes_encode_as_the_crate_does(bytes in proptest::collection::vec(
            prop_oneof![Just(b' '), Just(b'\t'), Just(b'\r'), Just(b'\n'), Just(b'='), Just(b'a'), any::<u8>()],
            0..400,
        )) {
            same(&bytes);
        }

        #[test]
        fn long_lines_encode_as_the_crate_does(n in 60usize..400, tail in "[ =\t\u{e9}a]{0,3}", lines in 1usize..4) {
            same(format!("{}{tail}\r\n", "w".repeat(n)).repeat(lines).as_bytes());
        }
    }
}
