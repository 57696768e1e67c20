//! The picture of the table after a turn (the table engine's SVG, src/board/table/picture.rs):
//! terrain, every unit (the table is open to both players), the turn's moves, fire and
//! charges; a player's picture adds his corps and army commanders' 9" reach.

use super::model::Rules;
use super::sequence::firing::can_fire;
use super::state::{Arm, Command, State};
use crate::board::table::measure::Angle;
use crate::board::table::picture::Picture;
use crate::board::table::sketch::marks::Mark;
use crate::board::table::sketch::{Chief, FireArc, Legend, Piece, Sketch};
use crate::board::table::stand::{Formation, Stand};
use crate::rules::grande_tactique::revision::Change;
use crate::rules::table_game::log::Log;

/// The SVG of `st` with `log`'s moves; `side`: the reader's side (his commanders' reach).
/// Entries of pbem 0.7.0 on get the picture with names, markers and legend
/// ([`sketch`]); older entries keep theirs, byte for byte.
pub fn draw(rules: &Rules, st: &State, log: &Log, side: Option<&str>) -> String {
    if rules.revision.has(Change::PictureSketch) {
        return sketch(rules, st, log, side);
    }
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

/// Grande Tactique's formations (line, square, and the artillery's limber states).
const FORMATIONS: [Formation; 4] = [
    Formation::Line,
    Formation::Square,
    Formation::Limbered,
    Formation::Unlimbered,
];

/// The markers Grande Tactique tracks on a unit.
const MARKS: [Mark; 8] = [
    Mark::Shaken,
    Mark::Routed,
    Mark::Firing,
    Mark::Charging,
    Mark::Silenced,
    Mark::Square,
    Mark::Limbered,
    Mark::General,
];

/// The picture of `st` a player reads at a glance (pbem 0.7.0 on): each unit by its id
/// with its markers, generals as stars, objectives flagged in their holder's colour,
/// `log`'s moves, fire and charges.
pub fn sketch(rules: &Rules, st: &State, log: &Log, side: Option<&str>) -> String {
    board(rules, st, log, side).render()
}

/// [`sketch`] of `st` alone as `side` sees it, with the fire arc and range bands of each
/// of `side`'s units that may fire (`pbem map --arcs`): 3. Firing phase's 45° wedge from
/// the front corners, artillery to normal range 7" and long range 12" (charts/firing.yaml).
/// Infantry fires only in base contact (`infantry-range: 0`): it has no band to draw.
pub fn arcs(rules: &Rules, st: &State, side: &str) -> String {
    let mut p = board(rules, st, &Log::default(), Some(side));
    let f = &rules.charts.firing;
    p.arcs = (st.units.iter().enumerate())
        .filter(|(i, u)| u.side() == side && can_fire(st, *i))
        .filter_map(|(_, u)| {
            let bands = if u.arm == Arm::Infantry {
                vec![("infantry".to_string(), f.infantry_range)]
            } else {
                vec![
                    ("normal".to_string(), f.artillery.normal.0),
                    ("long".to_string(), f.artillery.long.0),
                ]
            };
            let bands: Vec<_> = bands.into_iter().filter(|(_, r)| r.0 > 0).collect();
            (!bands.is_empty()).then(|| FireArc {
                unit: u.id().to_string(),
                half_angle: f.wedge,
                bands,
            })
        })
        .collect();
    p.render()
}

/// The sketch of `st` (see [`sketch`]).
fn board<'r>(rules: &'r Rules, st: &State, log: &Log, side: Option<&str>) -> Sketch<'r> {
    let sides: Vec<&str> = st.sides.keys().map(String::as_str).collect();
    let mut p = Sketch::new(&rules.table, &sides);
    for u in &st.units {
        let m = &u.markers;
        let attached = st
            .generals
            .iter()
            .any(|g| g.attached.as_deref() == Some(u.stand.id.as_str()));
        let marks = [
            (m.shaken, Mark::Shaken),
            (m.routed, Mark::Routed),
            (m.firing, Mark::Firing),
            (m.charge.is_some(), Mark::Charging),
            (m.silenced, Mark::Silenced),
            (u.in_square(), Mark::Square),
            (u.limbered(), Mark::Limbered),
            (attached, Mark::General),
        ];
        p.pieces.push(Piece::marked(&u.stand, &marks));
    }
    for g in &st.generals {
        let rank = match g.command {
            Command::Army => 3,
            Command::Corps => 2,
            Command::Division => 1,
        };
        p.chiefs.push(Chief {
            id: g.id.clone(),
            side: g.side.clone(),
            at: g.at,
            rank,
        });
        if side == Some(g.side.as_str()) && g.command != Command::Division {
            p.ranges.push((g.id.clone(), rules.pips.commander_reach()));
        }
    }
    p.objectives = st
        .victory
        .objectives
        .iter()
        .map(|(a, s)| (a.clone(), s.clone()))
        .collect();
    p.moves = log.tracks.iter().map(|t| t.path.clone()).collect();
    p.fire = log.fire.clone();
    p.charges = log.charges.clone();
    p.legend = Legend {
        sides: st
            .sides
            .iter()
            .map(|(k, v)| (k.clone(), v.name.clone()))
            .collect(),
        formations: FORMATIONS.to_vec(),
        marks: MARKS.to_vec(),
        objectives: true,
    };
    p
}
