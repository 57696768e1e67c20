//! Deadlines: the pending entry's deadline and grace, when it was set and what it
//! replaced, and when commitments close. What closing does to the pending entry (held
//! orders, standing orders) is [`super::closing`].
//!
//! Times are passed in (`--now`), never read from the clock here.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::time::SystemTime;

/// A deadline: RFC 3339 time and a grace period (humantime: `12h`, `2days`), when it was
/// set, and the deadlines it replaced (recorded in the entry's resolution.yaml, so every
/// player sees when the moderator set or moved it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deadline {
    /// When orders are due.
    pub at: String,
    /// How long after `at` the entry may be resolved with NMR defaults.
    pub grace: String,
    /// When the moderator set it (RFC 3339; absent in campaigns made before 0.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set: Option<String>,
    /// The deadlines this one replaced, oldest first (each with its own `set`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replaced: Vec<Deadline>,
    /// Set by the campaign's schedule (`schedule:` in campaign.yaml; entries of pbem 0.8.0
    /// on): where it came from and each move for an absence. Absent when set by hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<Scheduled>,
}

/// How the schedule set a deadline (recorded in the deadline, so the entry's
/// resolution.yaml and report mail say it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scheduled {
    /// The zone (IANA name) the schedule is read in.
    pub zone: String,
    /// The deadline's local time in that zone, `YYYY-MM-DD HH:MM`.
    pub local: String,
    /// Where the schedule put it before any absence moved it (RFC 3339, UTC).
    pub planned: String,
    /// The absences of awaited players known when it was set that had not ended.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absences: Vec<AbsenceNote>,
    /// Each move for an absence, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved: Vec<Moved>,
}

/// An absence as a deadline records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbsenceNote {
    /// The player.
    pub player: String,
    /// First day away, `YYYY-MM-DD` (local).
    pub from: String,
    /// Last day away.
    pub to: String,
}

/// One move of a deadline for an absence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Moved {
    /// The player away.
    pub player: String,
    /// The deadline before the move (RFC 3339).
    pub from: String,
    /// After it.
    pub to: String,
    /// True when `schedule.absence_cap` stopped the move short of the absence's end.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub capped: bool,
}

/// The longest grace `pbem deadline` accepts: 366 days.
pub const MAX_GRACE_SECS: u64 = 366 * 24 * 3600;

/// The last instant pbem handles (9999-12-31T23:59:59Z; RFC 3339 has four-digit years).
const LAST_SECS: u64 = 253_402_300_799;

/// Commitments closed at the deadline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Closed {
    /// When (the `--now` of `pbem close` or `pbem resolve --nmr`).
    pub at: String,
    /// Players who had not committed: they get the standing orders.
    pub without: Vec<String>,
}

/// Parses an RFC 3339 time.
///
/// # Errors
/// [`Error::Campaign`] naming the text.
pub fn time(what: &str, t: &str) -> Result<SystemTime> {
    humantime::parse_rfc3339_weak(t).map_err(|e| {
        Error::Campaign(format!(
            "{what} '{t}': {e} (RFC 3339, e.g. 2026-12-01T18:00:00Z)"
        ))
    })
}

fn grace(g: &str) -> Result<std::time::Duration> {
    let d = humantime::parse_duration(g)
        .map_err(|e| Error::Campaign(format!("grace '{g}': {e} (e.g. 12h, 2days)")))?;
    if d.as_secs() > MAX_GRACE_SECS {
        return Err(Error::Campaign(format!(
            "grace '{g}' is longer than 366 days, the longest pbem accepts"
        )));
    }
    Ok(d)
}

impl Deadline {
    /// A checked deadline set at `now`: `at` must not be before `now` (a deadline in the
    /// past would cut off whoever is awaited at once, after the moderator has seen the
    /// others' entropy values).
    ///
    /// # Errors
    /// A time or duration that does not parse; a grace over [`MAX_GRACE_SECS`]; `at`
    /// before `now`.
    pub fn new(at: &str, grace_text: &str, now: &str) -> Result<Deadline> {
        let t = time("deadline", at)?;
        grace(grace_text)?;
        if t < time("--now", now)? {
            return Err(Error::Campaign(format!(
                "deadline {at} is before now ({now}): a deadline in the past would cut off \
                 whoever is awaited at once; give a later time"
            )));
        }
        let d = Deadline {
            at: at.into(),
            grace: grace_text.into(),
            set: Some(now.into()),
            replaced: Vec::new(),
            schedule: None,
        };
        d.closes()?;
        Ok(d)
    }

    /// Whether `now` is past the deadline (those awaited are late).
    ///
    /// # Errors
    /// Times that do not parse.
    pub fn late(&self, now: &str) -> Result<bool> {
        Ok(time("--now", now)? > time("deadline", &self.at)?)
    }

    /// The end of grace: deadline + grace.
    ///
    /// # Errors
    /// Times that do not parse; a grace over [`MAX_GRACE_SECS`]; an end after year 9999.
    pub fn closes(&self) -> Result<SystemTime> {
        let g = grace(&self.grace)?;
        time("deadline", &self.at)?
            .checked_add(g)
            .filter(|t| {
                t.duration_since(SystemTime::UNIX_EPOCH)
                    .is_ok_and(|d| d.as_secs() <= LAST_SECS)
            })
            .ok_or_else(|| {
                Error::Campaign(format!(
                    "deadline {} with grace {} ends after the year 9999",
                    self.at, self.grace
                ))
            })
    }

    /// The end of grace, RFC 3339.
    ///
    /// # Errors
    /// Times that do not parse.
    pub fn closes_text(&self) -> Result<String> {
        Ok(humantime::format_rfc3339_seconds(self.closes()?).to_string())
    }
}
