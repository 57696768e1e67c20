//! The outbox of a campaign (`outbox/` in its folder): each receipt is written there when
//! its message is recorded, before anything is sent, so that a run stopped before sending
//! it sends it next time with the words of the first reading (not `already`); likewise the
//! catch-up mail of a handover taken from the moderator's mail (`outbox/handover/`), made
//! when the handover is recorded, with the side's latest report then. A message leaves
//! the outbox once the sent log records it (or a stopped run left it uncertain); one the
//! server refused stays, to be tried again.

use crate::error::{Error, Result};
use crate::mail::send::{Delivery, Fate, Outgoing};
use crate::store::write_atomic;
use std::path::{Path, PathBuf};

/// The folder's name in the campaign folder.
pub const DIR: &str = "outbox";

fn file_name(entry: u32, id: &str) -> String {
    let safe: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-.@_".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{entry:04}.{safe}.eml")
}

/// The folder of the messages of `kind`: receipts in `outbox/` itself (where runs of pbem
/// 0.9.0 left them), other kinds (`handover`) in `outbox/<kind>/`.
fn folder(dir: &Path, kind: &str) -> PathBuf {
    if kind == super::receipt::KIND {
        dir.join(DIR)
    } else {
        dir.join(DIR).join(kind)
    }
}

/// Whether the outbox of `dir` holds the message `id` of `kind` about `entry`.
pub fn holds(dir: &Path, kind: &str, entry: u32, id: &str) -> bool {
    folder(dir, kind).join(file_name(entry, id)).is_file()
}

/// Writes `m` (about `entry`) into the outbox of the folder `dir`, in its kind's folder,
/// unless it is there.
///
/// # Errors
/// [`Error::Io`].
pub fn put(dir: &Path, entry: u32, m: &Outgoing) -> Result<()> {
    let path = folder(dir, m.kind).join(file_name(entry, &m.id));
    if path.is_file() {
        return Ok(());
    }
    write_atomic(&path, &m.bytes)
}

/// Every message of `kind` in the outbox of `dir`, sorted by file name, with its file.
///
/// # Errors
/// An unreadable file, or one that is not a message with a Message-ID and To.
pub fn all(dir: &Path, kind: &'static str) -> Result<Vec<(PathBuf, Outgoing)>> {
    let d = folder(dir, kind);
    if !d.is_dir() {
        return Ok(Vec::new());
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&d)
        .map_err(|e| Error::io(&d, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let entry = f
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.get(..4))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        let bytes = std::fs::read(&f).map_err(|e| Error::io(&f, e))?;
        let m = Outgoing::from_bytes(bytes, kind, entry, &f.display().to_string())?;
        out.push((f, m));
    }
    Ok(out)
}

/// Removes from the outbox the files whose message was sent before or now, or is
/// uncertain (`files` in the order of `ds`).
///
/// # Errors
/// [`Error::Io`].
pub fn settle(files: &[PathBuf], ds: &[Delivery]) -> Result<()> {
    for (f, d) in files.iter().zip(ds) {
        if !matches!(d.fate, Fate::Failed(_)) {
            crate::store::inside(f)?;
            std::fs::remove_file(f).map_err(|e| Error::io(f, e))?;
        }
    }
    Ok(())
}
