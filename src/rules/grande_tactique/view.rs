//! What the report shows: every phase of the turn, the units as they stand (the table is
//! open to both players), the objectives, and what each player alone reads (his generals
//! and Plans).

use super::model::Rules;
use super::sequence::end_of_turn;
use super::state::State;
use crate::board::table::picture::formation_letter;
use crate::rules::grande_tactique::revision::Change;
use crate::rules::grande_tactique::words::{say, view::Said};
use crate::rules::table_game;
use crate::rules::table_game::log::Log;
pub use crate::rules::table_game::{at, ending_words};
use serde::Serialize;
use std::collections::BTreeMap;

/// A unit as reported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitRow {
    /// Id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Side.
    pub side: String,
    /// Arm and quality.
    pub kind: String,
    /// Divisional general.
    pub division: String,
    /// Centre, inches (`x, y`).
    pub at: String,
    /// Facing, degrees.
    pub facing: i32,
    /// Formation letter as drawn (L line, Q square, Lb limbered, U unlimbered).
    pub formation: String,
    /// Markers, comma separated (or `-`).
    pub markers: String,
}

/// A general as his own player reads him.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GeneralRow {
    /// Id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Rank.
    pub rank: String,
    /// Where.
    pub at: String,
    /// The unit he is attached to (`-`: none).
    pub attached: String,
}

/// The public report of a turn.
pub type Report = table_game::Report<UnitRow, TurnOf>;

/// What the Grande Tactique report adds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TurnOf {
    /// The moving side.
    pub moving: String,
    /// Objective villages and who holds them.
    pub objectives: Vec<String>,
    /// Units lost, by side.
    pub lost: Vec<String>,
}

/// What one player alone reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// His side.
    pub side: String,
    /// His generals.
    pub generals: Vec<GeneralRow>,
    /// His corps' Plans, in words.
    pub plans: Vec<String>,
}

/// The report rows of every unit.
pub fn units(st: &State) -> Vec<UnitRow> {
    st.units
        .iter()
        .map(|u| UnitRow {
            id: u.id().to_string(),
            name: u.name.clone(),
            side: u.side().to_string(),
            kind: say(&Said::UnitKind {
                arm: u.arm.name(),
                quality: u.quality.name(),
            }),
            division: u.division().to_string(),
            at: at(u.stand.centre),
            facing: u.stand.facing.0,
            formation: formation_letter(u.stand.formation).into(),
            markers: u.markers.words(u.limbered()),
        })
        .collect()
}

/// The public report.
pub fn report(
    rules: &Rules,
    st: &State,
    log: Log,
    (turn, moving): (u32, String),
    notes: BTreeMap<String, String>,
) -> Report {
    let game = TurnOf {
        moving,
        objectives: st
            .victory
            .objectives
            .iter()
            .map(|(a, s)| say(&Said::Held { area: a, side: s }))
            .collect(),
        lost: st
            .sides
            .iter()
            .filter(|(_, s)| !s.lost.is_empty())
            .map(|(id, s)| {
                say(&Said::Lost {
                    side: id,
                    units: &s.lost,
                })
            })
            .collect(),
    };
    let rows = (units(st), rules.provisional());
    Report::new((turn, log), notes, st.ending.as_ref(), rows, game)
}

/// The view of the player commanding `side`.
pub fn player_view(_rules: &Rules, st: &State, side: &str) -> PlayerView {
    PlayerView {
        side: side.to_string(),
        generals: st
            .generals
            .iter()
            .filter(|g| g.side == side)
            .map(|g| GeneralRow {
                id: g.id.clone(),
                name: g.name.clone(),
                rank: g.rank.name().into(),
                at: at(g.at),
                attached: g.attached.clone().unwrap_or_else(|| "-".into()),
            })
            .collect(),
        plans: st
            .plans
            .iter()
            .filter(|(c, _)| st.general(c).is_some_and(|g| g.side == side))
            .map(|(c, p)| say(&Said::Plan { corps: c, plan: p }))
            .collect(),
    }
}

// The provisional data are reported with every turn: the method lives beside the report
// (the bundle itself, in model.rs, names no step of the sequence).
impl Rules {
    /// Every provisional piece of data this game uses, with its note.
    pub fn provisional(&self) -> Vec<String> {
        let mut v = vec![
            say(&Said::DataNote {
                file: "units.yaml",
                note: &self.units.note,
            }),
            say(&Said::DataNote {
                file: "pip-costs.yaml",
                note: &self.pips.note,
            }),
        ];
        v.extend(
            self.charts
                .provisional_at(self.revision.has(Change::FlightProvisionalNotes)),
        );
        // 0.12.0: a charger moving into contact squares to the edge it meets.
        if self.revision.has(Change::ChargeSquaresToEdge) {
            v.push(self.charts.charge.charger_squares.note.clone());
        }
        v.push(end_of_turn::PROVISIONAL.into());
        v
    }
}
