//! The rules bundle of Old Trousers: the data the rules read (the table, the charts, the
//! footprints) and the revision of the entry they resolve.

use super::state::Unit;
use super::{footprints, revision, tables};
use crate::board::table::terrain::Table;
use crate::error::Result;
use std::sync::Arc;

/// The data the rules read: the table, the charts, the footprints.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The scenario's table.
    pub table: Table,
    /// Stand footprints and the leader move (provisional).
    pub footprints: footprints::Footprints,
    /// Every chart (games/old-trousers/charts/).
    pub charts: Arc<tables::Charts>,
    /// The rules revision of the entry resolved (0.7.0 unless an old entry replays).
    pub revision: revision::Revision,
}

impl Rules {
    /// Loads every chart and the table `table` (a path under games/old-trousers/).
    ///
    /// # Errors
    /// Data errors with file, line and path.
    pub fn load(data: &crate::data::GameData, table: &str) -> Result<Rules> {
        Ok(Rules {
            table: Table::load(data, table)?,
            footprints: footprints::Footprints::load(data)?,
            charts: tables::Charts::load(data)?,
            revision: revision::Revision::default(),
        })
    }

    /// A unit's strength in hits: stands times hits per stand (charts/stands.yaml).
    pub fn strength(&self, u: &Unit) -> u32 {
        self.charts.stands.strength(u.troop.arm())
    }
}
