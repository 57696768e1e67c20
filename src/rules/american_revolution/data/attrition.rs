//! The Winter Attrition Table (D): the portion of C SPs removed, area by area, and the
//! survival roll of each SP left over when the fraction does not divide them evenly.

use super::check::{label, need_die, need_note, rolls};
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RowFile {
    loss: String,
    survives: Vec<u32>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct AttritionFile {
    name: String,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
    die: BTreeMap<u32, RowFile>,
}

/// A loss fraction, `removed` of every `of` C SPs (0 of 1: none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fraction {
    /// SPs removed of each `of`.
    pub removed: u32,
    /// The group size.
    pub of: u32,
}

/// One line of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttritionRow {
    /// The portion of C SPs removed.
    pub loss: Fraction,
    /// The rolls on which a left-over SP survives, rising.
    pub survives: Vec<u32>,
}

impl AttritionRow {
    /// D: for an area's `c_sps` C SPs, the SPs surely removed and the SPs left over, each
    /// of which makes a survival roll: `removed` of each whole group of `of`, and the rest of
    /// a group that is not whole left over (none when nothing is removed).
    pub fn split(&self, c_sps: u32) -> (u32, u32) {
        if self.loss.removed == 0 {
            return (0, 0);
        }
        (
            c_sps / self.loss.of * self.loss.removed,
            c_sps % self.loss.of,
        )
    }

    /// D: whether a left-over SP survives the roll `die`.
    pub fn survives(&self, die: u32) -> bool {
        self.survives.contains(&die)
    }
}

/// The Winter Attrition Table.
#[derive(Debug, Clone)]
pub struct WinterAttrition {
    /// Name.
    pub name: String,
    /// Ours, not the printed table.
    pub provisional: bool,
    /// What a group should type in, when provisional.
    pub note: Option<String>,
    die: BTreeMap<u32, AttritionRow>,
}

impl WinterAttrition {
    /// Parses and checks `charts/winter-attrition.yaml`.
    ///
    /// # Errors
    /// YAML errors; [`crate::Error::Invalid`] with file, line and path for a die line
    /// missing or outside 1-6, a loss not like `1/3` or `0`, a fraction over 1 or finer than
    /// thirds (D: "one or two Strength Points may remain"), or survival rolls outside 1-6,
    /// repeated or out of order.
    pub fn parse(src: &Source) -> Result<WinterAttrition> {
        let f: AttritionFile = src.parse()?;
        need_note(src, f.provisional, &f.note)?;
        need_die(src, "die", &f.die)?;
        let mut die = BTreeMap::new();
        for (n, row) in &f.die {
            let path = format!("die.{n}");
            let loss = fraction(&row.loss).ok_or_else(|| {
                let msg = format!("'{}' is not a loss like 1/3, 1/2 or 0", row.loss);
                src.invalid(&format!("{path}.loss"), msg)
            })?;
            if loss.removed > loss.of {
                return Err(src.invalid(&format!("{path}.loss"), "a loss is at most 1"));
            }
            if loss.removed > 0 && loss.of > 3 {
                let msg = "at most two SPs may be left over (D): the group is at most 3";
                return Err(src.invalid(&format!("{path}.loss"), msg));
            }
            rolls(src, &format!("{path}.survives"), &row.survives, true)?;
            let survives = row.survives.clone();
            die.insert(*n, AttritionRow { loss, survives });
        }
        Ok(WinterAttrition {
            name: f.name,
            provisional: f.provisional,
            note: f.note,
            die,
        })
    }

    /// The line for `die` (held to 1-6).
    pub fn row(&self, die: u32) -> &AttritionRow {
        &self.die[&die.clamp(1, 6)]
    }

    /// The table's name, with "(provisional)" when it is.
    pub fn label(&self) -> String {
        label(&self.name, self.provisional)
    }
}

/// `0`, `1` or `a/b` with b > 0.
fn fraction(text: &str) -> Option<Fraction> {
    let text = text.trim();
    match text.split_once('/') {
        None => match text.parse::<u32>().ok()? {
            0 => Some(Fraction { removed: 0, of: 1 }),
            1 => Some(Fraction { removed: 1, of: 1 }),
            _ => None,
        },
        Some((a, b)) => {
            let (removed, of) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
            (of > 0).then_some(Fraction { removed, of })
        }
    }
}
