//! Safe reading of a folder that may come from someone else (`pbem verify` on a campaign
//! a player sent): only regular files are read, of at most [`MAX_FILE_BYTES`] (or the
//! caller's bound), without following a symbolic link; a link, FIFO, socket or device is
//! refused by its name and never opened in a way that could block; listings follow no link
//! and are bounded in entries and depth.

use crate::error::{Error, Result};
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::Path;

/// The largest file any campaign reader accepts: 64 MiB (a campaign's largest file, the
/// 1805 state, is about 1 MiB).
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// The most entries a listing walks before it refuses the folder.
pub const MAX_LIST_ENTRIES: usize = 200_000;

/// The deepest folder a listing descends into, below the folder listed.
pub const MAX_LIST_DEPTH: usize = 16;

/// What a name in a folder is, without following a link.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// Nothing there.
    Missing,
    /// A regular file.
    File,
    /// A folder.
    Dir,
    /// A symbolic link (never followed).
    Link,
    /// A FIFO, socket or device.
    Special,
}

impl Kind {
    fn of(m: &Metadata) -> Kind {
        let t = m.file_type();
        if t.is_symlink() {
            Kind::Link
        } else if t.is_dir() {
            Kind::Dir
        } else if t.is_file() {
            Kind::File
        } else {
            Kind::Special
        }
    }

    fn refusal(self) -> &'static str {
        match self {
            Kind::Link => "is a symbolic link; pbem reads only regular files and follows no link",
            Kind::Dir => "is a folder, not a file",
            Kind::Special => "is a FIFO, socket or device; pbem reads only regular files",
            Kind::Missing => "does not exist",
            Kind::File => "is a regular file",
        }
    }
}

fn refused(path: &Path, message: impl Into<String>) -> Error {
    Error::io(
        path,
        std::io::Error::new(std::io::ErrorKind::InvalidData, message.into()),
    )
}

/// What `path` is, without following a link (a link is [`Kind::Link`]).
///
/// # Errors
/// [`Error::Io`] other than "not found".
pub fn kind(path: &Path) -> Result<Kind> {
    match std::fs::symlink_metadata(path) {
        Ok(m) => Ok(Kind::of(&m)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Kind::Missing),
        Err(e) => Err(Error::io(path, e)),
    }
}

/// Opens `path` for reading without following a final link and without blocking on a FIFO.
fn open_nofollow(path: &Path) -> std::io::Result<File> {
    let mut o = std::fs::OpenOptions::new();
    o.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    o.open(path)
}

#[cfg(unix)]
fn same_file(a: &Metadata, b: &Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (a.dev(), a.ino()) == (b.dev(), b.ino())
}

#[cfg(not(unix))]
fn same_file(a: &Metadata, b: &Metadata) -> bool {
    a.len() == b.len() && a.modified().ok() == b.modified().ok()
}

/// Reads the regular file `path`, refusing it when it is larger than `limit` bytes, a
/// symbolic link, a folder, a FIFO, socket or device, or when it was swapped for another
/// file between the check and the open.
///
/// # Errors
/// [`Error::Io`] naming the file and why it was refused.
pub fn read_limited(path: &Path, limit: u64) -> Result<Vec<u8>> {
    let before = std::fs::symlink_metadata(path).map_err(|e| Error::io(path, e))?;
    let k = Kind::of(&before);
    if k != Kind::File {
        return Err(refused(path, k.refusal()));
    }
    let too_big = |n: u64| {
        refused(
            path,
            format!("is {n} bytes; pbem reads files of at most {limit} bytes here"),
        )
    };
    if before.len() > limit {
        return Err(too_big(before.len()));
    }
    let f = open_nofollow(path).map_err(|e| Error::io(path, e))?;
    let now = f.metadata().map_err(|e| Error::io(path, e))?;
    if Kind::of(&now) != Kind::File || !same_file(&before, &now) {
        return Err(refused(path, "changed while it was being opened; not read"));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(now.len()).unwrap_or(0));
    f.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(path, e))?;
    if bytes.len() as u64 > limit {
        return Err(too_big(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Reads the regular file `path` of at most [`MAX_FILE_BYTES`] (see [`read_limited`]).
///
/// # Errors
/// [`Error::Io`] naming the file and why it was refused.
pub fn read(path: &Path) -> Result<Vec<u8>> {
    read_limited(path, MAX_FILE_BYTES)
}

/// Reads the regular file `path` (see [`read`]) as UTF-8 text.
///
/// # Errors
/// [`Error::Io`] as [`read`], or for bytes that are not UTF-8.
pub fn read_text(path: &Path) -> Result<String> {
    String::from_utf8(read(path)?).map_err(|e| {
        refused(
            path,
            format!(
                "is not UTF-8 text (invalid byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        )
    })
}

/// The names in folder `dir` (not below it) with their kinds, sorted; no link followed.
///
/// # Errors
/// [`Error::Io`] if `dir` is not a folder (a link to one is refused) or holds more than
/// [`MAX_LIST_ENTRIES`] names.
pub fn list_dir(dir: &Path) -> Result<Vec<(String, Kind)>> {
    let k = kind(dir)?;
    if k != Kind::Dir {
        return Err(refused(dir, k.refusal()));
    }
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).map_err(|e| Error::io(dir, e))? {
        let e = e.map_err(|e| Error::io(dir, e))?;
        if out.len() >= MAX_LIST_ENTRIES {
            return Err(refused(
                dir,
                format!("holds more than {MAX_LIST_ENTRIES} entries; not listed"),
            ));
        }
        let t = e.file_type().map_err(|err| Error::io(e.path(), err))?;
        let kind = if t.is_symlink() {
            Kind::Link
        } else if t.is_dir() {
            Kind::Dir
        } else if t.is_file() {
            Kind::File
        } else {
            Kind::Special
        };
        out.push((e.file_name().to_string_lossy().into_owned(), kind));
    }
    out.sort();
    Ok(out)
}

/// Every name under `dir` that is not a folder (regular files, and links, FIFOs or devices
/// so that a caller can refuse them by name), as paths relative to `dir` with `/`
/// separators, sorted. Folders are descended into, links to folders are not.
///
/// # Errors
/// [`Error::Io`] naming the folder that could not be read, or one deeper than
/// [`MAX_LIST_DEPTH`] or with more than [`MAX_LIST_ENTRIES`] names in all.
pub fn list_files(dir: &Path) -> Result<Vec<String>> {
    let mut out = Vec::new();
    let mut stack = vec![(String::new(), 0usize)];
    let mut seen = 0usize;
    while let Some((rel, depth)) = stack.pop() {
        let d = if rel.is_empty() {
            dir.to_path_buf()
        } else {
            dir.join(&rel)
        };
        if depth > MAX_LIST_DEPTH {
            return Err(refused(
                &d,
                format!("is nested more than {MAX_LIST_DEPTH} folders deep; not listed"),
            ));
        }
        for (name, kind) in list_dir(&d)? {
            seen += 1;
            if seen > MAX_LIST_ENTRIES {
                return Err(refused(
                    dir,
                    format!("holds more than {MAX_LIST_ENTRIES} entries; not listed"),
                ));
            }
            let r = if rel.is_empty() {
                name
            } else {
                format!("{rel}/{name}")
            };
            if kind == Kind::Dir {
                stack.push((r, depth + 1));
            } else {
                out.push(r);
            }
        }
    }
    out.sort();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regular_files_are_read_within_their_bound() {
        let tmp = tempfile::tempdir().unwrap();
        let f = tmp.path().join("a.yaml");
        std::fs::write(&f, "0123456789").unwrap();
        assert_eq!(read(&f).unwrap(), b"0123456789");
        let e = read_limited(&f, 9).unwrap_err().to_string();
        assert!(e.contains("is 10 bytes") && e.contains("at most 9"), "{e}");
        assert!(read(&tmp.path().join("none")).is_err());
        assert!(read(tmp.path()).unwrap_err().to_string().contains("folder"));
    }

    #[cfg(unix)]
    #[test]
    fn links_fifos_and_devices_are_refused_by_name() {
        let tmp = tempfile::tempdir().unwrap();
        let link = tmp.path().join("report.md");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        let e = read(&link).unwrap_err().to_string();
        assert!(
            e.contains("report.md") && e.contains("symbolic link"),
            "{e}"
        );
        assert!(read(Path::new("/dev/zero"))
            .unwrap_err()
            .to_string()
            .contains("FIFO, socket or device"));
        let fifo = tmp.path().join("state.yaml");
        assert!(std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success());
        assert!(read(&fifo).unwrap_err().to_string().contains("FIFO"));
        let dir_link = tmp.path().join("history");
        std::os::unix::fs::symlink("/", &dir_link).unwrap();
        assert_eq!(
            list_files(tmp.path()).unwrap(),
            vec!["history", "report.md", "state.yaml"]
        );
        assert_eq!(kind(&dir_link).unwrap(), Kind::Link);
        assert!(list_dir(&dir_link).is_err());
    }
}
