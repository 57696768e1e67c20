//! `pbem orders new`: a commented orders file for the player's side in the coming phase
//! that parses as it stands: each unit with its position, facing, formation, allowance,
//! command and the enemies nearest it; the words of a move; the leaders, orders and command
//! points; and, for the other player's phase, the standing orders and their defaults.

use super::footprints::formation_key;
use super::model::Rules;
use super::orders::WORDS;
use super::sequence::movement::may_move;
use super::sequence::volley::{can_fire, reach};
use super::state::State;
use super::view::at;
use crate::board::table::range::range_edge;
use crate::board::table::sight::Field;
use crate::engine::{Header, Opening};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// Enemies nearer than this many inches are listed beside a unit.
const NEAR_INCHES: i64 = 12;

fn unit_line(rules: &Rules, st: &State, i: usize) -> String {
    let u = &st.units[i];
    let allowance = rules
        .charts
        .movement
        .allowance(u.troop, u.stand.formation)
        .map_or("does not move".to_string(), |a| format!("moves {a}"));
    let command = match may_move(st, i, &BTreeSet::new()) {
        Ok(true) => "in command".to_string(),
        Ok(false) => "out of command now (only face, form, remove disorder)".to_string(),
        Err(why) => why,
    };
    let stands = st.stands();
    let field = Field::new(&rules.table, &rules.charts.visibility.sight, &stands);
    let targets: Vec<String> = (0..st.units.len())
        .filter(|j| st.units[*j].side() != u.side() && can_fire(u))
        .filter_map(|j| {
            reach(rules, &field, st, i, j)
                .ok()
                .map(|r| format!("{} {r}", st.units[j].id()))
        })
        .collect();
    let mut near: Vec<(i64, String)> = st
        .units
        .iter()
        .filter(|e| e.side() != u.side())
        .map(|e| (range_edge(&u.stand, &e.stand).0, e.id().to_string()))
        .filter(|(d, _)| *d <= NEAR_INCHES * 1000)
        .collect();
    near.sort();
    let near: Vec<String> = near
        .iter()
        .take(3)
        .map(|(d, id)| format!("{id} {}", crate::board::table::measure::Length(*d)))
        .collect();
    format!(
        "#   {:<14} {} ({}, {}): at {}, facing {}°, {}; {allowance}; {command}; may fire at: {}; enemies within {NEAR_INCHES}\": {}",
        u.id(),
        u.name,
        u.troop.name(),
        u.quality.name(),
        at(u.stand.centre),
        u.stand.facing.0,
        formation_key(u.stand.formation),
        if targets.is_empty() { "none".to_string() } else { targets.join(", ") },
        if near.is_empty() { "none".into() } else { near.join(", ") }
    )
}

/// The template for the player commanding `side`.
pub fn orders_template(rules: &Rules, st: &State, side: &str, h: &Header) -> String {
    let phasing = st.phasing_side() == side;
    let name = st.sides.get(side).map_or(side, |s| s.name.as_str());
    let mut s = Opening {
        game: "Old Trousers v2.4",
        sides: &[name],
        step: &format!(
            "Turn {}, the phase of {} ({}).",
            st.battle.turn,
            st.phasing_side(),
            if phasing {
                "yours: moves, leaders, orders, command points, fire"
            } else {
                "the enemy's: your standing orders"
            }
        ),
        defaults: " (docs/old-trousers.md)",
        note: "a message for the report",
    }
    .render(h);
    let _ = writeln!(
        s,
        "#\n# Your units (inches from the near left corner; facing 0 = towards the far edge):"
    );
    for i in 0..st.units.len() {
        if st.units[i].side() == side {
            let _ = writeln!(s, "{}", unit_line(rules, st, i));
        }
    }
    leaders(rules, st, side, &mut s);
    if phasing {
        phasing_orders(rules, st, side, &mut s);
    } else {
        standing_orders(&mut s);
    }
    let _ = writeln!(s, "# breakthroughs: unit -> charge | halt, after winning a melee by more than 5 (III.B.7). Default: charge the nearest enemy in its front arc within reach.");
    s
}

fn example(st: &State, side: &str) -> String {
    st.units
        .iter()
        .find(|u| u.side() == side)
        .map_or("unit".into(), |u| u.id().to_string())
}

/// The player's leaders: where each stands and his command range.
fn leaders(rules: &Rules, st: &State, side: &str, s: &mut String) {
    let _ = writeln!(s, "# Your leaders:");
    for l in st.leaders.iter().filter(|l| l.side == side) {
        let _ = writeln!(
            s,
            "#   {:<14} {} ({}, {}): at {}, command range {}",
            l.id,
            l.name,
            l.kind.command(),
            l.rating,
            at(l.at),
            rules
                .charts
                .command
                .range
                .get(&l.kind.command())
                .map_or("-".into(), ToString::to_string)
        );
    }
}

/// The phasing player's orders: moves, leaders, new orders, command points, fire.
fn phasing_orders(rules: &Rules, st: &State, side: &str, s: &mut String) {
    let _ = writeln!(
        s,
        "#\n# moves: unit -> steps in order, each one of: {WORDS}"
    );
    let _ = writeln!(
        s,
        "#   e.g. moves: {{ {}: [advance 2, form line] }}. Default: the unit stands.",
        example(st, side)
    );
    let _ = writeln!(s, "# leaders: leader -> {{to: [x, y]}} or {{attach: unit}} or {{attach: none}} (up to {}). Default: stays.", rules.footprints.leader_move);
    let _ = writeln!(s, "# orders: [{{from: army/corps leader, to: leader, order: advance|withdraw|hold}}], one each, arriving next Order Segment.");
    let _ = writeln!(
        s,
        "# command_points: leader -> [units of his command put in command this phase]."
    );
    let _ = writeln!(
        s,
        "# fire: unit -> enemy unit or none. Default: the nearest it may fire at."
    );
    let _ = writeln!(
        s,
        "# charges: unit -> the enemy unit it charges (III.B.2: it moves toward it in the Movement Subsegment and makes no other move; III.B.4 takes it home)."
    );
    match charge_example(rules, st, side) {
        Some((c, t)) => {
            let _ = writeln!(s, "#   e.g. charges: {{ {c}: {t} }} (in reach now).");
        }
        None => {
            let _ = writeln!(s, "#   no enemy is in charge reach of your units now.");
        }
    }
    let _ = writeln!(s, "moves: {{}}");
}

/// One of the side's units and an enemy it may charge now (the check's refusal passes).
fn charge_example(rules: &Rules, st: &State, side: &str) -> Option<(String, String)> {
    st.units.iter().filter(|u| u.side() == side).find_map(|u| {
        st.units
            .iter()
            .filter(|e| e.side() != side)
            .find(|e| super::sequence::charges::refusal(rules, st, side, u.id(), e.id()).is_none())
            .map(|e| (u.id().to_string(), e.id().to_string()))
    })
}

/// The standing orders for the enemy's phase: reactions and fire.
fn standing_orders(s: &mut String) {
    let _ = writeln!(s, "#\n# Standing orders for the enemy's phase:");
    let _ = writeln!(
        s,
        "# reactions: unit -> stand | fire | square | face | counter-charge (formed cavalry), when charged. Default: stand."
    );
    let _ = writeln!(s, "# fire: unit -> enemy unit or none, in the Stationary Fire Subsegment. Default: the nearest it may fire at.");
    let _ = writeln!(s, "reactions: {{}}");
}
