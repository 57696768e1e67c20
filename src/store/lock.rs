//! The campaign lock: a kernel lock (flock, through fs4) on the campaign folder itself, so
//! it ends with the process that holds it, however that process ends, and leaves no file
//! behind (where a folder cannot be opened, as on Windows, it is taken on the file
//! `.campaign-lock` in it instead). A `pbem.lock` file left by pbem 0.3.0 is ignored. A second command waits for it, polling,
//! for [`DEFAULT_WAIT`] (an inbox run from cron racing a manual command), then fails
//! naming the folder.

use crate::error::{Error, Result};
use std::fs::File;
use std::path::Path;
use std::time::{Duration, Instant};

/// How long a command waits for the lock by default.
pub const DEFAULT_WAIT: Duration = Duration::from_secs(10);

/// The environment variable that sets the wait in seconds (a decimal, `0` for none).
pub const WAIT_VAR: &str = "PBEM_LOCK_WAIT";

/// How often a waiting command tries again.
const POLL: Duration = Duration::from_millis(50);

/// The held lock of one campaign folder; dropped (or its process ended), it is released.
#[derive(Debug)]
pub struct Lock {
    _file: File,
}

/// The wait from [`WAIT_VAR`], else [`DEFAULT_WAIT`].
///
/// # Errors
/// [`Error::Campaign`] for a value that is not a number of seconds.
pub fn wait_from_env() -> Result<Duration> {
    match std::env::var(WAIT_VAR) {
        Err(_) => Ok(DEFAULT_WAIT),
        Ok(v) => v
            .trim()
            .parse::<f64>()
            .ok()
            .and_then(|s| Duration::try_from_secs_f64(s).ok())
            .ok_or_else(|| {
                Error::Campaign(format!(
                    "{WAIT_VAR}={v}: expected a number of seconds to wait for the campaign lock"
                ))
            }),
    }
}

/// The file the lock is taken on: the folder itself where the system can open one.
fn lock_file(dir: &Path) -> std::io::Result<File> {
    #[cfg(unix)]
    {
        File::open(dir)
    }
    #[cfg(not(unix))]
    {
        std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(".campaign-lock"))
    }
}

impl Lock {
    /// Takes the lock of the folder `dir`, waiting as [`wait_from_env`] says.
    ///
    /// # Errors
    /// [`Error::Campaign`] when another command still holds it after the wait; [`Error::Io`]
    /// when the folder cannot be opened.
    pub fn take(dir: &Path) -> Result<Lock> {
        Lock::take_within(dir, wait_from_env()?)
    }

    /// Takes the lock of the folder `dir`, trying again until `wait` has passed.
    ///
    /// # Errors
    /// As [`Lock::take`].
    pub fn take_within(dir: &Path, wait: Duration) -> Result<Lock> {
        let file = lock_file(dir).map_err(|e| Error::io(dir, e))?;
        let start = Instant::now();
        loop {
            match fs4::FileExt::try_lock(&file) {
                Ok(()) => return Ok(Lock { _file: file }),
                Err(fs4::TryLockError::WouldBlock) if start.elapsed() < wait => {
                    std::thread::sleep(POLL)
                }
                Err(fs4::TryLockError::WouldBlock) => {
                    return Err(Error::Campaign(format!(
                        "the campaign {} is locked: another pbem command is changing it (waited {:.1} s; try again when it is done)",
                        dir.display(),
                        wait.as_secs_f64()
                    )))
                }
                Err(fs4::TryLockError::Error(e)) => return Err(Error::io(dir, e)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_taker_waits_then_fails_and_a_dropped_lock_is_free() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("pbem.lock"), "pid 1\n").unwrap();
        let first = Lock::take_within(tmp.path(), Duration::ZERO).unwrap();
        let t = Instant::now();
        let e = Lock::take_within(tmp.path(), Duration::from_millis(200)).unwrap_err();
        assert!(t.elapsed() >= Duration::from_millis(200));
        assert!(e.to_string().contains("is locked"), "{e}");
        drop(first);
        Lock::take_within(tmp.path(), Duration::ZERO).unwrap();
    }
}
