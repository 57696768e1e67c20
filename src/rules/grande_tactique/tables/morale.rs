//! MORALE CHECK: d6, pass on 4+, with cumulative modifiers (morale.yaml).

use super::common::{die, marking, open, Modifier};
use crate::board::table::inches::Inches;
use crate::board::table::terrain::LinearKind;
use crate::chart::{keyed, At, Check, Key};
use crate::data::GameData;
use crate::error::Result;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// A fact about a unit that modifies its morale check, as the chart names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoraleFactor {
    /// Raw troops.
    Raw,
    /// Veteran troops.
    Veteran,
    /// Upslope of the nearest enemy.
    Upslope,
    /// In a built-up area.
    BuiltUpArea,
    /// Defending a linear feature.
    DefendingLinearFeature,
    /// Shaken.
    Shaken,
    /// Infantry in square.
    Square,
    /// A general attached.
    GeneralAttached,
    /// Charging unshaken artillery from the front.
    ChargingUnshakenArtilleryFront,
    /// Charging shaken troops.
    ChargingShaken,
    /// Another charge declared on the same target.
    AnotherCharge,
    /// Charging the target's flank or rear.
    ChargingFlankOrRear,
    /// Infantry charging en masse (friendly infantry directly behind, same facing, over
    /// half the base overlapping).
    EnMasse,
    /// Charged by more than one unit.
    ChargedBySeveral,
    /// Charged in the flank.
    ChargedInFlank,
    /// In woods (provisional).
    InWoods,
    /// Charged in the rear (provisional).
    ChargedInRear,
    /// Routed (provisional).
    Routed,
}

impl MoraleFactor {
    /// Every factor, in the chart's order.
    pub const ALL: &'static [MoraleFactor] = &[
        MoraleFactor::Raw,
        MoraleFactor::Veteran,
        MoraleFactor::Upslope,
        MoraleFactor::BuiltUpArea,
        MoraleFactor::DefendingLinearFeature,
        MoraleFactor::Shaken,
        MoraleFactor::Square,
        MoraleFactor::GeneralAttached,
        MoraleFactor::ChargingUnshakenArtilleryFront,
        MoraleFactor::ChargingShaken,
        MoraleFactor::AnotherCharge,
        MoraleFactor::ChargingFlankOrRear,
        MoraleFactor::EnMasse,
        MoraleFactor::ChargedBySeveral,
        MoraleFactor::ChargedInFlank,
        MoraleFactor::InWoods,
        MoraleFactor::ChargedInRear,
        MoraleFactor::Routed,
    ];

    /// The data's key.
    pub fn name(self) -> &'static str {
        match self {
            MoraleFactor::Raw => "raw",
            MoraleFactor::Veteran => "veteran",
            MoraleFactor::Upslope => "upslope",
            MoraleFactor::BuiltUpArea => "built-up-area",
            MoraleFactor::DefendingLinearFeature => "defending-linear-feature",
            MoraleFactor::Shaken => "shaken",
            MoraleFactor::Square => "square",
            MoraleFactor::GeneralAttached => "general-attached",
            MoraleFactor::ChargingUnshakenArtilleryFront => "charging-unshaken-artillery-front",
            MoraleFactor::ChargingShaken => "charging-shaken",
            MoraleFactor::AnotherCharge => "another-charge",
            MoraleFactor::ChargingFlankOrRear => "charging-flank-or-rear",
            MoraleFactor::EnMasse => "en-masse",
            MoraleFactor::ChargedBySeveral => "charged-by-several",
            MoraleFactor::ChargedInFlank => "charged-in-flank",
            MoraleFactor::InWoods => "in-woods",
            MoraleFactor::ChargedInRear => "charged-in-rear",
            MoraleFactor::Routed => "routed",
        }
    }
}

impl Key for MoraleFactor {
    const ALL: &'static [MoraleFactor] = MoraleFactor::ALL;
    fn name(self) -> &'static str {
        MoraleFactor::name(self)
    }
}

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
    /// Loads `charts/morale.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; a factor missing; a provisional figure
    /// without its note; a pass figure outside 2..=die.
    pub fn load(data: &GameData) -> Result<Self> {
        open(data, "morale", "morale-check")
    }

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
