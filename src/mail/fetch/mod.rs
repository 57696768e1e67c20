//! `pbem mail fetch --imap URL --maildir DIR` (issue 29: a second way in, from a hosted
//! mailbox; docs/judge.md): each new message of an IMAP mailbox delivered into a Maildir's
//! `new/`, where `pbem inbox` and `pbem judge run` read it. Crash-safe: each message is
//! named from its mailbox, UIDVALIDITY and UID ([`state::name`]), written into `tmp/`,
//! fsynced and renamed into `new/`; then the last UID is recorded in the state file beside
//! the Maildir; only then is the message marked `\Seen` on the server (or deleted with
//! `--expunge`). A fetch stopped anywhere and run again takes no message twice. A message
//! over the inbox's size limit is set aside unread (its size is fetched first).

pub mod connect;
pub mod state;
pub mod url;

use crate::error::{Error, Result};
use crate::mail::extract::MAX_MESSAGE;
use async_imap::Session;
use futures_util::TryStreamExt;
use state::{State, Validity};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use url::ImapUrl;

/// How long one fetch may take before it stops (what it delivered stays delivered).
const TIMEOUT: std::time::Duration = std::time::Duration::from_secs(600);

/// What a fetch is asked.
#[derive(Debug, Clone)]
pub struct Options {
    /// The mailbox.
    pub url: ImapUrl,
    /// The login's password (from a file or an environment variable, never the command
    /// line).
    pub password: String,
    /// The Maildir delivered into (`tmp/`, `new/`, `cur/` made where missing).
    pub maildir: PathBuf,
    /// Delete each message on the server once delivered, instead of marking it seen.
    pub expunge: bool,
    /// A PEM certificate to trust besides the web's roots.
    pub ca_file: Option<PathBuf>,
}

/// What a fetch did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fetched {
    /// The names of the messages delivered into `new/`.
    pub delivered: Vec<String>,
    /// Messages found delivered by an earlier fetch stopped before it recorded them.
    pub found: usize,
    /// One line per message set aside or not delivered again, and a changed UIDVALIDITY.
    pub lines: Vec<String>,
}

impl Fetched {
    /// The fetch's summary line.
    pub fn summary(&self, u: &ImapUrl) -> String {
        format!(
            "fetched {} new message(s) from {} into the Maildir{}{}",
            self.delivered.len(),
            u.key(),
            if self.found > 0 {
                format!(
                    " ({} delivered before, by a fetch that stopped)",
                    self.found
                )
            } else {
                String::new()
            },
            if self.lines.is_empty() {
                String::new()
            } else {
                format!("; {}", self.lines.join("; "))
            }
        )
    }
}

/// The password from the file `file` (its first line) or the environment variable `env`:
/// exactly one of them.
///
/// # Errors
/// Neither or both; an unreadable file; a variable that is not set.
pub fn password(file: Option<&Path>, env: Option<&str>) -> Result<String> {
    match (file, env) {
        (Some(f), None) => {
            let text = std::fs::read_to_string(f).map_err(|e| Error::io(f, e))?;
            Ok(text.lines().next().unwrap_or("").to_string())
        }
        (None, Some(v)) => std::env::var(v).map_err(|_| {
            Error::Mail(format!(
                "the IMAP password's environment variable {v} is not set"
            ))
        }),
        _ => Err(Error::Mail(
            "the IMAP password comes from a file or an environment variable: give one of them"
                .into(),
        )),
    }
}

/// Fetches every new message of the mailbox into the Maildir (see the module's doc).
///
/// # Errors
/// The Maildir or state file unusable; the server unreachable, its TLS not trusted, the
/// login refused; a command failing; the fetch taking over ten minutes. What was delivered
/// and recorded before the error stays so.
pub fn fetch(o: &Options) -> Result<Fetched> {
    for sub in ["tmp", "new", "cur"] {
        let d = o.maildir.join(sub);
        std::fs::create_dir_all(&d).map_err(|e| Error::io(&d, e))?;
    }
    let mut st = State::load(&o.maildir)?;
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Error::Mail(format!("the IMAP client's runtime: {e}")))?;
    rt.block_on(async {
        let run = async {
            match connect::open(&o.url, &o.password, o.ca_file.as_deref()).await? {
                connect::Conn::Plain(s) => work(s, o, &mut st).await,
                connect::Conn::Tls(s) => work(s, o, &mut st).await,
            }
        };
        tokio::time::timeout(TIMEOUT, run)
            .await
            .unwrap_or_else(|_| {
                Err(connect::imap_error(
                    &o.url,
                    "fetch",
                    "stopped after ten minutes",
                ))
            })
    })
}

/// Ends the process at `point` when the tests ask (`PBEM_JUDGE_STOP=<point>`, honoured
/// only with `PBEM_CLOCK=simulated`, as the judge's own stopping points): `fetch-delivered`
/// (a message in `new/`, its UID not recorded) and `fetch-recorded` (recorded, not yet
/// marked on the server).
fn stop_point(point: &str) {
    if std::env::var("PBEM_CLOCK").is_ok_and(|v| v == "simulated")
        && std::env::var("PBEM_JUDGE_STOP").is_ok_and(|v| v == point)
    {
        std::process::exit(137);
    }
}

/// A UID set (`1,4,9`).
fn set(uids: &BTreeSet<u32>) -> String {
    uids.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The session's work: select, finish marking what an earlier fetch recorded, then each
/// new message in UID order.
async fn work<T>(mut s: Session<T>, o: &Options, st: &mut State) -> Result<Fetched>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    let u = &o.url;
    let mb = s
        .select(&u.mailbox)
        .await
        .map_err(|e| connect::imap_error(u, &format!("SELECT {}", u.mailbox), e))?;
    let uv = mb
        .uid_validity
        .ok_or_else(|| connect::imap_error(u, "SELECT", "the server gave no UIDVALIDITY"))?;
    let key = u.key();
    let mut out = Fetched::default();
    let (mut v, ids) = start(st, &key, uv, &o.maildir, &mut out)?;
    sweep(&mut s, o, &v).await?;
    let names = state::names_in(&o.maildir)?;
    let sizes = new_sizes(&mut s, u, v.last).await?;
    let mut marked = BTreeSet::new();
    for (uid, size) in sizes {
        let name = state::name(&key, uv, uid);
        if u64::from(size) > MAX_MESSAGE {
            out.lines.push(format!(
                "UID {uid} ({:.1} MB) set aside unread: over the inbox's limit of {} MB (it stays unseen in {})",
                f64::from(size) / 1e6,
                MAX_MESSAGE / 1024 / 1024,
                u.mailbox
            ));
            v.set_aside.push(uid);
        } else if names.contains(&name) {
            out.found += 1;
            marked.insert(uid);
        } else {
            take(&mut s, o, uid, &name, &ids, &mut out).await?;
            marked.insert(uid);
        }
        v.last = uid;
        st.mailboxes
            .entry(key.clone())
            .or_default()
            .insert(uv, v.clone());
        st.save(&o.maildir)?;
        stop_point("fetch-recorded");
        if marked.contains(&uid) {
            mark(&mut s, o, &BTreeSet::from([uid])).await?;
        }
    }
    if o.expunge && !marked.is_empty() {
        expunge(&mut s, u, &marked).await?;
    }
    let _ = s.logout().await;
    Ok(out)
}

/// Where the fetch of mailbox `key` under `uv` starts: what the state file knows, and the
/// Message-IDs the Maildir holds when the mailbox was never fetched under `uv` (never
/// fetched, or its UIDs renumbered: its messages may be in the Maildir already, delivered
/// under the old numbers or by another way in); a changed UIDVALIDITY is a line of `out`.
///
/// # Errors
/// Reading the Maildir.
fn start(
    st: &State,
    key: &str,
    uv: u32,
    maildir: &Path,
    out: &mut Fetched,
) -> Result<(Validity, BTreeSet<String>)> {
    let known = st.mailboxes.get(key);
    if let Some(v) = known.and_then(|m| m.get(&uv)) {
        return Ok((v.clone(), BTreeSet::new()));
    }
    if let Some(old) = known.filter(|m| !m.is_empty()) {
        let olds: Vec<String> = old.keys().map(u32::to_string).collect();
        out.lines.push(format!(
            "UIDVALIDITY of {key} is {uv}, was {}: started over, without the messages whose Message-ID the Maildir holds",
            olds.join(", ")
        ));
    }
    Ok((Validity::default(), state::message_ids_in(maildir)?))
}

/// The UIDs above `last` with their sizes (RFC822.SIZE), ascending.
async fn new_sizes<T>(s: &mut Session<T>, u: &ImapUrl, last: u32) -> Result<Vec<(u32, u32)>>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    let next = last.saturating_add(1);
    let uids: BTreeSet<u32> = s
        .uid_search(format!("UID {next}:*"))
        .await
        .map_err(|e| connect::imap_error(u, "UID SEARCH", e))?
        .into_iter()
        .filter(|x| *x > last)
        .collect();
    if uids.is_empty() {
        return Ok(Vec::new());
    }
    let fetches: Vec<_> = s
        .uid_fetch(set(&uids), "(UID RFC822.SIZE)")
        .await
        .map_err(|e| connect::imap_error(u, "UID FETCH", e))?
        .try_collect()
        .await
        .map_err(|e| connect::imap_error(u, "UID FETCH", e))?;
    let mut out: Vec<(u32, u32)> = fetches
        .iter()
        .filter_map(|f| Some((f.uid?, f.size?)))
        .filter(|(uid, _)| uids.contains(uid))
        .collect();
    out.sort_unstable();
    out.dedup_by_key(|p| p.0);
    Ok(out)
}

/// Fetches message `uid` whole and delivers it as `name`, unless its Message-ID is in
/// `ids` (the Maildir holds it).
async fn take<T>(
    s: &mut Session<T>,
    o: &Options,
    uid: u32,
    name: &str,
    ids: &BTreeSet<String>,
    out: &mut Fetched,
) -> Result<()>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    let u = &o.url;
    let fetches: Vec<_> = s
        .uid_fetch(uid.to_string(), "BODY.PEEK[]")
        .await
        .map_err(|e| connect::imap_error(u, "UID FETCH", e))?
        .try_collect()
        .await
        .map_err(|e| connect::imap_error(u, "UID FETCH", e))?;
    let body = fetches
        .iter()
        .find(|f| f.uid == Some(uid) && f.body().is_some())
        .and_then(|f| f.body())
        .ok_or_else(|| connect::imap_error(u, &format!("UID FETCH {uid}"), "no body"))?;
    // The server said how large it is; it does not get to send more.
    let body = &body[..body.len().min(MAX_MESSAGE as usize + 1)];
    let bytes = state::lf(body);
    if let Some(id) = state::message_id(&bytes).filter(|i| ids.contains(i)) {
        out.lines.push(format!(
            "UID {uid}: {id} is in the Maildir already, not delivered again"
        ));
        return Ok(());
    }
    state::deliver(&o.maildir, name, &bytes)?;
    stop_point("fetch-delivered");
    out.delivered.push(name.to_string());
    Ok(())
}

/// Marks `uids` `\Seen` (and `\Deleted` with `--expunge`) on the server.
async fn mark<T>(s: &mut Session<T>, o: &Options, uids: &BTreeSet<u32>) -> Result<()>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    let flags = if o.expunge {
        "+FLAGS.SILENT (\\Seen \\Deleted)"
    } else {
        "+FLAGS.SILENT (\\Seen)"
    };
    let _: Vec<_> = s
        .uid_store(set(uids), flags)
        .await
        .map_err(|e| connect::imap_error(&o.url, "UID STORE", e))?
        .try_collect()
        .await
        .map_err(|e| connect::imap_error(&o.url, "UID STORE", e))?;
    Ok(())
}

/// Finishes what a fetch stopped after recording did not: the messages up to the last UID
/// taken that are still unseen (undeleted with `--expunge`), less those set aside, are
/// marked (and expunged).
async fn sweep<T>(s: &mut Session<T>, o: &Options, v: &Validity) -> Result<()>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    if v.last == 0 {
        return Ok(());
    }
    let which = if o.expunge { "UNDELETED" } else { "UNSEEN" };
    let left: BTreeSet<u32> = s
        .uid_search(format!("UID 1:{} {which}", v.last))
        .await
        .map_err(|e| connect::imap_error(&o.url, "UID SEARCH", e))?
        .into_iter()
        .filter(|x| *x <= v.last && !v.set_aside.contains(x))
        .collect();
    if left.is_empty() {
        return Ok(());
    }
    mark(s, o, &left).await?;
    if o.expunge {
        expunge(s, &o.url, &left).await?;
    }
    Ok(())
}

/// Removes `uids` (flagged `\Deleted`): UID EXPUNGE where the server has UIDPLUS, else
/// EXPUNGE.
async fn expunge<T>(s: &mut Session<T>, u: &ImapUrl, uids: &BTreeSet<u32>) -> Result<()>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    let caps = s
        .capabilities()
        .await
        .map_err(|e| connect::imap_error(u, "CAPABILITY", e))?;
    let r = if caps.has_str("UIDPLUS") {
        match s.uid_expunge(set(uids)).await {
            Ok(st) => st.try_collect::<Vec<_>>().await.map(|_| ()),
            Err(e) => Err(e),
        }
    } else {
        match s.expunge().await {
            Ok(st) => st.try_collect::<Vec<_>>().await.map(|_| ()),
            Err(e) => Err(e),
        }
    };
    r.map_err(|e| connect::imap_error(u, "EXPUNGE", e))
}
