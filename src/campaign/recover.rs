//! Crash recovery. Every command that changes a campaign takes its [`Lock`], and taking it
//! first brings the folder to a consistent state, whatever instant an earlier command was
//! killed at:
//!
//! - temporary files, staging folders and half-removed folders are deleted;
//! - when the newest history entry was written but state.yaml not yet (resolve writes the
//!   entry, then state.yaml, then removes `pending/`), state.yaml is rolled forward to the
//!   entry's state, which was resolved from the state.yaml found;
//! - a `pending/` folder of that resolved entry is removed, and orders sent ahead for the
//!   entry that now waits are moved into `pending/` (as resolve does).
//!
//! The history is the truth (`Campaign::state` reads it), so commands that only read see
//! the right state even before the roll forward.

use super::pending::{EntryId, Pending};
use super::Campaign;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::store::{self, Kind};
use crate::yaml::Source;
use serde::Deserialize;
use std::path::Path;

/// The campaign lock, held while a command changes the campaign; taking it recovers the
/// folder from an interrupted command ([`recover`]).
#[derive(Debug)]
pub struct Lock {
    _held: store::Lock,
}

impl Lock {
    /// Takes the lock of the campaign in `dir` (waiting for another command as
    /// [`store::Lock::take`] does), then recovers the folder.
    ///
    /// # Errors
    /// The lock still held after the wait; recovery errors.
    pub fn take(dir: &Path) -> Result<Lock> {
        Ok(Lock::take_recovering(dir)?.0)
    }

    /// As [`Lock::take`], also returning what the recovery did.
    ///
    /// # Errors
    /// As [`Lock::take`].
    pub fn take_recovering(dir: &Path) -> Result<(Lock, Recovered)> {
        let held = store::Lock::take(dir)?;
        let r = recover(dir)?;
        Ok((Lock { _held: held }, r))
    }
}

/// What [`recover`] did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recovered {
    /// The history entry state.yaml was rolled forward to, if it was.
    pub rolled_forward: Option<String>,
    /// The entry whose `pending/` was removed, when a resolve had written the entry but
    /// was stopped before it removed `pending/`.
    pub pending_removed: Option<u32>,
    /// Stale entries deleted, relative to the campaign folder.
    pub cleaned: Vec<String>,
}

/// Only the field of resolution.yaml recovery needs.
#[derive(Deserialize)]
struct Previous {
    previous_state_sha256: Digest,
}

/// The folders commands write into, where stale temporary entries may be left.
fn written_folders(dir: &Path) -> Result<Vec<String>> {
    let mut out: Vec<String> = ["", "history", "pending", "pending/orders", "pending/held"]
        .map(String::from)
        .into();
    let ahead = dir.join("ahead");
    if store::kind(&ahead)? == Kind::Dir {
        out.push("ahead".into());
        for (name, k) in store::list_dir(&ahead)? {
            if k == Kind::Dir && !name.starts_with('.') {
                out.push(format!("ahead/{name}"));
                out.push(format!("ahead/{name}/held"));
            }
        }
    }
    Ok(out)
}

/// Whether the newest history entry was resolved from the state `live` (the bytes of a
/// state.yaml): the state an interrupted resolve leaves, which the next command rolls
/// forward. False when the newest entry is the setup.
///
/// # Errors
/// The newest entry's resolution.yaml unreadable or malformed.
pub fn resolved_from(c: &Campaign, live: &[u8]) -> Result<bool> {
    let Some(newest) = c.entries()?.pop().filter(|n| n != "0000-setup") else {
        return Ok(false);
    };
    let f = c.history_dir().join(&newest).join("resolution.yaml");
    let r: Previous = Source::new(f.display().to_string(), store::read_text(&f)?).parse()?;
    Ok(r.previous_state_sha256 == Digest::of(live))
}

/// Brings the campaign in `dir` to a consistent state after an interrupted command (see
/// the module documentation). Call it only under the lock. A folder without campaign.yaml
/// is left alone.
///
/// # Errors
/// state.yaml differing from the newest entry in a way no interrupted command explains
/// (edited by hand: the message says how to restore it); I/O; malformed files.
pub fn recover(dir: &Path) -> Result<Recovered> {
    let mut out = Recovered::default();
    if store::kind(&dir.join("campaign.yaml"))? != Kind::File {
        return Ok(out);
    }
    for rel in written_folders(dir)? {
        let d = if rel.is_empty() {
            dir.to_path_buf()
        } else {
            dir.join(&rel)
        };
        for name in store::clean_stale(&d)? {
            out.cleaned.push(if rel.is_empty() {
                name
            } else {
                format!("{rel}/{name}")
            });
        }
    }
    let c = Campaign::open(dir)?;
    let Some(newest) = c.entries()?.pop() else {
        return Ok(out);
    };
    let (history_state, _) = c.state()?;
    let live_path = dir.join("state.yaml");
    let live = match store::kind(&live_path)? {
        Kind::Missing => None,
        _ => Some(store::read(&live_path)?),
    };
    if live.as_deref() != Some(history_state.as_slice()) {
        let follows = match &live {
            None => true,
            Some(live) => resolved_from(&c, live)?,
        };
        if !follows {
            return Err(Error::Campaign(format!(
                "{} differs from {newest}'s state.yaml and is not the state that entry was resolved from: \
                 it was changed by hand. The history is the campaign: copy history/{newest}/state.yaml over it",
                live_path.display()
            )));
        }
        store::write_atomic(&live_path, &history_state)?;
        out.rolled_forward = Some(newest);
    }
    out.pending_removed = settle_pending(&c)?;
    Ok(out)
}

/// Removes a `pending/` left from an entry already resolved (returning that entry), then
/// moves orders sent ahead for the waiting entry into `pending/` (interrupted, or not yet
/// done, by resolve).
fn settle_pending(c: &Campaign) -> Result<Option<u32>> {
    // The waiting entry's number, from the state envelope (no game state decoded).
    let k = c.state()?.1.entry + 1;
    let pending = c.dir.join("pending");
    let idp = pending.join("entry.yaml");
    let mut removed = None;
    if store::kind(&idp)? != Kind::Missing {
        let found: EntryId =
            Source::new(idp.display().to_string(), store::read_text(&idp)?).parse()?;
        if found.entry < k {
            store::remove_dir(&pending)?;
            removed = Some(found.entry);
        }
    }
    if store::kind(&super::ahead::dir(c, k))? == Kind::Dir {
        let mut p = Pending::load(c)?;
        super::ahead::promote(c, &mut p)?;
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_without_a_campaign_is_left_alone() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join(".pbem-x"), "t").unwrap();
        assert_eq!(recover(tmp.path()).unwrap(), Recovered::default());
        assert!(tmp.path().join(".pbem-x").exists());
    }
}
