//! The lines of III.B.1 Rally Subsegment (leaders, rally or rout), of the rally from
//! shaken in the Movement Subsegment, and of the morale checks (MORALE TABLE).

use serde::Serialize;

/// One line of the rally and morale procedures, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III.B.1 the section of leaders' moves.
    LeadersSection,
    /// III.B.1 a leader moves, to a point or to the unit he attaches to.
    LeaderMoves {
        /// The leader's id.
        id: &'a str,
        /// How far.
        distance: &'a str,
        /// Where to, across.
        x: &'a str,
        /// Where to, up.
        y: &'a str,
        /// The unit he is attached to, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        attached: Option<&'a str>,
    },
    /// III.B.1 a leader's move refused (why: one of the kinds below).
    LeaderStays {
        /// The leader's id.
        id: &'a str,
        /// Why.
        why: &'a str,
    },
    /// III.B.1 no leader moves.
    NoLeaderMoves,
    /// A leader id the side does not have (report and check).
    NoLeaderOfYours {
        /// The id given.
        id: &'a str,
    },
    /// A unit id the side does not have (report and check).
    NoUnitOfYours {
        /// The id given.
        id: &'a str,
    },
    /// A leader's move with both `to` and `attach`.
    ToOrAttach,
    /// A leader's move off the table.
    OffTable,
    /// A leader's move beyond the provisional leader move.
    BeyondLeaderMove {
        /// How far.
        distance: &'a str,
        /// footprints.yaml `leader_move`.
        most: &'a str,
    },
    /// III.B.1 the section of rally attempts and rout moves.
    RallySection,
    /// III.B.1 a routed unit rallies.
    Rallies {
        /// The unit's name.
        unit: &'a str,
        /// The MORALE TABLE (rally) breakdown.
        breakdown: &'a str,
    },
    /// III.B.1 a routed unit does not rally and makes its rout move.
    RoutsForRally {
        /// The unit's name.
        unit: &'a str,
        /// How far it ran.
        ran: &'a str,
        /// Its rout distance.
        most: &'a str,
        /// How the rout ran (from 0.6.0, RoutMoveRuns).
        #[serde(skip_serializing_if = "Option::is_none")]
        how: Option<&'a str>,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// III.B.1 no routed unit.
    NoRoutedUnit,
    /// III.B.2 a shaken unit rallies from shaken (the provisional reading).
    RalliesFromShaken {
        /// The unit's name.
        unit: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// III.B.2 a shaken unit stays shaken.
    StaysShaken {
        /// The unit's name.
        unit: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// MORALE TABLE a unit hit by fire checks morale (when: provisional).
    MoraleAfterFire {
        /// The unit's name.
        unit: &'a str,
        /// `holds`, `shaken` or `routs`.
        effect: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// MORALE TABLE a unit checks morale after a melee (when: provisional).
    MoraleAfterMelee {
        /// The unit's name.
        unit: &'a str,
        /// `holds`, `shaken` or `routs`.
        effect: &'a str,
        /// The breakdown.
        breakdown: &'a str,
    },
    /// RALLY "rout move": no enemy to run from.
    NoEnemyToRunFrom,
    /// RALLY "rout move": boxed in, it stays (provisional).
    BoxedIn,
    /// RALLY "rout move": boxed in, it turns in place to face away, its turned base
    /// fitting (0.12.0, PROVISIONAL).
    BoxedInTurns {
        /// charts/rout.yaml boxed-in's note.
        note: &'a str,
    },
    /// RALLY "rout move": boxed in, it stays as it stands, facing unchanged: its turned
    /// base would overlap a unit or leave the table (0.12.0, PROVISIONAL).
    BoxedInStays {
        /// The unit the turned base would overlap; `None`: it would leave the table.
        #[serde(skip_serializing_if = "Option::is_none")]
        unit: Option<&'a str>,
        /// charts/rout.yaml boxed-in's note.
        note: &'a str,
    },
    /// RALLY "rout move": what the rout cost, through friends (provisional).
    RoutCosting {
        /// The cost (a movement `cost`).
        cost: &'a str,
    },
    /// MELEE results "falls back": what it cost.
    FallBackCosting {
        /// The cost (a movement `cost`).
        cost: &'a str,
    },
}
