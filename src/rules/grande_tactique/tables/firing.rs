//! FIRING (3. Firing phase): the 45° wedge, infantry in base contact, artillery ranges 7"
//! and 12" at -1, enfilade +1, and the firing contest (provisional dice) (firing.yaml).

use super::common::{die, Modifier};
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::chart::{every, kind, At, Check};
use crate::error::Result;
use crate::rules::table_game::chart::inches;
use serde::Deserialize;
use std::collections::BTreeMap;

kind!(
    /// A fact modifying one side's die in a firing contest.
    ContestFactor {
        /// The side is artillery.
        Artillery = "artillery",
        Veteran = "veteran",
        Raw = "raw",
        Shaken = "shaken",
        /// The target in a BUA or defending a linear feature.
        Cover = "cover",
        /// A square fired on by artillery.
        SquareUnderArtillery = "square-under-artillery",
        /// Limbered artillery.
        Limbered = "limbered",
    }
);

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
    #[serde(deserialize_with = "every")]
    pub modifiers: BTreeMap<ContestFactor, Modifier>,
}

/// The firing chart.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct FiringChart {
    /// Degrees the wedge opens outward from each front corner (45).
    pub wedge: i32,
    /// Infantry's reach edge to edge (0: base contact).
    #[serde(deserialize_with = "inches")]
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

/// A wedge of 1 to 89 degrees; ranges of 0 or more, long beyond normal; the contest
/// marked provisional with a note, a die, and a firer losing by 1 or more.
impl Check for FiringChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.key("wedge").ensure(
            (1..=89).contains(&self.wedge),
            "the wedge opens 1 to 89 degrees",
        )?;
        at.key("infantry-range").ensure(
            self.infantry_range >= Length::ZERO,
            "a range cannot be negative",
        )?;
        let a = self.artillery;
        at.key("artillery").ensure(
            a.normal.0 >= Length::ZERO && a.long.0 > a.normal.0,
            "0 <= normal < long",
        )?;
        let c = &self.contest;
        at.key("contest").ensure(
            c.provisional && !c.note.trim().is_empty(),
            "the contest's dice are not in our text: provisional: true with a note",
        )?;
        die(&at.key("contest.die"), c.die)?;
        at.key("contest.firer-loses-by")
            .ensure(c.firer_loses_by >= 1, "1 or more")
    }
}
