//! One player's orders file for one player's phase. The phasing player writes the unit
//! moves (words as the rules speak them), leader moves, new orders and command points;
//! both players may name fire targets and, for the other player's phase, standing
//! reactions to charges. Everything left out takes the default in docs/old-trousers.md.

use crate::board::table::inches::{parse_inches, Inches};
use crate::board::table::measure::{Angle, Length, Point};
use crate::board::table::moves::Pivot;
use crate::board::table::stand::Formation;
use serde::Deserialize;
use std::collections::BTreeMap;

use super::footprints::parse_formation;
use super::state::OrderKind;

/// A leader's move in the Rally or Movement Subsegment.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaderMove {
    /// Where he goes, inches.
    #[serde(default)]
    pub to: Option<(Inches, Inches)>,
    /// The unit he attaches to (he stands at its centre); `none` detaches him.
    #[serde(default)]
    pub attach: Option<String>,
}

/// A new order of an army or corps commander (III.A), arriving next Order Segment.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewOrder {
    /// The issuing army or corps commander.
    pub from: String,
    /// The leader it is sent to.
    pub to: String,
    /// The order.
    pub order: OrderKind,
}

/// What a unit does when charged in the other player's phase (a standing order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reaction {
    /// Stand and receive the charge (the default).
    #[default]
    Stand,
    /// Attempt point-blank fire.
    Fire,
    /// Form square (infantry).
    Square,
    /// Turn to face the charger.
    Face,
    /// Counter-charge the charger (cavalry; III.B.2 "All charging & counter charging units
    /// are moved").
    CounterCharge,
}

/// What a unit that won a melee by more than 5 does in the Breakthrough Subsegment
/// (III.B.7), a standing order of either player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Breakthrough {
    /// Break through at the nearest enemy in its front arc within reach (the default).
    #[default]
    Charge,
    /// Halt where it won.
    Halt,
}

/// An orders file but its header.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct Orders {
    /// A message printed in the report.
    #[serde(default)]
    pub note: Option<String>,
    /// Phasing: unit -> its steps in order (`advance 4`, `wheel left 30`, `form line`).
    #[serde(default)]
    pub moves: BTreeMap<String, Vec<String>>,
    /// Phasing: leader -> where he goes or whom he attaches to.
    #[serde(default)]
    pub leaders: BTreeMap<String, LeaderMove>,
    /// Phasing: new orders of army and corps commanders (one each).
    #[serde(default)]
    pub orders: Vec<NewOrder>,
    /// Phasing: leader -> units of his command he spends a command point on each, to move
    /// them in command this phase.
    #[serde(default)]
    pub command_points: BTreeMap<String, Vec<String>>,
    /// Phasing: unit -> the enemy unit it charges (III.B.2), tested in III.B.4 and fought
    /// in III.B.6.
    #[serde(default)]
    pub charges: BTreeMap<String, String>,
    /// Either player: unit -> target unit for its fire (`none`: hold fire). Default: the
    /// nearest enemy it may fire at.
    #[serde(default)]
    pub fire: BTreeMap<String, String>,
    /// Non-phasing (standing): unit -> reaction when charged. Default `stand`.
    #[serde(default)]
    pub reactions: BTreeMap<String, Reaction>,
    /// Either player (standing): unit -> what it does if it may break through (III.B.7).
    /// Default `charge`.
    #[serde(default)]
    pub breakthroughs: BTreeMap<String, Breakthrough>,
}

crate::engine::orders::orders_body!(Orders);

/// One step of a unit's move, parsed from its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// `advance N`: straight ahead N inches.
    Advance(Length),
    /// `retire N`: straight back N inches, keeping the facing.
    Retire(Length),
    /// `oblique A N`: N inches at A degrees off the facing (−45..45, negative to the left).
    Oblique(i32, Length),
    /// `wheel left|right D`: pivot on the left or right front corner by D degrees.
    Wheel(Pivot, i32),
    /// `about face`.
    AboutFace,
    /// `face D`: turn in place to facing D (0 = towards the far edge).
    Face(Angle),
    /// `form F`: change formation (line, company-column, attack-column, skirmish, square;
    /// limbered, unlimbered, prolonge).
    Form(Formation),
    /// `to X Y`: move the centre straight to the point, keeping the facing.
    To(Point),
    /// `remove disorder`: the unit spends its move removing disorder.
    RemoveDisorder,
    /// `rally`: a shaken unit spends its move trying to rally from its shaken status
    /// (III.B.2).
    Rally,
}

impl Step {
    /// Whether the step moves the stand across the table (not a turn in place or a
    /// formation change): what an out-of-command unit may not do.
    pub fn moves(&self) -> bool {
        matches!(
            self,
            Step::Advance(_) | Step::Retire(_) | Step::Oblique(..) | Step::Wheel(..) | Step::To(_)
        )
    }
}

/// Every word form, for errors and the template.
pub const WORDS: &str = "advance N | retire N | oblique A N | wheel left|right D | about face | \
face D | form FORMATION | to X Y | remove disorder | rally";

fn inches(w: Option<&str>) -> Option<Length> {
    parse_inches(w?).filter(|l| l.0 >= 0)
}

fn degrees(w: Option<&str>) -> Option<i32> {
    w?.parse().ok()
}

/// Parses one step; `None` when the words fit no form of [`WORDS`].
pub fn parse_step(s: &str) -> Option<Step> {
    let w: Vec<&str> = s.split_whitespace().collect();
    let at = |i: usize| w.get(i).copied();
    let step = match (at(0)?, w.len()) {
        ("advance", 2) => Step::Advance(inches(at(1))?),
        ("retire", 2) => Step::Retire(inches(at(1))?),
        ("oblique", 3) => Step::Oblique(degrees(at(1))?, inches(at(2))?),
        ("wheel", 3) => {
            let pivot = match at(1)? {
                "left" => Pivot::Left,
                "right" => Pivot::Right,
                _ => return None,
            };
            Step::Wheel(pivot, degrees(at(2))?)
        }
        ("about", 2) if at(1)? == "face" => Step::AboutFace,
        ("face", 2) => Step::Face(Angle::facing(degrees(at(1))?)),
        ("form", 2) => Step::Form(parse_formation(at(1)?)?),
        ("to", 3) => Step::To(Point::new(inches(at(1))?.0, inches(at(2))?.0)),
        ("remove", 2) if at(1)? == "disorder" => Step::RemoveDisorder,
        ("rally", 1) => Step::Rally,
        _ => return None,
    };
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_form_parses() {
        assert_eq!(parse_step("advance 4"), Some(Step::Advance(Length(4000))));
        assert_eq!(parse_step("retire 2.5"), Some(Step::Retire(Length(2500))));
        assert_eq!(
            parse_step("oblique -30 3"),
            Some(Step::Oblique(-30, Length(3000)))
        );
        assert_eq!(
            parse_step("wheel right 45"),
            Some(Step::Wheel(Pivot::Right, 45))
        );
        assert_eq!(parse_step("about face"), Some(Step::AboutFace));
        assert_eq!(parse_step("face 270"), Some(Step::Face(Angle(270))));
        assert_eq!(
            parse_step("form attack-column"),
            Some(Step::Form(Formation::AttackColumn))
        );
        assert_eq!(
            parse_step("to 30 12.5"),
            Some(Step::To(Point::new(30_000, 12_500)))
        );
        assert_eq!(parse_step("remove disorder"), Some(Step::RemoveDisorder));
    }

    #[test]
    fn junk_is_refused() {
        for s in [
            "",
            "advance",
            "advance -2",
            "wheel up 30",
            "form blob",
            "to 3",
            "jump 4",
        ] {
            assert_eq!(parse_step(s), None, "{s}");
        }
    }
}
