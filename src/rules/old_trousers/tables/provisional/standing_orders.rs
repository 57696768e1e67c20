//! STANDING ORDERS (provisional): the figures of the standing orders pbem decides for a
//! side without orders, pbem's reading of a prudent commander (the text gives none).

use super::{headed, load, Headed};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use crate::rules::old_trousers::tables::cell::Marking;
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingOrders {
    /// The MELEE: COMBAT RESOLUTION margin (value and modifiers over the target's, without
    /// the die) a charge needs, by posture.
    pub charge_margin: Margins,
    /// How far short of the nearest enemy an advance stops.
    pub stand_off: Length,
    /// Degrees off its line to the enemy beyond which a unit faces it before it advances.
    pub face_beyond: i32,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Raw {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    charge_margin: Margins,
    stand_off: Inches,
    face_beyond: i32,
}
headed!(Raw);

impl StandingOrders {
    /// Loads `charts/standing-orders.yaml`.
    ///
    /// # Errors
    /// As the other charts; a margin beyond ±30 or `hold` below `attack`; a stand-off
    /// outside 0-12"; a facing outside 0-180 degrees.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<Raw>(data, "standing-orders")?;
        let m = r.charge_margin;
        for (k, v) in [("attack", m.attack), ("hold", m.hold)] {
            if !(-MARGIN_BOUND..=MARGIN_BOUND).contains(&v) {
                return Err(src.invalid(
                    &format!("charge-margin.{k}"),
                    format!("{v}: a margin is between -{MARGIN_BOUND} and {MARGIN_BOUND}"),
                ));
            }
        }
        if m.hold < m.attack {
            return Err(src.invalid(
                "charge-margin.hold",
                "a side that holds needs at least the margin of one that attacks",
            ));
        }
        if r.stand_off.0 < Length::ZERO || r.stand_off.0 > Length(STAND_OFF_BOUND * 1000) {
            return Err(src.invalid(
                "stand-off",
                format!("between 0 and {STAND_OFF_BOUND} inches"),
            ));
        }
        if !(0..=180).contains(&r.face_beyond) {
            return Err(src.invalid("face-beyond", "between 0 and 180 degrees"));
        }
        Ok(StandingOrders {
            charge_margin: m,
            stand_off: r.stand_off.0,
            face_beyond: r.face_beyond,
            note,
        })
    }

    /// The margin a charge needs under `posture`.
    pub fn margin(&self, posture: Posture) -> i32 {
        match posture {
            Posture::Attack => self.charge_margin.attack,
            Posture::Hold => self.charge_margin.hold,
        }
    }
}
