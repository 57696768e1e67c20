//! The words of A.2, the movement phase: A.2.A basic movement (movement.rs), A.2.B forced
//! march (forced_march.rs), A.2.C depot destruction and area depletion
//! (depot_destruction.rs).

use serde::Serialize;

/// One movement line, by kind (the template's `line`), with what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Moved<'a> {
    /// A.2.A a move no longer legal, cancelled (its owner's line).
    MoveCancelled {
        /// The unit's id, as the orders name it.
        unit: &'a str,
        /// Why, citing the rule.
        reason: &'a str,
    },
    /// A.2.A a unit's move, place by place (its owner's line).
    Moves {
        /// The unit's name.
        unit: &'a str,
        /// Where it stood, by name.
        from: &'a str,
        /// The places entered, by name.
        path: &'a [&'a str],
    },
    /// A.2.A the side moves no unit.
    DoesNotMove {
        /// The side's adjective.
        side: &'a str,
    },
    /// A.2.A the side moves (where to is the owner's).
    MovesUnder {
        /// The side's adjective.
        side: &'a str,
        /// The movement chart, as cited.
        chart: &'a str,
    },
    /// A.2.B a forced march no longer legal, cancelled (its owner's line).
    ForcedMarchCancelled {
        /// The unit's id, as the orders name it.
        unit: &'a str,
        /// Why, citing the rule.
        reason: &'a str,
    },
    /// A.2.B a corps' die on the Forced March Table, where it goes and what it loses (its
    /// owner's line).
    ForcedMarch {
        /// The corps' name.
        unit: &'a str,
        /// The chart, as cited.
        chart: &'a str,
        /// The die.
        die: u32,
        /// The corps marches (else it does not move).
        moves: bool,
        /// The places it enters, by name.
        path: &'a [&'a str],
        /// The strength points the chart takes (0: none).
        loss: u32,
        /// The losses taken, said ([`super::Lost`]).
        losses: &'a [String],
    },
    /// A.2.B a leader force-marches, automatically (its owner's line).
    LeaderForcedMarch {
        /// The leader's name.
        unit: &'a str,
        /// The places he enters, by name.
        path: &'a [&'a str],
    },
    /// A.2.B no corps of the side force-marches.
    NoForcedMarch {
        /// The side's adjective.
        side: &'a str,
    },
    /// A.2.B how many corps of the side roll to force-march.
    ForcedMarchRolls {
        /// The side's adjective.
        side: &'a str,
        /// How many corps.
        corps: u32,
    },
    /// A.2.C the step's orders no longer legal, all cancelled (its owner's line).
    DepotOrdersCancelled {
        /// Why, citing the rule.
        reason: &'a str,
    },
    /// A.2.C nothing done, the orders cancelled.
    NoDepotDestruction,
    /// A.2.C a French depot destroyed by its owner (his line).
    DepotDestroyed {
        /// The depot's name.
        depot: &'a str,
        /// Where, by name.
        place: &'a str,
    },
    /// A.2.C an area 100% depleted by the phasing side.
    Depletes {
        /// The side's adjective.
        side: &'a str,
        /// The area, by name.
        area: &'a str,
        /// Its depletion before, in per cent.
        was: u32,
    },
    /// A.2.C a new French depot placed (its owner's line).
    DepotPlaced {
        /// The depot's name.
        depot: &'a str,
        /// Its new id.
        id: &'a str,
    },
    /// A.2.C no depot destroyed and no area depleted.
    NoAreaDepleted,
}
