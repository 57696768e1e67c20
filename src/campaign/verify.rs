//! `pbem verify`: replays the whole campaign (protocol step 6) and names the first entry
//! and file that differ.
//!
//! Two passes, linear in the campaign's length: one ordered pass reads every entry's
//! inputs and checks what links the entries (names, commitments, entropy chains, standing
//! orders, history hashes); the entries it has read are replayed in parallel beside it
//! ([`pipeline`]), each from the previous entry's state.yaml on disk (which its own replay
//! checks). The error reported is that of the first entry in history order, whatever the
//! number of threads.

mod handover;
mod ordered;
mod pipeline;
mod replay;
mod revisions;
mod trust;

use super::resolve::campaign_templates;
use super::{Campaign, StateFile};
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::yaml::{self, Source};
use ordered::{read_entry, Entry, Links};
use pipeline::{Batch, Pipeline};
use replay::{replay, Checked};
use std::path::{Path, PathBuf};

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
    /// Report mails found byte for byte equal to the replay's by their parts, without
    /// encoding them again ([`crate::report::parts::is_report`]); every other file of the
    /// replay is compared byte for byte with the stored one.
    pub mails_by_parts: usize,
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
    handover::check_campaign(&c)?;
    let mut pass = Pass {
        c: &c,
        rosters: handover::Rosters::default(),
        links: Links::new(&c, &setup_bytes),
        hashes: Vec::new(),
        prev_dir: setup_dir,
        last: None,
    };
    let threads = threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .min(names.len().saturating_sub(1))
        .max(1);
    let mut v = Verified::default();
    if threads == 1 {
        pass.alone(&names, &templates, budget, &mut v)?;
    } else {
        // The ordered pass on this thread, the replays on `threads` others beside it.
        let (entries, dice, peak, by_parts) =
            Pipeline::new(&c, &templates, budget).run(threads, |feed| {
                for (i, name) in names.iter().skip(1).enumerate() {
                    match pass.next(i, name) {
                        Ok(e) => {
                            if !feed.push(i, e) {
                                break;
                            }
                        }
                        Err(e) => {
                            feed.fail(i, e);
                            break;
                        }
                    }
                }
            })?;
        (v.entries, v.dice, v.held_peak, v.mails_by_parts) = (entries, dice, peak, by_parts);
    }
    let Pass {
        hashes,
        prev_dir,
        last,
        ..
    } = pass;
    check_top(&c, dir, &prev_dir, last.as_deref())?;
    v.anchor = match anchor {
        None => None,
        Some(a) => Some(find_anchor(&hashes, a)?),
    };
    v.history = hashes.last().copied();
    Ok(v)
}

/// The ordered pass: what it carries from entry to entry.
struct Pass<'c> {
    c: &'c Campaign,
    /// The participants each entry had (sides handed over; docs/fairness.md, section 15).
    rosters: handover::Rosters,
    links: Links,
    /// `H_k` of each entry read.
    hashes: Vec<Digest>,
    /// The newest entry read (the setup before any) and its name.
    prev_dir: PathBuf,
    last: Option<String>,
}

impl Pass<'_> {
    /// Reads the entry `name`, the `i`-th after the setup (0-based).
    fn next(&mut self, i: usize, name: &str) -> Result<Entry> {
        let k = i as u32 + 1;
        let ck = self.rosters.at(self.c, k)?;
        let ck_ref = ck.as_deref().unwrap_or(self.c);
        handover::check_entry(self.c, ck_ref, k, name)?;
        let e = read_entry(ck_ref, k, name, self.prev_dir.clone(), &mut self.links)?;
        handover::check_recorded(self.c, k, name, &e.res)?;
        let e = Entry { campaign: ck, ..e };
        self.prev_dir = e.dir.clone();
        self.last = Some(e.name.clone());
        self.hashes.push(self.links.history);
        Ok(e)
    }

    /// The ordered pass and the replays on this thread alone: the entries read are
    /// replayed when they hold more than `budget` bytes, and at the end.
    fn alone(
        &mut self,
        names: &[String],
        templates: &crate::report::Templates,
        budget: usize,
        v: &mut Verified,
    ) -> Result<()> {
        let mut batch = Batch::default();
        for (i, name) in names.iter().skip(1).enumerate() {
            match self.next(i, name) {
                Ok(e) => {
                    batch.push(e, v);
                    if batch.held > budget {
                        batch.replay(self.c, templates, v)?;
                    }
                }
                Err(e) => {
                    batch.replay(self.c, templates, v)?;
                    return Err(e);
                }
            }
        }
        batch.replay(self.c, templates, v)
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
