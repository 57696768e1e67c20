//! The checks every chart file shares: a die chart's lines cover the die, die rolls are
//! 1-6, a provisional mark carries its note; and the label report lines name a chart by.

use crate::error::Result;
use crate::yaml::Source;
use std::collections::BTreeMap;

/// A chart's name with "(provisional)" when it is, as every report line that used it says.
pub fn label(name: &str, provisional: bool) -> String {
    if provisional {
        format!("{name} (provisional)")
    } else {
        name.to_string()
    }
}

/// A provisional chart names what a group should type in.
pub fn need_note(src: &Source, provisional: bool, note: &Option<String>) -> Result<()> {
    if provisional && note.as_deref().is_none_or(|n| n.trim().is_empty()) {
        let msg = "a provisional chart names what to type in from the printed one (note:)";
        return Err(src.invalid("provisional", msg));
    }
    Ok(())
}

/// A chart's provisional fields (`provisional_fields`: field -> what to type in): each is
/// one of `lacking`, the chart's fields the text does not give (the rest are the text's,
/// and no report line would name them), and names what to type in.
pub fn need_fields(src: &Source, marks: &BTreeMap<String, String>, lacking: &[&str]) -> Result<()> {
    for (f, note) in marks {
        let path = format!("provisional_fields.{f}");
        if !lacking.contains(&f.as_str()) {
            let msg = format!(
                "'{f}' is not a field the text lacks; expected one of {}",
                lacking.join(", ")
            );
            return Err(src.invalid(&path, msg));
        }
        if note.trim().is_empty() {
            return Err(src.invalid(&path, "a provisional field names what to type in"));
        }
    }
    Ok(())
}

/// The lines of a die chart at `path` are exactly 1 to 6.
pub fn need_die<T>(src: &Source, path: &str, die: &BTreeMap<u32, T>) -> Result<()> {
    if let Some(n) = die.keys().find(|n| !(1..=6).contains(*n)) {
        return Err(src.invalid(&format!("{path}.{n}"), "a die shows 1 to 6"));
    }
    if let Some(n) = (1..=6).find(|n| !die.contains_key(n)) {
        return Err(src.invalid(path, format!("the chart has no line for die {n}")));
    }
    Ok(())
}

/// Die rolls at `path`: each 1-6, rising, none twice; at least one unless `may_be_empty`.
pub fn rolls(src: &Source, path: &str, v: &[u32], may_be_empty: bool) -> Result<()> {
    if v.is_empty() && !may_be_empty {
        return Err(src.invalid(path, "needs at least one die roll"));
    }
    for (i, n) in v.iter().enumerate() {
        if !(1..=6).contains(n) {
            return Err(src.invalid(&format!("{path}[{i}]"), "a die shows 1 to 6"));
        }
        if i > 0 && v[i - 1] >= *n {
            let msg = "die rolls are listed once each, rising";
            return Err(src.invalid(&format!("{path}[{i}]"), msg));
        }
    }
    Ok(())
}

/// An odds column as printed (`2-1`, `1-3`): attack to defence, each at least 1; errors
/// name the text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(try_from = "String")]
pub struct Ratio {
    /// The attack side of the ratio.
    pub attack: u32,
    /// The defence side of the ratio.
    pub defence: u32,
    text: String,
}

impl Ratio {
    /// The column as printed.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether `attack` against `defend` reaches this ratio (integers, no float).
    pub fn reached_by(&self, attack: u32, defend: u32) -> bool {
        u64::from(self.attack) * u64::from(defend) <= u64::from(attack) * u64::from(self.defence)
    }

    /// Whether this ratio is strictly below `next`.
    pub fn below(&self, next: &Ratio) -> bool {
        u64::from(self.attack) * u64::from(next.defence)
            < u64::from(next.attack) * u64::from(self.defence)
    }
}

impl TryFrom<String> for Ratio {
    type Error = String;

    fn try_from(text: String) -> std::result::Result<Ratio, String> {
        let (a, d) = text
            .split_once('-')
            .and_then(|(a, d)| Some((a.trim().parse::<u32>().ok()?, d.trim().parse().ok()?)))
            .filter(|(a, d)| *a > 0 && *d > 0)
            .ok_or_else(|| format!("'{text}' is not an odds column like 2-1"))?;
        Ok(Ratio {
            attack: a,
            defence: d,
            text,
        })
    }
}
