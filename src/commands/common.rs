//! Helpers the command modules share (mail, schedule, the others): the time a command
//! runs at, and the list of what the waiting entry awaits. Here so that no command
//! module imports another.

use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::error::{Error, Result};

/// The environment variable that names the simulation mode: `PBEM_CLOCK=simulated` lets
/// `--now` be any time (demos and tests play weeks in seconds). Without it `--now` may
/// differ from this machine's clock by at most [`MAX_SKEW_SECS`] (docs/fairness.md,
/// section 13: the moderator's clock is trusted, `--now` is not a way around it).
pub const CLOCK: &str = "PBEM_CLOCK";

/// How far `--now` may be from the clock outside the simulation mode: 5 minutes.
pub const MAX_SKEW_SECS: u64 = 300;

/// `--now`, or the clock (commands may read it; the rules never do).
///
/// # Errors
/// A `--now` that is not RFC 3339; one more than [`MAX_SKEW_SECS`] from the clock outside
/// the simulation mode ([`CLOCK`]).
pub fn now_or_clock(now: &Option<String>) -> Result<String> {
    match now {
        Some(t) => {
            let at = humantime::parse_rfc3339_weak(t).map_err(|e| {
                Error::Campaign(format!(
                    "--now '{t}': {e} (RFC 3339, e.g. 2026-12-01T18:00:00Z)"
                ))
            })?;
            check_skew(t, at, std::time::SystemTime::now())?;
            Ok(t.clone())
        }
        None => Ok(humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()),
    }
}

/// Refuses `--now` `t` (`at`) more than [`MAX_SKEW_SECS`] from `clock`, unless the
/// environment names the simulation mode ([`CLOCK`] = `simulated`).
///
/// # Errors
/// [`Error::Campaign`] naming both times.
fn check_skew(t: &str, at: std::time::SystemTime, clock: std::time::SystemTime) -> Result<()> {
    if std::env::var(CLOCK).is_ok_and(|v| v == "simulated") {
        return Ok(());
    }
    let skew = at
        .duration_since(clock)
        .or_else(|_| clock.duration_since(at))
        .map_or(0, |d| d.as_secs());
    if skew > MAX_SKEW_SECS {
        return Err(Error::Campaign(format!(
            "--now {t} is {skew} s from this machine's clock ({}); outside the simulation mode \
             (demos and tests: {CLOCK}=simulated) it may differ by at most {MAX_SKEW_SECS} s: \
             the times pbem records are the moderator's clock (docs/fairness.md, section 13)",
            humantime::format_rfc3339_seconds(clock)
        )));
    }
    Ok(())
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
