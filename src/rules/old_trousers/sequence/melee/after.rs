//! The morale check after melee: casualties from melee count toward the MORALE TABLE's
//! 20% / 33% / 50% as fire casualties do.

use super::super::super::model::Rules;
use super::super::super::morale::morale_check::{morale_check, MoraleEffect, MoraleInput};
use super::super::super::state::State;
use super::super::morale::{flags, leader_of};
use crate::board::table::range::{facing_edge, in_contact};
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::tables::flags::MoraleFlag;
use crate::rules::old_trousers::words::{melee, rally::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeSet;

/// Checks every unit in `hit` that is not routed, in index order; a failure shakes or
/// routs it (charts/morale-effects.yaml, provisional).
// MORALE TABLE: casualties 20% / 33% / 50%, after melee
pub fn morale(
    rules: &Rules,
    st: &mut State,
    hit: &BTreeSet<usize>,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    for &i in hit {
        if st.units[i].stand.markers.routed {
            continue;
        }
        let u = &st.units[i];
        let mut f = flags(rules, st, i);
        if rules.revision.has(Change::FlankedInMelee) && flanked_in_contact(rules, st, i) {
            f.push(MoraleFlag::Flanked);
        }
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
        log.line(say(&Said::MoraleAfterMelee {
            unit: &name,
            effect: what,
            breakdown: &r.breakdown.to_string(),
        }));
    }
}

/// 0.6.0: applies one side's melee results to unit `i`: casualties up to its strength
/// (hits beyond it never count), markers, a fall back that pays terrain and runs as far as
/// it can, and a rout that runs its rout distance at once, leaving contact.
pub fn apply_v06(
    rules: &Rules,
    st: &mut State,
    i: usize,
    o: &crate::rules::old_trousers::melee::combat_results::SideOutcome,
) -> Vec<String> {
    let strength = rules.strength(&st.units[i]);
    let u = &mut st.units[i];
    u.hits = u.hits.saturating_add(o.casualties).min(strength);
    let m = &mut u.stand.markers;
    m.disordered |= o.disordered;
    m.shaken |= o.shaken || o.routs;
    m.routed |= o.routs;
    let mut words = o.results.clone();
    if let Some(d) = o.falls_back {
        let r = super::super::rout::fall_back(rules, st, i, d);
        words.push(say(&melee::Said::FallsBack {
            ran: &r.distance.to_string(),
            most: &d.to_string(),
            how: &r.words,
        }));
    }
    if o.routs {
        let d = rules.charts.rout.distance[&st.units[i].troop.arm()];
        let r = super::super::rout::rout_move(rules, st, i, d);
        words.push(say(&melee::Said::RoutsAtOnce {
            ran: &r.distance.to_string(),
            most: &d.to_string(),
            how: &r.words,
        }));
    }
    words
}

/// MORALE TABLE "Flanked -4" (0.6.0): an enemy in contact with unit `i` has its front centre
/// in `i`'s flank or rear sector, the flank measure of charts/flanks.yaml.
pub fn flanked_in_contact(rules: &Rules, st: &State, i: usize) -> bool {
    let u = &st.units[i];
    st.units.iter().any(|e| {
        e.side() != u.side()
            && in_contact(&u.stand, &e.stand)
            && rules
                .charts
                .flanks
                .is_flank(facing_edge(&u.stand, e.stand.front_centre()))
    })
}
