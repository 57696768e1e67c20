//! The rules revision of the waiting entry, checked, and `pbem upgrade`, which changes it
//! before the entry's first commitment (docs/fairness.md, section 12).

use super::pending::Pending;
use super::revision::previous;
use super::Campaign;
use crate::engine::revision::{self, Revision, Upgrade};
use crate::error::{Error, Result};

/// The revision the waiting entry is resolved by, checked: the one its pending entry
/// recorded when it opened (the previous entry's when it recorded none), equal to the
/// previous entry's unless an upgrade from that one is recorded.
///
/// # Errors
/// [`Error::Fairness`] when pending/entry.yaml's revision is not the one fixed.
pub fn fixed(c: &Campaign, p: &Pending) -> Result<Revision> {
    let before = previous(c)?;
    let r = p.id.revision.unwrap_or(before);
    revision::engine_of(&c.file.game, r)?;
    match &p.id.upgrade {
        None if r != before => Err(Error::Fairness(format!(
            "pending/entry.yaml names rules revision {r}, but entry {} opens with revision \
             {before} and records no upgrade",
            p.id.entry
        ))),
        Some(u) if u.from != before || r <= before => Err(Error::Fairness(format!(
            "pending/entry.yaml records an upgrade from revision {} to {r}, but entry {} \
             opens with revision {before}",
            u.from, p.id.entry
        ))),
        _ => Ok(r),
    }
}

/// `pbem upgrade`: moves the waiting entry to the newest revision this pbem plays, at
/// `now`; recorded in pending/entry.yaml, then in the entry's resolution.yaml and report
/// mail. Returns (from, to).
///
/// # Errors
/// Anything already recorded for the entry (a commitment, orders, an entropy value, a
/// void or closed commitments): the revision is fixed before the first commitment; the
/// entry already at the newest revision ([`Error::Already`]).
pub fn upgrade(c: &Campaign, now: &str) -> Result<(Revision, Revision)> {
    let mut p = Pending::load(c)?;
    let from = previous(c)?;
    let to = revision::newest(&c.file.game)?;
    let k = p.id.entry;
    if p.id.revision == Some(to) || from == to {
        return Err(Error::Already(format!(
            "entry {k} is already at rules revision {to}, the newest this pbem plays"
        )));
    }
    let started = !p.commitments.is_empty()
        || !p.orders.is_empty()
        || !p.held.is_empty()
        || !p.entropy.is_empty()
        || !p.held_entropy.is_empty()
        || p.id.closed.is_some()
        || !super::void::read(&p.dir)?.is_empty();
    if started {
        return Err(Error::Fairness(format!(
            "entry {k} has commitments, orders or entropy values already: its rules revision \
             ({from}) was fixed before them; upgrade when the next entry opens"
        )));
    }
    super::deadline::time("--now", now)?;
    p.id.revision = Some(to);
    p.id.upgrade = Some(Upgrade {
        from,
        set: now.to_string(),
    });
    p.save()?;
    Ok((from, to))
}
