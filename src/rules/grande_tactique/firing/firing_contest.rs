// 3. Firing phase: the firing contest (dice provisional, firing.yaml contest)
//! One firing attack: the firer and the target each roll a die with their modifiers (the
//! firer's long range -1 and enfilade +1 among them). The loser is the target when the
//! firer's total is higher, the firer when the target's beats it by the chart's margin. An
//! eager loser becomes shaken, a shaken one routs; shaken infantry losing check morale
//! first and stay shaken if they pass.

use super::super::morale::{morale_check, MoraleCheck};
use super::super::tables::{Charts, ContestFactor, MoraleFactor};
use super::valid_target::{FireRange, Shot};
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::{checks::Said, say};
use crate::rules::table_game::breakdown::Breakdown;
use std::collections::BTreeSet;

/// One side of a firing contest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contestant {
    /// The unit's name.
    pub name: String,
    /// Its contest factors (shaken is added from `shaken`).
    pub factors: BTreeSet<ContestFactor>,
    /// Shaken now.
    pub shaken: bool,
    /// Infantry (a shaken infantry loser checks morale).
    pub infantry: bool,
    /// Its morale factors, for that check (shaken is added).
    pub morale: BTreeSet<MoraleFactor>,
}

/// What the contest does to one side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Nothing.
    None,
    /// An eager loser: becomes shaken.
    Shaken,
    /// A shaken loser: routs (after failing its morale check, if infantry).
    Routed(Option<MoraleCheck>),
    /// Shaken infantry that lost and passed its morale check: stays shaken.
    Held(MoraleCheck),
}

/// A firing contest's outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contest {
    /// The firer's roll.
    pub firer: Breakdown,
    /// The target's roll.
    pub target: Breakdown,
    /// What happens to the firer.
    pub firer_effect: Effect,
    /// What happens to the target.
    pub target_effect: Effect,
}

/// Resolves one firing attack of `firer` on `target` by `shot`.
pub fn firing_contest(
    charts: &Charts,
    firer: &Contestant,
    target: &Contestant,
    shot: &Shot,
    dice: &mut dyn Dice,
) -> Contest {
    let f = &charts.firing;
    let mut fb = roll(charts, firer, "firer", dice);
    match shot.range {
        FireRange::Long(_) => fb.add(f.long_range.label.clone(), f.long_range.value),
        FireRange::Contact | FireRange::Normal(_) => {}
    }
    if shot.enfilade {
        fb.add(f.enfilade.label.clone(), f.enfilade.value);
    }
    let mut tb = roll(charts, target, "target", dice);
    let (ft, tt) = (fb.total(), tb.total());
    let (mut firer_effect, mut target_effect) = (Effect::None, Effect::None);
    if ft > tt {
        fb.column = "wins".into();
        tb.column = "loses".into();
        target_effect = lose(charts, target, dice);
    } else if tt.saturating_sub(ft) >= f.contest.firer_loses_by {
        fb.column = "loses".into();
        tb.column = "wins".into();
        firer_effect = lose(charts, firer, dice);
    } else {
        fb.column = "no effect".into();
        tb.column = "no effect".into();
    }
    Contest {
        firer: fb,
        target: tb,
        firer_effect,
        target_effect,
    }
}

/// One side's die and modifiers.
fn roll(charts: &Charts, c: &Contestant, role: &str, dice: &mut dyn Dice) -> Breakdown {
    let k = &charts.firing.contest;
    let mut b = Breakdown::new(
        "FIRING CONTEST",
        say(&Said::ContestRow {
            unit: &c.name,
            role,
        }),
    );
    let mut factors = c.factors.clone();
    if c.shaken {
        factors.insert(ContestFactor::Shaken);
    }
    for x in factors.iter().filter_map(|f| k.modifiers.get(f)) {
        b.add(x.label.clone(), x.value);
        if let Some(n) = x.provisional_note() {
            b.provisional_note(n);
        }
    }
    b.provisional_note(&k.note);
    let r = dice.roll(k.die, &format!("firing contest: {} ({role})", c.name));
    b.die = Some((k.die, r.value));
    b
}

/// The loser's fate.
fn lose(charts: &Charts, c: &Contestant, dice: &mut dyn Dice) -> Effect {
    if !c.shaken {
        return Effect::Shaken;
    }
    if !c.infantry {
        return Effect::Routed(None);
    }
    let mut m = c.morale.clone();
    m.insert(MoraleFactor::Shaken);
    let check = morale_check(charts, &c.name, &m, dice);
    if check.passed {
        Effect::Held(check)
    } else {
        Effect::Routed(Some(check))
    }
}
