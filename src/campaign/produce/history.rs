//! `H_(k-1)` from the resolution.yaml files before entry `k` (docs/fairness.md, section 8).

use super::Resolution;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::{history, Digest};
use crate::yaml::Source;

/// `H_(k-1)`, the history hash of the resolved entries before entry `k` (docs/fairness.md,
/// section 8), from their resolution.yaml files: from the newest that records its
/// `history`, or from the setup's state when none does (a campaign begun before 0.4.0).
///
/// # Errors
/// Unreadable or malformed resolution.yaml or setup state; a resolution without the hash
/// of its state.yaml in `outputs`.
pub fn history_before(c: &Campaign, k: u32) -> Result<Digest> {
    let before: Vec<String> = c
        .entries()?
        .into_iter()
        .filter(|n| n[..4].parse::<u32>().is_ok_and(|j| (1..k).contains(&j)))
        .collect();
    let mut walk = Vec::new();
    let mut h = None;
    for name in before.iter().rev() {
        let path = c.history_dir().join(name).join("resolution.yaml");
        let res: Resolution = Source::read(&path)?.parse()?;
        if let Some(recorded) = res.history {
            h = Some(recorded);
            break;
        }
        walk.push((path, res));
    }
    let mut h = match h {
        Some(h) => h,
        None => {
            let setup = c.history_dir().join("0000-setup").join("state.yaml");
            let bytes = std::fs::read(&setup).map_err(|e| Error::io(&setup, e))?;
            history::genesis(&Digest::of(&bytes))
        }
    };
    for (path, res) in walk.iter().rev() {
        let state = res.outputs.get("state.yaml").ok_or_else(|| {
            Error::Campaign(format!("{}: outputs has no state.yaml", path.display()))
        })?;
        h = history::next(&h, res.entry, &res.seed, state);
    }
    Ok(h)
}
