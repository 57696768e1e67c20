//! `pbem verify`: replays the whole campaign (protocol step 6) and names the first entry
//! and file that differ.
//!
//! Two passes, linear in the campaign's length: one ordered pass reads every entry's
//! inputs and checks what links the entries (names, commitments, entropy chains, standing
//! orders, history hashes); then the entries are replayed in parallel, each from the
//! previous entry's state.yaml on disk (which its own replay checks). The error reported is
//! that of the first entry in history order, whatever the number of threads.

mod handover;
mod ordered;
mod revisions;
mod trust;

use super::produce::produce;
use super::resolve::campaign_templates;
use super::{Campaign, StateFile};
use crate::error::{Error, Result};
use crate::fairness::{Digest, SeedInputs};
use crate::store::list_files;
use crate::yaml::{self, Source};
use ordered::{read_entry, Entry, Links};
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
    /// The most bytes of entries' inputs (orders, dice logs) held at once: at most
    /// [`BATCH_BYTES`] (or the budget asked for) and one entry more.
    pub held_peak: usize,
}

/// The most bytes of entries' inputs the ordered pass holds before it replays the entries
/// read so far and lets them go (docs/limits.md): verify's memory does not grow with the
/// campaign's length, however large each entry's orders.
pub const BATCH_BYTES: usize = 64 << 20;

fn diff(entry: &str, file: &str, message: impl Into<String>) -> Error {
    Error::Verify {
        entry: entry.into(),
        file: file.into(),
        message: message.into(),
    }
}

fn read(dir: &Path, entry: &str, file: &str) -> Result<Vec<u8>> {
    crate::store::read(&dir.join(file)).map_err(|e| diff(entry, file, format!("cannot read: {e}")))
}

fn parse<T: serde::de::DeserializeOwned>(bytes: &[u8], entry: &str, file: &str) -> Result<T> {
    Source::new(format!("{entry}/{file}"), String::from_utf8_lossy(bytes))
        .parse()
        .map_err(|e| diff(entry, file, e.to_string()))
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
    verify_with(dir, anchor, None)
}

/// [`verify_anchored`] replaying on `threads` threads (`None`: one per core; `Some(1)`:
/// on the calling thread alone). The outcome does not depend on it.
///
/// # Errors
/// As [`verify_anchored`].
pub fn verify_with(
    dir: &Path,
    anchor: Option<&Digest>,
    threads: Option<usize>,
) -> Result<Verified> {
    verify_budgeted(dir, anchor, threads, BATCH_BYTES)
}

/// [`verify_with`] holding at most `budget` bytes of entries' inputs (and one entry more)
/// before replaying them: the outcome does not depend on it.
///
/// # Errors
/// As [`verify_anchored`].
pub fn verify_budgeted(
    dir: &Path,
    anchor: Option<&Digest>,
    threads: Option<usize>,
    budget: usize,
) -> Result<Verified> {
    let c = Campaign::open(dir)?;
    let templates = campaign_templates(&c)?;
    let names = c.entries()?;
    let (setup_dir, setup_bytes) = check_setup(&c, &names)?;
    let mut links = Links::new(&c, &setup_bytes);
    handover::check_campaign(&c)?;
    let mut rosters = handover::Rosters::default();
    let mut batch = Batch::default();
    let mut v = Verified::default();
    let mut hashes = Vec::new();
    let mut prev_dir = setup_dir;
    let mut last = None;
    for (i, name) in names.iter().skip(1).enumerate() {
        let k = i as u32 + 1;
        let read = rosters.at(&c, k).and_then(|ck| {
            let ck_ref = ck.as_deref().unwrap_or(&c);
            handover::check_entry(&c, ck_ref, k, name)?;
            let e = read_entry(ck_ref, k, name, prev_dir.clone(), &mut links)?;
            handover::check_recorded(&c, k, name, &e.res)?;
            Ok(Entry { campaign: ck, ..e })
        });
        match read {
            Ok(e) => {
                prev_dir = e.dir.clone();
                last = Some(e.name.clone());
                hashes.push(links.history);
                batch.push(e, &mut v);
                if batch.held > budget {
                    batch.replay(&c, &templates, threads, &mut v)?;
                }
            }
            Err(e) => {
                batch.replay(&c, &templates, threads, &mut v)?;
                return Err(e);
            }
        }
    }
    batch.replay(&c, &templates, threads, &mut v)?;
    check_top(&c, dir, &prev_dir, last.as_deref())?;
    v.anchor = match anchor {
        None => None,
        Some(a) => Some(find_anchor(&hashes, a)?),
    };
    v.history = hashes.last().copied();
    Ok(v)
}

/// Entries read by the ordered pass and not yet replayed, and the bytes they hold.
#[derive(Default)]
struct Batch {
    entries: Vec<Entry>,
    held: usize,
}

impl Batch {
    fn push(&mut self, e: Entry, v: &mut Verified) {
        self.held += e.weight();
        v.held_peak = v.held_peak.max(self.held);
        self.entries.push(e);
    }

    /// Replays the batch (the error of its first entry in history order that fails) and
    /// lets it go.
    fn replay(
        &mut self,
        c: &Campaign,
        templates: &crate::report::Templates,
        threads: Option<usize>,
        v: &mut Verified,
    ) -> Result<()> {
        if let Some(e) = replay_all(c, templates, &self.entries, threads) {
            return Err(e);
        }
        v.entries += self.entries.len() as u32;
        v.dice += self.entries.iter().map(|e| e.res.dice.len()).sum::<usize>();
        self.entries.clear();
        self.held = 0;
        Ok(())
    }
}

/// The history begins with `0000-setup`, the scenario's initial state: its folder and
/// state.yaml bytes.
fn check_setup(c: &Campaign, names: &[String]) -> Result<(PathBuf, Vec<u8>)> {
    let setup = "0000-setup";
    if names.first().map(String::as_str) != Some(setup) {
        return Err(diff(
            setup,
            "state.yaml",
            "the history has no 0000-setup entry",
        ));
    }
    let dir = c.history_dir().join(setup);
    let bytes = read(&dir, setup, "state.yaml")?;
    if bytes != super::create::setup_state_bytes(c)? {
        return Err(diff(
            setup,
            "state.yaml",
            format!("differs from scenario {}'s initial state", c.file.scenario),
        ));
    }
    Ok((dir, bytes))
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

/// The campaign's state.yaml must be the newest entry's (the setup's when none), or the
/// state the newest entry was resolved from: an interrupted resolve leaves it, and the next
/// command rolls it forward ([`super::recover`]).
fn check_top(c: &Campaign, dir: &Path, newest: &Path, name: Option<&str>) -> Result<()> {
    let top = crate::store::read(&dir.join("state.yaml"))?;
    let last = name.unwrap_or("0000-setup");
    if top != read(newest, last, "state.yaml")? && !super::recover::resolved_from(c, &top)? {
        return Err(diff(
            last,
            "../../state.yaml",
            "the campaign's state.yaml differs from the newest entry's state.yaml",
        ));
    }
    let _: StateFile = yaml::Source::new("state.yaml", String::from_utf8_lossy(&top)).parse()?;
    Ok(())
}

/// Replays the entries on `threads` threads (every core when `None`); the error of the
/// first entry in history order that fails, if any.
fn replay_all(
    c: &Campaign,
    templates: &crate::report::Templates,
    entries: &[Entry],
    threads: Option<usize>,
) -> Option<Error> {
    let threads = threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .min(entries.len())
        .max(1);
    if threads == 1 {
        return entries.iter().find_map(|e| replay(c, templates, e).err());
    }
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
                    if f.as_ref().is_none_or(|(j, _)| i < *j) {
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
fn replay(c: &Campaign, templates: &crate::report::Templates, e: &Entry) -> Result<()> {
    // The participants the entry had, when a side changed hands after it.
    let c = e.campaign.as_deref().unwrap_or(c);
    let name = e.name.as_str();
    let prev = read(&e.prev_dir, name, "state.yaml")
        .map_err(|_| diff(name, "", "the previous entry's state.yaml cannot be read"))?;
    check_chain(c, e, &prev)?;
    let replay = produce(c, &prev, &e.inputs, templates)
        .map_err(|err| diff(name, "", format!("replay failed: {err}")))?;
    if replay.name != name {
        return Err(diff(
            name,
            "",
            format!("the replay names this entry {}", replay.name),
        ));
    }
    compare_files(e, &replay.files)
}

/// The entry's resolution.yaml holds the hash of the previous state on disk, and the
/// seed the protocol gives from it.
fn check_chain(c: &Campaign, e: &Entry, prev: &[u8]) -> Result<()> {
    let (name, res) = (e.name.as_str(), &e.res);
    let prev_hash = Digest::of(prev);
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
        campaign: c.file.id.to_string(),
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
    Ok(())
}

/// Every file of the replay equals the one on disk (the first line that differs named),
/// and the entry holds no other file.
fn compare_files(e: &Entry, files: &BTreeMap<String, Vec<u8>>) -> Result<()> {
    let (name, res) = (e.name.as_str(), &e.res);
    for (file, bytes) in files {
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
        .find(|f| !files.contains_key(f));
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
