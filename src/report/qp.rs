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
    let mut e = Encoder::new(input.len() + input.len() / 32 + 16, None);
    e.feed(input);
    e.finish();
    e.out.buf
}

/// `text` with a CR before every LF that has none: lettre's line endings.
pub fn crlf(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    let mut from = 0;
    for (i, _) in text.match_indices('\n') {
        if !text[..i].ends_with('\r') {
            out.push_str(&text[from..i]);
            out.push('\r');
            from = i;
        }
    }
    out.push_str(&text[from..]);
    out
}

/// The length of the quoted-printable encoding of `text` with its line endings made CRLF
/// (a CR before every LF that has none, [`crlf`]) when `stored`
/// begins with it, byte for byte; `None` when it does not. What `pbem verify` checks a
/// stored mail part by: the encoder runs as [`encode`] does, into a small buffer compared
/// with `stored` as it fills, so neither the CRLF text nor its encoding is built whole.
pub fn matches(text: &str, stored: &[u8]) -> Option<usize> {
    let mut e = Encoder::new(8192, Some(stored));
    let mut from = 0;
    for (i, _) in text.match_indices('\n') {
        if text[..i].ends_with('\r') {
            e.feed(&text.as_bytes()[from..=i]);
        } else {
            e.feed(&text.as_bytes()[from..i]);
            e.feed(b"\r\n");
        }
        from = i + 1;
        if e.out.failed {
            return None;
        }
    }
    e.feed(&text.as_bytes()[from..]);
    e.finish();
    e.out.settle(e.out.buf.len());
    (!e.out.failed).then_some(e.out.checked)
}

/// The encoder's state between the pieces of input it is fed: a CR held back (the start of
/// a line ending, or an `=0D`), and the output.
struct Encoder<'s> {
    out: Out<'s>,
    was_cr: bool,
}

impl<'s> Encoder<'s> {
    fn new(capacity: usize, check: Option<&'s [u8]>) -> Encoder<'s> {
        Encoder {
            out: Out {
                buf: Vec::with_capacity(capacity),
                on_line: 0,
                backup: 0,
                check,
                checked: 0,
                failed: false,
            },
            was_cr: false,
        }
    }

    /// Encodes the next piece of the input: the same output, whatever the pieces.
    fn feed(&mut self, input: &[u8]) {
        let out = &mut self.out;
        let mut i = 0;
        while i < input.len() {
            let byte = input[i];
            i += 1;
            if self.was_cr {
                self.was_cr = false;
                if byte == b'\n' {
                    out.trailing_space_tab();
                    out.buf.extend_from_slice(b"\r\n");
                    out.on_line = 0;
                    // Nothing before a line ending moves again.
                    out.settle(out.buf.len());
                    continue;
                }
                // The CR held back was not a line ending's.
                out.append(b"=0D");
            }
            if byte == b'\r' {
                self.was_cr = true;
                continue;
            }
            if LIMIT - out.on_line >= 3 && !needs_encoding(byte) {
                // A run of plain characters, ending two short of the line's limit.
                let (start, most) = (i - 1, LIMIT - out.on_line - 2);
                let stop = input.len().min(start + most);
                let end = (input[i..stop].iter())
                    .position(|&b| needs_encoding(b))
                    .map_or(stop, |k| i + k);
                out.buf.extend_from_slice(&input[start..end]);
                out.on_line += end - start;
                out.backup = out.buf.len();
                i = end;
                continue;
            }
            out.byte(byte);
        }
        if out.check.is_some() && out.buf.len() > 4096 {
            // A long line: what can no longer move (before the last thing appended, and
            // the last byte, which a line ending may encode) is compared.
            out.settle(out.backup.min(out.buf.len() - 1));
        }
    }

    /// The end of the input: a CR held back is encoded, or a space or tab ending it.
    fn finish(&mut self) {
        if self.was_cr {
            self.out.append(b"=0D");
        } else {
            self.out.trailing_space_tab();
        }
    }
}

/// A byte the encoding writes as `=XX`.
fn needs_encoding(c: u8) -> bool {
    ENCODED[usize::from(c)]
}

/// [`needs_encoding`] of each byte: all but tab and the printable ASCII other than `=`.
const ENCODED: [bool; 256] = {
    let mut t = [true; 256];
    let mut c = b' ';
    while c <= b'~' {
        t[c as usize] = c == b'=';
        c += 1;
    }
    t[b'\t' as usize] = false;
    t
};

/// The encoded text so far, the characters on its last line, and where the last thing
/// appended begins (a soft line break goes there when the line is full). When checking
/// against stored bytes, `buf` holds only what is not yet compared: `checked` bytes of
/// `check` were, and `failed` says one differed.
struct Out<'s> {
    buf: Vec<u8>,
    on_line: usize,
    backup: usize,
    check: Option<&'s [u8]>,
    checked: usize,
    failed: bool,
}

impl Out<'_> {
    /// When checking: compares the first `n` bytes of `buf`, which no later step changes,
    /// with the stored bytes that follow those already compared, and lets them go.
    fn settle(&mut self, n: usize) {
        let Some(stored) = self.check else { return };
        if n == 0 || self.failed {
            return;
        }
        let end = self.checked + n;
        if stored.get(self.checked..end) != Some(&self.buf[..n]) {
            self.failed = true;
        }
        self.checked = end;
        self.buf.drain(..n);
        self.backup = self.backup.saturating_sub(n);
    }

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

    /// `matches` finds the encoding of `text` (CRLF made) at the start of what follows it,
    /// and refuses it with any one byte changed or one missing.
    fn found(text: &str) {
        let encoded = encode(crlf(text).as_bytes());
        let mut stored = encoded.clone();
        stored.extend_from_slice(b"\r\n--rest");
        assert_eq!(matches(text, &stored), Some(encoded.len()), "{text:?}");
        // Every byte of a short encoding, some 400 spread over a long one.
        let step = (encoded.len() / 400).max(1);
        for i in (0..encoded.len())
            .step_by(step)
            .chain(encoded.len().saturating_sub(3)..encoded.len())
        {
            let mut other = stored.clone();
            other[i] ^= 0x20;
            assert_eq!(matches(text, &other), None, "{text:?} byte {i}");
        }
        if let Some(short) = encoded.len().checked_sub(1) {
            assert_eq!(matches(text, &encoded[..short]), None, "{text:?}");
        }
    }

    #[test]
    fn a_stored_encoding_is_checked_without_building_it() {
        for text in [
            "",
            "\n",
            "a\nb\r\nc\rd\n\n",
            "x \r",
            " \n\t\n",
            "\r\r\n\r",
            "=\n==",
            "é ü\n",
            &"x".repeat(77),
            &"y".repeat(9000),
            &format!("{} \n", "w".repeat(75)),
            &format!("{}é\n", "v".repeat(75)),
            &format!("{}=\n", "z".repeat(74)),
            &"<svg>\n<g d=\"M0,0 L1,1\"/>\n</svg>\n".repeat(300),
            &format!("{}\n", "é=a ".repeat(3000)),
        ] {
            found(text);
        }
        // A text encoded otherwise but decoding the same is not the encoding.
        assert_eq!(matches("a=b", b"a=3Db"), Some(5));
        assert_eq!(matches("a=b", b"a=3db"), None);
        assert_eq!(matches("a=b", b"=61=3Db"), None);
    }

    proptest! {
        #[test]
        fn any_text_is_found_as_encode_writes_it(text in "(?s)[a-z \t\r\n\u{e9}\u{0}=.]{0,600}") {
            let encoded = encode(crlf(&text).as_bytes());
            prop_assert_eq!(matches(&text, &encoded), Some(encoded.len()));
        }

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
