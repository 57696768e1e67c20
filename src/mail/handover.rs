//! A handover by mail and its catch-up mail (issue 29). The moderator's `PBEM-HANDOVER
//! <campaign> <side> <new-id>[:<email>] [<tag>]` line does what `pbem handover` does
//! (the same record, the same refusals), from the moderator's address only; the new
//! participant gets the side's latest report and map, through the campaign's mail
//! transport like every report.

use super::send::Outgoing;
use crate::campaign::handover::Handover;
use crate::campaign::Campaign;
use crate::error::Result;
use crate::report::email::{self, Attached, Mail, Thread, MARKDOWN, SVG};
use serde::Serialize;

/// The `kind` catch-up mails have in the sent log.
pub const KIND: &str = "handover";

/// The length of the chain pbem makes for a new participant by mail (`pbem handover`'s
/// default `--length`).
pub const CHAIN_LENGTH: u32 = 10_000;

pub use super::item::HandoverLine as Line;

/// Who sends the catch-up mail of a handover taken from the moderator's mail: the
/// moderator's answer says it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum CatchUp {
    /// `pbem inbox`: the moderator, with `pbem handover DIR --side S --to ID --transport ...`.
    #[default]
    ByCommand,
    /// `pbem judge run`: the judge, in the mail step of the run that took the line.
    ByJudge,
}

/// [`from_mail`] of an [`Item::Handover`](super::item::Item::Handover).
///
/// # Errors
/// As [`from_mail`]; another item.
pub fn from_item(
    c: &Campaign,
    keys: &std::collections::BTreeMap<String, [u8; 32]>,
    who: &str,
    item: super::item::Item,
    catch_up: CatchUp,
) -> Result<String> {
    let super::item::Item::Handover {
        campaign,
        side,
        to,
        email,
        tag,
        date,
    } = item
    else {
        return Err(crate::error::Error::Campaign(
            "not a PBEM-HANDOVER line".into(),
        ));
    };
    let l = Line {
        campaign,
        side,
        to,
        email,
        tag,
    };
    from_mail(c, keys, who, &l, date, catch_up)
}

/// Records the handover the moderator's line `l` asks for, sent by participant `who` at
/// the message's Date `date`, with the campaign lock held by the caller (the inbox). The
/// new participant's chain is made by pbem, its secret written to
/// `DIR.secrets/<new-id>.secret.yaml`. Returns what the inbox tells the sender, naming
/// who sends the catch-up mail (`catch_up`).
///
/// # Errors
/// A line for another campaign; a sender who is not the moderator; when campaign mail is
/// authenticated (mail-keys.yaml lists a key), a missing or wrong tag or no moderator's
/// key; [`crate::error::Error::Already`] for a handover recorded before (the same side to
/// the same id: the line read again); a message without a Date; every refusal of `pbem
/// handover`.
pub fn from_mail(
    c: &Campaign,
    keys: &std::collections::BTreeMap<String, [u8; 32]>,
    who: &str,
    l: &Line,
    date: Option<String>,
    catch_up: CatchUp,
) -> Result<String> {
    use crate::campaign::handover::{chain::new_chain, record_locked, Request};
    use crate::error::Error;
    if l.campaign != c.file.id.as_str() {
        return Err(Error::Campaign(format!(
            "PBEM-HANDOVER names campaign {}, not {}",
            l.campaign, c.file.id
        )));
    }
    let sender = c.participant(who)?;
    if sender.role != "moderator" {
        return Err(Error::Fairness(format!(
            "PBEM-HANDOVER is taken from the moderator's address only; {who} is a {}",
            sender.role
        )));
    }
    if !super::key::registry(c)?.is_empty() {
        let key = keys.get(who).ok_or_else(|| {
            Error::Fairness(format!(
                "campaign mail is authenticated ({}): a handover by mail needs the moderator's tag, and the inbox has no mail key of {who} (`pbem mail key DIR --player {who}`)",
                super::key::REGISTRY
            ))
        })?;
        super::moderator_key::check_handover(key, l, l.tag.as_deref())?;
    }
    if let Some(h) = c
        .file
        .handovers
        .iter()
        .rev()
        .find(|h| h.side == l.side && h.to.as_str() == l.to)
    {
        return Err(Error::Already(format!(
            "side {} handed from {} to {} from entry {} on (recorded at {}); {}",
            h.side,
            h.from.id,
            h.to,
            h.entry,
            h.at,
            catch_up_words(
                h,
                c.participant(h.to.as_str())
                    .ok()
                    .and_then(|p| p.email.as_deref()),
                catch_up
            )
        )));
    }
    let now = date.ok_or_else(|| {
        Error::Campaign(
            "PBEM-HANDOVER: the message has no Date field, the time the handover is recorded at"
                .into(),
        )
    })?;
    let to: crate::ids::ParticipantId =
        l.to.parse()
            .map_err(|e| Error::Campaign(format!("PBEM-HANDOVER '{}': {e}", l.to)))?;
    // Before a chain is made for it (its secret file would be in the way).
    crate::campaign::handover::record::new_id(c, &to)?;
    let path = crate::campaign::secret::default_secret_path(&c.dir, &to);
    let anchor = new_chain(c, &to, CHAIN_LENGTH, &path)?;
    let req = Request {
        side: l.side.clone(),
        to: to.clone(),
        name: to.to_string(),
        email: l.email.clone(),
        anchor,
        now,
    };
    let h = record_locked(&c.dir, &req).inspect_err(|_| {
        let _ = std::fs::remove_file(&path);
    })?;
    Ok(format!(
        "side {} handed from {} to {} from entry {} on; {}'s chain anchor {} (length {}); the \
         chain's secret is in {}: give it to {}; {}",
        h.side,
        h.from.id,
        h.to,
        h.entry,
        h.to,
        h.anchor.anchor,
        h.anchor.length,
        path.display(),
        h.to,
        catch_up_words(&h, l.email.as_deref(), catch_up)
    ))
}

/// What the moderator is told of the catch-up mail of `h` to the new participant's
/// `address`.
fn catch_up_words(h: &Handover, address: Option<&str>, catch_up: CatchUp) -> String {
    match (catch_up, address) {
        (CatchUp::ByCommand, _) => format!(
            "the catch-up mail goes with `pbem handover DIR --side {} --to {} --transport ...` \
             (the handover is recorded: it sends the mail)",
            h.side, h.to
        ),
        (CatchUp::ByJudge, Some(a)) => format!(
            "the judge mails {} the catch-up mail (the side's latest report and map) at {a}, \
             once",
            h.to
        ),
        (CatchUp::ByJudge, None) => format!(
            "{} has no address, so no catch-up mail goes: give them the side's latest report",
            h.to
        ),
    }
}

/// The template context of `handover.txt.tera`.
#[derive(Serialize)]
struct Context<'a> {
    name: &'a str,
    id: &'a str,
    side: &'a str,
    game: &'a str,
    title: &'a str,
    campaign: &'a str,
    from: &'a str,
    at: &'a str,
    entry: u32,
    latest: Option<String>,
    report_kind: &'a str,
    picture: bool,
    anchor: String,
    length: u32,
}

/// The Message-ID of the catch-up mail: `<campaign>.<entry:04>.handover-<side>.<to>@<domain>`.
///
/// # Errors
/// A campaign `mail.from` without a domain.
pub fn message_id(c: &Campaign, h: &Handover) -> Result<String> {
    Ok(format!(
        "{}.{:04}.handover-{}.{}@{}",
        c.file.id,
        h.entry,
        h.side,
        h.to,
        email::domain(&c.file.mail.from)?
    ))
}

/// The side's latest report: the old participant's own report and picture when the side
/// was all they played, else the public report and map (another side's secrets stay
/// theirs). `(entry folder, kind, report, picture)`; `None` before any entry.
fn latest(
    c: &Campaign,
    h: &Handover,
) -> Result<Option<(String, &'static str, String, Option<String>)>> {
    let Ok(name) = c.resolved_entry(None) else {
        return Ok(None);
    };
    let dir = c.history_dir().join(&name);
    let own = h.from.sides.len() == 1 && dir.join(format!("reports/{}.md", h.from.id)).exists();
    let (kind, md, svg) = if own {
        (
            "the side's own report",
            format!("reports/{}.md", h.from.id),
            format!("reports/{}.svg", h.from.id),
        )
    } else {
        ("the public report", "report.md".into(), "map.svg".into())
    };
    // A player's picture equal to the public one is kept as map.svg (pbem 0.12.0 on).
    let svg = match own && !dir.join(&svg).exists() {
        true => crate::campaign::produce::PUBLIC_PICTURE.to_string(),
        false => svg,
    };
    let report = crate::store::read_text(&dir.join(&md))?;
    let picture = match dir.join(&svg).exists() {
        true => Some(crate::store::read_text(&dir.join(&svg))?),
        false => None,
    };
    Ok(Some((name, kind, report, picture)))
}

/// The catch-up mail to the new participant of `h` at `now`, if they have an address.
///
/// # Errors
/// Reading the latest entry; the template; a mail that does not build.
pub fn catch_up(c: &Campaign, h: &Handover, now: &str) -> Result<Option<Outgoing>> {
    let to = c.participant(h.to.as_str())?;
    let Some(address) = to.email.as_deref() else {
        return Ok(None);
    };
    let templates = crate::campaign::resolve::campaign_templates(c)?;
    let last = latest(c, h)?;
    let ctx = Context {
        name: &to.name,
        id: to.id.as_str(),
        side: &h.side,
        game: c.system().name(),
        title: &c.file.title,
        campaign: c.file.id.as_str(),
        from: &h.from.name,
        at: &h.at,
        entry: h.entry,
        latest: last.as_ref().map(|l| l.0.clone()),
        report_kind: last.as_ref().map_or("", |l| l.1),
        picture: last.as_ref().is_some_and(|l| l.3.is_some()),
        anchor: h.anchor.anchor.to_string(),
        length: h.anchor.length,
    };
    let body = crate::report::render(&templates.current, "handover.txt.tera", &ctx)?;
    let mut attachments = Vec::new();
    if let Some((name, _, report, picture)) = &last {
        attachments.push(Attached {
            name: format!("report-{name}-{}.md", h.side),
            body: report.clone(),
            content_type: MARKDOWN,
            as_written: false,
            kept: None,
        });
        // As written (7bit) when the stored picture is ASCII, as an entry of 0.11.0 on writes
        // it; an older entry's picture goes as lettre chooses.
        if let Some(svg) = picture {
            attachments.push(Attached {
                name: format!("map-{name}-{}.svg", h.side),
                body: svg.clone(),
                content_type: SVG,
                as_written: true,
                kept: None,
            });
        }
    }
    let thread = Thread::new(c.file.id.as_str(), &c.file.mail.from)?;
    let mail = Mail {
        from: &c.file.mail.from,
        to_name: &to.name,
        to_email: address,
        subject: format!("[pbem {}] you now play {}", c.file.id, h.side),
        message_id: message_id(c, h)?,
        in_reply_to: Some(thread.root()),
        references: vec![thread.root()],
        date: crate::campaign::deadline::time("--now", now)?,
        body,
        attachments,
    };
    let bytes = email::build(&mail)?;
    Outgoing::from_bytes(bytes, KIND, h.entry, &mail.message_id).map(Some)
}
