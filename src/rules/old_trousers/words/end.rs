//! The lines of V. End of Turn Phase (victory, the scenario's provisional conditions) and
//! the title of a player's phase.

use serde::Serialize;

/// One line of the End of Turn Phase, or a phase's title, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III. / IV. a player's phase, as the report titles it.
    PhaseTitle {
        /// The turn.
        turn: u32,
        /// `first` or `second`.
        which: &'a str,
        /// The phasing side's name.
        name: &'a str,
    },
    /// V. the section's title.
    EndOfTurnSection {
        /// The turn.
        turn: u32,
    },
    /// V. a side's hits against its army's break.
    ArmyLosses {
        /// The side.
        side: &'a str,
        /// Its hits.
        hits: u32,
        /// Its strength.
        of: u32,
        /// Hits in per cent of strength.
        percent: u32,
        /// The break percentage.
        breaks: u32,
    },
    /// V. the battle is over: the victor (none: a draw) and why.
    BattleOver {
        /// The victor.
        #[serde(skip_serializing_if = "Option::is_none")]
        victor: Option<&'a str>,
        /// Why (a kind below).
        reason: &'a str,
    },
    /// V. no victor yet.
    NoVictorYet,
    /// V. one army broke.
    ArmyBroke {
        /// The side.
        side: &'a str,
        /// The turn.
        turn: u32,
    },
    /// V. both armies broke.
    BothBroke {
        /// The turn.
        turn: u32,
    },
    /// V. the lower share of hits after the last turn.
    LowerShare,
    /// V. equal shares of hits after the last turn.
    EqualShares,
}
