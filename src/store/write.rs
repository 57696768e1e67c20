//! Crash-safe writes. A file is written to a temporary file in its folder, fsynced, renamed
//! over the old one, and the folder fsynced; a folder is staged beside its destination
//! (every file and folder fsynced), renamed into place, and the parent fsynced. After a
//! crash at any instant the old or the new content is there, never a mixture, and at most
//! a stale temporary or staging entry (named `.pbem-*`, `.staging-*` or `.removed-*`)
//! that [`clean_stale`] removes.

use super::crash::step;
use crate::error::{Error, Result};
use std::collections::BTreeMap;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The campaign folders this process opened ([`guard`]): no write goes through a symbolic
/// link below one of them.
static ROOTS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Names `dir` as a campaign folder: from now on every write, rename and removal of this
/// module (and [`inside`]) under `dir` refuses a path whose folders below `dir` include a
/// symbolic link, so that a link at `ahead/`, `ahead/NNNN`, `pending/`, `history/` or any
/// folder pbem writes into cannot make pbem write outside the campaign (issue 28). The
/// folder itself may be reached through links.
pub fn guard(dir: &Path) {
    let mut roots = ROOTS.lock().unwrap_or_else(|p| p.into_inner());
    if !roots.iter().any(|r| r == dir) {
        roots.push(dir.to_path_buf());
    }
}

/// Refuses `path` when a folder on its way from a guarded campaign folder ([`guard`]) is
/// a symbolic link (or anything but a folder). The last component, the file or folder
/// written, is not followed by the writes here (a rename replaces a link itself).
///
/// # Errors
/// [`Error::Campaign`] naming the link.
pub fn inside(path: &Path) -> Result<()> {
    let roots = ROOTS.lock().unwrap_or_else(|p| p.into_inner()).clone();
    for root in roots.iter().filter(|r| path.starts_with(r)) {
        let rel: Vec<_> = path
            .strip_prefix(root)
            .into_iter()
            .flat_map(|r| r.components())
            .collect();
        let mut p = root.clone();
        for c in rel.iter().take(rel.len().saturating_sub(1)) {
            p.push(c);
            match std::fs::symlink_metadata(&p) {
                Ok(m) if !m.is_dir() => {
                    return Err(Error::Campaign(format!(
                        "{} is {} inside the campaign folder: pbem writes only into real                          folders of the campaign; nothing was written",
                        p.display(),
                        if m.file_type().is_symlink() { "a symbolic link" } else { "not a folder" }
                    )))
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Prefixes of the entries an interrupted write can leave behind.
const STALE: [&str; 3] = [".pbem-", ".staging-", ".removed-"];

/// Flushes a folder's entries (a rename or a new file in it) to disk. On systems where a
/// folder cannot be opened (Windows) this is a no-op: their renames are durable.
fn sync_dir(dir: &Path) -> Result<()> {
    #[cfg(unix)]
    {
        let f = File::open(dir).map_err(|e| Error::io(dir, e))?;
        f.sync_all().map_err(|e| Error::io(dir, e))?;
    }
    #[cfg(not(unix))]
    let _ = dir;
    step();
    Ok(())
}

/// Makes `dir` and its missing parents, fsyncing the parent of each folder made.
fn make_dirs(dir: &Path) -> Result<()> {
    if dir.as_os_str().is_empty() || dir.is_dir() {
        return Ok(());
    }
    let parent = dir.parent().unwrap_or(Path::new("."));
    make_dirs(parent)?;
    match std::fs::create_dir(dir) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && dir.is_dir() => return Ok(()),
        Err(e) => return Err(Error::io(dir, e)),
    }
    step();
    sync_dir(if parent.as_os_str().is_empty() {
        Path::new(".")
    } else {
        parent
    })
}

fn parent_of(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Writes `bytes` to `path` atomically and durably: a temporary file `.pbem-*` in the same
/// folder, written and fsynced, renamed over `path`, then the folder fsynced. Missing
/// folders are made.
///
/// # Errors
/// [`Error::Io`] naming the file or folder.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    inside(path)?;
    let dir = parent_of(path);
    make_dirs(dir)?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".pbem-")
        .tempfile_in(dir)
        .map_err(|e| Error::io(dir, e))?;
    tmp.write_all(bytes).map_err(|e| Error::io(path, e))?;
    step();
    tmp.as_file().sync_all().map_err(|e| Error::io(path, e))?;
    step();
    tmp.persist(path).map_err(|e| Error::io(path, e.error))?;
    step();
    sync_dir(dir)
}

/// Writes a set of files (relative path with `/` -> bytes) as the new folder `dest`,
/// atomically and durably: every file into a staging folder `.staging-*` beside `dest`,
/// each file and folder fsynced, one rename, then the parent fsynced. `dest` must not
/// exist; on an error the staging folder is removed.
///
/// # Errors
/// [`Error::Io`]; [`Error::Campaign`] if `dest` exists or a relative path leaves the folder.
pub fn write_folder(dest: &Path, files: &BTreeMap<String, Vec<u8>>) -> Result<()> {
    inside(dest)?;
    if std::fs::symlink_metadata(dest).is_ok() {
        return Err(Error::Campaign(format!(
            "{} exists already; nothing was written",
            dest.display()
        )));
    }
    let parent = parent_of(dest);
    make_dirs(parent)?;
    let staging = tempfile::Builder::new()
        .prefix(".staging-")
        .tempdir_in(parent)
        .map_err(|e| Error::io(parent, e))?;
    step();
    let mut folders = vec![staging.path().to_path_buf()];
    for (rel, bytes) in files {
        if rel
            .split('/')
            .any(|s| s.is_empty() || s == "." || s == ".." || s.contains('\\'))
        {
            return Err(Error::Campaign(format!(
                "'{rel}' is not a plain relative file name; nothing was written"
            )));
        }
        let p = staging.path().join(rel);
        let d = parent_of(&p);
        if !d.is_dir() {
            std::fs::create_dir_all(d).map_err(|e| Error::io(d, e))?;
            folders.extend(
                d.ancestors()
                    .take_while(|a| *a != staging.path())
                    .map(Path::to_path_buf),
            );
        }
        let mut f = File::create(&p).map_err(|e| Error::io(&p, e))?;
        f.write_all(bytes).map_err(|e| Error::io(&p, e))?;
        step();
        f.sync_all().map_err(|e| Error::io(&p, e))?;
        step();
    }
    folders.sort();
    folders.dedup();
    // Deepest first, so each folder's own entry is on disk before its parent's.
    for d in folders.iter().rev() {
        sync_dir(d)?;
    }
    let kept = staging.keep();
    std::fs::rename(&kept, dest).map_err(|e| {
        let _ = std::fs::remove_dir_all(&kept);
        Error::io(dest, e)
    })?;
    step();
    sync_dir(parent)
}

/// Removes the folder `dir` (if it is there) atomically: renamed to `.removed-*` beside it
/// (and the parent fsynced), then deleted. A crash leaves either the whole folder or a
/// stale `.removed-*` that [`clean_stale`] deletes, never a folder half emptied.
///
/// # Errors
/// [`Error::Io`].
pub fn remove_dir(dir: &Path) -> Result<()> {
    inside(dir)?;
    match std::fs::symlink_metadata(dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(Error::io(dir, e)),
        Ok(_) => {}
    }
    let parent = parent_of(dir);
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let gone = tempfile::Builder::new()
        .prefix(&format!(".removed-{name}-"))
        .tempdir_in(parent)
        .map_err(|e| Error::io(parent, e))?
        .keep();
    // The rename replaces the empty placeholder folder just made.
    std::fs::rename(dir, &gone).map_err(|e| Error::io(dir, e))?;
    step();
    sync_dir(parent)?;
    std::fs::remove_dir_all(&gone).map_err(|e| Error::io(&gone, e))?;
    step();
    Ok(())
}

/// Deletes what interrupted writes left in `dir` (not below it): temporary files
/// `.pbem-*`, staging folders `.staging-*` and folders being removed `.removed-*`. Only
/// under the campaign lock, so no running command's own staging is deleted. Returns the
/// names removed.
///
/// # Errors
/// [`Error::Io`].
pub fn clean_stale(dir: &Path) -> Result<Vec<String>> {
    let mut out = Vec::new();
    if !dir.is_dir() {
        return Ok(out);
    }
    for (name, kind) in super::read::list_dir(dir)? {
        if !STALE.iter().any(|p| name.starts_with(p)) {
            continue;
        }
        let p = dir.join(&name);
        if kind == super::read::Kind::Dir {
            std::fs::remove_dir_all(&p).map_err(|e| Error::io(&p, e))?;
        } else {
            std::fs::remove_file(&p).map_err(|e| Error::io(&p, e))?;
        }
        step();
        out.push(name);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_written_whole_and_never_over_another() {
        let tmp = tempfile::tempdir().unwrap();
        let dest = tmp.path().join("e");
        let files = BTreeMap::from([
            ("a.yaml".to_string(), b"a".to_vec()),
            ("mail/x/b.eml".to_string(), b"b".to_vec()),
        ]);
        write_folder(&dest, &files).unwrap();
        assert_eq!(std::fs::read(dest.join("mail/x/b.eml")).unwrap(), b"b");
        assert!(write_folder(&dest, &files).is_err());
        let bad = BTreeMap::from([("../x".to_string(), b"a".to_vec())]);
        assert!(write_folder(&tmp.path().join("f"), &bad).is_err());
        assert!(!tmp.path().join("x").exists() && !tmp.path().join("f").exists());
        assert_eq!(clean_stale(tmp.path()).unwrap(), Vec::<String>::new());
    }

    #[test]
    fn stale_entries_are_cleaned_and_removal_is_whole() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(tmp.path().join(".staging-1/x")).unwrap();
        std::fs::write(tmp.path().join(".pbem-2"), "t").unwrap();
        std::fs::create_dir_all(tmp.path().join("pending/orders")).unwrap();
        std::fs::write(tmp.path().join("pending/orders/a.yaml"), "a").unwrap();
        remove_dir(&tmp.path().join("pending")).unwrap();
        remove_dir(&tmp.path().join("pending")).unwrap();
        assert_eq!(
            clean_stale(tmp.path()).unwrap(),
            vec![".pbem-2".to_string(), ".staging-1".to_string()]
        );
        assert!(super::super::read::list_dir(tmp.path()).unwrap().is_empty());
    }

    #[test]
    fn a_file_is_replaced_atomically() {
        let tmp = tempfile::tempdir().unwrap();
        let f = tmp.path().join("new/deeper/state.yaml");
        write_atomic(&f, b"one").unwrap();
        write_atomic(&f, b"two").unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"two");
        assert_eq!(
            super::super::read::list_dir(f.parent().unwrap())
                .unwrap()
                .len(),
            1
        );
    }
}
