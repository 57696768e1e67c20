//! The rules' data for a campaign: the map as [`super::geo::Geo`] and the charts as
//! [`super::tables::Tables`].

use super::geo::Geo;
use super::tables::Tables;

/// Everything the procedures read besides state, orders and dice.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The map.
    pub geo: Geo,
    /// The charts.
    pub tables: Tables,
}
