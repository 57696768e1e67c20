//! Atomic writes and the campaign lock.

use crate::error::{Error, Result};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: a temporary file in the same folder, then a rename.
///
/// # Errors
/// [`Error::Io`].
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".pbem-")
        .tempfile_in(dir)
        .map_err(|e| Error::io(dir, e))?;
    tmp.write_all(bytes).map_err(|e| Error::io(path, e))?;
    tmp.as_file().sync_all().map_err(|e| Error::io(path, e))?;
    tmp.persist(path).map_err(|e| Error::io(path, e.error))?;
    Ok(())
}

/// Writes a set of files (relative path -> bytes) as a new folder `dest`, atomically: all
/// into a staging folder beside it, then one rename. `dest` must not exist.
///
/// # Errors
/// [`Error::Io`], or [`Error::Campaign`] if `dest` exists.
pub fn write_folder(
    dest: &Path,
    files: &std::collections::BTreeMap<String, Vec<u8>>,
) -> Result<()> {
    if dest.exists() {
        return Err(Error::Campaign(format!(
            "{} exists already; nothing was written",
            dest.display()
        )));
    }
    let parent = dest.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
    let staging = tempfile::Builder::new()
        .prefix(".staging-")
        .tempdir_in(parent)
        .map_err(|e| Error::io(parent, e))?;
    for (rel, bytes) in files {
        let p = staging.path().join(rel);
        if let Some(d) = p.parent() {
            std::fs::create_dir_all(d).map_err(|e| Error::io(d, e))?;
        }
        std::fs::write(&p, bytes).map_err(|e| Error::io(&p, e))?;
    }
    let kept = staging.keep();
    std::fs::rename(&kept, dest).map_err(|e| {
        let _ = std::fs::remove_dir_all(&kept);
        Error::io(dest, e)
    })
}

/// The campaign lock: `pbem.lock` in the folder, held while a command changes the campaign.
#[derive(Debug)]
pub struct Lock {
    path: PathBuf,
}

impl Lock {
    /// Takes the lock of the campaign in `dir`.
    ///
    /// # Errors
    /// [`Error::Campaign`] when another command holds it.
    pub fn take(dir: &Path) -> Result<Lock> {
        let path = dir.join("pbem.lock");
        match std::fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut f) => {
                let _ = writeln!(f, "pid {}", std::process::id());
                Ok(Lock { path })
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(Error::Campaign(format!(
                "the campaign is locked: another pbem command is changing it ({} exists; if no pbem is running, a crashed one left it: remove it)",
                path.display()
            ))),
            Err(e) => Err(Error::io(&path, e)),
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// Every file under `dir`, as paths relative to it with `/` separators, sorted.
///
/// # Errors
/// [`Error::Io`] naming the folder that could not be read.
pub fn list_files(dir: &Path) -> Result<Vec<String>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).map_err(|e| Error::io(&d, e))? {
            let p = e.map_err(|e| Error::io(&d, e))?.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(
                    p.strip_prefix(dir)
                        .unwrap_or(&p)
                        .to_string_lossy()
                        .replace('\\', "/"),
                );
            }
        }
    }
    out.sort();
    Ok(out)
}
