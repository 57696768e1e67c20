//! The picture of the table after a turn (the table engine's SVG, src/board/table/picture.rs):
//! terrain, every unit (the table is open to both players), the turn's moves, fire and
//! charges; a player's picture adds his corps and army commanders' 9" reach.

use super::state::{Command, State};
use super::Rules;
use crate::board::table::measure::Angle;
use crate::board::table::picture::Picture;
use crate::board::table::stand::{Formation, Stand};
use crate::rules::old_trousers::log::Log;

/// The SVG of `st` with `log`'s moves; `side`: the reader's side (his commanders' reach).
pub fn draw(rules: &Rules, st: &State, log: &Log, side: Option<&str>) -> String {
    let mut stands: Vec<Stand> = st.stands();
    let sides: Vec<&str> = st.sides.keys().map(String::as_str).collect();
    let mut reach = vec![];
    for g in &st.generals {
        let b = rules.units.general_base();
        stands.push(Stand {
            id: g.id.clone(),
            side: g.side.clone(),
            frontage: b,
            depth: b,
            centre: g.at,
            facing: Angle(0),
            formation: Formation::Line,
            markers: Default::default(),
            commander: None,
        });
        if side == Some(g.side.as_str()) && g.command != Command::Division {
            reach.push((g.id.clone(), rules.pips.commander_reach()));
        }
    }
    let mut p = Picture::new(&rules.table, &stands, &sides);
    p.leaders = reach;
    p.moves = log.tracks.iter().map(|t| t.path.clone()).collect();
    p.fire = log.fire.clone();
    p.charges = log.charges.clone();
    p.render()
}
