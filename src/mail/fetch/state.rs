//! What `pbem mail fetch` keeps so that a fetch stopped anywhere and run again takes no
//! message twice: each message's name in the Maildir, made from its mailbox, UIDVALIDITY
//! and UID; and a small state file beside the Maildir (`<MAILDIR>.fetch.yaml`) with, per
//! mailbox and UIDVALIDITY, the last UID taken and the UIDs set aside (too large), written
//! after each message's rename into `new/`.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What is known of one UIDVALIDITY of a mailbox.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Validity {
    /// The last UID taken (delivered, found delivered, or set aside).
    pub last: u32,
    /// UIDs set aside unread (over the size limit): never marked seen or deleted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub set_aside: Vec<u32>,
}

/// The state file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// Mailbox key (`user@host:port/mailbox`) -> UIDVALIDITY -> what was taken.
    pub mailboxes: BTreeMap<String, BTreeMap<u32, Validity>>,
}

/// The state file of the Maildir `maildir`: `<MAILDIR>.fetch.yaml` beside it.
pub fn path(maildir: &Path) -> PathBuf {
    let name = maildir
        .file_name()
        .map_or_else(|| "Maildir".into(), |n| n.to_string_lossy().into_owned());
    maildir.with_file_name(format!("{name}.fetch.yaml"))
}

impl State {
    /// Reads the state file of `maildir` (none yet: empty).
    ///
    /// # Errors
    /// A state file that does not parse (with its line and YAML path).
    pub fn load(maildir: &Path) -> Result<State> {
        let p = path(maildir);
        if !p.exists() {
            return Ok(State::default());
        }
        let text = crate::store::read_text(&p)?;
        crate::yaml::Source::new(p.display().to_string(), text).parse()
    }

    /// Writes the state file of `maildir` (atomically, fsynced).
    ///
    /// # Errors
    /// [`Error::Io`].
    pub fn save(&self, maildir: &Path) -> Result<()> {
        crate::store::write_atomic(&path(maildir), crate::yaml::to_string(self)?.as_bytes())
    }
}

/// The name in the Maildir of message `uid` of mailbox `key` under `validity`:
/// `imap.<8 hex of the key's SHA-256>.<validity:010>.<uid:010>`, so that names sort by
/// UID and two mailboxes fetched into one Maildir never share a name.
pub fn name(key: &str, validity: u32, uid: u32) -> String {
    let h = Sha256::digest(key.as_bytes());
    format!("imap.{}.{validity:010}.{uid:010}", hex::encode(&h[..4]))
}

/// The base names (before `:2,...`) of every message in `new/` and `cur/`.
///
/// # Errors
/// [`Error::Io`] reading the folders.
pub fn names_in(maildir: &Path) -> Result<BTreeSet<String>> {
    let mut out = BTreeSet::new();
    for sub in ["new", "cur"] {
        let d = maildir.join(sub);
        for e in std::fs::read_dir(&d).map_err(|e| Error::io(&d, e))? {
            let n = e.map_err(|e| Error::io(&d, e))?.file_name();
            let n = n.to_string_lossy();
            out.insert(n.split(':').next().unwrap_or(&n).to_string());
        }
    }
    Ok(out)
}

/// The Message-IDs of every message in `new/` and `cur/` (read when a mailbox's
/// UIDVALIDITY changed, so that no message is delivered twice).
///
/// # Errors
/// [`Error::Io`] reading the folders or a message.
pub fn message_ids_in(maildir: &Path) -> Result<BTreeSet<String>> {
    let mut out = BTreeSet::new();
    for sub in ["new", "cur"] {
        let d = maildir.join(sub);
        for e in std::fs::read_dir(&d).map_err(|e| Error::io(&d, e))? {
            let p = e.map_err(|e| Error::io(&d, e))?.path();
            if !p.is_file() {
                continue;
            }
            let bytes = std::fs::read(&p).map_err(|e| Error::io(&p, e))?;
            if let Some(id) = message_id(&bytes) {
                out.insert(id);
            }
        }
    }
    Ok(out)
}

/// The Message-ID field of a message's header (unfolded, trimmed), if any.
pub fn message_id(raw: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(raw);
    let mut current: Option<String> = None;
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        if line.is_empty() {
            break;
        }
        if line.starts_with([' ', '\t']) {
            if let Some(c) = current.as_mut() {
                c.push_str(line.trim());
            }
            continue;
        }
        if current.is_some() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.trim().eq_ignore_ascii_case("message-id") {
                current = Some(value.trim().to_string());
            }
        }
    }
    current.filter(|c| !c.is_empty())
}

/// Line ends made LF (IMAP serves CRLF; a Maildir holds what the delivery agent stored,
/// LF), so a message fetched is the file local delivery would have written.
pub fn lf(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
            continue;
        }
        out.push(b);
    }
    out
}

/// Delivers `bytes` into the Maildir as `new/<name>`: written into `tmp/`, fsynced, renamed,
/// and `new/` fsynced.
///
/// # Errors
/// [`Error::Io`].
pub fn deliver(maildir: &Path, name: &str, bytes: &[u8]) -> Result<()> {
    use std::io::Write;
    let tmp = maildir.join("tmp").join(name);
    {
        let mut f = std::fs::File::create(&tmp).map_err(|e| Error::io(&tmp, e))?;
        f.write_all(bytes).map_err(|e| Error::io(&tmp, e))?;
        f.sync_all().map_err(|e| Error::io(&tmp, e))?;
    }
    let new_dir = maildir.join("new");
    std::fs::rename(&tmp, new_dir.join(name)).map_err(|e| Error::io(&tmp, e))?;
    #[cfg(unix)]
    std::fs::File::open(&new_dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| Error::io(&new_dir, e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_by_uid_and_differ_by_mailbox() {
        let a = name("judge@h:143/INBOX", 7, 9);
        let b = name("judge@h:143/INBOX", 7, 10);
        assert!(a < b, "{a} {b}");
        assert!(a.ends_with(".0000000007.0000000009"));
        assert_ne!(a, name("judge@h:143/pbem", 7, 9));
        assert!(!a.contains([':', '/']));
    }

    #[test]
    fn the_state_file_sits_beside_the_maildir_and_reads_back() {
        let tmp = tempfile::tempdir().unwrap();
        let md = tmp.path().join("Maildir");
        assert_eq!(path(&md), tmp.path().join("Maildir.fetch.yaml"));
        assert_eq!(State::load(&md).unwrap(), State::default());
        let mut s = State::default();
        let v = s.mailboxes.entry("j@h:143/INBOX".into()).or_default();
        v.insert(
            1700,
            Validity {
                last: 12,
                set_aside: vec![5],
            },
        );
        s.save(&md).unwrap();
        assert_eq!(State::load(&md).unwrap(), s);
        std::fs::write(path(&md), "mailboxes: {x: {1: {last: -1}}}\n").unwrap();
        assert!(State::load(&md).is_err());
    }

    #[test]
    fn delivered_names_and_message_ids_are_found_in_new_and_cur() {
        let tmp = tempfile::tempdir().unwrap();
        for s in ["tmp", "new", "cur"] {
            std::fs::create_dir_all(tmp.path().join(s)).unwrap();
        }
        deliver(
            tmp.path(),
            "a",
            b"Message-ID:\r\n <x@y>\r\nFrom: a@b\r\n\r\nhi\r\n",
        )
        .unwrap();
        std::fs::write(
            tmp.path().join("cur/b:2,S"),
            b"From: a@b\nmessage-id: <z@y>\n\nMessage-ID: <no@y>\n",
        )
        .unwrap();
        let names = names_in(tmp.path()).unwrap();
        assert_eq!(names.into_iter().collect::<Vec<_>>(), ["a", "b"]);
        let ids = message_ids_in(tmp.path()).unwrap();
        assert_eq!(ids.into_iter().collect::<Vec<_>>(), ["<x@y>", "<z@y>"]);
        assert!(std::fs::read_dir(tmp.path().join("tmp"))
            .unwrap()
            .next()
            .is_none());
        assert_eq!(lf(b"a\r\nb\r\n\r"), b"a\nb\n\r");
    }
}
