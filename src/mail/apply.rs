//! What one item of a message does to the campaign: a commitment line (checked against
//! the player's mail key when the campaign requires tags), an orders file, an entropy
//! value. Used by the inbox, which makes each message all-or-nothing around these.

use super::extract::Item;
use super::key;
use crate::campaign::ahead;
use crate::campaign::check::check_orders;
use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::{commitment, Digest};
use crate::rules::Header;
use crate::yaml::Source;
use std::collections::BTreeMap;

/// What became of one message or item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Recorded: what.
    Took(String),
    /// Held until commitments close: what.
    Held(String),
    /// Recorded before, identically.
    Already(String),
    /// Held earlier and not used when its time came (an entropy value this entry does not
    /// need): why. Not an error.
    Dropped(String),
    /// Refused: why. Nothing was recorded.
    Refused(String),
    /// No PBEM content.
    Ignored,
    /// From an address no participant has, with no PBEM content (a newsletter in the
    /// moderator's real mailbox): skipped, not an error; counted on one line.
    Stranger,
}

impl Outcome {
    /// The outcome as `pbem inbox` prints it: its word (`took`, `held`, `already`, `not
    /// used`, `ignored`, `refused`) and what follows it; None for a stranger's message
    /// (counted on one line, not listed).
    pub fn words(&self) -> Option<(&'static str, String)> {
        Some(match self {
            Outcome::Took(s) => ("took", s.clone()),
            Outcome::Held(s) => ("held", s.clone()),
            Outcome::Already(s) => ("already", s.clone()),
            Outcome::Dropped(s) => ("not used", s.clone()),
            Outcome::Ignored => (
                "ignored",
                "no PBEM commitment, orders or entropy in it".to_string(),
            ),
            Outcome::Refused(s) => ("refused", s.clone()),
            Outcome::Stranger => return None,
        })
    }
}

/// Player -> mail key, for the players whose commitments must be tagged.
pub type Keys = BTreeMap<String, [u8; 32]>;

/// The order items of a message are taken in: commitments, orders, entropy.
pub fn pass(item: &Item) -> u8 {
    match item {
        Item::Commit { .. } | Item::Broken(_) | Item::Absence { .. } | Item::Handover { .. } => 0,
        Item::Orders { .. } => 1,
        Item::Entropy { .. } => 2,
    }
}

fn outcome(r: Result<String>, held: bool) -> Outcome {
    match r {
        Ok(s) if held => Outcome::Held(s),
        Ok(s) => Outcome::Took(s),
        Err(Error::Already(s)) => Outcome::Already(s),
        Err(e) => Outcome::Refused(e.to_string()),
    }
}

/// Takes `item`, sent by player or participant `who` in message `source`; `catch_up`
/// says who sends the catch-up mail of a handover.
pub fn item(
    c: &Campaign,
    p: &mut Pending,
    keys: &Keys,
    who: &str,
    item: Item,
    source: &str,
    catch_up: super::handover::CatchUp,
) -> Outcome {
    match item {
        Item::Broken(why) => Outcome::Refused(why),
        Item::Absence {
            campaign,
            from,
            to,
            date,
        } => outcome(
            crate::campaign::schedule::absence::from_mail(c, who, &campaign, &from, &to, date),
            false,
        ),
        h @ Item::Handover { .. } => {
            outcome(super::handover::from_item(c, keys, who, h, catch_up), false)
        }
        Item::Commit {
            campaign,
            entry,
            hash,
            tag,
        } => outcome(
            commit(c, p, keys, who, &campaign, entry, &hash, tag.as_deref()),
            false,
        ),
        Item::Orders { candidates, found } => {
            let held = !p.awaited_commitments(c).is_empty();
            let r = orders(c, p, keys, who, &candidates, &found, source);
            let ahead = matches!(&r, Ok(s) if s.contains("(ahead;"));
            outcome(r, held || ahead)
        }
        Item::Entropy {
            campaign,
            entry,
            value,
        } => {
            // Before every commitment is in, the value is held like orders (sealed).
            let held = !p.awaited_commitments(c).is_empty();
            outcome(
                for_entry(c, p, &campaign, entry)
                    .and_then(|()| Digest::parse(&value))
                    .and_then(|v| {
                        if held {
                            p.hold_entropy(c, who, v)?;
                            return Ok(format!(
                                "entropy of {who} for entry {entry} held until every commitment is in"
                            ));
                        }
                        p.entropy(c, who, v)?;
                        Ok(format!("entropy of {who} for entry {entry}"))
                    }),
                held,
            )
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn commit(
    c: &Campaign,
    p: &mut Pending,
    keys: &Keys,
    who: &str,
    campaign: &str,
    entry: u32,
    hash: &str,
    tag: Option<&str>,
) -> Result<String> {
    same_campaign(c, campaign)?;
    let h = Digest::parse(hash)?;
    // The tag is recorded before the commitment, so that no commitment is ever without
    // it (docs/fairness.md, section 13); a tag of a commitment not recorded is not used.
    let tagged = match keys.get(who) {
        Some(k) => {
            key::check(k, campaign, entry, who, &h, tag)?;
            tag
        }
        None => None,
    };
    if entry > p.id.entry {
        not_ahead_when_moderated(c, entry)?;
        if let Some(t) = tagged {
            crate::campaign::keyring::record_tag(&ahead::dir(c, entry), who, h, t)?;
        }
        let old = ahead::commit(c, p.id.entry, entry, who, h)?;
        return Ok(format!(
            "commitment of {who} for entry {entry} (ahead): {h}{}; {}",
            old.map(|o| format!(", replacing {o}")).unwrap_or_default(),
            ahead::replace_note(entry)
        ));
    }
    for_entry(c, p, campaign, entry)?;
    if let Some(t) = tagged {
        crate::campaign::keyring::record_tag(&p.dir, who, h, t)?;
    }
    p.commit(c, who, h)?;
    Ok(format!("commitment of {who} for entry {entry}: {h}"))
}

/// Moderated mode takes orders for the waiting entry only: the moderator's entropy value
/// of an entry comes before its orders (docs/fairness.md, section 11).
fn not_ahead_when_moderated(c: &Campaign, entry: u32) -> Result<()> {
    if c.file.mode == crate::campaign::settings::Mode::Moderated {
        return Err(Error::Campaign(format!(
            "for entry {entry}, ahead of the waiting entry: a moderated campaign takes orders for the waiting entry only, after the moderator's entropy value"
        )));
    }
    Ok(())
}

fn same_campaign(c: &Campaign, campaign: &str) -> Result<()> {
    if campaign != c.file.id {
        return Err(Error::Campaign(format!(
            "for campaign '{campaign}'; this is campaign '{}'",
            c.file.id
        )));
    }
    Ok(())
}

fn for_entry(c: &Campaign, p: &Pending, campaign: &str, entry: u32) -> Result<()> {
    same_campaign(c, campaign)?;
    if entry != p.id.entry {
        return Err(Error::Campaign(format!(
            "for entry {entry}, but the campaign waits for entry {} ({})",
            p.id.entry, p.id.phase
        )));
    }
    Ok(())
}

/// Refuses a commitment made from an orders file alone for a player whose commitments
/// must be tagged: the file carries no proof of its sender.
fn untagged(keys: &Keys, who: &str, name: &str) -> Result<()> {
    if keys.contains_key(who) {
        return Err(Error::Fairness(format!(
            "{name}: {who}'s commitments must be tagged ({}); orders without a matching tagged \
             commitment are refused: send the line `pbem orders check` prints in the same message",
            key::REGISTRY
        )));
    }
    Ok(())
}

/// An orders file from `who`: its header must name `who`; the candidate that hashes to the
/// commitment is revealed (or held); with no commitment yet, the file's hash is committed
/// and the file held.
fn orders(
    c: &Campaign,
    p: &mut Pending,
    keys: &Keys,
    who: &str,
    candidates: &[Vec<u8>],
    found: &str,
    source: &str,
) -> Result<String> {
    let first = candidates
        .first()
        .ok_or_else(|| Error::Campaign("empty orders".into()))?;
    let name = format!("{source}: {found}");
    let h: Header = Source::new(name.clone(), String::from_utf8_lossy(first)).parse()?;
    if h.player != who {
        return Err(Error::Campaign(format!(
            "{name}: orders of '{}' sent from the address of '{who}'; only a player's own address may send its orders",
            h.player
        )));
    }
    if h.entry > p.id.entry && h.campaign == c.file.id {
        not_ahead_when_moderated(c, h.entry)?;
        return orders_ahead(c, p.id.entry, h.entry, keys, who, candidates, found, &name);
    }
    for_entry(c, p, &h.campaign, h.entry)
        .map_err(|e| Error::Campaign(format!("{name}: orders {e}")))?;
    match p.commitments.get(who).copied() {
        Some(want) => reveal_committed(c, p, who, candidates, want, found, &name),
        None => commit_sent(c, p, keys, who, first, found, &name),
    }
}

/// Orders from `who`, who committed `want`: the candidate that hashes to it is held
/// while commitments are open, else revealed.
///
/// # Errors
/// No candidate hashes to the commitment; holding or revealing the file.
fn reveal_committed(
    c: &Campaign,
    p: &mut Pending,
    who: &str,
    candidates: &[Vec<u8>],
    want: Digest,
    found: &str,
    name: &str,
) -> Result<String> {
    let open = !p.awaited_commitments(c).is_empty();
    let bytes = candidates
        .iter()
        .find(|b| commitment(b) == want)
        .ok_or_else(|| {
            Error::Fairness(format!(
                "{name}: the orders of {who} hash to {}, but {who} committed {want}{}",
                commitment(&candidates[0]),
                if found.contains("plain") {
                    " (pasted YAML is changed by mail clients: send the file as an attachment, or the block `pbem orders armor` prints)"
                } else {
                    ""
                }
            ))
        })?
        .clone();
    if open {
        p.hold(who, name, bytes)?;
        Ok(format!(
            "orders of {who} ({found}) held until every commitment is in"
        ))
    } else {
        p.reveal(c, who, name, bytes)?;
        Ok(format!("orders of {who} revealed ({found})"))
    }
}

/// Orders from `who`, who has not committed: while commitments are open, the file is
/// checked, committed and held; a player without a decision may still send orders (then
/// revealed) while nothing is revealed and no entropy is in; else refused.
///
/// # Errors
/// A tagged commitment required; the orders fail their check; commitments are closed.
fn commit_sent(
    c: &Campaign,
    p: &mut Pending,
    keys: &Keys,
    who: &str,
    first: &[u8],
    found: &str,
    name: &str,
) -> Result<String> {
    let open = !p.awaited_commitments(c).is_empty();
    if open {
        untagged(keys, who, name)?;
        // Commit to the file as sent, after checking it as `pbem commit FILE` does.
        check_orders(c, p, who, name, first)?;
        let hash = commitment(first);
        p.commit(c, who, hash)?;
        p.hold(who, name, first.to_vec())?;
        return Ok(format!(
            "commitment of {who} from the orders file ({found}): {hash}; the orders are held until every commitment is in"
        ));
    }
    // A player without a decision may still send orders while nothing is revealed and
    // no entropy is in (commitments still bind nobody's dice).
    if p.id.closed.is_none()
        && p.orders.is_empty()
        && p.entropy.is_empty()
        && !p.deciders.iter().any(|d| d == who)
    {
        untagged(keys, who, name)?;
        check_orders(c, p, who, name, first)?;
        let hash = commitment(first);
        p.commit(c, who, hash)?;
        p.reveal(c, who, name, first.to_vec())?;
        return Ok(format!(
            "commitment of {who} (no decision in this entry, sent anyway) from the orders file ({found}): {hash}; orders revealed"
        ));
    }
    Err(Error::Fairness(format!(
        "{name}: commitments are closed and {who} has none; {who} gets the standing orders"
    )))
}

/// Orders for entry `k`, ahead of the waiting entry `next`: committed (if not yet, or
/// replacing a different commitment ahead) and held.
#[allow(clippy::too_many_arguments)]
fn orders_ahead(
    c: &Campaign,
    next: u32,
    k: u32,
    keys: &Keys,
    who: &str,
    candidates: &[Vec<u8>],
    found: &str,
    name: &str,
) -> Result<String> {
    let first = &candidates[0];
    ahead::check_header(
        c,
        next,
        who,
        &Source::new(name, String::from_utf8_lossy(first)),
    )?;
    let want = ahead::commitment_of(c, k, who)?;
    let matching = want.and_then(|w| candidates.iter().find(|b| commitment(b) == w));
    let (bytes, what) = match matching {
        Some(b) => (b, "held"),
        None => {
            untagged(keys, who, name)?;
            ahead::commit(c, next, k, who, commitment(first))?;
            (
                first,
                if want.is_some() {
                    "committed, replacing the earlier commitment, and held"
                } else {
                    "committed and held"
                },
            )
        }
    };
    ahead::hold(c, k, who, name, bytes)?;
    Ok(format!(
        "orders of {who} for entry {k} (ahead; {found}) {what} until entry {k} waits; {}",
        ahead::replace_note(k)
    ))
}
