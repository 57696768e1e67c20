//! The rows of MELEE: COMBAT RESOLUTION's mass ratios and MELEE: COMBAT RESULTS, read from
//! the chart's words and checked as they parse.

use super::{Effect, MassStep, ResultRow, Sides};
use crate::chart::{from_map, Band, Banded};
use serde::{Deserialize, Deserializer};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Mass {
    label: String,
    ratio: String,
    value: i32,
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

/// `{ label, ratio: "1.5", value }`: a ratio above 1, one decimal.
impl<'de> Deserialize<'de> for MassStep {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_map(d, |m: Mass| {
            let t = tenths(&m.ratio).filter(|t| *t > 10);
            let t = t.ok_or_else(|| {
                format!(
                    "'{}': a ratio above 1 and the one before, one decimal",
                    m.ratio
                )
            })?;
            Ok(MassStep {
                label: m.label,
                tenths: t,
                value: m.value,
            })
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    difference: Band,
    #[serde(default)]
    loser: Option<Effect>,
    #[serde(default)]
    winner: Option<Effect>,
    #[serde(default)]
    both: Option<Effect>,
}

/// `{ difference, loser, winner }` or `{ difference, both }`.
impl<'de> Deserialize<'de> for ResultRow {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        from_map(d, |r: Row| {
            let sides = match (r.loser, r.winner, r.both) {
                (Some(loser), Some(winner), None) => Sides::Decided { loser, winner },
                (None, None, Some(b)) => Sides::Both(b),
                _ => return Err("give loser and winner, or both".into()),
            };
            Ok(ResultRow {
                difference: r.difference,
                sides,
            })
        })
    }
}

impl Banded for ResultRow {
    fn band(&self) -> Band {
        self.difference
    }
}
