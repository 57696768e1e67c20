//! MORALE TABLE (Old Trousers v2.4).

use super::cell::{complete, header, Leader, Modifier, RawLeader, Roll};
use super::flags::MoraleFlag;
use super::kinds::Quality;
use crate::data::GameData;
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoraleTable {
    /// The number to reach, by troop quality.
    pub die_roll: BTreeMap<Quality, i32>,
    /// How the roll is made (provisional reading).
    pub roll: Roll,
    /// Casualties 20%, 33%, 50%: least first; the highest reached counts.
    pub casualties: Vec<CasualtyBand>,
    /// The other modifiers.
    pub modifiers: BTreeMap<MoraleFlag, Modifier>,
    /// Leader +2 / +1 / 0.
    pub leader: Leader,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawMorale {
    chart: String,
    edition: String,
    die_roll: BTreeMap<Quality, i32>,
    roll: Roll,
    casualties: Vec<CasualtyBand>,
    modifiers: BTreeMap<MoraleFlag, Modifier>,
    leader: RawLeader,
}

impl MoraleTable {
    /// Loads `charts/morale.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a quality or modifier missing; casualty
    /// percents not increasing within 1..=100.
    pub fn load(data: &GameData) -> Result<Self> {
        let src = data.source("charts/morale.yaml")?;
        let r: RawMorale = src.parse()?;
        header(&src, (&r.chart, &r.edition), "morale")?;
        complete(&src, "die-roll", &r.die_roll, Quality::ALL, Quality::name)?;
        complete(
            &src,
            "modifiers",
            &r.modifiers,
            MoraleFlag::ALL,
            MoraleFlag::name,
        )?;
        r.roll.check(&src, "roll")?;
        let mut last = 0;
        for (i, c) in r.casualties.iter().enumerate() {
            if c.percent <= last || c.percent > 100 {
                return Err(src.invalid(
                    &format!("casualties[{i}].percent"),
                    "percents rise from one band to the next, up to 100",
                ));
            }
            last = c.percent;
        }
        Ok(MoraleTable {
            leader: r.leader.check(&src, "leader")?,
            die_roll: r.die_roll,
            roll: r.roll,
            casualties: r.casualties,
            modifiers: r.modifiers,
        })
    }

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
