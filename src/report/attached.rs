//! An attachment of a report mail: its name, text and content type, and whether it goes
//! as written or is kept in the entry's files ([`super::kept`]).

use crate::fairness::Digest;

/// The content type of a Markdown report attachment.
pub const MARKDOWN: &str = "text/markdown; charset=utf-8";
/// The content type of a picture of the board.
pub const SVG: &str = "image/svg+xml";
/// The content type of a player's view file (docs/fairness.md, section 14).
pub const YAML: &str = "application/yaml";

/// An attachment: file name, UTF-8 text, content type ([`MARKDOWN`], [`SVG`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attached {
    /// The file name (`report-0002-turkey.md`).
    pub name: String,
    /// The text.
    pub body: String,
    /// Its content type.
    pub content_type: &'static str,
    /// Attached as written, in 7bit, when the text can be ([`super::seven_bit::fits`]:
    /// ASCII, lines of at most 998 bytes): a picture of an entry of pbem 0.11.0 on. Else,
    /// and when false, in the encoding lettre chooses.
    pub as_written: bool,
    /// Where the entry keeps the text (a picture of an entry of pbem 0.12.0 on): the message
    /// then names that file instead of holding the text ([`super::kept`]), and `body` is not
    /// used. `None`: the text is in the message.
    pub kept: Option<KeptAt>,
}

/// A file of an entry folder that a kept report mail names instead of holding it
/// ([`super::kept`]): `map.svg` or `reports/<player>.svg`, and its SHA-256.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptAt {
    /// The file, relative to the entry folder.
    pub file: String,
    /// The SHA-256 of its bytes.
    pub sha256: Digest,
}

/// The content type constant of an attachment's type as a message writes it: [`MARKDOWN`],
/// [`SVG`] or [`YAML`]; `None` for any other.
pub fn known_type(text: &str) -> Option<&'static str> {
    [MARKDOWN, SVG, YAML].into_iter().find(|t| *t == text)
}
