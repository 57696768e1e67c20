//! A.1.a American and B.1.a-b British land movement, leaving an area (errata 1973,
//! case E) and B.1.b.4 the first British entry into a region: the lines and reasons.

use super::super::sps::{Condition, Sps};
use serde::Serialize;

/// One line, reason or note, by kind (the template's `line`), with what it says. Names are
/// the map's; `sps` fields are said as `3 C, 2 M` (or `none`); `why` fields are a reason
/// said already.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A.1.a a move that names no SPs or no area (a reason).
    MoveNamesSps,
    /// A region whose figures [VP - continentals - militia - tories] are not the printed
    /// map's (a note).
    RegionFiguresNote {
        /// The region.
        region: &'a str,
    },
    /// A map whose areas and adjacency are not the printed map's (a note).
    MapNote,
    /// A.1.a a move of other SPs than American (a reason).
    OnlyAmericanMove,
    /// A.1.a, B.1.a SPs not there in the condition named, or moved already (a reason).
    HasNot {
        /// The area left.
        area: &'a str,
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The condition they leave.
        condition: Condition,
    },
    /// A.1.a, B.1.b a path longer than the movement allowance (a reason).
    MoreThanMps {
        /// Areas in the path.
        areas: usize,
        /// The movement points.
        mps: u32,
    },
    /// A.1.b SF SPs that would not end with the French fleet (a reason).
    SfEndWithFleet,
    /// A.1.a, B.1.b an area not next to the one before it (a reason).
    NotAdjacent {
        /// The area entered.
        area: &'a str,
        /// The area before it.
        from: &'a str,
    },
    /// A.1.a, B.1.b an area reached by sea only (a reason).
    SeaOnly {
        /// The area.
        area: &'a str,
    },
    /// A.1.a M SPs may not leave their region (a reason).
    MilitiaStay {
        /// The region.
        region: &'a str,
    },
    /// A.1.a not enough SPs left for 1-1 in an area passed (before pbem 0.6.0; a reason).
    PassThrough {
        /// The area passed.
        area: &'a str,
        /// SPs needed.
        need: u32,
        /// SPs there.
        left: u32,
    },
    /// Errata 1973, case E: a force leaving an area with enemy SPs leaves 1-1 behind (a
    /// reason).
    LeaveBehind {
        /// The area left.
        area: &'a str,
        /// SPs needed.
        need: u32,
        /// SPs that would be left.
        left: u32,
    },
    /// A.1.a an American move not made.
    MoveNotMade {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area left.
        from: &'a str,
        /// Why (said).
        why: &'a str,
    },
    /// A.1.a an American move made.
    Moved {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The condition left (out of a fort, raising a siege).
        condition: Condition,
        /// The area left.
        from: &'a str,
        /// The areas entered.
        path: &'a [&'a str],
    },
    /// B.1.b.4 a region entered by the British for the first time.
    FirstEntry {
        /// The region.
        region: &'a str,
        /// M SPs placed.
        militia: u32,
        /// Their area.
        militia_at: &'a str,
        /// Placed away from the British by the standing orders (pbem 0.6.0 on).
        away: bool,
        /// T SPs placed.
        tories: u32,
        /// Their area.
        tories_at: &'a str,
    },
    /// B.1.a a group that names no SPs or no area (a reason).
    GroupNamesSps,
    /// B.1.a a group of other SPs than B and T (a reason).
    BritishGroupOnly,
    /// B.1 no British movement in winter.
    NoBritishMovement,
    /// B.1.a more than two groups from an area.
    ThirdGroup {
        /// The area.
        area: &'a str,
    },
    /// B.1.b a group not moved.
    GroupNotMoved {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area left.
        from: &'a str,
        /// Why (said).
        why: &'a str,
    },
    /// B.1.b, errata 1973 case E: a group stops on the way.
    GroupHeld {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// Where it stops.
        area: &'a str,
        /// Why (said).
        why: &'a str,
    },
    /// B.1.b.2 a group stops on a die of 1-2.
    GroupStops {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// Where it stops.
        area: &'a str,
        /// The die.
        die: u32,
    },
    /// B.1.b.3 T SPs leaving their region become B SPs.
    ToriesBecomeB {
        /// T SPs.
        tories: u32,
        /// The region left.
        region: &'a str,
    },
    /// B.1.b.2 a group enters an area.
    GroupEnters {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The condition left.
        condition: Condition,
        /// The area.
        area: &'a str,
        /// The die.
        die: u32,
    },
}
