//! `pbem mail remind`: a message to each participant whose commitment, orders or entropy
//! value the waiting entry awaits, with the deadline and what happens after it. One
//! reminder per participant and stage unless `--again` (the sent log keeps count).

use super::send::Outgoing;
use super::sent::SentLog;
use crate::campaign::deadline::time;
use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::error::Result;
use crate::report::email::{self, Mail, Thread};
use crate::rules::PhaseInfo;
use serde::Serialize;

#[derive(Serialize)]
struct Context<'a> {
    name: &'a str,
    campaign: &'a str,
    title: &'a str,
    entry: u32,
    turn: u32,
    phase: &'a str,
    phase_title: &'a str,
    awaited: Vec<&'static str>,
    deadline: Option<String>,
    deadline_set: Option<String>,
    deadline_moved: usize,
    grace_ends: Option<String>,
    closed_at: Option<String>,
    standing: bool,
    late: bool,
    now: &'a str,
    commit_line_example: String,
    /// Moderated mode: orders and entropy line in one mail, no separate commitment.
    moderated: bool,
}

/// What the waiting entry awaits of each participant with an e-mail address:
/// participant id -> list of "commitment", "orders", "entropy". Orders are awaited only of
/// players who committed (one closed out at the deadline gets the standing orders), and
/// only once every commitment is in or commitments are closed.
pub fn awaited(c: &Campaign, p: &Pending) -> Vec<(String, Vec<&'static str>)> {
    let (commits, reveals, entropy) = (
        p.awaited_commitments(c),
        if p.awaited_commitments(c).is_empty() {
            p.awaited_reveals(c)
                .into_iter()
                .filter(|q| p.commitments.contains_key(q))
                .collect()
        } else {
            Vec::new()
        },
        if p.awaited_commitments(c).is_empty() {
            p.awaited_entropy(c)
        } else {
            Vec::new()
        },
    );
    let mut out = Vec::new();
    for part in &c.file.participants {
        let mut what = Vec::new();
        if commits.contains(&part.id.to_string()) {
            what.push("commitment");
        }
        if reveals.contains(&part.id.to_string()) && !p.held.contains_key(part.id.as_str()) {
            what.push("orders");
        }
        if entropy.contains(&part.id.to_string()) {
            what.push("entropy");
        }
        if !what.is_empty() && part.email.is_some() {
            out.push((part.id.to_string(), what));
        }
    }
    out
}

/// The reminders to send at `now`; with `again`, a new one even where one was sent.
///
/// # Errors
/// Template and mail errors; a bad `now`.
pub fn reminders(c: &Campaign, now: &str, again: bool, log: &SentLog) -> Result<Vec<Outgoing>> {
    // A game that has ended awaits nothing of anyone.
    if crate::campaign::next::game_over(c)?.is_some() {
        return Ok(Vec::new());
    }
    let p = Pending::load(c)?;
    let (_, info) = c.next()?;
    let templates = crate::campaign::resolve::campaign_templates(c)?;
    let thread = Thread::new(&c.file.id, &c.file.mail.from)?;
    let date = time("--now", now)?;
    let tagged = super::key::registry(c)?;
    let mut out = Vec::new();
    for (id, what) in awaited(c, &p) {
        let part = c.participant(&id)?;
        let stage = what.join("-");
        let mut n = 1;
        while again && log.contains(&thread.reminder_id(p.id.entry, &stage, n, &id)) {
            n += 1;
        }
        let ctx = context(
            c,
            &p,
            &info,
            now,
            &id,
            what.clone(),
            tagged.contains_key(&id),
        )?;
        let body = crate::report::render(&templates.current, "remind.txt.tera", &ctx)?;
        let (in_reply_to, references) = thread.follows(p.id.entry, &id);
        let mail = Mail {
            from: &c.file.mail.from,
            to_name: &part.name,
            to_email: part.email.as_deref().unwrap_or_default(),
            subject: format!(
                "{} (reminder: {})",
                thread.subject(p.id.entry, &info),
                what.join(", ")
            ),
            message_id: thread.reminder_id(p.id.entry, &stage, n, &id),
            in_reply_to,
            references,
            date,
            body,
            attachments: Vec::new(),
        };
        let bytes = email::build(&mail)?;
        out.push(Outgoing::from_bytes(
            bytes,
            "reminder",
            p.id.entry,
            &mail.message_id,
        )?);
    }
    Ok(out)
}

/// The reminder's template context for participant `id`, awaited for `what`: the entry,
/// its deadline and grace, whether commitments closed (and `id` gets the standing
/// orders), and the commitment line to send (with a tag when `tagged`).
///
/// # Errors
/// A bad `now` or deadline.
fn context<'a>(
    c: &'a Campaign,
    p: &Pending,
    info: &'a PhaseInfo,
    now: &'a str,
    id: &str,
    what: Vec<&'static str>,
    tagged: bool,
) -> Result<Context<'a>> {
    let name = &c.participant(id)?.name;
    let deadline = p.id.deadline.clone();
    Ok(Context {
        name,
        campaign: &c.file.id,
        title: &c.file.title,
        entry: p.id.entry,
        turn: info.turn,
        phase: &info.phase,
        phase_title: &info.title,
        awaited: what,
        late: match &deadline {
            Some(d) => d.late(now)?,
            None => false,
        },
        grace_ends: deadline.as_ref().map(|d| d.closes_text()).transpose()?,
        deadline_set: deadline.as_ref().and_then(|d| d.set.clone()),
        deadline_moved: deadline.as_ref().map_or(0, |d| d.replaced.len()),
        deadline: deadline.map(|d| d.at),
        closed_at: p.id.closed.as_ref().map(|cl| cl.at.clone()),
        standing: p
            .id
            .closed
            .as_ref()
            .is_some_and(|cl| cl.without.iter().any(|w| w == id)),
        now,
        moderated: c.file.mode == crate::campaign::settings::Mode::Moderated,
        commit_line_example: format!(
            "PBEM-COMMIT {} {} <sha256 of your orders file>{}",
            c.file.id,
            p.id.entry,
            if tagged {
                " <tag from your mail key>"
            } else {
                ""
            }
        ),
    })
}
