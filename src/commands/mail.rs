//! `pbem mail send`, `pbem mail remind` and `pbem inbox`: the glue to src/mail/.

use super::common::{now_or_clock, print_awaited};
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::cli::{MailRemindArgs, MailSendArgs, TransportArgs, TransportKind};
use crate::error::{Error, Result};
use crate::mail::send::{deliver, report_messages, Delivery, Fate};
use crate::mail::sent::SentLog;
use crate::mail::transport::{Login, SmtpSettings, Transport};

/// The transport the options and campaign.yaml ask for.
///
/// # Errors
/// No transport given or configured; a bad SMTP setting or credentials file.
pub fn transport(c: &Campaign, a: &TransportArgs) -> Result<Transport> {
    let configured = c.file.mail.smtp.clone();
    let kind = match a.transport {
        Some(k) => k,
        None if configured.is_some() || a.smtp_host.is_some() => TransportKind::Smtp,
        None => return Err(Error::Mail(
            "no transport: give --transport smtp|sendmail|file, or set mail.smtp in campaign.yaml"
                .into(),
        )),
    };
    match kind {
        TransportKind::File => {
            let dir = a
                .out
                .clone()
                .ok_or_else(|| Error::Mail("--transport file needs --out DIR".into()))?;
            Ok(Transport::File(dir))
        }
        TransportKind::Sendmail => Ok(Transport::sendmail(
            a.sendmail
                .as_deref()
                .or(c.file.mail.sendmail.as_deref())
                .unwrap_or("/usr/sbin/sendmail"),
        )),
        TransportKind::Smtp => {
            let mut s = match (&a.smtp_host, configured) {
                (Some(h), Some(mut s)) => {
                    s.host = h.clone();
                    s
                }
                (Some(h), None) => SmtpSettings {
                    host: h.clone(),
                    port: None,
                    security: crate::mail::transport::Security::Starttls,
                },
                (None, Some(s)) => s,
                (None, None) => {
                    return Err(Error::Mail(
                        "--transport smtp needs --smtp-host or mail.smtp in campaign.yaml".into(),
                    ))
                }
            };
            if let Some(p) = a.smtp_port {
                s.port = Some(p);
            }
            if let Some(sec) = a.security {
                s.security = sec;
            }
            let login = Login::find(
                a.credentials.as_deref(),
                std::env::var("PBEM_SMTP_USER").ok(),
                std::env::var("PBEM_SMTP_PASSWORD").ok(),
            )?;
            Transport::smtp(&s, login, a.ca_file.as_deref())
        }
    }
}

/// Prints each delivery; an error when any failed.
pub fn print_deliveries(what: &str, ds: &[Delivery], t: &Transport) -> Result<()> {
    let via = t.label().map_or_else(
        || match t {
            Transport::File(d) => format!("file:{}", d.display()),
            _ => String::new(),
        },
        str::to_string,
    );
    let mut failed = 0;
    for d in ds {
        match &d.fate {
            Fate::Sent if t.label().is_none() => {
                println!("written: {what} <{}> to {} in {via}", d.id, d.to)
            }
            Fate::Sent => println!("sent: {what} <{}> to {} via {via}", d.id, d.to),
            Fate::AlreadySent => println!(
                "skipped: <{}> to {} was sent before (mail-log.yaml); --again sends it again",
                d.id, d.to
            ),
            Fate::Failed(e) => {
                failed += 1;
                println!("failed: <{}> to {}: {e}", d.id, d.to);
            }
            Fate::Uncertain => println!(
                "uncertain: <{}> to {} may or may not have been sent: a run stopped while handing it to the server (mail-sending.yaml); not sent again: ask the player, or --again sends it (maybe twice)",
                d.id, d.to
            ),
        }
    }
    if ds.is_empty() {
        println!("no {what} messages to send (no participant with an e-mail address?)");
    }
    if failed > 0 {
        return Err(Error::Mail(format!(
            "{failed} of {} messages were not sent; the others were. Run the command again to retry them",
            ds.len()
        )));
    }
    Ok(())
}

/// `pbem mail send`.
pub fn send(a: MailSendArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let now = now_or_clock(&a.transport.now)?;
    let name = c.resolved_entry(a.entry)?;
    let t = transport(&c, &a.transport)?;
    let messages = report_messages(&c, &name)?;
    let mut log = SentLog::load(&a.dir)?;
    let ds = deliver(&c, &t, messages, &mut log, a.transport.again, &now)?;
    print_deliveries(&format!("report of {name}"), &ds, &t)
}

/// `pbem mail remind`.
pub fn remind(a: MailRemindArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let now = now_or_clock(&a.transport.now)?;
    let t = transport(&c, &a.transport)?;
    let messages =
        crate::mail::remind::reminders(&c, &now, a.transport.again, &SentLog::load(&a.dir)?)?;
    let mut log = SentLog::load(&a.dir)?;
    let ds = deliver(&c, &t, messages, &mut log, a.transport.again, &now)?;
    print_deliveries("reminder", &ds, &t)
}

/// `pbem inbox`.
pub fn inbox(a: crate::cli::InboxArgs) -> Result<()> {
    use crate::mail::inbox::{read_messages, take, Outcome};
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let keys_dir = a
        .keys
        .clone()
        .unwrap_or_else(|| crate::mail::key::keys_dir(&a.dir));
    let keys = crate::mail::key::load_all(&c, &keys_dir)?;
    let raws = read_messages(&a.files)?;
    let total = raws.len();
    let auth = crate::mail::inbox::Auth {
        keys,
        trust_dkim: a.trust_dkim.clone(),
        catch_up: Default::default(),
    };
    let lines = take(&c, raws, &auth)?;
    let mut refused = 0;
    let strangers = lines
        .iter()
        .filter(|l| l.outcome == Outcome::Stranger)
        .count();
    for l in &lines {
        let from = if l.from.is_empty() {
            String::new()
        } else {
            format!(" from {}", l.from)
        };
        if let Some((word, text)) = l.outcome.words() {
            if matches!(l.outcome, Outcome::Refused(_)) {
                refused += 1;
            }
            println!("{word}: {}{from}: {text}", l.source);
        }
    }
    if strangers > 0 {
        println!("skipped: {strangers} message(s) from addresses no participant has, with no PBEM commitment, orders or entropy in them");
    }
    let p = crate::campaign::pending::Pending::load(&c)?;
    print_awaited(&c, &p);
    if refused > 0 {
        return Err(Error::Mail(format!(
            "{refused} message(s) or held orders refused of {total} message(s); a refused message changed nothing"
        )));
    }
    Ok(())
}

/// `pbem mail key`.
pub fn key(a: crate::cli::MailKeyArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    if a.remove {
        return remove_key(&c, &a);
    }
    let path = a
        .key
        .clone()
        .unwrap_or_else(|| crate::mail::key::default_path(&a.dir, &a.player));
    let check = crate::mail::key::make(&c, &a.player, &path)?;
    println!(
        "{}: mail key written to {} (check value {check} recorded in {}); from now on the inbox takes only commitments of {} tagged with it. Give {} a copy of the key file, not by this campaign's mail; `pbem orders check DIR FILE --key FILE` prints the tagged line",
        a.player,
        path.display(),
        crate::mail::key::REGISTRY,
        a.player,
        a.player
    );
    Ok(())
}

/// `pbem mail key --remove`: the removal recorded in the waiting entry, then the key out
/// of mail-keys.yaml.
fn remove_key(c: &Campaign, a: &crate::cli::MailKeyArgs) -> Result<()> {
    let now = now_or_clock(&a.now)?;
    // The entry opens (its rules revision fixed) before anything is recorded for it.
    let p = crate::campaign::pending::Pending::load(c)?;
    p.save()?;
    let r = crate::campaign::keyring::remove(c, &p.dir, &a.player, &now)?;
    println!(
        "{}: mail key {} removed at {}; recorded for entry {}, whose report mail tells every player; from now on the inbox takes commitments of {} without a tag",
        r.player, r.check, r.at, p.id.entry, r.player
    );
    Ok(())
}
