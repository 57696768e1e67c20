//! The words of the checks' breakdowns that the rules compose: the FIRING CONTEST and
//! MORALE CHECK rows and the morale check's column.

use serde::Serialize;

/// One part of a check's breakdown, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// FIRING CONTEST a contestant's row: its name and role.
    ContestRow {
        /// The unit's id.
        unit: &'a str,
        /// `firer` or `target`.
        role: &'a str,
    },
    /// MORALE CHECK the row: the unit and the number to pass.
    MoraleRow {
        /// The unit's id.
        unit: &'a str,
        /// The number to pass.
        pass: i32,
    },
    /// MORALE CHECK the column: passes or fails, and what it needed.
    MoraleColumn {
        /// Passed.
        passed: bool,
        /// What it needed.
        need: i32,
    },
}
