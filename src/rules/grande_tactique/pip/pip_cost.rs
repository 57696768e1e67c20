// 2. PIP phase: the general attached doubles the PIP cost of his other units; the commander's 9"
//! What a use of PIPs costs when the division's general is attached to another unit, and
//! whether a divisional general is within the commander's reach for his +1.

use super::super::tables::Charts;
use crate::board::table::range::command_range;
use crate::board::table::stand::Stand;

/// The PIP cost of an action costing `base` (games/grande-tactique/pip-costs.yaml) for a
/// unit whose general is attached to another unit (`attached_elsewhere`): doubled.
pub fn attached_cost(charts: &Charts, base: u32, attached_elsewhere: bool) -> u32 {
    if attached_elsewhere {
        base.saturating_mul(charts.general.other_units_cost)
    } else {
        base
    }
}

/// Whether `general` is within the commander's reach (9", centre to centre) of `commander`.
pub fn commander_within(charts: &Charts, commander: &Stand, general: &Stand) -> bool {
    command_range(general, commander) <= charts.pips.commander.reach.0
}
