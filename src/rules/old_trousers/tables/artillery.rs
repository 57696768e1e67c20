//! FIRE COMBAT: ARTILLERY (Old Trousers v2.4): points per gun by gun size and range band,
//! the 30° arc, and the bounce-through; the points are read on the musketry fire combat
//! table (see [`super::fire`]).

use super::cell::{complete, header, Cell, RawCell};
use super::kinds::GunSize;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// One range band of FIRE COMBAT: ARTILLERY.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RangeBand {
    /// Canister, effective, long.
    pub name: String,
    /// The band's far end, edge to edge (the band runs from the one before).
    pub to: Inches,
}

/// The bounce-through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BounceThrough {
    /// Strip width.
    pub width: Length,
    /// How far past the target's rear the strip runs.
    pub past: Length,
    /// Share of the target's hits: numerator, denominator.
    pub share: (u32, u32),
    /// Rounding of the share (provisional: down).
    pub rounding: Cell<String>,
}

/// FIRE COMBAT: ARTILLERY.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Artillery {
    /// Arc half-angle, degrees (provisional reading).
    pub arc: Cell<i32>,
    /// Range bands, nearest first.
    pub bands: Vec<RangeBand>,
    /// Points per gun by size, one per band.
    pub points: BTreeMap<GunSize, (String, Vec<u32>)>,
    /// The bounce-through.
    pub bounce: BounceThrough,
    /// Artillery Screened: how far ahead of the front edge friendly skirmishers screen
    /// (provisional).
    pub screened: Cell<Length>,
    /// Artillery 1 DOB and 2nd Round: rounds counted over the battle (provisional).
    pub rounds: Cell<String>,
}

/// The one reading of the artillery rounds the procedures know.
pub const ROUNDS: &str = "of-the-battle";

/// The rounds reading, checked.
fn rounds(src: &Source, raw: &RawCell<String>) -> Result<Cell<String>> {
    let c = raw.cell(src, "rounds")?;
    if c.value != ROUNDS {
        return Err(src.invalid(
            "rounds",
            format!("'{}': the reading known is {ROUNDS}", c.value),
        ));
    }
    Ok(c)
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawArtillery {
    chart: String,
    edition: String,
    arc: RawCell<i32>,
    bands: Vec<RangeBand>,
    points_per_gun: BTreeMap<GunSize, BTreeMap<String, serde_yaml::Value>>,
    bounce_through: RawBounce,
    screened: RawCell<Inches>,
    rounds: RawCell<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBounce {
    width: Inches,
    past: Inches,
    casualties: RawShare,
    rounding: RawCell<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawShare {
    numerator: u32,
    denominator: u32,
}

impl Artillery {
    /// Loads `charts/artillery.yaml`.
    ///
    /// # Errors
    /// The file missing or of the wrong shape; bands not increasing; a gun size missing or
    /// without a figure for a band; a share with a zero denominator.
    pub fn load(data: &GameData) -> Result<Self> {
        let src = data.source("charts/artillery.yaml")?;
        let r: RawArtillery = src.parse()?;
        header(&src, (&r.chart, &r.edition), "artillery")?;
        let mut last = Length::ZERO;
        for (i, b) in r.bands.iter().enumerate() {
            if b.to.0 <= last {
                return Err(src.invalid(
                    &format!("bands[{i}].to"),
                    "each band must reach further than the one before",
                ));
            }
            last = b.to.0;
        }
        let points = points(&src, &r)?;
        let c = &r.bounce_through.casualties;
        if c.denominator == 0 || c.numerator > c.denominator {
            return Err(src.invalid(
                "bounce-through.casualties",
                "a share: numerator at most denominator, denominator above 0",
            ));
        }
        Ok(Artillery {
            arc: r.arc.cell(&src, "arc")?,
            bands: r.bands,
            points,
            screened: {
                let c = r.screened.cell(&src, "screened")?;
                Cell {
                    value: c.value.0,
                    provisional: c.provisional,
                }
            },
            rounds: rounds(&src, &r.rounds)?,
            bounce: BounceThrough {
                width: r.bounce_through.width.0,
                past: r.bounce_through.past.0,
                share: (c.numerator, c.denominator),
                rounding: r
                    .bounce_through
                    .rounding
                    .cell(&src, "bounce-through.rounding")?,
            },
        })
    }

    /// The range band (index, name) of an edge range; `None` beyond the last.
    pub fn band(&self, range: Length) -> Option<(usize, &str)> {
        self.bands
            .iter()
            .position(|b| range <= b.to.0)
            .map(|i| (i, self.bands[i].name.as_str()))
    }
}

/// Points per gun: every gun size present, with its label and a whole number per band.
fn points(src: &Source, r: &RawArtillery) -> Result<BTreeMap<GunSize, (String, Vec<u32>)>> {
    let mut points = BTreeMap::new();
    for k in complete(
        src,
        "points-per-gun",
        &r.points_per_gun,
        GunSize::ALL,
        GunSize::name,
    )? {
        let row = &r.points_per_gun[&k];
        let at = format!("points-per-gun.{k}");
        let label = row
            .get("label")
            .and_then(|v| v.as_str())
            .ok_or_else(|| src.invalid(&at, "'label' is missing"))?;
        let mut per = Vec::new();
        for b in &r.bands {
            let v = row
                .get(&b.name)
                .and_then(serde_yaml::Value::as_u64)
                .and_then(|v| u32::try_from(v).ok());
            per.push(v.ok_or_else(|| {
                src.invalid(&at, format!("'{}' needs a whole number of points", b.name))
            })?);
        }
        if let Some(extra) = row
            .keys()
            .find(|n| *n != "label" && !r.bands.iter().any(|b| &b.name == *n))
        {
            return Err(src.invalid(&format!("{at}.{extra}"), "not a range band"));
        }
        points.insert(k, (label.to_string(), per));
    }
    Ok(points)
}
