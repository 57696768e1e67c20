//! The morale check: a d6 passing on 4+ with every modifier that applies, cumulative
//! (raw -1, veteran +1; upslope of the nearest enemy, in a built-up area +1; shaken -1;
//! infantry in square +1; and the charge modifiers the charge phase adds). Taken in the
//! de-shaking phase, before charging, when charged, by shaken infantry that lose a firing
//! contest, and by cavalry after a successful charge.

use super::super::movement::cover_touched;
use super::super::state::{Quality, State, Unit};
use super::super::Rules;
use crate::board::table::range::range_edge;
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;

/// The score a morale check needs before modifiers.
pub const BASE: i32 = 4;

/// A modifier: its words and value.
pub type Modifier = (&'static str, i32);

/// The outcome of one check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    /// The die.
    pub die: u32,
    /// The score needed (4 less the modifiers).
    pub need: i32,
    /// Passed.
    pub passed: bool,
    /// The check in words (`d6 3, needs 5+ (shaken -1): fails`).
    pub words: String,
}

/// The score `mods` make a check need: 4 less their sum.
pub fn need(mods: &[Modifier]) -> i32 {
    BASE - mods.iter().map(|(_, v)| v).sum::<i32>()
}

/// Rolls a morale check with `mods` for `purpose`.
pub fn roll(dice: &mut dyn Dice, purpose: &str, mods: &[Modifier]) -> Check {
    let die = dice.roll(6, purpose).value;
    let need = need(mods);
    let passed = i64::from(die) >= i64::from(need);
    let listed: Vec<String> = mods.iter().map(|(w, v)| format!("{w} {v:+}")).collect();
    let words = format!(
        "d6 {die}, needs {need}+{}: {}",
        if listed.is_empty() {
            String::new()
        } else {
            format!(" ({})", listed.join(", "))
        },
        if passed { "passes" } else { "fails" }
    );
    Check {
        die,
        need,
        passed,
        words,
    }
}

/// The modifiers of the unit's own state and ground: quality, shaken, square, built-up
/// area, upslope of the nearest enemy.
pub fn unit_modifiers(rules: &Rules, st: &State, u: &Unit) -> Vec<Modifier> {
    let mut m = vec![];
    match u.quality {
        Quality::Raw => m.push(("raw", -1)),
        Quality::Veteran => m.push(("veteran", 1)),
        Quality::Normal => {}
    }
    let in_bua = cover_touched(&rules.table, &u.stand).iter().any(|id| {
        rules
            .table
            .areas
            .iter()
            .any(|a| &a.id == id && a.kind == AreaKind::BuiltUp)
    });
    if in_bua {
        m.push(("in a built-up area", 1));
    }
    if upslope(rules, st, u) {
        m.push(("upslope of the nearest enemy", 1));
    }
    if u.markers.shaken {
        m.push(("shaken", -1));
    }
    if u.in_square() {
        m.push(("infantry in square", 1));
    }
    m
}

/// Whether `u` stands higher than the nearest enemy unit (edge to edge; ties by id).
fn upslope(rules: &Rules, st: &State, u: &Unit) -> bool {
    st.units
        .iter()
        .filter(|e| e.side() != u.side())
        .min_by_key(|e| (range_edge(&u.stand, &e.stand), e.id().to_string()))
        .is_some_and(|e| {
            rules.table.level_at(u.stand.centre) > rules.table.level_at(e.stand.centre)
        })
}
