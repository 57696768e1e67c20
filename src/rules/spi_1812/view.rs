//! What the reports show. The public report shows where each side has a stack, never what
//! is in it (A.3 step 2: "Each player reveals his entire stack of units to opponent" only in
//! a battle); each player's report adds the contents of their own stacks and the lines of
//! the log only their side may read.

use super::log::Log;
use super::map::Map;
use super::state::{Kind, Side, State};
use serde_json::{json, Value};

/// The public map: every place, who has a stack there, its area's depletion, forts, victory
/// points and French control.
pub fn occupation(map: &Map, state: &State) -> Value {
    let rows: Vec<Value> = map
        .places()
        .map(|p| {
            let mark = |s: Side| if state.occupies(&p.id, s) { "stack" } else { "" };
            let d = state.depletion_of(&p.area);
            json!({
                "place": p.name,
                "area": map.name(&p.area),
                "french": mark(Side::France),
                "russian": mark(Side::Russia),
                "depletion": if d > 0 { format!("{d}%") } else { String::new() },
                "value": if p.victory_points > 0 { format!("{} VP", p.victory_points) } else if p.fort { "fort".into() } else { String::new() },
                "control": if state.french_held.contains(&p.id) { "French" } else if p.fort || p.victory_points > 0 { "Russian" } else { "" },
            })
        })
        .collect();
    Value::Array(rows)
}

/// The log's procedures with only their public lines.
pub fn public_steps(log: &Log) -> Value {
    let steps: Vec<Value> = log
        .steps
        .iter()
        .map(|s| json!({"rule": s.rule, "title": s.title, "lines": s.public}))
        .collect();
    Value::Array(steps)
}

/// The log's lines only `sides` may read, by procedure (procedures without any left out).
pub fn private_steps(log: &Log, sides: &[Side]) -> Value {
    let steps: Vec<Value> = log
        .steps
        .iter()
        .filter_map(|s| {
            let lines: Vec<&String> = sides
                .iter()
                .filter_map(|side| s.private.get(side))
                .flatten()
                .collect();
            (!lines.is_empty()).then(|| json!({"rule": s.rule, "title": s.title, "lines": lines}))
        })
        .collect();
    Value::Array(steps)
}

/// `sides`' own stacks, place by place, with every unit.
pub fn own_forces(map: &Map, state: &State, sides: &[Side]) -> Value {
    let mut places: Vec<&str> = state
        .units
        .iter()
        .filter(|u| sides.contains(&u.side))
        .map(|u| u.at.as_str())
        .collect();
    places.sort_unstable();
    places.dedup();
    let rows: Vec<Value> = places
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
            let corps: u32 = state
                .units
                .iter()
                .filter(|u| u.at == p && sides.contains(&u.side) && u.is_corps())
                .map(|u| u.strength)
                .sum();
            json!({"place": map.name(p), "id": p, "strength": corps, "units": units})
        })
        .collect();
    Value::Array(rows)
}
