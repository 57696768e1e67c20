//! `pbem handover`'s record: the waiting entry checked untouched, campaign.yaml written
//! with the new participant, the old one without the side, and the handover.

use super::{every_participant, Handover};
use crate::campaign::recover::Lock;
use crate::campaign::{Campaign, EntropyAnchor, Participant};
use crate::engine::version::{at_least, V0_8_0};
use crate::error::{Error, Result};
use crate::ids::ParticipantId;

/// What `pbem handover` is given.
#[derive(Debug, Clone)]
pub struct Request {
    /// The side.
    pub side: String,
    /// The new participant's id.
    pub to: ParticipantId,
    /// Their name.
    pub name: String,
    /// Their address, if reports are mailed.
    pub email: Option<String>,
    /// Their chain's anchor.
    pub anchor: EntropyAnchor,
    /// When (RFC 3339).
    pub now: String,
}

/// Records a handover for the waiting entry (under the campaign lock): the new
/// participant with the side and chain, the old one without the side (gone when it was
/// their last), and the handover in campaign.yaml. Returns it.
///
/// # Errors
/// The waiting entry plays rules older than pbem 0.8.0; it has a commitment, orders, an
/// entropy value (held or not), a void or closed commitments; the side is no player's;
/// the id is a participant's, or was one; a chain of length below the waiting entry.
pub fn record(dir: &std::path::Path, r: &Request) -> Result<Handover> {
    let _lock = Lock::take(dir)?;
    record_locked(dir, r)
}

/// [`record`] with the campaign lock held by the caller (the inbox, taking the
/// moderator's `PBEM-HANDOVER` line).
///
/// # Errors
/// As [`record`].
pub fn record_locked(dir: &std::path::Path, r: &Request) -> Result<Handover> {
    let mut c = Campaign::open(dir)?;
    let p = crate::campaign::pending::Pending::load(&c)?;
    let k = p.id.entry;
    let r_engine =
        crate::engine::revision::engine_of(&c.file.game, crate::campaign::upgrade::fixed(&c, &p)?)?;
    if !at_least(&r_engine, V0_8_0) {
        return Err(Error::Campaign(format!(
            "entry {k} plays the rules of {r_engine}: a handover is recorded from pbem 0.8.0's \
             rules on (`pbem upgrade` first, before the entry's first commitment)"
        )));
    }
    untouched(&p)?;
    let from = c
        .file
        .participants
        .iter()
        .find(|q| q.role == "player" && q.sides.contains(&r.side))
        .cloned()
        .ok_or_else(|| Error::Campaign(format!("no player plays side '{}'", r.side)))?;
    new_id(&c, &r.to)?;
    if r.anchor.length < k {
        return Err(Error::Campaign(format!(
            "the new chain has length {}, but it gives values from entry {k} on",
            r.anchor.length
        )));
    }
    crate::campaign::deadline::time("--now", &r.now)?;
    let h = Handover {
        side: r.side.clone(),
        entry: k,
        at: r.now.clone(),
        from: from.clone(),
        to: r.to.clone(),
        anchor: r.anchor.clone(),
    };
    let mut old = from;
    old.sides.retain(|s| s != &r.side);
    c.file.participants.retain(|q| q.id != old.id);
    if !old.sides.is_empty() {
        c.file.participants.push(old);
    }
    c.file.participants.push(Participant {
        id: r.to.clone(),
        name: r.name.clone(),
        email: r.email.clone(),
        role: "player".into(),
        sides: vec![r.side.clone()],
        entropy: Some(r.anchor.clone()),
    });
    c.file.participants.sort_by(|a, b| a.id.cmp(&b.id));
    c.file.handovers.push(h.clone());
    // Checked as every command will load it before it is written.
    let c = Campaign::from_file(dir, c.file)?;
    crate::store::write_atomic(
        &dir.join("campaign.yaml"),
        crate::yaml::to_string(&c.file)?.as_bytes(),
    )?;
    Ok(h)
}

/// Refuses an id that is or was a participant's: a handover goes to a new id.
///
/// # Errors
/// [`Error::Campaign`] naming the id.
pub fn new_id(c: &Campaign, to: &ParticipantId) -> Result<()> {
    let used = every_participant(&c.file).iter().any(|q| &q.id == to)
        || c.file.handovers.iter().any(|h| &h.to == to);
    if used {
        return Err(Error::Campaign(format!(
            "'{to}' is or was a participant of this campaign: a handover goes to a new id"
        )));
    }
    Ok(())
}

/// Refuses once anything is recorded for the waiting entry: a handover changes who is
/// awaited and whose chain the seed takes, so it comes before the entry's first
/// commitment, orders, entropy value, void or closing (as `pbem upgrade`).
///
/// # Errors
/// [`Error::Fairness`] naming the entry.
fn untouched(p: &crate::campaign::pending::Pending) -> Result<()> {
    let started = !p.commitments.is_empty()
        || !p.orders.is_empty()
        || !p.held.is_empty()
        || !p.entropy.is_empty()
        || !p.held_entropy.is_empty()
        || p.id.closed.is_some()
        || !crate::campaign::void::read(&p.dir)?.is_empty();
    if started {
        return Err(Error::Fairness(format!(
            "entry {} has commitments, orders or entropy values already: a handover is \
             recorded before them (hand the side over when the next entry opens)",
            p.id.entry
        )));
    }
    Ok(())
}
