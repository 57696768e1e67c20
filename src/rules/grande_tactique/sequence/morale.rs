//! The morale check's facts as the table shows them (quality, in a built-up area, upslope
//! of the nearest enemy, shaken, infantry in square, a general attached), handed to the morale check
//! (morale/morale_check.rs, the chart's modifiers).

use super::super::model::Rules;
use super::super::morale::morale_check;
use super::super::movement::cover_touched;
use super::super::state::{Quality, State, Unit};
use super::super::tables::MoraleFactor;
use crate::board::table::range::range_edge;
use crate::board::table::terrain::AreaKind;
use crate::fairness::Dice;
use std::collections::BTreeSet;

/// The outcome of one check, for the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Check {
    /// Passed.
    pub passed: bool,
    /// The check in words (the chart's breakdown).
    pub words: String,
}

/// The least die that passes with `factors`.
pub fn need(rules: &Rules, factors: &BTreeSet<MoraleFactor>) -> i32 {
    super::super::morale::need(&rules.charts, factors)
}

/// Rolls the morale check of `unit` with `factors`.
pub fn roll(
    rules: &Rules,
    dice: &mut dyn Dice,
    unit: &str,
    factors: &BTreeSet<MoraleFactor>,
) -> Check {
    let c = morale_check(&rules.charts, unit, factors, dice);
    Check {
        passed: c.passed,
        words: c.breakdown.to_string(),
    }
}

/// Whether `u` touches a built-up area.
pub fn in_built_up_area(rules: &Rules, u: &Unit) -> bool {
    cover_touched(&rules.table, &u.stand).iter().any(|id| {
        rules
            .table
            .areas
            .iter()
            .any(|a| &a.id == id && a.kind == AreaKind::BuiltUp)
    })
}

/// The facts of the unit's own state and ground: quality, shaken, square, built-up area,
/// upslope of the nearest enemy, a general attached.
pub fn unit_factors(rules: &Rules, st: &State, u: &Unit) -> BTreeSet<MoraleFactor> {
    let mut f = BTreeSet::new();
    match u.quality {
        Quality::Raw => {
            f.insert(MoraleFactor::Raw);
        }
        Quality::Veteran => {
            f.insert(MoraleFactor::Veteran);
        }
        Quality::Normal => {}
    }
    if in_built_up_area(rules, u) {
        f.insert(MoraleFactor::BuiltUpArea);
    }
    if upslope(rules, st, u) {
        f.insert(MoraleFactor::Upslope);
    }
    if u.markers.shaken {
        f.insert(MoraleFactor::Shaken);
    }
    if u.in_square() {
        f.insert(MoraleFactor::Square);
    }
    if super::attached::general_of(st, u.id()).is_some() {
        f.insert(MoraleFactor::GeneralAttached);
    }
    f
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
