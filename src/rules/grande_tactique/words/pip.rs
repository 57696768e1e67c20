//! The lines of the PIP Phase (2.), the spending: one use of PIPs on one unit, and why a
//! use is refused.

use serde::Serialize;

/// One line (or part of a line) of the spending, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A unit id the side does not have.
    NoUnitOfYours {
        /// The id given.
        id: &'a str,
    },
    /// 2. PIP Phase: PIPs are spent on the units of the divisional general.
    UnderAnotherGeneral {
        /// The unit's id.
        unit: &'a str,
        /// Its divisional general.
        under: &'a str,
        /// The general spending.
        division: &'a str,
    },
    /// A refusal that names no rule, citing the PIP Phase (from 0.6.0).
    CitedPipPhase {
        /// The refusal.
        why: &'a str,
    },
    /// 2. PIP Phase: a routed unit rallies first.
    RoutedRallyFirst {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. PIP Phase: one move or pivot per unit.
    OneMovePerTurn {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. PIP Phase: a unit's move or pivot and its cost.
    Motion {
        /// The unit's id.
        unit: &'a str,
        /// The motion's words (a step kind below).
        motion: &'a str,
        /// A pivot (no distance).
        pivot: bool,
        /// How far it moved.
        distance: &'a str,
        /// How (the movement's words).
        how: &'a str,
        /// PIPs.
        cost: u32,
    },
    /// An advance.
    StepAdvance {
        /// How far.
        distance: &'a str,
    },
    /// A retire.
    StepRetire {
        /// How far.
        distance: &'a str,
    },
    /// An oblique.
    StepOblique {
        /// The angle.
        angle: &'a str,
        /// How far.
        distance: &'a str,
    },
    /// A sidestep.
    StepSidestep {
        /// To the left.
        left: bool,
        /// How far.
        distance: &'a str,
    },
    /// A wheel.
    StepWheel {
        /// To the left.
        left: bool,
        /// Degrees.
        degrees: &'a str,
    },
    /// A pivot.
    StepPivot {
        /// The facing, degrees.
        facing: i32,
    },
    /// An about face.
    StepAboutFace,
    /// 2. PIP Phase: only infantry forms square, and line from square.
    CannotForm {
        /// The unit's id.
        unit: &'a str,
        /// Square (else line).
        square: bool,
    },
    /// 2. PIP Phase: a formation change is the unit's move.
    FormationIsItsMove {
        /// The unit's id.
        unit: &'a str,
    },
    /// Movement: squares form only in the open.
    NotInTheOpen {
        /// The unit's id.
        unit: &'a str,
    },
    /// The new formation would leave the table.
    FormationOffTable,
    /// The new formation would lie on a unit.
    FormationOnUnit {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. PIP Phase: a formation change and its cost.
    Forms {
        /// The unit's id.
        unit: &'a str,
        /// Square (else line).
        square: bool,
        /// PIPs.
        cost: u32,
    },
    /// 2. PIP Phase: only a battery with a Firing marker is redirected.
    NoFiringBattery {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. PIP Phase: a firing battery redirected and its cost.
    Redirects {
        /// The unit's id.
        unit: &'a str,
        /// The new facing, degrees.
        facing: i32,
        /// PIPs.
        cost: u32,
    },
    /// 2. the section's title.
    PipPhaseSection,
    /// 2. an attached general stays with his unit.
    GeneralStaysAttached {
        /// The general's id.
        id: &'a str,
        /// His unit.
        unit: &'a str,
    },
    /// 2. a general rides to a point.
    GeneralRides {
        /// The general's id.
        id: &'a str,
        /// Where to.
        to: &'a str,
    },
    /// 2. a general's ride refused.
    GeneralStays {
        /// The general's id.
        id: &'a str,
        /// Why.
        why: &'a str,
    },
    /// 2. a use that costs more than is left, skipped; later uses he can pay are made (from
    /// 0.6.0).
    UnpaidSkipped {
        /// The divisional general.
        division: &'a str,
        /// The order line.
        order: &'a str,
        /// Its cost.
        cost: u32,
        /// PIPs left.
        left: u32,
    },
    /// 2. a use that costs more than is left stops the general's uses (before 0.6.0).
    UnpaidStops {
        /// The divisional general.
        division: &'a str,
        /// The order line.
        order: &'a str,
        /// Its cost.
        cost: u32,
        /// PIPs left.
        left: u32,
    },
    /// 2. a use made, under its general.
    UseMade {
        /// The divisional general.
        division: &'a str,
        /// What was done.
        done: &'a str,
    },
    /// 2. a use refused.
    UseRefused {
        /// The divisional general.
        division: &'a str,
        /// The order line.
        order: &'a str,
        /// Why.
        why: &'a str,
    },
    /// 2. PIPs left unspent.
    Unspent {
        /// The divisional general.
        division: &'a str,
        /// PIPs left.
        left: u32,
    },
    /// 2. declare a charge: the target is no enemy unit.
    NoEnemyUnitToCharge {
        /// The id given.
        id: &'a str,
    },
    /// 4. artillery does not charge.
    ArtilleryDoesNotCharge,
    /// A unit that has declared a charge already.
    AlreadyCharging {
        /// The unit's id.
        unit: &'a str,
    },
    /// 2. a unit that moved cannot move into contact.
    MovedCannotCharge {
        /// The unit's id.
        unit: &'a str,
    },
    /// 4. a charge from contact: its Charge marker.
    ChargesFromContact {
        /// The unit's id.
        unit: &'a str,
        /// The target's id.
        target: &'a str,
        /// PIPs.
        cost: u32,
    },
    /// 4. a charge goes forward (from 0.6.0).
    NotAhead {
        /// The target's id.
        target: &'a str,
        /// The unit's id.
        unit: &'a str,
    },
    /// 4. a charge blocked by a unit in the way.
    ChargeBlocked {
        /// The target's id.
        target: &'a str,
        /// The unit in the way.
        by: &'a str,
    },
    /// The charge move refused (movement).
    ChargeMoveRefused {
        /// The target's id.
        target: &'a str,
        /// Why.
        why: &'a str,
    },
    /// 4. a charge move into contact: its Charge marker.
    ChargesIntoContact {
        /// The unit's id.
        unit: &'a str,
        /// The target's id.
        target: &'a str,
        /// How far.
        distance: &'a str,
        /// The target's edge (`Front`).
        edge: &'a str,
        /// Its squaring to the edge (from pbem 0.12.0).
        #[serde(skip_serializing_if = "Option::is_none")]
        squares: Option<super::charge::Squares<'a>>,
        /// PIPs.
        cost: u32,
    },
    /// PIP dice: a division's row, by its Plan rank among the corps' dice.
    PlanRank {
        /// The divisional general.
        general: &'a str,
        /// The rank.
        rank: usize,
        /// The dice, highest first.
        shown: &'a [String],
    },
    /// PIP dice: a division's row, the average of the corps' dice.
    AverageOf {
        /// The divisional general.
        general: &'a str,
        /// The dice, highest first.
        shown: &'a [String],
    },
    /// PIP dice: the commander's bonus, by who gives it.
    CommanderBonus {
        /// The chart's label.
        label: &'a str,
        /// Who gives it.
        giver: &'a str,
    },
    /// PIP dice: the PIPs, raised to the least when below it.
    Pips {
        /// PIPs.
        pips: i32,
        /// Raised to the least.
        least: bool,
    },
}
