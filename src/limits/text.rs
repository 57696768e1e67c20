//! The text of game data: names (of units, leaders, areas, powers), titles of scenarios,
//! ids and notes are one line of printable text. A line break in a unit's name would
//! otherwise start a line of its own in the orders template a player fills in (a live
//! order), and other control characters can hide text in a terminal or a report.

use crate::error::{Error, Location, Result};

/// The character of `text` that game data may not hold, if any: a control character (C0,
/// DEL and C1: line breaks and tabs among them), a Unicode line or paragraph separator, or
/// a bidirectional override or isolate (which reorder the text shown).
pub fn forbidden(text: &str) -> Option<(usize, char)> {
    text.chars().enumerate().find(|(_, c)| {
        c.is_control()
            || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

/// `text` holds no character [`forbidden`] in a name or title; else an
/// [`Error::Invalid`] at `at` naming the character and where it is.
///
/// # Errors
/// [`Error::Invalid`] for a text with a forbidden character.
pub fn check_name(text: &str, at: Location) -> Result<()> {
    match forbidden(text) {
        None => Ok(()),
        Some((i, c)) => Err(Error::invalid(
            at,
            format!(
                "the text holds the control character U+{:04X} at character {}: names, titles and every other text of game data are one line of printable text (docs/limits.md)",
                c as u32,
                i + 1
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_breaks_tabs_and_overrides_are_refused_and_accents_pass() {
        assert_eq!(forbidden("1er Léger, 1st Bn"), None);
        assert_eq!(forbidden("Ney\n  moves: x"), Some((3, '\n')));
        for t in [
            "a\rb",
            "a\tb",
            "a\u{7f}",
            "a\u{85}",
            "a\u{2028}",
            "a\u{202e}b",
        ] {
            assert!(forbidden(t).is_some(), "{t:?}");
        }
        let e = check_name("Ney\nx", Location::default()).unwrap_err();
        assert!(e.to_string().contains("U+000A at character 4"), "{e}");
    }
}
