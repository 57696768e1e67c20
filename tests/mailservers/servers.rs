//! The servers `scripts/mail-servers start` runs: Postfix taking SMTP on 127.0.0.1 and
//! delivering into Maildirs, Dovecot serving those Maildirs over IMAP. The players and the
//! judge are mailboxes of the domain `judge.test` (docs in the script).
//!
//! Every test here is `#[ignore]`d (`cargo test --locked` needs only Rust): `cargo test
//! --locked --test suite mailservers:: -- --ignored` runs them. Without `PBEM_MAIL_SERVERS` in the
//! environment they return at once, saying so; with it, a server that does not answer fails
//! the test.

use futures_util::TryStreamExt;
use lettre::address::Envelope;
use lettre::{Address, Message, SmtpTransport, Transport};
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The domain of every mailbox.
pub const DOMAIN: &str = "judge.test";

/// Every mailbox's password (the script's; loopback only).
pub const PASSWORD: &str = "pbem-test";

/// Messages the tests' players sent over SMTP, and messages read back over IMAP.
pub static SENT: AtomicUsize = AtomicUsize::new(0);
pub static READ: AtomicUsize = AtomicUsize::new(0);

/// One test at a time: they share the mailboxes.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The running servers, as the script set them up.
pub struct Servers {
    /// Postfix's SMTP port on 127.0.0.1 (`PBEM_SMTP_PORT`, default 2525).
    pub smtp_port: u16,
    /// Dovecot's IMAP port on 127.0.0.1 (`PBEM_IMAP_PORT`, default 1143).
    pub imap_port: u16,
    /// The script's state folder (`PBEM_MAIL_STATE`, default /var/tmp/pbem-mail-servers).
    state: PathBuf,
    _one: MutexGuard<'static, ()>,
}

fn port(var: &str, default: u16) -> u16 {
    std::env::var(var)
        .ok()
        .map(|p| {
            p.parse()
                .unwrap_or_else(|_| panic!("{var}={p}: not a port"))
        })
        .unwrap_or(default)
}

/// Whether something on 127.0.0.1:`port` greets with `greeting` within 5 seconds.
fn greets(port: u16, greeting: &str) -> Result<(), String> {
    let addr = ([127, 0, 0, 1], port).into();
    let s = TcpStream::connect_timeout(&addr, Duration::from_secs(5))
        .map_err(|e| format!("127.0.0.1:{port}: {e}"))?;
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut line = String::new();
    BufReader::new(s)
        .read_line(&mut line)
        .map_err(|e| format!("127.0.0.1:{port}: {e}"))?;
    if line.starts_with(greeting) {
        Ok(())
    } else {
        Err(format!("127.0.0.1:{port} greeted with {line:?}"))
    }
}

/// The servers, when `PBEM_MAIL_SERVERS` is set (then they must answer, or the test fails);
/// `None` (the test returns) when it is not. Holds the tests' one-at-a-time lock and
/// empties every mailbox, so each test starts from none.
pub fn servers(test: &str) -> Option<Servers> {
    if std::env::var_os("PBEM_MAIL_SERVERS").is_none() {
        eprintln!("{test}: not run: PBEM_MAIL_SERVERS is not set (scripts/mail-servers start, then set it)");
        return None;
    }
    let one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let s = Servers {
        smtp_port: port("PBEM_SMTP_PORT", 2525),
        imap_port: port("PBEM_IMAP_PORT", 1143),
        state: std::env::var_os("PBEM_MAIL_STATE")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("/var/tmp/pbem-mail-servers")),
        _one: one,
    };
    if let Err(e) = greets(s.smtp_port, "220") {
        panic!("PBEM_MAIL_SERVERS is set but Postfix does not answer: {e} (scripts/mail-servers start)");
    }
    if let Err(e) = greets(s.imap_port, "* OK") {
        panic!("PBEM_MAIL_SERVERS is set but Dovecot does not answer: {e} (scripts/mail-servers start)");
    }
    for user in USERS {
        s.empty(user);
    }
    Some(s)
}

/// Every mailbox the script makes.
pub const USERS: [&str; 8] = [
    "judge", "player1", "player2", "player3", "player4", "player5", "player6", "player7",
];

/// `user@judge.test`.
pub fn address(user: &str) -> String {
    format!("{user}@{DOMAIN}")
}

impl Servers {
    /// The Maildir Postfix delivers `user`'s mail into (and Dovecot serves).
    pub fn maildir(&self, user: &str) -> PathBuf {
        self.state.join("mail").join(DOMAIN).join(user)
    }

    /// Removes every message of `user`'s Maildir (Dovecot notices at its next look).
    fn empty(&self, user: &str) {
        for sub in ["new", "cur", "tmp"] {
            let d = self.maildir(user).join(sub);
            let Ok(list) = std::fs::read_dir(&d) else {
                continue;
            };
            for e in list {
                std::fs::remove_file(e.unwrap().path()).unwrap();
            }
        }
    }

    /// lettre's SMTP client for Postfix on loopback (no TLS, no login: the script's Postfix
    /// takes mail from 127.0.0.0/8).
    pub fn smtp(&self) -> SmtpTransport {
        SmtpTransport::builder_dangerous("127.0.0.1")
            .port(self.smtp_port)
            .timeout(Some(Duration::from_secs(20)))
            .build()
    }

    /// A player's mail client sends `message` (its From and To make the envelope).
    pub fn send(&self, message: &Message) {
        self.smtp()
            .send(message)
            .unwrap_or_else(|e| panic!("Postfix refused a player's message: {e}"));
        SENT.fetch_add(1, Ordering::Relaxed);
    }

    /// Sends `raw` bytes from `from` to `to` as they are (`from` "": the null sender `<>`
    /// of a bounce); the server's answer.
    pub fn send_raw(&self, from: &str, to: &str, raw: &[u8]) -> Result<(), String> {
        let sender = (!from.is_empty()).then(|| from.parse::<Address>().unwrap());
        let env = Envelope::new(sender, vec![to.parse::<Address>().unwrap()]).unwrap();
        self.smtp()
            .send_raw(&env, raw)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    /// Every message in `user`'s INBOX, read over IMAP (BODY.PEEK[]: the whole message,
    /// leaving it unseen), oldest first.
    pub fn imap_messages(&self, user: &str) -> Vec<Vec<u8>> {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let got = rt.block_on(async {
            let tcp = tokio::net::TcpStream::connect(("127.0.0.1", self.imap_port))
                .await
                .unwrap_or_else(|e| panic!("IMAP 127.0.0.1:{}: {e}", self.imap_port));
            let mut client = async_imap::Client::new(tcp);
            client
                .read_response()
                .await
                .unwrap()
                .expect("Dovecot's greeting");
            let mut session = client
                .login(address(user), PASSWORD)
                .await
                .map_err(|(e, _)| e)
                .unwrap_or_else(|e| panic!("IMAP login of {user}: {e}"));
            let inbox = session.select("INBOX").await.unwrap();
            let mut out = Vec::new();
            if inbox.exists > 0 {
                let fetches: Vec<_> = session
                    .fetch("1:*", "BODY.PEEK[]")
                    .await
                    .unwrap()
                    .try_collect()
                    .await
                    .unwrap();
                for f in &fetches {
                    out.push(f.body().expect("a message's bytes").to_vec());
                }
            }
            session.logout().await.unwrap();
            out
        });
        READ.fetch_add(got.len(), Ordering::Relaxed);
        got
    }

    /// Waits (at most 30 s) until `user`'s INBOX holds at least `n` messages whose text
    /// holds `needle`, read over IMAP; those messages. Fails the test when they do not come.
    pub fn wait_imap(&self, user: &str, needle: &str, n: usize) -> Vec<Vec<u8>> {
        let start = Instant::now();
        loop {
            let all = self.imap_messages(user);
            let got: Vec<Vec<u8>> = all.into_iter().filter(|m| contains(m, needle)).collect();
            if got.len() >= n {
                return got;
            }
            if start.elapsed() > Duration::from_secs(30) {
                panic!(
                    "{user}: {} message(s) with {needle:?} over IMAP after 30 s, {n} expected",
                    got.len()
                );
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Waits (at most 30 s) until Postfix has delivered `n` messages into `user`'s Maildir
    /// (`new/` and `cur/`); their file names.
    pub fn wait_maildir(&self, user: &str, n: usize) -> Vec<PathBuf> {
        let start = Instant::now();
        loop {
            let mut files = Vec::new();
            for sub in ["new", "cur"] {
                if let Ok(list) = std::fs::read_dir(self.maildir(user).join(sub)) {
                    files.extend(list.map(|e| e.unwrap().path()));
                }
            }
            if files.len() >= n {
                files.sort();
                return files;
            }
            if start.elapsed() > Duration::from_secs(30) {
                panic!(
                    "{user}: {} message(s) delivered after 30 s, {n} expected",
                    files.len()
                );
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

/// Whether `hay` holds the bytes of `needle`.
pub fn contains(hay: &[u8], needle: &str) -> bool {
    hay.windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// The message as the player's mail client shows it: the text of every text part (decoded),
/// by mail-parser.
pub fn text_of(raw: &[u8]) -> String {
    let m = mail_parser::MessageParser::default()
        .parse(raw)
        .expect("a message");
    let mut out = String::new();
    for i in 0..m.text_body_count() {
        out.push_str(&m.body_text(i).unwrap_or_default());
        out.push('\n');
    }
    out
}

/// The value of the header `name` of `raw` (mail-parser), or "".
pub fn header(raw: &[u8], name: &str) -> String {
    let m = mail_parser::MessageParser::default()
        .parse(raw)
        .expect("a message");
    m.header_raw(name).unwrap_or_default().trim().to_string()
}

/// Line ends made CRLF (Postfix stores LF, Dovecot serves CRLF).
pub fn crlf(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' && (i == 0 || bytes[i - 1] != b'\r') {
            out.push(b'\r');
        }
        out.push(b);
    }
    out
}

/// Whether the message `got` over IMAP is the message `sent` over SMTP, after the fields
/// Postfix puts in front (Return-Path, Delivered-To, Received): line ends CRLF in both, and
/// SMTP's end of data (CRLF . CRLF) may have ended the last line (RFC 5321 4.1.1.4).
pub fn came_back(got: &[u8], sent: &[u8]) -> bool {
    let (got, sent) = (crlf(got), crlf(sent));
    got.ends_with(&sent) || got.ends_with(&[sent.as_slice(), b"\r\n"].concat())
}

/// Every message file of the Maildir `dir` (`new/` and `cur/`): (file name, bytes), by name.
pub fn maildir_messages(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for sub in ["new", "cur"] {
        let Ok(list) = std::fs::read_dir(dir.join(sub)) else {
            continue;
        };
        for e in list {
            let e = e.unwrap();
            out.push((
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            ));
        }
    }
    out.sort();
    out
}
