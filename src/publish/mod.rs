//! `pbem publish`: the public copy of a campaign (docs/fairness.md, section 14). Every file
//! a player may see is copied byte for byte; every file the game's hidden-information rules
//! hide (and every sealed file of a waiting entry) is replaced by a salted commitment to its
//! bytes, listed in the copy's manifest `public.yaml`; the moderator's own files (notes,
//! mail logs, secrets) are named there and neither copied nor committed. `pbem verify` on
//! the copy checks everything that needs no hidden fact ([`check`]); the salts, released at
//! the end, open every commitment ([`open`]).

pub mod check;
pub mod commit;
pub mod copy;
mod entries;
pub mod manifest;
pub mod open;
pub mod view;
pub mod write;

use crate::data::GameData;
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// A kind of file a game's hidden-information rules keep from the players: `hidden:` of
/// `games/<game>/game.yaml` (absent: nothing hidden).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hidden {
    /// Every `state.yaml` (the campaign's and each entry's): every side's forces.
    State,
    /// Orders files: each entry's `orders/` and `nmr/`, and the waiting entry's revealed
    /// orders (`pending/orders/`).
    Orders,
    /// Each player's own report: each entry's `reports/`, `mail/` and `views/` (the
    /// player's view file, [`view`]).
    PlayerReports,
}

/// Why a file is withheld from the public copy (`why:` in `public.yaml`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Why {
    /// The game hides states ([`Hidden::State`]).
    State,
    /// The game hides orders ([`Hidden::Orders`]).
    Orders,
    /// The game hides players' reports ([`Hidden::PlayerReports`]).
    PlayerReports,
    /// Sealed until the waiting entry's commitments are in: held orders (`pending/held/`,
    /// `ahead/NNNN/held/`) and held entropy values (`pending/held-entropy.yaml`), in every
    /// game.
    Sealed,
}

impl From<Hidden> for Why {
    fn from(h: Hidden) -> Why {
        match h {
            Hidden::State => Why::State,
            Hidden::Orders => Why::Orders,
            Hidden::PlayerReports => Why::PlayerReports,
        }
    }
}

/// What the public copy does with a file of the campaign folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// Copied byte for byte.
    Public,
    /// Replaced by a salted commitment.
    Withheld(Why),
    /// The moderator's own file (not one an entry is made from): named, neither copied nor
    /// committed.
    Private,
}

/// The kinds of file `game`'s rules hide: `hidden:` of its `game.yaml`.
///
/// # Errors
/// A malformed `game.yaml`, with file, line and path.
pub fn hidden(data: &GameData) -> Result<Vec<Hidden>> {
    #[derive(Deserialize)]
    struct GameFile {
        #[serde(default)]
        hidden: Vec<Hidden>,
    }
    let mut h = data.parse::<GameFile>("game.yaml")?.hidden;
    h.sort();
    h.dedup();
    Ok(h)
}

/// What the public copy does with the campaign file at `path` (relative, `/` separators),
/// for a game that hides `hidden`.
pub fn classify(path: &str, hidden: &[Hidden]) -> Class {
    let parts: Vec<&str> = path.split('/').collect();
    let game = |h: Hidden| {
        if hidden.contains(&h) {
            Class::Withheld(h.into())
        } else {
            Class::Public
        }
    };
    let secret = parts
        .iter()
        .any(|p| p.ends_with(".secrets") || p.ends_with(".secret.yaml"));
    if secret
        || parts
            .iter()
            .any(|p| p.starts_with(".pbem-") || *p == ".campaign-lock")
    {
        return Class::Private;
    }
    match parts.as_slice() {
        ["campaign.yaml"] | ["mail-keys.yaml"] => Class::Public,
        ["state.yaml"] => game(Hidden::State),
        ["data" | "templates", _, ..] => Class::Public,
        ["history", entry, rest @ ..] if is_entry(entry) && !rest.is_empty() => match rest {
            ["state.yaml"] => game(Hidden::State),
            ["orders" | "nmr", _] => game(Hidden::Orders),
            ["reports" | "mail" | "views", _] => game(Hidden::PlayerReports),
            _ => Class::Public,
        },
        ["pending", "held", ..] | ["pending", "held-entropy.yaml"] => Class::Withheld(Why::Sealed),
        ["ahead", _, "held", ..] => Class::Withheld(Why::Sealed),
        ["pending", "orders", _] => game(Hidden::Orders),
        ["pending" | "ahead", _, ..] => Class::Public,
        _ => Class::Private,
    }
}

/// An entry folder's name in `history/`: four digits and more (`0000-setup`, `0003-...`).
fn is_entry(name: &str) -> bool {
    name.len() > 4 && name.as_bytes()[..4].iter().all(u8::is_ascii_digit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_that_hides_nothing_withholds_only_sealed_files_and_keeps_private_ones() {
        assert_eq!(classify("state.yaml", &[]), Class::Public);
        assert_eq!(classify("history/0001-x/orders/a.yaml", &[]), Class::Public);
        assert_eq!(
            classify("pending/held/a.yaml", &[]),
            Class::Withheld(Why::Sealed)
        );
        assert_eq!(
            classify("ahead/0004/held/a.yaml", &[]),
            Class::Withheld(Why::Sealed)
        );
        assert_eq!(classify("mail-log.yaml", &[]), Class::Private);
        assert_eq!(classify("history/notes.txt", &[]), Class::Private);
        assert_eq!(classify("x.secrets/a.secret.yaml", &[]), Class::Private);
    }

    #[test]
    fn the_1812_hidden_kinds_withhold_states_orders_and_player_reports() {
        let h = [Hidden::State, Hidden::Orders, Hidden::PlayerReports];
        let w = |k: Hidden| Class::Withheld(k.into());
        assert_eq!(classify("state.yaml", &h), w(Hidden::State));
        assert_eq!(
            classify("history/0000-setup/state.yaml", &h),
            w(Hidden::State)
        );
        assert_eq!(classify("history/0002-x/nmr/a.yaml", &h), w(Hidden::Orders));
        assert_eq!(classify("pending/orders/a.yaml", &h), w(Hidden::Orders));
        assert_eq!(
            classify("history/0002-x/mail/a.eml", &h),
            w(Hidden::PlayerReports)
        );
        assert_eq!(
            classify("history/0002-x/reports/a.svg", &h),
            w(Hidden::PlayerReports)
        );
        assert_eq!(
            classify("history/0002-x/views/a.yaml", &h),
            w(Hidden::PlayerReports)
        );
        assert_eq!(classify("history/0002-x/report.md", &h), Class::Public);
        assert_eq!(
            classify("history/0002-x/resolution.yaml", &h),
            Class::Public
        );
        assert_eq!(classify("pending/commitments.yaml", &h), Class::Public);
    }
}
