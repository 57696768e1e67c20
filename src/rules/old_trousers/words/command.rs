//! The lines of III.A Order Segment: units out of command, order activation, new orders
//! and command points.

use serde::Serialize;

/// One line of the Order Segment, by kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// III.A the section of units out of command (COMMAND RANGE).
    OutOfCommandSection,
    /// III.A a unit out of command: its distance from its commander and his range.
    OutOfCommand {
        /// The unit's name.
        unit: &'a str,
        /// Its distance from its commander, or "-".
        distance: &'a str,
        /// The commander's id.
        commander: &'a str,
        /// His command range, or "-".
        range: &'a str,
    },
    /// III.A no unit out of command.
    AllInCommand,
    /// III.A the section of order activation (ORDER ACTIVATION TABLE).
    ActivationSection,
    /// III.A an order of a side whose couriers went astray (random event "delay").
    CouriersAstray {
        /// The order's word (`advance`).
        order: &'a str,
        /// The receiving leader.
        to: &'a str,
    },
    /// III.A a pending order's activation roll, the points it has gathered and whether it
    /// activates.
    ActivationRoll {
        /// The order's word (`advance`).
        order: &'a str,
        /// The issuing leader.
        from: &'a str,
        /// The receiving leader.
        to: &'a str,
        /// The die.
        die: u32,
        /// The receiving leader's rating.
        rating: &'a str,
        /// Its modifier.
        lead: i32,
        /// The modifier of a leader attached to a unit, when not zero.
        #[serde(skip_serializing_if = "Option::is_none")]
        attached: Option<i32>,
        /// This roll's points.
        got: i32,
        /// The points gathered.
        points: i32,
        /// The points the staff rating needs.
        need: i32,
        /// The chart's provisional note of the roll, if any.
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<&'a str>,
        /// Whether the order activates.
        activated: bool,
    },
    /// III.A no pending order to roll for.
    NoOrderToRoll,
    /// III.A the section of new orders.
    NewOrdersSection,
    /// III.A a new order sent, arriving in the next Order Segment.
    NewOrder {
        /// The issuing leader.
        from: &'a str,
        /// The order's word.
        order: &'a str,
        /// The receiving leader.
        to: &'a str,
    },
    /// III.A no new order.
    NoNewOrder,
    /// III.A the section of command points (COMMAND POINTS).
    CommandPointsSection,
    /// III.A a command point spent on a unit (the provisional use).
    CommandPointSpent {
        /// The leader.
        leader: &'a str,
        /// The unit's id.
        unit: &'a str,
        /// Whether the unit was out of command.
        was_out: bool,
    },
    /// III.A no command point spent.
    NoCommandPoint,
    /// III.A a pending order, as the player's view lists it.
    PendingOrder {
        /// The issuing leader.
        from: &'a str,
        /// The receiving leader.
        to: &'a str,
        /// The order's word.
        order: &'a str,
        /// The turn it was issued.
        issued: u32,
        /// The points it has gathered.
        points: i32,
    },
    /// III.A an active order, as the player's view lists it.
    ActiveOrder {
        /// The leader.
        leader: &'a str,
        /// The order's word.
        order: &'a str,
    },
}
