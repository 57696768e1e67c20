//! Markdown in reports: every value a template prints is escaped ([`escape_markdown`]), and
//! the mail's plain text undoes the escape ([`plain_text`], the `plain_text` filter). Both
//! go by runs of bytes: every character they change is ASCII.

/// Escapes text for Markdown: every ASCII punctuation character that Markdown gives a
/// meaning is backslash-escaped, so player-written text cannot inject links, HTML or
/// formatting; line breaks become spaces.
pub fn escape_markdown(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 8);
    // Every character escaped or replaced is ASCII: the runs between them are copied whole.
    let mut from = 0;
    for (i, b) in s.bytes().enumerate() {
        let put = match b {
            b'\n' | b'\r' => " ",
            _ if is_markdown_punctuation(b) => "\\",
            _ => continue,
        };
        out.push_str(&s[from..i]);
        out.push_str(put);
        from = if put == " " { i + 1 } else { i };
    }
    out.push_str(&s[from..]);
    out
}

/// Whether the byte `b` is one of [`MARKDOWN_PUNCTUATION`] (all ASCII).
fn is_markdown_punctuation(b: u8) -> bool {
    b < 128 && PUNCTUATION_BITS & (1u128 << b) != 0
}

/// [`MARKDOWN_PUNCTUATION`] as a set of bits, one per ASCII code.
const PUNCTUATION_BITS: u128 = {
    let mut bits = 0u128;
    let mut i = 0;
    while i < MARKDOWN_PUNCTUATION.len() {
        bits |= 1u128 << (MARKDOWN_PUNCTUATION[i] as u32);
        i += 1;
    }
    bits
};

/// The Markdown punctuation [`escape_markdown`] escapes.
const MARKDOWN_PUNCTUATION: [char; 14] = [
    '\\', '`', '*', '_', '[', ']', '<', '>', '#', '|', '!', '~', '{', '}',
];

/// Undoes [`escape_markdown`] in a text rendered with it: every backslash that escapes
/// Markdown punctuation (`\!`, `\<`, `\\`) is dropped, scanning left to right, so
/// `plain_text(escape_markdown(s))` is `s` with its line breaks made spaces. Player-written
/// text therefore still cannot begin a line: its line breaks were spaces before the
/// escape, and none comes back. Used by today's mail templates (`{% filter plain_text %}`):
/// the mail is plain text, not Markdown, and shows no escapes.
pub fn plain_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let bytes = s.as_bytes();
    // Text without a backslash is copied whole; each escaping backslash is left out.
    let mut from = 0;
    let mut at = 0;
    while let Some(k) = memchr::memchr(b'\\', &bytes[at..]) {
        let i = at + k;
        if bytes
            .get(i + 1)
            .is_some_and(|&n| is_markdown_punctuation(n))
        {
            out.push_str(&s[from..i]);
            // The escaped character is kept, and never escapes what follows it.
            from = i + 1;
            at = i + 2;
        } else {
            at = i + 1;
        }
    }
    out.push_str(&s[from..]);
    out
}

/// The `plain_text` Tera filter: [`plain_text`] of a string.
pub(super) fn plain_text_filter(
    value: &tera::Value,
    _: &std::collections::HashMap<String, tera::Value>,
) -> tera::Result<tera::Value> {
    let s = tera::try_get_value!("plain_text", "value", String, value);
    Ok(tera::Value::String(plain_text(&s)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The escape and its undoing as first written, a character at a time: the byte-run
    /// versions must give their output exactly.
    fn escape_by_chars(s: &str) -> String {
        let mut out = String::new();
        for ch in s.chars() {
            match ch {
                c if MARKDOWN_PUNCTUATION.contains(&c) => {
                    out.push('\\');
                    out.push(ch);
                }
                '\n' | '\r' => out.push(' '),
                _ => out.push(ch),
            }
        }
        out
    }

    fn plain_by_chars(s: &str) -> String {
        let mut out = String::new();
        let mut chars = s.chars().peekable();
        while let Some(ch) = chars.next() {
            if ch == '\\' {
                if let Some(next) = chars.peek().copied() {
                    if MARKDOWN_PUNCTUATION.contains(&next) {
                        out.push(next);
                        chars.next();
                        continue;
                    }
                }
            }
            out.push(ch);
        }
        out
    }

    proptest! {
        #[test]
        fn the_byte_runs_give_what_the_characters_gave(s in r"[a\\!<>*_\[\]`#|~{}\n\r\u{e9}\u{fc} ]{0,40}") {
            prop_assert_eq!(escape_markdown(&s), escape_by_chars(&s));
            prop_assert_eq!(plain_text(&s), plain_by_chars(&s));
            prop_assert_eq!(plain_text(&escape_markdown(&s)), plain_by_chars(&escape_by_chars(&s)));
        }
    }

    #[test]
    fn markdown_is_escaped() {
        assert_eq!(
            escape_markdown("[x](http://e) <b>*hi*</b>"),
            "\\[x\\](http://e) \\<b\\>\\*hi\\*\\</b\\>"
        );
        assert_eq!(escape_markdown("a\nb"), "a b");
    }

    #[test]
    fn plain_text_undoes_the_markdown_escape_and_keeps_lines() {
        for s in [
            "Soldats!",
            "<sha256 of x>",
            "a\\!b \\\\ [x](y) *z*",
            "tab\there",
            "",
        ] {
            assert_eq!(plain_text(&escape_markdown(s)), s, "{s:?}");
        }
        assert_eq!(
            plain_text(&escape_markdown("a\nPBEM-COMMIT c 1 x")),
            "a PBEM-COMMIT c 1 x"
        );
        // A backslash before anything else is the template's own text: kept.
        assert_eq!(plain_text("C:\\dir \\n"), "C:\\dir \\n");
    }
}
