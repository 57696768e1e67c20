//! The Continental Levy Chart (C): regions (rows, each with its continental allowance)
//! against the die roll (columns), kept in the form die roll -> the regions it levies.

use super::check::{label, need_die, need_note};
use super::map::Map;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The Continental Levy Chart.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Levy {
    /// Name.
    pub name: String,
    /// The grid's marks are ours, not the printed chart's.
    #[serde(default)]
    pub provisional: bool,
    /// What a group should type in, when provisional.
    #[serde(default)]
    pub note: Option<String>,
    /// Region -> the C SPs its row places.
    pub allowance: BTreeMap<String, u32>,
    /// Region -> the option its row is used with (Canada: `L`).
    #[serde(default)]
    pub option_only: BTreeMap<String, String>,
    die: BTreeMap<u32, Vec<String>>,
}

impl Levy {
    /// Parses `charts/continental-levy.yaml` and checks it against `map`.
    ///
    /// # Errors
    /// YAML errors; [`crate::Error::Invalid`] with file, line and path for a die column
    /// missing or outside 1-6, a row or option naming no region of the map, a region in a die
    /// column without a row (allowance), or a region twice in one column.
    pub fn parse(src: &Source, map: &Map) -> Result<Levy> {
        let f: Levy = src.parse()?;
        need_note(src, f.provisional, &f.note)?;
        need_die(src, "die", &f.die)?;
        for r in f.allowance.keys() {
            if map.region(r).is_none() {
                let msg = format!("no region '{r}' on map '{}'", map.id);
                return Err(src.invalid(&format!("allowance.{r}"), msg));
            }
        }
        for r in f.option_only.keys() {
            if !f.allowance.contains_key(r) {
                let msg = format!("'{r}' has no row (allowance) on this chart");
                return Err(src.invalid(&format!("option_only.{r}"), msg));
            }
        }
        for (n, regions) in &f.die {
            for (i, r) in regions.iter().enumerate() {
                let path = format!("die.{n}[{i}]");
                if !f.allowance.contains_key(r) {
                    let msg = format!("'{r}' has no row (allowance) on this chart");
                    return Err(src.invalid(&path, msg));
                }
                if regions[..i].contains(r) {
                    return Err(src.invalid(&path, format!("'{r}' is twice in column {n}")));
                }
            }
        }
        Ok(f)
    }

    /// C: the regions `die` (held to 1-6) levies and the C SPs each receives, in the chart's
    /// order, without the rows of options not in `options` (`["L"]` with option L).
    pub fn levied(&self, die: u32, options: &[&str]) -> Vec<(&str, u32)> {
        self.die[&die.clamp(1, 6)]
            .iter()
            .filter(|r| {
                self.option_only
                    .get(r.as_str())
                    .is_none_or(|o| options.contains(&o.as_str()))
            })
            .map(|r| (r.as_str(), self.allowance[r]))
            .collect()
    }

    /// The chart's name, with "(provisional)" when it is.
    pub fn label(&self) -> String {
        label(&self.name, self.provisional)
    }
}
