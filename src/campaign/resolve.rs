//! `pbem resolve`: everything in, one new history entry out, atomically. The entry folder
//! is written whole (staged, fsynced, renamed); from that instant the entry is resolved,
//! and the rest (state.yaml, removing `pending/`, orders ahead) is the roll forward every
//! command does after a crash ([`super::recover`]).

use super::pending::Pending;
use super::produce::{history_before, produce, Inputs, Produced, ENGINE};
use super::recover::{recover, Lock, Recovered};
use super::Campaign;
use crate::error::{Error, Result};
use crate::store::write_folder;
use std::path::Path;

/// The templates a campaign renders with: built in, or its `templates:` folder over them;
/// a set per engine version that changed them ([`crate::report::Templates`]).
///
/// # Errors
/// Template errors.
pub fn campaign_templates(c: &Campaign) -> Result<crate::report::Templates> {
    crate::report::templates(
        &c.file.game,
        c.file.templates.as_ref().map(|t| c.dir.join(t)).as_deref(),
    )
}

/// How to resolve.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// RFC 3339, written as the messages' Date and recorded in resolution.yaml.
    pub mail_date: String,
    /// Write nothing; return the files only.
    pub dry_run: bool,
    /// Resolve with the standing orders for every player whose orders are not in; needs
    /// `now` past the deadline and grace.
    pub nmr: Option<String>,
}

/// [`Error::Already`] when taking the lock finished an entry that an interrupted resolve
/// had written: this resolve was to do that.
fn finished_by_recovery(r: &Recovered) -> Result<()> {
    if let Some(name) = &r.rolled_forward {
        return Err(Error::Already(format!(
            "entry {name} was written by an interrupted resolve; state.yaml is now rolled forward to it"
        )));
    }
    if let Some(k) = r.pending_removed {
        return Err(Error::Already(format!(
            "entry {k} was resolved by an interrupted resolve; its pending/ folder is now removed"
        )));
    }
    Ok(())
}

/// Resolves the pending entry.
///
/// # Errors
/// Anything awaited (commitments, reveals, entropy) is named, unless `nmr` is given and
/// the grace is over; the lock is held by another command; any rules, template or I/O
/// error. Nothing is written on error. [`Error::Already`] when taking the lock finished an
/// entry an interrupted resolve had written.
pub fn resolve(dir: &Path, o: &Options) -> Result<Produced> {
    let (_lock, recovered) = Lock::take_recovering(dir)?;
    finished_by_recovery(&recovered)?;
    let c = Campaign::open(dir)?;
    // A paused campaign resolves nothing (issue 29).
    super::pause::refuse_if_paused(&c, "pbem resolve")?;
    // A game that has ended has no entry to resolve: said before any deadline is asked for.
    if let Some(title) = super::next::game_over(&c)? {
        return Err(Error::Campaign(format!(
            "the game is over ({title}): there is nothing to resolve"
        )));
    }
    let p = Pending::load(&c)?;
    let (nmr, withheld) = match &o.nmr {
        Some(now) => {
            p.check_past_grace(now)?;
            (p.nmr(&c), p.awaited_entropy(&c))
        }
        None => {
            let mut missing = Vec::new();
            for (what, who) in [
                ("commitments", p.awaited_commitments(&c)),
                ("revealed orders", p.awaited_reveals(&c)),
                ("entropy values", p.awaited_entropy(&c)),
            ] {
                if !who.is_empty() {
                    missing.push(format!("{what} of {}", who.join(", ")));
                }
            }
            if !missing.is_empty() {
                return Err(Error::Campaign(format!(
                    "cannot resolve entry {} ({}): awaiting {}{}",
                    p.id.entry,
                    p.id.phase,
                    missing.join("; "),
                    if p.id.deadline.is_some() {
                        " (after the deadline's grace, `pbem resolve --nmr` resolves with the standing orders)"
                    } else {
                        ""
                    }
                )));
            }
            Default::default()
        }
    };
    // What verify covers beyond the seed (pbem 0.7.0 on): the mail keys and tags, and when
    // an NMR resolution ran (docs/fairness.md, section 13).
    let v0_7 = crate::engine::at_least(ENGINE, crate::engine::version::V0_7_0);
    let mail_keys = if v0_7 {
        Some(super::keyring::for_entry(&c, &p.dir, &p.commitments)?)
    } else {
        None
    };
    let nmr_at = match (&o.nmr, &p.id.closed) {
        _ if !v0_7 || (nmr.is_empty() && withheld.is_empty()) => None,
        (Some(now), Some(cl)) => Some(earlier(now, &cl.at)?),
        (Some(now), None) => Some(now.clone()),
        (None, Some(cl)) => Some(cl.at.clone()),
        (None, None) => None,
    };
    // produce parses it, checking it as the entry's previous state.
    let prev = c.state_bytes()?;
    let inputs = Inputs {
        entry: p.id.entry,
        commitments: p.commitments.clone(),
        orders: p.orders.clone(),
        entropy: p.entropy.clone(),
        mail_date: o.mail_date.clone(),
        nmr,
        entropy_withheld: withheld,
        deadline: p.id.deadline.clone(),
        voided: super::void::read(&p.dir)?,
        previous_history: Some(history_before(&c, p.id.entry)?),
        engine: ENGINE.into(),
        revision: Some((super::upgrade::fixed(&c, &p)?, p.id.upgrade.clone())),
        mail_keys,
        nmr_at,
        handovers: super::handover::of_entry(&c.file, p.id.entry),
    };
    let out = produce(&c, &prev, &inputs, &campaign_templates(&c)?)?;
    if o.dry_run {
        return Ok(out);
    }
    write_folder(&c.history_dir().join(&out.name), &out.files)?;
    // From here the entry is resolved: an error (a full disk) says so, not a bare error.
    // state.yaml, pending/ removed, orders ahead for the entry that now waits moved in.
    recover(dir).map_err(|e| after_rename(p.id.entry, &out.name, e))?;
    Ok(out)
}

/// The error of finishing entry `k` (`name`) after its folder was renamed into the
/// history: the entry is resolved, and the next command rolls the campaign forward.
fn after_rename(k: u32, name: &str, e: Error) -> Error {
    Error::Campaign(format!(
        "entry {k} resolved; state.yaml will be rolled forward: history/{name} is written whole, \
         and the next pbem command (`pbem status` will do) rolls state.yaml forward and \
         finishes the rest; finishing now failed: {e}"
    ))
}

/// The earlier of two RFC 3339 times (as written): when the standing orders were decided,
/// of commitments closed (`pbem close`) and `pbem resolve --nmr`.
///
/// # Errors
/// A time that does not parse.
fn earlier(a: &str, b: &str) -> Result<String> {
    use super::deadline::time;
    Ok(if time("--now", b)? < time("--now", a)? {
        b.to_string()
    } else {
        a.to_string()
    })
}
