//! A side changes hands (issue 29; docs/fairness.md, section 15): `pbem handover DIR --side
//! SIDE --to ID[:EMAIL]` gives a side to a new participant from the waiting entry on,
//! before anything is recorded for that entry. The new participant's entropy chain anchor
//! is recorded (campaign.yaml, then the entry's resolution.yaml and report mail) before
//! any seed it can influence; an old participant left without a side leaves the campaign,
//! and their chain ends. campaign.yaml's `participants` are always those of the waiting
//! entry; `handovers` lists each change with the old participant's record as it was, so
//! the participants of any earlier entry follow ([`roster_at`]).

use super::{Campaign, CampaignFile, EntropyAnchor, Participant};
use crate::error::Result;
use crate::ids::ParticipantId;
use serde::{Deserialize, Serialize};

pub mod chain;
pub mod record;

pub use record::{record, record_locked, Request};

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

/// The handovers an entry records: campaign.yaml's of entry `k`.
pub fn of_entry(file: &CampaignFile, k: u32) -> Vec<Handover> {
    file.handovers
        .iter()
        .filter(|h| h.entry == k)
        .cloned()
        .collect()
}
