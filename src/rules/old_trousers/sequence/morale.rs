// MORALE TABLE: a unit that takes hits in a fire subsegment checks morale (PROVISIONAL: when checks are taken is not in our text).
//! The morale check of every unit hit in a fire subsegment, after the hits land: the
//! troop's number, the casualties band, the attached leader, shaken, cover, canister; a
//! failure makes it shaken or routs it (charts/morale-effects.yaml, provisional).

use super::super::model::Rules;
use super::super::morale::morale_check::{morale_check, MoraleEffect, MoraleInput};
use super::super::state::State;
use super::super::tables::flags::MoraleFlag;
use super::super::tables::Rating;
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;
use crate::rules::old_trousers::words::{rally::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::{BTreeMap, BTreeSet};

/// The rating of the leader attached to unit `i`, if any.
pub fn leader_of(st: &State, i: usize) -> Option<Rating> {
    let id = st.units[i].id();
    st.leaders
        .iter()
        .find(|l| l.attached.as_deref() == Some(id))
        .map(|l| l.rating)
}

/// The morale modifiers of unit `i` from its markers and its ground.
pub fn flags(rules: &Rules, st: &State, i: usize) -> Vec<MoraleFlag> {
    let u = &st.units[i];
    let mut v = vec![];
    if u.stand.markers.shaken {
        v.push(MoraleFlag::Shaken);
    }
    if u.stand.markers.routed {
        v.push(MoraleFlag::Routed);
    }
    for a in rules.table.areas.iter().filter(|a| a.has(u.stand.centre)) {
        match a.kind {
            AreaKind::LightWoods => v.push(MoraleFlag::CoverLight),
            AreaKind::MediumWoods | AreaKind::BuiltUp => v.push(MoraleFlag::CoverMedium),
            AreaKind::HeavyWoods => v.push(MoraleFlag::CoverHeavy),
            _ => {}
        }
    }
    v.sort();
    v.dedup();
    v
}

/// Checks every unit in `hit` (index -> struck by canister), in index order; those in
/// `flanked` were fired on from a flank (Flanked -4).
pub fn after_fire(
    rules: &Rules,
    st: &mut State,
    (hit, flanked): (&BTreeMap<usize, bool>, &BTreeSet<usize>),
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    for (&i, &canister) in hit {
        if st.units[i].stand.markers.routed {
            continue;
        }
        let mut f = flags(rules, st, i);
        if flanked.contains(&i) {
            f.push(MoraleFlag::Flanked);
        }
        if canister {
            f.push(MoraleFlag::Canister);
        }
        let u = &st.units[i];
        let input = MoraleInput {
            quality: u.quality,
            leader: leader_of(st, i),
            hits: u.hits,
            strength: rules.strength(u),
            flags: f,
        };
        let r = morale_check(&rules.charts, &input, dice);
        let name = u.name.clone();
        let m = &mut st.units[i].stand.markers;
        let what = match r.effect {
            MoraleEffect::None => "holds",
            MoraleEffect::Shaken => {
                m.shaken = true;
                "shaken"
            }
            MoraleEffect::Routs => {
                m.routed = true;
                m.shaken = true;
                "routs"
            }
        };
        log.line(say(&Said::MoraleAfterFire {
            unit: &name,
            effect: what,
            breakdown: &r.breakdown.to_string(),
        }));
    }
}
