//! Issue 27, American Revolution, one file per numbered item, each test from the text's
//! wording (the sequence of play and the 1973 errata) on the small test map with injected
//! dice, the item and the rule in its name.

use crate::american_revolution::fixture::sps;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::LandMove;
use pbem::rules::american_revolution::state::{Condition, Kind};

mod employed;
mod errata;
mod forts;
mod provisional;
mod sea_movement;
mod setup;
mod standing_orders;
mod supply_and_fleets;
mod turn_record;

/// A land move of `s` from `from` along `path`.
pub(crate) fn mv(from: &str, s: &[(Kind, u32)], path: &[&str], c: Option<Condition>) -> LandMove {
    LandMove {
        from: from.into(),
        sps: sps(s),
        path: path.iter().map(|a| a.to_string()).collect(),
        condition: c,
    }
}

/// The log's lines as `rule: text`.
pub(crate) fn texts(log: &Log) -> Vec<String> {
    log.lines
        .iter()
        .map(|l| format!("{}: {}", l.rule, l.text))
        .collect()
}
