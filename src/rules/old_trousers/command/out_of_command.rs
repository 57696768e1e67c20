// III.A "Mark any combat units that are out of command" by the COMMAND RANGE chart.
//! Out of command: a combat unit whose centre is farther from its commander than the
//! COMMAND RANGE of his command (centre to centre, the table engine's measure).

use super::super::model::Rules;
use super::super::state::State;
use crate::board::table::measure::Length;
use crate::rules::old_trousers::words::{command::Said, say};
use crate::rules::table_game::log::Log;

/// The command range of leader `id` (None: no such leader).
pub fn range_of(rules: &Rules, st: &State, id: &str) -> Option<Length> {
    let l = st.leader(id)?;
    rules.charts.command.range.get(&l.kind.command()).copied()
}

/// Whether the unit at index `i` is out of command now.
pub fn is_out(rules: &Rules, st: &State, i: usize) -> bool {
    let u = &st.units[i];
    let Some(cmd) = u.stand.commander.as_deref() else {
        return true;
    };
    match (st.leader(cmd), range_of(rules, st, cmd)) {
        (Some(l), Some(r)) => u.stand.centre.distance(l.at) > r,
        _ => true,
    }
}

/// Marks every unit of `side`, reporting those out of command.
pub fn mark(rules: &Rules, st: &mut State, side: &str, log: &mut Log) {
    log.open("III.A", &say(&Said::OutOfCommandSection));
    for i in 0..st.units.len() {
        if st.units[i].side() != side {
            continue;
        }
        let out = is_out(rules, st, i);
        st.units[i].stand.markers.out_of_command = out;
        if out {
            let u = &st.units[i];
            let cmd = u.stand.commander.clone().unwrap_or_default();
            let (d, r) = match (st.leader(&cmd), range_of(rules, st, &cmd)) {
                (Some(l), Some(r)) => (u.stand.centre.distance(l.at).to_string(), r.to_string()),
                _ => ("-".into(), "-".into()),
            };
            log.line(say(&Said::OutOfCommand {
                unit: &u.name,
                distance: &d,
                commander: &cmd,
                range: &r,
            }));
        }
    }
    if log.sections.last().is_some_and(|s| s.lines.is_empty()) {
        log.line(say(&Said::AllInCommand));
    }
}
