//! What the reports show: the public report of a player turn (its lines by rule, the table
//! of control, forts, sieges and SPs by area, victory figures, provisional data), and each
//! player's view of its own forces. Nothing is hidden in this game.

use super::combat::major_success::british_vp;
use super::log::{Line, Log, Moved};
use super::rules_data::Rules;
use super::state::{Side, State};
use super::words::{combat::Said, say};
use crate::rules::american_revolution::revision::Change;
use serde::Serialize;
use std::collections::BTreeMap;

/// One row of the map table: an area with SPs in it.
#[derive(Debug, Clone, Serialize)]
pub struct AreaRow {
    /// Area name.
    pub area: String,
    /// Region name.
    pub region: String,
    /// Region control: `British` or `American`.
    pub control: &'static str,
    /// American SPs in the open.
    pub american_open: String,
    /// American SPs in a fort.
    pub american_fort: String,
    /// American SPs besieging.
    pub american_besieging: String,
    /// British SPs in the open.
    pub british_open: String,
    /// British SPs in a fort.
    pub british_fort: String,
    /// British SPs besieging.
    pub british_besieging: String,
}

/// The public report of a player turn.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The phasing side (`american`, `british`).
    pub phasing: &'static str,
    /// Game turn.
    pub turn: u32,
    /// The turn's date (`Spring 1775`).
    pub date: String,
    /// What happened, by rule.
    pub lines: Vec<Line>,
    /// Areas with SPs.
    pub areas: Vec<AreaRow>,
    /// Regions the British control.
    pub british_regions: Vec<String>,
    /// Their VPs.
    pub british_vp: u32,
    /// Regions with a TD marker.
    pub td_markers: Vec<String>,
    /// Side -> the sea its fleet is in.
    pub fleets: BTreeMap<&'static str, String>,
    /// Major successes so far.
    pub major_successes: u32,
    /// The campaign's end, in words, once decided.
    pub outcome: Option<String>,
    /// Player -> its message.
    pub notes: BTreeMap<String, String>,
    /// Every provisional item of data the turn's lines used.
    pub provisional: Vec<String>,
    /// The moves made (pbem 0.8.0 on; older entries have none), in order, each the side
    /// and the area and sea ids passed: the map's arrows.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<Moved>,
    /// The area ids where an attack was resolved (pbem 0.8.0 on), in order: the map's
    /// battle marks.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub battles: Vec<String>,
}

/// The table of areas with SPs, sorted by area id.
pub fn areas(rules: &Rules, st: &State) -> Vec<AreaRow> {
    st.areas
        .iter()
        .map(|(id, f)| {
            let region = rules.geo.region_of(id);
            AreaRow {
                area: rules.geo.name(id).to_string(),
                region: rules.geo.name(region).to_string(),
                control: if st.british_controls(region) {
                    "British"
                } else {
                    "American"
                },
                american_open: f.american.open.text(),
                american_fort: f.american.fortified.text(),
                american_besieging: f.american.besieging.text(),
                british_open: f.british.open.text(),
                british_fort: f.british.fortified.text(),
                british_besieging: f.british.besieging.text(),
            }
        })
        .collect()
}

/// The report of the player turn `phasing` played in `turn` (`date`), `st` after it.
pub fn report(
    rules: &Rules,
    st: &State,
    log: Log,
    (phasing, turn, date): (Side, u32, String),
    notes: BTreeMap<String, String>,
) -> Report {
    let mut provisional: Vec<String> = log
        .lines
        .iter()
        .flat_map(|l| l.provisional.clone())
        .collect();
    provisional.sort();
    provisional.dedup();
    // The map's moves and battles are in the reports of pbem 0.8.0 on only, so that older
    // entries keep their bytes.
    let (moves, battles) = if rules.revision.has(Change::MapMovesInReport) {
        (log.moves, log.battles)
    } else {
        (Vec::new(), Vec::new())
    };
    Report {
        phasing: phasing.key(),
        turn,
        date,
        lines: log.lines,
        areas: areas(rules, st),
        british_regions: st
            .british_regions
            .iter()
            .map(|r| rules.geo.name(r).to_string())
            .collect(),
        british_vp: british_vp(rules, st),
        td_markers: st
            .td_markers
            .iter()
            .map(|r| rules.geo.name(r).to_string())
            .collect(),
        fleets: st
            .fleets
            .iter()
            .map(|(s, sea)| (s.key(), rules.geo.name(sea).to_string()))
            .collect(),
        major_successes: st.major_successes,
        outcome: st.ending.as_ref().map(|e| {
            say(&Said::Victory {
                victor: e.victor,
                why: &e.why,
            })
        }),
        notes,
        provisional,
        moves,
        battles,
    }
}

/// What one player sees: its sides and its SPs by area.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    /// Its sides (`american`).
    pub sides: Vec<&'static str>,
    /// Areas with its SPs: (area, open, fort, besieging).
    pub forces: Vec<[String; 4]>,
}

/// The view of the player controlling `sides`.
pub fn player_view(rules: &Rules, st: &State, sides: &[Side]) -> PlayerView {
    let mut forces = Vec::new();
    for (id, f) in &st.areas {
        for s in sides {
            let h = f.of(*s);
            if !h.is_empty() {
                forces.push([
                    rules.geo.name(id).to_string(),
                    h.open.text(),
                    h.fortified.text(),
                    h.besieging.text(),
                ]);
            }
        }
    }
    PlayerView {
        sides: sides.iter().map(|s| s.key()).collect(),
        forces,
    }
}
