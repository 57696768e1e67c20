//! `pbem verify`: replays the whole campaign (protocol step 6) and names the first entry
//! and file that differ.
//!
//! Two passes, linear in the campaign's length: one ordered pass reads every entry's
//! inputs and checks what links the entries (names, commitments, entropy chains, standing
//! orders, history hashes); then the entries are replayed in parallel, each from the
//! previous entry's state.yaml on disk (which its own replay checks). The error reported is
//! that of the first entry in history order, whatever the number of threads.

use super::files::list_files;
use super::pending::{EntryId, Pending};
use super::produce::{produce, Inputs, Resolution};
use super::resolve::campaign_templates;
use super::{Campaign, StateFile};
use crate::error::{Error, Result};
use crate::fairness::entropy::check_link;
use crate::fairness::{commitment, history, Digest, SeedInputs};
use crate::yaml::{self, Source};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// What a successful verify checked.
#[derive(Debug, Clone, Default)]
pub struct Verified {
    /// Entries replayed.
    pub entries: u32,
    /// Dice re-derived.
    pub dice: usize,
    /// The history hash through the newest entry, `H_k` (docs/fairness.md, section 8);
    /// None when no entry is resolved.
    pub history: Option<Digest>,
    /// The entry whose history hash is the anchor asked for, if one was.
    pub anchor: Option<u32>,
}

fn diff(entry: &str, file: &str, message: impl Into<String>) -> Error {
    Error::Verify {
        entry: entry.into(),
        file: file.into(),
        message: message.into(),
    }
}

fn read(dir: &Path, entry: &str, file: &str) -> Result<Vec<u8>> {
    std::fs::read(dir.join(file)).map_err(|e| diff(entry, file, format!("cannot read: {e}")))
}

fn parse<T: serde::de::DeserializeOwned>(bytes: &[u8], entry: &str, file: &str) -> Result<T> {
    Source::new(format!("{entry}/{file}"), String::from_utf8_lossy(bytes))
        .parse()
        .map_err(|e| diff(entry, file, e.to_string()))
}

/// One entry as read by the ordered pass, ready to replay.
struct Entry {
    name: String,
    dir: PathBuf,
    /// The folder whose state.yaml is this entry's previous state.
    prev_dir: PathBuf,
    res: Resolution,
    inputs: Inputs,
}

/// What the ordered pass carries from one entry to the next.
struct Links {
    /// Participant -> the last entropy value given and its entry (the anchor and 0 before).
    entropy: BTreeMap<String, (Digest, u32)>,
    /// `H_(k-1)`.
    history: Digest,
    /// The first entry that recorded its history hash.
    recorded: Option<String>,
}

/// Verifies the campaign in `dir`.
///
/// # Errors
/// [`Error::Verify`] naming the first entry and file that differ.
pub fn verify(dir: &Path) -> Result<Verified> {
    verify_anchored(dir, None)
}

/// Verifies the campaign in `dir` and, given an `anchor` (a history hash a player kept
/// from a report mail), that one of its entries has that history hash.
///
/// # Errors
/// [`Error::Verify`] naming the first entry and file that differ; [`Error::Fairness`] when
/// no entry has the anchor's history hash (the history was rewritten since that mail, or
/// the hash is of another campaign).
pub fn verify_anchored(dir: &Path, anchor: Option<&Digest>) -> Result<Verified> {
    let c = Campaign::open(dir)?;
    let templates = campaign_templates(&c)?;
    let names = c.entries()?;
    let setup = "0000-setup";
    if names.first().map(String::as_str) != Some(setup) {
        return Err(diff(
            setup,
            "state.yaml",
            "the history has no 0000-setup entry",
        ));
    }
    // The setup must be the scenario's initial state.
    let setup_dir = c.history_dir().join(setup);
    let setup_bytes = read(&setup_dir, setup, "state.yaml")?;
    if setup_bytes != super::create::setup_state_bytes(&c)? {
        return Err(diff(
            setup,
            "state.yaml",
            format!("differs from scenario {}'s initial state", c.file.scenario),
        ));
    }
    let mut links = Links {
        entropy: c
            .file
            .participants
            .iter()
            .filter_map(|p| p.entropy.as_ref().map(|a| (p.id.clone(), (a.anchor, 0))))
            .collect(),
        history: history::genesis(&Digest::of(&setup_bytes)),
        recorded: None,
    };
    let mut entries: Vec<Entry> = Vec::new();
    let mut hashes = Vec::new();
    let mut stopped = None;
    let mut prev_dir = setup_dir;
    for (i, name) in names.iter().skip(1).enumerate() {
        match read_entry(&c, i as u32 + 1, name, prev_dir.clone(), &mut links) {
            Ok(e) => {
                prev_dir = e.dir.clone();
                hashes.push(links.history);
                entries.push(e);
            }
            Err(e) => {
                stopped = Some(e);
                break;
            }
        }
    }
    if let Some(e) = replay_all(&c, &templates, &entries).or(stopped) {
        return Err(e);
    }
    check_top(dir, &prev_dir, entries.last().map(|e| e.name.as_str()))?;
    let anchor = match anchor {
        None => None,
        Some(a) => Some(find_anchor(&hashes, a)?),
    };
    Ok(Verified {
        entries: entries.len() as u32,
        dice: entries.iter().map(|e| e.res.dice.len()).sum(),
        history: hashes.last().copied(),
        anchor,
    })
}

/// The entry (1-based) whose history hash is `anchor`.
fn find_anchor(hashes: &[Digest], anchor: &Digest) -> Result<u32> {
    match hashes.iter().position(|h| h == anchor) {
        Some(i) => Ok(i as u32 + 1),
        None => Err(Error::Fairness(format!(
            "no entry of this campaign has the history hash {anchor}: the history the mail \
             carrying it describes is not this one (an entry was rewritten or removed since, \
             or the hash is of another campaign); newest: {}",
            hashes
                .last()
                .map_or("no entry resolved".to_string(), |h| format!(
                    "entry {} has {h}",
                    hashes.len()
                ))
        ))),
    }
}

/// The campaign's state.yaml must be the newest entry's (the setup's when none).
fn check_top(dir: &Path, newest: &Path, name: Option<&str>) -> Result<()> {
    let top =
        std::fs::read(dir.join("state.yaml")).map_err(|e| Error::io(dir.join("state.yaml"), e))?;
    let last = name.unwrap_or("0000-setup");
    if top != read(newest, last, "state.yaml")? {
        return Err(diff(
            last,
            "../../state.yaml",
            "the campaign's state.yaml differs from the newest entry's state.yaml",
        ));
    }
    let _: StateFile = yaml::Source::new("state.yaml", String::from_utf8_lossy(&top)).parse()?;
    Ok(())
}

/// The ordered pass for entry `k`: reads its inputs and checks its links to the entries
/// before (name, commitments, entropy chains, standing orders, history hash).
fn read_entry(
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
    let res: Resolution = parse(
        &read(&dir, name, "resolution.yaml")?,
        name,
        "resolution.yaml",
    )?;
    let commitments: BTreeMap<String, Digest> = parse(
        &read(&dir, name, "commitments.yaml")?,
        name,
        "commitments.yaml",
    )?;
    let orders = read_orders(&dir, name, &commitments)?;
    let entropy: BTreeMap<String, Digest> = if dir.join("entropy.yaml").exists() {
        parse(&read(&dir, name, "entropy.yaml")?, name, "entropy.yaml")?
    } else {
        BTreeMap::new()
    };
    check_entropy(k, name, &entropy, &res, links)?;
    check_nmr(c, &res, name, &commitments, &orders)?;
    let previous_history = next_history(k, name, &res, links)?;
    let inputs = Inputs {
        entry: k,
        commitments,
        orders,
        entropy,
        mail_date: res.mail_date.clone(),
        nmr: res.nmr.clone(),
        entropy_withheld: res.entropy_withheld.clone(),
        deadline: res.deadline.clone(),
        previous_history,
    };
    Ok(Entry {
        name: name.to_string(),
        dir,
        prev_dir,
        res,
        inputs,
    })
}

/// The revealed orders of the committed players, each checked against its commitment. A
/// committed player without an orders file is left out here: [`check_nmr`] then requires
/// the resolution to list them as not revealed.
fn read_orders(
    dir: &Path,
    name: &str,
    commitments: &BTreeMap<String, Digest>,
) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut orders = BTreeMap::new();
    for (player, want) in commitments {
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
    links: &mut Links,
) -> Result<()> {
    for (id, (before, j)) in links.entropy.iter_mut() {
        let Some(v) = entropy.get(id) else {
            if res.entropy_withheld.contains(id) {
                continue;
            }
            return Err(diff(name, "entropy.yaml", format!("no value of {id}")));
        };
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
    let recorded = Pending {
        id: EntryId {
            entry: res.entry,
            turn: res.turn,
            phase: res.phase.clone(),
            deadline: None,
            closed: None,
        },
        commitments: commitments.clone(),
        entropy: BTreeMap::new(),
        orders: orders.clone(),
        held: BTreeMap::new(),
        dir: PathBuf::new(),
    };
    let expected = recorded.nmr(c);
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

/// Replays the entries on every core; the error of the first entry in history order that
/// fails, if any.
fn replay_all(c: &Campaign, templates: &tera::Tera, entries: &[Entry]) -> Option<Error> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(entries.len())
        .max(1);
    let next = AtomicUsize::new(0);
    let first: Mutex<Option<(usize, Error)>> = Mutex::new(None);
    let failed_before = |i: usize| {
        let f = first.lock().unwrap_or_else(|p| p.into_inner());
        f.as_ref().is_some_and(|(j, _)| *j < i)
    };
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= entries.len() || failed_before(i) {
                    break;
                }
                if let Err(e) = replay(c, templates, &entries[i]) {
                    let mut f = first.lock().unwrap_or_else(|p| p.into_inner());
                    if f.as_ref().map_or(true, |(j, _)| i < *j) {
                        *f = Some((i, e));
                    }
                }
            });
        }
    });
    first
        .into_inner()
        .unwrap_or_else(|p| p.into_inner())
        .map(|(_, e)| e)
}

/// Replays one entry from the previous state on disk and compares every file.
fn replay(c: &Campaign, templates: &tera::Tera, e: &Entry) -> Result<()> {
    let (name, res) = (e.name.as_str(), &e.res);
    let prev = read(&e.prev_dir, name, "state.yaml")
        .map_err(|_| diff(name, "", "the previous entry's state.yaml cannot be read"))?;
    let prev_hash = Digest::of(&prev);
    if res.previous_state_sha256 != prev_hash {
        return Err(diff(
            name,
            "resolution.yaml",
            format!(
                "previous_state_sha256 is {}, the previous state.yaml hashes to {prev_hash}",
                res.previous_state_sha256
            ),
        ));
    }
    let seed = SeedInputs {
        campaign: c.file.id.clone(),
        entry: e.inputs.entry,
        state: prev_hash,
        orders: e.inputs.commitments.clone(),
        entropy: e.inputs.entropy.clone(),
    }
    .seed();
    if res.seed != seed {
        return Err(diff(
            name,
            "resolution.yaml",
            format!("seed is {}, the protocol gives {seed}", res.seed),
        ));
    }
    let replay = produce(c, &prev, &e.inputs, templates)
        .map_err(|err| diff(name, "", format!("replay failed: {err}")))?;
    if replay.name != name {
        return Err(diff(
            name,
            "",
            format!("the replay names this entry {}", replay.name),
        ));
    }
    for (file, bytes) in &replay.files {
        let disk = read(&e.dir, name, file)?;
        if &disk != bytes {
            let hint =
                if file == "resolution.yaml" && !res.engine.ends_with(env!("CARGO_PKG_VERSION")) {
                    format!(
                        " (resolved by {}, replayed by pbem {})",
                        res.engine,
                        env!("CARGO_PKG_VERSION")
                    )
                } else {
                    String::new()
                };
            return Err(diff(
                name,
                file,
                format!(
                    "differs from the replay at line {}{hint}",
                    first_line_diff(&disk, bytes)
                ),
            ));
        }
    }
    let extra = list_files(&e.dir)?
        .into_iter()
        .find(|f| !replay.files.contains_key(f));
    if let Some(f) = extra {
        return Err(diff(name, &f, "is not a file the resolution writes"));
    }
    Ok(())
}

fn first_line_diff(a: &[u8], b: &[u8]) -> usize {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    a.lines()
        .zip(b.lines())
        .position(|(x, y)| x != y)
        .unwrap_or_else(|| a.lines().count().min(b.lines().count()))
        + 1
}
