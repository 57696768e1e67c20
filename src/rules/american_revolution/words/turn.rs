//! The sequence of play's phases, as the mails and the report head name them.

use super::super::sps::Side;
use serde::Serialize;

/// A phase's title, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// E.b.5-6, A.3 the campaign is over.
    CampaignOver {
        /// The victor.
        victor: Side,
    },
    /// A the American player turn.
    AmericanTurn {
        /// The game turn.
        turn: u32,
        /// Its date.
        date: &'a str,
    },
    /// B-E the British player turn and the interphases that close the game turn.
    BritishTurn {
        /// The game turn.
        turn: u32,
        /// Its date.
        date: &'a str,
    },
}
