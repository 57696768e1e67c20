//! The report's words (issue 30, item 5): the rules record what happened as a typed line
//! and the game's line template (`templates/spi-1812/lines.tera`, built in) says it, so a
//! change of wording is a change of the template, not of the rules. Built in and never a
//! group's: the lines are part of the entry's events, which verify replays from the binary
//! alone. The lines by the part of the sequence of play that writes them: [`Said`] (A.1
//! reinforcements and attrition, A.3's order of battles, C.2 supply, D victory), [`Moved`]
//! (A.2 movement), [`Fought`] (A.3 steps 1-7 of a battle), [`Lost`] (losses and C.3),
//! [`Titled`] (the entry's title and the report's notes), [`Refused`] (why an order is
//! refused or cancelled), [`Rolled`] (what the dice log says a die is for).

mod battle;
mod losses;
mod movement;
mod refused;
mod rolled;
mod titles;

pub use battle::Fought;
pub use losses::Lost;
pub use movement::Moved;
pub use refused::Refused;
pub use rolled::Rolled;
pub use titles::Titled;

use crate::engine::words::LineTemplate;
use serde::Serialize;
use std::fmt::Debug;

/// The line template, as built into the binary.
static LINES: LineTemplate = LineTemplate::new("spi-1812", TEMPLATE);

/// One report line, by kind (the template's `line`), with what it says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "snake_case")]
pub enum Said<'a> {
    /// D.1 this turn's combat victory turn, to `side` (its adjective), with the corps
    /// strength each side lost to combat.
    CombatVictoryTurn {
        /// "French" or "Russian".
        side: &'a str,
        /// French corps strength lost to combat.
        french: u32,
        /// Russian corps strength lost to combat.
        russian: u32,
    },
    /// D.1 no combat victory turn (equal losses, or no combat).
    NoCombatVictoryTurn {
        /// French corps strength lost to combat.
        french: u32,
        /// Russian corps strength lost to combat.
        russian: u32,
    },
    /// D.1 a place France holds and its points (a part of [`Said::VictoryPoints`]).
    VictoryPlace {
        /// The place's name.
        place: &'a str,
        /// Its victory points.
        points: i32,
    },
    /// D.1 "Napoleon lost" and its points (a part).
    NapoleonLost {
        /// Its victory points.
        points: i32,
    },
    /// D.1 a side's combat victory turns and the points each gives (a part).
    CombatVictoryTurns {
        /// "French" or "Russian".
        side: &'a str,
        /// How many.
        turns: i32,
        /// Victory points for each.
        points: i32,
    },
    /// D.1 France's total and its parts (each said already).
    VictoryPoints {
        /// The total.
        points: i32,
        /// The parts, said.
        parts: &'a [String],
    },
    /// D.2 the total below the turn's minimum: France eliminates one corps.
    PoliticalLoss {
        /// France's total.
        points: i32,
        /// The turn's minimum.
        minimum: i32,
        /// The turn.
        turn: u32,
        /// The victory chart, as cited.
        chart: &'a str,
    },
    /// D.2 the turn's minimum met.
    MinimumMet {
        /// The turn.
        turn: u32,
        /// The turn's minimum.
        minimum: i32,
        /// The victory chart, as cited.
        chart: &'a str,
    },
    /// D.3 the victor and level on the last turn.
    Victor {
        /// The turn.
        turn: u32,
        /// The victor's adjective.
        side: &'a str,
        /// The level (`Decisive`).
        level: &'a str,
        /// France's total.
        points: i32,
        /// The victory chart, as cited.
        chart: &'a str,
    },
    /// C.2 a corps supplied by its area, `level`% depleted (its owner's line).
    SuppliedByArea {
        /// The corps' name.
        corps: &'a str,
        /// The area's name.
        area: &'a str,
        /// The area's depletion, in per cent.
        level: u32,
    },
    /// C.2 a corps supplied by an occupied fort (its owner's line).
    SuppliedByFort {
        /// The corps' name.
        corps: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// C.2 a corps supplied by a depot, the depot unnamed: entries without
    /// [`crate::rules::spi_1812::revision::Change::SupplyLineNamesDepot`].
    SuppliedByADepot {
        /// The corps' name.
        corps: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// C.2 a corps supplied by the depot named (its owner's line).
    SuppliedByDepot {
        /// The corps' name.
        corps: &'a str,
        /// The depot's name.
        depot: &'a str,
        /// The area's name.
        area: &'a str,
    },
    /// C.2 a depot that supplied 4 or more corps is expended (its owner's line).
    DepotExpended {
        /// The depot's name.
        depot: &'a str,
        /// How many corps it supplied.
        corps: usize,
    },
    /// C.2 the same, as everyone reads it.
    ADepotExpended {
        /// The area's name.
        area: &'a str,
    },
    /// C.2 (1)-(5) a side's corps of a 100% depleted area transfer for supply.
    CorpsTransfer {
        /// "French" or "Russian".
        side: &'a str,
        /// The area left.
        area: &'a str,
        /// The area they go to.
        to: &'a str,
    },
    /// C.2 a corps that transfers (its owner's line).
    Transfers {
        /// The corps' name.
        corps: &'a str,
        /// The area it goes to.
        to: &'a str,
    },
    /// C.2 the Area Depletion Chart applied to an area.
    Depletion {
        /// The area's name.
        area: &'a str,
        /// Both sides drew on it (their count is then said).
        both_sides: bool,
        /// The corps that drew on it.
        corps: usize,
        /// The chart, as cited.
        chart: &'a str,
        /// The row (`with supply unit`).
        row: &'a str,
        /// The depletion added, in per cent.
        added: u32,
        /// The depletion now, in per cent.
        level: u32,
    },
    /// A.1.A a reinforcement placed (its owner's line).
    ReinforcementPlaced {
        /// The unit's name.
        unit: &'a str,
        /// Where, by name.
        place: &'a str,
    },
    /// A.1.A no reinforcements of the side this turn.
    NoReinforcements {
        /// "French" or "Russian".
        side: &'a str,
    },
    /// A.1.A where the side's reinforcements arrive.
    ReinforcementsArrive {
        /// "French" or "Russian".
        side: &'a str,
        /// The places, by name.
        places: &'a [&'a str],
    },
    /// A.1.B-C the Attrition Chart: the die and the strength points the side loses.
    Attrition {
        /// The chart, as cited.
        chart: &'a str,
        /// The die.
        die: u32,
        /// "French" or "Russian".
        side: &'a str,
        /// Strength points lost.
        losses: u32,
    },
    /// A.1.B-C the opponent picks the area of one loss.
    AttritionPick {
        /// The picking side's adjective.
        side: &'a str,
        /// The area, by name.
        area: &'a str,
        /// The default pick (the opponent named none that could take it).
        default: bool,
    },
    /// A.3 no area holds units of both sides.
    NoBattle,
    /// A.3 the battles' places in the order they are fought.
    BattlesInOrder {
        /// The places, by name.
        places: &'a [&'a str],
    },
}

/// A typed 1812 report line: one of this module's enums, each serialized with a `line`
/// tag that names the template's branch (kinds are unique across the enums).
pub trait Line: Serialize + Debug {}

impl Line for Said<'_> {}
impl Line for Moved<'_> {}
impl Line for Fought<'_> {}
impl Line for Lost<'_> {}
impl Line for Titled<'_> {}
impl Line for Refused<'_> {}
impl Line for Rolled<'_> {}

/// The words of `line`, as the line template says them
/// ([`crate::engine::words::LineTemplate::say`]).
pub fn say<L: Line>(line: &L) -> String {
    LINES.say(line)
}

/// The words of `line`, or `None` when the template fails to render it (for the test that
/// renders every kind, [`crate::engine::words::LineTemplate::render`]).
pub fn render<L: Line>(line: &L) -> Option<String> {
    LINES.render(line)
}

/// The built-in template's text (for the test that matches its branches to the kinds).
pub const TEMPLATE: &str = include_str!("../../../../templates/spi-1812/lines.tera");
