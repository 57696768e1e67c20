//! MORALE CHECK: d6, pass on 4+, with cumulative modifiers (morale.yaml).

use super::common::{die, marking, Modifier};
use crate::board::table::inches::Inches;
use crate::board::table::terrain::LinearKind;
use crate::chart::{keyed, kind, At, Check};
use crate::error::Result;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

kind!(
    /// A fact about a unit that modifies its morale check, as the chart names it.
    MoraleFactor {
        /// Raw troops.
        Raw = "raw",
        /// Veteran troops.
        Veteran = "veteran",
        /// Upslope of the nearest enemy.
        Upslope = "upslope",
        BuiltUpArea = "built-up-area",
        DefendingLinearFeature = "defending-linear-feature",
        Shaken = "shaken",
        /// Infantry in square.
        Square = "square",
        GeneralAttached = "general-attached",
        /// Charging unshaken artillery from the front.
        ChargingUnshakenArtilleryFront = "charging-unshaken-artillery-front",
        /// Charging shaken troops.
        ChargingShaken = "charging-shaken",
        /// Another charge declared on the same target.
        AnotherCharge = "another-charge",
        /// Charging the target's flank or rear.
        ChargingFlankOrRear = "charging-flank-or-rear",
        /// Infantry charging en masse (friendly infantry directly behind, same facing, over
        /// half the base overlapping).
        EnMasse = "en-masse",
        /// Charged by more than one unit.
        ChargedBySeveral = "charged-by-several",
        ChargedInFlank = "charged-in-flank",
        /// In woods (provisional).
        InWoods = "in-woods",
        /// Charged in the rear (provisional).
        ChargedInRear = "charged-in-rear",
        /// Routed (provisional).
        Routed = "routed",
    }
);

/// How the game measures "defending a linear feature" on the table (the figure and the
/// kinds are not in our text: provisional, with the note).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinearMeasure {
    /// How far ahead of the charged unit's front edge the feature may lie, inches.
    pub reach: Inches,
    /// The linear features a unit defends (not roads nor bridges).
    pub kinds: BTreeSet<LinearKind>,
    /// Not in our text.
    #[serde(default)]
    pub provisional: bool,
    /// Why, when provisional.
    #[serde(default)]
    pub note: Option<String>,
}

/// How the game measures "infantry charging en masse" ("friendly infantry directly behind,
/// same facing, over half the base overlapping"): how far behind counts as directly.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnMasseMeasure {
    /// The most gap between the charger's rear edge and the supporter's front edge, inches.
    pub behind: Inches,
    /// Not in our text.
    #[serde(default)]
    pub provisional: bool,
    /// Why, when provisional.
    #[serde(default)]
    pub note: Option<String>,
}

/// The measures of the modifiers the game reads off the table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Measures {
    /// Defending a linear feature.
    pub defending_linear_feature: LinearMeasure,
    /// Infantry charging en masse.
    pub en_masse: EnMasseMeasure,
}

/// The morale check chart.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MoraleChart {
    /// Sides of the die (6).
    pub die: u32,
    /// The total that passes (4: "4+").
    pub pass: i32,
    /// Every factor's modifier.
    #[serde(deserialize_with = "keyed")]
    pub modifiers: BTreeMap<MoraleFactor, Modifier>,
    /// How two modifiers are measured on the table.
    pub measures: Measures,
}

/// A die; a pass figure within 2..=die; the measures marked, with reaches of 0 or more.
impl Check for MoraleChart {
    fn check(&self, at: &At<'_>) -> Result<()> {
        die(&at.key("die"), self.die)?;
        at.key("modifiers").every(&self.modifiers)?;
        at.key("pass").ensure(
            self.pass >= 2 && self.pass <= i32::try_from(self.die).unwrap_or(i32::MAX),
            format!("a check passes on 2+ to {}+", self.die),
        )?;
        let (l, e) = (
            &self.measures.defending_linear_feature,
            &self.measures.en_masse,
        );
        let m = at.key("measures");
        marking(
            &m.key("defending-linear-feature"),
            l.provisional,
            l.note.as_deref(),
        )?;
        marking(&m.key("en-masse"), e.provisional, e.note.as_deref())?;
        m.ensure(
            l.reach.0 .0 >= 0 && e.behind.0 .0 >= 0,
            "a reach of 0 inches or more",
        )
    }
}

impl MoraleChart {
    /// The provisional note of how `f` is measured on the table, if it is.
    pub fn measure_note(&self, f: MoraleFactor) -> Option<&str> {
        let (p, n) = match f {
            MoraleFactor::DefendingLinearFeature => {
                let l = &self.measures.defending_linear_feature;
                (l.provisional, &l.note)
            }
            MoraleFactor::EnMasse => (
                self.measures.en_masse.provisional,
                &self.measures.en_masse.note,
            ),
            _ => return None,
        };
        n.as_deref().filter(|_| p)
    }

    /// The modifier of `f` (every factor is present once loaded).
    pub fn modifier(&self, f: MoraleFactor) -> Option<&Modifier> {
        self.modifiers.get(&f)
    }
}
