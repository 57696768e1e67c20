//! The public report of an entry of a battle on the table: the sections of the sequence,
//! the players' notes, the end, every unit as it stands and the provisional data used,
//! with what the game adds (its own fields, flattened into `report` of the templates).

use super::battle::{ending_words, Ending};
use super::log::{Log, Section};
use serde::Serialize;
use std::collections::BTreeMap;

/// The public report: `U` a unit's report row, `X` the game's own fields (the side that
/// moved, objectives).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report<U, X> {
    /// Turn.
    pub turn: u32,
    /// The sections of the sequence, in order.
    pub sections: Vec<Section>,
    /// Players' notes, by player.
    pub notes: BTreeMap<String, String>,
    /// The end in words, once reached.
    pub ending: Option<String>,
    /// Every unit after the entry.
    pub units: Vec<U>,
    /// The provisional data of the game and what it covers.
    pub provisional: Vec<String>,
    /// The game's own fields.
    #[serde(flatten)]
    pub game: X,
    /// This entry's moves, fire and charges (for the picture).
    #[serde(skip)]
    pub log: Log,
}

impl<U, X> Report<U, X> {
    /// The report of turn `turn` from its `log`, with the `notes`, the `ending` if reached,
    /// the unit rows, the provisional data and the game's own fields.
    pub fn new(
        (turn, log): (u32, Log),
        notes: BTreeMap<String, String>,
        ending: Option<&Ending>,
        (units, provisional): (Vec<U>, Vec<String>),
        game: X,
    ) -> Self {
        Report {
            turn,
            sections: log.sections.clone(),
            notes,
            ending: ending.map(ending_words),
            units,
            provisional,
            game,
            log,
        }
    }
}
