//! A real SMTP server on loopback, in the test process: the SMTP session is the `mailin`
//! crate's, STARTTLS is rustls with certificates made by rcgen for the test. Nothing outside
//! cargo is needed (no Python, no `openssl` program).
//!
//! What it does, as the tests expect: it listens on 127.0.0.1 on a port the system picks;
//! recipients at `@reject.invalid` are refused with 550; with a login, AUTH PLAIN or LOGIN
//! is required before MAIL and a wrong user or password gets 535; with [`Tls`], STARTTLS is
//! offered and required before MAIL (and before AUTH). Every message accepted is kept as
//! the client sent it (dot-stuffing undone, up to but not including the closing `.` line).

use mailin::{response, Action, AuthMechanism, Handler, Response, Session, SessionBuilder};
use rcgen::{
    BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair,
    KeyUsagePurpose,
};
use rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};
use rustls::{ServerConfig, ServerConnection, StreamOwned};
use std::cell::Cell;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// A group's own CA and a certificate it signed for "localhost" and 127.0.0.1, made in
/// process; the server offers the certificate with STARTTLS.
pub struct Tls {
    /// The CA's certificate (PEM), for `pbem mail send --ca-file`.
    pub ca_file: PathBuf,
    config: Arc<ServerConfig>,
}

impl Tls {
    /// Makes the CA and the server certificate (ECDSA P-256) and writes the CA's
    /// certificate to `dir/ca.pem`.
    pub fn new(dir: &Path) -> Tls {
        let mut ca = CertificateParams::new(Vec::<String>::new()).unwrap();
        ca.distinguished_name
            .push(DnType::CommonName, "pbem test CA");
        ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        ca.key_usages = vec![KeyUsagePurpose::KeyCertSign];
        let ca_key = KeyPair::generate().unwrap();
        let ca_cert = ca.self_signed(&ca_key).unwrap();
        let issuer = Issuer::new(ca, ca_key);

        let mut server =
            CertificateParams::new(vec!["localhost".into(), "127.0.0.1".into()]).unwrap();
        server
            .distinguished_name
            .push(DnType::CommonName, "localhost");
        server.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        server.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        let server_key = KeyPair::generate().unwrap();
        let server_cert = server.signed_by(&server_key, &issuer).unwrap();

        let ca_file = dir.join("ca.pem");
        std::fs::write(&ca_file, ca_cert.pem()).unwrap();
        let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(server_key.serialize_der()));
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_no_client_auth()
            .with_single_cert(vec![server_cert.der().clone()], key)
            .unwrap();
        Tls {
            ca_file,
            config: Arc::new(config),
        }
    }

    /// The server's rustls settings (the certificate signed by the CA), for other test
    /// servers (the IMAP fetch's).
    pub fn server_config(&self) -> Arc<ServerConfig> {
        self.config.clone()
    }
}

/// A message the server accepted.
type Received = (String, Vec<u8>);

/// What every connection of one server shares.
struct Config {
    session: SessionBuilder,
    tls: Option<Arc<ServerConfig>>,
    login: Option<(String, String)>,
    received: Mutex<Vec<Received>>,
}

/// A running server; it stops listening when dropped.
pub struct Server {
    /// Its port on 127.0.0.1.
    pub port: u16,
    config: Arc<Config>,
    stop: Arc<AtomicBool>,
    listener: Option<JoinHandle<()>>,
}

impl Server {
    /// Starts the server. `auth`: the user and password it requires (AUTH PLAIN or LOGIN;
    /// over plain text when there is no `tls`: loopback only); `tls`: the certificate it
    /// offers with STARTTLS, then required.
    pub fn start(auth: Option<(&str, &str)>, tls: Option<&Tls>) -> Server {
        let mut session = SessionBuilder::new("localhost");
        if tls.is_some() {
            session.enable_start_tls();
        } else if auth.is_some() {
            session.insecure_enable_plaintext_auth();
        }
        if auth.is_some() {
            session.enable_auth(AuthMechanism::Plain);
            session.enable_auth(AuthMechanism::Login);
        }
        let config = Arc::new(Config {
            session,
            tls: tls.map(|t| t.config.clone()),
            login: auth.map(|(u, p)| (u.to_string(), p.to_string())),
            received: Mutex::new(Vec::new()),
        });
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let stop = Arc::new(AtomicBool::new(false));
        let (c, s) = (config.clone(), stop.clone());
        let listener = std::thread::spawn(move || accept(&listener, &c, &s));
        Server {
            port,
            config,
            stop,
            listener: Some(listener),
        }
    }

    /// The messages received so far, in order: (envelope recipients joined by ", ",
    /// message bytes).
    pub fn received(&self) -> Vec<(String, Vec<u8>)> {
        self.config.received.lock().unwrap().clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wakes the listener so that it sees `stop`.
        let _ = TcpStream::connect((Ipv4Addr::LOCALHOST, self.port));
        if let Some(l) = self.listener.take() {
            let _ = l.join();
        }
    }
}

/// Serves each connection on its own thread until `stop`.
fn accept(listener: &TcpListener, config: &Arc<Config>, stop: &AtomicBool) {
    for conn in listener.incoming() {
        if stop.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = conn else { continue };
        let config = config.clone();
        std::thread::spawn(move || {
            // A client that breaks off is the client's affair; the test sees it.
            let _ = serve(stream, &config);
        });
    }
}

/// One SMTP connection: plain text, then TLS after STARTTLS.
fn serve(stream: TcpStream, config: &Config) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(60)))?;
    let peer = stream
        .peer_addr()
        .map_or(IpAddr::V4(Ipv4Addr::LOCALHOST), |a: SocketAddr| a.ip());
    let tls_active = Cell::new(false);
    let recorder = Recorder {
        config,
        tls_active: &tls_active,
        to: String::new(),
        data: Vec::new(),
    };
    let mut session = config.session.build(peer, recorder);
    let mut plain = BufReader::new(stream);
    reply(plain.get_mut(), &session.greeting())?;
    if !converse(&mut session, &mut plain)? {
        return Ok(());
    }
    let tls = config
        .tls
        .clone()
        .ok_or_else(|| io::Error::other("no TLS"))?;
    let conn = ServerConnection::new(tls).map_err(io::Error::other)?;
    let mut secure = BufReader::new(StreamOwned::new(conn, plain.into_inner()));
    tls_active.set(true);
    session.tls_active();
    converse(&mut session, &mut secure)?;
    Ok(())
}

/// Answers the client's lines until it quits or closes (false) or asks for TLS (true).
fn converse<H: Handler, S: Read + Write>(
    session: &mut Session<H>,
    stream: &mut BufReader<S>,
) -> io::Result<bool> {
    let mut line = Vec::new();
    loop {
        line.clear();
        if stream.read_until(b'\n', &mut line)? == 0 {
            return Ok(false);
        }
        let res = session.process(&line);
        if res.action != Action::NoReply {
            reply(stream.get_mut(), &res)?;
        }
        match res.action {
            Action::Close => return Ok(false),
            Action::UpgradeTls => return Ok(true),
            Action::Reply | Action::NoReply => {}
        }
    }
}

fn reply(out: &mut dyn Write, res: &Response) -> io::Result<()> {
    res.write_to(out)?;
    out.flush()
}

/// The session's handler: checks the login, refuses `@reject.invalid`, keeps each message.
struct Recorder<'a> {
    config: &'a Config,
    tls_active: &'a Cell<bool>,
    to: String,
    data: Vec<u8>,
}

impl Recorder<'_> {
    fn check(&self, user: &str, password: &str) -> Response {
        match &self.config.login {
            Some((u, p)) if u == user && p == password => response::AUTH_OK,
            _ => response::INVALID_CREDENTIALS,
        }
    }
}

impl Handler for Recorder<'_> {
    fn mail(&mut self, _ip: IpAddr, _domain: &str, _from: &str) -> Response {
        if self.config.tls.is_some() && !self.tls_active.get() {
            return Response::custom(530, "5.7.0 Must issue a STARTTLS command first".into());
        }
        response::OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        if to.to_ascii_lowercase().ends_with("@reject.invalid") {
            return Response::custom(550, format!("5.1.1 <{to}>: mailbox unavailable"));
        }
        response::OK
    }

    fn data_start(&mut self, _domain: &str, _from: &str, _8bit: bool, to: &[String]) -> Response {
        self.to = to.join(", ");
        self.data.clear();
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let got = (std::mem::take(&mut self.to), std::mem::take(&mut self.data));
        self.config.received.lock().unwrap().push(got);
        Response::custom(250, "2.0.0 accepted".into())
    }

    fn auth_plain(&mut self, _authorization_id: &str, user: &str, password: &str) -> Response {
        self.check(user, password)
    }

    fn auth_login(&mut self, user: &str, password: &str) -> Response {
        self.check(user, password)
    }
}
