//! FORMATION AND FACING CHANGE COSTS, WHAT COUNTS AS A FLANK, ENGAGEMENT RANGE
//! (provisional).

use super::{headed, load, Headed};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use crate::rules::old_trousers::tables::cell::{Cell, Marking, RawCell};
use serde::Deserialize;

/// A share of a movement allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Share {
    /// Numerator.
    pub numerator: u32,
    /// Denominator (above 0).
    pub denominator: u32,
}

impl Share {
    /// The share of `allowance`, rounded half away from zero to the thou.
    pub fn of(self, allowance: Length) -> Length {
        allowance.scale(i64::from(self.numerator), i64::from(self.denominator))
    }
}

/// FORMATION AND FACING CHANGE COSTS (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct FormationChanges {
    /// A change of formation.
    pub formation_change: Share,
    /// A change of facing.
    pub facing_change: Share,
    /// An about face.
    pub about_face: Share,
    /// Limbering or unlimbering.
    pub limber_unlimber: Share,
    /// Why provisional.
    #[serde(skip)]
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawChanges {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    formation_change: Share,
    facing_change: Share,
    about_face: Share,
    limber_unlimber: Share,
}
headed!(RawChanges);

impl FormationChanges {
    /// Loads `charts/formation-changes.yaml`.
    ///
    /// # Errors
    /// As the other charts; a zero denominator.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawChanges>(data, "formation-changes")?;
        for (k, s) in [
            ("formation-change", r.formation_change),
            ("facing-change", r.facing_change),
            ("about-face", r.about_face),
            ("limber-unlimber", r.limber_unlimber),
        ] {
            if s.denominator == 0 {
                return Err(src.invalid(&format!("{k}.denominator"), "must be above 0"));
            }
        }
        Ok(FormationChanges {
            formation_change: r.formation_change,
            facing_change: r.facing_change,
            about_face: r.about_face,
            limber_unlimber: r.limber_unlimber,
            note,
        })
    }
}

/// WHAT COUNTS AS A FLANK (provisional): the table engine's edge faced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flanks {
    /// A charge or fire from the rear sector counts as a flank.
    pub rear_counts_as_flank: bool,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawFlanks {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    rear_counts_as_flank: bool,
}
headed!(RawFlanks);

impl Flanks {
    /// Loads `charts/flanks.yaml`.
    ///
    /// # Errors
    /// As the other charts.
    pub fn load(data: &GameData) -> Result<Self> {
        let (_, r, note) = load::<RawFlanks>(data, "flanks")?;
        Ok(Flanks {
            rear_counts_as_flank: r.rear_counts_as_flank,
            note,
        })
    }

    /// Whether an edge faced counts as a flank.
    pub fn is_flank(&self, edge: crate::board::table::stand::Edge) -> bool {
        use crate::board::table::stand::Edge;
        edge.is_flank() || self.rear_counts_as_flank && edge == Edge::Rear
    }
}

/// ENGAGEMENT RANGE and point blank (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Engagement {
    /// Engagement range, edge to edge.
    pub range: Length,
    /// Point blank range, edge to edge.
    pub point_blank: Cell<Length>,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawEngagement {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    range: Inches,
    point_blank: RawCell<Inches>,
}
headed!(RawEngagement);

impl Engagement {
    /// Loads `charts/engagement.yaml`.
    ///
    /// # Errors
    /// As the other charts.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawEngagement>(data, "engagement")?;
        let pb = r.point_blank.cell(&src, "point-blank")?;
        Ok(Engagement {
            range: r.range.0,
            point_blank: Cell {
                value: pb.value.0,
                provisional: pb.provisional,
            },
            note,
        })
    }
}
