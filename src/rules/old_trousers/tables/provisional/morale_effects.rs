//! EFFECTS OF PASSING AND FAILING MORALE, AND RALLY (provisional).

use crate::chart::{cover, At, Band, Banded, Check};
use crate::error::Result;
use serde::Deserialize;

/// What a failed morale check does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Failure {
    /// Becomes shaken (a unit already shaken routs).
    Shaken,
    /// Routs.
    Routs,
}

/// A failure margin: `{ by: "1 - 2", effect: shaken }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fail {
    /// By how much the roll failed.
    pub by: Band,
    /// The effect.
    pub effect: Failure,
}

impl Banded for Fail {
    fn band(&self) -> Band {
        self.by
    }
}

/// The rally the game plays: the morale table; pass: shaken-disordered; fail: rout-move.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rally {
    /// The table rolled on.
    pub table: String,
    /// What passing does.
    pub pass: String,
    /// What failing does.
    pub fail: String,
}

/// EFFECTS OF PASSING AND FAILING MORALE, AND RALLY (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MoraleEffects {
    /// What passing does ("none").
    pub pass: String,
    /// By how much the roll failed (the number less the total): the effect.
    pub fail: Vec<Fail>,
    /// What a shaken unit that fails with [`Failure::Shaken`] does.
    pub shaken_fails_to: Failure,
    /// How a routed unit rallies.
    pub rally: Rally,
}

/// Pass "none"; the rally the game plays; fail margins covering 1 and up.
impl Check for MoraleEffects {
    fn check(&self, at: &At<'_>) -> Result<()> {
        at.key("pass")
            .ensure(self.pass == "none", "the game plays pass: none")?;
        let r = &self.rally;
        at.key("rally").ensure(
            (r.table.as_str(), r.pass.as_str(), r.fail.as_str())
                == ("morale", "shaken-disordered", "rout-move"),
            "the game plays table: morale, pass: shaken-disordered, fail: rout-move",
        )?;
        let fail = at.key("fail");
        let rows = self.fail.iter().enumerate();
        cover(
            &fail,
            rows.map(|(i, f)| (fail.index(i), f)),
            Band::new(Some(1), None),
        )
    }
}

impl MoraleEffects {
    /// The effect of failing by `by` (1 and up).
    pub fn failure(&self, by: i32) -> Failure {
        self.fail
            .iter()
            .find(|f| f.by.contains(by))
            .map_or(Failure::Routs, |f| f.effect)
    }
}
