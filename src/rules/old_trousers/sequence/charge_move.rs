// III.B.2 Movement Subsegment: "All charging & counter charging units are moved."
//! 0.6.0: each declared charger moves toward the point of its target it strikes, with every
//! other unit, in the Movement Subsegment: as far as its MOVEMENT TABLE allowance pays for
//! along its path (TERRAIN TYPE MOVEMENT EFFECT), halting short of contact by the
//! provisional `charger-halts` of charts/movement.yaml, or where a unit or the table edge
//! stops it. Stationary Fire then sees it where it stands; the Charge Test (III.B.4) moves
//! a successful charger adjacent with the rest of its allowance and the charge bonus.

use super::super::model::Rules;
use super::super::movement::formed;
use super::super::movement::path::{explain, farthest, paid};
use super::super::state::State;
use super::charges::Declared;
use crate::board::table::costs::MoveCosts;
use crate::board::table::fire_lane::charge;
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::{make_move, Move, MoveRules, Moved};
use crate::rules::old_trousers::words::{charge::Said, say};
use crate::rules::table_game::log::{Log, Track};
use std::collections::BTreeSet;

/// Where unit `i` would stand after moving `go` of the way `shift` (whose length is
/// `whole`), if the table, the other units and the impassable ground let it.
fn moved_by(
    rules: &Rules,
    st: &State,
    i: usize,
    (shift, whole): (Point, Length),
    go: Length,
) -> Option<Moved> {
    let s = &st.units[i].stand;
    let all = rules
        .charts
        .terrain
        .costs(st.units[i].troop.arm(), formed(s));
    let costs = MoveCosts {
        areas: all.areas.clone(),
        linears: Default::default(),
    };
    let stands = st.stands();
    let mr = MoveRules::unbounded(&rules.table, &stands, &costs);
    let w = whole.0.max(1);
    let to = s.centre + Point::new(shift.x * go.0 / w, shift.y * go.0 / w);
    make_move(s, Move::MoveTo(to), &mr).ok()
}

/// Moves every declared charger; sets each charge's allowance left and adds the chargers
/// that moved to `moved`.
pub fn run(
    rules: &Rules,
    st: &mut State,
    declared: &mut [Declared],
    moved: &mut BTreeSet<String>,
    log: &mut Log,
) {
    for d in declared.iter_mut() {
        let (c, t) = (&st.units[d.charger], &st.units[d.target]);
        let Some(allow) = rules.charts.movement.allowance(c.troop, c.stand.formation) else {
            d.left = Some(Length::ZERO);
            continue;
        };
        let ch = charge(&c.stand, &t.stand, &st.stands());
        let shift = ch.contact - c.stand.front_centre();
        let halt = rules.charts.movement.charger_halts.value.0;
        let most = (ch.distance - halt).max(Length::ZERO);
        let (arm, s) = (c.troop.arm(), c.stand.clone());
        let fits = |go: Length| {
            moved_by(rules, st, d.charger, (shift, ch.distance), go).is_some_and(|m| {
                paid(rules, arm, (&s, formed(&s)), &m.path, m.distance)
                    .is_ok_and(|p| p.cost.total <= allow)
            })
        };
        let go = farthest(most, fits).unwrap_or(Length::ZERO);
        let name = c.name.clone();
        let Some(m) = moved_by(rules, st, d.charger, (shift, ch.distance), go) else {
            d.left = Some(allow);
            continue;
        };
        let Ok(p) = paid(rules, arm, (&s, formed(&s)), &m.path, m.distance) else {
            d.left = Some(allow);
            continue;
        };
        d.left = Some(allow - p.cost.total);
        if go.0 == 0 {
            log.line(say(&Said::CannotClose { unit: &name }));
            continue;
        }
        let id = s.id.clone();
        log.tracks.push(Track {
            id: id.clone(),
            side: s.side.clone(),
            path: m.path.clone(),
        });
        st.units[d.charger].stand = m.stand;
        moved.insert(id);
        let halts = (go == most && most < ch.distance)
            .then_some(rules.charts.movement.charger_halts.note.as_str());
        if p.disordered_by.is_some() {
            st.units[d.charger].stand.markers.disordered = true;
        }
        log.line(say(&Said::ChargesToward {
            unit: &name,
            go: &go.to_string(),
            target: &st.units[d.target].name,
            cost: &explain(&p.cost),
            to_go: &(ch.distance - go).to_string(),
            halts,
            crossed: p.disordered_by.as_deref(),
        }));
    }
}
