//! FLIGHT AND PURSUIT: infantry 7", cavalry 11" from foot, 11" + 2d6" from cavalry;
//! pursuit of infantry 6", of cavalry 1" less than it fled (flight.yaml).

use super::common::{die, headed, open, Reading};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// The arm of service as the flight and charge rules tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Branch {
    /// Infantry (flees 7").
    Infantry,
    /// Cavalry of any weight (flees 11", or 11" + 2d6" from cavalry).
    Cavalry,
    /// Artillery (silenced, does not flee).
    Artillery,
}

/// A distance plus dice: `inches` + `dice` d`die` inches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceDistance {
    /// The fixed part.
    pub inches: Inches,
    /// How many dice.
    pub dice: u32,
    /// Sides of each.
    pub die: u32,
}

/// Pursuit distances.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Pursuit {
    /// Cavalry pursuing infantry (6").
    pub infantry: Inches,
    /// Cavalry pursuing cavalry: this much less than the distance fled (1").
    pub cavalry_less: Inches,
}

/// The flight chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlightChart {
    /// Infantry flee (7").
    pub infantry: Length,
    /// Cavalry fleeing infantry or artillery (11").
    pub cavalry_from_foot: Length,
    /// Cavalry fleeing cavalry (11" + 2d6").
    pub cavalry_from_cavalry: DiceDistance,
    /// Pursuit.
    pub pursuit: Pursuit,
    /// Which way a unit flees (provisional).
    pub direction: Reading,
    /// Artillery does not flee (provisional).
    pub artillery: Reading,
    /// A fleeing unit slides past units in its way (provisional; pbem 0.6.0).
    pub slide: Reading,
    /// A unit that cannot flee at all surrenders (provisional; pbem 0.6.0).
    pub boxed_in: Reading,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Raw {
    chart: String,
    edition: String,
    licence: String,
    infantry: Inches,
    cavalry_from_foot: Inches,
    cavalry_from_cavalry: DiceDistance,
    pursuit: Pursuit,
    direction: Reading,
    artillery: Reading,
    slide: Reading,
    boxed_in: Reading,
}

headed!(Raw);

impl FlightChart {
    /// Loads `charts/flight.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a negative distance; dice of no sides or
    /// more than 10 dice; a reading not marked provisional.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r): (_, Raw) = open(data, "flight", "flight")?;
        for (path, v) in [
            ("infantry", r.infantry),
            ("cavalry-from-foot", r.cavalry_from_foot),
            ("cavalry-from-cavalry.inches", r.cavalry_from_cavalry.inches),
            ("pursuit.infantry", r.pursuit.infantry),
            ("pursuit.cavalry-less", r.pursuit.cavalry_less),
        ] {
            if v.0 < Length::ZERO {
                return Err(src.invalid(path, "a distance cannot be negative"));
            }
        }
        die(&src, "cavalry-from-cavalry.die", r.cavalry_from_cavalry.die)?;
        if r.cavalry_from_cavalry.dice > 10 {
            return Err(src.invalid("cavalry-from-cavalry.dice", "at most 10 dice"));
        }
        r.direction.check(&src, "direction")?;
        r.artillery.check(&src, "artillery")?;
        r.slide.check(&src, "slide")?;
        r.boxed_in.check(&src, "boxed-in")?;
        Ok(FlightChart {
            infantry: r.infantry.0,
            cavalry_from_foot: r.cavalry_from_foot.0,
            cavalry_from_cavalry: r.cavalry_from_cavalry,
            pursuit: r.pursuit,
            direction: r.direction,
            artillery: r.artillery,
            slide: r.slide,
            boxed_in: r.boxed_in,
        })
    }
}
