//! One entry replayed from the previous state and every file of it compared with the
//! stored one (protocol step 6), on whichever thread the pipeline gives it.

use super::ordered::Entry;
use super::{diff, read};
use crate::campaign::produce::replay as produce_beside;
use crate::campaign::Campaign;
use crate::error::Result;
use crate::fairness::{Digest, SeedInputs};
use crate::store::list_files;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Replays one entry from the previous state on disk and compares every file; the number
/// of its report mails found equal by their parts.
pub(in crate::campaign::verify) fn replay(
    c: &Campaign,
    templates: &crate::report::Templates,
    e: &Entry,
    last: &mut Option<Checked>,
) -> Result<usize> {
    // The participants the entry had, when a side changed hands after it.
    let c = e.campaign.as_deref().unwrap_or(c);
    let name = e.name.as_str();
    let prev = match last.take() {
        Some(Checked { dir, state }) if dir == e.prev_dir => state,
        _ => read(&e.prev_dir, name, "state.yaml")
            .map_err(|_| diff(name, "", "the previous entry's state.yaml cannot be read"))?,
    };
    let prev_hash = check_chain(c, e, &prev)?;
    let replay = produce_beside(c, &prev, prev_hash, &e.inputs, templates, &e.dir)
        .map_err(|err| diff(name, "", format!("replay failed: {err}")))?;
    if replay.name != name {
        return Err(diff(
            name,
            "",
            format!("the replay names this entry {}", replay.name),
        ));
    }
    compare_files(e, &replay.files, &replay.checked)?;
    let mut files = replay.files;
    *last = files.remove("state.yaml").map(|state| Checked {
        dir: e.dir.clone(),
        state,
    });
    Ok(replay.checked.len())
}

/// The state.yaml of the entry a thread replayed last, found equal to the stored one: the
/// next entry's previous state when it is that entry's, not read again.
pub(in crate::campaign::verify) struct Checked {
    /// The entry's folder.
    dir: PathBuf,
    /// Its state.yaml's bytes.
    state: Vec<u8>,
}

/// The entry's resolution.yaml holds the hash of the previous state on disk, and the
/// seed the protocol gives from it; that hash.
fn check_chain(c: &Campaign, e: &Entry, prev: &[u8]) -> Result<Digest> {
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
    Ok(prev_hash)
}

/// Every file of the replay equals the one on disk (the first line that differs named),
/// and the entry holds no other file. The files in `checked` are the stored ones, found
/// equal by the replay.
fn compare_files(
    e: &Entry,
    files: &BTreeMap<String, Vec<u8>>,
    checked: &std::collections::BTreeSet<String>,
) -> Result<()> {
    let (name, res) = (e.name.as_str(), &e.res);
    for (file, bytes) in files.iter().filter(|(f, _)| !checked.contains(*f)) {
        // The files the ordered pass read are compared as it read them.
        let orders = (file.strip_prefix("orders/"))
            .and_then(|f| f.strip_suffix(".yaml"))
            .and_then(|p| e.inputs.orders.get(p));
        let disk = match e.stored.get(file).or(orders) {
            Some(b) => std::borrow::Cow::Borrowed(b),
            None => std::borrow::Cow::Owned(read(&e.dir, name, file)?),
        };
        if *disk != *bytes {
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
