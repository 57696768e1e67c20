// III.B.2 "Charging units will declare their charge & the defenders their reaction."
//! Charges declared by the phasing player (`charges:`) and the defenders' reactions from
//! the other player's standing orders (`reactions:`): `stand` does nothing; `fire`,
//! `square` and `face` take the REACTION TEST (square and face change formation or facing,
//! so the starred modifiers apply); a pass forms square, turns to face the charger, or
//! lets the defender fire at the charger in the Stationary Fire Subsegment; a failure
//! leaves it as it was (PROVISIONAL: what failing does is not in our text).

use super::super::charge::reaction_test::{reaction_test, ReactionTestInput};
use super::super::footprints::formation_key;
use super::super::model::Rules;
use super::super::orders::{Orders, Reaction};
use super::super::state::{Arm, Nation, State, Trait, Unit};
use super::super::tables::flags::ReactionFlag;
use super::morale::leader_of;
use super::movement::may_move;
use crate::board::table::fire_lane::charge;
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::{make_move, Move, MoveRules};
use crate::board::table::range::bearing_to;
use crate::board::table::stand::Formation;
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{charge::Said, name as name_of, rally, say};
use crate::rules::table_game::log::Log;
use std::collections::{BTreeMap, BTreeSet};

/// A declared charge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declared {
    /// Charger's index.
    pub charger: usize,
    /// Target's index.
    pub target: usize,
    /// The target counter-charged: both sides charge into the melee.
    pub counter: bool,
    /// 0.6.0: what is left of the charger's allowance after its move in the Movement
    /// Subsegment (`None`: it has not moved, as before 0.6.0).
    pub left: Option<Length>,
}

/// Why a unit may not have `counter-charge` as its reaction: only formed cavalry (not in
/// skirmish order) counter-charge (PROVISIONAL: the text names counter-charging units but
/// not who may; cavalry in skirmish order is not formed and fires instead).
pub fn counter_refusal(st: &State, id: &str, r: Reaction) -> Option<String> {
    let u = st.unit(id)?;
    let formed = u.troop.arm() == Arm::Cavalry && u.stand.formation != Formation::Skirmish;
    (r == Reaction::CounterCharge && !formed).then(|| {
        say(&Said::OnlyFormedCavalryCounter {
            unit: &u.name,
            troop: u.troop.name(),
            formation: formation_key(u.stand.formation),
        })
    })
}

/// Why a charge may not be declared (the check and the resolution).
pub fn refusal(rules: &Rules, st: &State, side: &str, id: &str, target: &str) -> Option<String> {
    let Some(i) = st
        .units
        .iter()
        .position(|u| u.id() == id && u.side() == side)
    else {
        return Some(say(&rally::Said::NoUnitOfYours { id }));
    };
    let Some(j) = st
        .units
        .iter()
        .position(|u| u.id() == target && u.side() != side)
    else {
        return Some(say(&Said::NoEnemyUnit { id: target }));
    };
    let (c, t) = (&st.units[i], &st.units[j]);
    if c.troop.arm() == Arm::Artillery || c.stand.markers.routed {
        return Some(say(&Said::ArtilleryOrRoutedDoNotCharge));
    }
    let Some(allow) = rules.charts.movement.allowance(c.troop, c.stand.formation) else {
        return Some(say(&Said::ChargerDoesNotMove {
            troop: c.troop.name(),
            formation: formation_key(c.stand.formation),
        }));
    };
    let bonus = rules
        .charts
        .movement
        .charge_bonus(c.troop.arm())
        .map_or(0, |d| i64::from(d.dice * d.sides));
    // 0.12.0: the lane of the charger squared to the edge it strikes (contact.rs).
    let ch = super::contact::strike(rules, &c.stand, &t.stand, &st.stands()).charge;
    let most = allow + Length::inches(bonus);
    if ch.distance > most {
        return Some(say(&Said::BeyondChargeReach {
            distance: &ch.distance.to_string(),
            most: &most.to_string(),
        }));
    }
    if let Some(o) = ch.in_the_way.first() {
        return Some(say(&Said::InChargeLane { unit: o }));
    }
    if c.troop.arm() == Arm::Cavalry {
        if let Some(a) = rules.table.areas.iter().find(|a| {
            rules
                .charts
                .terrain
                .cavalry_may_not_charge_into
                .contains(&a.kind)
                && a.has(t.stand.centre)
        }) {
            return Some(say(&Said::CavalryMayNotChargeInto { area: &a.id }));
        }
    }
    None
}

/// Declares the phasing side's charges (a charger out of command without an order halts)
/// and resolves the reactions; returns the charges and the defenders allowed to fire at
/// their charger.
pub fn declare(
    rules: &Rules,
    st: &mut State,
    orders: (&Orders, &Orders),
    points: &BTreeSet<String>,
    dice: &mut dyn Dice,
    log: &mut Log,
) -> (Vec<Declared>, BTreeMap<String, String>) {
    log.open("III.B.2", &say(&Said::ChargesSection));
    let side = st.phasing_side().to_string();
    let mut out = vec![];
    let mut pbf = BTreeMap::new();
    for (id, target) in &orders.0.charges {
        if let Some(why) = refusal(rules, st, &side, id, target) {
            log.line(say(&Said::MayNotCharge {
                id,
                target,
                why: &why,
            }));
            continue;
        }
        let i = st.units.iter().position(|u| u.id() == id).unwrap_or(0);
        let j = st.units.iter().position(|u| u.id() == target).unwrap_or(0);
        if !matches!(may_move(st, i, points), Ok(true)) {
            log.line(say(&Said::MayNotChargeOutOfCommand {
                unit: &st.units[i].name,
            }));
            continue;
        }
        let dist = charge(&st.units[i].stand, &st.units[j].stand, &st.stands()).distance;
        log.line(say(&Said::DeclaresCharge {
            unit: &st.units[i].name,
            target: &st.units[j].name,
            distance: &dist.to_string(),
        }));
        let reaction = orders.1.reactions.get(target).copied().unwrap_or_default();
        let counter = react(rules, st, (i, j), reaction, dist, dice, log, &mut pbf);
        out.push(Declared {
            charger: i,
            target: j,
            counter,
            left: None,
        });
    }
    if out.is_empty() && orders.0.charges.is_empty() {
        log.line(say(&Said::NoChargeDeclared));
    }
    (out, pbf)
}

#[allow(clippy::too_many_arguments)]
fn react(
    rules: &Rules,
    st: &mut State,
    (i, j): (usize, usize),
    r: Reaction,
    dist: Length,
    dice: &mut dyn Dice,
    log: &mut Log,
    pbf: &mut BTreeMap<String, String>,
) -> bool {
    if r == Reaction::Stand {
        log.line(say(&Said::StandsToReceive {
            unit: &st.units[j].name,
            why: None,
        }));
        return false;
    }
    if let Some(why) = counter_refusal(st, st.units[j].id(), r) {
        log.line(say(&Said::StandsToReceive {
            unit: &st.units[j].name,
            why: Some(why.as_str()),
        }));
        return false;
    }
    let (c, t) = (&st.units[i], &st.units[j]);
    let flags = reaction_flags(c, t, r);
    let input = ReactionTestInput {
        quality: t.quality,
        leader: leader_of(st, j),
        changing: !matches!(r, Reaction::Fire | Reaction::CounterCharge),
        charged: dist,
        flags,
    };
    let res = reaction_test(&rules.charts, &input, dice);
    let name = t.name.clone();
    if !res.passed {
        log.line(say(&Said::FailsToReact {
            unit: &name,
            reaction: &name_of(&r),
            breakdown: &res.breakdown.to_string(),
        }));
        return false;
    }
    let done = match r {
        Reaction::CounterCharge => counter_charge(rules, st, i, j, dist),
        Reaction::Fire => {
            pbf.insert(t.id().to_string(), c.id().to_string());
            say(&Said::WillFireAtCharger)
        }
        Reaction::Square | Reaction::Face => turn(rules, st, i, j, r),
        Reaction::Stand => String::new(),
    };
    log.line(say(&Said::Reacts {
        unit: &name,
        reaction: &name_of(&r),
        done: &done,
        breakdown: &res.breakdown.to_string(),
    }));
    r == Reaction::CounterCharge
}

/// The REACTION TEST modifiers that hold for target `t` reacting with `r` to charger `c`.
fn reaction_flags(c: &Unit, t: &Unit, r: Reaction) -> Vec<ReactionFlag> {
    let mut flags = vec![];
    if r == Reaction::Fire {
        flags.push(ReactionFlag::AttemptingPbf);
    }
    if t.stand.markers.shaken {
        flags.push(ReactionFlag::Shaken);
    }
    match c.troop.arm() {
        Arm::Cavalry => flags.push(ReactionFlag::ReactionToCavalry),
        _ => flags.push(ReactionFlag::ReactionToInfantry),
    }
    if t.troop.arm() == Arm::Infantry && t.nation == Nation::French {
        flags.push(ReactionFlag::FrenchInfantry);
    }
    if t.has(Trait::NationalBonus) {
        flags.push(ReactionFlag::NationalBonus);
    }
    if t.troop.arm() == Arm::Infantry
        && matches!(
            t.stand.formation,
            Formation::AttackColumn | Formation::CompanyColumn
        )
    {
        flags.push(ReactionFlag::InfantryColumn);
    }
    flags
}

/// The counter-charger `j` moves (facing kept) its front centre towards the charger `i`'s
/// front centre by half the distance charged, at most its MOVEMENT TABLE allowance, or less
/// where the table or a unit stops it (PROVISIONAL: where they meet is not in our text).
fn counter_charge(rules: &Rules, st: &mut State, i: usize, j: usize, dist: Length) -> String {
    if rules.revision.has(Change::CounterChargeMeets) {
        return super::counter_charge::counter_charge(rules, st, (i, j), dist);
    }
    let (c, t) = (&st.units[i].stand, &st.units[j].stand);
    let allow = rules
        .charts
        .movement
        .allowance(st.units[j].troop, t.formation)
        .unwrap_or(Length::ZERO);
    let go = Length(dist.0 / 2).min(allow);
    let (from, to) = (t.front_centre(), c.front_centre());
    let gap = from.distance(to);
    if gap.0 <= 0 || go.0 <= 0 {
        return say(&Said::CounterChargesInPlaceOld);
    }
    let shift = Point::new(
        (to.x - from.x) * go.0 / gap.0,
        (to.y - from.y) * go.0 / gap.0,
    );
    let stands = st.stands();
    let costs = Default::default();
    let mr = MoveRules::unbounded(&rules.table, &stands, &costs);
    match make_move(t, Move::MoveTo(t.centre + shift), &mr) {
        Ok(m) => {
            st.units[j].stand = m.stand;
            say(&Said::CounterChargesOld {
                go: &go.to_string(),
            })
        }
        Err(e) => say(&Said::CounterChargeBlockedOld {
            why: &e.to_string(),
        }),
    }
}

/// Forms square or turns to face the charger, if it fits on the table.
fn turn(rules: &Rules, st: &mut State, i: usize, j: usize, r: Reaction) -> String {
    let mut s = st.units[j].stand.clone();
    if r == Reaction::Square {
        match rules
            .footprints
            .size(st.units[j].troop.arm(), Formation::Square)
        {
            Some((w, d)) => {
                s.formation = Formation::Square;
                s.frontage = w;
                s.depth = d;
            }
            None => return say(&Said::CannotFormSquare),
        }
    } else {
        s.facing = bearing_to(s.centre, st.units[i].stand.centre);
    }
    let stands = st.stands();
    let costs = Default::default();
    let mr = MoveRules {
        table: &rules.table,
        stands: &stands,
        interpenetrate: false,
        allowance: Length::ZERO,
        costs: &costs,
    };
    match make_move(&s, Move::ChangeFacing(s.facing), &mr) {
        Ok(m) => {
            st.units[j].stand = m.stand;
            if r == Reaction::Square {
                say(&Said::FormsSquare)
            } else {
                say(&Said::TurnsToFaceCharger {
                    facing: st.units[j].stand.facing.0,
                })
            }
        }
        Err(e) => say(&Said::CannotReact {
            why: &e.to_string(),
        }),
    }
}
