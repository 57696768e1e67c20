//! The IMAP connection of `pbem mail fetch`: TCP, then TLS (rustls through tokio-rustls,
//! trusting the web's roots of webpki-roots and an optional PEM file) from the first byte
//! or after STARTTLS, then LOGIN. A login without TLS happens only on a loopback address
//! and only when the URL says `?plain` and the server offers no STARTTLS.

use super::url::{ImapUrl, Security};
use crate::error::{Error, Result};
use async_imap::{Client, Session};
use std::path::Path;
use std::sync::Arc;
use tokio::net::TcpStream;
use tokio_rustls::client::TlsStream;

/// A logged-in session, plain (loopback only) or over TLS.
pub enum Conn {
    /// Plain text on a loopback address (`?plain`, no STARTTLS offered).
    Plain(Session<TcpStream>),
    /// Over TLS.
    Tls(Session<TlsStream<TcpStream>>),
}

/// An IMAP error in words, naming the server.
pub fn imap_error(u: &ImapUrl, what: &str, e: impl std::fmt::Display) -> Error {
    Error::Mail(format!("IMAP {}:{}: {what}: {e}", u.host, u.port))
}

/// rustls's client settings: the web's roots, and the certificates of `ca_file` (PEM).
///
/// # Errors
/// An unreadable or malformed PEM file.
pub fn tls_config(ca_file: Option<&Path>) -> Result<rustls::ClientConfig> {
    use rustls::pki_types::{pem::PemObject, CertificateDer};
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(f) = ca_file {
        let certs = CertificateDer::pem_file_iter(f)
            .map_err(|e| Error::Mail(format!("{}: {e}", f.display())))?;
        for c in certs {
            let c = c.map_err(|e| Error::Mail(format!("{}: {e}", f.display())))?;
            roots
                .add(c)
                .map_err(|e| Error::Mail(format!("{}: {e}", f.display())))?;
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    Ok(rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| Error::Mail(format!("TLS: {e}")))?
        .with_root_certificates(roots)
        .with_no_client_auth())
}

/// TLS over `tcp` to `u.host`.
async fn tls(u: &ImapUrl, tcp: TcpStream, ca_file: Option<&Path>) -> Result<TlsStream<TcpStream>> {
    let name = rustls::pki_types::ServerName::try_from(u.host.clone())
        .map_err(|e| imap_error(u, "server name", e))?;
    tokio_rustls::TlsConnector::from(Arc::new(tls_config(ca_file)?))
        .connect(name, tcp)
        .await
        .map_err(|e| imap_error(u, "TLS", e))
}

/// Reads the server's greeting.
async fn greeting<T>(u: &ImapUrl, c: &mut Client<T>) -> Result<()>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    match c.read_response().await {
        Ok(Some(_)) => Ok(()),
        Ok(None) => Err(imap_error(
            u,
            "greeting",
            "the server closed the connection",
        )),
        Err(e) => Err(imap_error(u, "greeting", e)),
    }
}

/// LOGIN on `c`.
async fn login<T>(u: &ImapUrl, c: Client<T>, password: &str) -> Result<Session<T>>
where
    T: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + std::fmt::Debug + Send,
{
    c.login(&u.user, password)
        .await
        .map_err(|(e, _)| imap_error(u, &format!("login of {}", u.user), e))
}

/// Connects, protects and logs in as the URL says.
///
/// # Errors
/// [`Error::Mail`]: no connection, TLS refused or not trusted, STARTTLS not offered where
/// required, the login refused.
pub async fn open(u: &ImapUrl, password: &str, ca_file: Option<&Path>) -> Result<Conn> {
    let tcp = TcpStream::connect((u.host.as_str(), u.port))
        .await
        .map_err(|e| imap_error(u, "connect", e))?;
    if u.security == Security::Tls {
        let mut c = Client::new(tls(u, tcp, ca_file).await?);
        greeting(u, &mut c).await?;
        return Ok(Conn::Tls(login(u, c, password).await?));
    }
    let mut c = Client::new(tcp);
    greeting(u, &mut c).await?;
    match c.run_command_and_check_ok("STARTTLS", None).await {
        Ok(()) => {
            // No greeting after STARTTLS (RFC 3501 6.2.1).
            let c = Client::new(tls(u, c.into_inner(), ca_file).await?);
            Ok(Conn::Tls(login(u, c, password).await?))
        }
        Err(async_imap::error::Error::Bad(_) | async_imap::error::Error::No(_))
            if u.security == Security::PlainOnLoopback =>
        {
            Ok(Conn::Plain(login(u, c, password).await?))
        }
        Err(e) => Err(imap_error(
            u,
            "STARTTLS (imap:// requires it; `?plain` allows plain text on a loopback address)",
            e,
        )),
    }
}
