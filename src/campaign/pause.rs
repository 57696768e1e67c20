//! Pause and resume (issue 29): `pbem pause DIR [--reason]` and `pbem resume DIR`. A
//! paused campaign takes mail but no entropy value (the inbox answers `not used`:
//! src/mail/inbox_held.rs), sets no deadline and resolves nothing. Recorded, with the
//! moderator's times, in the campaign's `pause.yaml` (a top-level file no entry is made
//! from, docs/fairness.md section 13).

use super::recover::Lock;
use super::Campaign;
use crate::error::{Error, Result};
use crate::store::{self, Kind};
use crate::yaml::Source;
use serde::{Deserialize, Serialize};

/// The file, in the campaign folder.
pub const FILE: &str = "pause.yaml";

/// One pause: when, why, and when it ended (absent while it lasts).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pause {
    /// When the campaign was paused (RFC 3339).
    pub paused: String,
    /// The moderator's reason, if given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// When it was resumed (RFC 3339); absent while paused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resumed: Option<String>,
}

/// `pause.yaml`: every pause, oldest first; only the last may be open.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pauses {
    /// The pauses.
    pub pauses: Vec<Pause>,
}

impl Pauses {
    /// The open pause, if the campaign is paused.
    pub fn open(&self) -> Option<&Pause> {
        self.pauses.last().filter(|p| p.resumed.is_none())
    }

    /// When the last pause ended, if any did.
    pub fn last_resumed(&self) -> Option<&str> {
        self.pauses.iter().rev().find_map(|p| p.resumed.as_deref())
    }
}

/// Reads `pause.yaml` (none: never paused).
///
/// # Errors
/// A malformed file, with its path and line.
pub fn load(c: &Campaign) -> Result<Pauses> {
    let path = c.dir.join(FILE);
    if store::kind(&path)? == Kind::Missing {
        return Ok(Pauses::default());
    }
    Source::read(&path)?.parse()
}

/// Whether the campaign is paused.
///
/// # Errors
/// A malformed `pause.yaml`.
pub fn is_paused(c: &Campaign) -> Result<bool> {
    Ok(load(c)?.open().is_some())
}

fn save(c: &Campaign, p: &Pauses) -> Result<()> {
    store::write_atomic(&c.dir.join(FILE), crate::yaml::to_string(p)?.as_bytes())
}

/// Pauses the campaign at `now`.
///
/// # Errors
/// Already paused ([`Error::Already`], saying since when); a bad time; a failed write.
pub fn pause(c: &Campaign, now: &str, reason: Option<String>) -> Result<()> {
    let _lock = Lock::take(&c.dir)?;
    crate::campaign::deadline::time("--now", now)?;
    let mut all = load(c)?;
    if let Some(p) = all.open() {
        return Err(Error::Already(format!(
            "campaign {} is paused already (since {})",
            c.file.id, p.paused
        )));
    }
    all.pauses.push(Pause {
        paused: now.into(),
        reason,
        resumed: None,
    });
    save(c, &all)
}

/// Resumes the campaign at `now`; returns the pause that ended.
///
/// # Errors
/// Not paused; `now` before the pause began; a failed write.
pub fn resume(c: &Campaign, now: &str) -> Result<Pause> {
    let _lock = Lock::take(&c.dir)?;
    let at = crate::campaign::deadline::time("--now", now)?;
    let mut all = load(c)?;
    let Some(last) = all.pauses.last_mut().filter(|p| p.resumed.is_none()) else {
        return Err(Error::Already(format!(
            "campaign {} is not paused",
            c.file.id
        )));
    };
    if at < crate::campaign::deadline::time("pause", &last.paused)? {
        return Err(Error::Campaign(format!(
            "--now {now} is before the pause began ({})",
            last.paused
        )));
    }
    last.resumed = Some(now.into());
    let done = last.clone();
    save(c, &all)?;
    Ok(done)
}

/// Refuses while the campaign is paused, naming `pbem resume` (`pbem resolve`, `pbem
/// close`, and the judge's steps call this).
///
/// # Errors
/// [`Error::Campaign`] when paused.
pub fn refuse_if_paused(c: &Campaign, what: &str) -> Result<()> {
    if let Some(p) = load(c)?.open() {
        return Err(Error::Campaign(format!(
            "campaign {} is paused (since {}{}): {what} waits; `pbem resume {}` first",
            c.file.id,
            p.paused,
            p.reason
                .as_deref()
                .map(|r| format!(", {r}"))
                .unwrap_or_default(),
            c.dir.display()
        )));
    }
    Ok(())
}
