//! The lines of 7.2 the depot step: depots removed, placed, and lost with their fleet.

use serde::Serialize;

/// One line of the depot step, by kind (the template's `line`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// 7.2 a power removes its depot; its garrison goes into the city or is destroyed.
    DepotRemoved {
        /// The power's name.
        power: &'a str,
        /// The area's name.
        area: &'a str,
        /// Garrison factors that move into the city.
        moved: u32,
        /// The city's name (none: "the city").
        city: Option<&'a str>,
        /// Garrison factors destroyed for want of room.
        lost: u32,
    },
    /// 7.4.4.2 a depot on a fleet that has gone is lost.
    FleetDepotLost {
        /// The power's name.
        power: &'a str,
        /// The sea's name.
        sea: &'a str,
    },
    /// 7.2 the depot orders refused when they come (they were checked before: never
    /// expected).
    DepotOrdersCancelled {
        /// The orders' YAML path.
        path: &'a str,
        /// Why, as the rules refuse them.
        reason: &'a str,
    },
    /// The report's note of a provisional map.
    ProvisionalMap {
        /// The map's id.
        map: &'a str,
        /// It is a demonstration map.
        demonstration: bool,
    },
    /// 7.2 a power places a depot, where and by which rule, for its cost.
    DepotPlaced {
        /// The power's name.
        power: &'a str,
        /// Where: "fleet" (7.2.4, on its fleet in a sea), "port" (7.2.2.1, inside its
        /// besieged port city) or "area".
        at: &'a str,
        /// The sea's, city's or area's name.
        place: &'a str,
        /// The rule that allows it.
        rule: &'a str,
        /// Money points paid.
        cost: i32,
    },
}
