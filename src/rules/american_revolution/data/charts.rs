//! The charts (`games/american-revolution/charts/*.yaml`): the Combat Results Table, the
//! Continental Levy Chart, the Winter Attrition Table, movement points, the British movement
//! die and the victory levels. Which are provisional is read from the files (`provisional:`
//! with a `note:` naming what to type in), so a group that enters its printed charts drops
//! the mark, and every report line that used a provisional chart names it by its label.

use super::attrition::WinterAttrition;
use super::crt::Crt;
use super::levy::Levy;
use super::map::Map;
use crate::chart::area::{self, need_fields, rolls, AreaHeader, Named};
use crate::chart::{At, Check};
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;
use std::collections::BTreeMap;

/// Movement points of one player turn.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Allowance {
    /// In Spring, Summer and Fall.
    pub season: u32,
    /// In Winter.
    pub winter: u32,
}

/// Each side's movement points.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointsFile {
    /// A.1.
    pub american: Allowance,
    /// B.1.
    pub british: Allowance,
}

/// Movement points (A.1, B.1) and the cost of entering an area.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Movement {
    /// Fields the text lacks (`area_cost`) -> what to type in: the rest are the text's.
    #[serde(default)]
    pub provisional_fields: BTreeMap<String, String>,
    /// A.1, B.1: each side's movement points.
    pub movement_points: PointsFile,
    /// MPs to enter an area.
    pub area_cost: u32,
}

impl Movement {
    /// A.1: the American movement points, (not winter, winter).
    pub fn american(&self) -> (u32, u32) {
        let a = self.movement_points.american;
        (a.season, a.winter)
    }

    /// B.1: the British movement points, (not winter, winter).
    pub fn british(&self) -> (u32, u32) {
        let b = self.movement_points.british;
        (b.season, b.winter)
    }

    /// A.1 / B.1: how many areas `mps` movement points enter.
    pub fn areas(&self, mps: u32) -> usize {
        (mps / self.area_cost.max(1)) as usize
    }
}

impl Named<Movement> {
    /// Whether the area cost is not the text's (the field or the whole chart marked).
    pub fn area_cost_provisional(&self) -> bool {
        self.header.provisional || self.provisional_fields.contains_key("area_cost")
    }
}

/// The rolls on which a British attempt succeeds.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Succeeds {
    /// Die rolls, rising.
    pub succeeds: Vec<u32>,
}

impl Succeeds {
    /// Whether `die` succeeds.
    pub fn by(&self, die: u32) -> bool {
        self.succeeds.contains(&die)
    }
}

/// The British movement die (B.1.b.2, B.1.c.2).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BritishDie {
    /// B.1.b.2: the roll to move into each area.
    pub land_move: Succeeds,
    /// B.1.c.2: the roll to accomplish a sea transport.
    pub sea_transport: Succeeds,
}

/// Victory levels and the major success figures (A.3, E.b.5-6, E.c.6).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    /// Fields the text lacks (`vp_level`) -> what to type in: the rest are the text's.
    #[serde(default)]
    pub provisional_fields: BTreeMap<String, String>,
    /// `vp_level`: year -> the VP level of each of its seasons (E.b.5).
    #[serde(rename = "vp_level")]
    pub levels: BTreeMap<u32, u32>,
    /// E.b.6: Winter 1783's level (61).
    pub last_level: u32,
    /// `major_success_b_sps`: A.3, E.c.6 B SPs lost that make a major success (5).
    #[serde(rename = "major_success_b_sps")]
    pub major_b: u32,
    /// `second_major_success_below_vp`: A.3 the second major success wins for America if
    /// British VPs are below this (25).
    #[serde(rename = "second_major_success_below_vp")]
    pub second_below: u32,
    /// `victory_major_successes`: A.3 the major success that wins for America (the third).
    #[serde(rename = "victory_major_successes")]
    pub victory_at: u32,
    /// `partial_withdrawal_b_sps`: A.3 B SPs lost to DE or ½DE that trigger the partial
    /// withdrawal (15).
    #[serde(rename = "partial_withdrawal_b_sps")]
    pub withdrawal_b: u32,
}

impl Victory {
    /// E.b.5: the VP level in `year`, the last year's for a year after the track.
    pub fn level(&self, year: u32) -> u32 {
        (self.levels.range(..=year).next_back())
            .or_else(|| self.levels.iter().next())
            .map_or(self.last_level, |(_, l)| *l)
    }
}

impl Named<Victory> {
    /// Whether the VP level track is not the text's (the field or the whole chart marked).
    pub fn vp_level_provisional(&self) -> bool {
        self.header.provisional || self.provisional_fields.contains_key("vp_level")
    }
}

/// Every chart of the game.
#[derive(Debug, Clone)]
pub struct Charts {
    /// A.3, B.3.
    pub crt: Named<Crt>,
    /// C.
    pub levy: Named<Levy>,
    /// D.
    pub winter: Named<WinterAttrition>,
    /// A.1, B.1.
    pub movement: Named<Movement>,
    /// B.1.b.2, B.1.c.2.
    pub british_die: Named<BritishDie>,
    /// A.3, E.b.5-6.
    pub victory: Named<Victory>,
}

impl Charts {
    /// The note naming the provisional CRT, for report lines.
    pub fn crt_note(&self) -> Vec<String> {
        note(self.crt.header.provisional, "Combat Results Table")
    }

    /// The note naming the provisional levy chart.
    pub fn levy_note(&self) -> Vec<String> {
        note(self.levy.header.provisional, "Continental Levy Chart")
    }

    /// The note naming the provisional winter attrition table.
    pub fn winter_note(&self) -> Vec<String> {
        note(self.winter.header.provisional, "Winter Attrition Table")
    }

    /// The note naming the provisional VP levels (the track, not the text's other figures).
    pub fn victory_note(&self) -> Vec<String> {
        note(self.victory.vp_level_provisional(), "VP level track")
    }

    /// Loads and checks every chart against `map` (kept for the life of `data`).
    ///
    /// # Errors
    /// Missing files, YAML errors, a provisional chart without a note, and each chart's own
    /// checks ([`Crt::parse`], [`Levy::parse`], [`WinterAttrition::parse`]); die rolls
    /// outside 1-6, an empty British success band, an empty VP level track, or a level
    /// above the map's total VP (with file, line and path).
    pub fn load(data: &GameData, map: &Map) -> Result<Charts> {
        data.memo(&format!("american-revolution-charts:{}", map.id), || {
            Self::parse(data, map)
        })
    }

    fn parse(data: &GameData, map: &Map) -> Result<Charts> {
        let crt = Crt::parse(&data.source("charts/combat-results.yaml")?)?;
        let levy = Levy::parse(&data.source("charts/continental-levy.yaml")?, map)?;
        let winter = WinterAttrition::parse(&data.source("charts/winter-attrition.yaml")?)?;
        let movement = area::load_noted(&data.source("charts/movement.yaml")?)?;
        let british_die = area::load_noted(&data.source("charts/british-die.yaml")?)?;
        let victory = victory(data, map)?;
        Ok(Charts {
            crt,
            levy,
            winter,
            movement,
            british_die,
            victory,
        })
    }

    /// Every provisional field of a chart not provisional as a whole, as `chart: field`,
    /// sorted.
    pub fn provisional_fields(&self) -> Vec<String> {
        let marks = [
            (&self.movement.header, &self.movement.provisional_fields),
            (&self.victory.header, &self.victory.provisional_fields),
        ];
        let mut v: Vec<String> = (marks.into_iter())
            .filter(|(h, _)| !h.provisional)
            .flat_map(|(h, f)| f.keys().map(move |k| format!("{}: {k}", h.name)))
            .collect();
        v.sort();
        v
    }

    /// Every chart provisional as a whole, by its label, sorted.
    pub fn provisional(&self) -> Vec<String> {
        let headers = [
            &self.crt.header,
            &self.levy.header,
            &self.winter.header,
            &self.movement.header,
            &self.british_die.header,
            &self.victory.header,
        ];
        let mut v: Vec<String> = (headers.into_iter())
            .filter(|h| h.provisional)
            .map(AreaHeader::label)
            .collect();
        v.sort();
        v
    }
}

/// A.1, B.1: the movement chart; of its figures only `area_cost` may be provisional.
impl Check for Movement {
    fn check(&self, at: &At<'_>) -> Result<()> {
        need_fields(at, &self.provisional_fields, &["area_cost"])?;
        at.key("area_cost")
            .ensure(self.area_cost > 0, "entering an area costs at least 1 MP")
    }
}

/// B.1.b.2, B.1.c.2: the British die.
impl Check for BritishDie {
    fn check(&self, at: &At<'_>) -> Result<()> {
        rolls(
            &at.key("land_move").key("succeeds"),
            &self.land_move.succeeds,
            false,
        )?;
        let sea = at.key("sea_transport").key("succeeds");
        rolls(&sea, &self.sea_transport.succeeds, false)
    }
}

/// E.b.5-6, A.3: the victory chart; of its figures only `vp_level` (the track before Winter
/// 1783) may be provisional: E.b.6's 61 and the major success figures are the text's.
impl Check for Victory {
    fn check(&self, at: &At<'_>) -> Result<()> {
        need_fields(at, &self.provisional_fields, &["vp_level"])?;
        let msg = "the VP level track needs at least one year";
        at.key("vp_level").ensure(!self.levels.is_empty(), msg)
    }
}

/// The victory chart, its levels at most the map's total VP.
fn victory(data: &GameData, map: &Map) -> Result<Named<Victory>> {
    let src = data.source("charts/victory.yaml")?;
    let victory: Named<Victory> = area::load_noted(&src)?;
    let (levels, total) = (At::root(&src).key("vp_level"), map.total_vp());
    for (year, level) in &victory.levels {
        let msg = format!("level {level} is above the map's {total} VP in all");
        levels.key(year).ensure(*level <= total, msg)?;
    }
    Ok(victory)
}

/// The note a report line gives for a provisional chart: `provisional <chart> (not the
/// printed chart)`.
fn note(provisional: bool, chart: &str) -> Vec<String> {
    if provisional {
        vec![format!("provisional {chart} (not the printed chart)")]
    } else {
        Vec::new()
    }
}
