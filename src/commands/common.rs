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

/// Prints whose commitments, reveals and entropy the entry awaits. Reveals are awaited
/// only of players who committed, and entropy and reveals only once every commitment is in
/// (or commitments were closed): before that they cannot be sent.
pub fn print_awaited(c: &Campaign, p: &Pending) {
    let commits = p.awaited_commitments(c);
    let reveals: Vec<String> = p
        .awaited_reveals(c)
        .into_iter()
        .filter(|q| p.commitments.contains_key(q) && !p.held.contains_key(q))
        .collect();
    let later = if commits.is_empty() {
        ""
    } else {
        " (once every commitment is in)"
    };
    for (what, who, when) in [
        ("commitments", commits.clone(), ""),
        ("reveals", reveals, later),
        ("entropy", p.awaited_entropy(c), later),
    ] {
        if !who.is_empty() {
            println!("  awaiting {what}: {}{when}", who.join(", "));
        }
    }
    let none = p.no_decision(c);
    if !none.is_empty() {
        println!(
            "  no decision this step: {} (the standing orders; not awaited, they may still send orders)",
            none.join(", ")
        );
    }
}
