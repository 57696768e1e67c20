//! One campaign's part of a judge run: its new messages recorded (as `pbem inbox`, [`super::take`]) and
//! their receipts put in the outbox; its fair next steps ([`super::act`]); git; the mail
//! (receipts, reports, reminders), each message once; and only then its messages marked
//! seen. With `git.push`, the state is pushed before any mail goes: a push the remote
//! refuses means another judge ran first, and this run starts again from the remote's
//! work, its own discarded, nothing of it mailed, its messages still new.

use super::act::{self, Settled};
use super::config::Judge;
use super::git::{self, Pushed};
use super::receipt;
use super::route::Incoming;
use super::stop::stop_point;
use super::times::Times;
use super::{idle, maildir, outbox};
use crate::campaign::next::NextStep;
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::mail::inbox::Line;
use crate::mail::send::{deliver, deliver_from, Delivery, Fate};
use crate::mail::sent::SentLog;
use crate::mail::transport::Transport;
use std::path::Path;

/// How many times a run starts again from the remote after a refused push.
const ATTEMPTS: usize = 3;

/// What the mail part of a run did.
#[derive(Debug, Clone, Default)]
struct Mailed {
    receipts: usize,
    catch_ups: usize,
    reports: usize,
    reminders: usize,
    failed: usize,
    uncertain: usize,
}

impl Mailed {
    fn count(&mut self, ds: &[Delivery], kind: fn(&mut Mailed) -> &mut usize) {
        for d in ds {
            match d.fate {
                Fate::Sent => *kind(self) += 1,
                Fate::AlreadySent => {}
                Fate::Failed(_) => self.failed += 1,
                Fate::Uncertain => self.uncertain += 1,
            }
        }
    }
}

/// Runs the campaign in `dir` with its new messages `msgs` at `now`: its summary line
/// (without the campaign id). A campaign with no new message that nothing changed since
/// its last whole run, with nothing due yet, is skipped ([`idle`]).
///
/// # Errors
/// Whatever stops this campaign's part of the run; the messages not yet marked seen are
/// read again by the next run (and answered `already` where they were recorded).
pub(super) fn run(
    j: &Judge,
    t: &Transport,
    dir: &Path,
    msgs: &[Incoming],
    now: &str,
) -> Result<String> {
    let mut tm = Times::start(&dir.file_name().unwrap_or_default().to_string_lossy());
    if let Some(line) = skipped(j, dir, msgs, now, &mut tm) {
        return Ok(line);
    }
    idle::forget(j, dir)?;
    let g = &j.file.git;
    // Git's locks a stopped run left would fail this run's git: removed, and said.
    let mut cleared = Vec::new();
    if g.commit || g.push {
        let locks = super::git_lock::clear_stale(dir, &j.address)?;
        if !locks.is_empty() {
            cleared.push(format!(
                "git's lock file(s) a stopped run left removed: {}",
                locks.join(", ")
            ));
        }
    }
    let mut restarted = 0;
    for _ in 0..ATTEMPTS {
        let mut unpushed = false;
        if g.push {
            drop(Lock::take(dir)?);
            unpushed = git::sync(dir, &g.remote, &j.address)?;
            tm.lap("git sync");
        }
        let first = before_mail(dir, msgs, now)?;
        let lines = super::take::take(j, dir, msgs, now)?;
        tm.lap("mail in");
        stop_point("outbox");
        let mut settled = act::settle(j, dir, now)?;
        tm.lap("steps");
        settled.done.splice(0..0, cleared.drain(..).chain(first));
        let what = words(&lines, &settled);
        if g.push && !push_state(j, dir, &what, unpushed)? {
            restarted += 1;
            continue;
        }
        tm.lap("git state");
        let mailed = send(j, t, dir, &settled, now)?;
        tm.lap("mail out");
        let on_remote = commit_mail(j, dir, &what, &mailed)?;
        tm.lap("git mail log");
        stop_point("before-seen");
        for m in msgs {
            maildir::mark_seen(&j.file.maildir, &m.msg)?;
        }
        let w = waits(&settled);
        if on_remote && mailed.failed == 0 {
            idle::note(j, dir, now, &settled, &w)?;
        }
        tm.lap("seen, idle note");
        tm.print();
        let again = if restarted > 0 {
            format!(" (started again from the remote {restarted} time(s): another judge ran first)")
        } else {
            String::new()
        };
        return Ok(format!("{what}; mail: {}; {w}{again}", mail_words(&mailed)));
    }
    Err(Error::Campaign(format!(
        "{} pushes refused in a row: other judges keep running this campaign; the messages stay new",
        ATTEMPTS
    )))
}

/// The line of a campaign skipped as idle ([`idle::skip`]): no new message, and nothing
/// changed or due since its last whole run.
fn skipped(j: &Judge, dir: &Path, msgs: &[Incoming], now: &str, tm: &mut Times) -> Option<String> {
    if !msgs.is_empty() {
        return None;
    }
    let line = idle::skip(j, dir, now);
    tm.lap("idle check");
    if line.is_some() {
        tm.print();
    }
    line
}

/// With `git.push`, before any mail goes: the run's state committed and pushed (with what
/// [`git::sync`] left `unpushed`); false when the remote refused it because another judge
/// ran this campaign first: the folder is now the remote's work, this run discarded. A
/// refusal for another campaign's folder of a shared repository keeps this run and pushes
/// again. Nothing changed and nothing unpushed: nothing to push.
///
/// # Errors
/// git's, other than a refusal; refused [`ATTEMPTS`] times for other campaigns.
fn push_state(j: &Judge, dir: &Path, what: &str, unpushed: bool) -> Result<bool> {
    let g = &j.file.git;
    let committed = git::commit(dir, &format!("pbem judge: {what}"), &j.address)?;
    if !committed && !unpushed {
        return Ok(true);
    }
    for _ in 0..ATTEMPTS {
        if git::push(dir, &g.remote, &j.address)? == Pushed::Yes {
            stop_point("pushed");
            return Ok(true);
        }
        if git::reset_to_remote(dir, &g.remote, &j.address)? {
            return Ok(false);
        }
    }
    Err(Error::Campaign(format!(
        "{ATTEMPTS} pushes refused in a row for other campaigns' work; the messages stay new"
    )))
}

/// After the mail: the mail log committed (`git.commit`; with the run's state in the same
/// commit when there is no push) and pushed (`git.push`). Whether everything is on the
/// remote (true without `git.push`).
///
/// # Errors
/// git's, other than a refusal.
fn commit_mail(j: &Judge, dir: &Path, what: &str, mailed: &Mailed) -> Result<bool> {
    let g = &j.file.git;
    if !g.commit && !g.push {
        return Ok(true);
    }
    let message = if g.push {
        format!("pbem judge: mail of the run ({})", mail_words(mailed))
    } else {
        format!("pbem judge: {what}; {}", mail_words(mailed))
    };
    if !git::commit(dir, &message, &j.address)? || !g.push {
        return Ok(true);
    }
    // Refused now, the mail log of this run is lost to the other judge, which may mail it
    // again: the one case of at-least-once (docs/judge.md).
    Ok(git::push(dir, &g.remote, &j.address)? == Pushed::Yes)
}

/// Before the mail is read: the deadline the schedule asks for, set before the messages
/// can bring the entry's first entropy value (after which no deadline may be set).
///
/// # Errors
/// The campaign's; the schedule's.
fn before_mail(dir: &Path, msgs: &[Incoming], now: &str) -> Result<Option<String>> {
    if msgs.is_empty() {
        return Ok(None);
    }
    let c = Campaign::open(dir)?;
    let p = Pending::load(&c)?;
    act::schedule_deadline(&c, &p, now)
}

/// Sends the outbox's receipts and catch-up mails, the reports not yet sent, and the
/// reminders due.
///
/// # Errors
/// Reading the campaign or the outbox; writing the sent log.
fn send(j: &Judge, t: &Transport, dir: &Path, s: &Settled, now: &str) -> Result<Mailed> {
    let mut out = Mailed::default();
    let c = Campaign::open(dir)?;
    let mut log = SentLog::load(dir)?;
    let (files, receipts): (Vec<_>, Vec<_>) = outbox::all(dir, receipt::KIND)?.into_iter().unzip();
    let judge = crate::report::email::mailbox(&j.file.address)?.email;
    let ds = deliver_from(&judge, dir, t, receipts, &mut log, false, now)?;
    outbox::settle(&files, &ds)?;
    out.count(&ds, |m| &mut m.receipts);
    let (files, catch_ups): (Vec<_>, Vec<_>) = outbox::all(dir, crate::mail::handover::KIND)?
        .into_iter()
        .unzip();
    let ds = deliver(&c, t, catch_ups, &mut log, false, now)?;
    outbox::settle(&files, &ds)?;
    out.count(&ds, |m| &mut m.catch_ups);
    stop_point("receipts");
    for name in unsent_entries(&c, &log)? {
        let ms = super::reports::unsent(&c, &name, &log)?;
        let ds = deliver(&c, t, ms, &mut log, false, now)?;
        out.count(&ds, |m| &mut m.reports);
        stop_point("reports");
    }
    if s.remind {
        let ms = crate::mail::remind::reminders(&c, now, false, &log)?;
        let ds = deliver(&c, t, ms, &mut log, false, now)?;
        out.count(&ds, |m| &mut m.reminders);
    }
    Ok(out)
}

/// The history entries whose reports the judge sends: those after the newest entry with a
/// report in the sent log, and that one (a run stopped while sending it); the newest
/// alone when the log has none (a campaign the judge takes over).
///
/// # Errors
/// Listing the history.
fn unsent_entries(c: &Campaign, log: &SentLog) -> Result<Vec<String>> {
    let entries: Vec<String> = c
        .entries()?
        .into_iter()
        .filter(|e| !e.starts_with("0000"))
        .collect();
    let last_logged = log
        .messages
        .values()
        .filter(|r| r.kind == "report")
        .map(|r| r.entry)
        .max();
    Ok(match last_logged {
        Some(k) => entries
            .into_iter()
            .filter(|e| e[..4].parse::<u32>().is_ok_and(|n| n >= k))
            .collect(),
        None => entries.into_iter().last().into_iter().collect(),
    })
}

/// What the messages and steps did, in words.
fn words(lines: &[Line], s: &Settled) -> String {
    let mut counts = std::collections::BTreeMap::new();
    let mut messages = std::collections::BTreeSet::new();
    for l in lines {
        if let Some((word, _)) = l.outcome.words() {
            *counts.entry(word).or_insert(0) += 1;
        }
        messages.insert(l.source.clone());
    }
    let mut parts = vec![if counts.is_empty() {
        "no new mail".to_string()
    } else {
        format!(
            "mail read ({})",
            counts
                .iter()
                .map(|(w, n)| format!("{w} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }];
    parts.extend(s.done.iter().cloned());
    parts.join("; ")
}

/// The mail sent, in words.
fn mail_words(m: &Mailed) -> String {
    let catch_ups = match m.catch_ups {
        0 => String::new(),
        n => format!("{n} catch-up mail(s), "),
    };
    let mut s = format!(
        "{} receipt(s), {catch_ups}{} report(s), {} reminder(s) sent",
        m.receipts, m.reports, m.reminders
    );
    if m.failed > 0 {
        s.push_str(&format!(
            ", {} refused by the server (tried again next run)",
            m.failed
        ));
    }
    if m.uncertain > 0 {
        s.push_str(&format!(
            ", {} uncertain (a stopped run was sending them: not sent again)",
            m.uncertain
        ));
    }
    s
}

/// Where the campaign waits, in words.
fn waits(s: &Settled) -> String {
    if s.paused {
        return "paused by the moderator".into();
    }
    match &s.step {
        NextStep::Wait { deadline: false } => "waits for its players (no deadline set)".into(),
        NextStep::Wait { deadline: true } => "waits for its players until the deadline".into(),
        NextStep::RemindInGrace { grace_ends } => format!("in grace until {grace_ends}"),
        NextStep::AwaitReveals { .. } => "waits for orders and entropy values".into(),
        NextStep::RevealEntropy { participant, .. } => {
            format!(
                "waits for the entropy value of {participant} (the judge holds no secret of it)"
            )
        }
        NextStep::Resolve => {
            "everything is in: resolved once the schedule's delay has passed".into()
        }
        NextStep::ResolveNmr { .. } | NextStep::Close { .. } => {
            "next: a step the judge did not take".into()
        }
        NextStep::Over { title } => format!("the game is over ({title}): nothing more to resolve"),
    }
}
