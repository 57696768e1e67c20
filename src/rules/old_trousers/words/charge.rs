//! The lines of the charges: III.B.2 declared charges and reactions (REACTION TEST TABLE),
//! chargers and counter-chargers moved, and III.B.4 Charge Test Subsegment (CHARGE TEST
//! TABLE).

use serde::Serialize;

/// One line (or part of a line) of the charges, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III.B.2 the section of charges declared and reactions.
    ChargesSection,
    /// III.B.2 only formed cavalry counter-charge (provisional).
    OnlyFormedCavalryCounter {
        /// The unit's name.
        unit: &'a str,
        /// Its troop type.
        troop: &'a str,
        /// Its formation.
        formation: &'a str,
    },
    /// III.B.2 a target that is no enemy unit.
    NoEnemyUnit {
        /// The id given.
        id: &'a str,
    },
    /// III.B.2 artillery and routed units do not charge.
    ArtilleryOrRoutedDoNotCharge,
    /// MOVEMENT TABLE a charger whose formation does not move.
    ChargerDoesNotMove {
        /// Its troop type.
        troop: &'a str,
        /// Its formation.
        formation: &'a str,
    },
    /// MOVEMENT TABLE a target beyond a charge's reach.
    BeyondChargeReach {
        /// How far the target is.
        distance: &'a str,
        /// The most a charge reaches.
        most: &'a str,
    },
    /// III.B.2 a unit in the charge lane.
    InChargeLane {
        /// The unit in the way.
        unit: &'a str,
    },
    /// TERRAIN TYPE MOVEMENT EFFECT cavalry never charges into this area.
    CavalryMayNotChargeInto {
        /// The area's id.
        area: &'a str,
    },
    /// III.B.2 a charge refused.
    MayNotCharge {
        /// The charger's id.
        id: &'a str,
        /// The target's id.
        target: &'a str,
        /// Why.
        why: &'a str,
    },
    /// III.B.2 a charger out of command without an order, or under a hold order.
    MayNotChargeOutOfCommand {
        /// The unit's name.
        unit: &'a str,
    },
    /// III.B.2 a charge declared.
    DeclaresCharge {
        /// The charger's name.
        unit: &'a str,
        /// The target's name.
        target: &'a str,
        /// How far.
        distance: &'a str,
    },
    /// III.B.2 no charge declared.
    NoChargeDeclared,
    /// III.B.2 the target stands to receive the charge (and why, when its reaction was
    /// refused).
    StandsToReceive {
        /// The target's name.
        unit: &'a str,
        /// Why it may not react as ordered.
        #[serde(skip_serializing_if = "Option::is_none")]
        why: Option<&'a str>,
    },
    /// REACTION TEST TABLE a failed reaction (provisional: it stays as it was).
    FailsToReact {
        /// The target's name.
        unit: &'a str,
        /// The reaction (`CounterCharge`).
        reaction: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// REACTION TEST TABLE a reaction passed and what it did.
    Reacts {
        /// The target's name.
        unit: &'a str,
        /// The reaction.
        reaction: &'a str,
        /// What it did (a kind below).
        done: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// A point-blank fire reaction.
    WillFireAtCharger,
    /// A counter-charge that does not move (before 0.7.0).
    CounterChargesInPlaceOld,
    /// A counter-charge meeting halfway (before 0.7.0).
    CounterChargesOld {
        /// How far.
        go: &'a str,
    },
    /// A counter-charge blocked (before 0.7.0).
    CounterChargeBlockedOld {
        /// Why.
        why: &'a str,
    },
    /// A counter-charge blocked (from 0.7.0).
    CounterChargeBlocked,
    /// A counter-charge paying terrain (from 0.7.0).
    CounterCharges {
        /// How far.
        go: &'a str,
        /// At most.
        most: &'a str,
        /// What it cost.
        cost: &'a str,
        /// A stream or ditch crossed that disorders it.
        #[serde(skip_serializing_if = "Option::is_none")]
        crossed: Option<&'a str>,
    },
    /// A square that cannot be formed.
    CannotFormSquare,
    /// Forms square.
    FormsSquare,
    /// Turns to face the charger.
    TurnsToFaceCharger {
        /// The new facing, degrees.
        facing: i32,
    },
    /// A reaction the table does not let it make.
    CannotReact {
        /// Why.
        why: &'a str,
    },
    /// III.B.2 a charger that cannot close from where it stands (from 0.6.0).
    CannotClose {
        /// The charger's name.
        unit: &'a str,
    },
    /// III.B.2 a charger moves toward its target (from 0.6.0).
    ChargesToward {
        /// The charger's name.
        unit: &'a str,
        /// How far.
        go: &'a str,
        /// The target's name.
        target: &'a str,
        /// What it cost.
        cost: &'a str,
        /// What is left to go.
        to_go: &'a str,
        /// charts/movement.yaml charger-halts' note, when it halted there.
        #[serde(skip_serializing_if = "Option::is_none")]
        halts: Option<&'a str>,
        /// A stream or ditch crossed that disorders it.
        #[serde(skip_serializing_if = "Option::is_none")]
        crossed: Option<&'a str>,
    },
    /// III.B.4 the section's title.
    ChargeTestSection,
    /// III.B.4 a charger routed before it could charge.
    RoutedBeforeCharge {
        /// The charger's name.
        unit: &'a str,
    },
    /// III.B.4 a failed charge test.
    FailsChargeTest {
        /// The charger's name.
        unit: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// III.B.4 a charger that passes but cannot close, paying the ground (from 0.6.0).
    FallsShortHalted {
        /// The charger's name.
        unit: &'a str,
        /// The breakdown.
        breakdown: &'a str,
        /// Why it cannot close.
        why: &'a str,
        /// Its allowance left.
        left: &'a str,
        /// The charge bonus, inches.
        bonus: i64,
    },
    /// III.B.4 a charger that passes and charges home.
    ChargesHome {
        /// The charger's name.
        unit: &'a str,
        /// How far.
        distance: &'a str,
        /// The target's edge struck (`Front`).
        edge: &'a str,
        /// The breakdown.
        breakdown: &'a str,
        /// charts/movement.yaml charger-squares' note, when it squares (0.12.0).
        #[serde(skip_serializing_if = "Option::is_none")]
        squares: Option<&'a str>,
    },
    /// III.B.4 a charger that passes but falls short (before 0.6.0).
    FallsShort {
        /// The charger's name.
        unit: &'a str,
        /// The breakdown.
        breakdown: &'a str,
        /// How far to go.
        distance: &'a str,
        /// Its allowance.
        allowance: &'a str,
        /// The charge bonus, inches.
        bonus: i64,
    },
    /// III.B.4 no charge to test.
    NoChargeToTest,
    /// CHARGE TEST TABLE the provisional reading of a skirmish screen (a breakdown note).
    ScreenedNote {
        /// charts/artillery.yaml `screened`'s note.
        note: &'a str,
    },
    /// III.B.4 a unit in the charge lane (a reason).
    InTheLane {
        /// The unit in the way.
        unit: &'a str,
    },
    /// The squared base would leave the table (0.12.0).
    SquaredOffTable {
        /// charts/movement.yaml charger-squares' note.
        note: &'a str,
    },
    /// A reason with its rule.
    WithRule {
        /// Why.
        why: &'a str,
        /// The rule.
        rule: &'a str,
    },
    /// III.B.4 the last stretch of a charge costs more than its reach.
    LastCosts {
        /// The distance.
        distance: &'a str,
        /// What it costs.
        cost: &'a str,
    },
}
