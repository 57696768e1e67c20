// II. Random Event Phase: "Each player checks for any random events."
//! Each side rolls on the random events table (charts/random-events.yaml: PROVISIONAL, the
//! v2.4 table is not in our text). Effects: `none`; `momentum` (+1 situation on the next
//! initiative roll); `delay` (the side's pending orders gain nothing in this turn's Order
//! Segment).

use super::super::model::Rules;
use super::super::state::State;
use crate::fairness::Dice;
use crate::rules::old_trousers::words::{initiative::Said, say};
use crate::rules::table_game::log::Log;

/// Rolls for each side in turn `st.battle.turn`.
pub fn roll(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    log.open(
        "II",
        &say(&Said::RandomEventPhase {
            turn: st.battle.turn,
            note: &rules.charts.random_events.note,
        }),
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
            log.line(say(&Said::NoRandomEvent {
                side: &side,
                die: die.value,
            }));
            continue;
        };
        let roll = ev.roll.to_string();
        log.line(say(&Said::RandomEvent {
            side: &side,
            die: die.value,
            roll: &roll,
            text: &ev.text,
            event: &ev.event,
        }));
        if let Some(s) = st.sides.get_mut(&side) {
            match ev.event.as_str() {
                "momentum" => s.momentum = true,
                "delay" => s.delay = true,
                _ => {}
            }
        }
    }
}
