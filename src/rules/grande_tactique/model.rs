//! The rules bundle of Grande Tactique: the data the rules read (the table, the bases and
//! rates, the PIP costs, the charts) and the revision of the entry they resolve.

use super::{pip_costs, revision, tables, units};
use crate::board::table::terrain::Table;
use crate::error::Result;

/// The data the rules read: the table, the bases and rates, the PIP costs.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The scenario's table.
    pub table: Table,
    /// Bases and movement rates (units.yaml).
    pub units: units::Units,
    /// PIP costs (pip-costs.yaml).
    pub pips: pip_costs::PipCosts,
    /// The charts (games/grande-tactique/charts/).
    pub charts: std::sync::Arc<tables::Charts>,
    /// The rules' revision the entry plays (its engine).
    pub revision: revision::Revision,
}

impl Rules {
    /// Loads the data and the table `table` (a path under games/grande-tactique/).
    ///
    /// # Errors
    /// Data errors with file, line and path.
    pub fn load(data: &crate::data::GameData, table: &str) -> Result<Rules> {
        Ok(Rules {
            table: Table::load(data, table)?,
            units: units::Units::load(data)?,
            pips: pip_costs::PipCosts::load(data)?,
            charts: tables::Charts::load(data)?,
            revision: revision::Revision::default(),
        })
    }

    /// The same rules for the revision `r` (an old entry replays with its own).
    pub fn at(mut self, r: revision::Revision) -> Rules {
        self.revision = r;
        self
    }
}
