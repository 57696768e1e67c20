//! The rows of MELEE: COMBAT RESOLUTION's mass ratios and MELEE: COMBAT RESULTS as
//! the chart file writes them, checked and read into the typed chart.

use super::super::cell::{bands, Band};
use super::{Effect, MassStep, ResultRow, Sides};
use crate::error::{Error, Result};
use crate::yaml::Source;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawMass {
    label: String,
    ratio: String,
    value: i32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawResult {
    difference: String,
    #[serde(default)]
    loser: Option<Effect>,
    #[serde(default)]
    winner: Option<Effect>,
    #[serde(default)]
    both: Option<Effect>,
}

/// "1.5" -> 15 tenths; one decimal at most.
fn tenths(s: &str) -> Option<u32> {
    let (w, f) = s.trim().split_once('.').unwrap_or((s.trim(), "0"));
    if f.len() != 1 {
        return None;
    }
    w.parse::<u32>()
        .ok()?
        .checked_mul(10)?
        .checked_add(f.parse().ok()?)
}

/// The mass steps: ratios above 1 and rising, one decimal.
pub(super) fn mass(src: &Source, raw: &[RawMass]) -> Result<Vec<MassStep>> {
    let mut mass: Vec<MassStep> = Vec::new();
    for (i, m) in raw.iter().enumerate() {
        let t = tenths(&m.ratio).filter(|t| *t > 10 && mass.last().is_none_or(|p| *t > p.tenths));
        let t = t.ok_or_else(|| {
            let msg = format!(
                "'{}': a ratio above 1 and the one before, one decimal",
                m.ratio
            );
            src.invalid(&format!("mass[{i}].ratio"), msg)
        })?;
        let label = m.label.clone();
        mass.push(MassStep {
            label,
            tenths: t,
            value: m.value,
        });
    }
    Ok(mass)
}

pub(super) fn results(src: &Source, raw: &[RawResult]) -> Result<Vec<ResultRow>> {
    // The chart reads down from the largest difference: the rows are checked from the last.
    let n = raw.len();
    let texts: Vec<String> = raw.iter().rev().map(|r| r.difference.clone()).collect();
    let bs = bands(
        src,
        "results",
        &texts,
        Band {
            lo: Some(0),
            hi: None,
        },
    )
    .map_err(|e| {
        match e {
            // Point the error at the row as written, not as reversed.
            Error::Invalid {
                mut location,
                message,
            } => {
                let k = location
                    .path
                    .strip_prefix("results[")
                    .and_then(|r| r.strip_suffix(']'))
                    .and_then(|k| k.parse::<usize>().ok());
                if let Some(k) = k.filter(|k| *k < n) {
                    location = src.at(&format!("results[{}]", n - 1 - k));
                }
                Error::Invalid { location, message }
            }
            other => other,
        }
    })?;
    let mut out = Vec::new();
    for (j, band) in bs.into_iter().enumerate() {
        let i = n - 1 - j;
        let at = format!("results[{i}]");
        let r = &raw[i];
        let sides = match (&r.loser, &r.winner, &r.both) {
            (Some(l), Some(w), None) => Sides::Decided {
                loser: l.clone(),
                winner: w.clone(),
            },
            (None, None, Some(b)) => Sides::Both(b.clone()),
            _ => return Err(src.invalid(&at, "give loser and winner, or both")),
        };
        out.push(ResultRow {
            difference: band,
            sides,
        });
    }
    Ok(out)
}
