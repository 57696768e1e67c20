//! What every Grande Tactique chart shares: the header naming the chart, the edition and
//! the licence; a modifier as the chart prints it; a reading of a rule our text lacks.

use crate::data::GameData;
use crate::error::Result;
use crate::rules::table_game::chart_header;
use crate::yaml::Source;
use serde::de::DeserializeOwned;
use serde::Deserialize;

/// The edition every chart records.
pub const EDITION: &str = "Grande Tactique (Jack Mitchell), free edition";

/// The licence every chart records.
pub const LICENCE: &str = "CC BY (Jack Mitchell)";

/// Checks a chart's header `(chart, edition, licence)`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `chart`, `edition` or `licence`.
pub fn header(src: &Source, h: (&str, &str, &str), chart: &str) -> Result<()> {
    chart_header(src, (h.0, h.1), chart, EDITION, EDITION)?;
    if h.2 != LICENCE {
        return Err(src.invalid("licence", format!("'{}': the rules are {LICENCE}", h.2)));
    }
    Ok(())
}

/// A chart file's header fields: `(chart, edition, licence)`.
pub trait Headed {
    /// The header as the file gives it.
    fn header(&self) -> (&str, &str, &str);
}

/// Gives a raw chart struct with `chart`, `edition` and `licence` fields its [`Headed`].
macro_rules! headed {
    ($raw:ty) => {
        impl $crate::rules::grande_tactique::tables::common::Headed for $raw {
            fn header(&self) -> (&str, &str, &str) {
                (&self.chart, &self.edition, &self.licence)
            }
        }
    };
}
pub(crate) use headed;

/// Opens `charts/{file}.yaml`, reads it as `R` and checks its header names `chart`.
///
/// # Errors
/// The file missing or of the wrong shape; [`header`]'s.
pub fn open<R: DeserializeOwned + Headed>(
    data: &GameData,
    file: &str,
    chart: &str,
) -> Result<(Source, R)> {
    let src = data.source(&format!("charts/{file}.yaml"))?;
    let r: R = src.parse()?;
    header(&src, r.header(), chart)?;
    Ok((src, r))
}

/// A die roll modifier as the chart prints it, provisional when our text lacks it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Modifier {
    /// The chart's words ("in a BUA").
    pub label: String,
    /// The modifier.
    pub value: i32,
    /// Not in our text.
    #[serde(default)]
    pub provisional: bool,
    /// Why, in the printed chart's form, when provisional.
    #[serde(default)]
    pub note: Option<String>,
}

impl Modifier {
    /// Checks the marking: a provisional figure has a note, a note only a provisional one.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] at `path`.
    pub fn check(&self, src: &Source, path: &str) -> Result<()> {
        marking(src, path, self.provisional, self.note.as_deref())
    }

    /// The provisional note, when the figure is provisional.
    pub fn provisional_note(&self) -> Option<&str> {
        self.note.as_deref().filter(|_| self.provisional)
    }
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

    /// Checks that the reading is marked provisional with a note.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] at `path`.
    pub fn check(&self, src: &Source, path: &str) -> Result<()> {
        if !self.provisional || self.note.trim().is_empty() {
            return Err(src.invalid(
                path,
                "this reading is not in our text: it must say provisional: true with a note",
            ));
        }
        Ok(())
    }
}

/// Checks a figure's marking at `path`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] for a provisional figure without a note, or a note on
/// a figure not marked provisional.
pub fn marking(src: &Source, path: &str, provisional: bool, note: Option<&str>) -> Result<()> {
    match (provisional, note.map(str::trim)) {
        (true, Some(n)) if !n.is_empty() => Ok(()),
        (true, _) => Err(src.invalid(path, "a provisional figure needs a note")),
        (false, Some(_)) => Err(src.invalid(
            path,
            "a note belongs to a provisional figure: add provisional: true or drop the note",
        )),
        (false, None) => Ok(()),
    }
}

/// Checks that a die has 2 or more sides.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `path`.
pub fn die(src: &Source, path: &str, sides: u32) -> Result<()> {
    if (2..=100).contains(&sides) {
        Ok(())
    } else {
        Err(src.invalid(path, format!("a die has 2 to 100 sides, not {sides}")))
    }
}
