//! The lines of the Firing Phase (3.): each firing attack, its contest and what it did.

use serde::Serialize;

/// One line (or part of a line) of the Firing Phase, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 3. the section's title.
    FiringSection,
    /// 3. a firing unit with no valid target loses its marker.
    NoValidTarget {
        /// The unit's id.
        unit: &'a str,
    },
    /// 3. the same, found when its turn to fire comes.
    NoValidTargetNow {
        /// The unit's id.
        unit: &'a str,
    },
    /// 3. a loser of a contest is shaken.
    LosesShaken {
        /// The unit's id.
        unit: &'a str,
    },
    /// 3. a loser checks morale and routs.
    LosesRouted {
        /// The unit's id.
        unit: &'a str,
        /// The morale check.
        breakdown: &'a str,
    },
    /// 3. a shaken loser routs.
    LosesAlreadyShaken {
        /// The unit's id.
        unit: &'a str,
    },
    /// 3. a loser checks morale and stays shaken.
    LosesStaysShaken {
        /// The unit's id.
        unit: &'a str,
        /// The morale check.
        breakdown: &'a str,
    },
    /// 3. one firing attack: the contest's totals and what it did.
    Fires {
        /// The firer's id.
        firer: &'a str,
        /// The target's id.
        target: &'a str,
        /// The range; none in contact.
        #[serde(skip_serializing_if = "Option::is_none")]
        range: Option<&'a str>,
        /// The firer's side of the contest.
        firer_total: &'a str,
        /// The target's side of the contest.
        target_total: &'a str,
        /// What it did to each (a kind above), target first.
        effects: &'a [String],
        /// The target takes a Firing marker and returns fire in its turn.
        returns_fire: bool,
    },
}
