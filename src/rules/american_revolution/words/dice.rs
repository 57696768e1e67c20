//! What each die is rolled for, as the entry's dice record names it.

use serde::Serialize;

/// A die's purpose, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A.3 / B.3 the die on the CRT.
    CombatDie {
        /// The area.
        area: &'a str,
        /// The odds column's attack figure.
        odds_attack: u32,
        /// The odds column's defence figure.
        odds_defence: u32,
    },
    /// B.1.b.2 a British group's die for each area entered.
    GroupDie {
        /// The area entered.
        area: &'a str,
    },
    /// B.1.c.2 the die for a British sea transport.
    SeaTransportDie {
        /// The area it goes to.
        area: &'a str,
    },
    /// C the die on the Continental Levy Chart.
    LevyDie,
    /// D the die on the Winter Attrition Table.
    AttritionDie,
    /// D the die for one C SP left over.
    SurvivalDie {
        /// The SP's number in its area, from 1.
        sp: u32,
        /// The area.
        area: &'a str,
    },
}
