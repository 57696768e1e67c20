//! How messages leave: SMTP (plain, STARTTLS or implicit TLS, with credentials from the
//! environment or a credentials file, never from campaign.yaml), the local sendmail, or
//! .eml files in a folder. All three are lettre's transports but the last.

use crate::error::{Error, Result};
use crate::store::write_atomic;
use crate::yaml::Source;
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{Address, SendmailTransport, SmtpTransport, Transport as _};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub use crate::campaign::settings::{Security, SmtpSettings};

/// A login.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Login {
    /// User name.
    pub user: String,
    /// Password.
    pub password: String,
}

impl std::fmt::Debug for Login {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Login {{ user: {:?}, password: <hidden> }}", self.user)
    }
}

impl Login {
    /// The login from a credentials file (YAML `user:` and `password:`), or else from the
    /// environment values `user` and `password` (`PBEM_SMTP_USER`, `PBEM_SMTP_PASSWORD`,
    /// read by the caller). None when neither is given.
    ///
    /// # Errors
    /// A malformed file; a password without a user or the other way round.
    pub fn find(
        file: Option<&Path>,
        user: Option<String>,
        password: Option<String>,
    ) -> Result<Option<Login>> {
        if let Some(f) = file {
            return Ok(Some(Source::read(f)?.parse()?));
        }
        match (user, password) {
            (Some(user), Some(password)) => Ok(Some(Login { user, password })),
            (None, None) => Ok(None),
            _ => Err(Error::Mail(
                "set both PBEM_SMTP_USER and PBEM_SMTP_PASSWORD, or neither".into(),
            )),
        }
    }
}

/// A transport, ready to send.
pub enum Transport {
    /// SMTP.
    Smtp {
        /// lettre's client.
        client: SmtpTransport,
        /// `smtp://host:port`.
        label: String,
    },
    /// The local sendmail program.
    Sendmail {
        /// lettre's sendmail transport.
        client: SendmailTransport,
        /// `sendmail:<program>`.
        label: String,
    },
    /// .eml files in a folder, named by Message-ID (nothing is recorded as sent).
    File(PathBuf),
}

impl Transport {
    /// An SMTP transport. `ca_file`: a PEM certificate to trust besides the web's roots (a
    /// group's own server).
    ///
    /// # Errors
    /// [`Error::Mail`] for a bad host or certificate.
    pub fn smtp(
        s: &SmtpSettings,
        login: Option<Login>,
        ca_file: Option<&Path>,
    ) -> Result<Transport> {
        let port = s.port.unwrap_or(s.security.default_port());
        let mail = |e: lettre::transport::smtp::Error| Error::Mail(format!("{}: {e}", s.host));
        let tls = || -> Result<TlsParameters> {
            let mut b = TlsParameters::builder(s.host.clone());
            if let Some(f) = ca_file {
                let pem = std::fs::read(f).map_err(|e| Error::io(f, e))?;
                b = b.add_root_certificate(
                    Certificate::from_pem(&pem)
                        .map_err(|e| Error::Mail(format!("{}: {e}", f.display())))?,
                );
            }
            b.build().map_err(mail)
        };
        let mut b = SmtpTransport::builder_dangerous(s.host.clone())
            .port(port)
            .timeout(Some(Duration::from_secs(30)));
        b = match s.security {
            Security::None => b.tls(Tls::None),
            Security::Starttls => b.tls(Tls::Required(tls()?)),
            Security::Tls => b.tls(Tls::Wrapper(tls()?)),
        };
        if let Some(l) = login {
            b = b.credentials(Credentials::new(l.user, l.password));
        }
        Ok(Transport::Smtp {
            client: b.build(),
            label: format!("smtp://{}:{port}", s.host),
        })
    }

    /// The sendmail program at `program`. From here on a sendmail that ends before reading
    /// a whole message fails that message instead of ending pbem ([`survive_broken_pipes`]).
    pub fn sendmail(program: &str) -> Transport {
        survive_broken_pipes();
        Transport::Sendmail {
            client: SendmailTransport::new_with_command(program),
            label: format!("sendmail:{program}"),
        }
    }

    /// What the sent log calls this transport; None for files (not recorded).
    pub fn label(&self) -> Option<&str> {
        match self {
            Transport::Smtp { label, .. } | Transport::Sendmail { label, .. } => Some(label),
            Transport::File(_) => None,
        }
    }

    /// Sends one message's bytes from `from` to `to`.
    ///
    /// # Errors
    /// [`Error::Mail`] with the server's or program's answer; [`Error::Io`] for files.
    pub fn send(&self, from: &Address, to: &Address, id: &str, bytes: &[u8]) -> Result<()> {
        let envelope = Envelope::new(Some(from.clone()), vec![to.clone()])
            .map_err(|e| Error::Mail(e.to_string()))?;
        match self {
            Transport::Smtp { client, .. } => client
                .send_raw(&envelope, bytes)
                .map(|_| ())
                .map_err(|e| Error::Mail(crate::error::chain(&e))),
            Transport::Sendmail { client, label } => client
                .send_raw(&envelope, bytes)
                .map_err(|e| Error::Mail(format!("{label}: {e}"))),
            Transport::File(dir) => {
                let name: String = id
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() || "-.@_".contains(c) {
                            c
                        } else {
                            '_'
                        }
                    })
                    .collect();
                write_atomic(&dir.join(format!("{name}.eml")), bytes)
            }
        }
    }
}

/// A sendmail program that ends before reading the whole message (it refused it, or
/// crashed) must fail that message, not end pbem: the binary restores SIGPIPE's default
/// (for `pbem status | head`), under which writing into the program's closed pipe would
/// kill `pbem mail send` or the judge mid-run. Ignores SIGPIPE again, as Rust programs
/// have it, so the write fails with EPIPE and the message is `Failed`.
pub fn survive_broken_pipes() {
    #[cfg(unix)]
    // SAFETY: SIG_IGN is a valid disposition for SIGPIPE; no handler runs, so no
    // async-signal safety is at stake. Called before any message is written.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
}
