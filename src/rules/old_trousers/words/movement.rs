//! The lines of III.B.2 Movement Subsegment: each unit's steps, what they cost (MOVEMENT
//! TABLE, TERRAIN TYPE MOVEMENT EFFECT, the provisional formation changes chart) and why a
//! step is refused.

use serde::Serialize;

/// One part of a move's cost, with its rule (a part of [`Said::Cost`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Part<'a> {
    /// What it costs.
    pub cost: String,
    /// What is paid for (`open`, `in woods (x2)`, `crossing stream-a`).
    pub what: &'a str,
    /// Whether it is the MOVEMENT TABLE's (open ground) or the terrain chart's.
    pub open: bool,
}

/// One line (or part of a line) of the Movement Subsegment, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III.B.2 the section's title.
    MovementSection,
    /// III.B.2 what one step of a unit did.
    UnitStep {
        /// The unit's name.
        unit: &'a str,
        /// The step's words.
        step: &'a str,
    },
    /// III.B.2 a unit whose walk was refused stays where it was.
    StaysWhereItWas {
        /// The unit's name.
        unit: &'a str,
        /// Why.
        why: &'a str,
    },
    /// III.B.2 no unit moves.
    NoUnitMoves,
    /// III.B.2 a step refused, with its rule.
    StepRefused {
        /// 1-based index of the step.
        step: usize,
        /// The step's words.
        words: &'a str,
        /// Why.
        why: &'a str,
        /// The rule.
        rule: &'a str,
    },
    /// III.A a unit may not move: the reason, citing III.A.
    OrderSegmentRefusal {
        /// Why.
        why: &'a str,
    },
    /// III.A a `hold` order keeps the unit in place (provisional order types).
    HoldOrder,
    /// III.B.1 a routed unit moves only by its rout move.
    RoutedMovesOnlyByRout,
    /// III.B.2 out of command without an order: no formation change (from 0.6.0).
    OutOfCommandNoForm,
    /// III.B.2 out of command without an order: only facing, rally or disorder.
    OutOfCommandOnlyFace,
    /// III.B.2 removing disorder takes the whole move (refused when part is spent).
    RemoveDisorderWholeMove,
    /// III.B.2 removes disorder.
    RemovesDisorder,
    /// III.B.2 rallying from shaken only for a shaken unit.
    OnlyShakenRallies,
    /// III.B.2 rallying from shaken takes the whole move (provisional).
    RallyWholeMove,
    /// III.B.2 tries to rally from shaken (provisional).
    TriesToRally,
    /// III.B.2 a turn in place for a share of the move (provisional formation changes).
    TurnsToFace {
        /// The new facing, degrees.
        facing: i32,
        /// The share, as the chart writes it (`1/4`).
        share: &'a str,
    },
    /// III.B.2 a formation change for a share of the move.
    Forms {
        /// The new formation.
        formation: &'a str,
        /// The share.
        share: &'a str,
        /// The area that disorders a formation change in it, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        disordered_in: Option<&'a str>,
    },
    /// MOVEMENT TABLE a troop may not take a formation.
    MayNotForm {
        /// The troop type.
        troop: &'a str,
        /// The formation.
        formation: &'a str,
    },
    /// MOVEMENT TABLE a troop in a formation does not move.
    DoesNotMove {
        /// The troop type.
        troop: &'a str,
        /// The formation.
        formation: &'a str,
    },
    /// A share of the move that does not fit what is left, in millionths of the move:
    /// entries before 0.10.0.
    ShareLeftMillionths {
        /// The share.
        share: &'a str,
        /// What is left, millionths.
        left: i64,
    },
    /// A share of the move that does not fit what is left, as players read it (from 0.10.0,
    /// [`crate::rules::old_trousers::revision::Change::ShareLeftAsPlayersRead`]).
    ShareDoesNotFit {
        /// The share.
        share: &'a str,
        /// What is left: inches of its allowance, or a fraction of its move; none when
        /// nothing is.
        #[serde(skip_serializing_if = "Option::is_none")]
        left: Option<&'a str>,
        /// Its MOVEMENT TABLE allowance, when it moves across the table.
        #[serde(skip_serializing_if = "Option::is_none")]
        allowance: Option<&'a str>,
    },
    /// TERRAIN TYPE MOVEMENT EFFECT a climb that costs more than is left (before 0.6.0).
    ClimbCostsTooMuch {
        /// The cost.
        cost: &'a str,
        /// What is left.
        left: &'a str,
    },
    /// A move across the table and what it cost; the disorder it brought, if any.
    Moves {
        /// The step's words.
        words: &'a str,
        /// How far.
        distance: &'a str,
        /// What it cost (a [`Said::Cost`], or a length before 0.6.0).
        cost: &'a str,
        /// The allowance.
        allowance: &'a str,
        /// A stream or ditch crossed that disorders the unit.
        #[serde(skip_serializing_if = "Option::is_none")]
        crossed: Option<&'a str>,
        /// Untrained infantry moved this far in line (MOVEMENT TABLE), disordered.
        #[serde(skip_serializing_if = "Option::is_none")]
        untrained: Option<&'a str>,
    },
    /// A move whose cost is more than what is left.
    MoveCostsTooMuch {
        /// The cost (a [`Said::Cost`]).
        cost: &'a str,
        /// What is left.
        left: &'a str,
        /// The allowance.
        allowance: &'a str,
    },
    /// TERRAIN TYPE MOVEMENT EFFECT an area or feature that may not be entered or crossed.
    MayNotEnter {
        /// Its id.
        id: &'a str,
    },
    /// TERRAIN TYPE MOVEMENT EFFECT: Bridges, crossed only in company column or skirmish.
    BridgeFormation {
        /// The bridge.
        bridge: &'a str,
        /// The unit's formation.
        formation: &'a str,
    },
    /// A crossing part of a feature the text does not give (a ford), naming the reading.
    ProvisionalCrossing {
        /// The part's words (`crossing ford-a`).
        what: &'a str,
        /// The provisional note.
        note: &'a str,
    },
    /// A move's cost, part by part with each part's rule.
    Cost {
        /// The total.
        total: &'a str,
        /// The parts.
        parts: &'a [Part<'a>],
    },
    /// The disorder of a stream or ditch crossed, appended to a move's line.
    DisorderedCrossing {
        /// The stream or ditch.
        feature: &'a str,
    },
}
