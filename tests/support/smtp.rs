//! A real SMTP server on loopback: tests/support/smtp_server.py (aiosmtpd), started per
//! test and killed when dropped. CI installs aiosmtpd (.ci/run).

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// A running server.
pub struct Server {
    child: Child,
    /// Its port on 127.0.0.1.
    pub port: u16,
    /// Where it writes what it received.
    pub out: PathBuf,
}

impl Server {
    /// Starts the server writing to `out`; `auth`: the login it requires; `tls`: the
    /// certificate and key it offers with STARTTLS (then required).
    pub fn start(out: &Path, auth: Option<(&str, &str)>, tls: Option<(&Path, &Path)>) -> Server {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/smtp_server.py");
        let mut cmd = Command::new("python3");
        cmd.arg(script).arg("--out").arg(out);
        if let Some((u, p)) = auth {
            cmd.args(["--user", u, "--password", p]);
        }
        if let Some((cert, key)) = tls {
            cmd.arg("--cert").arg(cert).arg("--key").arg(key);
        }
        let mut child = cmd
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("python3 is needed for the SMTP tests");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let port = line
            .trim()
            .strip_prefix("PORT ")
            .unwrap_or_else(|| {
                panic!("the SMTP server did not start (is aiosmtpd installed? `python3 -m pip install aiosmtpd==1.4.6`, as .ci/run does): {line:?}")
            })
            .parse()
            .unwrap();
        Server {
            child,
            port,
            out: out.to_path_buf(),
        }
    }

    /// The messages received so far, in order: (envelope recipients, message bytes).
    pub fn received(&self) -> Vec<(String, Vec<u8>)> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&self.out)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        files.retain(|f| f.extension().is_some_and(|x| x == "eml"));
        files.sort();
        files
            .into_iter()
            .map(|f| {
                let b = std::fs::read(f).unwrap();
                let text = String::from_utf8_lossy(&b).into_owned();
                let mut it = text.splitn(3, "\r\n");
                let _from = it.next().unwrap();
                let rcpt = it
                    .next()
                    .unwrap()
                    .trim_start_matches("X-RcptTo: ")
                    .to_string();
                let skip = text.find("\r\n").unwrap() + 2;
                let skip = skip + text[skip..].find("\r\n").unwrap() + 2;
                (rcpt, b[skip..].to_vec())
            })
            .collect()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
