//! The charts (`games/american-revolution/charts/*.yaml`): the Combat Results Table, the
//! Continental Levy Chart, the Winter Attrition Table, movement points, the British movement
//! die and the victory levels. Which are provisional is read from the files (`provisional:`
//! with a `note:` naming what to type in), so a group that enters its printed charts drops
//! the mark, and every report line that used a provisional chart names it by its label.

use super::attrition::WinterAttrition;
use super::crt::Crt;
use super::levy::Levy;
use super::map::Map;
use crate::chart::area::{self, label, need_fields, need_note, rolls};
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

impl Allowance {
    /// The movement points of a turn in winter or not.
    pub fn points(self, winter: bool) -> u32 {
        if winter {
            self.winter
        } else {
            self.season
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct PointsFile {
    american: Allowance,
    british: Allowance,
}

/// Movement points (A.1, B.1) and the cost of entering an area.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Movement {
    name: String,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
    /// Fields the text lacks (`area_cost`) -> what to type in: the rest are the text's.
    #[serde(default)]
    provisional_fields: BTreeMap<String, String>,
    movement_points: PointsFile,
    /// MPs to enter an area.
    pub area_cost: u32,
}

impl Movement {
    /// A.1: the American movement points.
    pub fn american(&self) -> Allowance {
        self.movement_points.american
    }

    /// B.1: the British movement points.
    pub fn british(&self) -> Allowance {
        self.movement_points.british
    }

    /// The chart's name, with "(provisional)" when it is.
    pub fn label(&self) -> String {
        label(&self.name, self.provisional)
    }

    /// Whether the area cost is not the text's (the field or the whole chart marked).
    pub fn area_cost_provisional(&self) -> bool {
        self.provisional || self.provisional_fields.contains_key("area_cost")
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
    name: String,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
    /// B.1.b.2: the roll to move into each area.
    pub land_move: Succeeds,
    /// B.1.c.2: the roll to accomplish a sea transport.
    pub sea_transport: Succeeds,
}

impl BritishDie {
    /// The chart's name, with "(provisional)" when it is.
    pub fn label(&self) -> String {
        label(&self.name, self.provisional)
    }
}

/// Victory levels and the major success figures (A.3, E.b.5-6, E.c.6).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Victory {
    name: String,
    #[serde(default)]
    provisional: bool,
    #[serde(default)]
    note: Option<String>,
    /// Fields the text lacks (`vp_level`) -> what to type in: the rest are the text's.
    #[serde(default)]
    provisional_fields: BTreeMap<String, String>,
    /// Year -> the VP level of each of its seasons (E.b.5).
    pub vp_level: BTreeMap<u32, u32>,
    /// E.b.6: Winter 1783's level (61).
    pub last_level: u32,
    /// A.3, E.c.6: B SPs lost that make a major success (5).
    pub major_success_b_sps: u32,
    /// A.3: the second major success wins for America if British VPs are below this (25).
    pub second_major_success_below_vp: u32,
    /// A.3: the major success that wins for America (the third).
    pub victory_major_successes: u32,
    /// A.3: B SPs lost to DE or ½DE that trigger the partial withdrawal (15).
    pub partial_withdrawal_b_sps: u32,
}

impl Victory {
    /// E.b.5: the VP level in `year`, the last year's for a year after the track.
    pub fn level(&self, year: u32) -> u32 {
        (self.vp_level.range(..=year).next_back())
            .or_else(|| self.vp_level.iter().next())
            .map_or(self.last_level, |(_, l)| *l)
    }

    /// The chart's name, with "(provisional)" when it is.
    pub fn label(&self) -> String {
        label(&self.name, self.provisional)
    }

    /// Whether the VP level track is not the text's (the field or the whole chart marked).
    pub fn vp_level_provisional(&self) -> bool {
        self.provisional || self.provisional_fields.contains_key("vp_level")
    }
}

/// Every chart of the game.
#[derive(Debug, Clone)]
pub struct Charts {
    /// A.3, B.3.
    pub crt: Crt,
    /// C.
    pub levy: Levy,
    /// D.
    pub winter_attrition: WinterAttrition,
    /// A.1, B.1.
    pub movement: Movement,
    /// B.1.b.2, B.1.c.2.
    pub british_die: BritishDie,
    /// A.3, E.b.5-6.
    pub victory: Victory,
}

impl Charts {
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
        let winter_attrition =
            WinterAttrition::parse(&data.source("charts/winter-attrition.yaml")?)?;
        let movement = area::load(&data.source("charts/movement.yaml")?)?;
        let british_die = area::load(&data.source("charts/british-die.yaml")?)?;
        let victory = victory(data, map)?;
        Ok(Charts {
            crt,
            levy,
            winter_attrition,
            movement,
            british_die,
            victory,
        })
    }

    /// Every provisional field of a chart not provisional as a whole, as `chart: field`,
    /// sorted.
    pub fn provisional_fields(&self) -> Vec<String> {
        let marks = [
            (
                &self.movement.name,
                self.movement.provisional,
                &self.movement.provisional_fields,
            ),
            (
                &self.victory.name,
                self.victory.provisional,
                &self.victory.provisional_fields,
            ),
        ];
        let mut v: Vec<String> = marks
            .into_iter()
            .filter(|(_, whole, _)| !*whole)
            .flat_map(|(n, _, f)| f.keys().map(move |k| format!("{n}: {k}")))
            .collect();
        v.sort();
        v
    }

    /// Every chart provisional as a whole, by its label, sorted.
    pub fn provisional(&self) -> Vec<String> {
        let mut v: Vec<String> = [
            (&self.crt.name, self.crt.provisional),
            (&self.levy.name, self.levy.provisional),
            (
                &self.winter_attrition.name,
                self.winter_attrition.provisional,
            ),
            (&self.movement.name, self.movement.provisional),
            (&self.british_die.name, self.british_die.provisional),
            (&self.victory.name, self.victory.provisional),
        ]
        .into_iter()
        .filter(|(_, p)| *p)
        .map(|(n, p)| label(n, p))
        .collect();
        v.sort();
        v
    }
}

/// A.1, B.1: the movement chart; of its figures only `area_cost` may be provisional.
impl Check for Movement {
    fn check(&self, at: &At<'_>) -> Result<()> {
        need_note(at, self.provisional, self.note.as_deref())?;
        need_fields(at, &self.provisional_fields, &["area_cost"])?;
        at.key("area_cost")
            .ensure(self.area_cost > 0, "entering an area costs at least 1 MP")
    }
}

/// B.1.b.2, B.1.c.2: the British die.
impl Check for BritishDie {
    fn check(&self, at: &At<'_>) -> Result<()> {
        need_note(at, self.provisional, self.note.as_deref())?;
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
fn victory(data: &GameData, map: &Map) -> Result<Victory> {
    let src = data.source("charts/victory.yaml")?;
    let victory: Victory = src.parse()?;
    let at = At::root(&src);
    need_note(&at, victory.provisional, victory.note.as_deref())?;
    need_fields(&at, &victory.provisional_fields, &["vp_level"])?;
    let levels = at.key("vp_level");
    let msg = "the VP level track needs at least one year";
    levels.ensure(!victory.vp_level.is_empty(), msg)?;
    let total = map.total_vp();
    for (year, level) in &victory.vp_level {
        let msg = format!("level {level} is above the map's {total} VP in all");
        levels.key(year).ensure(*level <= total, msg)?;
    }
    Ok(victory)
}
