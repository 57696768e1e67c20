//! A mail part's body: what lettre's `Body::new` makes of a text, made in linear time.
//!
//! `Body::new` chooses the transfer encoding for the text (7bit, quoted-printable or
//! base64, by its characters and line lengths), makes its line endings CRLF, and encodes
//! it. lettre inserts each CR in place, which moves the rest of the text for every line:
//! an SVG picture of a thousand lines cost most of a replayed entry's time. Here the
//! encoding is chosen by the same chooser (the `email-encoding` crate lettre calls) on the
//! same text, the CRs are added in one pass, and lettre encodes the result: the same bytes.
//! A quoted-printable text is encoded by [`super::qp`], as lettre's encoder does, in one
//! pass over bytes.

use lettre::message::header::ContentTransferEncoding;
use lettre::message::Body;

/// Whether [`body`] encodes `text` quoted-printable, by [`super::qp`]: what lettre's
/// chooser gives for it. `pbem verify` checks a stored part so encoded with
/// [`super::qp::matches`] instead of encoding it again.
pub fn is_quoted_printable(text: &str) -> bool {
    email_encoding::body::Encoding::choose(text, false)
        == email_encoding::body::Encoding::QuotedPrintable
}

/// The body lettre's `Body::new(text)` makes, byte for byte.
pub fn body(text: &str) -> Body {
    use email_encoding::body::Encoding;
    // As lettre chooses (no SMTPUTF8 assumed), before its line endings are changed.
    let encoding = match Encoding::choose(text, false) {
        Encoding::SevenBit => ContentTransferEncoding::SevenBit,
        Encoding::EightBit => ContentTransferEncoding::EightBit,
        Encoding::QuotedPrintable => ContentTransferEncoding::QuotedPrintable,
        Encoding::Base64 => ContentTransferEncoding::Base64,
    };
    if encoding == ContentTransferEncoding::QuotedPrintable {
        // lettre takes quoted-printable for any text; encoded here as it encodes, faster.
        let encoded = super::qp::encode(super::qp::crlf(text).as_bytes());
        return Body::dangerous_pre_encoded(encoded, encoding);
    }
    // lettre refuses 7bit for a text its check finds needs more; it then chooses itself.
    Body::new_with_encoding(super::qp::crlf(text), encoding)
        .unwrap_or_else(|_| Body::new(text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn same(text: &str) {
        let (ours, theirs) = (body(text), Body::new(text.to_string()));
        assert_eq!(ours.encoding(), theirs.encoding(), "{text:?}");
        assert_eq!(ours.into_vec(), theirs.into_vec(), "{text:?}");
    }

    #[test]
    fn bodies_are_lettres_own() {
        for text in [
            "",
            "\n",
            "a\nb\r\nc\rd\n\n",
            "\r\n\n\r\r\n",
            "é\nü",
            &"x".repeat(77),
            &format!("{}\n{}", "y".repeat(76), "z".repeat(999)),
            &"<svg>\n<g/>\n</svg>\n".repeat(500),
            "tab\t \nspace \n",
            "\0nul\n",
        ] {
            same(text);
        }
    }

    proptest! {
        #[test]
        fn any_text_gives_lettres_bytes(text in "(?s)[a-z \t\r\n\u{e9}\u{0}=.]{0,300}") {
            same(&text);
        }

        #[test]
        fn long_lines_give_lettres_bytes(n in 60usize..1100, lines in 1usize..4) {
            same(&format!("{}\n", "w".repeat(n)).repeat(lines));
        }
    }
}
