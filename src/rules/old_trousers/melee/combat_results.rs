//! MELEE: COMBAT RESULTS by the die roll difference: the loser's casualties, shaken,
//! disorder, fall back (infantry 4", cavalry 12") or rout; the winner takes ground, is
//! disordered and may break through (squares never); a difference of 0 - 2 disorders both,
//! costs each a casualty, and is rolled again without Charging or Uphill.

use super::combat_resolution::{melee_total, MeleeSide};
use crate::board::table::measure::Length;
use crate::fairness::Dice;
use crate::rules::old_trousers::tables::melee::{Effect, Sides};
use crate::rules::old_trousers::tables::{Arm, Breakdown, Charts};

/// A melee: the charging side, the side charged, and whether it is a breakthrough melee
/// ("BreakThrough: no charge").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeInput {
    /// The side that charged.
    pub attacker: MeleeSide,
    /// The side charged.
    pub defender: MeleeSide,
    /// A breakthrough melee: no Charging modifier.
    pub breakthrough: bool,
    /// 0.6.0: a round after the first is fought with the state the previous rounds left
    /// (their disorder and casualties); before 0.6.0 every round started from the first.
    pub carry: bool,
}

/// Which side won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    /// The side that charged.
    Attacker,
    /// The side charged.
    Defender,
}

/// One round: both sides' totals and the row of the difference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The attacker's total.
    pub attacker: Breakdown,
    /// The defender's total.
    pub defender: Breakdown,
    /// The die roll difference (the larger total less the smaller).
    pub difference: i32,
    /// The result row's difference, as printed ("3 - 5").
    pub row: String,
}

/// What the melee did to one side, all rounds together.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SideOutcome {
    /// Casualties (hits).
    pub casualties: u32,
    /// Disordered.
    pub disordered: bool,
    /// Shaken.
    pub shaken: bool,
    /// Routs.
    pub routs: bool,
    /// Falls back this far.
    pub falls_back: Option<Length>,
    /// Takes ground.
    pub takes_ground: bool,
    /// May break through.
    pub may_breakthrough: bool,
    /// The chart's words of each result that applied.
    pub results: Vec<String>,
}

/// The melee's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeleeOutcome {
    /// Each round rolled.
    pub rounds: Vec<Round>,
    /// The winner; `None` when the rounds ran out drawn (provisional limit).
    pub winner: Option<Winner>,
    /// The attacker's outcome.
    pub attacker: SideOutcome,
    /// The defender's outcome.
    pub defender: SideOutcome,
    /// Notes of provisional figures the resolution used beyond the rounds' breakdowns.
    pub provisional: Vec<String>,
}

/// Resolves a melee: rounds of both totals (attacker's die first) until the difference
/// reads a decision, or the provisional limit of drawn rounds.
// III.B.6 Melee Subsegment: Melee: Combat Results
pub fn melee(charts: &Charts, input: &MeleeInput, dice: &mut dyn Dice) -> MeleeOutcome {
    let m = &charts.melee;
    let mut out = MeleeOutcome {
        rounds: Vec::new(),
        winner: None,
        attacker: SideOutcome::default(),
        defender: SideOutcome::default(),
        provisional: Vec::new(),
    };
    let limit = m.roll_again_limit.value.max(1);
    let (mut att, mut def) = (input.attacker.clone(), input.defender.clone());
    for n in 0..limit {
        let again = n > 0;
        if input.carry && again {
            carried(&mut att, &input.attacker, &out.attacker);
            carried(&mut def, &input.defender, &out.defender);
        }
        let (att, def, bt) = (&att, &def, input.breakthrough);
        let a = melee_total(charts, att, def, bt, again, dice);
        let d = melee_total(charts, def, att, bt, again, dice);
        let (ta, td) = (a.total(), d.total());
        let difference = i32::try_from(ta.abs_diff(td)).unwrap_or(i32::MAX);
        let Some(row) = m.result(difference) else {
            break;
        };
        out.rounds.push(Round {
            attacker: a,
            defender: d,
            difference,
            row: row.difference.to_string(),
        });
        if !settle(&mut out, &row.sides, input, ta > td) {
            break;
        }
        if n + 1 == limit {
            out.provisional
                .extend(m.roll_again_limit.provisional.clone());
        }
    }
    out
}

/// A side as the rounds so far left it: disordered if they disordered it, its mass less
/// their casualties.
fn carried(now: &mut MeleeSide, first: &MeleeSide, so_far: &SideOutcome) {
    now.disordered = first.disordered || so_far.disordered;
    now.mass = first.mass.saturating_sub(so_far.casualties);
}

/// Applies a round's result; true when it says roll again.
fn settle(out: &mut MeleeOutcome, sides: &Sides, input: &MeleeInput, attacker_won: bool) -> bool {
    match sides {
        Sides::Both(e) => {
            apply(&mut out.attacker, e, &input.attacker, false);
            apply(&mut out.defender, e, &input.defender, false);
            e.roll_again
        }
        Sides::Decided { loser, winner } => {
            let (lo, wo, ls, ws) = if attacker_won {
                (
                    &mut out.defender,
                    &mut out.attacker,
                    &input.defender,
                    &input.attacker,
                )
            } else {
                (
                    &mut out.attacker,
                    &mut out.defender,
                    &input.attacker,
                    &input.defender,
                )
            };
            apply(lo, loser, ls, false);
            apply(wo, winner, ws, true);
            out.winner = Some(if attacker_won {
                Winner::Attacker
            } else {
                Winner::Defender
            });
            false
        }
    }
}

/// Adds an effect to a side's outcome; a winner in square never breaks through.
fn apply(out: &mut SideOutcome, e: &Effect, side: &MeleeSide, winner: bool) {
    out.casualties = out.casualties.saturating_add(e.casualties);
    out.disordered |= e.disordered;
    out.shaken |= e.shaken;
    out.routs |= e.routs;
    out.takes_ground |= e.takes_ground;
    out.may_breakthrough |= winner && e.may_breakthrough && !side.square;
    if let Some(fb) = e.falls_back {
        out.falls_back = Some(fb.of(side.arm == Arm::Cavalry));
    }
    out.results.push(e.label.clone());
}

#[cfg(test)]
mod tests;
