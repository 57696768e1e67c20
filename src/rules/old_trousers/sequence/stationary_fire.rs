// III.B.3 Stationary Fire Subsegment: "All combat units belonging to the nonphasing player & those units, which belong to the phasing player that did not move may now, fire. All fire during this subsegment is considered to occur simultaneously."
//! Every unit of the other side and every phasing unit that did not move fires at its
//! chosen target or the nearest it may reach; two units firing at each other add Firefight;
//! the hits land together.

use super::super::model::Rules;
use super::super::state::State;
use super::hits::apply;
use super::volley::{aim, can_fire, firefights, shoot};
use super::PhaseOrders;
use crate::board::table::sight::Field;
use crate::fairness::Dice;
use crate::rules::old_trousers::words::{fire::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::{BTreeMap, BTreeSet};

/// Runs the subsegment; returns the units that fired.
pub fn run(
    rules: &Rules,
    st: &mut State,
    orders: PhaseOrders<'_>,
    (moved, pbf): (&BTreeSet<String>, &BTreeMap<String, String>),
    dice: &mut dyn Dice,
    log: &mut Log,
) -> BTreeSet<String> {
    log.open(
        "III.B.3",
        &say(&Said::StationaryFireSection {
            note: &rules.charts.visibility.note,
        }),
    );
    let phasing = st.phasing_side().to_string();
    let stands = st.stands();
    let field = Field::new(&rules.table, &rules.charts.visibility.sight, &stands);
    let mut aims = vec![];
    for i in 0..st.units.len() {
        let u = &st.units[i];
        let mine = u.side() == phasing;
        if !can_fire(u) || (mine && moved.contains(u.id())) {
            continue;
        }
        let o = if mine { orders.phasing } else { orders.other };
        let choice = pbf.get(u.id()).or(o.fire.get(u.id()));
        aims.extend(aim(
            rules,
            &field,
            st,
            (i, choice.map(String::as_str), false),
            log,
        ));
    }
    let mut shots = vec![];
    let mut fired = BTreeSet::new();
    for a in firefights(aims) {
        shots.push(shoot(rules, st, &field, a, dice));
        fired.insert(st.units[a.firer].id().to_string());
    }
    if shots.is_empty() {
        log.line(say(&Said::NoUnitHasTarget));
    }
    let (hit, flanked) = apply(rules, st, shots, log);
    super::morale::after_fire(rules, st, (&hit, &flanked), dice, log);
    fired
}
