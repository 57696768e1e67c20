//! The lines of 7.7 the conquest step: minor capitals occupied, held, conquered, or the
//! occupation interrupted.

use serde::Serialize;

/// One line of the conquest step, by kind (the template's `line`). A nation is named with
/// its capital city, "Bavaria (Munich)".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.7 an occupation no longer uninterrupted and unbesieged.
    OccupationInterrupted {
        /// The occupier's name.
        power: &'a str,
        /// The nation's name.
        nation: &'a str,
        /// Its capital city's name, if it has one.
        city: Option<&'a str>,
    },
    /// 7.7 a minor conquered: its capital held since an earlier conquest step.
    Conquers {
        /// The conqueror's name.
        power: &'a str,
        /// The nation's name.
        nation: &'a str,
        /// Its capital city's name, if it has one.
        city: Option<&'a str>,
        /// The turn of the conquest step since which it was held.
        since: u32,
    },
    /// 7.7 a minor's capital occupied: held through the next turn, it is conquered.
    Occupies {
        /// The occupier's name.
        power: &'a str,
        /// The nation's name.
        nation: &'a str,
        /// Its capital city's name, if it has one.
        city: Option<&'a str>,
        /// The turn it must be held through.
        through: u32,
    },
}
