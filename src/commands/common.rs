//! Helpers the command modules share (mail, schedule, the others): the time a command
//! runs at, and the list of what the waiting entry awaits. Here so that no command
//! module imports another.

use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::error::{Error, Result};

/// `--now`, or the clock (commands may read it; the rules never do).
///
/// # Errors
/// A `--now` that is not RFC 3339.
pub fn now_or_clock(now: &Option<String>) -> Result<String> {
    match now {
        Some(t) => {
            humantime::parse_rfc3339_weak(t).map_err(|e| {
                Error::Campaign(format!(
                    "--now '{t}': {e} (RFC 3339, e.g. 2026-12-01T18:00:00Z)"
                ))
            })?;
            Ok(t.clone())
        }
        None => Ok(humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()),
    }
}

/// Prints whose commitments, reveals and entropy the entry awaits.
pub fn print_awaited(c: &Campaign, p: &Pending) {
    for (what, who) in [
        ("commitments", p.awaited_commitments(c)),
        ("reveals", p.awaited_reveals(c)),
        ("entropy", p.awaited_entropy(c)),
    ] {
        if !who.is_empty() {
            println!("  awaiting {what}: {}", who.join(", "));
        }
    }
}
