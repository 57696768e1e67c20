//! The words of an order the rules refuse (A.2: movement.rs, forced_march.rs,
//! depot_destruction.rs): `orders check` prints them, and a resolution that finds an order
//! no longer legal cancels it with them in its owner's line.

use serde::Serialize;

/// Why an order is refused, by kind (the template's `line`), with what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Refused<'a> {
    /// No area or sub-area has the id.
    UnknownPlace {
        /// The id, as the orders give it.
        place: &'a str,
    },
    /// No area has the id.
    UnknownArea {
        /// The id, as the orders give it.
        area: &'a str,
    },
    /// No unit has the id (a move).
    UnknownUnit {
        /// The id, as the orders give it.
        id: &'a str,
    },
    /// No unit has the id (a forced march).
    NoSuchUnit {
        /// The id, as the orders give it.
        id: &'a str,
    },
    /// A.2.A/B the unit is the other side's.
    NotYours {
        /// The rule cited, if any.
        rule: Option<&'a str>,
        /// The unit's name.
        unit: &'a str,
        /// The ordering side's adjective.
        side: &'a str,
    },
    /// A.2.A/B a move longer than the unit's allowance.
    TooFar {
        /// The rule cited.
        rule: &'a str,
        /// The unit's name.
        unit: &'a str,
        /// The places it may enter.
        allowance: u32,
        /// The places the move enters.
        entered: usize,
    },
    /// A.2.A/B a place not adjacent to the last.
    NotAdjacent {
        /// The rule cited.
        rule: &'a str,
        /// The place entered, by name.
        to: &'a str,
        /// The place left, by name.
        from: &'a str,
        /// The places adjacent to it, by id.
        neighbours: &'a [&'a str],
    },
    /// A.2.A/B a move going on after a place occupied by opposing units.
    StopsIn {
        /// The rule cited.
        rule: &'a str,
        /// The unit's name.
        unit: &'a str,
        /// Where it must stop, by name.
        place: &'a str,
        /// The opposing side's adjective.
        enemy: &'a str,
        /// The next place ordered, by name.
        to: &'a str,
    },
    /// A.2.A a depot moved without exactly one supply unit making the same move.
    DepotMove {
        /// The depot's name.
        unit: &'a str,
        /// Where it stands, by name.
        place: &'a str,
    },
    /// A.2.A a unit other than a corps into a place of opposing units without a corps.
    WithoutCorps {
        /// The unit's name.
        unit: &'a str,
        /// The place, by name.
        place: &'a str,
        /// The opposing side's adjective.
        enemy: &'a str,
        /// The moving side's adjective.
        side: &'a str,
    },
    /// A.2.B a forced march out of a place shared with opposing units.
    CannotLeave {
        /// The unit's name.
        unit: &'a str,
        /// Where it stands, by name.
        place: &'a str,
        /// The opposing side's adjective.
        enemy: &'a str,
    },
    /// A.2.B a leader into a place of opposing units where no corps of his stands.
    LeaderWithoutCorps {
        /// The side's adjective.
        side: &'a str,
        /// The place, by name.
        place: &'a str,
    },
    /// A.2.B a unit that is neither a corps nor a leader.
    NotAMarcher {
        /// The unit's name.
        unit: &'a str,
    },
    /// A.2.C a depot to destroy that is not a French depot of the phasing French player.
    NotAFrenchDepot {
        /// The id, as the orders give it.
        id: &'a str,
    },
    /// A.2.C an area to deplete without the side's supply unit.
    DepleteWithoutSupply {
        /// The area, by name.
        area: &'a str,
        /// The side's adjective.
        side: &'a str,
    },
    /// A.2.C an area to deplete that holds opposing units.
    DepleteHeld {
        /// The area, by name.
        area: &'a str,
        /// The opposing side's adjective.
        enemy: &'a str,
    },
    /// A.2.C a depot placed by the Russian player.
    OnlyFrancePlacesDepots,
    /// A.2.C a depot placed in an area not depleted by the orders.
    DepotOutsideDepletion {
        /// The area, by id (as the orders' `deplete` takes it).
        area: &'a str,
    },
    /// A.2.C a depot placed in an area depleted before.
    DepotInDepletedArea {
        /// The area, by name.
        area: &'a str,
        /// Its depletion, in per cent.
        level: u32,
    },
    /// A.2.C a second depot in one area.
    SecondDepot {
        /// The area, by name.
        area: &'a str,
    },
    /// The scenario's limit of French depots on the map.
    DepotLimit {
        /// The limit.
        limit: u32,
    },
}
