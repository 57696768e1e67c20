//! The words of the table rolls' breakdowns that the rules compose from a chart's labels:
//! the row read, a modifier taken more than once, the Mass and matchup modifiers of MELEE:
//! COMBAT RESOLUTION, a provisional reading's note.

use serde::Serialize;

/// One part of a breakdown, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// CHARGE TEST / REACTION TEST TABLE the row read: the quality and the number needed.
    TestRow {
        /// The unit's quality.
        quality: &'a str,
        /// The number needed.
        needed: i32,
    },
    /// A modifier taken once per hit (CHARGE TEST "each new hit").
    PerHit {
        /// The chart's label.
        label: &'a str,
        /// How many times.
        times: u32,
    },
    /// MORALE TABLE (rally) the column of a failed rally: its rout move.
    RalliesNot {
        /// The rout distance.
        distance: &'a str,
    },
    /// MELEE: COMBAT RESOLUTION the row read: the quality and its value.
    MeleeRow {
        /// The unit's quality.
        quality: &'a str,
        /// Its value.
        value: i32,
    },
    /// MELEE: COMBAT RESOLUTION a Mass modifier.
    Mass {
        /// The chart's label, without its `Mass ` prefix.
        label: &'a str,
    },
    /// MELEE: COMBAT RESOLUTION an Inf vs Inf modifier.
    InfVsInf {
        /// The chart's label.
        label: &'a str,
    },
    /// MELEE: COMBAT RESOLUTION the Cav vs Cav overlap, per overlapping stand.
    CavOverlap {
        /// How many stands.
        times: u32,
    },
    /// MELEE: COMBAT RESOLUTION a Cav vs Cav modifier.
    CavVsCav {
        /// The chart's label.
        label: &'a str,
    },
    /// MELEE: COMBAT RESOLUTION a Cav vs Inf modifier.
    CavVsInf {
        /// The chart's label.
        label: &'a str,
    },
    /// A provisional reading's note, naming its chart and key.
    KeyNote {
        /// The chart file and key.
        key: &'a str,
        /// The note.
        note: &'a str,
    },
}
