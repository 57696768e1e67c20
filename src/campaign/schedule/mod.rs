//! Deadlines by schedule (issue 29): campaign.yaml's `schedule:` ([`config`]) gives the
//! waiting entry its deadline when it opens; absences ([`absence`]) move a deadline that
//! falls inside one, within the campaign's cap; a paused campaign
//! ([`crate::campaign::pause`]) gets none. The deadline is recorded in the entry as `pbem
//! deadline` records it, before any entropy value of the entry is in.

pub mod absence;
pub mod clock;
pub mod config;
pub mod slots;

pub use config::Schedule;

use crate::campaign::deadline::{AbsenceNote, Deadline, Moved, Scheduled};
use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::engine::version::{at_least, V0_8_0};
use crate::error::{Error, Result};
use clock::{secs, text};
use config::Checked;
use slots::{last_slot_between, next_slot};

/// The deadline the campaign's schedule asks the waiting entry to get at `now` (RFC
/// 3339); `None` when the campaign has no schedule, is paused, the entry's commitments are
/// closed, or the entry has a deadline already (the schedule's, or the moderator's) set
/// since the last resume. A deadline is fixed before any entropy value of the entry is in
/// or held, with one exception ([`moves_later_after_resume`]): the one a resume asks for,
/// when it is not earlier than the deadline it replaces (while paused, the inbox takes no
/// entropy value, so those in came before the pause, under that deadline).
///
/// # Errors
/// A malformed `pause.yaml` or `absences.yaml`; a bad time; a schedule that does not check.
pub fn due_deadline(c: &Campaign, p: &Pending, now: &str) -> Result<Option<Deadline>> {
    let Some(s) = &c.file.schedule else {
        return Ok(None);
    };
    let pauses = crate::campaign::pause::load(c)?;
    if pauses.open().is_some() || p.id.closed.is_some() {
        return Ok(None);
    }
    let stale = match (&p.id.deadline, pauses.last_resumed()) {
        (None, _) => true,
        (Some(d), Some(resumed)) => d
            .set
            .as_deref()
            .map(|set| Ok::<_, Error>(secs("set", set)? < secs("resumed", resumed)?))
            .transpose()?
            .unwrap_or(false),
        (Some(_), None) => false,
    };
    if !stale {
        return Ok(None);
    }
    let d = compute(c, p, s, now)?;
    if entropy_in(p) && !moves_later_after_resume(c, p, &d)? {
        return Ok(None);
    }
    Ok(Some(d))
}

/// Whether `new`, asked for by the schedule once an entropy value of the entry is in,
/// may replace the entry's deadline: that deadline was set before the campaign's last
/// resume, and `new` is not earlier. It gives whoever is awaited more time, never less,
/// so no one who has seen entropy values can cut anyone off by it (the moderator chooses
/// when to resume, as they choose to delay; docs/mail.md, "Pause"); without it, a
/// deadline that passed during the pause would close the entry the moment the campaign
/// resumed, and an entry paused before it had one would wait for ever.
///
/// # Errors
/// A malformed `pause.yaml`; a bad time.
pub fn moves_later_after_resume(c: &Campaign, p: &Pending, new: &Deadline) -> Result<bool> {
    let (Some(old), Some(resumed)) = (
        &p.id.deadline,
        crate::campaign::pause::load(c)?
            .last_resumed()
            .map(str::to_string),
    ) else {
        return Ok(false);
    };
    let Some(set) = &old.set else {
        return Ok(false);
    };
    Ok(secs("set", set)? < secs("resumed", &resumed)?
        && secs("new", &new.at)? >= secs("old", &old.at)?)
}

/// Whether an entropy value of the entry is in or held.
fn entropy_in(p: &Pending) -> bool {
    !p.entropy.is_empty() || !p.held_entropy.is_empty()
}

/// The deadline by schedule `s` for the waiting entry opened at `now`, whatever the
/// entry holds (`pbem deadline --by-schedule` checks that first).
///
/// # Errors
/// As [`due_deadline`].
pub fn compute(c: &Campaign, p: &Pending, s: &Schedule, now: &str) -> Result<Deadline> {
    let k = s
        .check()
        .map_err(|e| Error::Campaign(format!("{}: {}", e.path, e.message)))?;
    let t = secs("--now", now)?;
    let planned = next_slot(&k, t.saturating_add(k.next as i64))?;
    let away = absences(c, p, &k, t)?;
    let (at, moved) = move_for_absences(&k, planned, &away)?;
    let mut d = Deadline::new(&text(at), &s.grace, now)?;
    if at_least(&entry_engine(c, p)?, V0_8_0) {
        d.schedule = Some(Scheduled {
            zone: s.zone.clone(),
            local: clock::local_text(&k.zone, at)?,
            planned: text(planned),
            absences: away.iter().map(|(n, _)| n.clone()).collect(),
            moved,
        });
    }
    Ok(d)
}

/// The engine the waiting entry's rules revision plays (what decides its bytes).
fn entry_engine(c: &Campaign, p: &Pending) -> Result<String> {
    let r = match p.id.revision {
        Some(r) => r,
        None => crate::campaign::revision::previous(c)?,
    };
    crate::engine::revision::engine_of(&c.file.game, r)
}

/// The absences of the entry's awaited players that have not ended at `t`, each with its
/// UTC window, in the order recorded.
fn absences(
    c: &Campaign,
    p: &Pending,
    k: &Checked,
    t: i64,
) -> Result<Vec<(AbsenceNote, (i64, i64))>> {
    let mut out = Vec::new();
    for a in absence::load(c)?.absences {
        if !p.deciders.contains(&a.player) {
            continue;
        }
        let w = a.window(&k.zone)?;
        if w.1 > t {
            let note = AbsenceNote {
                player: a.player,
                from: a.from,
                to: a.to,
            };
            out.push((note, w));
        }
    }
    Ok(out)
}

/// Moves `planned` past every absence it falls in (to the first slot after it), then
/// back within `planned` + cap if it went further: the last slot in the cap.
///
/// # Errors
/// A time outside the calendar.
pub fn move_for_absences(
    k: &Checked,
    planned: i64,
    away: &[(AbsenceNote, (i64, i64))],
) -> Result<(i64, Vec<Moved>)> {
    let mut at = planned;
    let mut moved = Vec::new();
    // Each move passes the absence's end, so no absence is met twice.
    for _ in 0..away.len() {
        let Some((who, w)) = away.iter().find(|(_, w)| w.0 <= at && at < w.1) else {
            break;
        };
        let to = next_slot(k, w.1)?;
        moved.push(Moved {
            player: who.player.clone(),
            from: text(at),
            to: text(to),
            capped: false,
        });
        at = to;
    }
    let limit = planned.saturating_add(k.cap as i64);
    if at > limit {
        let back = last_slot_between(k, planned, limit)?.unwrap_or(planned);
        let player = moved.last().map(|m| m.player.clone()).unwrap_or_default();
        moved.push(Moved {
            player,
            from: text(at),
            to: text(back),
            capped: true,
        });
        at = back;
    }
    Ok((at, moved))
}

/// When the waiting entry may be resolved early, every awaited orders file in: the later
/// of the deadline's `set` + `schedule.min` and `last_in` (when the last awaited orders
/// came, RFC 3339) + `schedule.delay`. `None` without a schedule or a deadline with a
/// `set` (resolve when all is in, as before).
///
/// # Errors
/// A bad time; a schedule that does not check.
pub fn early_from(c: &Campaign, p: &Pending, last_in: &str) -> Result<Option<String>> {
    let (Some(s), Some(set)) = (
        &c.file.schedule,
        p.id.deadline.as_ref().and_then(|d| d.set.as_ref()),
    ) else {
        return Ok(None);
    };
    let k = s
        .check()
        .map_err(|e| Error::Campaign(format!("{}: {}", e.path, e.message)))?;
    let a = secs("set", set)?.saturating_add(k.min as i64);
    let b = secs("last orders", last_in)?.saturating_add(k.delay as i64);
    Ok(Some(text(a.max(b))))
}

/// Sets the waiting entry's deadline by the schedule at `now` (`pbem deadline
/// --by-schedule`, and the judge with [`due_deadline`]'s answer), recorded as `pbem
/// deadline` records it (any deadline before is kept in `replaced`).
///
/// # Errors
/// No schedule; paused; an entropy value in or held; commitments closed; a bad time.
pub fn set_by_schedule(c: &Campaign, p: &mut Pending, now: &str) -> Result<Deadline> {
    let Some(s) = &c.file.schedule else {
        return Err(Error::Campaign(format!(
            "campaign {} has no schedule: add `schedule:` to campaign.yaml (docs/mail.md)",
            c.file.id
        )));
    };
    crate::campaign::pause::refuse_if_paused(c, "a deadline")?;
    let d = compute(c, p, s, now)?;
    if entropy_in(p) && !moves_later_after_resume(c, p, &d)? {
        return Err(Error::Campaign(format!(
            "entry {}: an entropy value is in; a deadline by schedule is set before any \
             (docs/fairness.md, section 7), or after a resume no earlier than the one it \
             replaces: set one by hand with `pbem deadline --at`",
            p.id.entry
        )));
    }
    p.set_deadline(d.clone())?;
    Ok(d)
}

#[cfg(test)]
mod tests;
