//! The picture of the table after a phase (the table engine's SVG): terrain, every unit
//! (the table is open to both players), this phase's moves, fire and charges; a player's
//! picture adds his leaders' command ranges.

use super::model::Rules;
use super::sequence::volley::can_fire;
use super::state::{Arm, State, Trait, Unit};
use crate::board::table::picture::Picture;
use crate::board::table::sketch::marks::Mark;
use crate::board::table::sketch::{Chief, FireArc, Legend, Piece, Sketch};
use crate::board::table::stand::Formation;
use crate::board::table::stand::Stand;
use crate::rules::old_trousers::revision::Change;
use crate::rules::table_game::log::Log;

/// The SVG of `st` with `log`'s moves; `side`: the reader's side (his command ranges).
/// Entries of pbem 0.7.0 on get the picture with names, markers and legend
/// ([`sketch`]); older entries keep theirs, byte for byte.
pub fn draw(rules: &Rules, st: &State, log: &Log, side: Option<&str>) -> String {
    if rules.revision.has(Change::PictureSketch) {
        return sketch(rules, st, log, side);
    }
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

/// Old Trousers' formations, in the legend's order.
const FORMATIONS: [Formation; 8] = [
    Formation::Line,
    Formation::CompanyColumn,
    Formation::AttackColumn,
    Formation::Skirmish,
    Formation::Square,
    Formation::Limbered,
    Formation::Unlimbered,
    Formation::Prolonge,
];

/// The markers Old Trousers tracks on a unit.
const MARKS: [Mark; 7] = [
    Mark::Shaken,
    Mark::Routed,
    Mark::Disordered,
    Mark::OutOfCommand,
    Mark::Square,
    Mark::Limbered,
    Mark::General,
];

/// The picture of `st` a player reads at a glance (pbem 0.7.0 on): each unit by its id
/// with its markers, leaders as stars, `log`'s moves, fire and charges.
pub fn sketch(rules: &Rules, st: &State, log: &Log, side: Option<&str>) -> String {
    board(rules, st, log, side).render()
}

/// [`sketch`] of `st` alone as `side` sees it, with the fire arc and range bands of each
/// of `side`'s units that may fire (`pbem map --arcs`): FIRE COMBAT - MUSKETRY's 45° arc to
/// musket range 4" (rifles 8", pbem 0.6.0 on), FIRE COMBAT: ARTILLERY's 30° arc with its
/// canister, effective and long bands (charts/musketry.yaml, charts/artillery.yaml).
pub fn arcs(rules: &Rules, st: &State, side: &str) -> String {
    let mut p = board(rules, st, &Log::default(), Some(side));
    p.arcs = (st.units.iter())
        .filter(|u| u.stand.side == side && can_fire(u))
        .map(|u| fire_arc(rules, u))
        .collect();
    p.render()
}

/// Unit `u`'s arc and bands: a gun's bands, else its musketry's reach.
fn fire_arc(rules: &Rules, u: &Unit) -> FireArc {
    let c = &rules.charts;
    if u.troop.arm() == Arm::Artillery {
        return FireArc {
            unit: u.id().to_string(),
            half_angle: c.artillery.arc.value,
            bands: (c.artillery.bands.iter())
                .map(|b| (b.name.clone(), b.to.0))
                .collect(),
        };
    }
    // FIRE COMBAT - MUSKETRY "Rifle Range - 8 inches" for rifle-armed units (0.6.0).
    let rifles = rules.revision.has(Change::RifleRange) && u.has(Trait::Rifles);
    let band = if rifles {
        ("rifle".to_string(), c.musketry.rifle_range)
    } else {
        ("musket".to_string(), c.musketry.musket_range)
    };
    FireArc {
        unit: u.id().to_string(),
        half_angle: c.musketry.arc.value,
        bands: vec![band],
    }
}

/// The sketch of `st` (see [`sketch`]).
fn board<'r>(rules: &'r Rules, st: &State, log: &Log, side: Option<&str>) -> Sketch<'r> {
    let sides: Vec<&str> = st.sides.keys().map(String::as_str).collect();
    let mut p = Sketch::new(&rules.table, &sides);
    for u in &st.units {
        let m = &u.stand.markers;
        let attached = st
            .leaders
            .iter()
            .any(|l| l.attached.as_deref() == Some(u.id()));
        let marks = [
            (m.shaken, Mark::Shaken),
            (m.routed, Mark::Routed),
            (m.disordered, Mark::Disordered),
            (m.out_of_command, Mark::OutOfCommand),
            (u.stand.formation == Formation::Square, Mark::Square),
            (u.stand.formation == Formation::Limbered, Mark::Limbered),
            (attached, Mark::General),
        ];
        p.pieces.push(Piece::marked(&u.stand, &marks));
    }
    for l in &st.leaders {
        let rank = match l.kind {
            super::state::LeaderKind::Army => 3,
            super::state::LeaderKind::Corps => 2,
            _ => 1,
        };
        p.chiefs.push(Chief {
            id: l.id.clone(),
            side: l.side.clone(),
            at: l.at,
            rank,
        });
        if side == Some(l.side.as_str()) {
            if let Some(r) = rules.charts.command.range.get(&l.kind.command()) {
                p.ranges.push((l.id.clone(), *r));
            }
        }
    }
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
        objectives: false,
    };
    p
}
