//! 7.5.2.5 Step five: resolve withdrawals of a defender who chose the withdraw chit.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::force::Force;
use crate::rules::empires_in_arms::model::units::{Leader, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::rules::empires_in_arms::words::{field::Said, say};

/// Units and leaders that left the field, and the lines for the report.
#[derive(Debug, Default)]
pub struct Withdrawn {
    /// Units that withdrew (removed from the force).
    pub units: Vec<Unit>,
    /// Leaders that went with them (all corps gone).
    pub leaders: Vec<Leader>,
    /// What happened, rule by rule.
    pub lines: Vec<String>,
}

fn can_withdraw(u: &Unit) -> bool {
    // Depot garrisons cannot withdraw; guerillas need not (7.5.2.5.2.2).
    matches!(
        u.kind,
        UnitKind::Corps | UnitKind::Cossacks | UnitKind::Freikorps
    )
}

/// 7.5.2.5.2: dice for the withdrawal of `force` against the attacker's `attacker_chit`.
/// 7.5.2.5.2.1 against probe it succeeds without a roll; 7.5.2.5.2.2 otherwise one roll
/// against the commander's strategic rating, or without a commander one per corps against
/// its own. Cossacks and freikorps go with corps that withdraw (10.1.2.2.3 is not in our
/// text: documented in docs/empires-in-arms.md). The lines are written when `narrate`
/// (`pbem odds` reads none).
pub fn resolve(
    force: &mut Force,
    attacker_chit: Chit,
    dice: &mut dyn Dice,
    (purpose, narrate): (&str, bool),
) -> Withdrawn {
    let mut out = Withdrawn::default();
    let mut leaving: Vec<String> = Vec::new();
    if attacker_chit == Chit::Probe {
        if narrate {
            out.lines.push(say(&Said::ProbeWithdrawal));
        }
        leaving = force
            .units
            .iter()
            .filter(|u| can_withdraw(u))
            .map(|u| u.id.clone())
            .collect();
    } else if let Some(c) = force.commander().cloned() {
        let r = dice.roll(
            6,
            &format!(
                "{purpose}: withdrawal under {} (strategic {})",
                c.name, c.strategic
            ),
        );
        let ok = r.value <= u32::from(c.strategic);
        if narrate {
            out.lines.push(say(&Said::CommanderWithdrawal {
                commander: &c.name,
                die: r.value,
                index: r.index,
                strategic: c.strategic,
                withdraws: ok,
            }));
        }
        if ok {
            leaving = force
                .units
                .iter()
                .filter(|u| can_withdraw(u))
                .map(|u| u.id.clone())
                .collect();
        }
    } else {
        let lines = narrate.then_some(&mut out.lines);
        leaving = corps_alone(force, dice, purpose, lines);
    }
    take(force, &leaving, &mut out);
    out
}

/// 7.5.2.5.2.2 without a commander: each corps rolls against its own strategic rating;
/// the cossacks and freikorps go with any that withdraw. The ids that leave.
fn corps_alone(
    force: &Force,
    dice: &mut dyn Dice,
    purpose: &str,
    mut lines: Option<&mut Vec<String>>,
) -> Vec<String> {
    let mut leaving: Vec<String> = Vec::new();
    for u in force.units.iter().filter(|u| u.kind == UnitKind::Corps) {
        let rating = u.strategic.unwrap_or(1);
        let r = dice.roll(
            6,
            &format!("{purpose}: withdrawal of {} (strategic {rating})", u.name),
        );
        let ok = r.value <= u32::from(rating);
        if let Some(lines) = lines.as_deref_mut() {
            lines.push(say(&Said::CorpsWithdrawal {
                corps: &u.name,
                die: r.value,
                index: r.index,
                rating,
                withdraws: ok,
            }));
        }
        if ok {
            leaving.push(u.id.clone());
        }
    }
    if !leaving.is_empty() {
        leaving.extend(
            force
                .units
                .iter()
                .filter(|u| matches!(u.kind, UnitKind::Cossacks | UnitKind::Freikorps))
                .map(|u| u.id.clone()),
        );
    }
    leaving
}

/// 7.5.2.12.2: every remaining corps (and the cossacks and freikorps with them) withdraws
/// successfully, as a normal withdrawal. The line is written when `narrate`.
pub fn all_corps(force: &mut Force, narrate: bool) -> Withdrawn {
    let mut out = Withdrawn::default();
    let leaving: Vec<String> = force
        .units
        .iter()
        .filter(|u| can_withdraw(u))
        .map(|u| u.id.clone())
        .collect();
    if narrate {
        out.lines.push(say(&Said::OutflankedWithdrawal));
    }
    take(force, &leaving, &mut out);
    out
}

fn take(force: &mut Force, leaving: &[String], out: &mut Withdrawn) {
    let (gone, stay): (Vec<Unit>, Vec<Unit>) =
        force.units.drain(..).partition(|u| leaving.contains(&u.id));
    force.units = stay;
    out.units = gone;
    if force.units.is_empty() && !out.units.is_empty() {
        out.leaders = std::mem::take(&mut force.leaders);
    }
}
