//! One message, one transaction: the inbox snapshots the folders a message can change
//! (`pending/` and `ahead/`) before taking it, and puts them back byte for byte when any
//! item of the message is refused, so a refused message changes nothing.

use crate::error::{Error, Result};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The files and folders under some roots, as they were.
#[derive(Debug)]
pub struct Snapshot {
    roots: Vec<PathBuf>,
    files: BTreeMap<PathBuf, Vec<u8>>,
    dirs: BTreeSet<PathBuf>,
}

fn walk(
    root: &Path,
    files: &mut BTreeMap<PathBuf, Vec<u8>>,
    dirs: &mut BTreeSet<PathBuf>,
) -> Result<()> {
    if !root.is_dir() {
        return Ok(());
    }
    dirs.insert(root.to_path_buf());
    for e in std::fs::read_dir(root).map_err(|e| Error::io(root, e))? {
        let p = e.map_err(|e| Error::io(root, e))?.path();
        let meta = std::fs::symlink_metadata(&p).map_err(|e| Error::io(&p, e))?;
        if meta.is_dir() {
            walk(&p, files, dirs)?;
        } else if meta.is_file() {
            files.insert(p.clone(), std::fs::read(&p).map_err(|e| Error::io(&p, e))?);
        }
    }
    Ok(())
}

impl Snapshot {
    /// Reads every file under `roots` (missing roots are empty).
    ///
    /// # Errors
    /// [`Error::Io`].
    pub fn take(roots: &[PathBuf]) -> Result<Snapshot> {
        let (mut files, mut dirs) = (BTreeMap::new(), BTreeSet::new());
        for r in roots {
            walk(r, &mut files, &mut dirs)?;
        }
        Ok(Snapshot {
            roots: roots.to_vec(),
            files,
            dirs,
        })
    }

    /// Puts the roots back as they were: files made since are removed, files changed or
    /// removed are written back, folders made since are removed.
    ///
    /// # Errors
    /// [`Error::Io`].
    pub fn restore(&self) -> Result<()> {
        let now = Snapshot::take(&self.roots)?;
        for f in now.files.keys().filter(|f| !self.files.contains_key(*f)) {
            std::fs::remove_file(f).map_err(|e| Error::io(f, e))?;
        }
        for (f, bytes) in &self.files {
            if now.files.get(f) != Some(bytes) {
                crate::store::write_atomic(f, bytes)?;
            }
        }
        // Deepest first, so that a folder is empty when it is removed.
        for d in now.dirs.iter().rev().filter(|d| !self.dirs.contains(*d)) {
            std::fs::remove_dir(d).map_err(|e| Error::io(d, e))?;
        }
        Ok(())
    }
}
