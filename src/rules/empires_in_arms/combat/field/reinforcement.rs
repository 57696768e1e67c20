//! 7.5.2.11 Step eleven: reinforcing attempts from adjacent areas.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::force::Force;
use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::order_parts::Reinforce;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::units;
use crate::rules::empires_in_arms::model::units::UnitKind;
use crate::rules::empires_in_arms::tables::charts::Charts;
use crate::rules::empires_in_arms::words::{field::Said, say};

/// 7.5.2.11.3: the strategic rating reduction for reinforcing from `from` into `area`:
/// -1 from a mountain, forest or marsh area or across a river, never more than -1.
pub fn reduction(charts: &Charts, map: &Map, from: &str, area: &str) -> i32 {
    let terrain = charts.terrain.effect(map.terrain(from)).strategic;
    let river = if map.border(from, area).is_some_and(|b| b.river) {
        charts.terrain.river_strategic
    } else {
        0
    };
    (terrain + river).max(charts.terrain.max_strategic_reduction)
}

/// Makes this round's attempts for `pending` (arrived or impossible orders are removed).
/// Units that arrive join the pinning force (7.5.2.11.4) and count for political points.
#[allow(clippy::too_many_arguments)]
pub fn attempt(
    charts: &Charts,
    map: &Map,
    state: &State,
    area: &str,
    force: &mut Force,
    pending: &mut Vec<Reinforce>,
    dice: &mut dyn Dice,
    purpose: &str,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut keep = Vec::new();
    for order in pending.drain(..) {
        let present = present(state, &order, force);
        if present.is_empty() {
            continue;
        }
        let red = reduction(charts, map, &order.from, area);
        let from_name = map.name(&order.from);
        let leader = leader(state, &order);
        let from = (from_name.as_str(), red);
        let joined = match &leader {
            Some(l) => {
                let (line, ok) = led(l, &present, from, dice, purpose);
                lines.push(line);
                if ok {
                    force.leaders.push(Leader {
                        area: area.to_string(),
                        ..l.clone()
                    });
                    present.clone()
                } else {
                    Vec::new()
                }
            }
            None => unled(&present, from, dice, purpose, &mut lines),
        };
        for mut u in joined.clone() {
            u.area = area.to_string();
            u.entered_from = Some(order.from.clone());
            force.mark_used(&u);
            force.units.push(u);
        }
        let rest: Vec<String> = order
            .units
            .iter()
            .filter(|id| !joined.iter().any(|u| &u.id == *id))
            .cloned()
            .collect();
        let leader_joined = leader.is_some() && !joined.is_empty();
        if !rest.is_empty() && !leader_joined {
            keep.push(Reinforce {
                units: rest,
                ..order
            });
        }
    }
    *pending = keep;
    lines
}

use crate::rules::empires_in_arms::model::units::Leader;

/// 7.5.2.11: the units of `order` still in its area, not already in `force`.
fn present(state: &State, order: &Reinforce, force: &Force) -> Vec<units::Unit> {
    state
        .units
        .iter()
        .filter(|u| u.area == order.from && order.units.contains(&u.id) && u.total() > 0)
        .filter(|u| !force.units.iter().any(|f| f.id == u.id))
        .cloned()
        .collect()
}

/// 7.5.2.11.2: the leader `order` names, if he is in its area.
fn leader(state: &State, order: &Reinforce) -> Option<Leader> {
    order
        .leader
        .as_ref()
        .and_then(|id| {
            state
                .leaders
                .iter()
                .find(|l| &l.id == id && l.area == order.from)
        })
        .cloned()
}

/// 7.5.2.11.2: the leader `l` dices for the units `present` from the area `from` (its name
/// and the strategic reduction, 7.5.2.11.3): the report's line and whether they arrive.
fn led(
    l: &Leader,
    present: &[units::Unit],
    (from_name, red): (&str, i32),
    dice: &mut dyn Dice,
    purpose: &str,
) -> (String, bool) {
    let rating = i32::from(l.strategic) + red;
    let r = dice.roll(
        6,
        &format!("{purpose}: {} reinforces from {from_name}", l.name),
    );
    let ok = r.value as i32 <= rating;
    let units: Vec<String> = present.iter().map(|u| u.name.clone()).collect();
    let line = say(&Said::LeaderReinforces {
        leader: &l.name,
        units: &units,
        from: from_name,
        die: r.value,
        index: r.index,
        rating,
        reduction: red,
        strategic: l.strategic,
        arrive: ok,
    });
    (line, ok)
}

/// 7.5.2.11.2: without a leader each corps of `present` dices alone (other units cannot
/// reinforce); the units that arrive.
fn unled(
    present: &[units::Unit],
    (from_name, red): (&str, i32),
    dice: &mut dyn Dice,
    purpose: &str,
    lines: &mut Vec<String>,
) -> Vec<units::Unit> {
    let mut joined = Vec::new();
    for u in present {
        if u.kind != UnitKind::Corps {
            lines.push(say(&Said::CannotReinforceUnled { unit: &u.name }));
            continue;
        }
        let rating = i32::from(u.strategic.unwrap_or(1)) + red;
        let r = dice.roll(
            6,
            &format!("{purpose}: {} reinforces from {from_name}", u.name),
        );
        let ok = r.value as i32 <= rating;
        lines.push(say(&Said::CorpsReinforces {
            corps: &u.name,
            from: from_name,
            die: r.value,
            index: r.index,
            rating,
            arrives: ok,
        }));
        if ok {
            joined.push(u.clone());
        }
    }
    joined
}
