//! The report messages a judge run still has to send: those of a history entry's `mail/`
//! not yet in the sent log. Each message's Message-ID is read before its picture is filled
//! in and rasterized ([`crate::mail::picture::as_sent`], the costly part), so that a run finding
//! an entry's reports all sent (every run after it, until the next entry) renders nothing.

use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::mail::send::Outgoing;
use crate::mail::sent::SentLog;

/// The messages of history entry `name` (its `mail/` folder, sorted by file) that `log`
/// does not hold, each with its picture filled in and as PNG added, as
/// [`crate::mail::send::report_messages`] makes them.
///
/// # Errors
/// Unreadable or malformed messages.
pub fn unsent(c: &Campaign, name: &str, log: &SentLog) -> Result<Vec<Outgoing>> {
    let entry: u32 = name[..4].parse().unwrap_or(0);
    let dir = c.history_dir().join(name).join("mail");
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map_err(|e| Error::io(&dir, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let bytes = std::fs::read(&f).map_err(|e| Error::io(&f, e))?;
        let file = f.display().to_string();
        let plain = Outgoing::from_bytes(bytes, "report", entry, &file)?;
        if log.contains(&plain.id) {
            continue;
        }
        let png = crate::mail::picture::as_sent(plain.bytes, &c.history_dir().join(name))?;
        out.push(Outgoing::from_bytes(png, "report", entry, &file)?);
    }
    Ok(out)
}
