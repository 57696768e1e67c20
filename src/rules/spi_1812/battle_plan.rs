//! A.3 step 1, "Each player picks a battle plan chit in secret", and step 4, "Each player
//! reveals his facedown Battle Plan chit. Resolve the battle on Battle Plan Chart." The
//! chits are in the committed orders, so neither player sees the other's before resolution.

use super::charts::{Charts, PlanResult};
use super::orders::Orders;

/// The chit `orders` pick for a battle at `place`: the battle's own, else the orders'
/// `default_chit`, else the chart's default for the role; a chit not of the role's set
/// (checked at commit) falls back the same way. A chit's former name (the chart's
/// `renamed`) reads as its name now.
pub fn chit(charts: &Charts, orders: &Orders, place: &str, attacker: bool) -> String {
    let bp = &charts.battle_plan;
    let role = if attacker { "attacker" } else { "defender" };
    [orders.battle(place).chit, orders.default_chit.clone()]
        .into_iter()
        .flatten()
        .find_map(|c| bp.role_chit(&c, attacker).map(str::to_string))
        .unwrap_or_else(|| bp.default[role].clone())
}

/// Step 4: both chits revealed, the chart's result.
pub fn resolve(charts: &Charts, attacker_chit: &str, defender_chit: &str) -> PlanResult {
    charts
        .plan(attacker_chit, defender_chit)
        .unwrap_or_default()
}
