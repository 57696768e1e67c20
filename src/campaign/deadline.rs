//! Deadlines and missed orders: the pending entry's deadline and grace, closing
//! commitments at the deadline, orders held until commitments close, and who gets the
//! standing orders (NMR) when the entry is resolved with `--nmr`.
//!
//! Times are passed in (`--now`), never read from the clock here.

use super::check::check_orders;
use super::pending::Pending;
use super::Campaign;
use crate::error::{Error, Result};
use crate::fairness::commitment;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
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

/// What happened to held orders when commitments closed.
#[derive(Debug)]
pub struct Released {
    /// Player -> the error that refused the held orders (the player must send valid ones).
    pub refused: BTreeMap<String, Error>,
    /// Players whose held orders are now revealed.
    pub revealed: Vec<String>,
}

impl Pending {
    /// Sets the deadline (replacing an earlier one, which is kept in `replaced`).
    ///
    /// # Errors
    /// Commitments already closed; I/O.
    pub fn set_deadline(&mut self, mut d: Deadline) -> Result<()> {
        if let Some(cl) = &self.id.closed {
            return Err(Error::Campaign(format!(
                "entry {}: commitments were closed at {}; the deadline can no longer move",
                self.id.entry, cl.at
            )));
        }
        if let Some(mut old) = self.id.deadline.take() {
            d.replaced = std::mem::take(&mut old.replaced);
            d.replaced.push(old);
        }
        self.id.deadline = Some(d);
        self.save()
    }

    /// Closes commitments at `now`, after the deadline and grace: the players who have
    /// not committed get the standing orders; held orders are revealed.
    ///
    /// # Errors
    /// No deadline; `now` before its end of grace; commitments already closed.
    pub fn close(&mut self, c: &Campaign, now: &str) -> Result<Released> {
        self.check_past_grace(now)?;
        if self.id.closed.is_some() {
            return Err(Error::Already(format!(
                "entry {}: commitments are closed already",
                self.id.entry
            )));
        }
        let without = self.awaited_commitments(c);
        self.id.closed = Some(Closed {
            at: now.into(),
            without,
        });
        self.save()?;
        self.release_held(c)
    }

    /// Refuses unless a deadline is set and `now` is past its grace.
    ///
    /// # Errors
    /// [`Error::Campaign`] saying when the grace ends.
    pub fn check_past_grace(&self, now: &str) -> Result<()> {
        let d = self.id.deadline.as_ref().ok_or_else(|| {
            Error::Campaign(format!(
                "entry {} has no deadline; set one with `pbem deadline DIR --at TIME`",
                self.id.entry
            ))
        })?;
        if time("--now", now)? < d.closes()? {
            return Err(Error::Campaign(format!(
                "entry {}: the deadline {} with grace {} ends at {}; it is {now}",
                self.id.entry,
                d.at,
                d.grace,
                d.closes_text()?
            )));
        }
        Ok(())
    }

    /// Holds `player`'s orders until commitments close; they must hash to the commitment.
    ///
    /// # Errors
    /// No commitment, or one the bytes do not hash to.
    pub fn hold(&mut self, player: &str, src_name: &str, bytes: Vec<u8>) -> Result<()> {
        let want = self.commitments.get(player).ok_or_else(|| {
            Error::Fairness(format!(
                "{src_name}: {player} has no commitment to hold orders against"
            ))
        })?;
        let got = commitment(&bytes);
        if &got != want {
            return Err(Error::Fairness(format!(
                "{src_name}: the orders of {player} hash to {got}, but {player} committed {want}"
            )));
        }
        if self.held.get(player) == Some(&bytes) {
            return Err(Error::Already(format!(
                "{player}'s orders are held already"
            )));
        }
        self.held.insert(player.into(), bytes);
        self.save()
    }

    /// Once every commitment is in (or commitments are closed), reveals the held orders.
    ///
    /// # Errors
    /// I/O. Orders that fail their checks are dropped and returned in `refused`.
    pub fn release_held(&mut self, c: &Campaign) -> Result<Released> {
        let mut out = Released {
            refused: BTreeMap::new(),
            revealed: Vec::new(),
        };
        if !self.awaited_commitments(c).is_empty() {
            return Ok(out);
        }
        for (player, bytes) in std::mem::take(&mut self.held) {
            let name = format!("held orders of {player}");
            match check_orders(c, self, &player, &name, &bytes) {
                Ok(()) => {
                    self.orders.insert(player.clone(), bytes);
                    out.revealed.push(player);
                }
                Err(e) => {
                    out.refused.insert(player, e);
                }
            }
        }
        self.save()?;
        Ok(out)
    }

    /// The players who get the standing orders if the entry is resolved now, and why.
    pub fn nmr(&self, c: &Campaign) -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        for p in c.player_ids() {
            if self.orders.contains_key(&p) {
                continue;
            }
            let why = if self.commitments.contains_key(&p) {
                "committed, but the orders were not revealed"
            } else {
                "no commitment by the deadline"
            };
            out.insert(p, why.to_string());
        }
        out
    }
}
