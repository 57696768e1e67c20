//! The picture of the table after a phase (the table engine's SVG): terrain, every unit
//! (the table is open to both players), this phase's moves, fire and charges; a player's
//! picture adds his leaders' command ranges.

use super::log::Log;
use super::state::State;
use super::Rules;
use crate::board::table::picture::Picture;
use crate::board::table::stand::Stand;

/// The SVG of `st` with `log`'s moves; `side`: the reader's side (his command ranges).
pub fn draw(rules: &Rules, st: &State, log: &Log, side: Option<&str>) -> String {
    let mut stands: Vec<Stand> = st.stands();
    let sides: Vec<&str> = st.sides.keys().map(String::as_str).collect();
    let mut leaders = vec![];
    for l in &st.leaders {
        stands.push(leader_stand(rules, l));
        if side == Some(l.side.as_str()) {
            if let Some(r) = rules.charts.command.range.get(&l.kind.command()) {
                leaders.push((l.id.clone(), *r));
            }
        }
    }
    let mut p = Picture::new(&rules.table, &stands, &sides);
    p.leaders = leaders;
    p.moves = log.tracks.iter().map(|t| t.path.clone()).collect();
    p.fire = log.fire.clone();
    p.charges = log.charges.clone();
    p.render()
}

/// A leader drawn as a small stand (footprints.yaml `leader`), so his range has a centre.
fn leader_stand(rules: &Rules, l: &super::state::Leader) -> Stand {
    Stand {
        id: l.id.clone(),
        side: l.side.clone(),
        frontage: rules.footprints.leader,
        depth: rules.footprints.leader,
        centre: l.at,
        facing: crate::board::table::measure::Angle(0),
        formation: crate::board::table::stand::Formation::Line,
        markers: Default::default(),
        commander: None,
    }
}
