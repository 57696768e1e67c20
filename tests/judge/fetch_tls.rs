//! `pbem mail fetch` over TLS (issue 29): `imaps://` and `imap://` with STARTTLS against a
//! scripted IMAP server on 127.0.0.1 whose certificate the test's own CA signed
//! (`--imap-ca-file`); without that CA the server is not trusted; `imap://` to a server
//! offering no STARTTLS is refused before the login (the password never goes in plain
//! text). The script's Dovecot (tests/mailservers) has no TLS, so these paths are here.

use super::support::smtp::Tls;
use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::Arc;

const MESSAGE: &[u8] = b"From: a@example.org\r\nMessage-ID: <tls@example.org>\r\n\r\nhi\r\n";

/// How the scripted server protects its session.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Imaps,
    StartTls,
    None,
}

/// One line from `s` (up to LF), or None at the end.
fn read_line<S: Read>(s: &mut S) -> Option<String> {
    let mut line = Vec::new();
    let mut b = [0u8; 1];
    loop {
        match s.read(&mut b) {
            Ok(1) => {
                line.push(b[0]);
                if b[0] == b'\n' {
                    return Some(String::from_utf8_lossy(&line).into_owned());
                }
            }
            _ => return None,
        }
    }
}

/// Answers commands until LOGOUT or the end (false), or an accepted STARTTLS (true).
fn serve<S: Read + Write>(s: &mut S, seen: &mut Vec<String>, starttls: bool) -> bool {
    while let Some(line) = read_line(s) {
        let (tag, cmd) = line.trim_end().split_once(' ').unwrap_or(("*", ""));
        seen.push(cmd.to_string());
        let up = cmd.to_uppercase();
        let reply: Vec<u8> = if up == "STARTTLS" && starttls {
            s.write_all(format!("{tag} OK begin TLS\r\n").as_bytes())
                .unwrap();
            return true;
        } else if up.starts_with("LOGIN") {
            format!("{tag} OK logged in\r\n").into_bytes()
        } else if up.starts_with("SELECT") {
            format!("* 1 EXISTS\r\n* OK [UIDVALIDITY 7] v\r\n{tag} OK [READ-WRITE] done\r\n")
                .into_bytes()
        } else if up.starts_with("UID SEARCH") {
            format!("* SEARCH 1\r\n{tag} OK\r\n").into_bytes()
        } else if up.contains("RFC822.SIZE") {
            format!(
                "* 1 FETCH (UID 1 RFC822.SIZE {})\r\n{tag} OK\r\n",
                MESSAGE.len()
            )
            .into_bytes()
        } else if up.contains("BODY.PEEK[]") {
            [
                format!("* 1 FETCH (UID 1 BODY[] {{{}}}\r\n", MESSAGE.len()).as_bytes(),
                MESSAGE,
                format!(")\r\n{tag} OK\r\n").as_bytes(),
            ]
            .concat()
        } else if up.starts_with("LOGOUT") {
            let _ = s.write_all(format!("* BYE\r\n{tag} OK\r\n").as_bytes());
            return false;
        } else if up.starts_with("UID STORE") {
            format!("{tag} OK\r\n").into_bytes()
        } else {
            format!("{tag} BAD not here\r\n").into_bytes()
        };
        if s.write_all(&reply).and_then(|()| s.flush()).is_err() {
            return false;
        }
    }
    false
}

/// A one-session server: its port, and the commands it saw.
fn start(
    mode: Mode,
    tls: Arc<rustls::ServerConfig>,
) -> (u16, std::thread::JoinHandle<Vec<String>>) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    let h = std::thread::spawn(move || {
        let (mut tcp, _) = l.accept().unwrap();
        let mut seen = Vec::new();
        if mode == Mode::Imaps {
            let c = rustls::ServerConnection::new(tls).unwrap();
            let mut s = rustls::StreamOwned::new(c, tcp);
            if s.write_all(b"* OK scripted\r\n").is_ok() {
                serve(&mut s, &mut seen, false);
            }
            return seen;
        }
        tcp.write_all(b"* OK scripted\r\n").unwrap();
        if serve(&mut tcp, &mut seen, mode == Mode::StartTls) {
            let c = rustls::ServerConnection::new(tls).unwrap();
            let mut s = rustls::StreamOwned::new(c, tcp);
            serve(&mut s, &mut seen, false);
        }
        seen
    });
    (port, h)
}

/// `pbem mail fetch` of `url` into `tmp/Maildir`: (success, output).
fn fetch(tmp: &std::path::Path, url: &str, ca: Option<&std::path::Path>) -> (bool, String) {
    let mut c = super::support::pbem();
    c.args([
        "mail",
        "fetch",
        "--imap",
        url,
        "--password-env",
        "PBEM_TEST_IMAP",
    ])
    .arg("--maildir")
    .arg(tmp.join("Maildir"))
    .env("PBEM_TEST_IMAP", "secret");
    if let Some(f) = ca {
        c.arg("--imap-ca-file").arg(f);
    }
    let o = c.output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    (o.status.success(), out)
}

/// The messages in `tmp/Maildir/new`.
fn delivered(tmp: &std::path::Path) -> Vec<Vec<u8>> {
    std::fs::read_dir(tmp.join("Maildir/new"))
        .map(|r| {
            r.map(|e| std::fs::read(e.unwrap().path()).unwrap())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn issue29_mail_fetch_over_imaps_and_starttls_trusts_the_given_ca_and_marks_seen() {
    for (mode, scheme) in [(Mode::Imaps, "imaps"), (Mode::StartTls, "imap")] {
        let tmp = tempfile::tempdir().unwrap();
        let tls = Tls::new(tmp.path());
        let (port, h) = start(mode, tls.server_config());
        let url = format!("{scheme}://judge%40example.org@localhost:{port}/INBOX");
        let (ok, out) = fetch(tmp.path(), &url, Some(&tls.ca_file));
        assert!(
            ok && out.contains("fetched 1 new message(s)"),
            "{scheme}: {out}"
        );
        let seen = h.join().unwrap();
        assert_eq!(
            delivered(tmp.path()),
            vec![MESSAGE
                .iter()
                .copied()
                .filter(|b| *b != b'\r')
                .collect::<Vec<u8>>()]
        );
        assert!(
            seen.iter()
                .any(|c| c == "UID STORE 1 +FLAGS.SILENT (\\Seen)"),
            "{scheme}: {seen:?}"
        );
        assert!(seen.iter().any(|c| c.starts_with("LOGIN")), "{seen:?}");
    }
}

#[test]
fn issue29_mail_fetch_refuses_an_untrusted_server_and_a_login_without_tls() {
    // The server's certificate without its CA: not trusted, nothing delivered.
    let tmp = tempfile::tempdir().unwrap();
    let tls = Tls::new(tmp.path());
    let (port, h) = start(Mode::Imaps, tls.server_config());
    let url = format!("imaps://judge@localhost:{port}");
    let (ok, out) = fetch(tmp.path(), &url, None);
    assert!(!ok && out.contains("TLS"), "{out}");
    assert!(h.join().unwrap_or_default().is_empty());
    assert!(delivered(tmp.path()).is_empty());
    // imap:// to a server without STARTTLS: refused before LOGIN.
    let (port, h) = start(Mode::None, tls.server_config());
    let url = format!("imap://judge@127.0.0.1:{port}");
    let (ok, out) = fetch(tmp.path(), &url, Some(&tls.ca_file));
    assert!(!ok && out.contains("STARTTLS"), "{out}");
    let seen = h.join().unwrap();
    assert!(!seen.iter().any(|c| c.starts_with("LOGIN")), "{seen:?}");
    // ... which `?plain` allows on a loopback address.
    let (port, h) = start(Mode::None, tls.server_config());
    let url = format!("imap://judge@127.0.0.1:{port}?plain");
    let (ok, out) = fetch(tmp.path(), &url, None);
    assert!(ok && out.contains("fetched 1 new message(s)"), "{out}");
    assert!(h.join().unwrap().iter().any(|c| c.starts_with("LOGIN")));
}
