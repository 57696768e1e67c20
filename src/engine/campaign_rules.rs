//! The campaign rules every game shares, once (issue 30 item 2): which sides a player
//! controls, the note's limit, and the notes of a phase's orders. The adapter applies them
//! to every game: a game implements nothing for them.

use super::version::{at_least, EngineVersion};
use super::{Ctx, Game, Given};
use crate::error::{Error, Result};
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The most characters a note to the other players holds (docs/orders.md).
pub const NOTE_LIMIT: usize = 4000;

/// A game's typed side, named in the campaign's `players:` (player -> sides).
pub trait SideId: Sized {
    /// The sides as an error names them: `a side of 1812 (france, russia)`.
    const WHAT: &'static str;
    /// The side named `id`; `None` for a name that is no side of the game.
    fn parse(id: &str) -> Option<Self>;
}

/// The side ids `player` controls, as the campaign names them.
///
/// # Errors
/// [`Error::Campaign`] for a player not in the campaign.
pub fn side_ids<'a>(ctx: Ctx<'a>, player: &str) -> Result<&'a [String]> {
    ctx.players
        .get(player)
        .map(Vec::as_slice)
        .ok_or_else(|| Error::Campaign(format!("'{player}' is not a player of this campaign")))
}

/// The sides `player` controls, typed.
///
/// # Errors
/// [`Error::Campaign`] for a player not in the campaign or a name that is no side of the
/// game.
pub fn sides_of<S: SideId>(ctx: Ctx, player: &str) -> Result<Vec<S>> {
    side_ids(ctx, player)?
        .iter()
        .map(|s| S::parse(s).ok_or_else(|| Error::Campaign(format!("'{s}' is not {}", S::WHAT))))
        .collect()
}

/// The `note:` of an orders file, read beside the game's own orders.
#[derive(Deserialize)]
struct NoteOf {
    #[serde(default)]
    note: Option<serde_yaml::Value>,
}

/// The note of the orders file `src` (`note:`, a text), if it has one.
pub fn note_of(src: &Source) -> Option<String> {
    // Without the word and without a backslash (an escape in a double-quoted key), no key
    // of the file can be `note`: not read again (most orders, and every standing order).
    if !src.text.contains("note") && !src.text.contains('\\') {
        return None;
    }
    let n: NoteOf = serde_yaml::from_str(&src.text).ok()?;
    n.note.and_then(|v| v.as_str().map(str::to_string))
}

/// Checks the note of `src` against [`NOTE_LIMIT`], for an entry of an engine of `since` or
/// later (`engine` as [`Ctx::engine`] gives it).
///
/// # Errors
/// [`Error::Invalid`](crate::error::Error) at `note`: a note over the limit.
pub fn check_note(
    engine: &str,
    since: EngineVersion,
    src: &Source,
    note: Option<&str>,
) -> Result<()> {
    match note {
        Some(n) if at_least(engine, since) && n.chars().count() > NOTE_LIMIT => Err(src.invalid(
            "note",
            format!("a note holds at most {NOTE_LIMIT} characters"),
        )),
        _ => Ok(()),
    }
}

/// Player -> the note of the player's orders, for the report.
pub type Notes = BTreeMap<String, String>;

/// `src` parsed as game `G`'s orders, with its note; the note checked against its limit
/// for `ctx`'s engine ([`Game::NOTE_LIMIT_SINCE`]).
///
/// # Errors
/// [`Error::Yaml`] naming the file, line and path; a note over the limit.
pub fn given<'s, G: Game>(ctx: Ctx, src: &'s Source) -> Result<Given<'s, G::Orders>> {
    let orders = src.parse()?;
    let note = note_of(src);
    check_note(ctx.engine, G::NOTE_LIMIT_SINCE, src, note.as_deref())?;
    Ok(Given { orders, src, note })
}

/// At resolve, every player's orders parsed and checked again on the state they resolve
/// ([`Game::check_orders`]), and their notes collected: once here, for every game.
///
/// # Errors
/// The first player's orders (in player order) that no longer check.
pub fn checked_again<'s, G: Game>(
    ctx: Ctx,
    rules: &G::Rules,
    state: &G::State,
    orders: &'s BTreeMap<String, Source>,
) -> Result<(BTreeMap<String, Given<'s, G::Orders>>, Notes)> {
    let mut checked = BTreeMap::new();
    let mut notes = Notes::new();
    for (player, src) in orders {
        let g = given::<G>(ctx, src)?;
        G::check_orders(ctx, rules, state, player, &g)?;
        if let Some(n) = &g.note {
            notes.insert(player.clone(), n.clone());
        }
        checked.insert(player.clone(), g);
    }
    Ok((checked, notes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::version::V0_8_0;

    #[test]
    fn a_note_is_read_beside_the_orders() {
        let src = Source::new("o.yaml", "game: g\nnote: hello\nmoves: {}\n");
        assert_eq!(note_of(&src).as_deref(), Some("hello"));
        let escaped = Source::new("o.yaml", "game: g\n\"\\x6eote\": hello\n");
        assert_eq!(
            note_of(&escaped).as_deref(),
            Some("hello"),
            "a key spelt by escapes"
        );
        assert_eq!(note_of(&Source::new("o.yaml", "game: g\n")), None);
    }

    #[test]
    fn the_note_limit_holds_from_its_version() {
        let src = Source::new("o.yaml", "note: x\n");
        let long = "x".repeat(NOTE_LIMIT + 1);
        let e = check_note("pbem 0.8.0", V0_8_0, &src, Some(&long)).unwrap_err();
        assert!(e.to_string().contains("at most 4000 characters"), "{e}");
        assert!(check_note("pbem 0.7.0", V0_8_0, &src, Some(&long)).is_ok());
        let full = "x".repeat(NOTE_LIMIT);
        assert!(check_note("pbem 0.8.0", V0_8_0, &src, Some(&full)).is_ok());
    }
}
