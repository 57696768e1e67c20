//! The ordered pass of `pbem verify`: every entry's inputs read in history order, with
//! what links the entries checked (names, commitments, entropy chains over their gaps,
//! standing orders, history hashes).

use super::{diff, parse, read};
use crate::campaign::pending::{EntryId, Pending};
use crate::campaign::produce::{Inputs, Resolution};
use crate::campaign::Campaign;
use crate::error::Result;
use crate::fairness::entropy::check_link;
use crate::fairness::{commitment, history, Digest};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One entry as read by the ordered pass, ready to replay.
pub(super) struct Entry {
    pub(super) name: String,
    pub(super) dir: PathBuf,
    /// The folder whose state.yaml is this entry's previous state.
    pub(super) prev_dir: PathBuf,
    pub(super) res: Resolution,
    pub(super) inputs: Inputs,
    /// The entry's files this pass read (resolution.yaml, commitments.yaml, entropy.yaml)
    /// by name, as read: the replay compares its files with these, not read again. The
    /// revealed orders are in `inputs`.
    pub(super) stored: BTreeMap<String, Vec<u8>>,
    /// The campaign as the entry saw it, when a side changed hands after it.
    pub(super) campaign: Option<std::sync::Arc<Campaign>>,
}

impl Entry {
    /// About how many bytes the entry holds in memory: its orders and the files read, its
    /// dice log, and a share for the rest.
    pub(super) fn weight(&self) -> usize {
        let orders: usize = (self.inputs.orders.values())
            .chain(self.stored.values())
            .map(Vec::len)
            .sum();
        let dice = self.res.dice.len() * (std::mem::size_of::<crate::fairness::DieRecord>() + 32);
        orders + dice + 4096
    }
}

/// What the ordered pass carries from one entry to the next.
pub(super) struct Links {
    /// Participant -> the last entropy value given and its entry (the anchor and 0 before).
    entropy: BTreeMap<String, (Digest, u32)>,
    /// Participant -> the length of their chain in campaign.yaml.
    lengths: BTreeMap<String, u32>,
    /// `H_(k-1)`.
    pub(super) history: Digest,
    /// The first entry that recorded its history hash.
    recorded: Option<String>,
    /// The rules revisions (docs/fairness.md, section 12).
    revisions: super::revisions::Revisions,
    /// Mail keys and times (docs/fairness.md, section 13).
    trust: super::trust::Trust,
}

impl Links {
    /// Before entry 1: the chains' anchors, and `H_0` from the setup's state.yaml bytes.
    pub(super) fn new(c: &Campaign, setup_state: &[u8]) -> Links {
        Links {
            entropy: crate::campaign::handover::every_participant(&c.file)
                .iter()
                .filter_map(|p| {
                    p.entropy
                        .as_ref()
                        .map(|a| (p.id.to_string(), (a.anchor, 0)))
                })
                .collect(),
            lengths: crate::campaign::handover::every_participant(&c.file)
                .iter()
                .filter_map(|p| p.entropy.as_ref().map(|a| (p.id.to_string(), a.length)))
                .collect(),
            history: history::genesis(&Digest::of(setup_state)),
            recorded: None,
            revisions: super::revisions::Revisions::new(c),
            trust: Default::default(),
        }
    }
}

/// The ordered pass for entry `k`: reads its inputs and checks its links to the entries
/// before (name, commitments, entropy chains, standing orders, history hash).
pub(super) fn read_entry(
    c: &Campaign,
    k: u32,
    name: &str,
    prev_dir: PathBuf,
    links: &mut Links,
) -> Result<Entry> {
    let dir = c.history_dir().join(name);
    if !name.starts_with(&format!("{k:04}-")) {
        return Err(diff(name, "", format!("expected entry {k:04} here")));
    }
    let mut stored = BTreeMap::new();
    let res: Resolution = parse(
        read_kept(&mut stored, &dir, name, "resolution.yaml")?,
        name,
        "resolution.yaml",
    )?;
    let commitments: BTreeMap<String, Digest> = parse(
        read_kept(&mut stored, &dir, name, "commitments.yaml")?,
        name,
        "commitments.yaml",
    )?;
    let orders = read_orders(&c.players, &dir, name, &commitments)?;
    let entropy: BTreeMap<String, Digest> = if dir.join("entropy.yaml").exists() {
        parse(
            read_kept(&mut stored, &dir, name, "entropy.yaml")?,
            name,
            "entropy.yaml",
        )?
    } else {
        BTreeMap::new()
    };
    let needed = needed_entropy(c, &res, &commitments);
    check_entropy(k, name, &entropy, &res, &needed, links)?;
    check_nmr(c, &res, name, &commitments, &orders)?;
    let previous_history = next_history(k, name, &res, links)?;
    let revision = links.revisions.next(name, &res)?;
    links.trust.next(name, &res, &commitments)?;
    let inputs = Inputs {
        entry: k,
        commitments,
        orders,
        entropy,
        mail_date: res.mail_date.clone(),
        nmr: res.nmr.clone(),
        entropy_withheld: res.entropy_withheld.clone(),
        deadline: res.deadline.clone(),
        voided: super::super::void::read(&dir)
            .map_err(|e| diff(name, super::super::void::FILE, e.to_string()))?,
        previous_history,
        engine: res.engine.clone(),
        revision,
        mail_keys: res.mail_keys.clone(),
        nmr_at: res.nmr_at.clone(),
        handovers: res.handovers.clone(),
    };
    Ok(Entry {
        name: name.to_string(),
        dir,
        prev_dir,
        res,
        inputs,
        stored,
        campaign: None,
    })
}

/// The entry's `file` read from `dir`, kept in `stored` for the replay to compare with.
fn read_kept<'s>(
    stored: &'s mut BTreeMap<String, Vec<u8>>,
    dir: &Path,
    name: &str,
    file: &str,
) -> Result<&'s [u8]> {
    let bytes = read(dir, name, file)?;
    Ok(stored.entry(file.to_string()).or_insert(bytes).as_slice())
}

/// The participants whose entropy the entry needed: by the players with a decision in
/// it (not in the resolution's `no_decision`) and those who committed anyway.
fn needed_entropy(
    c: &Campaign,
    res: &Resolution,
    commitments: &BTreeMap<String, Digest>,
) -> Vec<String> {
    let deciders: Vec<String> = c
        .player_ids()
        .into_iter()
        .filter(|p| !res.no_decision.contains(p))
        .collect();
    let mut bound: Vec<String> = deciders.iter().chain(commitments.keys()).cloned().collect();
    bound.sort();
    bound.dedup();
    crate::campaign::pending::entropy_from(c, &deciders, &bound)
}

/// The revealed orders of the committed players, each checked against its commitment. A
/// committed player without an orders file is left out here: [`check_nmr`] then requires
/// the resolution to list them as not revealed.
fn read_orders(
    players: &BTreeMap<String, Vec<String>>,
    dir: &Path,
    name: &str,
    commitments: &BTreeMap<String, Digest>,
) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut orders = BTreeMap::new();
    for (player, want) in commitments {
        // A name that becomes a file name must be one of the campaign's players.
        if !players.contains_key(player) {
            let m = format!("'{player}' is not a player of this campaign");
            return Err(diff(name, "commitments.yaml", m));
        }
        let file = format!("orders/{player}.yaml");
        if !dir.join(&file).exists() {
            continue;
        }
        let bytes = read(dir, name, &file)?;
        let got = commitment(&bytes);
        if &got != want {
            return Err(diff(
                name,
                &file,
                format!("hashes to {got}, but {player} committed {want}"),
            ));
        }
        orders.insert(player.clone(), bytes);
    }
    Ok(orders)
}

/// Each chain's value links to the last value its participant gave (over a gap when
/// values were withheld), or is listed as withheld.
fn check_entropy(
    k: u32,
    name: &str,
    entropy: &BTreeMap<String, Digest>,
    res: &Resolution,
    needed: &[String],
    links: &mut Links,
) -> Result<()> {
    for (id, (before, j)) in links.entropy.iter_mut() {
        let Some(v) = entropy.get(id) else {
            // A participant whose value the entry does not need (players without a
            // decision, docs/fairness.md) gives none; their next value links over the gap.
            if res.entropy_withheld.contains(id) || !needed.contains(id) {
                continue;
            }
            return Err(diff(name, "entropy.yaml", format!("no value of {id}")));
        };
        // A chain of length N has values for entries 1 to N only (docs/fairness.md).
        let length = links.lengths.get(id).copied().unwrap_or(u32::MAX);
        if k > length {
            let m = format!("{id}'s entropy chain has length {length} in campaign.yaml, but gave a value for entry {k}");
            return Err(diff(name, "entropy.yaml", m));
        }
        check_link(id, k, v, before, k - *j)
            .map_err(|e| diff(name, "entropy.yaml", e.to_string()))?;
        (*before, *j) = (*v, k);
    }
    Ok(())
}

/// The players resolved with the standing orders must be exactly those resolve gives them
/// to, with resolve's reasons: every player without revealed orders, "committed, but the
/// orders were not revealed" or "no commitment by the deadline" (none when resolved
/// without `--nmr`, which needs every reveal).
fn check_nmr(
    c: &Campaign,
    res: &Resolution,
    name: &str,
    commitments: &BTreeMap<String, Digest>,
    orders: &BTreeMap<String, Vec<u8>>,
) -> Result<()> {
    let expected = recorded(c, res, commitments, orders).nmr(c);
    let unrevealed = commitments.keys().filter(|p| !orders.contains_key(*p));
    if let Some(p) = unrevealed.into_iter().find(|p| !res.nmr.contains_key(*p)) {
        return Err(diff(
            name,
            &format!("orders/{p}.yaml"),
            format!("missing: {p} committed, and the resolution does not list {p} as not revealed"),
        ));
    }
    for (p, why) in &res.nmr {
        if orders.contains_key(p) {
            return Err(diff(
                name,
                "resolution.yaml",
                format!("{p} is listed as NMR ({why}) but has revealed orders"),
            ));
        }
        match expected.get(p) {
            None => {
                return Err(diff(
                    name,
                    "resolution.yaml",
                    format!("{p} is listed as NMR ({why}) but is not a player"),
                ))
            }
            Some(want) if want != why => {
                return Err(diff(
                    name,
                    "resolution.yaml",
                    format!("{p} is listed as NMR ({why}); the entry's files say: {want}"),
                ))
            }
            Some(_) => {}
        }
    }
    match expected.keys().find(|p| !res.nmr.contains_key(*p)) {
        Some(p) => Err(diff(
            name,
            "resolution.yaml",
            format!("{p} has neither a commitment nor standing orders (NMR)"),
        )),
        None => Ok(()),
    }
}

/// The pending entry as the entry's files record it (its commitments, revealed orders
/// and players with a decision), for resolve's own account of who gets standing orders.
fn recorded(
    c: &Campaign,
    res: &Resolution,
    commitments: &BTreeMap<String, Digest>,
    orders: &BTreeMap<String, Vec<u8>>,
) -> Pending {
    Pending {
        id: EntryId {
            entry: res.entry,
            turn: res.turn,
            phase: res.phase.clone(),
            deadline: None,
            closed: None,
            revision: None,
            upgrade: None,
        },
        commitments: commitments.clone(),
        entropy: BTreeMap::new(),
        orders: orders.clone(),
        held: BTreeMap::new(),
        held_entropy: BTreeMap::new(),
        deciders: c
            .player_ids()
            .into_iter()
            .filter(|p| !res.no_decision.contains(p))
            .collect(),
        dir: PathBuf::new(),
    }
}

/// Advances the history hash to entry `k` and returns `H_(k-1)` when the entry records its
/// own (entries from pbem 0.4.0 on); once one entry records it, every later one must.
fn next_history(k: u32, name: &str, res: &Resolution, links: &mut Links) -> Result<Option<Digest>> {
    let state = res.outputs.get("state.yaml").ok_or_else(|| {
        diff(
            name,
            "resolution.yaml",
            "outputs lists no state.yaml".to_string(),
        )
    })?;
    let before = links.history;
    links.history = history::next(&before, k, &res.seed, state);
    match (&res.history, &links.recorded) {
        (Some(_), None) => links.recorded = Some(name.to_string()),
        (None, Some(first)) => {
            return Err(diff(
                name,
                "resolution.yaml",
                format!("records no history hash, but {first} before it does"),
            ))
        }
        _ => {}
    }
    Ok(res.history.map(|_| before))
}
