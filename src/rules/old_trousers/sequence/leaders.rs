// III.B.1 / III.B.2 "Leaders may move & attach or detach."
//! Leaders move in the Rally Subsegment, up to the provisional leader move
//! (footprints.yaml `leader_move`), to a point or to a unit of their side they attach to;
//! `attach: none` detaches. An attached leader moves with his unit.

use super::super::model::Rules;
use super::super::orders::LeaderMove;
use super::super::state::State;
use crate::board::table::measure::{Length, Point};
use crate::rules::old_trousers::words::{rally::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeMap;

/// Where the leader would go, or why not (for the check and the resolution).
pub fn destination(
    rules: &Rules,
    st: &State,
    side: &str,
    id: &str,
    m: &LeaderMove,
) -> Result<(Point, Option<String>), String> {
    let l = st
        .leader(id)
        .filter(|l| l.side == side)
        .ok_or_else(|| say(&Said::NoLeaderOfYours { id }))?;
    let (to, attached) = match m.attach.as_deref() {
        Some("none") => (
            m.to.map_or(l.at, |p| Point::new(p.0 .0 .0, p.1 .0 .0)),
            None,
        ),
        Some(u) => {
            let unit = st
                .unit(u)
                .filter(|x| x.side() == side)
                .ok_or_else(|| say(&Said::NoUnitOfYours { id: u }))?;
            if m.to.is_some() {
                return Err(say(&Said::ToOrAttach));
            }
            (unit.stand.centre, Some(u.to_string()))
        }
        None => (
            m.to.map_or(l.at, |p| Point::new(p.0 .0 .0, p.1 .0 .0)),
            l.attached.clone(),
        ),
    };
    if !rules.table.has(to) {
        return Err(say(&Said::OffTable));
    }
    let d = l.at.distance(to);
    if d > rules.footprints.leader_move {
        return Err(say(&Said::BeyondLeaderMove {
            distance: &d.to_string(),
            most: &rules.footprints.leader_move.to_string(),
        }));
    }
    Ok((to, attached))
}

/// Moves the phasing side's leaders (already checked; a move no longer legal is reported).
pub fn run(rules: &Rules, st: &mut State, moves: &BTreeMap<String, LeaderMove>, log: &mut Log) {
    let side = st.phasing_side().to_string();
    log.open("III.B.1", &say(&Said::LeadersSection));
    for (id, m) in moves {
        match destination(rules, st, &side, id, m) {
            Ok((to, attached)) => {
                let Some(l) = st.leaders.iter_mut().find(|l| &l.id == id) else {
                    continue;
                };
                let from = l.at;
                l.at = to;
                l.attached = attached.clone();
                log.line(say(&Said::LeaderMoves {
                    id,
                    distance: &from.distance(to).to_string(),
                    x: &Length(to.x).to_string(),
                    y: &Length(to.y).to_string(),
                    attached: attached.as_deref(),
                }));
                log.tracks.push(crate::rules::table_game::log::Track {
                    id: id.clone(),
                    side: side.clone(),
                    path: vec![from, to],
                });
            }
            Err(why) => log.line(say(&Said::LeaderStays { id, why: &why })),
        }
    }
    if moves.is_empty() {
        log.line(say(&Said::NoLeaderMoves));
    }
}

/// Attached leaders follow their units after the Movement Subsegment.
pub fn follow(st: &mut State) {
    for i in 0..st.leaders.len() {
        if let Some(u) = st.leaders[i].attached.clone() {
            if let Some(c) = st.unit(&u).map(|x| x.stand.centre) {
                st.leaders[i].at = c;
            }
        }
    }
}
