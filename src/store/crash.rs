//! The fault-injection test hook: `PBEM_CRASH_AFTER=N` makes the process stop dead right
//! after its N-th storage step (a write, fsync, rename or removal), with exit status
//! [`CRASH_STATUS`], running no destructor (a temporary file or staging folder stays, as
//! after `kill -9`). tests/campaign/crash.rs uses it to prove every command crash-safe;
//! unset (as always outside that test) it costs one counter increment per step.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// The environment variable naming the step after which the process aborts.
pub const CRASH_AFTER: &str = "PBEM_CRASH_AFTER";

static STEPS: AtomicU64 = AtomicU64::new(0);

fn limit() -> Option<u64> {
    static LIMIT: OnceLock<Option<u64>> = OnceLock::new();
    *LIMIT.get_or_init(|| std::env::var(CRASH_AFTER).ok()?.trim().parse().ok())
}

/// The exit status of a process stopped by the hook.
pub const CRASH_STATUS: i32 = 86;

/// Counts one storage step; ends the process at once (no destructor runs) when it is the
/// step `PBEM_CRASH_AFTER` names.
pub fn step() {
    let n = STEPS.fetch_add(1, Ordering::SeqCst) + 1;
    if limit() == Some(n) {
        std::process::exit(CRASH_STATUS);
    }
}

/// Storage steps taken so far by this process.
pub fn steps() -> u64 {
    STEPS.load(Ordering::SeqCst)
}
