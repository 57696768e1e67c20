//! What the reports show. The public report shows where each side has a stack, never what
//! is in it (A.3 step 2: "Each player reveals his entire stack of units to opponent" only in
//! a battle); each player's report adds the contents of their own stacks and the lines of
//! the log only their side may read.

use super::log::{Battle, Log};
use super::map::Map;
use super::state::{Kind, Side, State};
use super::words::{say, Titled};
use super::Rules;
use serde::Serialize;
use std::collections::BTreeMap;

/// What a player turn reports to everyone (`events.yaml`, `report` in the templates;
/// written with its keys sorted).
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The phasing side (`French`, `Russian`).
    pub phasing: &'static str,
    /// Game turn.
    pub turn: u32,
    /// The turn's date.
    pub date: String,
    /// The map's name.
    pub map: String,
    /// The procedures with their public lines.
    pub steps: Vec<StepView>,
    /// The battles fought.
    pub battles: Vec<Battle>,
    /// The public map.
    pub occupation: Vec<Occupation>,
    /// French victory points.
    pub victory_points: i32,
    /// Side adjective (`French`, `Russian`) -> turns it won a combat victory.
    pub combat_victory_turns: BTreeMap<&'static str, u32>,
    /// The campaign's end, in words, once decided.
    pub outcome: Option<String>,
    /// Player -> its message.
    pub notes: BTreeMap<String, String>,
    /// The provisional charts, map and scenario the turn used.
    pub provisional: Vec<String>,
}

/// A procedure of the log with the lines one reader may see.
#[derive(Debug, Clone, Serialize)]
pub struct StepView {
    /// The rule (`A.2`).
    pub rule: String,
    /// The procedure's title.
    pub title: String,
    /// Its lines.
    pub lines: Vec<String>,
}

/// A place of the public map.
#[derive(Debug, Clone, Serialize)]
pub struct Occupation {
    /// The place's name.
    pub place: String,
    /// Its area's name.
    pub area: String,
    /// `stack` where a French stack is, else empty.
    pub french: &'static str,
    /// `stack` where a Russian stack is, else empty.
    pub russian: &'static str,
    /// The area's depletion (`50%`), empty when none.
    pub depletion: String,
    /// `N VP`, `fort`, or empty.
    pub value: String,
    /// `French`, `Russian` (forts and victory point places), or empty.
    pub control: &'static str,
}

/// One place holding a player's own units.
#[derive(Debug, Clone, Serialize)]
pub struct Force {
    /// The place's name.
    pub place: String,
    /// The place's id.
    pub id: String,
    /// Strength points of the corps there.
    pub strength: u32,
    /// Every unit there, in words.
    pub units: Vec<String>,
}

/// What one player sees of the state (`view` in the player's report).
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    /// The player's sides (`French`).
    pub sides: Vec<&'static str>,
    /// Its stacks.
    pub forces: Vec<Force>,
}

/// The report of the player turn `played` (its phasing side, turn and date) that led to
/// `st` with `log`; `notes`: player -> its message.
pub fn report(
    rules: &Rules,
    st: &State,
    log: &Log,
    played: (Side, u32, String),
    notes: BTreeMap<String, String>,
) -> Report {
    let (phasing, turn, date) = played;
    let mut provisional: Vec<String> = log
        .used
        .iter()
        .filter(|l| l.ends_with("(provisional)"))
        .cloned()
        .collect();
    if rules.map.provisional {
        provisional.push(say(&Titled::ProvisionalMap {
            map: &rules.map.name,
        }));
    }
    if st.provisional {
        provisional.push(say(&Titled::ProvisionalScenario {
            scenario: &st.scenario,
        }));
    }
    Report {
        phasing: phasing.adjective(),
        turn,
        date,
        map: rules.map.name.clone(),
        steps: public_steps(log),
        battles: log.battles.clone(),
        occupation: occupation(&rules.map, st),
        victory_points: st.victory_points,
        combat_victory_turns: [Side::France, Side::Russia]
            .into_iter()
            .map(|s| {
                (
                    s.adjective(),
                    st.combat_victory_turns.get(&s).copied().unwrap_or(0),
                )
            })
            .collect(),
        outcome: st.outcome.as_ref().map(|o| {
            say(&Titled::Outcome {
                side: o.victor.adjective(),
                level: &o.level,
                points: o.points,
            })
        }),
        notes,
        provisional,
    }
}

/// The public map: every place, who has a stack there, its area's depletion, forts, victory
/// points and French control.
pub fn occupation(map: &Map, state: &State) -> Vec<Occupation> {
    map.places()
        .map(|p| {
            let mark = |s: Side| {
                if state.occupies(&p.id, s) {
                    "stack"
                } else {
                    ""
                }
            };
            let d = state.depletion_of(&p.area);
            Occupation {
                place: p.name.clone(),
                area: map.name(&p.area).to_string(),
                french: mark(Side::France),
                russian: mark(Side::Russia),
                depletion: if d > 0 {
                    format!("{d}%")
                } else {
                    String::new()
                },
                value: if p.victory_points > 0 {
                    format!("{} VP", p.victory_points)
                } else if p.fort {
                    "fort".into()
                } else {
                    String::new()
                },
                control: if state.french_held.contains(&p.id) {
                    "French"
                } else if p.fort || p.victory_points > 0 {
                    "Russian"
                } else {
                    ""
                },
            }
        })
        .collect()
}

/// The log's procedures with only their public lines.
pub fn public_steps(log: &Log) -> Vec<StepView> {
    log.steps
        .iter()
        .map(|s| StepView {
            rule: s.rule.clone(),
            title: s.title.clone(),
            lines: s.public.clone(),
        })
        .collect()
}

/// The log's lines only `sides` may read, by procedure (procedures without any left out).
pub fn private_steps(log: &Log, sides: &[Side]) -> Vec<StepView> {
    log.steps
        .iter()
        .filter_map(|s| {
            let lines: Vec<String> = sides
                .iter()
                .filter_map(|side| s.private.get(side))
                .flatten()
                .cloned()
                .collect();
            (!lines.is_empty()).then(|| StepView {
                rule: s.rule.clone(),
                title: s.title.clone(),
                lines,
            })
        })
        .collect()
}

/// `sides`' own stacks, place by place, with every unit.
pub fn own_forces(map: &Map, state: &State, sides: &[Side]) -> Vec<Force> {
    let mut places: Vec<&str> = state
        .units
        .iter()
        .filter(|u| sides.contains(&u.side))
        .map(|u| u.at.as_str())
        .collect();
    places.sort_unstable();
    places.dedup();
    places
        .into_iter()
        .map(|p| {
            let units: Vec<String> = state
                .units
                .iter()
                .filter(|u| u.at == p && sides.contains(&u.side))
                .map(|u| match u.kind {
                    Kind::Infantry | Kind::Cavalry => {
                        format!("{} ({}) {}", u.name, u.id, u.strength)
                    }
                    _ => format!("{} ({})", u.name, u.id),
                })
                .collect();
            let strength: u32 = state
                .units
                .iter()
                .filter(|u| u.at == p && sides.contains(&u.side) && u.is_corps())
                .map(|u| u.strength)
                .sum();
            Force {
                place: map.name(p).to_string(),
                id: p.to_string(),
                strength,
                units,
            }
        })
        .collect()
}
