//! STANDING ORDERS (provisional): the figures of the standing orders pbem decides for a
//! side without orders, pbem's reading of a prudent commander (the text gives none).

use super::common::{headed, open};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use crate::rules::table_game::posture::Posture;
use crate::yaml::Source;
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

/// A share of something (faces of a die, a move): `numerator` / `denominator`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Share {
    /// Numerator.
    pub numerator: u32,
    /// Denominator (above 0).
    pub denominator: u32,
}

impl Share {
    /// The whole faces of a die of `die` faces the share asks for, rounded up.
    pub fn faces(self, die: i32) -> i32 {
        let (n, d) = (i64::from(self.numerator), i64::from(self.denominator));
        i32::try_from((i64::from(die) * n + d - 1) / d).unwrap_or(i32::MAX)
    }

    /// The share of `len`, rounded half away from zero to the thou.
    pub fn of(self, len: Length) -> Length {
        len.scale(i64::from(self.numerator), i64::from(self.denominator))
    }

    /// Whether the share is at most `whole` (whole numbers of ones).
    fn at_most(self, whole: u32) -> bool {
        u64::from(self.numerator) <= u64::from(whole) * u64::from(self.denominator)
    }

    /// Whether the share is at least `other`.
    fn at_least(self, other: Share) -> bool {
        u64::from(self.numerator) * u64::from(other.denominator)
            >= u64::from(other.numerator) * u64::from(self.denominator)
    }
}

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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingOrdersChart {
    /// The order a general's PIPs pay for his units' needs, each once.
    pub pip_priorities: Vec<Need>,
    /// The odds a charge needs.
    pub charge_odds: ChargeOdds,
    /// The share of enemy cavalry's move within which it threatens infantry.
    pub cavalry_threat: Share,
    /// How far short of the nearest enemy an advance stops.
    pub stand_off: Length,
    /// Degrees off its facing within which a unit advances straight (beyond: obliques).
    pub straight_within: i32,
    /// Degrees off its facing beyond which a unit pivots to face.
    pub pivot_beyond: i32,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Raw {
    chart: String,
    edition: String,
    licence: String,
    provisional: bool,
    note: String,
    pip_priorities: Vec<Need>,
    charge_odds: ChargeOdds,
    cavalry_threat: Share,
    stand_off: Inches,
    straight_within: i32,
    pivot_beyond: i32,
}
headed!(Raw);

/// Checks a share at `path`: a denominator above 0 and at most `whole`.
fn share(src: &Source, path: &str, s: Share, whole: u32) -> Result<()> {
    if s.denominator == 0 {
        return Err(src.invalid(&format!("{path}.denominator"), "must be above 0"));
    }
    if !s.at_most(whole) {
        return Err(src.invalid(path, format!("at most {whole}")));
    }
    Ok(())
}

impl StandingOrdersChart {
    /// Loads `charts/standing-orders.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; not marked provisional with a note; PIP
    /// priorities that do not name each need once; a share with a zero denominator, above
    /// the whole (odds) or 2 moves (threat), or 0 (threat); `hold` asking less than
    /// `attack`; a stand-off outside 0-12"; angles outside 0-180 or straight beyond pivot.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r): (_, Raw) = open(data, "standing-orders", "standing-orders")?;
        if !r.provisional || r.note.trim().is_empty() {
            return Err(src.invalid(
                "provisional",
                "this chart is not in our text: it must say provisional: true with a note",
            ));
        }
        let mut sorted = r.pip_priorities.clone();
        sorted.sort();
        if sorted != NEEDS {
            return Err(src.invalid(
                "pip-priorities",
                "name each of rally, square, charge, start-firing, advance once",
            ));
        }
        let o = r.charge_odds;
        share(&src, "charge-odds.charger-passes", o.charger_passes, 1)?;
        share(
            &src,
            "charge-odds.target-fails.attack",
            o.target_fails.attack,
            1,
        )?;
        share(
            &src,
            "charge-odds.target-fails.hold",
            o.target_fails.hold,
            1,
        )?;
        if !o.target_fails.hold.at_least(o.target_fails.attack) {
            return Err(src.invalid(
                "charge-odds.target-fails.hold",
                "a side that holds needs at least the odds of one that attacks",
            ));
        }
        share(&src, "cavalry-threat", r.cavalry_threat, 2)?;
        if r.cavalry_threat.numerator == 0 {
            return Err(src.invalid("cavalry-threat.numerator", "must be above 0"));
        }
        if r.stand_off.0 < Length::ZERO || r.stand_off.0 > Length(STAND_OFF_BOUND * 1000) {
            return Err(src.invalid(
                "stand-off",
                format!("between 0 and {STAND_OFF_BOUND} inches"),
            ));
        }
        if !(0..=180).contains(&r.pivot_beyond) {
            return Err(src.invalid("pivot-beyond", "between 0 and 180 degrees"));
        }
        if !(0..=r.pivot_beyond).contains(&r.straight_within) {
            return Err(src.invalid("straight-within", "between 0 and pivot-beyond"));
        }
        Ok(StandingOrdersChart {
            pip_priorities: r.pip_priorities,
            charge_odds: o,
            cavalry_threat: r.cavalry_threat,
            stand_off: r.stand_off.0,
            straight_within: r.straight_within,
            pivot_beyond: r.pivot_beyond,
            note: r.note.trim().to_string(),
        })
    }

    /// The target's failing faces a charge needs under `p`, of a die of `die` faces.
    pub fn target_fails(&self, p: Posture, die: i32) -> i32 {
        let t = self.charge_odds.target_fails;
        match p {
            Posture::Attack => t.attack.faces(die),
            Posture::Hold => t.hold.faces(die),
        }
    }
}
