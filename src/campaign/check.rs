//! Checking an orders file against the entry it is for: its header, then the game's rules.
//! The entry comes in as [`Awaits`] (the pending entry implements it), so this module needs
//! nothing of `pending`, which calls it.

use super::Campaign;
use crate::error::{Error, Location, Result};
use crate::rules::Header;
use crate::yaml::Source;

/// An entry that waits for orders: it names the header each player's orders must carry.
pub trait Awaits {
    /// The header an orders file of `player` must carry.
    fn header(&self, c: &Campaign, player: &str) -> Header;
}

/// Checks an orders file's header against the entry `p`, then the game's rules.
///
/// # Errors
/// The first header field that differs, with its line; or the rules' error.
pub fn check_orders(
    c: &Campaign,
    p: &impl Awaits,
    player: &str,
    src_name: &str,
    bytes: &[u8],
) -> Result<()> {
    let text = std::str::from_utf8(bytes).map_err(|_| Error::Invalid {
        location: Location {
            file: src_name.into(),
            ..Default::default()
        },
        message: "an orders file is UTF-8 text".into(),
    })?;
    let src = Source::new(src_name, text);
    let h: Header = src.parse()?;
    let want = p.header(c, player);
    let checks: [(&str, String, String); 6] = [
        ("game", h.game.clone(), want.game.clone()),
        ("campaign", h.campaign.clone(), want.campaign.clone()),
        ("entry", h.entry.to_string(), want.entry.to_string()),
        ("turn", h.turn.to_string(), want.turn.to_string()),
        ("phase", h.phase.clone(), want.phase.clone()),
        ("player", h.player.clone(), want.player.clone()),
    ];
    if !c.players.contains_key(&h.player) {
        let players: Vec<&str> = c.players.keys().map(String::as_str).collect();
        return Err(src.invalid(
            "player",
            format!(
                "'{}' is not a player of this campaign; its players are {}",
                h.player,
                players.join(", ")
            ),
        ));
    }
    for (field, got, expected) in checks {
        if got != expected {
            return Err(src.invalid(
                field,
                format!("this orders file is for {field} '{got}', but the campaign waits for {field} '{expected}' (entry {}, {})", want.entry, want.phase),
            ));
        }
    }
    let (bytes, st) = c.state()?;
    c.system()
        .check_orders(c.ctx(), &*c.decoded(&bytes, &st)?, &want, &src)
}
