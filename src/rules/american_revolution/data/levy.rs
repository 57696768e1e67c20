//! The Continental Levy Chart (C): regions (rows, each with its continental allowance)
//! against the die roll (columns), kept in the form die roll -> the regions it levies.

use super::map::Map;
use crate::chart::area::{self, need_die, Named};
use crate::chart::{At, Check};
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The Continental Levy Chart.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Levy {
    /// Region -> the C SPs its row places.
    pub allowance: BTreeMap<String, u32>,
    /// Region -> the option its row is used with (Canada: `L`).
    #[serde(default)]
    pub option_only: BTreeMap<String, String>,
    /// Die roll -> the regions it levies, in the chart's order.
    pub die: BTreeMap<u32, Vec<String>>,
}

impl Levy {
    /// Parses `charts/continental-levy.yaml` and checks it against `map`.
    ///
    /// # Errors
    /// YAML errors; [`crate::Error::Invalid`] with file, line and path for a die column
    /// missing or outside 1-6, a row or option naming no region of the map, a region in a die
    /// column without a row (allowance), or a region twice in one column.
    pub fn parse(src: &Source, map: &Map) -> Result<Named<Levy>> {
        let f: Named<Levy> = area::load_noted(src)?;
        let at = At::root(src);
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

    /// C: the chart as a campaign plays it: drops the rows of options not in `options`
    /// (`["L"]` with option L).
    pub fn keep_options(&mut self, options: &[&str]) {
        let only = &self.option_only;
        for regions in self.die.values_mut() {
            regions.retain(|r| only.get(r).is_none_or(|o| options.contains(&o.as_str())));
        }
    }

    /// C: the regions `die` (held to 1-6) levies and the C SPs each receives, in the chart's
    /// order.
    pub fn levied(&self, die: u32) -> Vec<(&str, u32)> {
        let column = self.die[&die.clamp(1, 6)].iter();
        column.map(|r| (r.as_str(), self.allowance[r])).collect()
    }
}

/// The levy chart's checks need the map: [`Levy::parse`] makes them.
impl Check for Levy {}
