//! 7.5.2.10.2 Pursuit after combat, with the provisional pursuit tables.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::battle_report::PursuitReport;
use crate::rules::empires_in_arms::combat::losses::{
    allocate_pursuit, allocate_pursuit_whole, Loss,
};
use crate::rules::empires_in_arms::model::force::Force;
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::rules::Revision;
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::revision::Change;
use crate::rules::empires_in_arms::tables::charts::{fmt_tenths, Charts};
use crate::rules::empires_in_arms::words::{pursuit::Said, say};

/// Why the pursued force is leaving the field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// It broke after `rounds` rounds (3 or more counts as 3+).
    Broke {
        /// Combat rounds completed.
        rounds: u32,
    },
    /// It withdrew after a day's combat (7.5.2.10.2.1 EXCEPTION: class 1).
    Withdrew,
}

/// What a pursuit inflicts before the loser takes its losses (7.5.2.10.2.1-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Inflicted {
    /// 7.5.2.10.2.2.4: the class was modified below 1: no pursuit, no die.
    BelowClassOne,
    /// Pursuit losses (each one cavalry, or non-militia or militia factors, 7.5.2.10.2.3).
    Points(u32),
}

/// 7.5.2.10.2.1-3: the victor pursues `loser` with its cavalry. Losses are taken from
/// `loser` in place. Returns None when there is no pursuit (no cavalry, or class below 1).
#[allow(clippy::too_many_arguments)] // the rule's inputs, each read once
pub fn pursue(
    charts: &Charts,
    terrain: &str,
    victor: &Force,
    loser: &mut Force,
    cause: Cause,
    (priority, revision): (&[FactorType], Revision),
    dice: &mut dyn Dice,
    purpose: &str,
) -> Option<PursuitReport> {
    let p = &charts.pursuit;
    let mut lines = Vec::new();
    let points = match inflicted(
        charts,
        terrain,
        victor,
        cause,
        dice,
        purpose,
        Some(&mut lines),
    )? {
        Inflicted::BelowClassOne => {
            return Some(PursuitReport {
                lines,
                losses: Vec::new(),
                provisional: p.provisional,
            })
        }
        Inflicted::Points(n) => n,
    };
    let (losses, unused) = take_losses(charts, loser, points, (priority, revision));
    let removed: u32 = losses.iter().map(|l| l.count).sum();
    lines.push(say(&Said::PursuitLosses {
        non_militia: p.non_militia_per_loss,
        militia: p.militia_per_loss,
        removed,
        unused,
    }));
    Some(PursuitReport {
        lines,
        losses,
        provisional: p.provisional,
    })
}

/// 7.5.2.10.2.1-3 up to the die: the pursuit class of `victor` (with terrain), and the
/// pursuit losses its die inflicts. None when the victor has no cavalry (no pursuit, no
/// die). The report's lines go to `lines` when given (none are written otherwise: `pbem
/// odds` walks pursuits nobody reads).
pub fn inflicted(
    charts: &Charts,
    terrain: &str,
    victor: &Force,
    cause: Cause,
    dice: &mut dyn Dice,
    purpose: &str,
    mut lines: Option<&mut Vec<String>>,
) -> Option<Inflicted> {
    let p = &charts.pursuit;
    let cavalry = victor.cavalry();
    if cavalry == 0 {
        return None;
    }
    // 7.5.2.10.2.1 pursuit class.
    let class = pursuit_class(charts, victor, cause, lines.as_deref_mut());
    // 7.5.2.10.2.2.2-3 terrain shift.
    let shift = charts.terrain.effect(terrain).pursuit_shift;
    let class = class + shift;
    if shift != 0 {
        if let Some(lines) = lines.as_deref_mut() {
            lines.push(say(&Said::PursuitTerrainShift {
                terrain,
                shift,
                class,
            }));
        }
    }
    if class < 1 {
        if let Some(lines) = lines.as_deref_mut() {
            lines.push(say(&Said::PursuitBelowClassOne));
        }
        return Some(Inflicted::BelowClassOne);
    }
    // 7.5.2.10.2.2.1 cavalry leader with cavalry of his power taking part.
    let leader_bonus = cavalry_leader(victor);
    let roll = dice.roll(6, purpose);
    let modified = (roll.value as i32
        + if leader_bonus {
            p.cavalry_leader_bonus
        } else {
            0
        })
    .clamp(1, 7);
    let percent = p
        .table
        .get(&class.min(*p.table.keys().max().unwrap_or(&class)))
        .and_then(|row| row.get((modified - 1) as usize).copied())
        .unwrap_or(0);
    let points = charts.casualty.losses(percent, cavalry).unwrap_or(0);
    if let Some(lines) = lines {
        lines.push(say(&Said::PursuitDie {
            die: roll.value,
            index: roll.index,
            cavalry_leader: leader_bonus,
            modified,
            class,
            percent,
            cavalry,
            points,
            provisional: p.provisional,
        }));
    }
    Some(Inflicted::Points(points))
}

/// 7.5.2.10.2.2.1: whether `victor` has a cavalry leader with cavalry of his power taking
/// part.
fn cavalry_leader(victor: &Force) -> bool {
    victor.leaders.iter().any(|l| {
        l.cavalry
            && victor.units.iter().any(|u| {
                u.power == l.power && u.factors.iter().any(|(t, n)| t.is_cavalry() && *n > 0)
            })
    })
}

/// 7.5.2.10.2.1: the pursuit class of `victor` by how the battle ended (`cause`), its
/// line written to `lines` when given.
fn pursuit_class(
    charts: &Charts,
    victor: &Force,
    cause: Cause,
    lines: Option<&mut Vec<String>>,
) -> i32 {
    let p = &charts.pursuit;
    match cause {
        Cause::Withdrew => {
            if let Some(lines) = lines {
                lines.push(say(&Said::PursuitOfWithdrawal {
                    class: p.withdrawal_class,
                }));
            }
            p.withdrawal_class
        }
        Cause::Broke { rounds } => {
            let col = (rounds.clamp(1, 3) - 1) as usize;
            let row = p
                .class_rows
                .iter()
                .rev()
                .find(|r| victor.morale_loss >= r.min)
                .map_or(p.class_rows[0].classes, |r| r.classes);
            if let Some(lines) = lines {
                lines.push(say(&Said::PursuitClass {
                    morale_loss: &fmt_tenths(victor.morale_loss),
                    rounds,
                    class: row[col],
                    provisional: p.provisional,
                }));
            }
            row[col]
        }
    }
}

/// 7.5.2.10.2.3: `loser` takes `points` pursuit losses in its loss `priority`, each whole
/// ([`allocate_pursuit_whole`]; pooled without [`Change::PursuitLossesWhole`], as entries of pbem 0.5.0
/// and older took them). Returns the factors removed and the losses beyond what the force
/// had.
pub fn take_losses(
    charts: &Charts,
    loser: &mut Force,
    points: u32,
    (priority, revision): (&[FactorType], Revision),
) -> (Vec<Loss>, u32) {
    let p = &charts.pursuit;
    let allocate = if revision.has(Change::PursuitLossesWhole) {
        allocate_pursuit_whole
    } else {
        allocate_pursuit
    };
    allocate(
        &mut loser.units,
        points,
        &full_priority(priority),
        p.non_militia_per_loss,
        p.militia_per_loss,
    )
}
