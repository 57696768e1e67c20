//! Mail keys: a secret per player that authenticates the player's `PBEM-COMMIT` lines, so
//! that mail forged with a player's From address cannot commit for the player
//! (docs/mail.md, "Authenticated commitments"; docs/fairness.md, threat model).
//!
//! `pbem mail key DIR --player ID` makes 32 random bytes, writes them to a key file kept
//! outside the campaign (`DIR.secrets/ID.mail-key.yaml`, like the entropy secret; the
//! moderator's inbox and the player each keep a copy) and records only the key's SHA-256
//! in the campaign's `mail-keys.yaml`. A player listed there must tag every commitment:
//! `pbem orders check` prints `PBEM-COMMIT <campaign> <entry> <sha256> <tag>`, the tag
//! being HMAC-SHA-256 (RFC 2104) under the key of
//! `pbem-commit\n<campaign>\n<entry>\n<player>\n<sha256>\n`, 64 hex digits.

use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::{commitment, Digest};
use crate::store::write_atomic;
use crate::yaml::{self, Source};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use crate::campaign::keyring::REGISTRY;

/// A key file (kept outside the campaign, never shared but with the moderator).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeyFile {
    /// Campaign id.
    pub campaign: String,
    /// Player id.
    pub player: String,
    /// The key, 64 hex digits.
    pub key: Digest,
}

/// Where `player`'s key file is kept by default: `DIR.secrets/<player>.mail-key.yaml`,
/// beside the campaign folder.
pub fn default_path(dir: &Path, player: &str) -> PathBuf {
    keys_dir(dir).join(format!("{player}.mail-key.yaml"))
}

/// The default folder of key files: `DIR.secrets/` beside the campaign folder.
pub fn keys_dir(dir: &Path) -> PathBuf {
    let name = dir
        .file_name()
        .map_or_else(|| "campaign".into(), |n| n.to_string_lossy().into_owned());
    dir.parent()
        .unwrap_or(Path::new("."))
        .join(format!("{name}.secrets"))
}

/// The players whose commitments must be tagged, with their keys' check values; checked
/// against the keys the newest entry recorded ([`crate::campaign::keyring::registry`]).
///
/// # Errors
/// A malformed `mail-keys.yaml`; a key recorded before and missing or changed without a
/// recorded removal.
pub fn registry(c: &Campaign) -> Result<BTreeMap<String, Digest>> {
    crate::campaign::keyring::registry(c)
}

/// `pbem mail key`: makes `player`'s key, writes it to `path` (outside the campaign) and
/// records its check value. Returns the check value.
///
/// # Errors
/// Not a player; a key file at `path` already; the path inside the campaign; no random
/// source; I/O.
pub fn make(c: &Campaign, player: &str, path: &Path) -> Result<Digest> {
    if super::moderator_key::is_moderator(c, player) {
        return super::moderator_key::make(c, player, path);
    }
    if !c.players.contains_key(player) {
        return Err(Error::Campaign(format!(
            "'{player}' is not a player (only players commit orders)"
        )));
    }
    let parent = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
    let abs_parent = std::fs::canonicalize(parent).map_err(|e| Error::io(parent, e))?;
    let abs_dir = std::fs::canonicalize(&c.dir).map_err(|e| Error::io(&c.dir, e))?;
    if abs_parent.starts_with(&abs_dir) {
        return Err(Error::Campaign(format!(
            "the mail key must be kept outside the campaign folder, not in {}",
            path.display()
        )));
    }
    let mut reg = registry(c)?;
    if path.exists() {
        return finish(c, player, path, reg);
    }
    if let Some(v) = reg.get(player) {
        return Err(Error::Campaign(format!(
            "{player} has a mail key already (check value {v} in {REGISTRY}); to replace it, \
             `pbem mail key DIR --player {player} --remove` first (recorded)"
        )));
    }
    let mut key = [0u8; 32];
    getrandom::fill(&mut key).map_err(|e| Error::Campaign(format!("no random source: {e}")))?;
    let file = KeyFile {
        campaign: c.file.id.to_string(),
        player: player.into(),
        key: Digest(key),
    };
    let check = commitment(&key);
    reg.insert(player.into(), check);
    // The key file first: a check value is never recorded for a key that does not exist.
    // Stopped after it, `pbem mail key` run again finishes ([`finish`]).
    write_atomic(path, yaml::to_string(&file)?.as_bytes())?;
    write_atomic(&c.dir.join(REGISTRY), yaml::to_string(&reg)?.as_bytes())?;
    Ok(check)
}

/// `pbem mail key` with the key file at `path` already: a run stopped after writing the
/// key file (its check value not yet recorded) is finished by recording it; a key made
/// whole before is [`Error::Already`]; any other file there is not overwritten.
///
/// # Errors
/// The file is not this campaign's key of `player`; `player` has another key recorded;
/// I/O.
fn finish(
    c: &Campaign,
    player: &str,
    path: &Path,
    mut reg: BTreeMap<String, Digest>,
) -> Result<Digest> {
    let not_ours = || {
        Error::Campaign(format!(
            "{} exists and is not a mail key of {player} for this campaign; not overwriting it",
            path.display()
        ))
    };
    let f: KeyFile = Source::read(path)
        .and_then(|s| s.parse())
        .map_err(|_| not_ours())?;
    if f.campaign != c.file.id || f.player != player {
        return Err(not_ours());
    }
    let check = commitment(&f.key.0);
    match reg.get(player) {
        Some(v) if *v == check => Err(Error::Already(format!(
            "{player}'s mail key is in {} and recorded in {REGISTRY} (check value {check})",
            path.display()
        ))),
        Some(v) => Err(Error::Campaign(format!(
            "{} holds a key of {player} whose check value is not the one recorded ({v}); \
             not overwriting a key",
            path.display()
        ))),
        None => {
            reg.insert(player.into(), check);
            write_atomic(&c.dir.join(REGISTRY), yaml::to_string(&reg)?.as_bytes())?;
            Ok(check)
        }
    }
}

/// The tag `pbem commit` records for `player`'s commitment `hash` to entry `entry`: none
/// when the player has no key; else made with the key file in `DIR.secrets/` (the
/// moderator holds every key).
///
/// # Errors
/// A key that is required but cannot be read or does not match its check value.
pub fn own_tag(
    c: &Campaign,
    dir: &Path,
    player: &str,
    entry: u32,
    hash: &Digest,
) -> Result<Option<String>> {
    if !registry(c)?.contains_key(player) {
        return Ok(None);
    }
    let k = load(c, player, &default_path(dir, player)).map_err(|e| {
        Error::Campaign(format!(
            "{player}'s commitments must be tagged ({REGISTRY}), and `pbem commit` tags them \
             with the key in {}: {e}",
            keys_dir(dir).display()
        ))
    })?;
    Ok(Some(tag(&k, &c.file.id, entry, player, hash)))
}

/// Reads `player`'s key file at `path` and checks it against the campaign's check value.
///
/// # Errors
/// A missing or malformed file; a key for another campaign or player; a key whose
/// SHA-256 is not the recorded check value.
pub fn load(c: &Campaign, player: &str, path: &Path) -> Result<[u8; 32]> {
    let want = registry(c)?
        .get(player)
        .copied()
        .ok_or_else(|| Error::Campaign(format!("{player} has no mail key in {REGISTRY}")))?;
    let f: KeyFile = Source::read(path)?.parse()?;
    if f.campaign != c.file.id || f.player != player {
        return Err(Error::Campaign(format!(
            "{}: the mail key of {} in campaign {}, expected {player} in {}",
            path.display(),
            f.player,
            f.campaign,
            c.file.id
        )));
    }
    if commitment(&f.key.0) != want {
        return Err(Error::Campaign(format!(
            "{}: this key's SHA-256 is not the check value {want} recorded for {player} in {REGISTRY}",
            path.display()
        )));
    }
    Ok(f.key.0)
}

/// Every tagged player's key, from the key files in `dir` (`<player>.mail-key.yaml`).
///
/// # Errors
/// As [`load`], for the first player whose key cannot be read.
pub fn load_all(c: &Campaign, dir: &Path) -> Result<BTreeMap<String, [u8; 32]>> {
    let mut out = BTreeMap::new();
    // The moderator's key, which tags `PBEM-HANDOVER` lines once campaign mail is
    // authenticated; the key file alone (it tags nothing the entries record).
    for m in c.file.participants.iter().filter(|p| p.role == "moderator") {
        let path = dir.join(format!("{}.mail-key.yaml", m.id));
        if path.is_file() {
            out.insert(
                m.id.to_string(),
                super::moderator_key::load(c, m.id.as_str(), &path)?,
            );
        }
    }
    for player in registry(c)?.keys() {
        let path = dir.join(format!("{player}.mail-key.yaml"));
        let key = load(c, player, &path).map_err(|e| {
            Error::Campaign(format!(
                "{player}'s commitments must be tagged ({REGISTRY}), but the key cannot be used: {e} (give the folder of key files with --keys)"
            ))
        })?;
        out.insert(player.clone(), key);
    }
    Ok(out)
}

fn mac(key: &[u8; 32], campaign: &str, entry: u32, player: &str, hash: &Digest) -> Hmac<Sha256> {
    // new_from_slice accepts keys of any length; 32 bytes always.
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC takes any key length");
    m.update(
        format!(
            "pbem-commit\n{campaign}\n{entry}\n{player}\n{}\n",
            hash.hex()
        )
        .as_bytes(),
    );
    m
}

/// The tag of a commitment: HMAC-SHA-256 under `key`, 64 hex digits.
pub fn tag(key: &[u8; 32], campaign: &str, entry: u32, player: &str, hash: &Digest) -> String {
    hex::encode(
        mac(key, campaign, entry, player, hash)
            .finalize()
            .into_bytes(),
    )
}

/// Checks a commitment's tag (in constant time).
///
/// # Errors
/// [`Error::Fairness`]: no tag, or a tag that does not match.
pub fn check(
    key: &[u8; 32],
    campaign: &str,
    entry: u32,
    player: &str,
    hash: &Digest,
    tag: Option<&str>,
) -> Result<()> {
    let Some(t) = tag else {
        return Err(Error::Fairness(format!(
            "the commitment of {player} has no tag, and {player}'s commitments must be tagged \
             ({REGISTRY}): send the line `pbem orders check` prints with your mail key"
        )));
    };
    let ok = hex::decode(t).ok().is_some_and(|b| {
        mac(key, campaign, entry, player, hash)
            .verify_slice(&b)
            .is_ok()
    });
    if ok {
        Ok(())
    } else {
        Err(Error::Fairness(format!(
            "the tag of {player}'s commitment {hash} for entry {entry} does not match {player}'s mail key: \
             not sent by {player}, or the line was changed"
        )))
    }
}

/// The `PBEM-COMMIT` line for `player`'s commitment `hash` to entry `entry`: tagged when
/// the campaign lists the player in `mail-keys.yaml` (the key read from `key_path`, or
/// the default path beside the campaign folder `dir`).
///
/// # Errors
/// A key that is required but cannot be read or does not match its check value.
pub fn commit_line(
    c: &Campaign,
    dir: &Path,
    player: &str,
    entry: u32,
    hash: &Digest,
    key_path: Option<&Path>,
) -> Result<String> {
    let line = format!("PBEM-COMMIT {} {entry} {hash}", c.file.id);
    if !registry(c)?.contains_key(player) {
        return Ok(line);
    }
    let path = key_path.map_or_else(|| default_path(dir, player), Path::to_path_buf);
    let k = load(c, player, &path).map_err(|e| {
        Error::Campaign(format!(
            "{player}'s commitments must be tagged ({REGISTRY}); give your mail key with --key: {e}"
        ))
    })?;
    Ok(format!(
        "{line} {}",
        tag(&k, &c.file.id, entry, player, hash)
    ))
}
