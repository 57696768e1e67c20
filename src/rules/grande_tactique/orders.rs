//! One player's orders file for one player's turn. The moving player names each
//! divisional general's PIP spending unit by unit in the rules' words, in the order they
//! are to be paid; Plans, the commanders' +1, generals' moves and the fire order. Either
//! player may set standing fire priorities. Everything left out takes the default in
//! docs/grande-tactique.md.

use crate::board::table::inches::{parse_inches, Inches};
use crate::board::table::measure::{Angle, Length};
use crate::board::table::moves::Pivot;
use serde::Deserialize;
use std::collections::BTreeMap;

/// An orders file but its header (parsed by orders_file.rs, which keeps the order the
/// file lists the divisional generals in).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Orders {
    /// A message printed in the report.
    pub note: Option<String>,
    /// Moving: corps -> its divisional generals ranked by a new Plan (changing the Plan
    /// costs the corps this turn's PIPs).
    pub plans: BTreeMap<String, Vec<String>>,
    /// Moving: corps or army commander -> the divisional general within 9" given +1.
    pub plus_one: BTreeMap<String, String>,
    /// Moving: divisional general -> `UNIT ACTION` lines, paid in the order written; a use
    /// he cannot pay is not made, his later ones he can pay are (no take-backs); first,
    /// `attach UNIT` or `detach` for the general.
    pub pips: BTreeMap<String, Vec<String>>,
    /// The divisional generals of `pips` in the order the file lists them (the order the
    /// charges are listed in, 4. Charge Phase).
    pub pips_listed: Vec<String>,
    /// Moving: general -> where he rides (inches), up to his move.
    pub generals: BTreeMap<String, (Inches, Inches)>,
    /// Moving: the units in the order they fire (the others after them, by id).
    pub fire_order: Vec<String>,
    /// Moving: target -> the principal charger of charges combined on it (default: the
    /// first charger in the order the charges were paid).
    pub principal: BTreeMap<String, String>,
    /// Moving: the order the charges are resolved in (4. Charge Phase: "in the order
    /// desired by the player whose turn it is"): each a charger of yours or an enemy unit
    /// charged, naming the charge (combined on its target); the charges not named follow
    /// in the order listed under `pips`.
    pub charge_order: Vec<String>,
    /// Either player (standing): unit -> enemy units it fires at first, in order (default:
    /// the nearest valid target).
    pub fire_priorities: BTreeMap<String, Vec<String>>,
    /// Moving: cavalry unit -> what it does when its charge succeeds and it passes its
    /// check (4. Charge Phase: follow-up charges). Default `charge`.
    pub follow_ups: BTreeMap<String, FollowUp>,
}

/// What successful cavalry do after passing their check: follow up on the nearest enemy in
/// their front wedge within reach, or halt (4. Charge Phase).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FollowUp {
    /// Follow up (the default).
    #[default]
    Charge,
    /// Halt where the pursuit ended.
    Halt,
}

/// A way a unit moves or pivots: its one move or pivot of the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Motion {
    /// `advance N`: straight ahead.
    Advance(Length),
    /// `retire N`: straight back, facing kept (backwards: a half move).
    Retire(Length),
    /// `oblique A N`: A degrees off the facing (-45..45), facing kept.
    Oblique(i32, Length),
    /// `sidestep left|right N`: sideways, facing kept (a half move).
    Sidestep(Pivot, Length),
    /// `wheel left|right D`: on the left or right front corner (a pivot).
    Wheel(Pivot, i32),
    /// `pivot D`: turn in place to facing D.
    Pivot(Angle),
    /// `about face`: turn in place 180 degrees (a pivot).
    AboutFace,
}

impl Motion {
    /// A pivot rather than a move (costs the pivot price).
    pub fn is_pivot(self) -> bool {
        matches!(
            self,
            Motion::Wheel(..) | Motion::Pivot(_) | Motion::AboutFace
        )
    }

    /// Backwards or sideways: a half move (2).
    pub fn is_backwards_or_sideways(self) -> bool {
        matches!(self, Motion::Retire(_) | Motion::Sidestep(..))
    }
}

/// One use of PIPs on a unit, as the rules name them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Move or pivot.
    Motion(Motion),
    /// `start firing`: add a Firing marker.
    StartFiring,
    /// `stop firing`: remove the Firing marker.
    StopFiring,
    /// `charge TARGET`: move into contact (a move) if not in contact, add a Charge marker.
    Charge(String),
    /// `limber`.
    Limber,
    /// `unlimber`.
    Unlimber,
    /// `rally`: remove the Routed marker.
    Rally,
    /// `de-silence`: remove the Silenced marker.
    DeSilence,
    /// `spike TARGET`: destroy silenced enemy guns in contact.
    Spike(String),
    /// `form square` (infantry, in the open).
    FormSquare,
    /// `form line` (from square).
    FormLine,
    /// `redirect D`: a firing battery stops, pivots to facing D and starts firing again
    /// (one use, its pivot of the turn).
    Redirect(Angle),
}

/// A line of a general's PIP spending: the unit and the action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spend {
    /// The unit.
    pub unit: String,
    /// What it does.
    pub action: Action,
}

/// A line of a divisional general's PIP spending: a use on a unit, or (his first line
/// only) the general attaching himself to one of his units or detaching.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// `UNIT ACTION`.
    Spend(Spend),
    /// `attach UNIT`: the general joins the unit.
    Attach(String),
    /// `detach`: the general leaves his unit, standing where it is.
    Detach,
}

/// The general's own words, for errors and the template.
pub const GENERAL_WORDS: &str = "attach UNIT | detach (the general's first line only)";

/// Parses a line of a general's spending; `None` when it fits no form.
pub fn parse_line(line: &str) -> Option<Line> {
    let w: Vec<&str> = line.split_whitespace().collect();
    match w.as_slice() {
        ["attach", unit] => Some(Line::Attach((*unit).to_string())),
        ["detach"] => Some(Line::Detach),
        _ => parse_spend(line).map(Line::Spend),
    }
}

/// Every word form of an action, for errors and the template.
pub const WORDS: &str = "advance N | retire N | oblique A N | sidestep left|right N | \
wheel left|right D | pivot D | about face | start firing | stop firing | charge TARGET | \
limber | unlimber | rally | de-silence | spike TARGET | form square | form line | redirect D";

fn inches(w: Option<&str>) -> Option<Length> {
    parse_inches(w?).filter(|l| l.0 >= 0)
}

fn side(w: Option<&str>) -> Option<Pivot> {
    match w? {
        "left" => Some(Pivot::Left),
        "right" => Some(Pivot::Right),
        _ => None,
    }
}

/// Parses an action's words; `None` when they fit no form of [`WORDS`].
pub fn parse_action(w: &[&str]) -> Option<Action> {
    let at = |i: usize| w.get(i).copied();
    let m = Action::Motion;
    Some(match (at(0)?, w.len()) {
        ("advance", 2) => m(Motion::Advance(inches(at(1))?)),
        ("retire", 2) => m(Motion::Retire(inches(at(1))?)),
        ("oblique", 3) => m(Motion::Oblique(at(1)?.parse().ok()?, inches(at(2))?)),
        ("sidestep", 3) => m(Motion::Sidestep(side(at(1))?, inches(at(2))?)),
        ("wheel", 3) => m(Motion::Wheel(side(at(1))?, at(2)?.parse().ok()?)),
        ("pivot", 2) => m(Motion::Pivot(Angle::facing(at(1)?.parse().ok()?))),
        ("about", 2) if at(1)? == "face" => m(Motion::AboutFace),
        ("start", 2) if at(1)? == "firing" => Action::StartFiring,
        ("stop", 2) if at(1)? == "firing" => Action::StopFiring,
        ("charge", 2) => Action::Charge(at(1)?.to_string()),
        ("limber", 1) => Action::Limber,
        ("unlimber", 1) => Action::Unlimber,
        ("rally", 1) => Action::Rally,
        ("de-silence", 1) => Action::DeSilence,
        ("spike", 2) => Action::Spike(at(1)?.to_string()),
        ("form", 2) if at(1)? == "square" => Action::FormSquare,
        ("form", 2) if at(1)? == "line" => Action::FormLine,
        ("redirect", 2) => Action::Redirect(Angle::facing(at(1)?.parse().ok()?)),
        _ => return None,
    })
}

/// Parses a spending line `UNIT ACTION`; `None` when it fits no form.
pub fn parse_spend(line: &str) -> Option<Spend> {
    let w: Vec<&str> = line.split_whitespace().collect();
    let (unit, rest) = w.split_first()?;
    Some(Spend {
        unit: (*unit).to_string(),
        action: parse_action(rest)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_form_parses() {
        let a = |s: &str| parse_spend(s).map(|x| x.action);
        assert_eq!(
            a("u advance 3"),
            Some(Action::Motion(Motion::Advance(Length(3000))))
        );
        assert_eq!(
            a("u sidestep left 1.5"),
            Some(Action::Motion(Motion::Sidestep(Pivot::Left, Length(1500))))
        );
        assert_eq!(
            a("u pivot 90"),
            Some(Action::Motion(Motion::Pivot(Angle(90))))
        );
        assert_eq!(a("u charge x"), Some(Action::Charge("x".into())));
        assert_eq!(a("u de-silence"), Some(Action::DeSilence));
        assert_eq!(a("u form square"), Some(Action::FormSquare));
        assert_eq!(a("u start firing"), Some(Action::StartFiring));
        assert_eq!(a("u redirect 45"), Some(Action::Redirect(Angle(45))));
        assert_eq!(parse_line("attach u"), Some(Line::Attach("u".into())));
        assert_eq!(parse_line("detach"), Some(Line::Detach));
        assert_eq!(parse_line("attach"), None);
    }

    #[test]
    fn junk_is_refused() {
        for s in [
            "",
            "u",
            "u advance",
            "u advance -2",
            "u wheel up 3",
            "u jump",
            "u form blob",
        ] {
            assert_eq!(parse_spend(s), None, "{s}");
        }
    }
}
