//! The header every battle on the table carries in its state: which scenario, its title,
//! the table file and the turn. Written first in `state:` of state.yaml, in this order.

use super::words;
use crate::board::table::measure::{Length, Point};
use serde::{Deserialize, Serialize};

/// A battle's header (flattened into each game's state: `scenario`, `title`, `table`,
/// `turn`, `last_turn`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// Scenario id.
    pub scenario: String,
    /// Scenario title.
    pub title: String,
    /// The table file under `games/GAME/`.
    pub table: String,
    /// Game turn (1-based).
    pub turn: u32,
    /// The last turn.
    pub last_turn: u32,
}

impl Battle {
    /// The header at the start of turn 1 of scenario `id`, titled `title`, on the table
    /// file `table`, ending after `last_turn`.
    pub fn first_turn(id: &str, title: &str, table: &str, last_turn: u32) -> Battle {
        Battle {
            scenario: id.to_string(),
            title: title.to_string(),
            table: table.to_string(),
            turn: 1,
            last_turn,
        }
    }
}

/// How the battle ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    /// The winning side, none for a draw.
    pub victor: Option<String>,
    /// Why.
    pub reason: String,
}

/// The end in the report's words: `french wins: ...`, `a draw: ...`.
pub fn ending_words(e: &Ending) -> String {
    words::say(&words::Said::Ending {
        victor: e.victor.as_deref(),
        reason: &e.reason,
    })
}

/// `x, y` in inches, as the reports print a point of the table.
pub fn at(p: Point) -> String {
    words::say(&words::Said::At {
        x: &Length(p.x).to_string(),
        y: &Length(p.y).to_string(),
    })
}
