// 4. Charge Phase: "Successful cavalry charges may result in follow-up charges, which are resolved immediately"
//! Follow-up charges. A successful cavalry charger that passed its check (after any
//! pursuit) follows up unless its orders say `follow_ups: {UNIT: halt}` (the default is
//! `charge`): its new target is the nearest enemy unit (edge to edge, then id), other than
//! the one it just charged, at least partly inside its 45° front wedge (the firing chart's
//! wedge) within the follow-up reach (charts/charge.yaml `follow-up`, 3", provisional).
//! It moves into contact at once (the lane clear of other units, up to its move, terrain
//! halving it; from pbem 0.12.0 squared to the edge it meets, contact.rs) and the charge
//! is resolved as any other, without an attacker's check: the pursuit check was it. Each
//! unit follows up once a phase (provisional, in the note).
//! [`fight`] resolves any charge (charge/), applies it on the table (charge_outcome.rs)
//! and makes its follow-ups at once.

use super::super::charge::{resolve, Charge};
use super::super::orders::FollowUp;
use super::super::state::State;
use super::charge_outcome::{charger, outcome, run_unit, target, Phase};
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::MoveRules;
use crate::board::table::range::{in_arc, range_edge};
use crate::board::table::stand::Stand;
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::charge::{Said, Squares};
use crate::rules::grande_tactique::words::{movement, say};
use crate::rules::table_game::log::{Log, Track};

/// The index of the follow-up target of cavalry unit `i`, which just charged `after`.
pub fn target_for(ph: &Phase<'_>, st: &State, i: usize, after: &str) -> Option<usize> {
    let rules = ph.rules;
    let c = &st.units[i];
    let reach = rules.charts.charge.follow_up.reach.0;
    (0..st.units.len())
        .filter(|j| {
            let e = &st.units[*j];
            e.side() != c.side()
                && e.id() != after
                && in_arc(&c.stand, &e.stand, rules.charts.firing.wedge, reach)
        })
        .min_by_key(|j| {
            let e = &st.units[*j];
            (range_edge(&c.stand, &e.stand), e.id().to_string())
        })
}

/// Cavalry `id`, successful against `after` and past its check, follows up if it may.
pub fn run(
    ph: &mut Phase<'_>,
    st: &mut State,
    (id, after): (&str, &str),
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let Some(i) = st.unit_index(id) else {
        return;
    };
    let note = ph.rules.charts.charge.follow_up.note.clone();
    if ph.orders.follow_ups.get(id).copied().unwrap_or_default() == FollowUp::Halt {
        log.line(say(&Said::FollowUpHalts { unit: id }));
        return;
    }
    if !ph.followed.insert(id.to_string()) {
        log.line(say(&Said::FollowedUpAlready {
            unit: id,
            note: &note,
        }));
        return;
    }
    let reach = ph.rules.charts.charge.follow_up.reach.0;
    let Some(t) = target_for(ph, st, i, after) else {
        log.line(say(&Said::NoFollowUpTarget {
            unit: id,
            reach: &reach.to_string(),
            note: &note,
        }));
        return;
    };
    let tid = st.units[t].id().to_string();
    match contact(ph, st, i, t) {
        Ok((moved, path, squares)) => {
            log.tracks.push(Track {
                id: id.to_string(),
                side: st.units[i].side().to_string(),
                path,
            });
            log.line(say(&Said::FollowsUp {
                unit: id,
                target: &tid,
                reach: &reach.to_string(),
                moved: &moved.to_string(),
                note: &note,
                squares,
            }));
        }
        Err(why) => {
            log.line(say(&Said::CannotFollowUp {
                unit: id,
                target: &tid,
                why: &why,
                note: &note,
            }));
            return;
        }
    }
    let charge = Charge {
        principal: charger(ph.rules, st, i, t),
        others: vec![],
        target: target(ph.rules, st, t),
        follow_up: true,
    };
    fight(ph, st, t, &charge, dice, log);
}

/// Moves unit `i` into contact with unit `t` (already there: no move), from pbem 0.12.0
/// squared to the edge it meets (contact.rs); returns the distance, the centre's path and
/// the squaring's words.
///
/// # Errors
/// The lane blocked by another unit, or the move refused (beyond its move, off the table).
fn contact<'r>(ph: &Phase<'r>, st: &mut State, i: usize, t: usize) -> Result<Moved<'r>, String> {
    let (u, tu) = (&st.units[i], &st.units[t]);
    let stands: Vec<Stand> = st
        .stands()
        .into_iter()
        .filter(|s| s.id != tu.id())
        .collect();
    let way = super::contact::way(ph.rules, &u.stand, &tu.stand, &stands);
    if let Some(o) = way.charge.in_the_way.first() {
        return Err(say(&Said::InTheWay { unit: o }));
    }
    let costs = super::super::movement::half_move_costs();
    let rate = ph.rules.units.rate(u.arm, false);
    let m = way
        .make(
            &u.stand,
            &MoveRules {
                table: &ph.rules.table,
                stands: &stands,
                interpenetrate: false,
                allowance: if u.markers.shaken {
                    rate.scale(1, 2)
                } else {
                    rate
                },
                costs: &costs,
            },
        )
        .map_err(|e| {
            say(&movement::Said::MoveRefused {
                why: &e.to_string(),
            })
        })?;
    st.units[i].stand = m.stand;
    Ok((m.distance, m.path, way.squares(ph.rules)))
}

/// A follow-up's move into contact: the distance, the centre's path, the squaring.
type Moved<'r> = (Length, Vec<Point>, Option<Squares<'r>>);

/// Resolves `charge` on unit `t` (charge/), applies the outcome on the table, runs the
/// pursuits, then the follow-up charges of successful cavalry, immediately.
pub fn fight(
    ph: &mut Phase<'_>,
    st: &mut State,
    t: usize,
    charge: &Charge,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let rules = ph.rules;
    let target = charge.target.id.clone();
    let out = resolve(&rules.charts, charge, dice);
    for (id, c) in &out.checks {
        log.line(say(&Said::AttackersCheck {
            unit: id,
            target: &target,
            breakdown: &c.breakdown.to_string(),
        }));
    }
    if let Some(c) = &out.target_check {
        log.line(say(&Said::DefendersCheck {
            target: &target,
            breakdown: &c.breakdown.to_string(),
        }));
    }
    outcome(rules, st, t, charge, &out, log);
    for p in &out.pursuits {
        let Some(i) = st.unit_index(&p.id) else {
            continue;
        };
        match p.distance {
            Some(d) => {
                let facing = st.units[i].stand.facing;
                let ran = run_unit(rules, st, i, facing, d, log);
                log.line(say(&Said::Pursues {
                    unit: &p.id,
                    breakdown: &p.check.breakdown.to_string(),
                    ran: &ran,
                }));
            }
            None => log.line(say(&Said::PursuitHalts {
                unit: &p.id,
                breakdown: &p.check.breakdown.to_string(),
            })),
        }
    }
    for p in out.pursuits.iter().filter(|p| p.may_follow_up) {
        run(ph, st, (&p.id, &target), dice, log);
    }
}
