//! The standing orders a commander would give (issue 27, item 9; pbem 0.6.0 on): each
//! decision, said.

use super::super::sps::Sps;
use serde::Serialize;

/// Why a posture's commander marches on an area.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// Enemy SPs it can attack at 2-1.
    Attack,
    /// An American region with no American SPs there.
    Empty,
}

/// One line, reason or note, by kind (the template's `line`), with what it says. Names are
/// the map's; `sps` fields are said as `3 C, 2 M` (or `none`); `why` fields are a reason
/// said already.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// Issue 27 item 9: a decision of the standing orders a commander would give.
    StandingOrders {
        /// The posture's key.
        posture: &'a str,
        /// The decision (said).
        text: &'a str,
    },
    /// Issue 27 item 9: the hold posture does nothing (a decision).
    HoldPosture,
    /// B.1.c a commander's sea move (a decision).
    CommanderBySea {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area left.
        from: &'a str,
        /// The area reached.
        to: &'a str,
    },
    /// B.1.b a commander's march (a decision).
    CommanderMarch {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area left.
        from: &'a str,
        /// The area entered.
        to: &'a str,
        /// Why there.
        target: Target,
    },
    /// B.1.c a commander's fleet sails to contest the French fleet (a decision).
    CommanderContest {
        /// The sea.
        sea: &'a str,
    },
    /// A.3, B.3 a commander's attack (a decision).
    CommanderAttack {
        /// The area.
        area: &'a str,
        /// Attack strength.
        att: u32,
        /// Defence strength.
        def: u32,
    },
}
