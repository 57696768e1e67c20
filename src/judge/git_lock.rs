//! Git's lock files left by a run that was stopped (killed, the machine down) while git
//! worked: `index.lock`, `HEAD.lock`, a ref's `.lock`. Git refuses to work while one is
//! there ("Unable to create '.../index.lock': File exists"), so a campaign would fail every
//! later run. The judge holds ROOT's lock for its whole run, so the only git at work in its
//! campaigns is its own: a lock file there is a stopped run's, or that of a git the stopped
//! run had started and that is still finishing. The judge waits for such a git to finish
//! (the lock to go) for [`SETTLE`], then removes what is left and says so (docs/judge.md).

use super::git::ok;
use crate::error::{Error, Result};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How long a lock file must have stood before the judge takes it for a stopped run's: a
/// git the stopped run started finishes well within it.
pub const SETTLE: Duration = Duration::from_secs(2);

/// The lock files in the git directory `git_dir`: the index's, HEAD's and the other
/// top-level ones, and those of refs.
fn locks(git_dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for name in [
        "index.lock",
        "HEAD.lock",
        "ORIG_HEAD.lock",
        "packed-refs.lock",
        "config.lock",
    ] {
        let p = git_dir.join(name);
        if p.exists() {
            out.push(p);
        }
    }
    let mut dirs = vec![git_dir.join("refs")];
    while let Some(d) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            match e.file_type() {
                Ok(t) if t.is_dir() => dirs.push(p),
                Ok(t) if t.is_file() && p.extension().is_some_and(|x| x == "lock") => out.push(p),
                _ => {}
            }
        }
    }
    out.sort();
    out
}

/// How long ago `p` was last written (zero when unknown or in the future).
fn age(p: &Path) -> Duration {
    std::fs::metadata(p)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| SystemTime::now().duration_since(t).ok())
        .unwrap_or_default()
}

/// Removes the lock files a stopped run left in the git repository of `dir`, each once it
/// has stood [`SETTLE`] (waiting up to that long for a git still finishing to take its own
/// away): the ones removed, relative to the git directory.
///
/// # Errors
/// `dir` not in a git work tree; a lock file that cannot be removed.
pub fn clear_stale(dir: &Path, who: &str) -> Result<Vec<String>> {
    let git_dir = PathBuf::from(ok(dir, &["rev-parse", "--absolute-git-dir"], who)?);
    let mut removed = Vec::new();
    let step = Duration::from_millis(100);
    for p in locks(&git_dir) {
        let mut waited = Duration::ZERO;
        while p.exists() && age(&p) < SETTLE && waited < SETTLE {
            std::thread::sleep(step);
            waited += step;
        }
        if !p.exists() {
            continue;
        }
        std::fs::remove_file(&p).map_err(|e| Error::Campaign(format!("{}: {e}", p.display())))?;
        let name = p.strip_prefix(&git_dir).unwrap_or(&p);
        removed.push(name.display().to_string());
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo() -> tempfile::TempDir {
        let t = tempfile::tempdir().unwrap();
        let o = std::process::Command::new("git")
            .args(["init", "-q", "-b", "main"])
            .arg(t.path())
            .output()
            .unwrap();
        assert!(o.status.success());
        t
    }

    #[test]
    fn a_stopped_runs_locks_are_removed_and_named() {
        let t = repo();
        let g = t.path().join(".git");
        std::fs::write(g.join("index.lock"), b"").unwrap();
        std::fs::create_dir_all(g.join("refs/heads")).unwrap();
        std::fs::write(g.join("refs/heads/main.lock"), b"").unwrap();
        let removed = clear_stale(t.path(), "judge@example.org").unwrap();
        assert_eq!(removed, ["index.lock", "refs/heads/main.lock"]);
        assert!(!g.join("index.lock").exists());
        assert!(clear_stale(t.path(), "judge@example.org")
            .unwrap()
            .is_empty());
    }

    #[test]
    fn a_lock_that_goes_while_waiting_is_left_to_its_git() {
        let t = repo();
        let lock = t.path().join(".git/index.lock");
        std::fs::write(&lock, b"").unwrap();
        let l = lock.clone();
        let finishing = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            std::fs::remove_file(l).unwrap();
        });
        assert!(clear_stale(t.path(), "judge@example.org")
            .unwrap()
            .is_empty());
        finishing.join().unwrap();
    }
}
