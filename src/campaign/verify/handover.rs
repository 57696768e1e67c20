//! Verify's checks of handovers (issue 29; docs/fairness.md, section 14): each entry is
//! read and replayed with the participants it had ([`crate::campaign::handover::roster_at`]);
//! its resolution.yaml records exactly campaign.yaml's handovers of that entry, with the
//! anchor of the new chain as campaign.yaml has it; only the entry's participants give
//! entropy values in it (a chain that ended in a handover, or one whose handover comes
//! later, gives none).

use super::{diff, parse, read};
use crate::campaign::handover::{at_entry, of_entry, roster_at};
use crate::campaign::produce::Resolution;
use crate::campaign::Campaign;
use crate::engine::version::{at_least, V0_8_0};
use crate::error::{Error, Result};
use crate::fairness::Digest;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The campaigns of the entries before handovers, made once each.
#[derive(Default)]
pub(super) struct Rosters {
    /// Number of handovers undone -> the campaign with them undone.
    made: BTreeMap<usize, Arc<Campaign>>,
}

impl Rosters {
    /// The campaign as entry `k` saw it, when it differs from `c` (a handover after `k`).
    ///
    /// # Errors
    /// A rolled-back campaign.yaml that does not check, named as campaign.yaml's.
    pub(super) fn at(&mut self, c: &Campaign, k: u32) -> Result<Option<Arc<Campaign>>> {
        let undone = c.file.handovers.iter().filter(|h| h.entry > k).count();
        if undone == 0 {
            return Ok(None);
        }
        if let Some(m) = self.made.get(&undone) {
            return Ok(Some(m.clone()));
        }
        let made = at_entry(c, k)?
            .map(Arc::new)
            .ok_or_else(|| Error::Fairness("campaign.yaml's handovers changed".into()))?;
        self.made.insert(undone, made.clone());
        Ok(Some(made))
    }
}

/// Checks campaign.yaml's handovers once: entries in order, each new participant's chain
/// in the participants of its entry with the anchor the handover recorded.
///
/// # Errors
/// [`Error::Fairness`] naming campaign.yaml and the handover.
pub(super) fn check_campaign(c: &Campaign) -> Result<()> {
    let mut last = 0;
    for (i, h) in c.file.handovers.iter().enumerate() {
        let at = |m: String| {
            Error::Fairness(format!(
                "campaign.yaml: handovers[{i}] (side {}): {m}",
                h.side
            ))
        };
        if h.entry < last || h.entry == 0 {
            return Err(at(format!("entry {} is out of order", h.entry)));
        }
        last = h.entry;
        let roster = roster_at(&c.file, h.entry);
        let to = roster.iter().find(|p| p.id == h.to).ok_or_else(|| {
            at(format!(
                "{} is not a participant of entry {}",
                h.to, h.entry
            ))
        })?;
        if to.entropy.as_ref() != Some(&h.anchor) || !to.sides.contains(&h.side) {
            return Err(at(format!(
                "{}'s chain or sides in entry {} are not those the handover recorded \
                 (anchor {}): a chain not recorded before the seed",
                h.to, h.entry, h.anchor.anchor
            )));
        }
    }
    Ok(())
}

/// Checks entry `k` (`name`), before its chains' links, when the campaign has handovers
/// (else [`check_recorded`] alone): its recorded handovers are campaign.yaml's of the
/// entry, and every entropy value in it is of a participant with a chain in the entry
/// (`ck`: the campaign as the entry saw it).
///
/// # Errors
/// [`Error::Fairness`] naming the entry and file; an unreadable file, as the ordered pass
/// names it.
pub(super) fn check_entry(c: &Campaign, ck: &Campaign, k: u32, name: &str) -> Result<()> {
    if c.file.handovers.is_empty() {
        return Ok(());
    }
    let dir = c.history_dir().join(name);
    let res: Resolution = parse(
        &read(&dir, name, "resolution.yaml")?,
        name,
        "resolution.yaml",
    )?;
    let entropy: BTreeMap<String, Digest> = if dir.join("entropy.yaml").exists() {
        parse(&read(&dir, name, "entropy.yaml")?, name, "entropy.yaml")?
    } else {
        BTreeMap::new()
    };
    check_recorded(c, k, name, &res)?;
    only_chains_of_the_entry(c, ck, k, name, &entropy)
}

/// The handovers entry `k` records are campaign.yaml's of that entry (none before pbem
/// 0.8.0).
///
/// # Errors
/// [`Error::Fairness`] naming the entry's resolution.yaml.
pub(super) fn check_recorded(c: &Campaign, k: u32, name: &str, res: &Resolution) -> Result<()> {
    let want = of_entry(&c.file, k);
    if !res.handovers.is_empty() && !at_least(&res.engine, V0_8_0) {
        return Err(diff(
            name,
            "resolution.yaml",
            format!("records handovers, which {} did not write", res.engine),
        ));
    }
    if res.handovers != want {
        let sides = |v: &[crate::campaign::handover::Handover]| {
            v.iter()
                .map(|h| format!("{} to {} (anchor {})", h.side, h.to, h.anchor.anchor))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(diff(
            name,
            "resolution.yaml",
            format!(
                "records the handovers [{}], but campaign.yaml has [{}] for this entry: a \
                 handover, or a new chain, not recorded before the entry's seed",
                sides(&res.handovers),
                sides(&want)
            ),
        ));
    }
    Ok(())
}

/// Every entropy value of entry `k` is of a participant with a chain in the entry.
///
/// # Errors
/// [`Error::Fairness`] naming the entry's entropy.yaml and the chain.
fn only_chains_of_the_entry(
    c: &Campaign,
    ck: &Campaign,
    k: u32,
    name: &str,
    entropy: &BTreeMap<String, Digest>,
) -> Result<()> {
    for id in entropy.keys() {
        let has_chain = ck
            .file
            .participants
            .iter()
            .any(|p| p.id == id.as_str() && p.entropy.is_some());
        if !has_chain {
            let ended = c
                .file
                .handovers
                .iter()
                .find(|h| h.from.id == id.as_str() && h.entry <= k);
            let m = match ended {
                Some(h) => format!(
                    "a value of {id}, whose chain ended when side {} went to {} in entry {}",
                    h.side, h.to, h.entry
                ),
                None => format!("a value of {id}, who has no chain in this entry"),
            };
            return Err(diff(name, "entropy.yaml", m));
        }
    }
    Ok(())
}
