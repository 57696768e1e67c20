// III.B.2 Movement Subsegment: "All charging & counter charging units are moved."
//! 0.7.0: a counter-charger pays terrain along its path as a charger does (TERRAIN TYPE
//! MOVEMENT EFFECT): it moves its front centre toward its charger's by half the distance
//! charged (PROVISIONAL: where they meet is not in our text), as far as its MOVEMENT TABLE
//! allowance pays for, stopped by what it may not enter or cross, by a unit or the table
//! edge; a stream or ditch crossed disorders it.

use super::super::model::Rules;
use super::super::movement::formed;
use super::super::movement::path::{explain, farthest, paid};
use super::super::state::State;
use crate::board::table::costs::MoveCosts;
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::{make_move, Move, MoveRules, Moved};
use crate::rules::old_trousers::words::{charge::Said, say};

/// Counter-charger `j` moved `go` toward charger `i`'s front centre, if the table and the
/// other units let it.
fn toward(rules: &Rules, st: &State, (i, j): (usize, usize), go: Length) -> Option<Moved> {
    let (c, t) = (&st.units[i].stand, &st.units[j].stand);
    let (from, to) = (t.front_centre(), c.front_centre());
    let gap = from.distance(to).0.max(1);
    let shift = Point::new((to.x - from.x) * go.0 / gap, (to.y - from.y) * go.0 / gap);
    let stands = st.stands();
    let costs = MoveCosts::default();
    let mr = MoveRules::unbounded(&rules.table, &stands, &costs);
    make_move(t, Move::MoveTo(t.centre + shift), &mr).ok()
}

/// Moves counter-charger `j` to meet charger `i`, which charged from `dist`; the report's
/// words.
pub fn counter_charge(
    rules: &Rules,
    st: &mut State,
    (i, j): (usize, usize),
    dist: Length,
) -> String {
    let s = st.units[j].stand.clone();
    let arm = st.units[j].troop.arm();
    let allow = rules
        .charts
        .movement
        .allowance(st.units[j].troop, s.formation)
        .unwrap_or(Length::ZERO);
    let gap = s.front_centre().distance(st.units[i].stand.front_centre());
    let most = Length(dist.0 / 2).min(allow).min(gap);
    let pays = |m: &Moved| paid(rules, arm, (&s, formed(&s)), &m.path, m.distance);
    let fits = |d: Length| {
        toward(rules, st, (i, j), d).is_some_and(|m| pays(&m).is_ok_and(|p| p.cost.total <= allow))
    };
    let go = farthest(most, fits).unwrap_or(Length::ZERO);
    let moved = toward(rules, st, (i, j), go).filter(|_| go.0 > 0);
    let Some((m, p)) = moved.and_then(|m| pays(&m).ok().map(|p| (m, p))) else {
        return say(&Said::CounterChargeBlocked);
    };
    st.units[j].stand = m.stand;
    if p.disordered_by.is_some() {
        st.units[j].stand.markers.disordered = true;
    }
    say(&Said::CounterCharges {
        go: &go.to_string(),
        most: &most.to_string(),
        cost: &explain(&p.cost),
        crossed: p.disordered_by.as_deref(),
    })
}
