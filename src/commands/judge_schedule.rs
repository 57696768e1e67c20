//! `pbem pause`, `pbem resume`, `pbem absence`, `pbem deadline --by-schedule`, and the
//! lines `pbem status` gives them (issue 29).

use super::common::now_or_clock;
use crate::campaign::pause;
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::schedule::{self, absence};
use crate::campaign::Campaign;
use crate::cli::{AbsenceArgs, PauseArgs, ResumeArgs};
use crate::error::Result;

/// `pbem pause`.
pub fn pause(a: PauseArgs) -> Result<()> {
    let c = Campaign::open(&a.dir)?;
    let now = now_or_clock(&a.now)?;
    pause::pause(&c, &now, a.reason.clone())?;
    println!(
        "campaign {} paused at {now}{}: mail is still taken; no deadline is set and nothing \
         resolves until `pbem resume {}`",
        c.file.id,
        a.reason.map(|r| format!(" ({r})")).unwrap_or_default(),
        a.dir.display()
    );
    Ok(())
}

/// `pbem resume`.
pub fn resume(a: ResumeArgs) -> Result<()> {
    let c = Campaign::open(&a.dir)?;
    let now = now_or_clock(&a.now)?;
    let p = pause::resume(&c, &now)?;
    println!(
        "campaign {} resumed at {now} (paused since {})",
        c.file.id, p.paused
    );
    if c.file.schedule.is_some() {
        println!(
            "  the next deadline by schedule is counted from now: pbem deadline {} --by-schedule",
            a.dir.display()
        );
    }
    Ok(())
}

/// `pbem absence`.
pub fn absence(a: AbsenceArgs) -> Result<()> {
    let c = Campaign::open(&a.dir)?;
    let now = now_or_clock(&a.now)?;
    let r = absence::record(
        &c,
        a.player.as_str(),
        &a.from,
        &a.to,
        &now,
        "command",
        false,
    )?;
    println!(
        "absence of {} from {} to {} recorded in {}; deadlines by schedule that fall in it move after it{}",
        r.player,
        r.from,
        r.to,
        absence::FILE,
        match &c.file.schedule {
            Some(s) => format!(" (by at most {})", s.absence_cap),
            None => " (the campaign has no schedule yet)".into(),
        }
    );
    Ok(())
}

/// `pbem deadline --by-schedule` (the lock is held by the caller).
///
/// # Errors
/// As [`schedule::set_by_schedule`].
pub fn deadline_by_schedule(c: &Campaign, p: &mut Pending, now: &str) -> Result<()> {
    let d = schedule::set_by_schedule(c, p, now)?;
    println!(
        "entry {} ({}): deadline {}{}, grace {} (NMR resolution from {}); set by schedule at {now}, recorded in the entry",
        p.id.entry,
        p.id.phase,
        d.at,
        d.schedule
            .as_ref()
            .map(|s| format!(" ({} {})", s.local, s.zone))
            .unwrap_or_default(),
        d.grace,
        d.closes_text()?
    );
    for m in d.schedule.iter().flat_map(|s| &s.moved) {
        println!(
            "  moved from {} to {} for the absence of {}{}",
            m.from,
            m.to,
            m.player,
            if m.capped {
                " (as far as schedule.absence_cap allows)"
            } else {
                ""
            }
        );
    }
    Ok(())
}

/// `pbem status`: the lines of pause, schedule and absences (nothing for a campaign that
/// uses none of them).
///
/// # Errors
/// A malformed pause.yaml or absences.yaml; a bad time.
pub fn status_lines(c: &Campaign, p: &Pending, now: &str) -> Result<Vec<String>> {
    let mut out = Vec::new();
    if let Some(open) = pause::load(c)?.open() {
        out.push(format!(
            "PAUSED since {}{}: mail is taken, no deadline is set, nothing resolves (pbem resume {})",
            open.paused,
            open.reason
                .as_deref()
                .map(|r| format!(" ({r})"))
                .unwrap_or_default(),
            c.dir.display()
        ));
    }
    let now_s = schedule::clock::secs("--now", now)?;
    for a in absence::load(c)?.absences {
        let end = schedule::clock::secs("absence", &format!("{}T23:59:59Z", a.to))?;
        if end >= now_s {
            out.push(format!("absence: {} from {} to {}", a.player, a.from, a.to));
        }
    }
    if schedule::due_deadline(c, p, now)?.is_some() {
        out.push(format!(
            "deadline by schedule due: pbem deadline {} --by-schedule",
            c.dir.display()
        ));
    }
    Ok(out)
}

/// `pbem handover`: records the handover (the new chain made here unless its anchor is
/// given), then sends the catch-up mail when a transport is given.
pub fn handover(a: crate::cli::HandoverArgs) -> Result<()> {
    use crate::campaign::handover::{record, Request};
    use crate::campaign::EntropyAnchor;
    let now = now_or_clock(&a.transport.now)?;
    let (id, email) = match a.to.split_once(':') {
        Some((i, e)) => (i, Some(e.to_string())),
        None => (a.to.as_str(), None),
    };
    let to: crate::ids::ParticipantId = id
        .parse()
        .map_err(|e| crate::error::Error::Campaign(format!("--to '{id}': {e}")))?;
    let c = Campaign::open(&a.dir)?;
    if a.mail_line {
        println!("{}", mail_line(&c, &a, &to, email)?);
        return Ok(());
    }
    // Recorded before (by the moderator's mail, or a run whose mail did not go): the
    // catch-up mail only.
    if let Some(h) = c
        .file
        .handovers
        .iter()
        .rev()
        .find(|h| h.side == a.side && h.to == to)
    {
        println!(
            "already: side {} handed from {} to {} from entry {} on (recorded at {})",
            h.side, h.from.id, h.to, h.entry, h.at
        );
        return send_catch_up(&a, h, &now);
    }
    let mut secret_written = None;
    let anchor = match &a.anchor {
        Some(hex) => EntropyAnchor {
            anchor: crate::fairness::Digest::parse(hex)?,
            length: a.length,
        },
        None => {
            let path = a
                .secret
                .clone()
                .unwrap_or_else(|| crate::campaign::secret::default_secret_path(&a.dir, &to));
            let anchor = crate::campaign::handover::chain::new_chain(&c, &to, a.length, &path)?;
            secret_written = Some(path);
            anchor
        }
    };
    let req = Request {
        side: a.side.clone(),
        to: to.clone(),
        name: a.name.clone().unwrap_or_else(|| to.to_string()),
        email,
        anchor,
        now: now.clone(),
    };
    let h = match record(&a.dir, &req) {
        Ok(h) => h,
        Err(e) => {
            if let Some(p) = &secret_written {
                let _ = std::fs::remove_file(p);
            }
            return Err(e);
        }
    };
    println!(
        "side {} handed from {} to {} from entry {} on, recorded at {now} in campaign.yaml; {}'s chain anchor {} (length {})",
        h.side, h.from.id, h.to, h.entry, h.to, h.anchor.anchor, h.anchor.length
    );
    if let Some(p) = &secret_written {
        println!(
            "  the chain's secret is in {}: give it to {}",
            p.display(),
            h.to
        );
    }
    send_catch_up(&a, &h, &now)
}

/// The moderator's `PBEM-HANDOVER` line for `pbem handover --mail-line`, tagged when
/// campaign mail is authenticated.
///
/// # Errors
/// No moderator; an authenticated campaign whose moderator's key file cannot be read.
fn mail_line(
    c: &Campaign,
    a: &crate::cli::HandoverArgs,
    to: &crate::ids::ParticipantId,
    email: Option<String>,
) -> Result<String> {
    use crate::mail::handover::Line;
    let l = Line {
        campaign: c.file.id.to_string(),
        side: a.side.clone(),
        to: to.to_string(),
        email,
        tag: None,
    };
    let words = format!(
        "PBEM-HANDOVER {} {} {}{}",
        l.campaign,
        l.side,
        l.to,
        l.email
            .as_deref()
            .map(|e| format!(":{e}"))
            .unwrap_or_default()
    );
    if crate::mail::key::registry(c)?.is_empty() {
        return Ok(words);
    }
    let m = c
        .file
        .participants
        .iter()
        .find(|p| p.role == "moderator")
        .ok_or_else(|| crate::error::Error::Campaign("the campaign has no moderator".into()))?;
    let keys = crate::mail::key::load_all(c, &crate::mail::key::keys_dir(&a.dir))?;
    let key = keys.get(m.id.as_str()).ok_or_else(|| {
        crate::error::Error::Campaign(format!(
            "campaign mail is authenticated: the line needs the moderator's tag, and there is no \
             key file of {} (`pbem mail key DIR --player {}`)",
            m.id, m.id
        ))
    })?;
    Ok(format!(
        "{words} {}",
        crate::mail::moderator_key::handover_tag(key, &l)
    ))
}

/// Sends the catch-up mail of `h` when a transport is given or configured.
///
/// # Errors
/// Building or sending the mail.
fn send_catch_up(
    a: &crate::cli::HandoverArgs,
    h: &crate::campaign::handover::Handover,
    now: &str,
) -> Result<()> {
    let c = Campaign::open(&a.dir)?;
    let Some(m) = crate::mail::handover::catch_up(&c, h, now)? else {
        println!("  {} has no address: no catch-up mail", h.to);
        return Ok(());
    };
    let t = &a.transport;
    if t.transport.is_none() && t.smtp_host.is_none() && c.file.mail.smtp.is_none() {
        println!(
            "  catch-up mail <{}> not sent: no transport (give --transport)",
            m.id
        );
        return Ok(());
    }
    let _lock = Lock::take(&a.dir)?;
    let tr = super::mail::transport(&c, t)?;
    let mut log = crate::mail::sent::SentLog::load(&a.dir)?;
    let ds = crate::mail::send::deliver(&c, &tr, vec![m], &mut log, t.again, now)?;
    super::mail::print_deliveries("catch-up mail", &ds, &tr)
}
