//! What the report shows: every section of the sequence, the units as they stand (the
//! table is open: both players see every unit), and what each player alone reads (his
//! leaders, orders on their way and in force).

use super::command::activation::order_word;
use super::command::command_points;
use super::footprints::formation_key;
use super::model::Rules;
use super::state::State;
use super::tables;
use super::words::{self, breakdown, command, say};
use crate::board::table::measure::Length;
use crate::rules::old_trousers::revision::Change;
use crate::rules::table_game;
use crate::rules::table_game::log::Log;
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
    /// Centre, inches (`x, y`).
    pub at: String,
    /// Facing, degrees.
    pub facing: i32,
    /// Formation.
    pub formation: String,
    /// Markers, comma separated (or `-`).
    pub markers: String,
    /// Hits / strength.
    pub hits: String,
}

/// A leader as his own player reads him.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LeaderRow {
    /// Id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Where.
    pub at: String,
    /// Command range.
    pub range: String,
    /// Attached to.
    pub attached: String,
}

/// The public report of a phase.
pub type Report = table_game::Report<UnitRow, PhaseOf>;

/// What the Old Trousers report adds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PhaseOf {
    /// The phasing side.
    pub phasing: String,
}

/// What one player alone reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// His side.
    pub side: String,
    /// His leaders.
    pub leaders: Vec<LeaderRow>,
    /// His orders on their way, in words.
    pub pending: Vec<String>,
    /// His orders in force, in words.
    pub active: Vec<String>,
}

/// The report rows of every unit.
pub fn units(rules: &Rules, st: &State) -> Vec<UnitRow> {
    st.units
        .iter()
        .map(|u| {
            let m = u.stand.markers;
            let marks: Vec<&str> = [
                (m.disordered, "disordered"),
                (m.shaken, "shaken"),
                (m.routed, "routed"),
                (m.out_of_command, "out of command"),
            ]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, n)| *n)
            .collect();
            UnitRow {
                id: u.id().to_string(),
                name: u.name.clone(),
                side: u.side().to_string(),
                at: at(u.stand.centre),
                facing: u.stand.facing.0,
                formation: formation_key(u.stand.formation).into(),
                markers: if marks.is_empty() {
                    "-".into()
                } else {
                    marks.join(", ")
                },
                hits: format!("{}/{}", u.hits, rules.strength(u)),
            }
        })
        .collect()
}

/// The public report.
pub fn report(
    rules: &Rules,
    st: &State,
    log: Log,
    (turn, phasing): (u32, String),
    notes: BTreeMap<String, String>,
) -> Report {
    let rows = (units(rules, st), rules.provisional());
    Report::new(
        (turn, log),
        notes,
        st.ending.as_ref(),
        rows,
        PhaseOf { phasing },
    )
}

/// The end in words.
pub use crate::rules::table_game::{at, ending_words};

/// The view of the player commanding `side`.
pub fn player_view(rules: &Rules, st: &State, side: &str) -> PlayerView {
    PlayerView {
        side: side.to_string(),
        leaders: st
            .leaders
            .iter()
            .filter(|l| l.side == side)
            .map(|l| LeaderRow {
                id: l.id.clone(),
                name: l.name.clone(),
                at: at(l.at),
                range: rules
                    .charts
                    .command
                    .range
                    .get(&l.kind.command())
                    .map_or("-".into(), Length::to_string),
                attached: l.attached.clone().unwrap_or_else(|| "-".into()),
            })
            .collect(),
        pending: st
            .pending
            .iter()
            .filter(|p| st.leader(&p.from).is_some_and(|l| l.side == side))
            .map(|p| {
                say(&command::Said::PendingOrder {
                    from: &p.from,
                    to: &p.to,
                    order: order_word(p.order),
                    issued: p.issued,
                    points: p.points,
                })
            })
            .collect(),
        active: st
            .active
            .iter()
            .filter(|(l, _)| st.leader(l).is_some_and(|x| x.side == side))
            .map(|(l, o)| {
                say(&command::Said::ActiveOrder {
                    leader: l,
                    order: order_word(*o),
                })
            })
            .collect(),
    }
}

// The provisional data are reported with every phase: the method lives beside the report
// (the bundle itself, in model.rs, names no procedure).
impl Rules {
    /// Every provisional piece of data this game uses, with its note.
    pub fn provisional(&self) -> Vec<String> {
        let note = |key: &str, note: &str| say(&breakdown::Said::KeyNote { key, note });
        let mut v = vec![
            note("footprints.yaml", &self.footprints.note),
            note(
                "charts/formation-changes.yaml",
                &self.charts.formation_changes.note,
            ),
            note("charts/random-events.yaml", &self.charts.random_events.note),
            note("charts/stands.yaml", &self.charts.stands.note),
            note(tables::visibility::CHART, &self.charts.visibility.note),
        ];
        if let Some(n) = self.charts.command.activation.roll.provisional_note() {
            v.push(note("charts/order-activation.yaml roll", &n));
        }
        if let Some(n) = &self.charts.command.initiative.ties.provisional {
            v.push(note("charts/initiative.yaml ties", n));
        }
        v.push(command_points::PROVISIONAL.into());
        // 0.12.0: the charge's and the rout's provisional readings.
        if self.revision.has(Change::ProvisionalChargeAndRoutNotes) {
            let m = &self.charts.movement;
            v.push(note(
                "charts/movement.yaml charger-halts",
                &m.charger_halts.note,
            ));
            v.push(note(
                "charts/movement.yaml charger-squares",
                &m.charger_squares.note,
            ));
            v.push(note(
                "charts/rout.yaml boxed-in",
                &self.charts.rout.boxed_in.note,
            ));
        }
        // 0.7.0: the provisional linear features (fords) the table has.
        if self.revision.has(Change::ProvisionalFords) {
            for (kind, note) in &self.charts.terrain.provisional {
                if self.table.linears.iter().any(|l| l.kind == *kind) {
                    let key = format!("charts/terrain-movement.yaml {}", words::name(kind));
                    v.push(say(&breakdown::Said::KeyNote {
                        key: &key.to_lowercase(),
                        note,
                    }));
                }
            }
        }
        v
    }
}
