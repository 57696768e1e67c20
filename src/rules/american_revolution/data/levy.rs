//! The Continental Levy Chart (C): regions (rows, each with its continental allowance)
//! against the die roll (columns), kept in the form die roll -> the regions it levies.

use super::map::Map;
use crate::chart::area::{label, need_die, need_note};
use crate::chart::At;
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
        let at = At::root(src);
        need_note(&at, f.provisional, f.note.as_deref())?;
        need_die(&at.key("die"), &f.die)?;
        for r in f.allowance.keys() {
            let msg = format!("no region '{r}' on map '{}'", map.id);
            at.key("allowance")
                .key(r)
                .ensure(map.region(r).is_some(), msg)?;
        }
        let row = |r: &String| format!("'{r}' has no row (allowance) on this chart");
        for r in f.option_only.keys() {
            (at.key("option_only").key(r)).ensure(f.allowance.contains_key(r), row(r))?;
        }
        for (n, regions) in &f.die {
            for (i, r) in regions.iter().enumerate() {
                let at = at.key("die").key(n).index(i);
                at.ensure(f.allowance.contains_key(r), row(r))?;
                at.ensure(
                    !regions[..i].contains(r),
                    format!("'{r}' is twice in column {n}"),
                )?;
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
