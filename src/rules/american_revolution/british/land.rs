//! B.1.a-b British group formation and land movement: 1 or 2 groups per area, each moving
//! area by area on a die of 3-6 per area entered and stopping at the first failure (the
//! intended move is the British player's choice to continue, made in advance); T SPs leaving
//! a region become B SPs; a region entered for the first time gets its militia and Tories.

use super::super::american::movement::shift;
use super::super::leaving;
use super::super::log::Log;
use super::super::orders::LandMove;
use super::super::rules_data::Rules;
use super::super::state::{Kind, Side, State};
use super::super::words::{dice as purpose, land::Said, say};
use super::first_entry;
use crate::fairness::Dice;
use crate::rules::american_revolution::revision::Change;
use std::collections::BTreeMap;

/// B.1.a form 1 or 2 groups per area.
pub const GROUPS_PER_AREA: usize = 2;

/// Why group `m` cannot start its move (`None`: it can).
pub fn refusal(rules: &Rules, st: &State, m: &LandMove) -> Option<String> {
    let geo = &rules.geo;
    if m.sps.is_empty() || m.path.is_empty() {
        return Some(say(&Said::GroupNamesSps));
    }
    if m.sps.0.keys().any(|k| k.side() != Side::British) {
        return Some(say(&Said::BritishGroupOnly));
    }
    let cond = leaving::condition(
        m.condition
            .filter(|_| rules.revision.has(Change::LeaveFortOrSiege)),
    );
    if !leaving::has(st, Side::British, &m.from, cond, &m.sps) {
        return Some(say(&Said::HasNot {
            area: geo.name(&m.from),
            sps: &m.sps,
            condition: cond,
        }));
    }
    if let Some(why) = leaving::refusal(rules, st, &m.from, Side::British, &m.sps) {
        return Some(why);
    }
    let mps = rules.tables.movement.british().0;
    if m.path.len() > rules.tables.movement.areas(mps) {
        return Some(say(&Said::MoreThanMps {
            areas: m.path.len(),
            mps,
        }));
    }
    let mut at = m.from.as_str();
    for next in &m.path {
        if !geo.board.adjacent(at, next) {
            return Some(say(&Said::NotAdjacent {
                area: geo.name(next),
                from: geo.name(at),
            }));
        }
        if geo.region(geo.region_of(next)).sea_only {
            return Some(say(&Said::SeaOnly {
                area: geo.name(next),
            }));
        }
        at = next;
    }
    None
}

/// B.1.a-b: the groups in order (at most two from an area; none in winter), and the Tory
/// groups raised by first entries after them.
pub fn phase(
    rules: &Rules,
    st: &mut State,
    groups: &[LandMove],
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    if st.date.winter() {
        if !groups.is_empty() {
            log.add("B.1", say(&Said::NoBritishMovement));
        }
        return;
    }
    let mut formed: BTreeMap<&str, usize> = BTreeMap::new();
    let mut queue: Vec<LandMove> = Vec::new();
    for g in groups {
        let n = formed.entry(g.from.as_str()).or_default();
        *n += 1;
        if *n > GROUPS_PER_AREA {
            let area = rules.geo.name(&g.from);
            log.add("B.1.a", say(&Said::ThirdGroup { area }));
            continue;
        }
        queue.push(g.clone());
    }
    let mut i = 0;
    while i < queue.len() {
        let g = queue[i].clone();
        i += 1;
        if let Some(why) = refusal(rules, st, &g) {
            let from = rules.geo.name(&g.from);
            let (sps, why) = (&g.sps, &why);
            log.add("B.1.b", say(&Said::GroupNotMoved { sps, from, why }));
            continue;
        }
        queue.extend(move_group(rules, st, &g, dice, log));
    }
    st.tidy();
}

/// Moves one group area by area; returns the Tory groups raised on the way.
pub fn move_group(
    rules: &Rules,
    st: &mut State,
    g: &LandMove,
    dice: &mut dyn Dice,
    log: &mut Log,
) -> Vec<LandMove> {
    let geo = &rules.geo;
    let mut sps = g.sps.clone();
    let mut at = g.from.clone();
    let mut cond = leaving::condition(
        g.condition
            .filter(|_| rules.revision.has(Change::LeaveFortOrSiege)),
    );
    // B.4 an attempted move employs the group even if it never leaves.
    if cond == super::super::state::Condition::Open {
        shift(st, Side::British, &at, &at.clone(), &sps);
    }
    let mut raised = Vec::new();
    let mut passed = vec![at.clone()];
    for (i, next) in g.path.iter().enumerate() {
        if i > 0 {
            if let Some(why) = leaving::refusal(rules, st, &at, Side::British, &sps) {
                let (sps, area, why) = (&sps, geo.name(&at), &why);
                log.add("B.1.b", say(&Said::GroupHeld { sps, area, why }));
                break;
            }
        }
        let area = geo.name(next);
        let die = dice.roll(6, &say(&purpose::Said::GroupDie { area })).value;
        // B.1.b.2 need die roll of 3-6 to move into each area.
        if !rules.tables.british_die.land_move.by(die) {
            let (sps, area) = (&sps, geo.name(&at));
            log.add("B.1.b", say(&Said::GroupStops { sps, area, die }));
            break;
        }
        leaving::shift_from(st, Side::British, &at, cond, next, &sps);
        let out = std::mem::replace(&mut cond, super::super::state::Condition::Open);
        // B.1.b.3 T SPs leaving a region become B SPs.
        let (from_r, to_r) = (
            geo.region_of(&at).to_string(),
            geo.region_of(next).to_string(),
        );
        if from_r != to_r && sps.get(Kind::T) > 0 {
            let t = sps.take(Kind::T, u32::MAX);
            sps.add(Kind::B, t);
            let h = st.holding_mut(next, Side::British);
            h.open.take(Kind::T, t);
            h.employed.take(Kind::T, t);
            h.open.add(Kind::B, t);
            h.employed.add(Kind::B, t);
            let region = geo.name(&from_r);
            log.add("B.1.b", say(&Said::ToriesBecomeB { tories: t, region }));
        }
        let said = Said::GroupEnters {
            sps: &sps,
            condition: out,
            area: geo.name(next),
            die,
        };
        log.add_provisional("B.1.b", say(&said), rules.adjacency_note());
        at = next.clone();
        passed.push(at.clone());
        if !st.td_markers.contains(&to_r) && !to_r.is_empty() {
            raised.extend(first_entry::enter(rules, st, &to_r, next, log));
        }
    }
    log.moved(Side::British.key(), passed);
    raised
}
