//! A campaign's new messages taken in a judge run: recorded as `pbem inbox` records them,
//! each sender's receipt put in the outbox (none for a message RFC 3834 says not to answer,
//! at most one a day to a stranger), and the catch-up mail of each handover of the waiting
//! entry put beside them.

use super::config::{Judge, Strangers as Policy};
use super::outbox;
use super::receipt::{self, Answered};
use super::route::Incoming;
use super::stop::stop_point;
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::error::Result;
use crate::mail::inbox::{Line, Outcome};
use crate::mail::sent::SentLog;
use std::path::Path;

/// Records the messages as `pbem inbox` does and puts each one's receipt in the outbox
/// (none for a message RFC 3834 says not to answer, or a stranger's with nothing in it).
///
/// # Errors
/// The campaign's (a broken pending folder), the keys', writing the outbox.
pub(super) fn take(j: &Judge, dir: &Path, msgs: &[Incoming], now: &str) -> Result<Vec<Line>> {
    if msgs.is_empty() {
        return Ok(Vec::new());
    }
    let lines = {
        let _lock = Lock::take(dir)?;
        let c = Campaign::open(dir)?;
        let keys = crate::mail::key::load_all(&c, &crate::mail::key::keys_dir(dir))?;
        let auth = crate::mail::inbox::Auth {
            keys,
            trust_dkim: j.file.trust_dkim.clone(),
            catch_up: crate::mail::handover::CatchUp::ByJudge,
        };
        crate::mail::inbox::take(&c, msgs.iter().map(Incoming::raw).collect(), &auth)?
    };
    stop_point("recorded");
    let c = Campaign::open(dir)?;
    let p = Pending::load(&c)?;
    let log = SentLog::load(dir)?;
    let mut strangers = receipt::Strangers::load(&j.root)?;
    for m in msgs {
        let h = &m.head;
        let mine: Vec<&Line> = lines.iter().filter(|l| l.source == m.msg.name).collect();
        if h.no_reply.is_some()
            || h.from.is_empty()
            || mine.iter().all(|l| l.outcome == Outcome::Stranger)
        {
            continue;
        }
        let a = Answered {
            to: &h.from,
            subject: &h.subject,
            message_id: h.message_id.as_deref(),
            name: m.msg.name.split(':').next().unwrap_or(&m.msg.name),
        };
        if log.contains(&receipt::receipt_id(&a, &j.file.address)) {
            continue;
        }
        // Mail from an address no participant has gets at most one answer a day, or none,
        // also when it names this campaign (issue 29: no mail loops with strangers).
        if !is_participant(&c, &h.from)
            && (j.file.strangers != Policy::RefuseOnceADay || !strangers.claim(&h.from, now)?)
        {
            continue;
        }
        let body = receipt::body(&c.file.id, p.id.entry, &mine);
        let r = receipt::build(&j.file.address, &a, body, now, p.id.entry)?;
        outbox::put(dir, p.id.entry, &r)?;
    }
    catch_ups(&c, &p, &log, now)?;
    Ok(lines)
}

/// Puts in the outbox the catch-up mail of each handover of the waiting entry (one the
/// moderator's mail just gave, or one a stopped run recorded) that the sent log and the
/// outbox do not hold: the side's latest report and map, to the new participant (if they
/// still play: a side handed on again within the entry goes to the last one).
///
/// # Errors
/// Reading the latest entry; the template; writing the outbox.
fn catch_ups(c: &Campaign, p: &Pending, log: &SentLog, now: &str) -> Result<()> {
    use crate::mail::handover;
    let playing = |h: &&crate::campaign::handover::Handover| {
        h.entry == p.id.entry && c.file.participants.iter().any(|q| q.id == h.to)
    };
    for h in c.file.handovers.iter().filter(playing) {
        let id = handover::message_id(c, h)?;
        if log.contains(&id) || outbox::holds(&c.dir, handover::KIND, h.entry, &id) {
            continue;
        }
        if let Some(m) = handover::catch_up(c, h, now)? {
            outbox::put(&c.dir, h.entry, &m)?;
        }
    }
    Ok(())
}

/// Whether `from` is the address of one of `c`'s participants (compared as `pbem inbox`
/// does: case-insensitively).
fn is_participant(c: &Campaign, from: &str) -> bool {
    c.file
        .participants
        .iter()
        .filter_map(|p| p.email.as_deref())
        .filter_map(|e| crate::report::email::mailbox(e).ok())
        .any(|m| m.email.to_string().eq_ignore_ascii_case(from))
}
