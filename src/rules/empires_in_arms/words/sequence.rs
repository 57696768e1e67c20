//! The lines of 7.1 the land phase announcements: France's place, the combined movements
//! (7.1.2) and their order (7.3.8.1), and the sequence of the phase.

use serde::Serialize;

/// One line of the announcements, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.1 the sequence of this land phase: each sequence's powers' names.
    Sequence {
        /// The sequences in order, each its powers' names.
        groups: &'a [Vec<String>],
    },
    /// 7.1.2 a combined movement not every member announced.
    CombinedNotMade {
        /// The members' names.
        members: &'a [String],
        /// The names of those that did not announce it.
        silent: &'a [String],
    },
    /// 7.1.2, 7.3.8.1 a combined movement in the order its members agreed.
    CombinedAgreed {
        /// The members' names.
        members: &'a [String],
        /// Their names, in the order they move.
        order: &'a [String],
    },
    /// 7.1.2, 7.3.8.1 a combined movement whose order competitive die rolls gave.
    CombinedRolled {
        /// The members' names.
        members: &'a [String],
        /// Their names, in the order they move.
        order: &'a [String],
    },
    /// 7.1 France's place in the sequence.
    FrancePlace {
        /// France's name.
        power: &'a str,
        /// Its place, 1-based.
        place: usize,
        /// Its place by default (none announced).
        default: bool,
    },
}
