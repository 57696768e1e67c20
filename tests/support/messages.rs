//! Messages as real mail clients write them (Thunderbird, Gmail, Outlook on the web), and
//! a Maildir to put them in.

use base64::Engine as _;
use std::path::{Path, PathBuf};

pub fn b64_lines(bytes: &[u8]) -> String {
    let s = base64::engine::general_purpose::STANDARD.encode(bytes);
    s.as_bytes()
        .chunks(72)
        .map(|c| format!("{}\r\n", std::str::from_utf8(c).unwrap()))
        .collect()
}

/// Quoted-printable as mail clients write it: `=` escaped, soft breaks at 76 columns.
pub fn qp(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let esc = line.replace('=', "=3D");
        let mut rest = esc.as_str();
        while rest.len() > 75 {
            let mut cut = 75;
            while rest[..cut].ends_with('=') || rest[..cut].ends_with("=3") {
                cut -= 1;
            }
            out.push_str(&rest[..cut]);
            out.push_str("=\r\n");
            rest = &rest[cut..];
        }
        out.push_str(rest);
        out.push_str("\r\n");
    }
    out
}

pub fn head(from: &str, subject: &str, id: &str) -> String {
    format!(
        "Return-Path: <{from}>\r\nFrom: {from}\r\nTo: Moderator <moderator@example.org>\r\n\
         Subject: {subject}\r\nMessage-ID: <{id}>\r\nDate: Sat, 21 Nov 2026 10:00:00 +0100\r\nMIME-Version: 1.0\r\n"
    )
}

/// Thunderbird: multipart/mixed, a flowed text part and the orders file in base64.
pub fn with_attachment(from: &str, name: &str, bytes: &[u8]) -> String {
    format!(
        "{}User-Agent: Mozilla Thunderbird\r\nContent-Type: multipart/mixed;\r\n boundary=\"------------tb01\"\r\n\r\n\
         This is a multi-part message in MIME format.\r\n--------------tb01\r\n\
         Content-Type: text/plain; charset=UTF-8; format=flowed\r\nContent-Transfer-Encoding: 7bit\r\n\r\n\
         My orders are attached.\r\n\r\n--------------tb01\r\n\
         Content-Type: application/x-yaml; name=\"{name}\"\r\nContent-Disposition: attachment; filename=\"{name}\"\r\n\
         Content-Transfer-Encoding: base64\r\n\r\n{}--------------tb01--\r\n",
        head(from, "orders", &format!("{name}.tb@example.org")),
        b64_lines(bytes)
    )
}

/// Gmail: multipart/alternative, quoted-printable text and HTML.
pub fn with_line(from: &str, id: &str, line: &str) -> String {
    let text = format!("Here is my line for the moderator:\n\n{line}\n\nCheers\n");
    let html = format!(
        "<div dir=\"ltr\">Here is my line for the moderator:<br><br>{line}<br><br>Cheers</div>\n"
    );
    format!(
        "{}Content-Type: multipart/alternative; boundary=\"000000000000gm01\"\r\n\r\n\
         --000000000000gm01\r\nContent-Type: text/plain; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{}\
         --000000000000gm01\r\nContent-Type: text/html; charset=\"UTF-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{}\
         --000000000000gm01--\r\n",
        head(from, "pbem", id),
        qp(&text),
        qp(&html)
    )
}

/// Outlook on the web: HTML only, the armored block with <br> line breaks.
pub fn html_only_armored(from: &str, armored: &str) -> String {
    let body: String = armored.lines().map(|l| format!("{l}<br>\n")).collect();
    let html = format!("<html><head></head><body><div style=\"font-family: Calibri\">My orders:<br>\n{body}</div></body></html>\n");
    format!(
        "{}Content-Type: text/html; charset=\"utf-8\"\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n{}",
        head(from, "orders inline", "html.owa@example.org"),
        qp(&html)
    )
}

pub fn maildir(root: &Path, messages: &[(&str, String)]) -> PathBuf {
    let md = root.join("Maildir");
    for sub in ["cur", "new", "tmp"] {
        std::fs::create_dir_all(md.join(sub)).unwrap();
    }
    for (name, m) in messages {
        std::fs::write(md.join("new").join(name), m).unwrap();
    }
    md
}

/// Apple Mail "Forward as Attachment": the earlier message inside as message/rfc822.
pub fn forwarded(from: &str, inner: &str) -> String {
    format!(
        "{}Content-Type: multipart/mixed; boundary=\"Apple-Mail=_fw01\"\r\n\r\n\
         --Apple-Mail=_fw01\r\nContent-Type: text/plain; charset=us-ascii\r\nContent-Transfer-Encoding: 7bit\r\n\r\n\
         Forwarding my orders again.\r\n\r\n--Apple-Mail=_fw01\r\nContent-Disposition: attachment; filename=\"orders.eml\"\r\n\
         Content-Type: message/rfc822\r\n\r\n{inner}\r\n--Apple-Mail=_fw01--\r\n",
        head(from, "Fwd: orders", "fwd.apple@example.org")
    )
}

/// An mbox file of `messages` (mboxrd: `From ` lines in bodies quoted).
pub fn mbox(path: &Path, messages: &[String]) {
    let mut s = String::new();
    for m in messages {
        s.push_str("From sender@example.org Sat Nov 21 10:00:00 2026\n");
        for l in m.replace("\r\n", "\n").lines() {
            if l.trim_start_matches('>').starts_with("From ") {
                s.push('>');
            }
            s.push_str(l);
            s.push('\n');
        }
        s.push('\n');
    }
    std::fs::write(path, s).unwrap();
}

/// Lowercase hex SHA-256, as `pbem orders check` prints it.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest as _;
    hex::encode(sha2::Sha256::digest(bytes))
}
