//! FIRING (3. Firing phase): the 45° wedge, infantry in base contact, artillery ranges 7"
//! and 12" at -1, enfilade +1, and the firing contest (provisional dice) (firing.yaml).

use super::common::{die, headed, open, Modifier};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A fact modifying one side's die in a firing contest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContestFactor {
    /// The side is artillery.
    Artillery,
    /// Veteran.
    Veteran,
    /// Raw.
    Raw,
    /// Shaken.
    Shaken,
    /// The target in a BUA or defending a linear feature.
    Cover,
    /// A square fired on by artillery.
    SquareUnderArtillery,
    /// Limbered artillery.
    Limbered,
}

impl ContestFactor {
    /// Every factor, in the chart's order.
    pub const ALL: &'static [ContestFactor] = &[
        ContestFactor::Artillery,
        ContestFactor::Veteran,
        ContestFactor::Raw,
        ContestFactor::Shaken,
        ContestFactor::Cover,
        ContestFactor::SquareUnderArtillery,
        ContestFactor::Limbered,
    ];

    /// The data's key.
    pub fn name(self) -> &'static str {
        match self {
            ContestFactor::Artillery => "artillery",
            ContestFactor::Veteran => "veteran",
            ContestFactor::Raw => "raw",
            ContestFactor::Shaken => "shaken",
            ContestFactor::Cover => "cover",
            ContestFactor::SquareUnderArtillery => "square-under-artillery",
            ContestFactor::Limbered => "limbered",
        }
    }
}

/// Artillery ranges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArtilleryRanges {
    /// Normal range, up to and including (7").
    pub normal: Inches,
    /// Long range, past normal up to and including (12").
    pub long: Inches,
}

/// The firing contest (provisional as a whole).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Contest {
    /// Must be true.
    pub provisional: bool,
    /// The note, in the printed chart's form.
    pub note: String,
    /// Sides of each die.
    pub die: u32,
    /// The firer loses when the target's total beats it by at least this.
    pub firer_loses_by: i32,
    /// Each factor's modifier.
    pub modifiers: BTreeMap<ContestFactor, Modifier>,
}

/// The firing chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiringChart {
    /// Degrees the wedge opens outward from each front corner (45).
    pub wedge: i32,
    /// Infantry's reach edge to edge (0: base contact).
    pub infantry_range: Length,
    /// Artillery's normal (7") and long (12") range, edge to edge.
    pub artillery: ArtilleryRanges,
    /// Long range -1.
    pub long_range: Modifier,
    /// Enfilade +1.
    pub enfilade: Modifier,
    /// The contest's dice.
    pub contest: Contest,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Raw {
    chart: String,
    edition: String,
    licence: String,
    wedge: i32,
    infantry_range: Inches,
    artillery: ArtilleryRanges,
    long_range: Modifier,
    enfilade: Modifier,
    contest: Contest,
}

headed!(Raw);

impl FiringChart {
    /// Loads `charts/firing.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a wedge outside 1..=89°; ranges negative or
    /// long not beyond normal; the contest not marked provisional with a note; a factor
    /// missing.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r): (_, Raw) = open(data, "firing", "firing")?;
        if !(1..=89).contains(&r.wedge) {
            return Err(src.invalid("wedge", "the wedge opens 1 to 89 degrees"));
        }
        if r.infantry_range.0 < Length::ZERO {
            return Err(src.invalid("infantry-range", "a range cannot be negative"));
        }
        if r.artillery.normal.0 < Length::ZERO || r.artillery.long.0 <= r.artillery.normal.0 {
            return Err(src.invalid("artillery", "0 <= normal < long"));
        }
        r.long_range.check(&src, "long-range")?;
        r.enfilade.check(&src, "enfilade")?;
        let c = &r.contest;
        if !c.provisional || c.note.trim().is_empty() {
            return Err(src.invalid(
                "contest",
                "the contest's dice are not in our text: provisional: true with a note",
            ));
        }
        die(&src, "contest.die", c.die)?;
        if c.firer_loses_by < 1 {
            return Err(src.invalid("contest.firer-loses-by", "1 or more"));
        }
        for f in ContestFactor::ALL {
            let m = c.modifiers.get(f).ok_or_else(|| {
                src.invalid("contest.modifiers", format!("'{}' is missing", f.name()))
            })?;
            m.check(&src, &format!("contest.modifiers.{}", f.name()))?;
        }
        Ok(FiringChart {
            wedge: r.wedge,
            infantry_range: r.infantry_range.0,
            artillery: r.artillery,
            long_range: r.long_range,
            enfilade: r.enfilade,
            contest: r.contest,
        })
    }
}
