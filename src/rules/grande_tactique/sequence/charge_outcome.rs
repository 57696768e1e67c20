// 4. Charge Phase: the facts of a charge measured on the table and its outcome applied there
//! What the Charge Phase reads off the table for one charge (each charger's edge met, en
//! masse, the linear feature defended, the units' morale facts) and how it applies the
//! outcome there: repulsed chargers shaken or routed, the target fleeing (straight away
//! from the principal charger: from pbem 0.6.0 it runs its distance sliding past units,
//! flight.rs; before, it stopped short of the first unit in its way; its attached
//! general's fate) or silenced, and cavalry pursuing.

use super::super::charge::{Charge, ChargeOutcome, ChargeResult, Charger, Fate, Target};
use super::super::model::Rules;
use super::super::morale::{defended_feature, en_masse};
use super::super::orders::Orders;
use super::super::state::{Arm, State};
use super::super::tables::Branch;
use super::attached::{general_of, lose};
use super::morale::unit_factors;
use crate::board::table::flight::{away_from, run as run_on};
use crate::board::table::measure::Length;
use crate::board::table::range::facing_edge;
use crate::rules::grande_tactique::revision::Change;
use crate::rules::grande_tactique::words::{charge::Said, name, say};
use crate::rules::table_game::log::{Log, Track};
use std::collections::BTreeSet;

/// The chart's branch of an arm.
pub fn branch(a: Arm) -> Branch {
    match a {
        Arm::Infantry => Branch::Infantry,
        Arm::Cavalry | Arm::Cuirassiers => Branch::Cavalry,
        Arm::FootArtillery | Arm::HorseArtillery => Branch::Artillery,
    }
}

/// The general attached to fleeing `unit` rolled `v`: lost (taken off) or he flees with it.
pub(super) fn general_fate(
    st: &mut State,
    g: &str,
    unit: &str,
    (v, lost): (u32, bool),
    rules: &Rules,
    log: &mut Log,
) {
    let l = &rules.charts.general.lost;
    if lost {
        lose(st, g);
    }
    log.line(say(&Said::GeneralWithFleeing {
        general: g,
        unit,
        label: &l.label,
        sides: l.die,
        die: v,
        lost,
    }));
}

/// Moves unit `k` straight to `facing` up to `d` (flight or pursuit); returns the words.
pub fn run_unit(
    rules: &Rules,
    st: &mut State,
    k: usize,
    facing: crate::board::table::measure::Angle,
    d: Length,
    log: &mut Log,
) -> String {
    let stands = st.stands();
    let ran = run_on(&st.units[k].stand, facing, d, &rules.table, &stands);
    log.tracks.push(Track {
        id: st.units[k].id().to_string(),
        side: st.units[k].side().to_string(),
        path: vec![st.units[k].stand.centre, ran.stand.centre],
    });
    st.units[k].stand = ran.stand;
    say(&Said::Ran {
        distance: &ran.distance.to_string(),
        stopped_by: ran.stopped_by.map(|s| name(&s)).as_deref(),
    })
}

/// Unit `i` charging unit `t`, with the facts measured on the table: the edge it meets,
/// en masse (infantry), the linear feature `t` defends against it.
pub fn charger(rules: &Rules, st: &State, i: usize, t: usize) -> Charger {
    let u = &st.units[i];
    let target = &st.units[t].stand;
    let measures = &rules.charts.morale.measures;
    let infantry = st.units.iter().filter(|o| o.arm == Arm::Infantry);
    Charger {
        id: u.id().to_string(),
        branch: branch(u.arm),
        shaken: u.markers.shaken,
        edge: facing_edge(target, u.stand.front_centre()),
        en_masse: u.arm == Arm::Infantry
            && en_masse(&measures.en_masse, &u.stand, infantry.map(|o| &o.stand)).is_some(),
        defended: defended_feature(
            &rules.table,
            &measures.defending_linear_feature,
            target,
            &u.stand,
        ),
        morale: unit_factors(rules, st, u),
    }
}

/// What the whole phase shares: the rules, the moving player's orders, and the cavalry
/// that have followed up (once a phase each).
pub struct Phase<'a> {
    /// The rules.
    pub rules: &'a Rules,
    /// The moving player's orders (principal chargers, follow-ups).
    pub orders: &'a Orders,
    /// The cavalry that followed up this phase.
    pub followed: BTreeSet<String>,
}

/// Unit `t` charged: its facts measured on the table.
pub fn target(rules: &Rules, st: &State, t: usize) -> Target {
    let tu = &st.units[t];
    Target {
        id: tu.id().to_string(),
        branch: branch(tu.arm),
        shaken: tu.markers.shaken,
        morale: unit_factors(rules, st, tu),
        general: general_of(st, tu.id()).map(|g| g.id.clone()),
    }
}

/// Applies the result of `charge` on unit `t` on the table: repulsed chargers shaken or
/// routed, the target fleeing (its general's fate) or silenced.
pub fn outcome(
    rules: &Rules,
    st: &mut State,
    t: usize,
    charge: &Charge,
    out: &ChargeOutcome,
    log: &mut Log,
) {
    let target = charge.target.id.clone();
    let threat = st
        .unit_index(&charge.principal.id)
        .map(|p| st.units[p].stand.centre);
    match &out.result {
        ChargeResult::Halted => log.line(say(&Said::ChargesHalt { target: &target })),
        ChargeResult::Repulsed {
            chargers,
            target_deshakes,
        } => {
            for (id, fate) in chargers {
                if let Some(i) = st.unit_index(id) {
                    st.units[i].markers.shaken = true;
                    st.units[i].markers.routed |= *fate == Fate::Routed;
                    log.line(say(&Said::IsRepulsed {
                        unit: id,
                        fate: &name(fate),
                    }));
                }
            }
            if *target_deshakes {
                st.units[t].markers.shaken = false;
                let d = &rules.charts.charge.cavalry_deshakes;
                if rules.revision.has(Change::DeshakeCited) {
                    log.line(say(&Said::RemovesShakenCited {
                        target: &target,
                        label: &d.label,
                        rule: &d.rule,
                    }));
                } else {
                    log.line(say(&Said::RemovesShaken { target: &target }));
                }
            }
        }
        ChargeResult::Fled(f) => {
            st.units[t].markers.routed = true;
            st.units[t].markers.shaken = true;
            st.units[t].markers.firing = false;
            let away = away_from(
                &st.units[t].stand,
                threat.unwrap_or(st.units[t].stand.centre),
            );
            let ran = if rules.revision.has(Change::FlightRuns) {
                super::flight::run(rules, st, t, (away, f.distance), log)
            } else {
                run_unit(rules, st, t, away, f.distance, log)
            };
            log.line(say(&Said::RoutsAndFlees {
                target: &target,
                distance: &f.distance.to_string(),
                flight: &f.words,
                ran: &ran,
            }));
            if let (Some(g), Some((v, lost))) = (&charge.target.general, out.general_lost) {
                general_fate(st, g, &target, (v, lost), rules, log);
            }
        }
        ChargeResult::Silenced => {
            st.units[t].markers.silenced = true;
            st.units[t].markers.firing = false;
            log.line(say(&Said::IsSilenced { target: &target }));
        }
    }
}
