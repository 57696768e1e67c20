//! A.1.b American and B.1.c British sea movement and fleets, A.2 and B.2 overseas
//! reinforcement: the lines, reasons and notes.

use super::super::sps::{Condition, Side, Sps};
use serde::Serialize;

/// Why a coastal area is closed to a French landing (A.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Closed {
    /// It has no coast.
    NotCoastal,
    /// Its region is British controlled.
    BritishRegion,
    /// The British fleet is off it.
    BritishFleet,
}

/// One line, reason or note, by kind (the template's `line`), with what it says. Names are
/// the map's; `sps` fields are said as `3 C, 2 M` (or `none`); `why` fields are a reason
/// said already.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// A.1.b, B.1.c no own fleet on the map (a reason).
    NoOwnFleet,
    /// A.1.b, B.1.c a sea move that names no own SPs (a reason).
    SeaMoveNamesSps,
    /// A.1.b, B.1.c the fleet not off the area left (a reason).
    FleetNotOff {
        /// The area.
        area: &'a str,
    },
    /// A.1.a M SPs may not leave their region by sea (pbem 0.6.0 on; a reason).
    MilitiaStayBySea {
        /// The region.
        region: &'a str,
    },
    /// A.1.b, B.1.c.3 no route clear of the enemy fleet (a reason).
    NoSeaRoute {
        /// The area.
        area: &'a str,
    },
    /// A.1.b SF SPs the French fleet would leave behind (a reason).
    Strands {
        /// SF SPs.
        sf: u32,
        /// Their area.
        area: &'a str,
    },
    /// A.1.b an American sea move made.
    SeaMoved {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The condition left.
        condition: Condition,
        /// The area left.
        from: &'a str,
        /// The area reached.
        to: &'a str,
        /// The sea the fleet ends in.
        sea: &'a str,
    },
    /// A.1.b an American sea move not made.
    SeaMoveNotMade {
        /// The area it was to reach.
        to: &'a str,
        /// Why (said).
        why: &'a str,
    },
    /// A.1.b, B.1.c a fleet that stays.
    FleetStays {
        /// Its side.
        side: Side,
        /// Why (said).
        why: &'a str,
    },
    /// E.c.3 a fleet sails into the enemy fleet's sea and contests it (pbem 0.6.0 on).
    FleetContests {
        /// Its side.
        side: Side,
        /// The sea.
        sea: &'a str,
        /// The other side.
        other: Side,
    },
    /// A.1.b, B.1.c a fleet sails alone.
    FleetSails {
        /// Its side.
        side: Side,
        /// The sea.
        sea: &'a str,
    },
    /// A.1.b, B.1.c.3 a fleet that cannot pass the enemy fleet.
    FleetCannotSail {
        /// Its side.
        side: Side,
        /// The sea.
        sea: &'a str,
    },
    /// E.c.3 the provisional ruling on contested seas (a note).
    ContestedNote,
    /// A.2 no coastal area open to the French.
    FrenchWait,
    /// A.2 a landing area refused (a reason, also the orders check's).
    LandingRefused {
        /// The area.
        area: &'a str,
        /// Why.
        closed: Closed,
    },
    /// A.2 a landing refused and where the French land instead (pbem 0.7.0 on).
    FrenchLandElsewhere {
        /// The refusal (said).
        refused: &'a str,
        /// The area they land in.
        area: &'a str,
    },
    /// A.2 the French fleet comes back.
    FrenchFleetReturns {
        /// The area it is off.
        area: &'a str,
    },
    /// A.2 French SPs land.
    FrenchLand {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area.
        area: &'a str,
    },
    /// A.2 the provisional French arrival schedule (a note).
    FrenchScheduleNote,
    /// B.2 where the standing orders land the British reinforcements (pbem 0.6.0 on).
    MainArmyLanding {
        /// In the main army's area (else the nearest coastal area).
        with: bool,
        /// The main army's area.
        army: &'a str,
    },
    /// B.2 British reinforcements arrive.
    BritishArrive {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area.
        area: &'a str,
    },
    /// B.2 the provisional British reinforcement schedule (a note).
    BritishScheduleNote,
    /// B.1.c.2 a sea transport made (contesting the French fleet: pbem 0.6.0 on).
    SeaTransport {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The condition left.
        condition: Condition,
        /// The area left.
        from: &'a str,
        /// The area reached.
        to: &'a str,
        /// The die.
        die: u32,
        /// The British fleet ends in the French fleet's sea.
        contested: bool,
    },
    /// B.1.c.2 a sea transport not accomplished (die 1-2).
    SeaTransportFails {
        /// The SPs.
        #[serde(serialize_with = "super::counts")]
        sps: &'a Sps,
        /// The area.
        from: &'a str,
        /// The die.
        die: u32,
    },
    /// B.1.c a sea transport not made.
    SeaTransportNotMade {
        /// The area it was to reach.
        to: &'a str,
        /// Why (said).
        why: &'a str,
    },
}
