//! What the public copy's modules share: the files of a folder, the error naming a file of
//! the copy, and what verify found.

use super::manifest::FILE;
use super::Why;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::store::{self, Kind as FsKind};
use std::collections::BTreeMap;
use std::path::Path;

/// What verify checked on a public copy, and what it could not.
#[derive(Debug, Clone, Default)]
pub struct Checked {
    /// Entries checked.
    pub entries: u32,
    /// Dice re-derived from their seeds.
    pub dice: usize,
    /// Public files whose SHA-256 matched the manifest.
    pub public_files: usize,
    /// Withheld files by why (their commitments cannot be opened without the salts).
    pub withheld: BTreeMap<Why, usize>,
    /// Whether every entry was replayed by the rules (nothing the replay needs withheld).
    pub replayed: bool,
    /// The history hash through the newest entry.
    pub history: Option<Digest>,
    /// The entry whose history hash is the anchor asked for.
    pub anchor: Option<u32>,
}

/// Whether `dir` is a public copy (it has a `public.yaml`).
pub fn is_public_copy(dir: &Path) -> bool {
    matches!(store::kind(&dir.join(FILE)), Ok(store::Kind::File))
}

/// The error naming `path` of the copy: an entry's file as verify names it, else the path.
pub fn named(path: &str, message: impl Into<String>) -> Error {
    let parts: Vec<&str> = path.splitn(3, '/').collect();
    match parts.as_slice() {
        ["history", entry, file] => Error::Verify {
            entry: entry.to_string(),
            file: file.to_string(),
            message: message.into(),
        },
        _ => Error::Fairness(format!("public copy: {path}: {}", message.into())),
    }
}

/// Every file under the campaign folder `dir` (relative, `/` separators, sorted), the
/// top-level `.git` and the lock file left out; a link, FIFO or device anywhere is refused.
pub fn walk(dir: &Path) -> Result<Vec<String>> {
    let mut out = Vec::new();
    let mut stack = vec![String::new()];
    while let Some(rel) = stack.pop() {
        let d = if rel.is_empty() {
            dir.to_path_buf()
        } else {
            dir.join(&rel)
        };
        for (name, kind) in store::list_dir(&d)? {
            if rel.is_empty() && (name == ".git" || name == ".campaign-lock") {
                continue;
            }
            let r = if rel.is_empty() {
                name
            } else {
                format!("{rel}/{name}")
            };
            match kind {
                FsKind::Dir => stack.push(r),
                FsKind::File => out.push(r),
                _ => {
                    return Err(Error::Campaign(format!(
                        "{}: not a regular file or folder; pbem publish follows no link and \
                         copies nothing else; nothing was written",
                        dir.join(&r).display()
                    )))
                }
            }
        }
    }
    out.sort();
    Ok(out)
}
