//! The building blocks of the charts: a value that may be provisional, a printed die-roll
//! band ("1 - 8", "10", "> 10", "< 1"), labelled modifiers, the leader's "+2 / +1 / 0", and
//! the checks every chart shares (every key present, bands without gaps or overlaps).

use super::kinds::Rating;
use crate::error::Result;
pub use crate::rules::table_game::chart::{bands, Band, Cell, RawCell};
use crate::rules::table_game::chart_header;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A modifier as the chart prints it: its label and value.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifier {
    /// The chart's words, e.g. "vs flank".
    pub label: String,
    /// The die roll modifier.
    pub value: i32,
    /// What the value counts, when it is per item ("hit", "overlapping stand").
    #[serde(default)]
    pub per: Option<String>,
    /// Starred (reaction test): applies only to units changing facing or formation.
    #[serde(default)]
    pub starred: bool,
}

/// The leader modifier "+2 / +1 / 0" by the attached leader's rating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leader {
    /// The chart's words.
    pub label: String,
    /// The modifier by rating.
    pub by_rating: BTreeMap<Rating, Cell<i32>>,
}

/// [`Leader`] as written.
#[derive(Debug, Clone, Deserialize)]
pub struct RawLeader {
    label: String,
    #[serde(flatten)]
    by_rating: BTreeMap<Rating, RawCell<i32>>,
}

impl RawLeader {
    /// The checked leader modifier: every rating present.
    ///
    /// # Errors
    /// A rating missing, or a provisional figure without a note.
    pub fn check(&self, src: &Source, path: &str) -> Result<Leader> {
        let mut by_rating = BTreeMap::new();
        for r in complete(src, path, &self.by_rating, Rating::ALL, |r| r.name())? {
            by_rating.insert(r, self.by_rating[&r].cell(src, &format!("{path}.{r}"))?);
        }
        Ok(Leader {
            label: self.label.clone(),
            by_rating,
        })
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

    /// Checks the die has sides and a provisional reading has a note.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] at `path`.
    pub fn check(&self, src: &Source, path: &str) -> Result<()> {
        if self.die < 2 {
            return Err(src.invalid(&format!("{path}.die"), "a die needs at least 2 sides"));
        }
        if let Some(p) = &self.pass {
            if p != "at-least" {
                return Err(src.invalid(
                    &format!("{path}.pass"),
                    format!("'{p}': only at-least is known"),
                ));
            }
        }
        if self.provisional && self.note.as_deref().is_none_or(|n| n.trim().is_empty()) {
            return Err(src.invalid(path, "a provisional reading needs a note"));
        }
        Ok(())
    }
}

/// Checks that `map` (at `path`) has every key of `all`; returns them in order.
///
/// # Errors
/// [`crate::error::Error::Invalid`] naming the first key missing.
pub fn complete<K: Ord + Copy, V>(
    src: &Source,
    path: &str,
    map: &BTreeMap<K, V>,
    all: &[K],
    name: impl Fn(K) -> &'static str,
) -> Result<Vec<K>> {
    match all.iter().find(|k| !map.contains_key(k)) {
        Some(k) => Err(src.invalid(path, format!("'{}' is missing", name(*k)))),
        None => Ok(all.to_vec()),
    }
}

/// The edition every chart must record.
pub const EDITION: &str = "v2.4";

/// Checks a chart's header `(chart, edition)`: the expected name and [`EDITION`].
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `chart` or `edition`.
pub fn header(src: &Source, h: (&str, &str), chart: &str) -> Result<()> {
    chart_header(src, h, chart, EDITION, &format!("Old Trousers {EDITION}"))
}

/// A provisional chart's marking: `provisional: true` and a note are required.
#[derive(Debug, Clone, Deserialize)]
pub struct Marking {
    /// Must be true.
    pub provisional: bool,
    /// Why.
    pub note: String,
}

impl Marking {
    /// The note, when the file is marked provisional as it must be.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] at `provisional`.
    pub fn note(&self, src: &Source) -> Result<String> {
        if !self.provisional || self.note.trim().is_empty() {
            return Err(src.invalid(
                "provisional",
                "this chart is not in our text: it must say provisional: true with a note",
            ));
        }
        Ok(self.note.trim().to_string())
    }
}
