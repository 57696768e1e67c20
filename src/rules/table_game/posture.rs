//! The posture of a side's standing orders (campaign option `posture`, declared in
//! `games/<game>/game.yaml`): how a prudent commander's standing orders use the units of a
//! side whose orders did not come, or that the group left unplayed.

use super::words;
use crate::error::{Error, Result};
use std::collections::BTreeMap;

/// The campaign option naming the postures.
pub const OPTION: &str = "posture";

/// What a side on standing orders does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Posture {
    /// Stand where it is: fire, react, rally; charge only at odds well in its favour.
    Hold,
    /// Advance on the objectives (or the nearest enemy), fire, react, rally, and charge when
    /// the odds favour it.
    Attack,
}

impl Posture {
    /// The word of campaign.yaml (`hold`, `attack`).
    pub fn word(self) -> &'static str {
        match self {
            Posture::Hold => "hold",
            Posture::Attack => "attack",
        }
    }

    /// The note of a side's standing orders, printed in the report: "Standing orders decided
    /// by pbem (posture attack): u1 fires at ...; ... (PROVISIONAL: ...)". `decisions` are
    /// (unit or general, what was decided and why); `game` names the doc
    /// (`docs/<game>.md`, "Standing orders") where the reading is written. The standing
    /// orders are pbem's own reading of a prudent commander (the rules texts give none), so
    /// the note says so.
    pub fn note<'a>(
        self,
        game: &str,
        decisions: impl Iterator<Item = (&'a str, &'a str)>,
    ) -> String {
        let each: Vec<String> = decisions
            .map(|(id, words)| words::say(&words::Said::Decision { id, words }))
            .collect();
        words::say(&words::Said::Decided {
            posture: self.word(),
            each: &each,
            game,
        })
    }

    fn parse(w: &str) -> Option<Posture> {
        match w.trim() {
            "hold" => Some(Posture::Hold),
            "attack" => Some(Posture::Attack),
            _ => None,
        }
    }
}

/// The posture of `side` from the campaign options: `posture: attack` (every side),
/// `posture: british=hold,french=attack` (per side; a side not named attacks). No option:
/// attack.
///
/// # Errors
/// [`Error::Campaign`] for a value that is no posture or names no side of `sides`.
pub fn of_side<S>(
    options: &BTreeMap<String, String>,
    sides: &BTreeMap<String, S>,
    side: &str,
) -> Result<Posture> {
    let Some(v) = options.get(OPTION) else {
        return Ok(Posture::Attack);
    };
    let bad = |why: String| {
        Error::Campaign(format!(
            "options.{OPTION}: '{v}': {why}; write `hold`, `attack`, or SIDE=POSTURE,... ({})",
            sides.keys().cloned().collect::<Vec<_>>().join(", ")
        ))
    };
    if let Some(p) = Posture::parse(v) {
        return Ok(p);
    }
    let mut found = Posture::Attack;
    for part in v.split(',') {
        let (s, w) = part
            .split_once('=')
            .ok_or_else(|| bad(format!("'{part}' is no SIDE=POSTURE")))?;
        let (s, w) = (s.trim(), w.trim());
        if !sides.contains_key(s) {
            return Err(bad(format!("'{s}' is no side of this battle")));
        }
        let p = Posture::parse(w).ok_or_else(|| bad(format!("'{w}' is no posture")))?;
        if s == side {
            found = p;
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(v: &str) -> BTreeMap<String, String> {
        BTreeMap::from([(OPTION.to_string(), v.to_string())])
    }

    #[test]
    fn a_posture_for_all_or_per_side() {
        let sides = BTreeMap::from([("a".to_string(), ()), ("b".to_string(), ())]);
        assert_eq!(
            of_side(&BTreeMap::new(), &sides, "a").unwrap(),
            Posture::Attack
        );
        assert_eq!(of_side(&opts("hold"), &sides, "b").unwrap(), Posture::Hold);
        let per = opts("a=hold, b=attack");
        assert_eq!(of_side(&per, &sides, "a").unwrap(), Posture::Hold);
        assert_eq!(of_side(&per, &sides, "b").unwrap(), Posture::Attack);
        for bad in ["charge", "c=hold", "a:hold", "a=run"] {
            let e = of_side(&opts(bad), &sides, "a").unwrap_err().to_string();
            assert!(e.contains("options.posture"), "{e}");
        }
    }
}
