// 2. PIP phase: PIP dice, Plans, great and bad generals, the commander's +1, bad commanders
//! The PIP dice of one corps: one d6 per divisional general, rolled together. With a Plan
//! the generals, ranked beforehand, take the dice highest first; without one each gets the
//! average rounded down. Then great +1, bad -1; the corps or army commander's +1 to one
//! general within 9"; a bad commander turns a 1 to 0 with no +1 that turn. One reading of
//! "a bad Corps or Army commander turns every subordinate's PIP die roll of 1 to a 0 for
//! that turn, with no chance to add +1 for that turn either": the die turned to 0 takes no
//! +1 (the great general's nor any commander's); a die that is not a 1 takes them all, the
//! bad commander's own included. Reason: the sentence's subject is the roll of 1, and "for
//! that turn ... either" ties the lost +1 to that roll; "add +1" is the text's verb for both
//! bonuses.

use super::super::tables::pips::Rank;
use super::super::tables::Charts;
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::{pip::Said, say};
use crate::rules::table_game::breakdown::{Breakdown, Term};

/// A divisional general of the corps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Division {
    /// The general's name.
    pub general: String,
    /// Great, normal or bad.
    pub rank: Rank,
    /// The corps and army commanders giving him their +1 (each gives it to one divisional
    /// general a turn; the game checked he is within 9", [`super::commander_within`]).
    pub commander_bonus: Vec<String>,
}

/// A corps rolling its PIP dice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Corps {
    /// Its name.
    pub name: String,
    /// Its divisional generals; with a Plan, in the Plan's order (first takes the highest).
    pub divisions: Vec<Division>,
    /// Whether a Plan ranks the generals.
    pub plan: bool,
    /// Whether the corps (or army) commander is bad.
    pub bad_commander: bool,
}

/// One general's PIPs and how they came.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PipRoll {
    /// The general.
    pub general: String,
    /// The die he was given (the Plan's) or the average.
    pub die: u32,
    /// His PIPs this turn.
    pub pips: u32,
    /// `PIP DICE, <general>: Plan rank 1 of 5, 3: die 5 + great general +1 = 6`.
    pub breakdown: Breakdown,
}

/// A corps' PIP dice refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PipError {
    /// A commander's +1 is given to one divisional general only (corps, commander).
    #[error("{1} adds +1 to one divisional general of {0} only")]
    TwoBonuses(String, String),
    /// A corps with no divisional general.
    #[error("{0} has no divisional general to roll for")]
    NoDivisions(String),
}

/// Rolls and assigns the PIP dice of `corps`.
///
/// # Errors
/// [`PipError`] before any die is rolled.
pub fn pip_dice(
    charts: &Charts,
    corps: &Corps,
    dice: &mut dyn Dice,
) -> Result<Vec<PipRoll>, PipError> {
    let n = corps.divisions.len();
    if n == 0 {
        return Err(PipError::NoDivisions(corps.name.clone()));
    }
    let mut givers: Vec<&String> = corps
        .divisions
        .iter()
        .flat_map(|d| &d.commander_bonus)
        .collect();
    givers.sort();
    if let Some(w) = givers.windows(2).find(|w| w[0] == w[1]) {
        return Err(PipError::TwoBonuses(corps.name.clone(), w[0].clone()));
    }
    let sides = charts.pips.die;
    let rolled: Vec<u32> = (0..n)
        .map(|_| {
            dice.roll(sides, &format!("PIP dice of {}", corps.name))
                .value
        })
        .collect();
    let mut ranked = rolled.clone();
    ranked.sort_unstable_by(|a, b| b.cmp(a));
    let shown: Vec<String> = ranked.iter().map(u32::to_string).collect();
    let average = rolled.iter().sum::<u32>() / u32::try_from(n).unwrap_or(u32::MAX);
    Ok(corps
        .divisions
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let (die, row) = if corps.plan {
                (
                    ranked[i],
                    say(&Said::PlanRank {
                        general: &d.general,
                        rank: i + 1,
                        shown: &shown,
                    }),
                )
            } else {
                (
                    average,
                    say(&Said::AverageOf {
                        general: &d.general,
                        shown: &shown,
                    }),
                )
            };
            modify(charts, corps, d, die, row)
        })
        .collect())
}

/// Applies the general's and the commander's modifiers to `die`.
fn modify(charts: &Charts, corps: &Corps, d: &Division, die: u32, row: String) -> PipRoll {
    let p = &charts.pips;
    let mut b = Breakdown::new("PIP DICE", row);
    b.base = Some(Term {
        name: if corps.plan { "die" } else { "average" }.into(),
        value: i32::try_from(die).unwrap_or(i32::MAX),
    });
    let turned = corps.bad_commander && die == p.bad_commander.from;
    if turned {
        let to = i32::try_from(p.bad_commander.to).unwrap_or(0);
        b.add(p.bad_commander.label.clone(), to - b.total());
    }
    match d.rank {
        Rank::Great if !turned => b.add(p.great.label.clone(), p.great.value),
        Rank::Bad => b.add(p.bad.label.clone(), p.bad.value),
        _ => {}
    }
    for giver in d.commander_bonus.iter().filter(|_| !turned) {
        b.add(
            say(&Said::CommanderBonus {
                label: &p.commander.label,
                giver,
            }),
            p.commander.value,
        );
    }
    let mut pips = b.total();
    if pips < p.least.value {
        pips = p.least.value;
        b.column = say(&Said::Pips { pips, least: true });
        if let Some(n) = p.least.note() {
            b.provisional_note(n);
        }
    } else {
        b.column = say(&Said::Pips { pips, least: false });
    }
    PipRoll {
        general: d.general.clone(),
        die,
        pips: u32::try_from(pips).unwrap_or(0),
        breakdown: b,
    }
}
