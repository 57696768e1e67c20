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

/// Dice that roll by purpose: the value of the first rule whose text the roll's purpose
/// contains (at most the die's sides), else `default`; every roll logged. Lets a test fix
/// the rolls that matter without counting every roll of a phase.
pub struct ByPurpose {
    rules: Vec<(String, u32)>,
    default: u32,
    log: Vec<pbem::fairness::DieRecord>,
}

impl ByPurpose {
    /// Dice rolling `rules` (purpose text, value) and `default` otherwise.
    pub fn new(rules: &[(&str, u32)], default: u32) -> Self {
        ByPurpose {
            rules: rules.iter().map(|(p, v)| (p.to_string(), *v)).collect(),
            default,
            log: vec![],
        }
    }
}

impl pbem::fairness::Dice for ByPurpose {
    fn roll(&mut self, sides: u32, purpose: &str) -> pbem::fairness::DieRecord {
        let v = self
            .rules
            .iter()
            .find(|(p, _)| purpose.contains(p.as_str()))
            .map_or(self.default, |(_, v)| *v)
            .clamp(1, sides);
        let rec = pbem::fairness::DieRecord {
            index: self.log.len() as u32 + 1,
            sides,
            value: v,
            purpose: purpose.to_string(),
        };
        self.log.push(rec.clone());
        rec
    }

    fn log(&self) -> &[pbem::fairness::DieRecord] {
        &self.log
    }
}
