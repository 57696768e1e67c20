// 4. Charge phase: charges on one target combined under a principal charger
//! One charge, combined: every charger declared on the target checks morale before
//! charging (the principal first; another charge on the same target +1, flank or rear +1,
//! shaken target +1, unshaken artillery from the front -1, en masse +1); those passing go
//! in; the target checks when charged (by more than one unit -1, in the flank -1,
//! defending a linear feature +1 when it defends one against every charger that went in). What
//! follows is the charge chart's provisional reading: a target failing flees (a battery is
//! silenced), its attached general lost on a 1, and successful cavalry check again to
//! pursue or follow up; a target passing repulses the chargers. A follow-up charge skips
//! the attacker's check: the pursuit check was it.

use super::super::morale::{morale_check, MoraleCheck};
use super::super::tables::{Branch, Charts, MoraleFactor};
use super::flight_and_pursuit::{flight_distance, general_lost, pursuit_distance, Flight};
use crate::board::table::measure::Length;
use crate::board::table::stand::Edge;
use crate::fairness::Dice;
use std::collections::BTreeSet;

/// A unit charging.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charger {
    /// Its id.
    pub id: String,
    /// Its arm.
    pub branch: Branch,
    /// Shaken now.
    pub shaken: bool,
    /// The target's edge it charges ([`crate::board::table::fire_lane::charge`]).
    pub edge: Edge,
    /// Infantry charging en masse (friendly infantry directly behind, same facing, over
    /// half the base overlapping; the game measures it).
    pub en_masse: bool,
    /// The linear feature the target defends against it, if any (the target's front edge
    /// at or behind it, the charger beyond; the game measures it).
    pub defended: Option<String>,
    /// Its own morale factors (quality, terrain, general attached).
    pub morale: BTreeSet<MoraleFactor>,
}

/// The unit charged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// Its id.
    pub id: String,
    /// Its arm.
    pub branch: Branch,
    /// Shaken now.
    pub shaken: bool,
    /// Its own morale factors (quality, terrain, square, general attached).
    pub morale: BTreeSet<MoraleFactor>,
    /// The general attached to it, if any.
    pub general: Option<String>,
}

/// A charge to resolve: the principal charger, the others combined with it, the target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charge {
    /// The principal charger (checks first; the unit flees away from it).
    pub principal: Charger,
    /// The other charges declared on the same target.
    pub others: Vec<Charger>,
    /// The target.
    pub target: Target,
    /// A follow-up charge of successful cavalry: no attacker's check.
    pub follow_up: bool,
}

/// What a repulse does to a charger.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    /// An eager charger becomes shaken.
    Shaken,
    /// A shaken one routs.
    Routed,
}

/// The charge's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChargeResult {
    /// Every charger failed its check and halts.
    Halted,
    /// The target passed: each charger that went in is shaken or routed; cavalry
    /// receiving cavalry de-shakes.
    Repulsed {
        /// Each charger that went in and its fate.
        chargers: Vec<(String, Fate)>,
        /// The target removes its Shaken marker.
        target_deshakes: bool,
    },
    /// The target failed and flees.
    Fled(Flight),
    /// The target, a battery, failed and is silenced.
    Silenced,
}

/// A successful cavalry charger's check to pursue or follow up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pursuit {
    /// The charger.
    pub id: String,
    /// Its morale check.
    pub check: MoraleCheck,
    /// How far it pursues (passed, after a unit that fled).
    pub distance: Option<Length>,
    /// May follow up on a unit it then touches (passed).
    pub may_follow_up: bool,
}

/// A charge's outcome, step by step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChargeOutcome {
    /// The attacker's checks, principal first.
    pub checks: Vec<(String, MoraleCheck)>,
    /// The chargers that went in.
    pub went_in: Vec<String>,
    /// The target's check, if any charger went in.
    pub target_check: Option<MoraleCheck>,
    /// The result.
    pub result: ChargeResult,
    /// The attached general's die and whether he is lost, when his unit fled.
    pub general_lost: Option<(u32, bool)>,
    /// Successful cavalry's checks.
    pub pursuits: Vec<Pursuit>,
    /// The provisional readings used, their notes.
    pub provisional: Vec<String>,
}

/// Resolves `charge`.
pub fn resolve(charts: &Charts, charge: &Charge, dice: &mut dyn Dice) -> ChargeOutcome {
    let all: Vec<&Charger> = std::iter::once(&charge.principal)
        .chain(&charge.others)
        .collect();
    let mut checks = Vec::new();
    let mut went: Vec<&Charger> = Vec::new();
    for c in &all {
        if charge.follow_up {
            went.push(c);
            continue;
        }
        let m = morale_check(charts, &c.id, &attacker_factors(charge, c), dice);
        if m.passed {
            went.push(c);
        }
        checks.push((c.id.clone(), m));
    }
    let mut out = ChargeOutcome {
        checks,
        went_in: went.iter().map(|c| c.id.clone()).collect(),
        target_check: None,
        result: ChargeResult::Halted,
        general_lost: None,
        pursuits: vec![],
        provisional: vec![],
    };
    if out.checks.iter().any(|(_, m)| !m.passed) {
        out.provisional
            .push(charts.charge.charger_fails.note.clone());
    }
    if went.is_empty() {
        return out;
    }
    let t = &charge.target;
    let check = morale_check(charts, &t.id, &target_factors(t, &went), dice);
    let passed = check.passed;
    out.target_check = Some(check);
    if passed {
        out.result = repulse(t, &went);
        out.provisional
            .push(charts.charge.target_passes.note.clone());
    } else {
        succeed(charts, charge, &went, &mut out, dice);
    }
    out
}

/// The attacker's check factors of `c`.
fn attacker_factors(charge: &Charge, c: &Charger) -> BTreeSet<MoraleFactor> {
    let t = &charge.target;
    let mut f = c.morale.clone();
    let flags = [
        (c.shaken, MoraleFactor::Shaken),
        (!charge.others.is_empty(), MoraleFactor::AnotherCharge),
        (c.edge != Edge::Front, MoraleFactor::ChargingFlankOrRear),
        (t.shaken, MoraleFactor::ChargingShaken),
        (
            t.branch == Branch::Artillery && !t.shaken && c.edge == Edge::Front,
            MoraleFactor::ChargingUnshakenArtilleryFront,
        ),
        (
            c.en_masse && c.branch == Branch::Infantry,
            MoraleFactor::EnMasse,
        ),
    ];
    f.extend(flags.iter().filter(|(on, _)| *on).map(|(_, x)| *x));
    f
}

/// The target's check factors, charged by `went`.
fn target_factors(t: &Target, went: &[&Charger]) -> BTreeSet<MoraleFactor> {
    let mut f = t.morale.clone();
    let flags = [
        (t.shaken, MoraleFactor::Shaken),
        (
            went.iter().all(|c| c.defended.is_some()),
            MoraleFactor::DefendingLinearFeature,
        ),
        (went.len() > 1, MoraleFactor::ChargedBySeveral),
        (
            went.iter().any(|c| c.edge.is_flank()),
            MoraleFactor::ChargedInFlank,
        ),
        (
            went.iter().any(|c| c.edge == Edge::Rear),
            MoraleFactor::ChargedInRear,
        ),
    ];
    f.extend(flags.iter().filter(|(on, _)| *on).map(|(_, x)| *x));
    f
}

/// The target passed: the chargers that went in are shaken or routed.
fn repulse(t: &Target, went: &[&Charger]) -> ChargeResult {
    ChargeResult::Repulsed {
        chargers: went
            .iter()
            .map(|c| {
                let fate = if c.shaken { Fate::Routed } else { Fate::Shaken };
                (c.id.clone(), fate)
            })
            .collect(),
        target_deshakes: t.shaken
            && t.branch == Branch::Cavalry
            && went.iter().any(|c| c.branch == Branch::Cavalry),
    }
}

/// The target failed: it flees or is silenced; its general may be lost; successful
/// cavalry check to pursue or follow up.
fn succeed(
    charts: &Charts,
    charge: &Charge,
    went: &[&Charger],
    out: &mut ChargeOutcome,
    dice: &mut dyn Dice,
) {
    let t = &charge.target;
    out.provisional
        .push(charts.charge.target_fails.note.clone());
    let from_cavalry = went.iter().any(|c| c.branch == Branch::Cavalry);
    let fled = flight_distance(charts, t.branch, from_cavalry, &t.id, dice);
    out.result = match &fled {
        Some(f) => {
            out.provisional.push(charts.flight.direction.note.clone());
            if let Some(g) = &t.general {
                out.general_lost = Some(general_lost(charts, g, dice));
            }
            ChargeResult::Fled(f.clone())
        }
        None => ChargeResult::Silenced,
    };
    for c in went.iter().filter(|c| c.branch == Branch::Cavalry) {
        let mut f = c.morale.clone();
        if c.shaken {
            f.insert(MoraleFactor::Shaken);
        }
        let check = morale_check(charts, &c.id, &f, dice);
        let passed = check.passed;
        out.pursuits.push(Pursuit {
            id: c.id.clone(),
            distance: fled
                .as_ref()
                .filter(|_| passed)
                .and_then(|f| pursuit_distance(charts, t.branch, f.distance)),
            may_follow_up: passed,
            check,
        });
    }
    if !out.pursuits.is_empty() {
        out.provisional
            .push(charts.charge.successful_cavalry.note.clone());
    }
}
