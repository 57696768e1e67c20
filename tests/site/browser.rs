//! A real browser for the site's tests: Debian's Chromium, headless, driven by chromedriver
//! over WebDriver (fantoccini), loading pages from a static server on 127.0.0.1 that the
//! test runs itself (std::net, a few lines below). Without Chromium and chromedriver the tests fail, saying
//! how to install them: a browser test never passes without a browser.

use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// One browser at a time on this machine: the tests take turns.
static ONE: Mutex<()> = Mutex::new(());

/// What the check page said (`#verdict`'s data attributes).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub ok: bool,
    pub entry: String,
    pub file: String,
    pub entries: String,
    pub dice: String,
    /// The checker's time in milliseconds.
    pub ms: u64,
    /// The line the page shows.
    pub text: String,
}

/// Chromium and chromedriver: `PBEM_CHROMIUM` / `PBEM_CHROMEDRIVER`, else Debian's paths.
fn programs() -> (PathBuf, PathBuf) {
    let find = |var: &str, path: &str| {
        std::env::var_os(var)
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(path))
    };
    let chromium = find("PBEM_CHROMIUM", "/usr/bin/chromium");
    let driver = find("PBEM_CHROMEDRIVER", "/usr/bin/chromedriver");
    for p in [&chromium, &driver] {
        assert!(
            p.is_file(),
            "the site's browser tests need Chromium and chromedriver, and {} is not there: \
             install them with `apt-get install -y chromium chromium-driver` (./scripts/test \
             does it when they are absent), or name them with PBEM_CHROMIUM and \
             PBEM_CHROMEDRIVER",
            p.display()
        );
    }
    (chromium, driver)
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port on 127.0.0.1")
        .port()
}

/// A static file server for `root` on 127.0.0.1, for as long as it lives: HTTP/1.1 GET,
/// one thread per connection, each answer closing its connection.
struct Server {
    port: u16,
    stop: Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

fn answer(mut conn: TcpStream, root: &Path) {
    use std::io::{BufRead, BufReader, Write};
    let mut reader = BufReader::new(match conn.try_clone() {
        Ok(c) => c,
        Err(_) => return,
    });
    let mut first = String::new();
    if reader.read_line(&mut first).is_err() {
        return;
    }
    // The request's headers, read to the blank line and not needed.
    let mut line = String::new();
    while reader.read_line(&mut line).is_ok_and(|n| n > 2) {
        line.clear();
    }
    let target = first.split(' ').nth(1).unwrap_or("/");
    let rel = target
        .split('?')
        .next()
        .unwrap_or("/")
        .trim_start_matches('/');
    let file = root.join(rel);
    let found = !rel.split('/').any(|s| s == "..") && file.is_file();
    let body = if found {
        std::fs::read(&file).unwrap_or_default()
    } else {
        Vec::new()
    };
    let kind = match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css",
        "js" => "text/javascript",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => "application/octet-stream",
    };
    let status = if found { "200 OK" } else { "404 Not Found" };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = conn.write_all(head.as_bytes());
    let _ = conn.write_all(&body);
    let _ = conn.flush();
}

impl Server {
    fn start(root: PathBuf) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("static server");
        let port = listener.local_addr().expect("its address").port();
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let halt = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            for conn in listener.incoming() {
                if halt.load(std::sync::atomic::Ordering::SeqCst) {
                    break;
                }
                if let Ok(conn) = conn {
                    let root = root.clone();
                    std::thread::spawn(move || answer(conn, &root));
                }
            }
        });
        Server {
            port,
            stop,
            thread: Some(thread),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        // Wake the accepting thread so that it sees the stop.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Headless Chromium under chromedriver, with the static server for `root`.
pub struct Browser {
    rt: tokio::runtime::Runtime,
    client: Option<Client>,
    driver: Child,
    server: Server,
    _profile: tempfile::TempDir,
    _turn: MutexGuard<'static, ()>,
}

impl Browser {
    /// Starts chromedriver, a new Chromium session and the server for `root`.
    pub fn start(root: &Path) -> Browser {
        let turn = ONE.lock().unwrap_or_else(|p| p.into_inner());
        let (chromium, driver_path) = programs();
        let port = free_port();
        let mut driver = Command::new(&driver_path)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", driver_path.display()));
        let t = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if t.elapsed() > Duration::from_secs(20) {
                let _ = driver.kill();
                panic!("chromedriver did not listen on port {port} within 20 s");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let profile = tempfile::tempdir().expect("a profile folder");
        let args = [
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-quic".into(),
            "--no-first-run".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--window-size=1100,900".into(),
            format!("--user-data-dir={}", profile.path().display()),
        ];
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            serde_json::json!({ "binary": chromium, "args": args }),
        );
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a tokio runtime");
        let client = rt
            .block_on(
                ClientBuilder::new(HttpConnector::new())
                    .capabilities(caps)
                    .connect(&format!("http://127.0.0.1:{port}")),
            )
            .unwrap_or_else(|e| {
                let _ = driver.kill();
                panic!("cannot open a Chromium session through chromedriver: {e}")
            });
        Browser {
            rt,
            client: Some(client),
            driver,
            server: Server::start(root.to_path_buf()),
            _profile: profile,
            _turn: turn,
        }
    }

    fn client(&self) -> &Client {
        self.client.as_ref().expect("an open session")
    }

    /// The address of `rel` (a path under the root) on the test's server.
    pub fn url(&self, rel: &str) -> String {
        format!("http://127.0.0.1:{}/{rel}", self.server.port)
    }

    /// Opens `rel`.
    pub fn goto(&self, rel: &str) {
        let url = self.url(rel);
        self.rt
            .block_on(self.client().goto(&url))
            .unwrap_or_else(|e| panic!("{url}: {e}"));
    }

    /// Runs `script` in the page and returns its value.
    pub fn eval(&self, script: &str) -> serde_json::Value {
        self.rt
            .block_on(self.client().execute(script, vec![]))
            .unwrap_or_else(|e| panic!("{script}: {e}"))
    }

    /// Opens the check page `rel` and waits for its verdict on the campaign it carries.
    pub fn check_page(&self, rel: &str) -> Verdict {
        self.goto(rel);
        self.verdict()
    }

    /// Gives the file input `#id` the file or folder `path` and waits for the verdict on it.
    pub fn upload(&self, id: &str, path: &Path) -> Verdict {
        self.eval("document.getElementById('verdict').dataset.state = 'waiting'; return 0;");
        let path = path.to_str().expect("a UTF-8 path").to_string();
        self.rt
            .block_on(async {
                let input = self.client().find(Locator::Id(id)).await?;
                input.send_keys(&path).await
            })
            .unwrap_or_else(|e| panic!("#{id} <- {path}: {e}"));
        self.verdict()
    }

    /// `#verdict` once the page is done.
    fn verdict(&self) -> Verdict {
        let t = Instant::now();
        loop {
            let v = self.eval(
                "const v = document.getElementById('verdict'); \
                 return v ? [v.dataset.state || '', v.dataset.ok || '', v.dataset.entry || '', \
                 v.dataset.file || '', v.dataset.entries || '', v.dataset.dice || '', \
                 v.dataset.ms || '0', v.textContent] : ['', '', '', '', '', '', '0', ''];",
            );
            let s = |i: usize| v[i].as_str().unwrap_or("").to_string();
            if s(0) == "done" {
                return Verdict {
                    ok: s(1) == "true",
                    entry: s(2),
                    file: s(3),
                    entries: s(4),
                    dice: s(5),
                    ms: s(6).parse().unwrap_or(0),
                    text: s(7),
                };
            }
            assert!(
                t.elapsed() < Duration::from_secs(600),
                "the check page gave no verdict within 600 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// A PNG of the viewport.
    pub fn screenshot(&self) -> Vec<u8> {
        self.rt
            .block_on(self.client().screenshot())
            .expect("a screenshot")
    }

    /// Sets the window's size (CSS pixels of the outer window).
    pub fn resize(&self, width: u32, height: u32) {
        self.rt
            .block_on(self.client().set_window_size(width, height))
            .expect("window size");
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if let Some(c) = self.client.take() {
            let _ = self.rt.block_on(c.close());
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}
