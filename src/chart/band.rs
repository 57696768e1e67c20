//! A printed band of die rolls (or differences): "1 - 8", "10", "> 10", "< 1", read from
//! its text; and the check that a chart's bands cover the rolls without gap or overlap.

use super::check::At;
use crate::error::Result;
use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;
use std::fmt;

/// A band of die rolls (or differences) as printed, inclusive; `None` is open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    /// Least value in the band; `None` for "< a".
    pub lo: Option<i32>,
    /// Greatest value in the band; `None` for "> a".
    pub hi: Option<i32>,
}

impl Band {
    /// Every value from `lo` to `hi` (either end open).
    pub fn new(lo: Option<i32>, hi: Option<i32>) -> Band {
        Band { lo, hi }
    }

    /// Parses "a - b", "a", "> a", "< a" (a and b may be negative).
    pub fn parse(s: &str) -> Option<Band> {
        let s = s.trim();
        let int = |t: &str| t.trim().parse::<i32>().ok();
        if let Some(r) = s.strip_prefix('>') {
            return Some(Band::new(Some(int(r)?.checked_add(1)?), None));
        }
        if let Some(r) = s.strip_prefix('<') {
            return Some(Band::new(None, Some(int(r)?.checked_sub(1)?)));
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
                (a <= b).then_some(Band::new(Some(a), Some(b)))
            }
            None => int(s).map(|v| Band::new(Some(v), Some(v))),
        }
    }

    /// Whether `v` is in the band.
    pub fn contains(self, v: i32) -> bool {
        self.lo.is_none_or(|lo| v >= lo) && self.hi.is_none_or(|hi| v <= hi)
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.lo, self.hi) {
            (None, Some(h)) => write!(f, "< {}", h + 1),
            (Some(l), None) => write!(f, "> {}", l - 1),
            (Some(l), Some(h)) if l == h => write!(f, "{l}"),
            (Some(l), Some(h)) => write!(f, "{l} - {h}"),
            (None, None) => f.write_str("any"),
        }
    }
}

/// Deserializes from the printed text (`"1 - 8"`, `"> 10"`) or a bare number (`10`).
impl<'de> Deserialize<'de> for Band {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        d.deserialize_any(BandVisitor)
    }
}

struct BandVisitor;

impl Visitor<'_> for BandVisitor {
    type Value = Band;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a band (\"a - b\", \"a\", \"> a\", \"< a\")")
    }

    fn visit_str<E: de::Error>(self, t: &str) -> std::result::Result<Band, E> {
        Band::parse(t).ok_or_else(|| {
            E::custom(format!(
                "'{t}' is not a band (\"a - b\", \"a\", \"> a\", \"< a\")"
            ))
        })
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> std::result::Result<Band, E> {
        self.visit_str(&v.to_string())
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> std::result::Result<Band, E> {
        self.visit_str(&v.to_string())
    }
}

/// A row of a chart keyed by a band (the fire points of a fire table row, the roll of a
/// random event): what [`cover`] reads.
pub trait Banded {
    /// The row's band.
    fn band(&self) -> Band;
}

impl Banded for Band {
    fn band(&self) -> Band {
        *self
    }
}

/// Checks that the bands of `rows`, each at its own YAML path, are in order with no gap and
/// no overlap, and together cover `whole` (`lo..=hi`, either end open). `at` names the
/// list (for an empty one).
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the band that overlaps, leaves a gap, or leaves an
/// end of `whole` out; at `at` when there is no band.
pub fn cover<'a, R: Banded + 'a>(
    at: &At<'_>,
    rows: impl IntoIterator<Item = (At<'a>, &'a R)>,
    whole: Band,
) -> Result<()> {
    let mut prev: Option<(At<'a>, Band)> = None;
    for (here, row) in rows {
        let b = row.band();
        match &prev {
            None => {
                let starts = match (whole.lo, b.lo) {
                    (None, lo) => lo.is_none(),
                    (Some(c), lo) => lo.is_none_or(|l| l <= c),
                };
                if !starts {
                    return Err(here.invalid(format!(
                        "'{b}' leaves rolls below it out ('{whole}' must be covered)"
                    )));
                }
            }
            Some((_, p)) => match (p.hi, b.lo) {
                (Some(h), Some(l)) if l <= h => {
                    return Err(here.invalid(format!("'{b}' overlaps '{p}'")))
                }
                (Some(h), Some(l)) if i64::from(l) > i64::from(h) + 1 => {
                    return Err(here.invalid(format!("a gap between '{p}' and '{b}'")))
                }
                (Some(_), Some(_)) => {}
                _ => return Err(here.invalid(format!("'{b}' overlaps '{p}'"))),
            },
        }
        prev = Some((here, b));
    }
    let (last_at, last) = prev.ok_or_else(|| at.invalid("no bands"))?;
    let ends = match (whole.hi, last.hi) {
        (None, hi) => hi.is_none(),
        (Some(c), hi) => hi.is_none_or(|h| h >= c),
    };
    if !ends {
        return Err(last_at.invalid(format!(
            "'{last}' leaves rolls above it out ('{whole}' must be covered)"
        )));
    }
    Ok(())
}
