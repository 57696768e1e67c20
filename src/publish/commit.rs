//! The salted commitment of a withheld file and the salts it uses (docs/fairness.md,
//! section 14): `salt = HMAC-SHA-256(key, "pbem-publish-salt-v1\n" || path)` with the
//! moderator's 32-byte salt key, and `commitment = SHA-256("pbem-publish-commitment-v1\n"
//! || len(salt) || salt || len(path) || path || len(bytes) || bytes)`, each length 8 bytes
//! big-endian.

use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::store;
use crate::yaml::Source;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use std::path::{Path, PathBuf};

/// The first bytes of the message a salt is the HMAC of.
pub const SALT_DOMAIN: &str = "pbem-publish-salt-v1\n";
/// The first bytes of the message a commitment is the SHA-256 of.
pub const COMMITMENT_DOMAIN: &str = "pbem-publish-commitment-v1\n";
/// The file of the salt key, in the campaign's secrets folder (`DIR.secrets/`).
pub const KEY_FILE: &str = "publish.salt-key.yaml";

/// The moderator's salt key: 32 random bytes, kept beside the campaign folder with the
/// entropy secrets, never in it.
#[derive(Clone, PartialEq, Eq)]
pub struct SaltKey(pub [u8; 32]);

impl std::fmt::Debug for SaltKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SaltKey(..)")
    }
}

/// The salt key's file: `key`, 64 hex digits.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeyFile {
    /// The campaign id it is for.
    campaign: String,
    /// The 32 bytes, hex. Never share this file before the campaign ends.
    key: Digest,
}

impl SaltKey {
    /// The salt of the file at `path` (relative to the campaign folder, `/` separators).
    pub fn salt(&self, path: &str) -> [u8; 32] {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes any key");
        mac.update(SALT_DOMAIN.as_bytes());
        mac.update(path.as_bytes());
        mac.finalize().into_bytes().into()
    }
}

/// Where campaign `dir`'s salt key is kept: [`KEY_FILE`] in `DIR.secrets/`.
pub fn key_path(dir: &Path) -> PathBuf {
    crate::campaign::secret::secrets_dir(dir).join(KEY_FILE)
}

/// Campaign `dir`'s salt key, made (from the operating system's randomness) and kept when
/// there is none yet.
///
/// # Errors
/// A key file that does not parse, or is for another campaign; no randomness; a write.
pub fn load_or_make(dir: &Path, campaign: &str) -> Result<SaltKey> {
    let path = key_path(dir);
    if store::kind(&path)? != store::Kind::Missing {
        let f: KeyFile = Source::read(&path)?.parse()?;
        if f.campaign != campaign {
            return Err(Error::Campaign(format!(
                "{}: the salt key of campaign {}, not of {campaign}",
                path.display(),
                f.campaign
            )));
        }
        return Ok(SaltKey(f.key.0));
    }
    let mut key = [0u8; 32];
    getrandom::fill(&mut key).map_err(|e| Error::Fairness(format!("no OS randomness: {e}")))?;
    let text = format!(
        "# The salt key of pbem publish (docs/fairness.md, section 14): it opens every\n\
         # commitment of the public copy. Keep it, never share it before the campaign ends.\n{}",
        crate::yaml::to_string(&KeyFile {
            campaign: campaign.to_string(),
            key: Digest(key),
        })?
    );
    store::write_atomic(&path, text.as_bytes())?;
    Ok(SaltKey(key))
}

/// The commitment to `bytes` at `path` under `salt`.
pub fn commitment(salt: &[u8; 32], path: &str, bytes: &[u8]) -> Digest {
    let mut h = Sha256::new();
    h.update(COMMITMENT_DOMAIN.as_bytes());
    for field in [&salt[..], path.as_bytes(), bytes] {
        h.update((field.len() as u64).to_be_bytes());
        h.update(field);
    }
    Digest(h.finalize().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commitment_is_the_documented_encoding() {
        let salt = [7u8; 32];
        let mut m = b"pbem-publish-commitment-v1\n".to_vec();
        m.extend(32u64.to_be_bytes());
        m.extend([7u8; 32]);
        m.extend(10u64.to_be_bytes());
        m.extend(b"state.yaml");
        m.extend(3u64.to_be_bytes());
        m.extend(b"abc");
        assert_eq!(commitment(&salt, "state.yaml", b"abc"), Digest::of(&m));
        // The length prefixes keep path and bytes apart.
        assert_ne!(
            commitment(&salt, "state.yaml", b"abc"),
            commitment(&salt, "state.yamla", b"bc")
        );
    }

    #[test]
    fn salts_differ_per_path_and_key() {
        let k = SaltKey([1; 32]);
        assert_ne!(k.salt("a"), k.salt("b"));
        assert_ne!(k.salt("a"), SaltKey([2; 32]).salt("a"));
        assert_eq!(k.salt("a"), k.salt("a"));
    }
}
