//! The building blocks of a miniatures game's printed charts: a figure that may be
//! provisional (with its note), a printed die-roll band ("1 - 8", "10", "> 10", "< 1"), and
//! the check that a chart's bands cover the rolls without gaps or overlaps.

pub use crate::chart::{Band, Cell};
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;

/// A chart figure as written: plain (`3`) or marked (`{ value: 0, provisional: true, note }`).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum RawCell<T> {
    /// A figure of the text.
    Plain(T),
    /// A figure with its provenance.
    Marked {
        /// The figure.
        value: T,
        /// Not in our text.
        #[serde(default)]
        provisional: bool,
        /// Why, or how it was read.
        #[serde(default)]
        note: Option<String>,
    },
}

impl<T: Clone> RawCell<T> {
    /// The cell, checking that a provisional figure has its note.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] at `path` for a provisional figure without a note.
    pub fn cell(&self, src: &Source, path: &str) -> Result<Cell<T>> {
        Ok(match self {
            RawCell::Plain(v) => Cell {
                value: v.clone(),
                provisional: None,
            },
            RawCell::Marked {
                value,
                provisional,
                note,
            } => Cell {
                value: value.clone(),
                provisional: match (provisional, note) {
                    (false, _) => None,
                    (true, Some(n)) if !n.trim().is_empty() => Some(n.trim().to_string()),
                    (true, _) => return Err(src.invalid(path, "a provisional figure needs a note")),
                },
            },
        })
    }
}

/// Parses the bands at `path[i]` and checks them: in order, no gap and no overlap, and
/// together covering `cover` (`lo..=hi`, either end open).
///
/// # Errors
/// [`crate::error::Error::Invalid`] naming the band that is malformed, overlaps, leaves a
/// gap, or the end of `cover` left out.
pub fn bands(src: &Source, path: &str, texts: &[String], cover: Band) -> Result<Vec<Band>> {
    let mut out: Vec<Band> = Vec::new();
    for (i, t) in texts.iter().enumerate() {
        let at = format!("{path}[{i}]");
        let b = Band::parse(t).ok_or_else(|| {
            src.invalid(
                &at,
                format!("'{t}' is not a band (\"a - b\", \"a\", \"> a\", \"< a\")"),
            )
        })?;
        match out.last() {
            None => {
                let starts = match (cover.lo, b.lo) {
                    (None, lo) => lo.is_none(),
                    (Some(c), lo) => lo.is_none_or(|l| l <= c),
                };
                if !starts {
                    return Err(src.invalid(
                        &at,
                        format!("'{t}' leaves rolls below it out ('{cover}' must be covered)"),
                    ));
                }
            }
            Some(prev) => match (prev.hi, b.lo) {
                (Some(h), Some(l)) if l <= h => {
                    return Err(src.invalid(&at, format!("'{t}' overlaps '{prev}'")))
                }
                (Some(h), Some(l)) if i64::from(l) > i64::from(h) + 1 => {
                    return Err(src.invalid(&at, format!("a gap between '{prev}' and '{t}'")))
                }
                (Some(_), Some(_)) => {}
                _ => return Err(src.invalid(&at, format!("'{t}' overlaps '{prev}'"))),
            },
        }
        out.push(b);
    }
    let last = out.last().ok_or_else(|| src.invalid(path, "no bands"))?;
    let ends = match (cover.hi, last.hi) {
        (None, hi) => hi.is_none(),
        (Some(c), hi) => hi.is_none_or(|h| h >= c),
    };
    if !ends {
        return Err(src.invalid(
            &format!("{path}[{}]", out.len() - 1),
            format!("'{last}' leaves rolls above it out ('{cover}' must be covered)"),
        ));
    }
    Ok(out)
}
