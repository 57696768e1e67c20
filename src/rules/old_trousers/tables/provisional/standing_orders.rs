//! STANDING ORDERS (provisional): the figures of the standing orders pbem decides for a
//! side without orders, pbem's reading of a prudent commander (the text gives none).

use crate::board::table::measure::Length;
use crate::chart::{At, Check};
use crate::error::Result;
use crate::rules::table_game::chart::inches;
use crate::rules::table_game::posture::Posture;
use serde::Deserialize;

/// The most a charge margin may be, either way (the chart's values are well inside it).
const MARGIN_BOUND: i32 = 30;

/// The longest stand-off, in inches.
const STAND_OFF_BOUND: i64 = 12;

/// The margin a charge needs, by posture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Margins {
    /// Under `attack`.
    pub attack: i32,
    /// Under `hold`.
    pub hold: i32,
}

/// STANDING ORDERS (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct StandingOrders {
    /// The MELEE: COMBAT RESOLUTION margin (value and modifiers over the target's, without
    /// the die) a charge needs, by posture.
    pub charge_margin: Margins,
    /// How far short of the nearest enemy an advance stops.
    #[serde(deserialize_with = "inches")]
    pub stand_off: Length,
    /// Degrees off its line to the enemy beyond which a unit faces it before it advances.
    pub face_beyond: i32,
}

/// Margins within ±30 with `hold` at least `attack`; a stand-off of 0-12"; a facing of
/// 0-180 degrees.
impl Check for StandingOrders {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let m = self.charge_margin;
        for (k, v) in [("attack", m.attack), ("hold", m.hold)] {
            at.key("charge-margin").key(k).ensure(
                (-MARGIN_BOUND..=MARGIN_BOUND).contains(&v),
                format!("{v}: a margin is between -{MARGIN_BOUND} and {MARGIN_BOUND}"),
            )?;
        }
        at.key("charge-margin.hold").ensure(
            m.hold >= m.attack,
            "a side that holds needs at least the margin of one that attacks",
        )?;
        at.key("stand-off").ensure(
            self.stand_off >= Length::ZERO && self.stand_off <= Length(STAND_OFF_BOUND * 1000),
            format!("between 0 and {STAND_OFF_BOUND} inches"),
        )?;
        at.key("face-beyond").ensure(
            (0..=180).contains(&self.face_beyond),
            "between 0 and 180 degrees",
        )
    }
}

impl StandingOrders {
    /// The margin a charge needs under `posture`.
    pub fn margin(&self, posture: Posture) -> i32 {
        match posture {
            Posture::Attack => self.charge_margin.attack,
            Posture::Hold => self.charge_margin.hold,
        }
    }
}
