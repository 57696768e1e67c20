//! What the Old Trousers charts share beyond the chart model ([`crate::chart`]): the
//! edition every chart records, the leader's "+2 / +1 / 0" by rating, and how a table's die
//! roll is read.

use super::kinds::Rating;
use crate::chart::{At, Check, Edition, Provisional};
pub use crate::chart::{Band, Cell, Modifier};
use crate::data::GameData;
use crate::error::Result;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The edition every chart must record.
pub const EDITION: &str = "v2.4";

/// The edition of every chart file: `edition: v2.4`, no licence.
pub const CHARTS: Edition = Edition {
    edition: EDITION,
    follows: "Old Trousers v2.4",
    licence: None,
};

/// Loads `charts/{name}.yaml`, the chart `name` printed in our text, and runs its checks.
///
/// # Errors
/// The file missing or of the wrong shape; a wrong header; the chart's checks.
pub fn load<T: DeserializeOwned + Check>(data: &GameData, name: &str) -> Result<T> {
    Ok(CHARTS
        .load::<T>(data, &format!("charts/{name}.yaml"), name)?
        .body)
}

/// As [`load`], for a chart our text lacks (`provisional: true` with a note).
///
/// # Errors
/// As [`load`]; the marking missing.
pub fn load_provisional<T: DeserializeOwned + Check>(
    data: &GameData,
    name: &str,
) -> Result<Provisional<T>> {
    CHARTS.load_provisional::<T>(data, &format!("charts/{name}.yaml"), name)
}

/// The leader modifier "+2 / +1 / 0" by the attached leader's rating, written
/// `{ label, excellent: 2, good: 1, ... }` with every rating.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Leader {
    /// The chart's words.
    pub label: String,
    /// The modifier by rating.
    #[serde(flatten)]
    pub by_rating: BTreeMap<Rating, Cell<i32>>,
}

/// Every rating has its figure.
impl Check for Leader {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.every(&self.by_rating)
    }
}

/// How a table's die roll is read, when the text does not print it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Roll {
    /// Sides of the die.
    pub die: u32,
    /// "at-least": the modified roll passes when at least the number.
    #[serde(default)]
    pub pass: Option<String>,
    /// Rolls add up over segments (order activation).
    #[serde(default)]
    pub accumulate: Option<bool>,
    /// Not in our text.
    #[serde(default)]
    pub provisional: bool,
    /// How it was read.
    #[serde(default)]
    pub note: Option<String>,
}

impl Roll {
    /// The note when the reading is provisional.
    pub fn provisional_note(&self) -> Option<String> {
        self.provisional
            .then(|| self.note.clone().unwrap_or_default())
    }
}

/// The die has sides, `pass` is `at-least`, and a provisional reading has a note.
impl Check for Roll {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.key("die")
            .ensure(self.die >= 2, "a die needs at least 2 sides")?;
        if let Some(p) = &self.pass {
            at.key("pass")
                .ensure(p == "at-least", format!("'{p}': only at-least is known"))?;
        }
        at.ensure(
            !self.provisional || self.note.as_deref().is_some_and(|n| !n.trim().is_empty()),
            "a provisional reading needs a note",
        )
    }
}
