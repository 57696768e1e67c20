//! 7.5.2.6 step six: each side as it stands at the start of the battle, for the report.

use crate::rules::empires_in_arms::combat::battle_report::{SideStart, UnitLine};
use crate::rules::empires_in_arms::combat::morale::Working;
use crate::rules::empires_in_arms::model::force::Force;
use crate::rules::empires_in_arms::model::rules::Method;
use crate::rules::empires_in_arms::model::units::total;
use crate::rules::empires_in_arms::tables::charts::fmt_tenths;
use crate::rules::empires_in_arms::words::{field::Said, say};

/// The report's view of side `f` at the start, with its base morale worked out (`working`).
pub(super) fn side_start(f: &Force, working: &Working, method: Method) -> SideStart {
    SideStart {
        label: f.label.clone(),
        commander: f.commander().map(|c| {
            say(&Said::Commander {
                name: &c.name,
                strategic: c.strategic,
                tactical: c.tactical,
            })
        }),
        units: f
            .units
            .iter()
            .map(|u| UnitLine {
                id: u.id.clone(),
                name: u.name.clone(),
                power: u.power.clone(),
                factors: u.factors.iter().map(|(t, n)| (t.label(), *n)).collect(),
                total: total(&u.factors),
            })
            .collect(),
        total: f.total(),
        cavalry: f.cavalry(),
        base_morale: fmt_tenths(f.base_morale),
        morale_working: say(&Said::BaseMorale {
            method: match method {
                Method::One => 1,
                Method::Two => 2,
            },
            working,
        }),
    }
}
