//! A side changes hands (issue 29; docs/fairness.md, section 14): `pbem handover DIR --side
//! SIDE --to ID[:EMAIL]` gives a side to a new participant from the waiting entry on,
//! before anything is recorded for that entry. The new participant's entropy chain anchor
//! is recorded (campaign.yaml, then the entry's resolution.yaml and report mail) before
//! any seed it can influence; an old participant left without a side leaves the campaign,
//! and their chain ends. campaign.yaml's `participants` are always those of the waiting
//! entry; `handovers` lists each change with the old participant's record as it was, so
//! the participants of any earlier entry follow ([`roster_at`]).

use super::recover::Lock;
use super::{Campaign, CampaignFile, EntropyAnchor, Participant};
use crate::engine::version::{at_least, V0_8_0};
use crate::error::{Error, Result};
use crate::ids::ParticipantId;
use serde::{Deserialize, Serialize};

/// One handover, as campaign.yaml and the entry's resolution.yaml record it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Handover {
    /// The side that changed hands.
    pub side: String,
    /// The first entry the new participant plays.
    pub entry: u32,
    /// When it was recorded (RFC 3339, the moderator's clock).
    pub at: String,
    /// The old participant's record before the handover.
    pub from: Participant,
    /// The new participant's id (their record is in `participants`, or in a later
    /// handover's `from`).
    pub to: ParticipantId,
    /// The new participant's chain anchor, as recorded before any of its values.
    pub anchor: EntropyAnchor,
}

/// The participants of entry `k`: campaign.yaml's, with every handover of an entry after
/// `k` undone (latest first), sorted by id.
pub fn roster_at(file: &CampaignFile, k: u32) -> Vec<Participant> {
    let mut list = file.participants.clone();
    for h in file.handovers.iter().rev().filter(|h| h.entry > k) {
        list.retain(|p| p.id != h.to && p.id != h.from.id);
        list.push(h.from.clone());
    }
    list.sort_by(|a, b| a.id.cmp(&b.id));
    list
}

/// Every participant that ever had a chain, with its anchor: campaign.yaml's and those who
/// left in a handover (verify links every chain; an id whose chain is not in the entry's
/// participants may give no value there).
pub fn every_participant(file: &CampaignFile) -> Vec<Participant> {
    let mut list = file.participants.clone();
    for h in &file.handovers {
        if !list.iter().any(|p| p.id == h.from.id) {
            list.push(h.from.clone());
        }
    }
    list.sort_by(|a, b| a.id.cmp(&b.id));
    list
}

/// The campaign as entry `k` saw it: `None` when its participants are campaign.yaml's
/// (no handover after `k`), else a campaign with those of [`roster_at`] and the handovers
/// up to `k`.
///
/// # Errors
/// A rolled-back campaign.yaml that does not check.
pub fn at_entry(c: &Campaign, k: u32) -> Result<Option<Campaign>> {
    if !c.file.handovers.iter().any(|h| h.entry > k) {
        return Ok(None);
    }
    let mut file = c.file.clone();
    file.participants = roster_at(&c.file, k);
    file.handovers.retain(|h| h.entry <= k);
    Campaign::from_file(&c.dir, file).map(Some)
}

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
    let mut c = Campaign::open(dir)?;
    let p = super::pending::Pending::load(&c)?;
    let k = p.id.entry;
    let r_engine =
        crate::engine::revision::engine_of(&c.file.game, super::upgrade::fixed(&c, &p)?)?;
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
    let used = every_participant(&c.file).iter().any(|q| q.id == r.to)
        || c.file.handovers.iter().any(|h| h.to == r.to);
    if used {
        return Err(Error::Campaign(format!(
            "'{}' is or was a participant of this campaign: a handover goes to a new id",
            r.to
        )));
    }
    if r.anchor.length < k {
        return Err(Error::Campaign(format!(
            "the new chain has length {}, but it gives values from entry {k} on",
            r.anchor.length
        )));
    }
    super::deadline::time("--now", &r.now)?;
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

/// The handovers an entry records: campaign.yaml's of entry `k`.
pub fn of_entry(file: &CampaignFile, k: u32) -> Vec<Handover> {
    file.handovers
        .iter()
        .filter(|h| h.entry == k)
        .cloned()
        .collect()
}

/// Refuses once anything is recorded for the waiting entry: a handover changes who is
/// awaited and whose chain the seed takes, so it comes before the entry's first
/// commitment, orders, entropy value, void or closing (as `pbem upgrade`).
///
/// # Errors
/// [`Error::Fairness`] naming the entry.
fn untouched(p: &super::pending::Pending) -> Result<()> {
    let started = !p.commitments.is_empty()
        || !p.orders.is_empty()
        || !p.held.is_empty()
        || !p.entropy.is_empty()
        || !p.held_entropy.is_empty()
        || p.id.closed.is_some()
        || !super::void::read(&p.dir)?.is_empty();
    if started {
        return Err(Error::Fairness(format!(
            "entry {} has commitments, orders or entropy values already: a handover is \
             recorded before them (hand the side over when the next entry opens)",
            p.id.entry
        )));
    }
    Ok(())
}
