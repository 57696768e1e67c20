//! The mailbox `pbem mail fetch` reads, as a URL (RFC 5092's shape, the parts pbem uses):
//! `imaps://USER@HOST[:PORT][/MAILBOX]` (TLS from the first byte, port 993),
//! `imap://USER@HOST[:PORT][/MAILBOX]` (STARTTLS, port 143), and `?plain` after either of
//! the latter to allow a login without TLS when the server offers none, on a loopback
//! address only. USER and MAILBOX are percent-decoded (`judge%40example.org`); the mailbox
//! defaults to INBOX. No password: it comes from a file or an environment variable.

use crate::error::{Error, Result};

/// How the connection is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// TLS from the first byte (`imaps://`).
    Tls,
    /// STARTTLS, required (`imap://`).
    StartTls,
    /// STARTTLS when the server offers it, else plain text (`imap://...?plain`, loopback
    /// only).
    PlainOnLoopback,
}

/// A parsed mailbox URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImapUrl {
    /// The login name, decoded.
    pub user: String,
    /// The server's host name or address.
    pub host: String,
    /// The port.
    pub port: u16,
    /// The mailbox, decoded.
    pub mailbox: String,
    /// How the connection is protected.
    pub security: Security,
}

impl ImapUrl {
    /// Parses `url`.
    ///
    /// # Errors
    /// [`Error::Mail`]: another scheme, no user, a bad port, a bad percent escape, a
    /// password in the URL, `?plain` with `imaps://` or with a host that is not loopback,
    /// or another query.
    pub fn parse(url: &str) -> Result<ImapUrl> {
        let bad = |why: &str| Error::Mail(format!("--imap {url}: {why}"));
        let (tls, rest) = if let Some(r) = url.strip_prefix("imaps://") {
            (true, r)
        } else if let Some(r) = url.strip_prefix("imap://") {
            (false, r)
        } else {
            return Err(bad("an IMAP URL starts with imaps:// or imap://"));
        };
        let (rest, query) = match rest.split_once('?') {
            Some((r, q)) => (r, Some(q)),
            None => (rest, None),
        };
        let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
        let (user, hostport) = authority
            .rsplit_once('@')
            .ok_or_else(|| bad("no user (imap://USER@HOST)"))?;
        if user.contains(':') {
            return Err(bad(
                "a password in the URL: give it in a file or an environment variable",
            ));
        }
        let (host, port) = split_port(hostport, if tls { 993 } else { 143 })
            .ok_or_else(|| bad("the port is a number from 1 to 65535"))?;
        if host.is_empty() {
            return Err(bad("no host"));
        }
        let security = match (tls, query) {
            (true, None) => Security::Tls,
            (false, None) => Security::StartTls,
            (false, Some("plain")) if is_loopback(&host) => Security::PlainOnLoopback,
            (false, Some("plain")) => {
                return Err(bad(
                    "?plain (a login without TLS) is allowed on a loopback address only",
                ))
            }
            (true, Some("plain")) => return Err(bad("?plain goes with imap://, not imaps://")),
            (_, Some(q)) => return Err(bad(&format!("unknown query '{q}' (only ?plain)"))),
        };
        let mailbox = match decode(path).map_err(|e| bad(&e))? {
            m if m.is_empty() => "INBOX".to_string(),
            m => m,
        };
        Ok(ImapUrl {
            user: decode(user).map_err(|e| bad(&e))?,
            host,
            port,
            mailbox,
            security,
        })
    }

    /// The mailbox's key in the state file and its messages' names: the URL without the
    /// query, user and mailbox decoded (`user@host:port/mailbox`).
    pub fn key(&self) -> String {
        format!("{}@{}:{}/{}", self.user, self.host, self.port, self.mailbox)
    }
}

/// `host[:port]` (an IPv6 address in brackets); `None` for a bad port.
fn split_port(hostport: &str, default: u16) -> Option<(String, u16)> {
    let (host, port) = if let Some(r) = hostport.strip_prefix('[') {
        let (h, after) = r.split_once(']')?;
        (h, after.strip_prefix(':'))
    } else {
        match hostport.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (hostport, None),
        }
    };
    let port = match port {
        Some(p) => p.parse::<u16>().ok().filter(|p| *p > 0)?,
        None => default,
    };
    Some((host.to_string(), port))
}

/// Whether `host` is a loopback address (127.0.0.0/8, ::1) or `localhost`.
pub fn is_loopback(host: &str) -> bool {
    host == "localhost"
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|a| a.is_loopback())
}

/// Percent-decodes `s` (UTF-8).
fn decode(s: &str) -> std::result::Result<String, String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = b
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| format!("a bad percent escape in '{s}'"))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| format!("'{s}' is not UTF-8 once decoded"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_give_user_host_port_mailbox_and_security() {
        let u = ImapUrl::parse("imaps://judge%40example.org@imap.example.org/pbem").unwrap();
        assert_eq!(u.user, "judge@example.org");
        assert_eq!((u.host.as_str(), u.port), ("imap.example.org", 993));
        assert_eq!(u.mailbox, "pbem");
        assert_eq!(u.security, Security::Tls);
        let u = ImapUrl::parse("imap://judge@127.0.0.1:1143?plain").unwrap();
        assert_eq!((u.port, u.mailbox.as_str()), (1143, "INBOX"));
        assert_eq!(u.security, Security::PlainOnLoopback);
        assert_eq!(u.key(), "judge@127.0.0.1:1143/INBOX");
        let u = ImapUrl::parse("imap://j@[::1]:1143/INBOX?plain").unwrap();
        assert_eq!((u.host.as_str(), u.port), ("::1", 1143));
        assert_eq!(
            ImapUrl::parse("imap://j@mail.example.org")
                .unwrap()
                .security,
            Security::StartTls
        );
    }

    #[test]
    fn plain_text_only_on_loopback_and_never_a_password_in_the_url() {
        for bad in [
            "imap://j@mail.example.org?plain",
            "imaps://j@127.0.0.1?plain",
            "imap://j:secret@127.0.0.1",
            "pop3://j@127.0.0.1",
            "imap://127.0.0.1",
            "imap://j@127.0.0.1:0",
            "imap://j@127.0.0.1?tls=no",
            "imap://j%4@127.0.0.1",
        ] {
            assert!(ImapUrl::parse(bad).is_err(), "{bad}");
        }
    }
}
