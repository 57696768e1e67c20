//! The judge's first step when judge.yaml has `fetch:` (docs/judge.md): the IMAP mailbox's
//! new messages fetched into the judge's Maildir (`pbem mail fetch`, src/mail/fetch), so a
//! judge can read a hosted mailbox with no delivery agent on its own machine.

use crate::error::Result;
use crate::mail::fetch::{self, url::ImapUrl, Options};
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// `fetch:` of judge.yaml.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FetchSettings {
    /// The mailbox's URL, as `pbem mail fetch --imap` takes it (no password in it).
    pub imap: String,
    /// A file whose first line is the password (relative to ROOT or absolute).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_file: Option<PathBuf>,
    /// An environment variable holding the password.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password_env: Option<String>,
    /// Delete each message on the server once delivered, instead of marking it seen.
    #[serde(default)]
    pub expunge: bool,
    /// A PEM certificate to trust for the IMAP server (relative to ROOT or absolute).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_file: Option<PathBuf>,
}

impl FetchSettings {
    /// Checks the settings as judge.yaml loads, and makes their paths absolute against
    /// ROOT.
    ///
    /// # Errors
    /// A URL that does not parse (`fetch.imap`); neither or both of `password_file` and
    /// `password_env` (`fetch.password_file`); each with judge.yaml's line.
    pub fn check(&mut self, src: &Source, abs: impl Fn(&Path) -> PathBuf) -> Result<()> {
        ImapUrl::parse(&self.imap).map_err(|e| src.invalid("fetch.imap", e.to_string()))?;
        if self.password_file.is_some() == self.password_env.is_some() {
            return Err(src.invalid(
                "fetch.password_file",
                "give exactly one of password_file: (a file) and password_env: (a variable)",
            ));
        }
        self.password_file = self.password_file.as_deref().map(&abs);
        self.ca_file = self.ca_file.as_deref().map(&abs);
        Ok(())
    }
}

/// Fetches into the judge's Maildir `maildir`; the run's line.
///
/// # Errors
/// What `pbem mail fetch` refuses: no password, the server unreachable or refusing.
pub fn run(maildir: &Path, f: &FetchSettings) -> Result<String> {
    let url = ImapUrl::parse(&f.imap)?;
    let o = Options {
        password: fetch::password(f.password_file.as_deref(), f.password_env.as_deref())?,
        url,
        maildir: maildir.to_path_buf(),
        expunge: f.expunge,
        ca_file: f.ca_file.clone(),
    };
    let done = fetch::fetch(&o)?;
    Ok(format!("(fetch): {}", done.summary(&o.url)))
}
