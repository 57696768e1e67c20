// 3. Firing phase: a valid target (reference notes, "Firing")
//! Whether a firing unit has a valid target: some of the target inside the 45° wedge from
//! its front corners; the corner-to-corner lines crossing no other unit; infantry in base
//! contact; artillery within 12" (long range past 7"), never at a unit its own side is
//! charging nor into woods; and whether the shot enfilades.

use super::super::tables::Charts;
use crate::board::table::measure::Length;
use crate::board::table::range::{in_contact, range_edge};
use crate::board::table::sight::{Blocker, Field};
use crate::board::table::stand::Stand;
use crate::board::table::terrain::AreaKind;
use crate::board::table::wedge::{corner_sight, enfilade, in_wedge};

/// Who fires, as the firing rules tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FireArm {
    /// Infantry: base contact only.
    Infantry,
    /// Artillery: normal and long range.
    Artillery,
}

/// The range band of a valid shot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FireRange {
    /// Infantry in base contact.
    Contact,
    /// Artillery to 7" (edge to edge).
    Normal(Length),
    /// Artillery past 7" to 12": -1.
    Long(Length),
}

/// A valid shot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shot {
    /// Its range band.
    pub range: FireRange,
    /// Enfilade (+1).
    pub enfilade: bool,
}

/// Why a target is not valid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoFire {
    /// No part of the target inside the wedge.
    #[error("not inside the 45° wedge from the front corners")]
    OutOfWedge,
    /// Infantry not in base contact.
    #[error("infantry fire only in base contact")]
    NotInContact,
    /// Artillery beyond long range.
    #[error("out of range ({0}, long range ends at 12\")")]
    OutOfRange(Length),
    /// A corner-to-corner line crosses another unit.
    #[error("{0}")]
    Blocked(Blocker),
    /// Artillery firing into woods.
    #[error("no artillery fire into woods ({0})")]
    IntoWoods(String),
    /// The target is being charged by the firer's side.
    #[error("no fire at a unit being charged by its own side")]
    BeingCharged,
}

/// Checks `target` for `firer` of `arm` on `field` (built with
/// [`crate::board::table::wedge::units_only`] for the corner lines); `charged` says the
/// firer's side is charging the target this turn.
///
/// # Errors
/// The first [`NoFire`] that holds, in the order: being charged, wedge, contact or range,
/// woods (a target whose centre is in woods, artillery only), line of sight.
pub fn valid_target(
    charts: &Charts,
    field: &Field<'_>,
    firer: &Stand,
    target: &Stand,
    arm: FireArm,
    charged: bool,
) -> Result<Shot, NoFire> {
    let f = &charts.firing;
    if charged {
        return Err(NoFire::BeingCharged);
    }
    if !in_wedge(field.table, firer, target, f.wedge) {
        return Err(NoFire::OutOfWedge);
    }
    let range = match arm {
        FireArm::Infantry => {
            if !in_contact(firer, target) && range_edge(firer, target) > f.infantry_range {
                return Err(NoFire::NotInContact);
            }
            FireRange::Contact
        }
        FireArm::Artillery => {
            let r = range_edge(firer, target);
            let band = if r <= f.artillery.normal.0 {
                FireRange::Normal(r)
            } else if r <= f.artillery.long.0 {
                FireRange::Long(r)
            } else {
                return Err(NoFire::OutOfRange(r));
            };
            if let Some(w) = field.table.areas.iter().find(|a| {
                matches!(
                    a.kind,
                    AreaKind::LightWoods | AreaKind::MediumWoods | AreaKind::HeavyWoods
                ) && a.has(target.centre)
            }) {
                return Err(NoFire::IntoWoods(w.id.clone()));
            }
            band
        }
    };
    corner_sight(field, firer, target).map_err(NoFire::Blocked)?;
    Ok(Shot {
        range,
        enfilade: arm == FireArm::Artillery && enfilade(field, firer, target),
    })
}
