//! The report's words both miniatures games share (issue 30, item 5): a table roll's
//! breakdown, the end of a battle, a point of the table, the standing orders pbem decided.
//! The shared code records them as a typed [`Said`] and the shared line template
//! (`templates/table-game/lines.tera`, built in) says them, so a change of wording is a
//! change of the template. Built in and never a group's: the lines are part of the entries'
//! events, which verify replays from the binary alone.

use crate::engine::words::LineTemplate;
use serde::Serialize;

/// The line template, as built into the binary.
static LINES: LineTemplate = LineTemplate::new(
    "table-game",
    include_str!("../../../templates/table-game/lines.tera"),
);

/// One modifier of a breakdown (a part of [`Said::Breakdown`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Term<'a> {
    /// The chart's words.
    pub name: &'a str,
    /// The value.
    pub value: i32,
}

/// One line (or part of a line) the miniatures games share, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A table roll term by term: `CHARGE TEST TABLE, Good: 5: d10 4 + Cavalry +4 = 8:
    /// passes (provisional: ...)`.
    Breakdown {
        /// The table's printed name.
        table: &'a str,
        /// The row used.
        row: &'a str,
        /// The base figure before the die, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        base: Option<Term<'a>>,
        /// The die's sides, when a die was rolled.
        #[serde(skip_serializing_if = "Option::is_none")]
        sides: Option<u32>,
        /// The die rolled.
        die: u32,
        /// The modifiers, in the chart's order.
        terms: &'a [Term<'a>],
        /// Base + die + modifiers.
        total: i32,
        /// The column used; empty until read.
        column: &'a str,
        /// The notes of the provisional figures and readings used.
        provisional: &'a [String],
    },
    /// A leader's modifier, by his rating (`Leader (good)`).
    Leader {
        /// The rating.
        rating: &'a str,
    },
    /// The end of a battle: the victor (none: a draw) and why.
    Ending {
        /// The victor.
        #[serde(skip_serializing_if = "Option::is_none")]
        victor: Option<&'a str>,
        /// Why.
        reason: &'a str,
    },
    /// A point of the table, in inches.
    At {
        /// Across.
        x: &'a str,
        /// Up.
        y: &'a str,
    },
    /// The phase title of a battle that is over.
    BattleOver {
        /// The end, in words.
        ending: &'a str,
    },
    /// A side's standing orders pbem decided from its posture (the note the report prints).
    Decided {
        /// The posture (`attack`).
        posture: &'a str,
        /// What was decided, each a [`Said::Decision`].
        each: &'a [String],
        /// The game's doc (`old-trousers`).
        game: &'a str,
    },
    /// One decision: a unit or general and what was decided for it and why.
    Decision {
        /// The unit's or general's id.
        id: &'a str,
        /// What and why.
        words: &'a str,
    },
    /// The standing orders file pbem writes for a side without moves.
    StandingOrdersFile {
        /// The player.
        player: &'a str,
        /// The posture.
        posture: &'a str,
        /// The orders' header lines.
        header: &'a str,
        /// The orders.
        body: &'a str,
    },
}

/// The words of `line`, as the template says them.
pub fn say(line: &Said<'_>) -> String {
    LINES.say(line)
}

/// The words of `line`, or `None` when the template does not render it (for the test that
/// renders every kind).
pub fn render(line: &Said<'_>) -> Option<String> {
    LINES.render(line)
}
