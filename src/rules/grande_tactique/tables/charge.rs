//! CHARGE (4. Charge phase): the readings of what follows the attacker's check, all
//! provisional (charge.yaml).

use super::common::{headed, open, Reading};
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
}

headed!(ChargeChart);

impl ChargeChart {
    /// Loads `charts/charge.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a reading not marked provisional.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r): (_, ChargeChart) = open(data, "charge", "charge")?;
        r.charger_fails.check(&src, "charger-fails")?;
        r.target_passes.check(&src, "target-passes")?;
        r.target_fails.check(&src, "target-fails")?;
        r.successful_cavalry.check(&src, "successful-cavalry")?;
        Ok(r)
    }
}
