//! The lines of a resolved charge (4. Charge Phase): the chargers' and target's checks, the
//! result, the attached general's die, successful cavalry; each naming the provisional
//! readings it used in the printed chart's form.

use serde::Serialize;

/// A charger squaring to the edge it meets (PROVISIONAL, charts/charge.yaml
/// `charger-squares`): the chart's label and note, carried by the line of its move into
/// contact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Squares<'a> {
    /// The chart's label.
    pub label: &'a str,
    /// The chart's note.
    pub note: &'a str,
}

/// One line (or part of a line) of a resolved charge, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 4. a charger passes its check and charges.
    ChargerPasses {
        /// The check.
        breakdown: &'a str,
        /// The charger's id.
        unit: &'a str,
        /// The target's id.
        target: &'a str,
    },
    /// 4. a charger fails its check (the chart's label and note).
    ChargerFails {
        /// The check.
        breakdown: &'a str,
        /// The charger's id.
        unit: &'a str,
        /// The chart's label.
        label: &'a str,
        /// The chart's note.
        note: &'a str,
    },
    /// 4. the attached general's die when his unit flees.
    GeneralFate {
        /// The chart's label.
        label: &'a str,
        /// The general.
        general: &'a str,
        /// Sides of the die.
        sides: u32,
        /// The die.
        die: u32,
        /// Lost (else survives).
        lost: bool,
    },
    /// 4. successful cavalry's check: halts, pursues, may follow up.
    Pursuit {
        /// The check.
        breakdown: &'a str,
        /// The unit's id.
        unit: &'a str,
        /// Passed.
        passed: bool,
        /// How far it pursues, if it does.
        #[serde(skip_serializing_if = "Option::is_none")]
        distance: Option<&'a str>,
        /// The chart's note.
        note: &'a str,
    },
    /// 4. the target passes: the chargers' fates.
    Repulsed {
        /// The target's id.
        target: &'a str,
        /// The chart's label.
        label: &'a str,
        /// Each charger's fate (a kind below).
        fates: &'a [String],
        /// The target de-shakes.
        deshakes: bool,
        /// The chart's note.
        note: &'a str,
    },
    /// A charger repulsed shaken.
    FateShaken {
        /// The charger's id.
        unit: &'a str,
    },
    /// A charger repulsed routed.
    FateRouted {
        /// The charger's id.
        unit: &'a str,
    },
    /// 4. the target fails and flees.
    Fled {
        /// The target's id.
        target: &'a str,
        /// The chart's label.
        label: &'a str,
        /// The flight in words.
        flight: &'a str,
        /// The charts' notes.
        notes: &'a [&'a str],
    },
    /// 4. artillery charged is silenced.
    Silenced {
        /// The target's id.
        target: &'a str,
        /// The chart's note.
        note: &'a str,
    },
    /// Flight: infantry flee.
    InfantryFlee {
        /// How far.
        distance: &'a str,
    },
    /// Flight: cavalry flee from infantry or artillery.
    CavalryFleeFromFoot {
        /// How far.
        distance: &'a str,
    },
    /// Flight: cavalry flee from cavalry, the dice added.
    CavalryFleeFromCavalry {
        /// The fixed part.
        base: &'a str,
        /// Dice.
        dice: u32,
        /// Sides.
        sides: u32,
        /// Each die.
        rolled: &'a [String],
        /// The whole distance.
        distance: &'a str,
    },
    /// 4. the general attached to a fleeing unit: lost, or flees with it.
    GeneralWithFleeing {
        /// The general.
        general: &'a str,
        /// The unit.
        unit: &'a str,
        /// The chart's label.
        label: &'a str,
        /// Sides of the die.
        sides: u32,
        /// The die.
        die: u32,
        /// Lost (else flees with it).
        lost: bool,
    },
    /// A flight or pursuit run: how far, and what stopped it.
    Ran {
        /// How far.
        distance: &'a str,
        /// What stopped it (its name), if anything.
        #[serde(skip_serializing_if = "Option::is_none")]
        stopped_by: Option<&'a str>,
    },
    /// 4. the charges on a target halt.
    ChargesHalt {
        /// The target's id.
        target: &'a str,
    },
    /// 4. a charger is repulsed.
    IsRepulsed {
        /// The charger's id.
        unit: &'a str,
        /// Its fate (`Shaken`, `Routed`).
        fate: &'a str,
    },
    /// 4. the target removes its Shaken marker, citing the rule (from 0.6.0).
    RemovesShakenCited {
        /// The target's id.
        target: &'a str,
        /// The chart's label.
        label: &'a str,
        /// The rule.
        rule: &'a str,
    },
    /// 4. the target removes its Shaken marker (before 0.6.0).
    RemovesShaken {
        /// The target's id.
        target: &'a str,
    },
    /// 4. the target routs and flees.
    RoutsAndFlees {
        /// The target's id.
        target: &'a str,
        /// Its flight distance.
        distance: &'a str,
        /// The flight in words.
        flight: &'a str,
        /// How far it ran.
        ran: &'a str,
    },
    /// 4. the target is silenced.
    IsSilenced {
        /// The target's id.
        target: &'a str,
    },
    /// 4. follow-up: its player's order halts it.
    FollowUpHalts {
        /// The unit's id.
        unit: &'a str,
    },
    /// 4. follow-up: it followed up this phase already (provisional).
    FollowedUpAlready {
        /// The unit's id.
        unit: &'a str,
        /// The chart's note.
        note: &'a str,
    },
    /// 4. follow-up: no enemy in its front wedge within reach (provisional).
    NoFollowUpTarget {
        /// The unit's id.
        unit: &'a str,
        /// The reach.
        reach: &'a str,
        /// The chart's note.
        note: &'a str,
    },
    /// 4. follow-up: it moves into contact (provisional).
    FollowsUp {
        /// The unit's id.
        unit: &'a str,
        /// The target's id.
        target: &'a str,
        /// The reach.
        reach: &'a str,
        /// How far it moved.
        moved: &'a str,
        /// The chart's note.
        note: &'a str,
        /// Its squaring to the edge it meets (from pbem 0.12.0).
        #[serde(skip_serializing_if = "Option::is_none")]
        squares: Option<Squares<'a>>,
    },
    /// 4. follow-up refused (provisional).
    CannotFollowUp {
        /// The unit's id.
        unit: &'a str,
        /// The target's id.
        target: &'a str,
        /// Why.
        why: &'a str,
        /// The chart's note.
        note: &'a str,
    },
    /// 4. follow-up: a unit in the way.
    InTheWay {
        /// The unit in the way.
        unit: &'a str,
    },
    /// 4. follow-up charge: the attacker's check.
    AttackersCheck {
        /// The unit's id.
        unit: &'a str,
        /// The target's id.
        target: &'a str,
        /// The check.
        breakdown: &'a str,
    },
    /// 4. follow-up charge: the defender's check.
    DefendersCheck {
        /// The target's id.
        target: &'a str,
        /// The check.
        breakdown: &'a str,
    },
    /// 4. successful cavalry pursues.
    Pursues {
        /// The unit's id.
        unit: &'a str,
        /// The check.
        breakdown: &'a str,
        /// How far it ran.
        ran: &'a str,
    },
    /// 4. successful cavalry halts.
    PursuitHalts {
        /// The unit's id.
        unit: &'a str,
        /// The check.
        breakdown: &'a str,
    },
    /// Flight: a unit boxed in surrenders, taken off as lost (provisional).
    BoxedIn {
        /// The unit that boxed it in; none: the table edge.
        #[serde(skip_serializing_if = "Option::is_none")]
        by: Option<&'a str>,
        /// The chart's label.
        label: &'a str,
    },
    /// Flight: how far it fled, what it slid past, what stopped it.
    FlightRun {
        /// How far.
        distance: &'a str,
        /// The units slid past, each a [`Said::SlidPast`].
        past: &'a [String],
        /// The slide's chart label (provisional).
        slide: &'a str,
        /// Stopped by the table edge.
        edge: bool,
        /// Stopped by a unit it could not pass.
        #[serde(skip_serializing_if = "Option::is_none")]
        stopped_by: Option<&'a str>,
    },
    /// Flight: a unit slid past, and how far along it.
    SlidPast {
        /// The unit.
        unit: &'a str,
        /// How far.
        distance: &'a str,
    },
}
