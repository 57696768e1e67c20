//! The words of movement: a move's allowance and how it was reckoned (full, half, on the
//! road), its cost part by part, and why a move or a general's ride is refused.

use serde::Serialize;

/// One part of a move's words, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A move refused by the table, citing movement.
    MoveRefused {
        /// Why.
        why: &'a str,
    },
    /// A move over its allowance, its cost part by part (from 0.6.0).
    OverAllowanceCosted {
        /// The cost (a [`Said::CostMoved`] or [`Said::CostHalved`]).
        cost: &'a str,
        /// How the allowance was reckoned.
        how: &'a str,
        /// The allowance's rule.
        rule: &'a str,
    },
    /// A move refused, naming the half moves.
    MoveRefusedHalf {
        /// Why.
        why: &'a str,
        /// How the allowance was reckoned.
        how: &'a str,
    },
    /// A half move's cost against the allowance.
    HalfMoveCosts {
        /// The cost.
        cost: &'a str,
        /// How the allowance was reckoned.
        how: &'a str,
    },
    /// Half move when shaken.
    WhenShaken,
    /// Half move sideways or backwards.
    SidewaysOrBackwards,
    /// The allowance's rule: the arm's rate, halved or with the road's bonus.
    AllowanceRule {
        /// The arm.
        arm: &'a str,
        /// Its rate.
        rate: &'a str,
        /// Why a half move, if it is one.
        #[serde(skip_serializing_if = "Option::is_none")]
        half: Option<&'a str>,
        /// The road's bonus, on a road.
        #[serde(skip_serializing_if = "Option::is_none")]
        road: Option<&'a str>,
    },
    /// A half move's allowance.
    HalfMove {
        /// Why.
        why: &'a str,
        /// The allowance.
        allowance: &'a str,
    },
    /// The allowance on the road.
    OnTheRoad {
        /// The allowance.
        allowance: &'a str,
    },
    /// A full move's allowance.
    FullMove {
        /// The allowance.
        allowance: &'a str,
    },
    /// Artillery and cavalry enter woods or a built-up area only by road.
    ByRoadOnly {
        /// The arm.
        arm: &'a str,
        /// The area.
        area: &'a str,
    },
    /// One infantry unit per wood or built-up area.
    HoldsArea {
        /// The unit there.
        unit: &'a str,
        /// The area.
        area: &'a str,
    },
    /// A general's ride off the table.
    RideOffTable,
    /// A general's ride beyond his move.
    BeyondGeneralMove {
        /// How far.
        distance: &'a str,
        /// His move.
        most: &'a str,
    },
    /// A linear feature crossed, by kind and id.
    LinearCrossed {
        /// Its kind in words (`stone wall`).
        kind: &'a str,
        /// Its id.
        id: &'a str,
    },
    /// A move's cost: the distance moved.
    CostMoved {
        /// The cost.
        cost: &'a str,
        /// The distance.
        distance: &'a str,
    },
    /// A move's cost: the distance doubled, and why.
    CostHalved {
        /// The cost.
        cost: &'a str,
        /// The distance.
        distance: &'a str,
        /// The woods or built-up areas entered or left.
        areas: &'a [String],
        /// The linear features crossed (each a [`Said::LinearCrossed`]).
        lines: &'a [String],
    },
}
