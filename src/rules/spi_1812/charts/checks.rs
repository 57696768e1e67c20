//! The checks of each chart as it loads ([`Check`]): every figure the lookups need is
//! there, with the file, line and path of what is missing.

use super::{AttritionFile, BattlePlan, CrtFile, DepletionFile, DieChart, Movement};
use super::{UnsuppliedFile, Victory};
use crate::chart::area::{need_die, odds_rows};
use crate::chart::{At, Check};
use crate::error::Result;
use crate::rules::spi_1812::state::Kind;

/// A.2: an allowance for every kind of unit.
impl Check for Movement {
    fn check(&self, at: &At<'_>) -> Result<()> {
        for k in [Kind::Infantry, Kind::Cavalry, Kind::Leader, Kind::Supply] {
            let msg = format!("no allowance for {k:?}");
            at.key("allowance")
                .ensure(self.allowance.contains_key(&k), msg)?;
        }
        Ok(())
    }
}

/// The Forced March and Pursuit Tables: a line for each face of the die.
impl<T> Check for DieChart<T> {
    fn check(&self, at: &At<'_>) -> Result<()> {
        need_die(&at.key("die"), &self.die)
    }
}

/// The Attrition Table (phase 1 B): six figures for each side and season.
impl Check for AttritionFile {
    fn check(&self, at: &At<'_>) -> Result<()> {
        for (side, by) in &self.losses {
            for season in self.seasons.keys() {
                let msg = format!("needs six figures for {season}");
                let six = by.get(season).map(Vec::len) == Some(6);
                at.key("losses").key(side.key()).ensure(six, msg)?;
            }
        }
        Ok(())
    }
}

/// A.3 steps 1 and 4: a result for every pair of chits, and default chits among them.
impl Check for BattlePlan {
    fn check(&self, at: &At<'_>) -> Result<()> {
        for a in &self.attacker {
            for d in &self.defender {
                let found = self.results.get(a).and_then(|r| r.get(d)).is_some();
                let msg = format!("no result for {a} against {d}");
                at.key("results").key(a).ensure(found, msg)?;
            }
        }
        for (role, list) in [("attacker", &self.attacker), ("defender", &self.defender)] {
            let msg = format!("the default {role} chit must be one of {}", list.join(", "));
            let ok = self.default.get(role).is_some_and(|c| list.contains(c));
            at.key("default").key(role).ensure(ok, msg)?;
        }
        Ok(())
    }
}

/// The combat results table: a line for every die, each as wide as the odds line.
impl Check for CrtFile {
    fn check(&self, at: &At<'_>) -> Result<()> {
        odds_rows(at, &self.odds, &self.die)
    }
}

/// The Area Depletion Chart: both rows have a column.
impl Check for DepletionFile {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let ok = !self.with_supply_unit.is_empty() && !self.without_supply_unit.is_empty();
        at.ensure(ok, "both rows need at least one column")
    }
}

/// The Unsupplied Chart: a figure for each face of the die.
impl Check for UnsuppliedFile {
    fn check(&self, at: &At<'_>) -> Result<()> {
        (at.key("loss")).ensure(self.loss.len() == 6, "needs six figures, die 1 to 6")
    }
}

/// The victory points chart: its shape says all.
impl Check for Victory {}
