//! FLIGHT AND PURSUIT: infantry 7", cavalry 11" from foot, 11" + 2d6" from cavalry;
//! pursuit of infantry 6", of cavalry 1" less than it fled (flight.yaml).

use super::common::{die, Reading};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::chart::{At, Check};
use crate::error::Result;
use crate::rules::table_game::chart::inches;
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
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FlightChart {
    /// Infantry flee (7").
    #[serde(deserialize_with = "inches")]
    pub infantry: Length,
    /// Cavalry fleeing infantry or artillery (11").
    #[serde(deserialize_with = "inches")]
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

/// No negative distance; dice of 2 to 100 sides, at most 10 of them; every reading
/// marked provisional.
impl Check for FlightChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        for (path, v) in [
            ("infantry", self.infantry),
            ("cavalry-from-foot", self.cavalry_from_foot),
            (
                "cavalry-from-cavalry.inches",
                self.cavalry_from_cavalry.inches.0,
            ),
            ("pursuit.infantry", self.pursuit.infantry.0),
            ("pursuit.cavalry-less", self.pursuit.cavalry_less.0),
        ] {
            at.key(path)
                .ensure(v >= Length::ZERO, "a distance cannot be negative")?;
        }
        let c = self.cavalry_from_cavalry;
        die(&at.key("cavalry-from-cavalry.die"), c.die)?;
        at.key("cavalry-from-cavalry.dice")
            .ensure(c.dice <= 10, "at most 10 dice")?;
        self.direction.check(&at.key("direction"))?;
        self.artillery.check(&at.key("artillery"))?;
        self.slide.check(&at.key("slide"))?;
        self.boxed_in.check(&at.key("boxed-in"))
    }
}
