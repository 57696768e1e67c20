//! MORALE TABLE (Old Trousers v2.4).

use super::cell::{Leader, Modifier, Roll};
use super::flags::MoraleFlag;
use super::kinds::Quality;
use crate::chart::{every, At, Check};
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A casualties band: at least `percent` of the unit's strength lost.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CasualtyBand {
    /// The chart's words.
    pub label: String,
    /// Percent of strength.
    pub percent: u32,
    /// The modifier.
    pub value: i32,
}

/// MORALE TABLE.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MoraleTable {
    /// The number to reach, by troop quality.
    #[serde(deserialize_with = "every")]
    pub die_roll: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// Casualties 20%, 33%, 50%: least first; the highest reached counts.
    pub casualties: Vec<CasualtyBand>,
    /// The other modifiers.
    #[serde(deserialize_with = "every")]
    pub modifiers: BTreeMap<MoraleFlag, Modifier>,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
}

/// The roll's reading; casualty percents rising within 1..=100.
impl Check for MoraleTable {
    fn check(&self, at: &At<'_>) -> Result<()> {
        self.leader.check(&at.key("leader"))?;
        self.roll.check(&at.key("roll"))?;
        let mut last = 0;
        for (i, c) in self.casualties.iter().enumerate() {
            at.key("casualties").index(i).key("percent").ensure(
                c.percent > last && c.percent <= 100,
                "percents rise from one band to the next, up to 100",
            )?;
            last = c.percent;
        }
        Ok(())
    }
}

impl MoraleTable {
    /// The highest casualties band `hits` of `strength` reach (`hits × 100 ≥ percent ×
    /// strength`, integers); `None` below the first or for no strength.
    pub fn casualty_band(&self, hits: u32, strength: u32) -> Option<&CasualtyBand> {
        if strength == 0 {
            return None;
        }
        self.casualties
            .iter()
            .rev()
            .find(|c| u64::from(hits) * 100 >= u64::from(c.percent) * u64::from(strength))
    }
}
