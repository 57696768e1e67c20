//! The lines of III.B.6 Melee Subsegment (MELEE: COMBAT RESOLUTION and COMBAT RESULTS):
//! each melee's rounds, its results, "takes ground", and the notes of its provisional
//! readings.

use serde::Serialize;

/// One line (or part of a line) of the Melee Subsegment, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III.B.6 the section's title.
    MeleeSection,
    /// III.B.6 no melee.
    NoMelee,
    /// A melee's two units.
    MeleeAgainst {
        /// The attacker's name.
        attacker: &'a str,
        /// The defender's name.
        defender: &'a str,
    },
    /// One side's value in a round.
    RoundSide {
        /// The unit's name.
        unit: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// A round's difference and the COMBAT RESULTS row read.
    RoundDifference {
        /// The difference.
        difference: i32,
        /// The row.
        row: &'a str,
    },
    /// The winner (or nobody) and each side's results.
    MeleeOutcome {
        /// The winner's name; none for a draw.
        #[serde(skip_serializing_if = "Option::is_none")]
        winner: Option<&'a str>,
        /// The attacker's name.
        attacker: &'a str,
        /// Its results, in order.
        attacker_results: &'a [String],
        /// The defender's name.
        defender: &'a str,
        /// Its results, in order.
        defender_results: &'a [String],
    },
    /// A provisional reading the melee used.
    MeleeNote {
        /// The note.
        note: &'a str,
    },
    /// charts/melee.yaml overlap's note.
    OverlapNote {
        /// The note.
        note: &'a str,
    },
    /// charts/melee.yaml anchored-line's distance and note.
    AnchoredNote {
        /// The distance.
        within: &'a str,
        /// The note.
        note: &'a str,
    },
    /// A result: falls back, stopping short (before 0.6.0).
    FallsBackOld {
        /// How far it went.
        left: &'a str,
        /// Its fall back distance.
        most: &'a str,
    },
    /// A result: falls back, paying terrain (from 0.6.0).
    FallsBack {
        /// How far it went.
        ran: &'a str,
        /// Its fall back distance.
        most: &'a str,
        /// How it went.
        how: &'a str,
    },
    /// A result: routs at once, leaving contact (from 0.6.0).
    RoutsAtOnce {
        /// How far it ran.
        ran: &'a str,
        /// Its rout distance.
        most: &'a str,
        /// How it ran.
        how: &'a str,
    },
    /// "takes ground": a formation that does not move holds.
    HoldsDoesNotMove {
        /// The troop type.
        troop: &'a str,
        /// The formation.
        formation: &'a str,
    },
    /// "takes ground": the ground left is not ahead.
    HoldsNotAhead,
    /// "takes ground": its way ahead is blocked.
    TakesNoGround,
    /// "takes ground": how far.
    TakesGround {
        /// How far.
        distance: &'a str,
        /// At most.
        most: &'a str,
        /// A stream or ditch crossed that disorders it.
        #[serde(skip_serializing_if = "Option::is_none")]
        crossed: Option<&'a str>,
    },
    /// III.B.7 the section's title.
    BreakthroughSection,
    /// III.B.7 no unit may break through.
    NoBreakthrough,
    /// III.B.7 a routed winner or a square may not break through.
    MayNotBreakThrough {
        /// The winner's name.
        unit: &'a str,
    },
    /// III.B.7 its player's standing order halts the winner.
    HaltsByOrder {
        /// The winner's name.
        unit: &'a str,
    },
    /// III.B.7 the nearest target in reach is beyond what the ground lets it pay (0.7.0).
    CannotBreakThrough {
        /// The winner's name.
        unit: &'a str,
        /// The target's name.
        target: &'a str,
        /// Why.
        why: &'a str,
        /// Its reach.
        reach: &'a str,
        /// charts/melee.yaml breakthrough-move's note.
        note: &'a str,
    },
    /// III.B.7 no enemy in its front arc within reach.
    NoBreakthroughTarget {
        /// The winner's name.
        unit: &'a str,
        /// charts/melee.yaml breakthrough-move's note.
        note: &'a str,
    },
    /// III.B.7 the winner breaks through at a target.
    BreaksThrough {
        /// The winner's name.
        unit: &'a str,
        /// The target's name.
        target: &'a str,
        /// How far.
        distance: &'a str,
        /// The target's edge struck.
        edge: &'a str,
        /// What the ground cost (0.7.0).
        #[serde(skip_serializing_if = "Option::is_none")]
        cost: Option<&'a str>,
        /// charts/melee.yaml breakthrough-move's note.
        note: &'a str,
        /// charts/movement.yaml charger-squares' note, when it squares (0.12.0).
        #[serde(skip_serializing_if = "Option::is_none")]
        squares: Option<&'a str>,
    },
    /// III.B.7 the winner is disordered crossing a stream or ditch on its way (0.7.0).
    DisorderedOnTheWay {
        /// The winner's name.
        unit: &'a str,
        /// The stream or ditch.
        feature: &'a str,
    },
}
