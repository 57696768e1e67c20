// III.B.5 Moving Fire Subsegment: "Combat units, which belong to the phasing player, those have not yet fired may now do so. Generally these will be units that just moved."
//! Phasing units that have not fired fire now, those that moved with the Moving modifier;
//! the hits land together.

use super::super::model::Rules;
use super::super::state::State;
use super::hits::apply;
use super::volley::{aim, can_fire, firefights, shoot};
use crate::board::table::sight::Field;
use crate::fairness::Dice;
use crate::rules::old_trousers::words::{fire::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeSet;

/// Runs the subsegment for the phasing side.
pub fn run(
    rules: &Rules,
    st: &mut State,
    fire: &std::collections::BTreeMap<String, String>,
    (moved, fired): (&BTreeSet<String>, &BTreeSet<String>),
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    log.open(
        "III.B.5",
        &say(&Said::MovingFireSection {
            note: &rules.charts.visibility.note,
        }),
    );
    let phasing = st.phasing_side().to_string();
    let stands = st.stands();
    let field = Field::new(&rules.table, &rules.charts.visibility.sight, &stands);
    let mut aims = vec![];
    for i in 0..st.units.len() {
        let u = &st.units[i];
        if u.side() != phasing || !can_fire(u) || fired.contains(u.id()) {
            continue;
        }
        let choice = fire.get(u.id()).map(String::as_str);
        aims.extend(aim(
            rules,
            &field,
            st,
            (i, choice, moved.contains(u.id())),
            log,
        ));
    }
    // Only one side fires here: no two units fire at each other (Firefight never holds).
    let shots: Vec<_> = firefights(aims)
        .into_iter()
        .map(|a| shoot(rules, st, &field, a, dice))
        .collect();
    if shots.is_empty() {
        log.line(say(&Said::NoUnitFires));
    }
    let (hit, flanked) = apply(rules, st, shots, log);
    super::morale::after_fire(rules, st, (&hit, &flanked), dice, log);
}
