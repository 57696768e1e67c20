//! What the miniatures games' charts add to the chart model ([`crate::chart`]): lengths
//! written in inches (`12`, `12.5`) read into the table engine's [`Length`], as a plain
//! field, a [`Cell`], or a map with every id; and a share of a whole (`{ numerator: 1,
//! denominator: 2 }`). Use the functions with `#[serde(deserialize_with = "...")]`.

use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::chart::{every, Key};
pub use crate::chart::{Band, Cell};
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// A length written in inches.
///
/// # Errors
/// Not a number of inches with at most three decimals.
pub fn inches<'de, D: Deserializer<'de>>(d: D) -> Result<Length, D::Error> {
    Inches::deserialize(d).map(|i| i.0)
}

/// A length written in inches, or `null` / `-` where the chart has no figure.
///
/// # Errors
/// As [`inches`].
pub fn inches_or_none<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Length>, D::Error> {
    Option::<Inches>::deserialize(d).map(|i| i.map(|i| i.0))
}

/// A [`Cell`] of inches, as a length.
///
/// # Errors
/// As [`inches`], or the cell's marking.
pub fn inches_cell<'de, D: Deserializer<'de>>(d: D) -> Result<Cell<Length>, D::Error> {
    Cell::<Inches>::deserialize(d).map(|c| c.map(|i| i.0))
}

/// A map giving every id of `K` a length in inches.
///
/// # Errors
/// As [`crate::chart::every`] and [`inches`].
pub fn inches_by<'de, D: Deserializer<'de>, K: Key>(d: D) -> Result<BTreeMap<K, Length>, D::Error> {
    every::<D, K, Inches>(d).map(|m| m.into_iter().map(|(k, v)| (k, v.0)).collect())
}

/// A share of a whole: `numerator` / `denominator` (the denominator above 0, the share at
/// most the whole where the chart says so).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Share {
    /// Numerator.
    pub numerator: u32,
    /// Denominator (above 0).
    pub denominator: u32,
}

impl Share {
    /// The share of `len`, rounded half away from zero to the thou.
    pub fn of(self, len: Length) -> Length {
        len.scale(i64::from(self.numerator), i64::from(self.denominator))
    }

    /// The whole faces of a die of `die` faces the share asks for, rounded up.
    pub fn faces(self, die: i32) -> i32 {
        let (n, d) = (i64::from(self.numerator), i64::from(self.denominator));
        i32::try_from((i64::from(die) * n + d - 1) / d).unwrap_or(i32::MAX)
    }

    /// Whether the share is at most `whole` (whole numbers of ones).
    pub fn at_most(self, whole: u32) -> bool {
        u64::from(self.numerator) <= u64::from(whole) * u64::from(self.denominator)
    }

    /// Whether the share is at least `other`.
    pub fn at_least(self, other: Share) -> bool {
        u64::from(self.numerator) * u64::from(other.denominator)
            >= u64::from(other.numerator) * u64::from(self.denominator)
    }

    /// Checks a denominator above 0 (at `at.denominator`) and, with `whole`, a share of at
    /// most it (at `at`).
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] there.
    pub fn check(self, at: &crate::chart::At<'_>, whole: Option<u32>) -> crate::error::Result<()> {
        at.key("denominator")
            .ensure(self.denominator > 0, "must be above 0")?;
        match whole {
            Some(w) => at.ensure(self.at_most(w), format!("at most {w}")),
            None => Ok(()),
        }
    }
}
