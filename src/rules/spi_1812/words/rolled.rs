//! The purposes of the dice the rules roll, as the entry's dice log records them
//! (docs/fairness.md).

use serde::Serialize;

/// What a die is rolled for, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Rolled<'a> {
    /// A.1.B the side's attrition.
    AttritionDie {
        /// The side's adjective.
        side: &'a str,
    },
    /// A.2.B the side's `corps`-th forced-marching corps.
    ForcedMarchDie {
        /// The side's adjective.
        side: &'a str,
        /// Which corps, from 1.
        corps: u32,
    },
    /// A.3 step 5 combat at a place.
    CombatDie {
        /// The place, by name.
        place: &'a str,
    },
    /// A.3 step 6 pursuit at a place.
    PursuitDie {
        /// The place, by name.
        place: &'a str,
    },
    /// C.3 a hidden stack's draw: its corps' dice as base-6 digits.
    UnsuppliedStackDraw {
        /// The side's adjective.
        side: &'a str,
        /// The area, by name.
        place: &'a str,
    },
    /// C.3 as pbem 0.3.0 rolled it: a die per corps.
    UnsuppliedCorpsDie {
        /// The side's adjective.
        side: &'a str,
        /// The area, by name.
        place: &'a str,
    },
}
