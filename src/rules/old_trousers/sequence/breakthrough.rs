// III.B.7 Breakthrough Subsegment: "Conduct any breakthrough moves & melees by units that just won a melee."
//! A winner by more than 5 "takes ground, is disordered, & may breakthrough. Squares never
//! breakthrough." Its standing order (`breakthroughs:`, either player's file; default
//! `charge`) sends it at the nearest enemy some part of which is in its front arc within
//! the provisional reach of charts/melee.yaml `breakthrough-move`, with no charge test; the
//! melee that follows has no Charging modifier ("BreakThrough: no charge"). Once per unit
//! per phase; the melee's casualties check morale as in III.B.6. Every line that used the
//! provisional reach names it. From 0.7.0 the breakthrough pays terrain along its path as a
//! charge does, is stopped by what may not be crossed, and a stream crossed disorders it;
//! from 0.12.0 it squares to the edge it strikes, as a charge home does (contact.rs).

use super::super::model::Rules;
use super::super::orders::Breakthrough;
use super::super::state::{Arm, State, Unit};
use super::charge_test::closes;
use super::charges::refusal;
use super::contact::strike_at;
use super::melee::{after, fight, Bout};
use super::PhaseOrders;
use crate::board::table::range::in_arc;
use crate::board::table::stand::Formation;
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{self, melee::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeSet;

pub mod terrain;

/// The provisional reading's note, as the chart file gives it.
fn note(rules: &Rules) -> &str {
    &rules.charts.melee.breakthrough_move.note
}

/// The enemy unit `i` breaks through at, and the distance: the nearest by the charge
/// distance (then by index) in its front arc within reach, with a clear lane and one it
/// may charge; never `beaten`, the unit it just beat. From 0.7.0 the reach is paid along
/// the path as a charge pays it (TERRAIN TYPE MOVEMENT EFFECT): a target it cannot reach
/// across the ground is not one.
pub fn target(rules: &Rules, st: &State, i: usize, beaten: usize) -> Option<usize> {
    nearest(
        rules,
        st,
        i,
        beaten,
        rules.revision.has(Change::BreakthroughTargetByGround),
    )
}

/// [`target`], paying terrain or not (`terrain`).
fn nearest(rules: &Rules, st: &State, i: usize, beaten: usize, terrain: bool) -> Option<usize> {
    let u = &st.units[i];
    let bm = &rules.charts.melee.breakthrough_move;
    let reach = bm.reach(u.troop.arm() == Arm::Cavalry);
    st.units
        .iter()
        .enumerate()
        .filter(|(j, e)| *j != beaten && e.side() != u.side())
        .filter(|(_, e)| in_arc(&u.stand, &e.stand, bm.arc, reach))
        .filter(|(_, e)| refusal(rules, st, u.side(), u.id(), e.id()).is_none())
        .map(|(j, _)| (strike_at(rules, st, i, j), j))
        .filter(|(s, _)| s.charge.distance <= reach && s.blocked(rules).is_none())
        .filter(|(s, _)| !terrain || closes(rules, st, i, s, reach).is_none())
        .min_by_key(|(s, j)| (s.charge.distance, *j))
        .map(|(_, j)| j)
}

/// The line of a winner `i` that finds no target: none in reach, or (0.7.0) the nearest in
/// reach is beyond what the ground lets it pay.
fn stopped(rules: &Rules, st: &State, i: usize, beaten: usize) -> String {
    let name = &st.units[i].name;
    let bm = &rules.charts.melee.breakthrough_move;
    let reach = bm.reach(st.units[i].troop.arm() == Arm::Cavalry);
    let by_ground = rules
        .revision
        .has(Change::BreakthroughTargetByGround)
        .then(|| nearest(rules, st, i, beaten, false))
        .flatten()
        .and_then(|j| {
            let sk = strike_at(rules, st, i, j);
            closes(rules, st, i, &sk, reach).map(|why| (j, why))
        });
    match by_ground {
        Some((j, why)) => say(&Said::CannotBreakThrough {
            unit: name,
            target: &st.units[j].name,
            why: &why,
            reach: &reach.to_string(),
            note: note(rules),
        }),
        None => say(&Said::NoBreakthroughTarget {
            unit: name,
            note: note(rules),
        }),
    }
}

/// Why the winner `u` does not break through: routed or a square, or its player's
/// standing order halts it (`None`: it may).
fn halts<'a>(u: &'a Unit, phasing: &str, orders: PhaseOrders<'_>) -> Option<Said<'a>> {
    let unit = u.name.as_str();
    if u.stand.markers.routed || u.stand.formation == Formation::Square {
        return Some(Said::MayNotBreakThrough { unit });
    }
    let file = if u.side() == phasing {
        orders.phasing
    } else {
        orders.other
    };
    let order = file.breakthroughs.get(u.id()).copied().unwrap_or_default();
    (order == Breakthrough::Halt).then_some(Said::HaltsByOrder { unit })
}

/// Runs the subsegment for `winners` (unit, the unit it beat), in order.
pub fn run(
    rules: &Rules,
    st: &mut State,
    winners: &[(usize, usize)],
    orders: PhaseOrders<'_>,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    log.open("III.B.7", &say(&Said::BreakthroughSection));
    let mut hit = BTreeSet::new();
    let phasing = st.phasing_side().to_string();
    for &(i, beaten) in winners {
        let name = st.units[i].name.clone();
        if let Some(why) = halts(&st.units[i], &phasing, orders) {
            log.line(say(&why));
            continue;
        }
        let Some(j) = target(rules, st, i, beaten) else {
            log.line(stopped(rules, st, i, beaten));
            continue;
        };
        let sk = strike_at(rules, st, i, j);
        let ch = &sk.charge;
        let way = terrain::way(rules, st, i, ch);
        sk.home(st, i, log);
        log.line(say(&Said::BreaksThrough {
            unit: &name,
            target: &st.units[j].name,
            distance: &ch.distance.to_string(),
            edge: &words::name(&ch.edge),
            cost: way.as_ref().map(|(c, _)| c.as_str()),
            note: note(rules),
            squares: sk.squares(rules),
        }));
        if let Some((_, Some(feature))) = way {
            st.units[i].stand.markers.disordered = true;
            log.line(say(&Said::DisorderedOnTheWay {
                unit: &name,
                feature: &feature,
            }));
        }
        let bout = Bout {
            attacker: i,
            defender: j,
            counter: false,
            breakthrough: true,
        };
        fight(rules, st, bout, &mut hit, dice, log);
    }
    if winners.is_empty() {
        log.line(say(&Said::NoBreakthrough));
    }
    after::morale(rules, st, &hit, dice, log);
}
