//! The checks of each chart as it loads: every figure the lookups need is there, with the
//! file, line and path of what is missing.

use super::{AttritionFile, BattlePlan, CrtFile, Movement};
use crate::error::Result;
use crate::rules::spi_1812::state::Kind;
use crate::yaml::Source;

/// A.2: an allowance for every kind of unit.
pub(super) fn movement(movement: &Movement, src: &Source) -> Result<()> {
    for k in [Kind::Infantry, Kind::Cavalry, Kind::Leader, Kind::Supply] {
        if !movement.allowance.contains_key(&k) {
            return Err(src.invalid("allowance", format!("no allowance for {k:?}")));
        }
    }
    Ok(())
}

/// The Attrition Table (phase 1 B): six figures for each side and season.
pub(super) fn attrition(attrition: &AttritionFile, src: &Source) -> Result<()> {
    for (side, by) in &attrition.losses {
        for season in attrition.seasons.keys() {
            if by.get(season).map(Vec::len) != Some(6) {
                return Err(src.invalid(
                    &format!("losses.{}", side.key()),
                    format!("needs six figures for {season}"),
                ));
            }
        }
    }
    Ok(())
}

/// A.3 steps 1 and 4: a result for every pair of chits, and default chits among them.
pub(super) fn battle_plan(plan: &BattlePlan, src: &Source) -> Result<()> {
    for a in &plan.attacker {
        for d in &plan.defender {
            if plan.results.get(a).and_then(|r| r.get(d)).is_none() {
                return Err(src.invalid(
                    &format!("results.{a}"),
                    format!("no result for {a} against {d}"),
                ));
            }
        }
    }
    for (role, list) in [("attacker", &plan.attacker), ("defender", &plan.defender)] {
        if !plan.default.get(role).is_some_and(|c| list.contains(c)) {
            return Err(src.invalid(
                &format!("default.{role}"),
                format!("the default {role} chit must be one of {}", list.join(", ")),
            ));
        }
    }
    Ok(())
}

/// The combat results table: a line for every die, each as wide as the odds line, and
/// the odds columns (`2-1`) as (attack, defence) pairs, left to right.
pub(super) fn crt_odds(crt: &CrtFile, src: &Source) -> Result<Vec<(u32, u32)>> {
    super::need_die(src, &crt.die)?;
    for (n, row) in &crt.die {
        if row.len() != crt.odds.len() {
            return Err(src.invalid(
                &format!("die.{n}"),
                format!(
                    "{} columns; the odds line has {}",
                    row.len(),
                    crt.odds.len()
                ),
            ));
        }
    }
    let mut odds = Vec::new();
    for (i, c) in crt.odds.iter().enumerate() {
        let parsed = c
            .split_once('-')
            .and_then(|(a, d)| Some((a.parse::<u32>().ok()?, d.parse::<u32>().ok()?)))
            .filter(|(a, d)| *a > 0 && *d > 0);
        match parsed {
            Some(p) => odds.push(p),
            None => {
                return Err(src.invalid(
                    &format!("odds[{i}]"),
                    format!("'{c}' is not an odds column like 2-1"),
                ))
            }
        }
    }
    Ok(odds)
}
