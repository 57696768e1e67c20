//! What every Grande Tactique chart shares beyond the chart model ([`crate::chart`]): the
//! edition and the licence every chart records, a reading of a rule our text lacks, and
//! the die check.

pub use crate::chart::Modifier;
use crate::chart::{At, Check, Edition};
use crate::data::GameData;
use crate::error::Result;
use serde::de::DeserializeOwned;
use serde::Deserialize;

/// The edition every chart records.
pub const EDITION: &str = "Grande Tactique (Jack Mitchell), free edition";

/// The licence every chart records.
pub const LICENCE: &str = "CC BY (Jack Mitchell)";

/// The header of every chart file: this edition and this licence.
pub const CHARTS: Edition = Edition {
    edition: EDITION,
    follows: EDITION,
    licence: Some(LICENCE),
};

/// Loads `charts/{file}.yaml` as the chart `chart` and runs its checks.
///
/// # Errors
/// The file missing or of the wrong shape; a wrong header; the chart's checks.
pub fn open<T: DeserializeOwned + Check>(data: &GameData, file: &str, chart: &str) -> Result<T> {
    Ok(CHARTS
        .load::<T>(data, &format!("charts/{file}.yaml"), chart)?
        .body)
}

/// How a rule our text lacks is read: its words in reports and the provisional note.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reading {
    /// The words printed in a report ("halts").
    pub label: String,
    /// Must be true: the reading is ours.
    pub provisional: bool,
    /// Why, in the printed chart's form.
    pub note: String,
    /// The note as pbem before 0.6.0 printed it, when it has changed since (old campaigns
    /// replay with it).
    #[serde(default, rename = "note-before-0.6")]
    pub note_before_0_6: Option<String>,
}

impl Reading {
    /// The note an entry of revision `v0_6` (pbem 0.6.0 or newer) prints.
    pub fn note_at(&self, v0_6: bool) -> &str {
        match (&self.note_before_0_6, v0_6) {
            (Some(old), false) => old,
            _ => &self.note,
        }
    }
}

/// The reading is marked provisional with a note.
impl Check for Reading {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.ensure(
            self.provisional && !self.note.trim().is_empty(),
            "this reading is not in our text: it must say provisional: true with a note",
        )
    }
}

/// Checks that a die has 2 to 100 sides.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `at`.
pub fn die(at: &At<'_>, sides: u32) -> Result<()> {
    at.ensure(
        (2..=100).contains(&sides),
        format!("a die has 2 to 100 sides, not {sides}"),
    )
}

/// Checks a figure's marking at `at`: a provisional figure has a note, a note only a
/// provisional one.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `at`.
pub fn marking(at: &At<'_>, provisional: bool, note: Option<&str>) -> Result<()> {
    crate::chart::marking(provisional, note)
        .map(|_| ())
        .map_err(|m| at.invalid(m))
}
