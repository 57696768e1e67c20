//! The words of the report's and the player's view: a unit's kind, objectives held, units
//! lost, corps Plans, the provisional data and their notes.

use serde::Serialize;

/// One entry of a view, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A unit's kind: its arm and quality.
    UnitKind {
        /// The arm.
        arm: &'a str,
        /// The quality.
        quality: &'a str,
    },
    /// An objective and who holds it.
    Held {
        /// The objective's area.
        area: &'a str,
        /// The side holding it.
        side: &'a str,
    },
    /// A side's units lost.
    Lost {
        /// The side.
        side: &'a str,
        /// The units.
        units: &'a [String],
    },
    /// A corps' Plan.
    Plan {
        /// The corps commander.
        corps: &'a str,
        /// The Plan's objectives.
        plan: &'a [String],
    },
    /// A provisional data file and its note.
    DataNote {
        /// The file.
        file: &'a str,
        /// The note.
        note: &'a str,
    },
}
