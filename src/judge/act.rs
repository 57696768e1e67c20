//! The judge's steps for one campaign: the fair next step of `pbem status`
//! ([`crate::campaign::next::NextStep`]) done, again and again until the campaign waits
//! for its players: the deadline the schedule asks for, the moderator's own entropy value
//! (the judge holds the moderator's secret, as the moderator does), closing commitments
//! after the grace, resolving when all is in, and resolving with the standing orders by
//! the NMR rule.

use super::config::Judge;
use crate::campaign::deadline::{time, Deadline};
use crate::campaign::next::{next_step, NextStep};
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::resolve;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::ids::ParticipantId;
use std::path::Path;

/// The most steps one run does for one campaign (each resolves, closes, reveals or sets a
/// deadline; a campaign needs a handful at most: the bound only stops a loop).
const MAX_STEPS: usize = 16;

use crate::campaign::pause::is_paused;
use crate::campaign::schedule::{due_deadline, early_from};

/// The judge's own note of when it first found everything of the waiting entry in
/// (`judge-ready.yaml` in the campaign folder): the schedule's delay before resolving
/// early counts from it ([`early_from`]).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Ready {
    /// The entry.
    entry: u32,
    /// The run that first found it ready, RFC 3339.
    since: String,
}

/// When the waiting entry, everything in, may be resolved by the schedule (None: now).
///
/// # Errors
/// The note unreadable or unwritable; the schedule's.
fn ready_from(c: &Campaign, p: &Pending, now: &str) -> Result<Option<String>> {
    if c.file.schedule.is_none() {
        return Ok(None);
    }
    let path = c.dir.join("judge-ready.yaml");
    let noted: Option<Ready> = if path.is_file() {
        Some(crate::yaml::Source::read(&path)?.parse()?)
    } else {
        None
    };
    let since = match noted {
        Some(r) if r.entry == p.id.entry => r.since,
        _ => {
            let r = Ready {
                entry: p.id.entry,
                since: now.to_string(),
            };
            crate::store::write_atomic(&path, crate::yaml::to_string(&r)?.as_bytes())?;
            r.since
        }
    };
    early_from(c, p, &since)
}

/// Where the campaign waits after the steps: the step, and whether reminders are due.
#[derive(Debug, Clone)]
pub struct Settled {
    /// What was done, in words, in order.
    pub done: Vec<String>,
    /// The step the campaign waits at.
    pub step: NextStep,
    /// Whether reminders are due (the deadline is near or past, something is awaited).
    pub remind: bool,
    /// Paused by the moderator: nothing resolved, no deadline set.
    pub paused: bool,
}

/// Does the campaign's fair next steps at `now` until it waits for its players.
///
/// # Errors
/// Whatever a step meets (resolving, closing, a secret that does not fit); what was done
/// before it stays done.
pub fn settle(j: &Judge, dir: &Path, now: &str) -> Result<Settled> {
    let mut done = Vec::new();
    for _ in 0..MAX_STEPS {
        let c = Campaign::open(dir)?;
        let p = Pending::load(&c)?;
        if is_paused(&c)? {
            return Ok(Settled {
                done,
                step: next_step(&c, &p, now)?,
                remind: false,
                paused: true,
            });
        }
        if let Some(text) = schedule_deadline(&c, &p, now)? {
            done.push(text);
            continue;
        }
        let step = next_step(&c, &p, now)?;
        match one(j, &c, &p, &step, now)? {
            Some(what) => {
                done.push(what);
                super::stop::stop_point("step");
            }
            None => {
                let remind = reminders_due(j, &p, &step, now)?;
                return Ok(Settled {
                    done,
                    step,
                    remind,
                    paused: false,
                });
            }
        }
    }
    Err(Error::Campaign(format!(
        "{}: still not waiting after {MAX_STEPS} steps: {}",
        dir.display(),
        done.join("; ")
    )))
}

/// Sets the deadline the campaign's schedule asks for, if one is due (an entry opened,
/// not paused, no entropy value in yet): what was done, or None. The judge does it also
/// before it reads an entry's first mail, which may carry entropy values (docs/judge.md).
///
/// # Errors
/// The schedule's; recording the deadline.
pub fn schedule_deadline(c: &Campaign, p: &Pending, now: &str) -> Result<Option<String>> {
    // No deadline once commitments closed, nor for a game that has ended.
    if p.id.closed.is_some() || crate::campaign::next::game_over(c)?.is_some() {
        return Ok(None);
    }
    let Some(d) = due_deadline(c, p, now)? else {
        return Ok(None);
    };
    let _lock = Lock::take(&c.dir)?;
    let mut p = Pending::load(c)?;
    let text = format!(
        "deadline {} (grace {}) set for entry {}",
        d.at, d.grace, p.id.entry
    );
    p.set_deadline(d)?;
    Ok(Some(text))
}

/// Does `step` if the judge does it now: what was done, or None when the campaign waits.
///
/// # Errors
/// The step's.
fn one(j: &Judge, c: &Campaign, p: &Pending, step: &NextStep, now: &str) -> Result<Option<String>> {
    match step {
        NextStep::RevealEntropy { participant, .. } => reveal_held(c, p, &[participant.clone()]),
        NextStep::Resolve => {
            if let Some(from) = ready_from(c, p, now)? {
                if time("--now", now)? < time("early_from", &from)? {
                    return Ok(None);
                }
            }
            resolve_now(c, now, None).map(Some)
        }
        NextStep::ResolveNmr { .. } => resolve_now(c, now, Some(now)).map(Some),
        NextStep::Close { uncommitted, .. } => {
            let _lock = Lock::take(&c.dir)?;
            let mut p = Pending::load(c)?;
            p.close(c, now)?;
            Ok(Some(format!(
                "commitments of entry {} closed (standing orders for: {})",
                p.id.entry,
                uncommitted.join(", ")
            )))
        }
        NextStep::AwaitReveals {
            entropy, withheld, ..
        } => {
            if let Some(done) = reveal_held(c, p, entropy)? {
                return Ok(Some(done));
            }
            match (withheld, &p.id.deadline) {
                (Some(_), Some(d)) if withheld_after(j, d, now)? => {
                    resolve_now(c, now, Some(now)).map(Some)
                }
                _ => Ok(None),
            }
        }
        // No deadline, every commitment in: the moderator's value the judge holds goes in
        // now, as with a deadline (the entry then resolves once the players' are in).
        NextStep::Wait { deadline: false } if p.awaited_commitments(c).is_empty() => {
            reveal_held(c, p, &p.awaited_entropy(c))
        }
        NextStep::RemindInGrace { .. } | NextStep::Wait { .. } | NextStep::Over { .. } => Ok(None),
    }
}

/// Reveals the entropy value of the first moderator among `who` whose secret the judge
/// holds (in `DIR.secrets/`, where `pbem entropy init` put it): what was done, or None.
/// Players' values come by their own mail, never from a secret beside the campaign.
///
/// # Errors
/// A secret that is not this campaign's chain; recording the value.
fn reveal_held(c: &Campaign, p: &Pending, who: &[String]) -> Result<Option<String>> {
    for id in who {
        let pid: ParticipantId = id
            .parse()
            .map_err(|e| Error::Campaign(format!("participant {id}: {e}")))?;
        let path = crate::campaign::secret::default_secret_path(&c.dir, &pid);
        if c.participant(id)?.role != "moderator" || !path.is_file() {
            continue;
        }
        let _lock = Lock::take(&c.dir)?;
        let mut p2 = Pending::load(c)?;
        let value = crate::campaign::secret::secret_value(c, &pid, &path, p.id.entry)?;
        p2.entropy(c, id, value)?;
        return Ok(Some(format!(
            "entropy of {id} revealed for entry {} (the judge holds its secret)",
            p.id.entry
        )));
    }
    Ok(None)
}

/// Resolves the waiting entry, with the standing orders when `nmr` (the time the NMR
/// rule is applied at) is given; the mails are dated `now`.
///
/// # Errors
/// Resolving's.
fn resolve_now(c: &Campaign, now: &str, nmr: Option<&str>) -> Result<String> {
    let out = match resolve::resolve(
        &c.dir,
        &resolve::Options {
            mail_date: now.to_string(),
            dry_run: false,
            nmr: nmr.map(str::to_string),
        },
    ) {
        Ok(out) => out,
        // A resolve stopped after writing the entry: taking the lock finished it.
        Err(Error::Already(what)) => return Ok(format!("{what} (finished by recovery)")),
        Err(e) => return Err(e),
    };
    Ok(format!(
        "resolved {}{}",
        out.name,
        if nmr.is_some() {
            " with the standing orders for those whose orders were not in"
        } else {
            ""
        }
    ))
}

/// Whether reveals and entropy values still awaited past the grace are withheld: the
/// judge's `reveal_within` has passed since the grace ended (players who committed on time
/// could reveal only once commitments closed).
///
/// # Errors
/// A malformed time.
fn withheld_after(j: &Judge, d: &Deadline, now: &str) -> Result<bool> {
    let until = d.closes()? + j.reveal_within()?;
    Ok(time("--now", now)? >= until)
}

/// Whether reminders are due at `now`: something is awaited of the players, and the
/// deadline is less than the judge's `remind_before` away, or past.
///
/// # Errors
/// A malformed time.
fn reminders_due(j: &Judge, p: &Pending, step: &NextStep, now: &str) -> Result<bool> {
    let waiting = match step {
        NextStep::RevealEntropy { .. } | NextStep::Resolve | NextStep::ResolveNmr { .. } => false,
        NextStep::Close { .. } | NextStep::Over { .. } => false,
        NextStep::RemindInGrace { .. } | NextStep::AwaitReveals { .. } => true,
        NextStep::Wait { deadline } => *deadline,
    };
    let Some(d) = &p.id.deadline else {
        return Ok(false);
    };
    let at = time("deadline", &d.at)?;
    let from = at
        .checked_sub(j.remind_before()?)
        .unwrap_or(std::time::UNIX_EPOCH);
    Ok(waiting && time("--now", now)? >= from)
}
