//! `mail-log.yaml` in the campaign folder: every message sent, by Message-ID, so that
//! `pbem mail send` and `pbem mail remind` never send the same message twice; and
//! `mail-sending.yaml`, the message being handed to the server right now, so that one a
//! stopped run may or may not have sent is listed as uncertain, not sent again.

use crate::error::Result;
use crate::store::write_atomic;
use crate::yaml::{self, Source};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One message sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SentRecord {
    /// Recipient mailbox.
    pub to: String,
    /// History entry the message is about (the pending entry for reminders).
    pub entry: u32,
    /// `report` or `reminder`.
    pub kind: String,
    /// The transport: `smtp://host:port` or `sendmail:/usr/sbin/sendmail`.
    pub via: String,
    /// When it was sent, RFC 3339 (the `--now` of the command, or the clock).
    pub at: String,
}

/// The sent log.
#[derive(Debug, Clone, Default)]
pub struct SentLog {
    /// Message-ID (without angle brackets) -> record; sorted, so the file diffs well.
    pub messages: BTreeMap<String, SentRecord>,
    path: PathBuf,
}

impl SentLog {
    /// The file's name in the campaign folder.
    pub const FILE: &'static str = "mail-log.yaml";

    /// Loads the campaign's log (empty when there is none yet).
    ///
    /// # Errors
    /// A malformed log, with its line.
    pub fn load(dir: &Path) -> Result<SentLog> {
        let path = dir.join(Self::FILE);
        let messages = if path.exists() {
            Source::read(&path)?.parse()?
        } else {
            BTreeMap::new()
        };
        Ok(SentLog { messages, path })
    }

    /// Whether `id` was sent.
    pub fn contains(&self, id: &str) -> bool {
        self.messages.contains_key(id)
    }

    /// Records `id` and writes the log at once (a later failure keeps what was sent).
    ///
    /// # Errors
    /// [`crate::Error::Io`].
    pub fn record(&mut self, id: &str, rec: SentRecord) -> Result<()> {
        self.messages.insert(id.to_string(), rec);
        write_atomic(&self.path, yaml::to_string(&self.messages)?.as_bytes())
    }
}

/// `mail-sending.yaml`: Message-ID -> recipient of each message handed to the transport and
/// not yet recorded in `mail-log.yaml`. Written before the message goes and cleared once
/// the log records it: an id left there was in flight when a run stopped.
#[derive(Debug, Clone, Default)]
pub struct InFlight {
    /// Message-ID -> recipient mailbox.
    pub messages: BTreeMap<String, String>,
    path: PathBuf,
}

impl InFlight {
    /// The file's name in the campaign folder.
    pub const FILE: &'static str = "mail-sending.yaml";

    /// Loads the campaign's in-flight list (empty when there is none).
    ///
    /// # Errors
    /// A malformed file, with its line.
    pub fn load(dir: &Path) -> Result<InFlight> {
        let path = dir.join(Self::FILE);
        let messages = if path.exists() {
            Source::read(&path)?.parse()?
        } else {
            BTreeMap::new()
        };
        Ok(InFlight { messages, path })
    }

    /// Whether `id` was in flight when a run stopped.
    pub fn contains(&self, id: &str) -> bool {
        self.messages.contains_key(id)
    }

    /// Records `id` (to `to`) as being sent, before it goes.
    ///
    /// # Errors
    /// [`crate::Error::Io`].
    pub fn start(&mut self, id: &str, to: &str) -> Result<()> {
        self.messages.insert(id.to_string(), to.to_string());
        self.save()
    }

    /// `id` is settled (recorded as sent, or refused by the server): off the list.
    ///
    /// # Errors
    /// [`crate::Error::Io`].
    pub fn done(&mut self, id: &str) -> Result<()> {
        if self.messages.remove(id).is_none() {
            return Ok(());
        }
        self.save()
    }

    fn save(&self) -> Result<()> {
        if self.messages.is_empty() {
            if self.path.exists() {
                crate::store::inside(&self.path)?;
                std::fs::remove_file(&self.path)
                    .map_err(|e| crate::error::Error::io(&self.path, e))?;
            }
            return Ok(());
        }
        write_atomic(&self.path, yaml::to_string(&self.messages)?.as_bytes())
    }
}
