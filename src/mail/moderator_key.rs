//! The moderator's mail key (issue 29): once campaign mail is authenticated
//! (mail-keys.yaml lists a key, docs/mail.md), the moderator's `PBEM-HANDOVER` lines carry
//! a tag under it, as players' `PBEM-COMMIT` lines carry theirs. `pbem mail key DIR
//! --player MOD` writes the key file (`DIR.secrets/MOD.mail-key.yaml`) and records
//! nothing: the tag authenticates a request, not something an entry records.

use super::item::HandoverLine;
use crate::campaign::keyring::REGISTRY;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::{commitment, Digest};
use crate::store::write_atomic;
use crate::yaml::{self, Source};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use std::path::Path;

/// The moderator's key file (the shape of a player's key file).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeyFile {
    /// Campaign id.
    pub campaign: String,
    /// The moderator's id.
    pub player: String,
    /// The key, 64 hex digits.
    pub key: Digest,
}

/// Whether `id` is the campaign's moderator.
pub fn is_moderator(c: &Campaign, id: &str) -> bool {
    c.file
        .participants
        .iter()
        .any(|p| p.id.as_str() == id && p.role == "moderator")
}

/// `pbem mail key DIR --player MOD` for the moderator: the key file only (never over a
/// file), whose key tags the moderator's `PBEM-HANDOVER` lines; nothing is recorded in
/// the campaign. Returns the key's SHA-256.
///
/// # Errors
/// A key file at `path` already ([`Error::Already`] when it is this one's); I/O.
pub fn make(c: &Campaign, id: &str, path: &Path) -> Result<Digest> {
    if path.exists() {
        let k = load(c, id, path)?;
        return Err(Error::Already(format!(
            "the moderator's mail key is in {} (SHA-256 {})",
            path.display(),
            commitment(&k)
        )));
    }
    let mut key = [0u8; 32];
    getrandom::fill(&mut key).map_err(|e| Error::Campaign(format!("no random source: {e}")))?;
    let file = KeyFile {
        campaign: c.file.id.to_string(),
        player: id.into(),
        key: Digest(key),
    };
    write_atomic(path, yaml::to_string(&file)?.as_bytes())?;
    Ok(commitment(&key))
}

/// The moderator `id`'s key from its key file.
///
/// # Errors
/// A file that is not this campaign's key of `id`.
pub fn load(c: &Campaign, id: &str, path: &Path) -> Result<[u8; 32]> {
    let f: KeyFile = Source::read(path)?.parse()?;
    if f.campaign != c.file.id || f.player != id {
        return Err(Error::Campaign(format!(
            "{}: the mail key of {} in campaign {}, expected the moderator {id} in {}",
            path.display(),
            f.player,
            f.campaign,
            c.file.id
        )));
    }
    Ok(f.key.0)
}

/// The HMAC of a `PBEM-HANDOVER` line under the moderator's key: of the bytes
/// `pbem-handover\n<campaign>\n<side>\n<new-id>\n<email or nothing>\n`.
fn handover_mac(key: &[u8; 32], l: &HandoverLine) -> Hmac<Sha256> {
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC takes any key length");
    m.update(
        format!(
            "pbem-handover\n{}\n{}\n{}\n{}\n",
            l.campaign,
            l.side,
            l.to,
            l.email.as_deref().unwrap_or("")
        )
        .as_bytes(),
    );
    m
}

/// The tag of a `PBEM-HANDOVER` line (64 hex digits), under the moderator's key.
pub fn handover_tag(key: &[u8; 32], l: &HandoverLine) -> String {
    hex::encode(handover_mac(key, l).finalize().into_bytes())
}

/// Checks the tag of a `PBEM-HANDOVER` line.
///
/// # Errors
/// [`Error::Fairness`]: no tag, or one that does not match.
pub fn check_handover(key: &[u8; 32], l: &HandoverLine, tag: Option<&str>) -> Result<()> {
    let Some(t) = tag else {
        return Err(Error::Fairness(format!(
            "campaign mail is authenticated ({REGISTRY}): the PBEM-HANDOVER line needs the \
             moderator's tag (`pbem handover ... --mail-line` prints the line)"
        )));
    };
    let ok = hex::decode(t)
        .ok()
        .is_some_and(|b| handover_mac(key, l).verify_slice(&b).is_ok());
    if ok {
        Ok(())
    } else {
        Err(Error::Fairness(
            "the tag of the PBEM-HANDOVER line does not match the moderator's mail key: not \
             sent by the moderator, or the line was changed"
                .into(),
        ))
    }
}
