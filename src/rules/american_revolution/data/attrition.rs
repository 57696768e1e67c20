//! The Winter Attrition Table (D): the portion of C SPs removed, area by area, and the
//! survival roll of each SP left over when the fraction does not divide them evenly.

use crate::chart::area::{self, need_die, rolls, Named};
use crate::chart::{At, Check};
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// A loss fraction, `lose` of every `of` C SPs (0 of 1: none), read from its printed
/// text (`1/3`, `0`): at most 1, and in groups of at most 3 (D: "one or two Strength Points
/// may remain").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Fraction {
    /// SPs removed of each `of`.
    pub lose: u32,
    /// The group size.
    pub of: u32,
}

/// One line of the table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttritionRow {
    /// The portion of C SPs removed.
    pub loss: Fraction,
    /// The rolls on which a left-over SP survives, rising.
    pub survives: Vec<u32>,
}

impl AttritionRow {
    /// D: for an area's `c_sps` C SPs, the SPs surely removed and the SPs left over, each
    /// of which makes a survival roll: `lose` of each whole group of `of`, and the rest of
    /// a group that is not whole left over (none when nothing is removed).
    pub fn split(&self, c_sps: u32) -> (u32, u32) {
        if self.loss.lose == 0 {
            return (0, 0);
        }
        (c_sps / self.loss.of * self.loss.lose, c_sps % self.loss.of)
    }

    /// D: whether a left-over SP survives the roll `die`.
    pub fn survives(&self, die: u32) -> bool {
        self.survives.contains(&die)
    }
}

/// The Winter Attrition Table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinterAttrition {
    /// Die roll -> its line.
    pub die: BTreeMap<u32, AttritionRow>,
}

impl WinterAttrition {
    /// Parses and checks `charts/winter-attrition.yaml`.
    ///
    /// # Errors
    /// [`crate::Error::Yaml`] for the shape and for a loss not like `1/3` or `0`, over 1
    /// or finer than thirds (D: "one or two Strength Points may remain");
    /// [`crate::Error::Invalid`] for a die line missing or outside 1-6, or survival rolls
    /// outside 1-6, repeated or out of order; each with file, line and path.
    pub fn parse(src: &Source) -> Result<Named<WinterAttrition>> {
        area::load_noted(src)
    }

    /// The line for `die` (held to 1-6).
    pub fn row(&self, die: u32) -> &AttritionRow {
        &self.die[&die.clamp(1, 6)]
    }
}

impl Check for WinterAttrition {
    fn check(&self, at: &At<'_>) -> Result<()> {
        need_die(&at.key("die"), &self.die)?;
        for (n, row) in &self.die {
            rolls(&at.key("die").key(n).key("survives"), &row.survives, true)?;
        }
        Ok(())
    }
}

impl TryFrom<String> for Fraction {
    type Error = String;

    /// `0`, `1` or `a/b` with 0 < b, a <= b and, when a > 0, b <= 3.
    fn try_from(text: String) -> std::result::Result<Fraction, String> {
        let f = match text.trim().split_once('/') {
            None => match text.trim() {
                "0" => Some(Fraction { lose: 0, of: 1 }),
                "1" => Some(Fraction { lose: 1, of: 1 }),
                _ => None,
            },
            Some((a, b)) => match (a.trim().parse(), b.trim().parse()) {
                (Ok(lose), Ok(of)) if of > 0 => Some(Fraction { lose, of }),
                _ => None,
            },
        };
        let f = f.ok_or_else(|| format!("'{text}' is not a loss like 1/3, 1/2 or 0"))?;
        if f.lose > f.of {
            return Err("a loss is at most 1".into());
        }
        if f.lose > 0 && f.of > 3 {
            return Err("at most two SPs may be left over (D): the group is at most 3".into());
        }
        Ok(f)
    }
}
