//! STANDING ORDERS (provisional): the figures of the standing orders pbem decides for a
//! side without orders, pbem's reading of a prudent commander (the text gives none).

use crate::board::table::measure::Length;
use crate::chart::{At, Check};
use crate::error::Result;
use crate::rules::table_game::chart::inches;
pub use crate::rules::table_game::chart::Share;
use crate::rules::table_game::posture::Posture;
use serde::Deserialize;

/// The longest stand-off, in inches.
const STAND_OFF_BOUND: i64 = 12;

/// A need of a unit that a general's PIPs pay for, in the standing orders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Need {
    /// Rally a routed unit.
    Rally,
    /// Form square against cavalry (or line again when none threatens).
    Square,
    /// Charge when the odds favour it.
    Charge,
    /// Start firing at a valid target.
    StartFiring,
    /// Advance on the objective.
    Advance,
}

/// The five needs, each once.
pub const NEEDS: [Need; 5] = [
    Need::Rally,
    Need::Square,
    Need::Charge,
    Need::StartFiring,
    Need::Advance,
];

/// The target's failing faces a charge needs, by posture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetFails {
    /// Under `attack`.
    pub attack: Share,
    /// Under `hold`.
    pub hold: Share,
}

/// The odds a charge needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChargeOdds {
    /// The share of the die's faces on which the charger must pass.
    pub charger_passes: Share,
    /// The share on which the target must fail, by posture.
    pub target_fails: TargetFails,
}

/// STANDING ORDERS (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct StandingOrdersChart {
    /// The order a general's PIPs pay for his units' needs, each once.
    pub pip_priorities: Vec<Need>,
    /// The odds a charge needs.
    pub charge_odds: ChargeOdds,
    /// The share of enemy cavalry's move within which it threatens infantry.
    pub cavalry_threat: Share,
    /// How far short of the nearest enemy an advance stops.
    #[serde(deserialize_with = "inches")]
    pub stand_off: Length,
    /// Degrees off its facing within which a unit advances straight (beyond: obliques).
    pub straight_within: i32,
    /// Degrees off its facing beyond which a unit pivots to face.
    pub pivot_beyond: i32,
}

/// PIP priorities naming each need once; shares with denominators above 0, the odds at
/// most the whole, `hold` asking at least `attack`, the threat above 0 and at most 2 moves;
/// a stand-off of 0-12"; angles of 0-180 degrees, straight within pivot.
impl Check for StandingOrdersChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let mut sorted = self.pip_priorities.clone();
        sorted.sort();
        at.key("pip-priorities").ensure(
            sorted == NEEDS,
            "name each of rally, square, charge, start-firing, advance once",
        )?;
        let o = self.charge_odds;
        let odds = at.key("charge-odds");
        o.charger_passes
            .check(&odds.key("charger-passes"), Some(1))?;
        o.target_fails
            .attack
            .check(&odds.key("target-fails.attack"), Some(1))?;
        o.target_fails
            .hold
            .check(&odds.key("target-fails.hold"), Some(1))?;
        odds.key("target-fails.hold").ensure(
            o.target_fails.hold.at_least(o.target_fails.attack),
            "a side that holds needs at least the odds of one that attacks",
        )?;
        self.cavalry_threat
            .check(&at.key("cavalry-threat"), Some(2))?;
        at.key("cavalry-threat.numerator")
            .ensure(self.cavalry_threat.numerator > 0, "must be above 0")?;
        at.key("stand-off").ensure(
            self.stand_off >= Length::ZERO && self.stand_off <= Length(STAND_OFF_BOUND * 1000),
            format!("between 0 and {STAND_OFF_BOUND} inches"),
        )?;
        at.key("pivot-beyond").ensure(
            (0..=180).contains(&self.pivot_beyond),
            "between 0 and 180 degrees",
        )?;
        at.key("straight-within").ensure(
            (0..=self.pivot_beyond).contains(&self.straight_within),
            "between 0 and pivot-beyond",
        )
    }
}

impl StandingOrdersChart {
    /// The target's failing faces a charge needs under `p`, of a die of `die` faces.
    pub fn target_fails(&self, p: Posture, die: i32) -> i32 {
        let t = self.charge_odds.target_fails;
        match p {
            Posture::Attack => t.attack.faces(die),
            Posture::Hold => t.hold.faces(die),
        }
    }
}
