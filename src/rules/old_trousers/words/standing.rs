//! The words of the standing orders pbem decides for a side without orders (from 0.6.0):
//! what each unit or leader was given and why, in the note the report prints.

use serde::Serialize;

/// One decision of the standing orders, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III.B.2 forms square: enemy cavalry may charge it.
    FormsSquareAgainst {
        /// The enemy unit.
        who: &'a str,
    },
    /// III.B.2 counter-charges if the enemy charges it.
    CounterChargesIf {
        /// The enemy unit.
        who: &'a str,
    },
    /// III.B.2 point-blank fire if the enemy charges it.
    PointBlankIf {
        /// The enemy unit.
        who: &'a str,
    },
    /// III.A sends `advance` to a leader.
    SendsAdvance {
        /// The leader.
        to: &'a str,
    },
    /// III.B.2 moves on the nearest enemy.
    MovesOn {
        /// The steps.
        steps: &'a [String],
        /// The enemy.
        on: &'a str,
    },
    /// III.B.2 charges: the odds over its target before the die, against the posture.
    ChargesAtOdds {
        /// The target.
        target: &'a str,
        /// The value and modifiers over it.
        odds: i32,
        /// The posture.
        posture: &'a str,
        /// What the posture needs.
        needs: i32,
    },
    /// III.B.3 fires at the best target in reach.
    FiresAtBest {
        /// The target.
        target: &'a str,
        /// How far.
        range: &'a str,
    },
}
