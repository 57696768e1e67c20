// III.B.1 "Any routed unit that does not rally must make a rout move"; MELEE: COMBAT RESULTS "routs", "falls back".
//! 0.6.0: a rout move and a melee fall back run their whole distance and stop only at
//! what stops them. A routed unit turns straight away from the nearest enemy and runs its
//! rout distance (charts/rout.yaml, PROVISIONAL), through friends (PROVISIONAL: the text
//! is silent; read as: a routed unit passes through its own side's units but never ends
//! on one), never through an enemy, paying the terrain a unit that is not formed pays
//! (streams, walls, contours; rivers only by a bridge), stopping at impassable ground, the
//! table edge or an enemy. A unit that routs in contact with an enemy runs at once and so
//! leaves contact. A routed unit that cannot move at all is boxed in: it stays where it
//! is, still routed (the reading its line names, templates/old-trousers/lines.tera), and
//! from 0.12.0 turns only where its turned base fits (boxed_in.rs, PROVISIONAL). A fall
//! back keeps its facing and moves straight back, formed, paying terrain, stopped by any
//! unit, the edge or impassable ground.

use super::super::model::Rules;
use super::super::movement::formed;
use super::super::movement::path::{explain, farthest, paid};
use super::super::state::State;
use super::boxed_in::turn_or_stay;
use crate::board::table::costs::MoveCosts;
use crate::board::table::geometry::convex_overlap;
use crate::board::table::measure::{Angle, Length};
use crate::board::table::moves::{make_move, Move, MoveRules, Moved};
use crate::board::table::range::{bearing_to, range_centre};
use crate::board::table::stand::Stand;
use crate::rules::old_trousers::words::{rally::Said, say};

/// A run's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// How far it went.
    pub distance: Length,
    /// The report's words: the cost and what stopped it.
    pub words: String,
}

/// How a unit runs: straight ahead after turning (rout) or straight back (fall back).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    Rout,
    FallBack,
}

/// Moves `from` by `d` the `way`, among `others`.
fn step(rules: &Rules, from: &Stand, way: Way, d: Length, others: &[Stand]) -> Option<Moved> {
    // Terrain is paid along the path (path::paid); here only the edge and the units.
    let costs = MoveCosts::default();
    let mr = MoveRules::unbounded(&rules.table, others, &costs);
    let mv = match way {
        Way::Rout => Move::Advance(d),
        Way::FallBack => Move::Retire(d),
    };
    make_move(from, mv, &mr).ok()
}

/// Runs unit `i` from the stand `from` (turned already) up to `most` the `way`.
fn run(rules: &Rules, st: &mut State, i: usize, from: Stand, way: Way, most: Length) -> Run {
    let u = &st.units[i];
    let (arm, side, is_formed) = (u.troop.arm(), u.side().to_string(), formed(&from));
    let start = from.footprint().corners();
    // Those it stands on or against at the start (it is leaving them) do not stop it.
    let blockers: Vec<Stand> = st
        .units
        .iter()
        .filter(|o| o.id() != u.id())
        .filter(|o| way == Way::FallBack || o.side() != side)
        .filter(|o| !convex_overlap(&start, &o.stand.footprint().corners()))
        .map(|o| o.stand.clone())
        .collect();
    let friends: Vec<Stand> = st
        .units
        .iter()
        .filter(|o| o.id() != u.id() && o.side() == side && way == Way::Rout)
        .map(|o| o.stand.clone())
        .collect();
    let fits = |d: Length| {
        step(rules, &from, way, d, &blockers).is_some_and(|m| {
            paid(rules, arm, (&from, is_formed), &m.path, m.distance)
                .is_ok_and(|p| p.cost.total <= most)
        })
    };
    let mut d = farthest(most, fits).unwrap_or(Length::ZERO);
    let on_friend = |m: &Moved| {
        friends
            .iter()
            .any(|f| convex_overlap(&m.stand.footprint().corners(), &f.footprint().corners()))
    };
    while d.0 > 0 && step(rules, &from, way, d, &blockers).is_none_or(|m| on_friend(&m)) {
        d = Length((d.0 - 100).max(0));
    }
    let Some(m) = step(rules, &from, way, d, &blockers) else {
        st.units[i].stand = from;
        return Run {
            distance: Length::ZERO,
            words: String::new(),
        };
    };
    let cost = paid(rules, arm, (&from, is_formed), &m.path, m.distance)
        .map(|p| explain(&p.cost))
        .unwrap_or_default();
    st.units[i].stand = m.stand;
    Run {
        distance: d,
        words: cost,
    }
}

/// The facing straight away from the enemy nearest unit `i` (centre to centre, then id).
pub fn away(st: &State, i: usize) -> Option<Angle> {
    let u = &st.units[i];
    st.units
        .iter()
        .filter(|e| e.side() != u.side())
        .min_by_key(|e| (range_centre(&u.stand, &e.stand), e.id().to_string()))
        .map(|e| bearing_to(e.stand.centre, u.stand.centre))
}

/// Routed unit `i` runs `most` away from the nearest enemy; the distance run and the
/// report's words (its cost, or boxed in).
pub fn rout_move(rules: &Rules, st: &mut State, i: usize, most: Length) -> Run {
    let Some(facing) = away(st, i) else {
        return Run {
            distance: Length::ZERO,
            words: say(&Said::NoEnemyToRunFrom),
        };
    };
    let unturned = st.units[i].stand.clone();
    let from = unturned.placed(unturned.centre, facing);
    let mut r = run(rules, st, i, from, Way::Rout, most);
    r.words = if r.distance.0 == 0 {
        turn_or_stay(rules, st, i, unturned)
    } else {
        say(&Said::RoutCosting { cost: &r.words })
    };
    r
}

/// Unit `i` falls back `most` straight back, facing kept, paying terrain.
pub fn fall_back(rules: &Rules, st: &mut State, i: usize, most: Length) -> Run {
    let from = st.units[i].stand.clone();
    let mut r = run(rules, st, i, from, Way::FallBack, most);
    if r.distance.0 > 0 {
        r.words = say(&Said::FallBackCosting { cost: &r.words });
    }
    r
}
