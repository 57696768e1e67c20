//! One run of the judge over ROOT (docs/judge.md): the new messages of its Maildir routed,
//! recorded and answered; then, campaign by campaign, the fair next steps, the mail and
//! git; one summary line per campaign. One failing campaign or message never stops the
//! others. Two runs on one ROOT never overlap: the run holds ROOT's lock.

use super::config::{Judge, Strangers as Policy};
use super::maildir::{self, NewMessage};
use super::route::{self, Head, Incoming, Known, Route};
use crate::error::{Error, Result};
use crate::mail::transport::Transport;
use std::path::{Path, PathBuf};

/// How a run is asked for.
#[derive(Debug, Clone)]
pub struct Options {
    /// The run's time, RFC 3339 (the command's `--now`, or the clock).
    pub now: String,
    /// Deliver the message on standard input into the Maildir first.
    pub stdin: bool,
}

/// What a run did: one line per campaign (and one for mail no campaign took), and how
/// many campaigns failed.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// The lines.
    pub lines: Vec<String>,
    /// Campaigns (or mail outside them) whose part of the run failed.
    pub failures: usize,
}

/// Mail no campaign takes, and why.
enum Other {
    /// From the judge's own address: never answered.
    Own,
    /// Routing's answer ([`Route::Stranger`] or [`Route::Unknown`]).
    Routed(Route),
}

/// One run over ROOT.
///
/// # Errors
/// What stops the whole run: no judge.yaml or a bad one, ROOT locked by another run, an
/// unreadable Maildir or ROOT. A campaign's own failure is a line of the summary.
pub fn run(root: &Path, o: &Options) -> Result<Summary> {
    crate::mail::transport::survive_broken_pipes();
    let mut tm = super::times::Times::start("(run)");
    let j = Judge::load(root)?;
    let md = &j.file.maildir;
    maildir::ensure(md)?;
    // A piped message is delivered first, lock or no lock: delivery into a Maildir is safe
    // beside a running judge, which (or the next run) reads it.
    let delivered = if o.stdin {
        Some(maildir::deliver_stdin(md, &unique())?)
    } else {
        None
    };
    let lock = crate::store::Lock::take_within(root, crate::store::lock::wait_from_env()?);
    let _lock = match (lock, delivered) {
        (Ok(l), _) => l,
        (Err(_), Some(name)) => {
            return Ok(Summary {
                lines: vec![format!(
                    "delivered {name} into the Maildir; another `pbem judge run` holds this folder: it or the next run reads it"
                )],
                failures: 0,
            })
        }
        (Err(_), None) => {
            return Err(Error::Campaign(format!(
                "{}: another `pbem judge run` holds this folder; nothing done (the next run reads what this one would have)",
                root.display()
            )))
        }
    };
    let t = j.transport()?;
    let mut s = Summary::default();
    tm.lap("judge.yaml, lock");
    if let Some(f) = &j.file.fetch {
        // A failed fetch is a line: what the Maildir holds is still read.
        match super::fetch::run(md, f) {
            Ok(line) => s.lines.push(line),
            Err(e) => {
                s.failures += 1;
                s.lines.push(format!("(fetch): failed: {e}"));
            }
        }
    }
    tm.lap("fetch");
    let campaigns = discover(&j, &mut s)?;
    tm.lap("open campaigns");
    let known: Vec<Known> = campaigns.iter().map(|(_, k, _)| k.clone()).collect();
    let mut per: Vec<Vec<Incoming>> = campaigns.iter().map(|_| Vec::new()).collect();
    let mut others = Vec::new();
    for msg in maildir::new_messages(md)? {
        let (inc, r) = sort(&j, &known, msg);
        match r {
            // Mail for a campaign that does not open stays new until it does.
            Other::Routed(Route::Campaign(i)) if !campaigns[i].2 => {}
            Other::Routed(Route::Campaign(i)) => per[i].push(inc),
            r => others.push((inc, r)),
        }
    }
    tm.lap("route mail");
    for (i, (dir, k, ok)) in campaigns.iter().enumerate() {
        if !ok {
            continue;
        }
        let msgs = std::mem::take(&mut per[i]);
        match super::campaign::run(&j, &t, dir, &msgs, &o.now) {
            Ok(line) => s.lines.push(format!("{}: {line}", k.id)),
            Err(e) => {
                s.failures += 1;
                s.lines.push(format!("{}: failed: {e}", k.id));
            }
        }
    }
    tm.lap("campaigns");
    if !others.is_empty() {
        match answer_others(&j, &t, &others, &o.now) {
            Ok(line) => s.lines.push(line),
            Err(e) => {
                s.failures += 1;
                s.lines.push(format!("(no campaign): failed: {e}"));
            }
        }
        tm.lap("no campaign");
    }
    tm.print();
    Ok(s)
}

/// A name for a message delivered from standard input: the time and this process.
fn unique() -> String {
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    format!("{}.M{}", t.as_secs(), t.subsec_micros())
}

/// Every subfolder of ROOT with a campaign.yaml, sorted by name, and whether it opens; one
/// that does not is a failing line of `s`, known by its folder's name (the default id), so
/// that its mail waits in `new/` instead of being refused.
///
/// # Errors
/// ROOT unreadable.
fn discover(j: &Judge, s: &mut Summary) -> Result<Vec<(PathBuf, Known, bool)>> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&j.root)
        .map_err(|e| Error::io(&j.root, e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("campaign.yaml").is_file())
        .collect();
    dirs.sort();
    let mut out = Vec::new();
    for dir in dirs {
        match crate::campaign::Campaign::open(&dir) {
            Ok(c) => {
                let addresses = c
                    .file
                    .participants
                    .iter()
                    .filter_map(|q| q.email.as_deref())
                    .filter_map(|e| crate::report::email::mailbox(e).ok())
                    .map(|m| m.email.to_string().to_lowercase())
                    .collect();
                out.push((
                    dir,
                    Known {
                        id: c.file.id.to_string(),
                        addresses,
                    },
                    true,
                ));
            }
            Err(e) => {
                s.failures += 1;
                s.lines.push(format!("{}: failed: {e}", dir.display()));
                let id = dir
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                out.push((
                    dir,
                    Known {
                        id,
                        addresses: Vec::new(),
                    },
                    false,
                ));
            }
        }
    }
    Ok(out)
}

/// Reads a new message's header and routes it.
fn sort(j: &Judge, known: &[Known], msg: NewMessage) -> (Incoming, Other) {
    let mut inc = Incoming {
        msg,
        head: Head::default(),
    };
    let raw = inc.raw();
    let (head, items) = match &raw.bytes {
        Ok(b) => (
            route::head(b),
            crate::mail::extract::letter(b)
                .map(|l| l.items)
                .unwrap_or_default(),
        ),
        Err(_) => (
            Head {
                no_reply: Some("unreadable".into()),
                ..Head::default()
            },
            Vec::new(),
        ),
    };
    inc.head = head;
    if inc.head.from == j.address {
        return (inc, Other::Own);
    }
    let r = route::route(&items, &inc.head.from, &inc.head.subject, known);
    (inc, Other::Routed(r))
}

/// Answers mail no campaign takes (a stranger's: once a day or never, by judge.yaml; one
/// naming no campaign here, or several: a refusal, once per message), marks it seen, and
/// says so in one line.
///
/// # Errors
/// Writing ROOT's records; the transport.
fn answer_others(
    j: &Judge,
    t: &Transport,
    others: &[(Incoming, Other)],
    now: &str,
) -> Result<String> {
    use super::receipt::{self, Answered};
    let mut strangers = receipt::Strangers::load(&j.root)?;
    let mut log = crate::mail::sent::SentLog::load(&j.root)?;
    let from = crate::report::email::mailbox(&j.file.address)?.email;
    let (mut own, mut unanswered, mut answered, mut unknown, mut stranger) = (0, 0, 0, 0, 0);
    for (inc, r) in others {
        let h = &inc.head;
        let a = Answered {
            to: &h.from,
            subject: &h.subject,
            message_id: h.message_id.as_deref(),
            name: inc.msg.name.split(':').next().unwrap_or(&inc.msg.name),
        };
        let body = match r {
            Other::Own => {
                own += 1;
                None
            }
            Other::Routed(Route::Stranger) => {
                stranger += 1;
                (h.no_reply.is_none()
                    && !h.from.is_empty()
                    && j.file.strangers == Policy::RefuseOnceADay
                    && strangers.claim(&h.from, now)?)
                .then(|| receipt::stranger_body(&h.from))
            }
            Other::Routed(Route::Unknown(why)) => {
                unknown += 1;
                (h.no_reply.is_none() && !h.from.is_empty())
                    .then(|| format!("pbem judge: refused: {why}. Nothing of your message was recorded. This answer is automatic.\n"))
            }
            Other::Routed(Route::Campaign(_)) => None,
        };
        if let Some(body) = body {
            let m = receipt::build(&j.file.address, &a, body, now, 0)?;
            let ds =
                crate::mail::send::deliver_from(&from, &j.root, t, vec![m], &mut log, false, now)?;
            if ds.iter().any(|d| d.fate == crate::mail::send::Fate::Sent) {
                answered += 1;
            }
        } else {
            unanswered += 1;
        }
        maildir::mark_seen(&j.file.maildir, &inc.msg)?;
    }
    Ok(format!(
        "(no campaign): {} message(s): {stranger} from strangers, {unknown} naming no campaign here, {own} from the judge itself; {answered} answered, {unanswered} not answered",
        others.len()
    ))
}
