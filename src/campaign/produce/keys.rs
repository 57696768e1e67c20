//! What an entry of pbem 0.7.0 on records of the mail keys and times that the seed does not
//! bind, so that `pbem verify` covers them (docs/fairness.md, section 13): the players whose
//! commitments had to be tagged, each commitment's tag, the keys removed, and the time of an
//! NMR resolution.

use crate::fairness::Digest;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A mail key removed by `pbem mail key --remove`, recorded in the entry it was removed in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeyRemoved {
    /// The player whose key was removed.
    pub player: String,
    /// The key's check value (its SHA-256, as `mail-keys.yaml` had it).
    pub check: Digest,
    /// When (RFC 3339, the moderator's clock).
    pub at: String,
}

/// `resolution.yaml`'s `mail_keys` (entries of pbem 0.7.0 on; every such entry has it,
/// `{}` when no player has a key).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailKeys {
    /// Player -> key check value: the players `mail-keys.yaml` listed when the entry was
    /// resolved, whose commitments the inbox took only with a tag.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub keyed: BTreeMap<String, Digest>,
    /// Player -> the tag (64 hex digits, HMAC-SHA-256 of docs/mail.md) their commitment in
    /// this entry came with; only tagged commitments are listed.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tags: BTreeMap<String, String>,
    /// The keys removed while this entry waited, in the order removed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<KeyRemoved>,
}

impl MailKeys {
    /// Whether `player`'s key was removed while this entry waited.
    pub fn removed(&self, player: &str) -> bool {
        self.removed.iter().any(|r| r.player == player)
    }
}

/// What verify (and resolve, before writing) checks of an entry's `mail_keys` against the
/// keys the entry before recorded (`keyed_before`, empty before 0.7.0): every key recorded
/// before is still recorded with the same check value unless the entry records its removal;
/// every player keyed before (and not removed) who committed has a tag; a tag is listed only
/// for a player who committed.
///
/// # Errors
/// The first of these that fails, in words.
pub fn check(
    keyed_before: &BTreeMap<String, Digest>,
    keys: &MailKeys,
    commitments: &BTreeMap<String, Digest>,
) -> std::result::Result<(), String> {
    for (p, check) in keyed_before {
        if keys.removed(p) {
            continue;
        }
        match keys.keyed.get(p) {
            Some(v) if v == check => {}
            Some(v) => {
                return Err(format!(
                    "mail_keys gives {p} the key {v}, but the entry before recorded {check}, \
                     and no removal of that key is recorded"
                ))
            }
            None => {
                return Err(format!(
                    "mail_keys does not list {p}, whose key the entry before recorded, and no \
                     removal of that key is recorded (`pbem mail key --remove`)"
                ))
            }
        }
        if commitments.contains_key(p) && !keys.tags.contains_key(p) {
            return Err(format!(
                "the commitment of {p} has no tag, but {p} had a mail key before this entry: \
                 an untagged commitment of a keyed player is not taken"
            ));
        }
    }
    if let Some(p) = keys.tags.keys().find(|p| !commitments.contains_key(*p)) {
        return Err(format!(
            "mail_keys lists a tag of {p}, who has no commitment"
        ));
    }
    if let Some(t) = keys.tags.values().find(|t| {
        t.len() != 64
            || !t
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    }) {
        return Err(format!(
            "mail_keys lists the tag '{t}', not 64 lowercase hex digits"
        ));
    }
    Ok(())
}
