// III.A command points by the COMMAND POINTS chart.
//! Command points: a leader spends one point per unit of his command that is out of command
//! to let it move as if in command this phase (PROVISIONAL use: the text prints the points
//! but not what they buy).

use super::super::model::Rules;
use super::super::state::{LeaderKind, State};
use crate::rules::old_trousers::words::{command::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::{BTreeMap, BTreeSet};

/// What the points buy, named in every report line that used them (the report's lines say
/// it by templates/old-trousers/lines.tera, `command_point_spent`; the player's view by
/// this).
pub const PROVISIONAL: &str = "PROVISIONAL use of command points: one point puts one out-of-command unit of the leader's command in command for this phase";

/// The leader's command points (None: the chart has no cell for him).
pub fn points(rules: &Rules, st: &State, leader: &str) -> Option<u32> {
    let l = st.leader(leader)?;
    let p = &rules.charts.command.points;
    match l.kind {
        LeaderKind::Army | LeaderKind::Corps => p.army_corps.get(&l.rating).copied(),
        _ => p.division_cavalry.get(&l.rating).copied(),
    }
}

/// Why spending is refused, for the check.
pub fn refusal(
    rules: &Rules,
    st: &State,
    side: &str,
    leader: &str,
    units: &[String],
) -> Option<String> {
    let Some(l) = st.leader(leader).filter(|l| l.side == side) else {
        return Some(format!("'{leader}' is no leader of yours"));
    };
    let have = points(rules, st, leader).unwrap_or(0);
    if units.len() > have as usize {
        return Some(format!(
            "{} has {have} command points (COMMAND POINTS), not {}",
            l.name,
            units.len()
        ));
    }
    for u in units {
        match st.unit(u) {
            Some(x)
                if x.side() == side
                    && x.stand
                        .commander
                        .as_deref()
                        .is_some_and(|c| st.answers_to(c, leader)) => {}
            _ => return Some(format!("'{u}' is no unit under {}", l.name)),
        }
    }
    None
}

/// Spends the points: the units put in command this phase.
pub fn spend(st: &State, spent: &BTreeMap<String, Vec<String>>, log: &mut Log) -> BTreeSet<String> {
    log.open("III.A", &say(&Said::CommandPointsSection));
    let mut put = BTreeSet::new();
    for (leader, units) in spent {
        for u in units {
            let out = st.unit(u).is_some_and(|x| x.stand.markers.out_of_command);
            log.line(say(&Said::CommandPointSpent {
                leader,
                unit: u,
                was_out: out,
            }));
            put.insert(u.clone());
        }
    }
    if spent.is_empty() {
        log.line(say(&Said::NoCommandPoint));
    }
    put
}
