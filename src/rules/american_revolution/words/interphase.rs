//! A.4 / B.4 fortification, C the continental levy, D attrition and E the turn record:
//! the lines and reasons.

use super::super::sps::Sps;
use serde::Serialize;

/// One line, reason or note, by kind (the template's `line`), with what it says. Names are
/// the map's; `sps` fields are said as `3 C, 2 M` (or `none`); `why` fields are a reason
/// said already.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// E.b.5 the British at the year's VP level (a reason).
    WhyVpLevel {
        /// The British VP.
        vp: u32,
        /// The year.
        year: u32,
        /// Its level.
        level: u32,
    },
    /// E.b.6 the British VP on the last turn, at least the level (a reason).
    WhyLastReached {
        /// The British VP.
        vp: u32,
        /// The date.
        date: &'a str,
        /// The level.
        level: u32,
    },
    /// E.b.6 the British VP on the last turn, short of the level (a reason).
    WhyLastShort {
        /// The British VP.
        vp: u32,
        /// The date.
        date: &'a str,
        /// The level.
        level: u32,
    },
    /// E.a winter in a 0 VP area.
    WinterZeroVp {
        /// The area.
        area: &'a str,
        /// American SPs eliminated.
        #[serde(serialize_with = "super::counts")]
        american: &'a Sps,
        /// British SPs eliminated.
        #[serde(serialize_with = "super::counts")]
        british: &'a Sps,
    },
    /// E.b a region becomes British.
    BritishControlled {
        /// The region.
        region: &'a str,
    },
    /// E.b.4 a region becomes American and its militia reappear.
    AmericanControlled {
        /// The region.
        region: &'a str,
        /// M SPs.
        militia: u32,
        /// Their area.
        area: &'a str,
    },
    /// E.c B SPs out of supply.
    OutOfSupply {
        /// The area.
        area: &'a str,
        /// B SPs eliminated.
        b: u32,
    },
    /// E.d the French fleet leaves in the fall.
    FrenchFleetLeaves {
        /// SF SPs leaving with it.
        sf: u32,
        /// When they come back.
        until: &'a str,
    },
    /// A.4, B.4 no fortification in winter.
    NoFortInWinter,
    /// A.4 a fort order that names no own SPs (a reason).
    FortNamesSps,
    /// A.4 SPs not fresh in the open (a reason).
    NotFresh {
        /// The area.
        area: &'a str,
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
    },
    /// A.4 an American fort over 5 SPs or with C+F+SF < M (a reason).
    FortTooBig {
        /// The fort's SPs.
        #[serde(serialize_with = "super::counts")]
        fort: &'a Sps,
    },
    /// A.4 a fort not built.
    FortNotBuilt {
        /// The area.
        area: &'a str,
        /// Why (said).
        why: &'a str,
    },
    /// A.4 SPs build or join a fort.
    Fortify {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area.
        area: &'a str,
    },
    /// A.4 no siege.
    NoSiege {
        /// The area.
        area: &'a str,
    },
    /// A.4 SPs besiege a fort.
    Besiege {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area.
        area: &'a str,
    },
    /// C a levy region that gets none.
    LevyNone {
        /// The die.
        die: u32,
        /// The region.
        region: &'a str,
    },
    /// C continentals levied.
    Levy {
        /// The die.
        die: u32,
        /// C SPs.
        c: u32,
        /// Their area.
        area: &'a str,
        /// The region.
        region: &'a str,
    },
    /// D the Winter Attrition Table's die.
    WinterAttrition {
        /// The die.
        die: u32,
        /// The fraction removed: lose ...
        lose: u32,
        /// ... of.
        of: u32,
    },
    /// D the C SPs one area lost, and the M SPs that leave its fort.
    AttritionLoss {
        /// The area.
        area: &'a str,
        /// C SPs lost.
        lost: u32,
        /// C SPs there.
        c: u32,
        /// M SPs out of the fort.
        militia_out: u32,
    },
}
