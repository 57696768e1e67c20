//! Bases and movement rates (games/grande-tactique/units.yaml): each arm's base, frontage
//! by depth, and its full move in inches; the road bonus and how near a road counts as on it.

use super::state::Arm;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::data::GameData;
use crate::error::Result;
use serde::Deserialize;

/// Base sizes, frontage by depth (inches as written).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Bases {
    infantry: (Inches, Inches),
    cavalry: (Inches, Inches),
    cuirassiers: (Inches, Inches),
    foot_artillery: (Inches, Inches),
    horse_artillery: (Inches, Inches),
    square: (Inches, Inches),
    general: (Inches, Inches),
}

/// Full moves (inches as written).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Moves {
    infantry: Inches,
    square: Inches,
    cavalry: Inches,
    cuirassiers: Inches,
    foot_artillery: Inches,
    horse_artillery: Inches,
    general: Inches,
}

/// units.yaml.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Units {
    bases: Bases,
    moves: Moves,
    road_bonus: Inches,
    road_width: Inches,
    /// Whether some figure is provisional.
    pub provisional: bool,
    /// What is provisional.
    pub note: String,
}

impl Units {
    /// Loads units.yaml.
    ///
    /// # Errors
    /// Data errors with file, line and path.
    pub fn load(data: &GameData) -> Result<Units> {
        let src = data.source("units.yaml")?;
        let u: Units = src.parse()?;
        u.check(&src)?;
        Ok(u)
    }

    /// Bases and moves above zero, the road bonus not below (the shared table check).
    fn check(&self, src: &crate::yaml::Source) -> Result<()> {
        use crate::board::table::sanity;
        let (b, m) = (&self.bases, &self.moves);
        for (k, (f, d), mv) in [
            ("infantry", b.infantry, m.infantry),
            ("cavalry", b.cavalry, m.cavalry),
            ("cuirassiers", b.cuirassiers, m.cuirassiers),
            ("foot-artillery", b.foot_artillery, m.foot_artillery),
            ("horse-artillery", b.horse_artillery, m.horse_artillery),
            ("square", b.square, m.square),
            ("general", b.general, m.general),
        ] {
            sanity::base(src, &format!("bases.{k}"), (f.0, d.0))?;
            sanity::positive(src, &format!("moves.{k}"), mv.0, "a move")?;
        }
        sanity::positive(src, "road_width", self.road_width.0, "a road's width")?;
        sanity::non_negative(src, "road_bonus", self.road_bonus.0, "a road bonus")
    }

    /// A unit's base, frontage by depth: its arm's, or the square's for infantry in square.
    pub fn base(&self, arm: Arm, square: bool) -> (Length, Length) {
        let b = &self.bases;
        let (f, d) = match arm {
            Arm::Infantry if square => b.square,
            Arm::Infantry => b.infantry,
            Arm::Cavalry => b.cavalry,
            Arm::Cuirassiers => b.cuirassiers,
            Arm::FootArtillery => b.foot_artillery,
            Arm::HorseArtillery => b.horse_artillery,
        };
        (f.0, d.0)
    }

    /// A general's base (a square).
    pub fn general_base(&self) -> Length {
        self.bases.general.0 .0
    }

    /// A unit's full move (artillery: limbered).
    pub fn rate(&self, arm: Arm, square: bool) -> Length {
        let m = &self.moves;
        match arm {
            Arm::Infantry if square => m.square.0,
            Arm::Infantry => m.infantry.0,
            Arm::Cavalry => m.cavalry.0,
            Arm::Cuirassiers => m.cuirassiers.0,
            Arm::FootArtillery => m.foot_artillery.0,
            Arm::HorseArtillery => m.horse_artillery.0,
        }
    }

    /// A general's move.
    pub fn general_rate(&self) -> Length {
        self.moves.general.0
    }

    /// The bonus for a move wholly on a road.
    pub fn road_bonus(&self) -> Length {
        self.road_bonus.0
    }

    /// How near a road the centre keeps to move on it (provisional).
    pub fn road_width(&self) -> Length {
        self.road_width.0
    }
}
