//! The campaign's mail keys as its files record them: `mail-keys.yaml` (player -> the
//! SHA-256 of the player's key), checked against the keys the last entry recorded, so that
//! deleting the file (or a line of it) does not switch authentication off; the tags the
//! commitments came with (`tags.yaml` in `pending/` or `ahead/<entry>/`); and the keys
//! removed by `pbem mail key --remove` (`pending/keys-removed.yaml`), which the entry keeps
//! (docs/fairness.md, section 13; docs/mail.md).

use super::produce::keys::{KeyRemoved, MailKeys};
use super::produce::Resolution;
use super::Campaign;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::store::{self, write_atomic, Kind};
use crate::yaml::{self, Source};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The campaign file that lists players whose commitments must be tagged: player -> the
/// SHA-256 of the player's key (a check value; it does not reveal the key).
pub const REGISTRY: &str = "mail-keys.yaml";

/// The tags of the commitments of an entry (in `pending/` or `ahead/<entry>/`).
pub const TAGS: &str = "tags.yaml";

/// The keys removed while the waiting entry waits (in `pending/`).
pub const REMOVED: &str = "keys-removed.yaml";

/// A commitment's tag, with the commitment it tags.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tagged {
    /// The commitment.
    pub commitment: Digest,
    /// Its tag, 64 hex digits.
    pub tag: String,
}

fn read_or_default<T: DeserializeOwned + Default>(path: &Path) -> Result<T> {
    if store::kind(path)? == Kind::Missing {
        return Ok(T::default());
    }
    Source::new(path.display().to_string(), store::read_text(path)?).parse()
}

/// `mail-keys.yaml` as it stands (empty when absent), not checked against the entries.
///
/// # Errors
/// A malformed file.
pub fn registry_file(c: &Campaign) -> Result<BTreeMap<String, Digest>> {
    read_or_default(&c.dir.join(REGISTRY))
}

/// The keys the newest resolved entry recorded (`mail_keys.keyed`), with its name; empty
/// when no entry is resolved or the newest is older than pbem 0.7.0.
///
/// # Errors
/// An unreadable or malformed resolution.yaml.
pub fn last_keyed(c: &Campaign) -> Result<(String, BTreeMap<String, Digest>)> {
    let Some(last) = c
        .entries()?
        .into_iter()
        .filter(|e| !e.starts_with("0000"))
        .last()
    else {
        return Ok((String::new(), BTreeMap::new()));
    };
    let res: Resolution =
        Source::read(&c.history_dir().join(&last).join("resolution.yaml"))?.parse()?;
    Ok((last, res.mail_keys.map(|m| m.keyed).unwrap_or_default()))
}

/// `mail-keys.yaml`, checked: every key the newest entry recorded is still listed with the
/// same check value, unless its removal is recorded in `pending/`.
///
/// # Errors
/// A malformed file; a key recorded before and missing or changed without a removal.
pub fn registry(c: &Campaign) -> Result<BTreeMap<String, Digest>> {
    let reg = registry_file(c)?;
    let (entry, before) = last_keyed(c)?;
    let removed = read_removed(&c.dir.join("pending"))?;
    for (p, check) in before {
        if removed.iter().any(|r| r.player == p) {
            continue;
        }
        match reg.get(&p) {
            Some(v) if *v == check => {}
            Some(v) => {
                return Err(Error::Fairness(format!(
                    "{REGISTRY} gives {p} the key {v}, but entry {entry} recorded {check}: a key \
                     changes only by `pbem mail key DIR --player {p} --remove` and a new key; \
                     restore {REGISTRY}"
                )))
            }
            None => {
                return Err(Error::Fairness(format!(
                    "{REGISTRY} does not list {p}, whose mail key entry {entry} recorded: \
                     deleting the file or a line of it does not switch authentication off; \
                     restore it, or remove the key with `pbem mail key DIR --player {p} \
                     --remove` (recorded, and told in the next report mail)"
                )))
            }
        }
    }
    Ok(reg)
}

/// The tags recorded in folder `dir` (`pending/` or `ahead/<entry>/`): player -> each
/// commitment they sent with a tag, and the tag (a commitment ahead may be replaced, and a
/// replaced one sent again, so each keeps its own).
///
/// # Errors
/// A malformed file.
pub fn read_tags(dir: &Path) -> Result<BTreeMap<String, Vec<Tagged>>> {
    read_or_default(&dir.join(TAGS))
}

/// Records `player`'s tag of `commitment` in folder `dir`; written before the commitment
/// itself, so no commitment is ever recorded without its tag (a tag of a commitment not
/// recorded is never used).
///
/// # Errors
/// A malformed file; I/O.
pub fn record_tag(dir: &Path, player: &str, commitment: Digest, tag: &str) -> Result<()> {
    let mut tags = read_tags(dir)?;
    let mine = tags.entry(player.into()).or_default();
    if mine.iter().any(|t| t.commitment == commitment) {
        // A tag is HMAC of the commitment under one key: the same commitment, the same tag.
        return Ok(());
    }
    mine.push(Tagged {
        commitment,
        tag: tag.to_ascii_lowercase(),
    });
    write_atomic(&dir.join(TAGS), yaml::to_string(&tags)?.as_bytes())
}

/// Moves the tags of folder `from` (an entry ahead) into `to` (`pending/`).
///
/// # Errors
/// Malformed files; I/O.
pub fn move_tags(from: &Path, to: &Path) -> Result<()> {
    let moving = read_tags(from)?;
    if moving.is_empty() {
        return Ok(());
    }
    let mut tags = read_tags(to)?;
    for (p, list) in moving {
        let mine = tags.entry(p).or_default();
        for t in list {
            if !mine.iter().any(|m| m.commitment == t.commitment) {
                mine.push(t);
            }
        }
    }
    write_atomic(&to.join(TAGS), yaml::to_string(&tags)?.as_bytes())
}

/// The keys removed while the entry of folder `dir` (`pending/`) waited.
///
/// # Errors
/// A malformed file.
pub fn read_removed(dir: &Path) -> Result<Vec<KeyRemoved>> {
    read_or_default(&dir.join(REMOVED))
}

/// `pbem mail key --remove`: records the removal of `player`'s key at `now` in
/// `pending/keys-removed.yaml` (first), then takes the player out of `mail-keys.yaml`.
/// Stopped between the two, it is finished by running it again.
///
/// # Errors
/// No key for `player` ([`Error::Already`] when its removal is recorded); I/O.
pub fn remove(c: &Campaign, pending: &Path, player: &str, now: &str) -> Result<KeyRemoved> {
    let mut reg = registry(c)?;
    let mut removed = read_removed(pending)?;
    let Some(check) = reg.get(player).copied() else {
        if let Some(r) = removed.iter().find(|r| r.player == player) {
            return Err(Error::Already(format!(
                "the mail key of {player} was removed at {}, recorded for the waiting entry",
                r.at
            )));
        }
        return Err(Error::Campaign(format!(
            "{player} has no mail key in {REGISTRY}"
        )));
    };
    let r = match removed
        .iter()
        .find(|r| r.player == player && r.check == check)
    {
        Some(r) => r.clone(),
        None => {
            let r = KeyRemoved {
                player: player.into(),
                check,
                at: now.into(),
            };
            removed.push(r.clone());
            write_atomic(
                &pending.join(REMOVED),
                yaml::to_string(&removed)?.as_bytes(),
            )?;
            r
        }
    };
    reg.remove(player);
    write_atomic(&c.dir.join(REGISTRY), yaml::to_string(&reg)?.as_bytes())?;
    Ok(r)
}

/// The entry's `mail_keys` as `pbem resolve` records it: the keys now, the tags of the
/// commitments recorded in `pending` (`commitments`), and the keys removed; checked as
/// verify will check it against the entry before.
///
/// # Errors
/// Malformed files; a commitment of a keyed player without a tag.
pub fn for_entry(
    c: &Campaign,
    pending: &Path,
    commitments: &BTreeMap<String, Digest>,
) -> Result<MailKeys> {
    let keyed = registry(c)?;
    let tags = read_tags(pending)?
        .into_iter()
        .filter_map(|(p, list)| {
            let c = commitments.get(&p)?;
            let t = list.into_iter().find(|t| t.commitment == *c)?;
            Some((p, t.tag))
        })
        .collect();
    let keys = MailKeys {
        keyed,
        tags,
        removed: read_removed(pending)?,
    };
    let (_, before) = last_keyed(c)?;
    super::produce::keys::check(&before, &keys, commitments).map_err(Error::Fairness)?;
    Ok(keys)
}
