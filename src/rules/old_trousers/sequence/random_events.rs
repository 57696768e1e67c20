// II. Random Event Phase: "Each player checks for any random events."
//! Each side rolls on the random events table (charts/random-events.yaml: PROVISIONAL, the
//! v2.4 table is not in our text). Effects: `none`; `momentum` (+1 situation on the next
//! initiative roll); `delay` (the side's pending orders gain nothing in this turn's Order
//! Segment).

use super::super::model::Rules;
use super::super::state::State;
use crate::fairness::Dice;
use crate::rules::table_game::log::Log;

/// Rolls for each side in turn `st.battle.turn`.
pub fn roll(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    log.open(
        "II",
        &format!(
            "Random Event Phase, turn {} (PROVISIONAL table: {})",
            st.battle.turn, rules.charts.random_events.note
        ),
    );
    let sides: Vec<String> = st.sides.keys().cloned().collect();
    for side in sides {
        let die = dice.roll(
            rules.charts.random_events.die,
            &format!("random event: {side}"),
        );
        let Some(ev) = rules
            .charts
            .random_events
            .event(i32::try_from(die.value).unwrap_or(0))
        else {
            log.line(format!("{side}: die {}: no row of the table", die.value));
            continue;
        };
        log.line(format!(
            "{side}: die {} ({}): {} [{}]",
            die.value, ev.roll, ev.text, ev.event
        ));
        if let Some(s) = st.sides.get_mut(&side) {
            match ev.event.as_str() {
                "momentum" => s.momentum = true,
                "delay" => s.delay = true,
                _ => {}
            }
        }
    }
}
