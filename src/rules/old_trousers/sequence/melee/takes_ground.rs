// MELEE: COMBAT RESULTS, Winner: "takes ground" (3 - 5 and > 5).
//! 0.7.0: the winner of a decided melee moves into the ground the loser left. The text says
//! "takes ground" and not how far (the reading each line names, templates/old-trousers/lines.tera): the winner advances straight ahead, facing
//! kept, into the ground the loser's stand covered when the melee was fought, as far as
//! that ground's far edge, or less where a unit (the loser, if it could not leave), the
//! table edge or ground it may not enter (TERRAIN TYPE MOVEMENT EFFECT) stops it. The
//! advance is the melee's result, not a move of the Movement Subsegment: it takes nothing
//! from the unit's MOVEMENT TABLE allowance and pays no terrain cost; only what may not be
//! entered or crossed stops it. Ground that does not lie ahead of its front (a winner
//! charged in the flank) is not taken, nor by a unit the MOVEMENT TABLE does not move
//! (unlimbered guns): it holds where it is.

use super::super::super::footprints::formation_key;
use super::super::super::model::Rules;
use super::super::super::movement::formed;
use super::super::super::movement::path::{farthest, paid};
use super::super::super::state::State;
use crate::board::table::costs::MoveCosts;
use crate::board::table::geometry::{polygon, segment_hits_polygon};
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::{make_move, Move, MoveRules, Moved};
use crate::board::table::stand::Stand;
use crate::rules::old_trousers::words::{melee::Said, say};
use crate::rules::table_game::log::{Log, Track};

/// How far the ground `lost` (the loser's stand as the melee found it) reaches ahead of the
/// front of `s`, along its facing; `None` when none of it lies ahead of its front.
pub fn ground_ahead(s: &Stand, lost: &Stand) -> Option<Length> {
    let front = s.front_centre();
    let dir = Point::new(0, 0).step(s.facing, Length(1000));
    let corners = lost.footprint().corners();
    let far = corners
        .iter()
        .map(|c| ((c.x - front.x) * dir.x + (c.y - front.y) * dir.y) / 1000)
        .max()?;
    let poly = polygon(&corners);
    (far > 0 && segment_hits_polygon(front, front.step(s.facing, Length(far)), &poly))
        .then_some(Length(far))
}

/// Unit `w` straight ahead by `d`, if the table and the other units let it.
fn ahead(rules: &Rules, st: &State, w: usize, d: Length) -> Option<Moved> {
    let stands = st.stands();
    let costs = MoveCosts::default();
    let mr = MoveRules::unbounded(&rules.table, &stands, &costs);
    make_move(&st.units[w].stand, Move::Advance(d), &mr).ok()
}

/// The winner `w` takes the ground `lost` left; the report's words. The picture shows the
/// advance: a charge arrow that ended where the winner stood is drawn on to its new front,
/// else a move arrow.
pub fn take_ground(rules: &Rules, st: &mut State, w: usize, lost: &Stand, log: &mut Log) -> String {
    let u = &st.units[w];
    if rules
        .charts
        .movement
        .allowance(u.troop, u.stand.formation)
        .is_none()
    {
        return say(&Said::HoldsDoesNotMove {
            troop: u.troop.name(),
            formation: formation_key(u.stand.formation),
        });
    }
    let Some(most) = ground_ahead(&st.units[w].stand, lost) else {
        return say(&Said::HoldsNotAhead);
    };
    let s = st.units[w].stand.clone();
    let arm = st.units[w].troop.arm();
    let fits = |d: Length| {
        ahead(rules, st, w, d)
            .is_some_and(|m| paid(rules, arm, (&s, formed(&s)), &m.path, m.distance).is_ok())
    };
    let d = farthest(most, fits).unwrap_or(Length::ZERO);
    let Some(m) = ahead(rules, st, w, d).filter(|_| d.0 > 0) else {
        return say(&Said::TakesNoGround);
    };
    let crossed = paid(rules, arm, (&s, formed(&s)), &m.path, m.distance)
        .ok()
        .and_then(|p| p.disordered_by);
    let (from, front) = (s.centre, s.front_centre());
    st.units[w].stand = m.stand;
    let to = st.units[w].stand.front_centre();
    match log.charges.iter_mut().rev().find(|c| c.1 == front) {
        Some(c) => c.1 = to,
        None => log.tracks.push(Track {
            id: s.id.clone(),
            side: s.side.clone(),
            path: vec![from, st.units[w].stand.centre],
        }),
    }
    if crossed.is_some() {
        st.units[w].stand.markers.disordered = true;
    }
    say(&Said::TakesGround {
        distance: &d.to_string(),
        most: &most.to_string(),
        crossed: crossed.as_deref(),
    })
}
