//! `pbem mail fetch`: the IMAP mailbox's new messages into a Maildir (src/mail/fetch).

use crate::error::Result;
use crate::mail::fetch::{self, url::ImapUrl, Options};

/// `pbem mail fetch`: prints one line with what was delivered, set aside or found
/// delivered before.
///
/// # Errors
/// A bad URL, no password, the server's refusal; what was delivered before the error stays.
pub fn fetch(a: crate::cli::MailFetchArgs) -> Result<()> {
    let url = ImapUrl::parse(&a.imap)?;
    let o = Options {
        password: fetch::password(a.password_file.as_deref(), a.password_env.as_deref())?,
        url,
        maildir: a.maildir,
        expunge: a.expunge,
        ca_file: a.imap_ca_file,
    };
    let f = fetch::fetch(&o)?;
    println!("{}", f.summary(&o.url));
    Ok(())
}
