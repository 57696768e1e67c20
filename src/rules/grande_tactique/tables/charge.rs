//! CHARGE (4. Charge phase): the readings of what follows the attacker's check, all
//! provisional (charge.yaml).

use super::common::{headed, open, Reading};
use crate::board::table::inches::Inches;
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;

/// The charge chart.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChargeChart {
    chart: String,
    edition: String,
    licence: String,
    /// A charger failing its check.
    pub charger_fails: Reading,
    /// The target passing its check.
    pub target_passes: Reading,
    /// The target failing its check.
    pub target_fails: Reading,
    /// Successful cavalry's check to pursue or follow up.
    pub successful_cavalry: Reading,
    /// A follow-up charge: how far successful cavalry reach for a new target.
    pub follow_up: FollowUpReach,
    /// Shaken cavalry resisting a charge by cavalry de-shakes: in the text.
    pub cavalry_deshakes: InText,
}

/// A rule the text gives (not provisional): its words in reports and where the text says
/// it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InText {
    /// The words printed in a report.
    pub label: String,
    /// The rule and its words in the text.
    pub rule: String,
}

/// How far successful cavalry reach for a follow-up charge: the nearest enemy in the front
/// wedge within `reach` (our text gives no figure: provisional, with the note).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FollowUpReach {
    /// The words printed in a report.
    pub label: String,
    /// The reach, inches.
    pub reach: Inches,
    /// Must be true: the figure is ours.
    pub provisional: bool,
    /// Why.
    pub note: String,
}

headed!(ChargeChart);

impl ChargeChart {
    /// Loads `charts/charge.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a reading not marked provisional; a
    /// follow-up reach of 0 or not marked provisional.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r): (_, ChargeChart) = open(data, "charge", "charge")?;
        r.charger_fails.check(&src, "charger-fails")?;
        r.target_passes.check(&src, "target-passes")?;
        r.target_fails.check(&src, "target-fails")?;
        r.successful_cavalry.check(&src, "successful-cavalry")?;
        let f = &r.follow_up;
        if !f.provisional || f.note.trim().is_empty() || f.reach.0 .0 <= 0 {
            return Err(src.invalid(
                "follow-up",
                "a reach above 0 inches, marked provisional: true with a note (our text has no figure)",
            ));
        }
        Ok(r)
    }
}
