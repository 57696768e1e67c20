//! The lines of I. Initiative Phase and II. Random Event Phase.

use serde::Serialize;

/// One line of the Initiative or Random Event Phase, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// I. the section's title.
    InitiativePhase {
        /// The turn.
        turn: u32,
    },
    /// I. a side's initiative roll and its INITIATIVE DIE ROLL MODIFIERS.
    InitiativeRoll {
        /// The side.
        side: &'a str,
        /// The die.
        die: u32,
        /// The army commander's rating, or "-".
        leader: &'a str,
        /// Its modifier.
        lead: i32,
        /// His staff's rating, or "-".
        staff_rating: &'a str,
        /// Its modifier.
        staff: i32,
        /// "Momentum" from a random event, when the side has it.
        #[serde(skip_serializing_if = "Option::is_none")]
        momentum: Option<i32>,
        /// "Surprise" on this turn, when the scenario gives it the side (from 0.7.0).
        #[serde(skip_serializing_if = "Option::is_none")]
        surprise: Option<i32>,
        /// The turn (named with surprise).
        turn: u32,
        /// The total.
        total: i32,
    },
    /// I. equal totals, as charts/initiative.yaml `ties` says (provisional).
    EqualTotals {
        /// The chart's `ties`.
        ties: &'a str,
        /// Its provisional note.
        note: &'a str,
    },
    /// I. after the most re-rolls of equal totals the side that moved first keeps it.
    KeepsInitiative {
        /// How many rolls.
        rolls: u32,
        /// The side.
        side: &'a str,
    },
    /// III. the side with the initiative moves first (the text's reading).
    MovesFirst {
        /// The side.
        side: &'a str,
    },
    /// The same, marked provisional: entries without
    /// [`crate::rules::old_trousers::revision::Change::InitiativeIsFirstPlayersPhase`].
    MovesFirstProvisional {
        /// The side.
        side: &'a str,
    },
    /// II. the section's title, citing the provisional table.
    RandomEventPhase {
        /// The turn.
        turn: u32,
        /// charts/random-events.yaml's note.
        note: &'a str,
    },
    /// II. a side's die that no row of the table holds.
    NoRandomEvent {
        /// The side.
        side: &'a str,
        /// The die.
        die: u32,
    },
    /// II. a side's random event.
    RandomEvent {
        /// The side.
        side: &'a str,
        /// The die.
        die: u32,
        /// The row's roll.
        roll: &'a str,
        /// The row's text.
        text: &'a str,
        /// The event's effect (`momentum`).
        event: &'a str,
    },
}
