//! The judge's Maildir (maildir(5)): new messages are read from `new/`; once their
//! campaign recorded them they move to `cur/` with the seen flag (`:2,S`). A message on
//! standard input (an MTA's pipe delivery) is first delivered into `tmp/` and `new/` as any
//! delivery agent would, so that a run stopped after that reads it again.

use crate::error::{Error, Result};
use std::io::Read;
use std::path::{Path, PathBuf};

/// One message waiting in `new/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    /// Its path in `new/`.
    pub path: PathBuf,
    /// Its file name (the Maildir's unique name).
    pub name: String,
}

/// Makes `tmp/`, `new/` and `cur/` where missing.
///
/// # Errors
/// [`Error::Io`].
pub fn ensure(dir: &Path) -> Result<()> {
    for sub in ["tmp", "new", "cur"] {
        let d = dir.join(sub);
        std::fs::create_dir_all(&d).map_err(|e| Error::io(&d, e))?;
    }
    Ok(())
}

/// The messages in `new/`, sorted by name (delivery agents name them by time first, so
/// this is their order of arrival). Dot files are skipped.
///
/// # Errors
/// [`Error::Io`] reading the folder.
pub fn new_messages(dir: &Path) -> Result<Vec<NewMessage>> {
    let d = dir.join("new");
    let mut out = Vec::new();
    for e in std::fs::read_dir(&d).map_err(|e| Error::io(&d, e))? {
        let e = e.map_err(|e| Error::io(&d, e))?;
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') || !e.path().is_file() {
            continue;
        }
        out.push(NewMessage {
            path: e.path(),
            name,
        });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// Moves a message read from `new/` to `cur/` with the seen flag (`NAME:2,S`).
///
/// # Errors
/// [`Error::Io`] renaming.
pub fn mark_seen(dir: &Path, m: &NewMessage) -> Result<()> {
    let base = m.name.split(':').next().unwrap_or(&m.name);
    let to = dir.join("cur").join(format!("{base}:2,S"));
    std::fs::rename(&m.path, &to).map_err(|e| Error::io(&m.path, e))
}

/// Delivers the message on standard input into `tmp/`, then `new/` (at most
/// [`crate::mail::extract::MAX_MESSAGE`] bytes plus one are read: a larger one is still
/// delivered, cut, and refused when read). `unique`: the time and a counter the caller
/// makes unique on this host. Returns the message's name.
///
/// # Errors
/// [`Error::Io`].
pub fn deliver_stdin(dir: &Path, unique: &str) -> Result<String> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(crate::mail::extract::MAX_MESSAGE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io("<stdin>", e))?;
    deliver(dir, unique, &bytes)
}

/// Delivers `bytes` as a new message named `unique.P<pid>.pbem` (see [`deliver_stdin`]).
///
/// # Errors
/// [`Error::Io`].
pub fn deliver(dir: &Path, unique: &str, bytes: &[u8]) -> Result<String> {
    ensure(dir)?;
    let name = format!("{unique}.P{}.pbem", std::process::id());
    let tmp = dir.join("tmp").join(&name);
    {
        use std::io::Write;
        let mut f = std::fs::File::create(&tmp).map_err(|e| Error::io(&tmp, e))?;
        f.write_all(bytes).map_err(|e| Error::io(&tmp, e))?;
        f.sync_all().map_err(|e| Error::io(&tmp, e))?;
    }
    let new = dir.join("new").join(&name);
    std::fs::rename(&tmp, &new).map_err(|e| Error::io(&tmp, e))?;
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_delivered_message_is_new_until_marked_seen() {
        let tmp = tempfile::tempdir().unwrap();
        let name = deliver(tmp.path(), "1700000000.1", b"From: a@b\r\n\r\nhi\r\n").unwrap();
        let n = new_messages(tmp.path()).unwrap();
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].name, name);
        mark_seen(tmp.path(), &n[0]).unwrap();
        assert!(new_messages(tmp.path()).unwrap().is_empty());
        assert!(tmp.path().join("cur").join(format!("{name}:2,S")).is_file());
    }
}
