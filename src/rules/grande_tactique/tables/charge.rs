//! CHARGE (4. Charge phase): the readings of what follows the attacker's check, and of
//! how a charger meets its target's edge, all provisional (charge.yaml).

use super::common::Reading;
use crate::board::table::inches::Inches;
use crate::chart::{At, Check};
use crate::error::Result;
use serde::Deserialize;

/// The charge chart.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChargeChart {
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
    /// A charger moving into contact squares to the edge it meets (from pbem 0.12.0).
    pub charger_squares: Reading,
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

/// Every reading marked provisional; a follow-up reach above 0, marked provisional.
impl Check for ChargeChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        self.charger_fails.check(&at.key("charger-fails"))?;
        self.target_passes.check(&at.key("target-passes"))?;
        self.target_fails.check(&at.key("target-fails"))?;
        self.successful_cavalry
            .check(&at.key("successful-cavalry"))?;
        self.charger_squares.check(&at.key("charger-squares"))?;
        let f = &self.follow_up;
        at.key("follow-up").ensure(
            f.provisional && !f.note.trim().is_empty() && f.reach.0 .0 > 0,
            "a reach above 0 inches, marked provisional: true with a note (our text has no figure)",
        )
    }
}
