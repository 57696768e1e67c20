//! A die roll modifier as a chart prints it: its words, its figure, and its provenance.

use super::cell::marking;
use super::keyed::from_map;
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// A chart's modifiers keyed by a typed id (read with [`super::every`] when the chart must
/// give every id).
pub type Modifiers<K> = BTreeMap<K, Modifier>;

/// A modifier as the chart prints it: `{ label: "vs flank", value: 2 }`, with `per`,
/// `starred`, and `provisional: true` with its `note` when the text lacks the figure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Modifier {
    /// The chart's words, e.g. "vs flank".
    pub label: String,
    /// The die roll modifier.
    pub value: i32,
    /// What the value counts, when it is per item ("hit", "overlapping stand").
    pub per: Option<String>,
    /// Starred on the chart (a footnote limits it).
    pub starred: bool,
    /// Not in our text.
    pub provisional: bool,
    /// Why, when provisional (trimmed).
    pub note: Option<String>,
}

impl Modifier {
    /// The provisional note, when the figure is provisional.
    pub fn provisional_note(&self) -> Option<&str> {
        self.note.as_deref().filter(|_| self.provisional)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    label: String,
    value: i32,
    #[serde(default)]
    per: Option<String>,
    #[serde(default)]
    starred: bool,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
}

/// A provisional figure without a note, or a note without `provisional: true`, is refused
/// at the modifier's line and path.
impl<'de> Deserialize<'de> for Modifier {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_map(d, |r: Raw| {
            let note = marking(r.provisional, r.note.as_deref())?;
            Ok(Modifier {
                label: r.label,
                value: r.value,
                per: r.per,
                starred: r.starred,
                provisional: r.provisional,
                note,
            })
        })
    }
}
