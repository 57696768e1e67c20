//! Idle runs cost next to nothing (issue 29, docs/judge.md "Idle runs"): after a whole run
//! of a campaign, the judge notes in ROOT's `.judge-idle/<folder>.yaml` a fingerprint of
//! the campaign folder (every file's path, size, modification time and inode), the run's
//! time and the next time a step or a reminder may fall due. A later run with no new
//! message for the campaign, the fingerprint unchanged, before that time and within an hour
//! of the noted run, skips the campaign: no git, no opening, no mail. Crash-safe: the note
//! is removed when a run of the campaign starts and written only when the run ended with
//! everything committed, pushed and mailed; a run stopped after a change leaves no note, or
//! a folder that no longer matches it.

use super::act::Settled;
use super::config::Judge;
use crate::campaign::deadline::time;
use crate::campaign::next::NextStep;
use crate::campaign::pending::EntryId;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// A campaign gets a whole run at least this often, idle or not: it follows another
/// judge's pushes, and anything this check does not see.
const WHOLE_EVERY: Duration = Duration::from_secs(3600);

/// The note of the last whole run of a campaign.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Note {
    /// The pbem version that wrote it (another version runs the campaign whole).
    version: String,
    /// The fingerprint of the campaign folder, its secrets and judge.yaml.
    files: String,
    /// The run's time, RFC 3339.
    run: String,
    /// The first time after it at which a step or a reminder may fall due, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    wake: Option<String>,
    /// Where the campaign waits, in the run's words.
    waits: String,
}

/// The note's file for the campaign in `dir`.
fn path(j: &Judge, dir: &Path) -> PathBuf {
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    j.root.join(".judge-idle").join(format!("{name}.yaml"))
}

/// The run's summary line when the campaign in `dir`, with no new message, is idle at
/// `now`; None when it needs a whole run (no note, or a note that does not hold: a broken
/// note is no error, the whole run writes a new one).
pub fn skip(j: &Judge, dir: &Path, now: &str) -> Option<String> {
    let p = path(j, dir);
    let text = std::fs::read_to_string(&p).ok()?;
    let n: Note = crate::yaml::Source::new(p.display().to_string(), text)
        .parse()
        .ok()?;
    let t = time("--now", now).ok()?;
    let run = time("run", &n.run).ok()?;
    let wake_ok = match &n.wake {
        Some(w) => t < time("wake", w).ok()?,
        None => true,
    };
    let fresh = t >= run && t < run + WHOLE_EVERY;
    if n.version != env!("CARGO_PKG_VERSION") || !wake_ok || !fresh {
        return None;
    }
    if fingerprint(j, dir).ok()? != n.files {
        return None;
    }
    Some(format!(
        "no new mail; mail: 0 receipt(s), 0 report(s), 0 reminder(s) sent; {} (idle: nothing changed since the run at {})",
        n.waits, n.run
    ))
}

/// Removes the note before a whole run of the campaign in `dir` changes anything.
///
/// # Errors
/// The note there but not removable.
pub fn forget(j: &Judge, dir: &Path) -> Result<()> {
    let p = path(j, dir);
    match std::fs::remove_file(&p) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(Error::io(&p, e)),
        _ => Ok(()),
    }
}

/// Notes the whole run at `now` of the campaign in `dir`, which waits as `s` says (`waits`
/// in words); nothing when it waits for the schedule's delay before resolving (the judge
/// resolves it in a later run without new mail).
///
/// # Errors
/// Opening the campaign; writing the note.
pub fn note(j: &Judge, dir: &Path, now: &str, s: &Settled, waits: &str) -> Result<()> {
    let wake = if s.paused {
        None
    } else {
        match &s.step {
            NextStep::Resolve | NextStep::ResolveNmr { .. } | NextStep::Close { .. } => {
                return Ok(())
            }
            // A game that has ended has no deadline to wake for: only new mail or files.
            NextStep::Over { .. } => None,
            _ => wake(j, dir, now)?,
        }
    };
    let n = Note {
        version: env!("CARGO_PKG_VERSION").to_string(),
        files: fingerprint(j, dir)?,
        run: now.to_string(),
        wake: wake.map(|w| humantime::format_rfc3339_seconds(w).to_string()),
        waits: waits.to_string(),
    };
    let p = path(j, dir);
    let folder = p.parent().unwrap_or(&j.root);
    std::fs::create_dir_all(folder).map_err(|e| Error::io(folder, e))?;
    // Written whole, then renamed: a torn note cannot be read as a good one. Not fsynced:
    // a note lost costs one whole run.
    let tmp = p.with_extension("yaml.tmp");
    std::fs::write(&tmp, crate::yaml::to_string(&n)?).map_err(|e| Error::io(&tmp, e))?;
    std::fs::rename(&tmp, &p).map_err(|e| Error::io(&p, e))
}

/// The first time after `now` at which the waiting entry's deadline makes a step or a
/// reminder due: reminders (`remind_before` before it), the deadline, the end of the grace,
/// and `reveal_within` after it (docs/judge.md "One run", step 3). None without a deadline.
/// The deadline is read from `pending/entry.yaml` alone (after a whole run, under the
/// lock, it is the waiting entry's; none there, the entry has no deadline), without
/// opening the campaign, which loads its game's data.
///
/// # Errors
/// A malformed `pending/entry.yaml`; a malformed time.
fn wake(j: &Judge, dir: &Path, now: &str) -> Result<Option<SystemTime>> {
    let f = dir.join("pending").join("entry.yaml");
    if !f.is_file() {
        return Ok(None);
    }
    let id: EntryId =
        crate::yaml::Source::new(f.display().to_string(), crate::store::read_text(&f)?).parse()?;
    let Some(d) = &id.deadline else {
        return Ok(None);
    };
    let at = time("deadline", &d.at)?;
    let closes = d.closes()?;
    let t = time("--now", now)?;
    let times = [
        at.checked_sub(j.remind_before()?)
            .unwrap_or(SystemTime::UNIX_EPOCH),
        at,
        closes,
        closes + j.reveal_within()?,
    ];
    Ok(times.into_iter().filter(|w| *w > t).min())
}

/// The fingerprint of everything a run without new mail reads: each file of the campaign
/// folder (but its `.git`), of its secrets folder, and judge.yaml, by path, size,
/// modification time and inode (every write of pbem is a new file renamed into place).
///
/// # Errors
/// A folder that cannot be listed.
fn fingerprint(j: &Judge, dir: &Path) -> Result<String> {
    let mut lines = String::new();
    for (tag, top) in [
        ("c", dir.to_path_buf()),
        ("s", crate::campaign::secret::secrets_dir(dir)),
    ] {
        let mut stack = vec![top.clone()];
        while let Some(d) = stack.pop() {
            let rd = match std::fs::read_dir(&d) {
                Ok(rd) => rd,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(Error::io(&d, e)),
            };
            let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
            entries.sort();
            for p in entries {
                if d == top && p.file_name().is_some_and(|n| n == ".git") {
                    continue;
                }
                let m = std::fs::symlink_metadata(&p).map_err(|e| Error::io(&p, e))?;
                if m.is_dir() {
                    stack.push(p);
                    continue;
                }
                let rel = p.strip_prefix(&top).unwrap_or(&p);
                lines.push_str(&format!("{tag} {} {}\n", rel.display(), stamp(&m)));
            }
        }
    }
    let yaml = j.root.join(super::config::FILE);
    let m = std::fs::metadata(&yaml).map_err(|e| Error::io(&yaml, e))?;
    lines.push_str(&format!("j {}\n", stamp(&m)));
    Ok(crate::fairness::Digest::of(lines.as_bytes()).hex())
}

/// A file's size, modification time (ns) and inode.
fn stamp(m: &std::fs::Metadata) -> String {
    use std::os::unix::fs::MetadataExt;
    format!("{} {}.{} {}", m.len(), m.mtime(), m.mtime_nsec(), m.ino())
}
