//! The words of the standing orders pbem decides for a side without orders: what each unit
//! was given and why, in the note the report prints.

use serde::Serialize;

/// One decision of the standing orders (or a part of one), by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A PIP use decided and its cost.
    WhyPips {
        /// Why.
        why: &'a str,
        /// PIPs.
        cost: u32,
    },
    /// The objective a unit moves on.
    TheObjective {
        /// Its id.
        id: &'a str,
    },
    /// The nearest enemy a unit moves on.
    NearestEnemy {
        /// Its id.
        id: &'a str,
    },
    /// 2. unlimbers: an enemy is within long range.
    UnlimbersNear {
        /// Long range.
        long: &'a str,
    },
    /// 2. pivots to face its objective.
    PivotsToFace {
        /// The objective (a kind above).
        name: &'a str,
    },
    /// 2. moves on its objective.
    MovesOn {
        /// The objective (a kind above).
        name: &'a str,
    },
    /// 4. charges: the faces it passes on and the target fails on, against the posture.
    ChargesAtOdds {
        /// The target.
        target: &'a str,
        /// Faces it passes on.
        pass: i32,
        /// Faces of the die.
        die: i32,
        /// Faces the target fails on.
        fail: i32,
        /// The posture.
        posture: &'a str,
        /// What the posture needs.
        needs: i32,
    },
    /// 3. starts firing: a valid target.
    StartsFiringAt {
        /// The target.
        target: &'a str,
    },
    /// 3. its fire priorities: the best valid target first.
    FiresAtFirst {
        /// The target.
        target: &'a str,
    },
    /// The title of a turn: who moves.
    TurnMoves {
        /// The turn.
        turn: u32,
        /// The moving side's name.
        name: &'a str,
    },
    /// 2. forms square: enemy cavalry could charge it.
    FormsSquareAgainst {
        /// The enemy cavalry.
        who: &'a str,
    },
}
