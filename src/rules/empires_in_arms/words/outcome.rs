//! The lines of the outcome of 7.5.2 field combat (7.5.2.10): who breaks, is eliminated,
//! withdraws or does not win, and who wins; from pbem 0.10.0 and 0.11.0 agreeing in number
//! with a side of several powers ([`crate::rules::empires_in_arms::revision::Change`]).

use serde::Serialize;

/// One line of a field combat's outcome, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.5.2.10.4.2 both sides break.
    BothBreak,
    /// Both sides lose every factor in the same round.
    BothEliminated,
    /// 7.5.2.13.1 one side withdraws at the end of a day.
    WithdrewAfterDay {
        /// The side's label.
        side: &'a str,
    },
    /// 7.5.2.13.1 both sides withdraw at the end of a day.
    BothWithdrew,
    /// 7.5.2.5.1 the defender's whole force withdraws in step five.
    WithdrewBeforeBattle {
        /// The defender's label.
        side: &'a str,
    },
    /// 7.5.4.2.3.1 a relieving force does not win its one day.
    ReliefUndecided {
        /// The relieving force's label.
        side: &'a str,
    },
    /// 7.5.2.10.4.1 the victor broke in the round the loser was eliminated.
    BrokeAndEliminated {
        /// The victor's label.
        victor: &'a str,
        /// The loser's label.
        loser: &'a str,
    },
    /// 7.5.2.10.1.2 the loser's pinning force is eliminated before its outflanking force
    /// arrived.
    PinningForceEliminated {
        /// The loser's label.
        loser: &'a str,
    },
    /// The loser has no factor left.
    SideEliminated {
        /// The victor's label.
        victor: &'a str,
        /// The loser's label.
        loser: &'a str,
    },
    /// 7.5.2.10.1.1 the loser breaks.
    SideBreaks {
        /// The victor's label.
        victor: &'a str,
        /// The loser's label.
        loser: &'a str,
    },
    /// [`Said::BrokeAndEliminated`] with its verbs agreeing in number with each side
    /// ([`crate::rules::empires_in_arms::revision::Change::SidesAgreeInNumber`]).
    BrokeAndEliminatedInNumber {
        /// The victor's label.
        victor: &'a str,
        /// It names several powers.
        victor_plural: bool,
        /// The loser's label.
        loser: &'a str,
        /// It names several powers.
        loser_plural: bool,
    },
    /// [`Said::PinningForceEliminated`] agreeing in number.
    PinningForceEliminatedInNumber {
        /// The loser's label.
        loser: &'a str,
        /// It names several powers.
        loser_plural: bool,
    },
    /// [`Said::SideEliminated`] agreeing in number.
    SideEliminatedInNumber {
        /// The victor's label.
        victor: &'a str,
        /// It names several powers.
        victor_plural: bool,
        /// The loser's label.
        loser: &'a str,
        /// It names several powers.
        loser_plural: bool,
    },
    /// [`Said::WithdrewAfterDay`] agreeing in number
    /// ([`crate::rules::empires_in_arms::revision::Change::EveryOutcomeAgreesInNumber`]).
    WithdrewAfterDayInNumber {
        /// The side's label.
        side: &'a str,
        /// It names several powers.
        plural: bool,
    },
    /// [`Said::WithdrewBeforeBattle`] agreeing in number.
    WithdrewBeforeBattleInNumber {
        /// The defender's label.
        side: &'a str,
        /// It names several powers.
        plural: bool,
    },
    /// [`Said::ReliefUndecided`] agreeing in number.
    ReliefUndecidedInNumber {
        /// The relieving force's label.
        side: &'a str,
        /// It names several powers.
        plural: bool,
    },
    /// [`Said::SideBreaks`] agreeing in number: "Austria and Russia break; France wins".
    SideBreaksInNumber {
        /// The victor's label.
        victor: &'a str,
        /// It names several powers.
        victor_plural: bool,
        /// The loser's label.
        loser: &'a str,
        /// It names several powers.
        loser_plural: bool,
    },
}
