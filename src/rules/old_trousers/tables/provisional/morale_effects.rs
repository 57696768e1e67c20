//! EFFECTS OF PASSING AND FAILING MORALE, AND RALLY (provisional).

use super::{headed, load, Headed};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::old_trousers::tables::cell::{bands, Band, Marking};
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

/// EFFECTS OF PASSING AND FAILING MORALE, AND RALLY (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoraleEffects {
    /// By how much the roll failed (the number less the total): the effect.
    pub fail: Vec<(Band, Failure)>,
    /// What a shaken unit that fails with [`Failure::Shaken`] does.
    pub shaken_fails_to: Failure,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawEffects {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    pass: String,
    fail: Vec<RawFail>,
    shaken_fails_to: Failure,
    rally: RawRally,
}
headed!(RawEffects);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFail {
    by: String,
    effect: Failure,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRally {
    table: String,
    pass: String,
    fail: String,
}

impl MoraleEffects {
    /// Loads `charts/morale-effects.yaml`: fail margins cover 1 and up.
    ///
    /// # Errors
    /// As the other charts; a pass other than "none"; a rally other than the one the game
    /// plays (morale table; pass: shaken-disordered; fail: rout-move).
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawEffects>(data, "morale-effects")?;
        if r.pass != "none" {
            return Err(src.invalid("pass", "the game plays pass: none"));
        }
        if (
            r.rally.table.as_str(),
            r.rally.pass.as_str(),
            r.rally.fail.as_str(),
        ) != ("morale", "shaken-disordered", "rout-move")
        {
            return Err(src.invalid(
                "rally",
                "the game plays table: morale, pass: shaken-disordered, fail: rout-move",
            ));
        }
        let texts: Vec<String> = r.fail.iter().map(|f| f.by.clone()).collect();
        let bs = bands(
            &src,
            "fail",
            &texts,
            Band {
                lo: Some(1),
                hi: None,
            },
        )?;
        let fail = bs
            .into_iter()
            .zip(r.fail.iter().map(|f| f.effect))
            .collect();
        Ok(MoraleEffects {
            fail,
            shaken_fails_to: r.shaken_fails_to,
            note,
        })
    }

    /// The effect of failing by `by` (1 and up).
    pub fn failure(&self, by: i32) -> Failure {
        self.fail
            .iter()
            .find(|(b, _)| b.contains(by))
            .map_or(Failure::Routs, |(_, f)| *f)
    }
}
