//! `pbem orders new`: a commented orders file that parses as it stands. For the moving
//! player: each corps with its commander, its PIP dice and Plan; each division with its
//! general and what modifies his die; each unit with its position, facing, markers, move
//! and the targets in its wedge now; the words of every PIP use. For the other player:
//! the standing fire priorities and their default.

use super::model::Rules;
use super::orders::{Action, Spend, WORDS};
use super::pip_costs::Use;
use super::sequence::firing::{can_fire, valid};
use super::sequence::spending::apply;
use super::state::{Command, State};
use super::view::at;
use crate::board::table::picture::formation_letter;
use crate::board::table::range::range_edge;
use crate::board::table::sight::Field;
use crate::board::table::wedge::units_only;
use crate::engine::{Header, Opening};
use std::collections::BTreeSet;
use std::fmt::Write as _;

fn unit_line(rules: &Rules, st: &State, field: &Field<'_>, i: usize) -> String {
    let u = &st.units[i];
    let rate = rules.units.rate(u.arm, u.in_square());
    let moves = if u.markers.routed {
        "routed: rally it (2 PIPs) before anything else".to_string()
    } else if u.arm.is_artillery() && !u.limbered() {
        "unlimbered: pivots only (limber to move)".to_string()
    } else if u.markers.shaken {
        format!("moves {} (half move, shaken)", rate.scale(1, 2))
    } else {
        format!(
            "moves {rate} (+{} all on a road; half into or out of woods or a built-up area, across a linear feature, sideways or backwards)",
            rules.units.road_bonus()
        )
    };
    let targets: Vec<String> = if can_fire(st, i) {
        (0..st.units.len())
            .filter_map(|j| valid(rules, field, st, i, j))
            .map(|t| {
                let id = st.units[t.index].id();
                if t.range.0 == 0 {
                    format!("{id} (contact)")
                } else {
                    format!("{id} {}", t.range)
                }
            })
            .collect()
    } else {
        vec![]
    };
    format!(
        "#     {:<16} {} ({}, {}): at {}, facing {}°, {}; markers {}; {moves}; targets in the wedge: {}",
        u.id(),
        u.name,
        u.arm.name(),
        u.quality.name(),
        at(u.stand.centre),
        u.stand.facing.0,
        formation_letter(u.stand.formation),
        u.markers.words(u.limbered()),
        if targets.is_empty() { "none".into() } else { targets.join(", ") }
    )
}

fn divisions(rules: &Rules, st: &State, side: &str, s: &mut String) {
    let stands = st.stands();
    let sight = units_only();
    let field = Field::new(&rules.table, &sight, &stands);
    for corps in st.dice_rollers(side) {
        let plan = st.plans.get(&corps.id).map_or(
            "no Plan (each division gets the average, rounded down)".to_string(),
            |p| format!("Plan {}", p.join(" > ")),
        );
        let divs = st.divisions_of(&corps.id);
        let _ = writeln!(
            s,
            "# {} {} ({:?}, {}) at {}: {} PIP dice rolled together; {plan}",
            corps.id,
            corps.name,
            corps.command,
            corps.rank.name(),
            at(corps.at),
            divs.len()
        );
        for d in divs {
            let near = corps.at.distance(d.at) <= rules.pips.commander_reach();
            let _ = writeln!(
                s,
                "#   {} {} ({}) at {}: PIPs: one die of {}{}{}",
                d.id,
                d.name,
                d.rank.name(),
                at(d.at),
                corps.id,
                match d.rank.name() {
                    "great" => ", +1 great",
                    "bad" => ", -1 bad",
                    _ => "",
                },
                if near {
                    format!(", may take {}'s +1 (within 9\")", corps.id)
                } else {
                    String::new()
                }
            );
            if let Some(u) = &d.attached {
                let _ = writeln!(
                    s,
                    "#     attached to {u}: its morale +1, his other units' PIP costs doubled; lost on a 1 if it flees"
                );
            }
            for i in 0..st.units.len() {
                if st.units[i].division() == d.id {
                    let _ = writeln!(s, "{}", unit_line(rules, st, &field, i));
                }
            }
        }
    }
}

/// The template for the player commanding `side`.
pub fn orders_template(rules: &Rules, st: &State, side: &str, h: &Header) -> String {
    let moving = st.moving_side() == side;
    let name = st.sides.get(side).map_or(side, |s| s.name.as_str());
    let mut s = Opening {
        game: "Grande Tactique",
        sides: &[name],
        step: &format!(
            "Turn {}, {} moves ({}).",
            st.battle.turn,
            st.moving_side(),
            if moving {
                "your turn: PIPs, Plans, generals, fire order"
            } else {
                "the enemy's turn: only your standing fire priorities"
            }
        ),
        defaults: " (docs/grande-tactique.md)",
        note: "a message for the report",
    }
    .render(h);
    let _ = writeln!(
        s,
        "#\n# Inches from the near left corner; facing 0 looks towards the far edge, 90 to the right."
    );
    let _ = writeln!(s, "# Your corps, divisions and units:");
    divisions(rules, st, side, &mut s);
    if moving {
        moving_orders(rules, st, side, &mut s);
    } else {
        let _ = writeln!(s, "#\n# fire_priorities: unit -> [enemy units to fire at first]; [] returns to the default (the nearest valid target). They stand until changed.");
        let _ = writeln!(s, "fire_priorities: {{}}");
    }
    s
}

/// The moving player's orders: PIP spending, Plans, the commanders' +1, generals' rides,
/// the fire order, principal chargers, follow-ups and fire priorities.
fn moving_orders(rules: &Rules, st: &State, side: &str, s: &mut String) {
    let army = st
        .generals
        .iter()
        .find(|g| g.side == side && g.command == Command::Army)
        .map_or("army", |g| g.id.as_str());
    let _ = writeln!(s, "#\n# pips: divisional general -> [\"UNIT ACTION\", ...], paid in order until his PIPs run out (no take-backs).");
    let _ = writeln!(s, "#   ACTION: {WORDS}");
    let _ = writeln!(s, "#   A general's first line may be `attach UNIT` (he joins one of his units within his move: +1 to its morale checks; his other units' PIP costs doubled; if it flees he is lost on a 1) or `detach`; an attached general moves with his unit.");
    let c = |u: Use| rules.pips.cost(u);
    let _ = writeln!(s, "#   One move or pivot per unit. Costs (pip-costs.yaml): move {}, pivot {}, start/stop firing {}/{}, charge {} (+{} to move into contact), rally {}, spike {}, limber/unlimber {}/{}, de-silence {}, form square/line {}/{}, redirect a firing battery {} (stop, pivot, start: its pivot of the turn).",
        c(Use::Move), c(Use::Pivot), c(Use::StartFiring), c(Use::StopFiring), c(Use::Charge), c(Use::Move),
        c(Use::Rally), c(Use::Spike), c(Use::Limber), c(Use::Unlimber), c(Use::DeSilence),
        c(Use::FormSquare), c(Use::FormLine), c(Use::RedirectBattery));
    let _ = writeln!(s, "# plans: corps -> [its divisional generals, best die first]. A new Plan loses the corps this turn's PIPs. Default: the Plan stands.");
    let _ = writeln!(s, "# plus_one: corps or army commander -> a divisional general within 9\" (e.g. {army}: ...). Default: none.");
    let _ = writeln!(
        s,
        "# generals: general -> [x, y], up to {} (after the spending). Default: stays.",
        rules.units.general_rate()
    );
    let _ = writeln!(
        s,
        "# fire_order: [units in the order they fire]. Default: by id."
    );
    let _ = writeln!(s, "{}", charge_example(rules, st, side));
    let _ = writeln!(
        s,
        "# principal: target -> principal charger. Default: the first to pay its charge."
    );
    let _ = writeln!(
        s,
        "# charge_order: [a charger or its target, ...] in the order the charges are resolved (4. Charge Phase: the order desired by the player whose turn it is). Default: the order the charges are listed under pips."
    );
    let _ = writeln!(
        s,
        "# follow_ups: cavalry unit -> charge | halt, when its charge succeeds and it passes its check (4. Charge Phase). Default: charge the nearest enemy in its front wedge within {} (provisional).",
        rules.charts.charge.follow_up.reach.0
    );
    let _ = writeln!(s, "# fire_priorities: unit -> [enemy units to fire at first]. Default: the nearest valid target; they stand until changed.");
    let _ = writeln!(s, "pips: {{}}");
}

/// A commented charge drawn from the player's own units and the enemy in reach now: the
/// first of his units (in the state's order) that the PIP Phase would let charge the
/// nearest enemy it can reach, with its cost; or why there is none.
fn charge_example(rules: &Rules, st: &State, side: &str) -> String {
    let mut found = None;
    'units: for u in st.units.iter().filter(|u| u.side() == side) {
        if u.arm.is_artillery() || u.markers.routed {
            continue;
        }
        let reach = rules.units.rate(u.arm, u.in_square());
        let mut near: Vec<(crate::board::table::measure::Length, &str)> = st
            .units
            .iter()
            .filter(|e| e.side() != side)
            .map(|e| (range_edge(&u.stand, &e.stand), e.id()))
            .filter(|(d, _)| *d <= reach)
            .collect();
        near.sort();
        for (_, e) in near {
            let sp = Spend {
                unit: u.id().to_string(),
                action: Action::Charge(e.to_string()),
            };
            let mut t = st.clone();
            let mut moved = BTreeSet::new();
            if let Ok(done) = apply(rules, &mut t, (side, u.division()), &sp, &mut moved) {
                found = Some((
                    u.division().to_string(),
                    sp.unit.clone(),
                    e.to_string(),
                    done,
                ));
                break 'units;
            }
        }
    }
    match found {
        Some((div, unit, enemy, done)) => format!(
            "# charges: `UNIT charge TARGET` under pips declares a charge (2. PIP Phase; resolved in the 4. Charge Phase), e.g. in reach now:\n#   pips: {{{div}: [{unit} charge {enemy}]}}   # {}",
            done.words
        ),
        None => "# charges: `UNIT charge TARGET` under pips declares a charge (2. PIP Phase; resolved in the 4. Charge Phase): a move into contact (up to the unit's move, forward, the lane clear) and the Charge marker. No enemy is in charge reach of your units now.".to_string(),
    }
}
