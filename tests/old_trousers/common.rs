//! The Maida scenario loaded as the game loads it, and small helpers.

use super::support::table::{self, scenario};
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::{OldTrousers, Rules};
use pbem::yaml::Source;

/// The rules and the starting state of Maida.
pub fn maida() -> (Rules, State) {
    scenario::<OldTrousers>("maida")
}

/// Orders parsed from a YAML body (a header is prepended).
pub fn orders(body: &str) -> (Orders, Source) {
    table::orders::<OldTrousers>("turn-1-first", body)
}

/// The index of unit `id`.
pub fn unit(st: &State, id: &str) -> usize {
    st.units.iter().position(|u| u.id() == id).expect("unit")
}

/// Every line of a log, joined.
pub fn text(log: &pbem::rules::old_trousers::log::Log) -> String {
    log.sections
        .iter()
        .flat_map(|s| {
            std::iter::once(format!("## {} {}", s.rule, s.title)).chain(s.lines.iter().cloned())
        })
        .collect::<Vec<_>>()
        .join("\n")
}
