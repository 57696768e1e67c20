//! FORMATION AND FACING CHANGE COSTS, WHAT COUNTS AS A FLANK, ENGAGEMENT RANGE
//! (provisional).

use crate::board::table::measure::Length;
use crate::chart::{At, Cell, Check};
use crate::error::Result;
use crate::rules::table_game::chart::{inches, inches_cell, Share};
use serde::Deserialize;

/// FORMATION AND FACING CHANGE COSTS (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FormationChanges {
    /// A change of formation.
    pub formation_change: Share,
    /// A change of facing.
    pub facing_change: Share,
    /// An about face.
    pub about_face: Share,
    /// Limbering or unlimbering.
    pub limber_unlimber: Share,
}

/// Every denominator above 0.
impl Check for FormationChanges {
    fn check(&self, at: &At<'_>) -> Result<()> {
        for (k, s) in [
            ("formation-change", self.formation_change),
            ("facing-change", self.facing_change),
            ("about-face", self.about_face),
            ("limber-unlimber", self.limber_unlimber),
        ] {
            s.check(&at.key(k), None)?;
        }
        Ok(())
    }
}

/// WHAT COUNTS AS A FLANK (provisional): the table engine's edge faced.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Flanks {
    /// A charge or fire from the rear sector counts as a flank.
    pub rear_counts_as_flank: bool,
}

impl Check for Flanks {}

impl Flanks {
    /// Whether an edge faced counts as a flank.
    pub fn is_flank(&self, edge: crate::board::table::stand::Edge) -> bool {
        use crate::board::table::stand::Edge;
        edge.is_flank() || self.rear_counts_as_flank && edge == Edge::Rear
    }
}

/// ENGAGEMENT RANGE and point blank (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Engagement {
    /// Engagement range, edge to edge.
    #[serde(deserialize_with = "inches")]
    pub range: Length,
    /// Point blank range, edge to edge.
    #[serde(deserialize_with = "inches_cell")]
    pub point_blank: Cell<Length>,
}

impl Check for Engagement {}
