//! The building blocks of a miniatures game's printed charts: a figure that may be
//! provisional (with its note), a printed die-roll band ("1 - 8", "10", "> 10", "< 1"), and
//! the check that a chart's bands cover the rolls without gaps or overlaps.

use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;

/// A figure of a chart and, when the text lacks it, the note saying so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell<T> {
    /// The figure.
    pub value: T,
    /// `Some(note)` when the figure is provisional (not in our text).
    pub provisional: Option<String>,
}

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

/// A band of die rolls (or differences) as printed, inclusive; `None` is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    /// Least value in the band; `None` for "< a".
    pub lo: Option<i32>,
    /// Greatest value in the band; `None` for "> a".
    pub hi: Option<i32>,
}

impl Band {
    /// Parses "a - b", "a", "> a", "< a" (a and b may be negative).
    pub fn parse(s: &str) -> Option<Band> {
        let s = s.trim();
        let int = |t: &str| t.trim().parse::<i32>().ok();
        if let Some(r) = s.strip_prefix('>') {
            return Some(Band {
                lo: Some(int(r)?.checked_add(1)?),
                hi: None,
            });
        }
        if let Some(r) = s.strip_prefix('<') {
            return Some(Band {
                lo: None,
                hi: Some(int(r)?.checked_sub(1)?),
            });
        }
        // "a - b": the separator is " - " or a '-' after the first character.
        let split = s
            .char_indices()
            .skip(1)
            .find(|&(_, c)| c == '-')
            .map(|(i, _)| i);
        match split {
            Some(i) => {
                let (a, b) = (int(&s[..i])?, int(&s[i + 1..])?);
                (a <= b).then_some(Band {
                    lo: Some(a),
                    hi: Some(b),
                })
            }
            None => int(s).map(|v| Band {
                lo: Some(v),
                hi: Some(v),
            }),
        }
    }

    /// Whether `v` is in the band.
    pub fn contains(self, v: i32) -> bool {
        self.lo.is_none_or(|lo| v >= lo) && self.hi.is_none_or(|hi| v <= hi)
    }
}

impl std::fmt::Display for Band {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.lo, self.hi) {
            (None, Some(h)) => write!(f, "< {}", h + 1),
            (Some(l), None) => write!(f, "> {}", l - 1),
            (Some(l), Some(h)) if l == h => write!(f, "{l}"),
            (Some(l), Some(h)) => write!(f, "{l} - {h}"),
            (None, None) => f.write_str("any"),
        }
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
