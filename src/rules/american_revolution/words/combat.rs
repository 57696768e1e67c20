//! A.3 / B.3 combat, major successes, the partial withdrawal and the victor: the lines,
//! reasons and notes.

use super::super::sps::{Condition, Side, Sps};
use serde::Serialize;

/// One line, reason or note, by kind (the template's `line`), with what it says. Names are
/// the map's; `sps` fields are said as `3 C, 2 M` (or `none`); `why` fields are a reason
/// said already.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// B.3 no British combat in winter.
    NoBritishCombat,
    /// A.3 an attack left when the game has ended (pbem 0.7.0 on).
    AttackNotMadeOver {
        /// The area.
        area: &'a str,
    },
    /// A.3 SPs already in a combat this phase.
    AlreadyInCombat {
        /// The area.
        area: &'a str,
    },
    /// A.3 an attack skipped.
    AttackSkipped {
        /// The area.
        area: &'a str,
        /// Why (said).
        why: &'a str,
    },
    /// A.3 an attack that names no condition (a reason).
    AttackNamesConditions,
    /// A.3 no own SPs in the conditions named (a reason).
    NoOwnSps {
        /// The conditions.
        with: &'a [Condition],
    },
    /// A.3 no enemy SPs in the conditions named (a reason).
    NoEnemySps {
        /// The conditions.
        against: &'a [Condition],
    },
    /// A.3 fortified SPs that attack must attack the besiegers (a reason).
    MustAttackBesiegers,
    /// A.3 an attack below 1-1.
    BelowOneToOne {
        /// The area.
        area: &'a str,
        /// Attack strength.
        att: u32,
        /// Defence strength.
        def: u32,
    },
    /// A.3 an attack on the CRT.
    Battle {
        /// The area.
        area: &'a str,
        /// The attacker.
        side: Side,
        /// Attack strength.
        att: u32,
        /// Defence strength.
        def: u32,
        /// The odds column's attack figure.
        odds_attack: u32,
        /// The odds column's defence figure.
        odds_defence: u32,
        /// The die.
        die: u32,
        /// The CRT result's code.
        result: &'a str,
        /// The attacker's losses.
        #[serde(serialize_with = "super::counts")]
        attacker_lost: &'a Sps,
        /// The defender's losses.
        #[serde(serialize_with = "super::counts")]
        defender_lost: &'a Sps,
    },
    /// A.3 a fort without besiegers left is removed.
    FortRemoved {
        /// The area.
        area: &'a str,
        /// The fort's side.
        side: Side,
    },
    /// A.3, E.c.6 a major success.
    MajorSuccess {
        /// The area.
        area: &'a str,
        /// Its number.
        number: u32,
    },
    /// A.3 the first major success brings the French in.
    FrenchEnter,
    /// A.3 the partial British withdrawal.
    Withdrawal {
        /// B SPs lost to DE and ½DE.
        lost: u32,
        /// B SPs withdrawn.
        withdrawn: u32,
        /// The British reinforcements stop.
        stop: bool,
    },
    /// A.3 the provisional partial withdrawal (a note).
    WithdrawalNote,
    /// A.3 the war's end by major successes (a reason).
    WhyMajorSuccess {
        /// The major success's number.
        number: u32,
    },
    /// A.3 the second major success with the British below the VP figure (a reason).
    WhySecondMajorSuccess {
        /// The British VP.
        vp: u32,
        /// The figure they are below.
        below: u32,
    },
    /// A.3, E.b.5-6 the victor and why (a line, and the report's outcome).
    Victory {
        /// The victor.
        victor: Side,
        /// Why (said).
        why: &'a str,
    },
}
