//! Opening a public copy's commitments with the released salts (docs/fairness.md,
//! section 14): each withheld file's commitment against the full folder's bytes.

use super::commit::commitment;
use super::copy::{named, walk};
use super::manifest::{Manifest, Salts};
use crate::error::{Error, Result};
use std::collections::BTreeMap;
use std::path::Path;

/// How the commitments of a copy opened.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Opened {
    /// Commitments opened by the full folder's file at the same path.
    pub same_path: usize,
    /// Commitments opened by a file that moved when its entry was resolved (the waiting
    /// state.yaml, now an entry's; sealed orders, now an entry's orders).
    pub moved: usize,
}

/// Opens every commitment of the public copy `copy` with `salts` against the files of
/// the full folder `full` (the campaign, or its released public copy): the file at the
/// same path, or else a file of the same name elsewhere in `full` (a file that moved when
/// its entry was resolved).
///
/// # Errors
/// Salts of another campaign; [`Error::Verify`] or [`Error::Fairness`] naming the first
/// commitment that no file of `full` opens.
pub fn open(copy: &Path, salts: &Salts, full: &Path) -> Result<Opened> {
    let m = Manifest::read(copy)?;
    if salts.campaign != m.campaign {
        return Err(Error::Campaign(format!(
            "the salts are of campaign {}, the copy of {}",
            salts.campaign, m.campaign
        )));
    }
    let mut by_name: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let files = walk(full)?;
    for f in &files {
        by_name
            .entry(f.rsplit('/').next().unwrap_or(f))
            .or_default()
            .push(f);
    }
    let mut out = Opened::default();
    for (path, (_, want)) in m.withheld() {
        let salt = salts.salt(path)?;
        let opens = |f: &str| -> Result<bool> {
            Ok(commitment(&salt, path, &crate::store::read(&full.join(f))?) == want)
        };
        if files.iter().any(|f| f == path) && opens(path)? {
            out.same_path += 1;
            continue;
        }
        let name = path.rsplit('/').next().unwrap_or(path);
        let mut moved = false;
        for f in by_name.get(name).into_iter().flatten() {
            if opens(f)? {
                moved = true;
                break;
            }
        }
        if !moved {
            return Err(named(
                path,
                format!(
                    "its commitment {want} does not open with the released salt against {} (no file there holds the bytes committed to)",
                    full.display()
                ),
            ));
        }
        out.moved += 1;
    }
    Ok(out)
}
