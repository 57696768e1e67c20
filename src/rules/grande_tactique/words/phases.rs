//! The lines of the De-shaking (1.), PIP dice, attachment, Charge Phase (4.) opening and
//! end of turn procedures.

use serde::Serialize;

/// One line (or part of a line) of these procedures, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 2. `attach` or `detach` must be the general's first line.
    AttachFirst {
        /// The divisional general.
        division: &'a str,
    },
    /// 2. no divisional general of the side.
    NoDivisionalGeneral {
        /// The id given.
        id: &'a str,
    },
    /// 2. a detach of a general attached to no unit.
    AttachedToNoUnit {
        /// The divisional general.
        division: &'a str,
    },
    /// 2. a general detaches.
    Detaches {
        /// The divisional general.
        division: &'a str,
        /// The unit.
        unit: &'a str,
    },
    /// 2. a general attaches to one of his units only.
    NoUnitOfHis {
        /// The id given.
        unit: &'a str,
        /// The divisional general.
        division: &'a str,
    },
    /// 2. a general who cannot reach the unit.
    CannotReach {
        /// The divisional general.
        division: &'a str,
        /// The unit.
        unit: &'a str,
        /// Why.
        why: &'a str,
    },
    /// 2. a general attaches.
    Attaches {
        /// The divisional general.
        division: &'a str,
        /// The unit.
        unit: &'a str,
    },
    /// A spend line given as an attachment.
    NotAnAttachment,
    /// End of turn: a side takes an objective.
    TakesObjective {
        /// The side.
        side: &'a str,
        /// The objective's area.
        area: &'a str,
    },
    /// End of turn: the section's title.
    EndOfTurnSection,
    /// End of turn: a side's units routed or lost.
    SideLosses {
        /// The side.
        side: &'a str,
        /// Units routed or lost.
        out: usize,
        /// All its units.
        all: usize,
    },
    /// End of turn: one army breaks.
    ArmyBreaks {
        /// The side.
        side: &'a str,
    },
    /// End of turn: both armies break.
    BothBreak,
    /// End of turn: the objectives held after the last turn.
    ObjectivesHeld {
        /// The first side.
        a: &'a str,
        /// Its objectives.
        na: usize,
        /// The second side.
        b: &'a str,
        /// Its objectives.
        nb: usize,
    },
    /// End of turn: the battle is over.
    BattleOver {
        /// The ending in words.
        ending: &'a str,
    },
    /// End of turn: the next turn and who moves.
    NextTurn {
        /// The turn.
        turn: u32,
        /// The side that moves.
        side: &'a str,
    },
    /// 1. the section's title.
    DeshakingSection,
    /// 1. no unit of the moving side is shaken.
    NoneShaken,
    /// 1. a shaken unit's check and its result.
    Deshake {
        /// The check.
        breakdown: &'a str,
        /// Passed: no longer shaken.
        passed: bool,
    },
    /// 2. a corps' new Plan: its PIPs are lost this turn.
    PlanChanged {
        /// The corps commander.
        corps: &'a str,
        /// The Plan's objectives.
        plan: &'a [String],
    },
    /// 2. a corps rolls no PIPs.
    NoPips {
        /// The corps commander.
        corps: &'a str,
        /// Why.
        why: &'a str,
    },
    /// 4. the section's title.
    ChargeSection,
    /// 4. no charge was declared.
    NoChargeDeclared,
    /// 4. `charge_order` names no charge declared (from 0.6.0).
    NoChargeByOrOn {
        /// The name given.
        name: &'a str,
    },
    /// 4. a target gone: its charges lapse.
    TargetGone {
        /// The target's id.
        target: &'a str,
    },
    /// 4. the principal named declared no charge on the target: the first paid leads.
    PrincipalWithoutCharge {
        /// The principal named.
        principal: &'a str,
        /// The target's id.
        target: &'a str,
    },
}
