//! The new participant's entropy chain of a handover (docs/fairness.md, section 15), made
//! by pbem when the new participant brings none: `pbem handover` and the moderator's
//! `PBEM-HANDOVER` mail line make it the same way.

use crate::campaign::{Campaign, EntropyAnchor};
use crate::error::{Error, Result};
use crate::ids::ParticipantId;
use std::path::Path;

/// A new chain of `length` values for `to`, its secret written to `path` (outside the
/// campaign folder, never over a file). Returns its anchor.
///
/// # Errors
/// A length of 0; a path inside the campaign or one that exists; no randomness; a failed
/// write.
pub fn new_chain(
    c: &Campaign,
    to: &ParticipantId,
    length: u32,
    path: &Path,
) -> Result<EntropyAnchor> {
    if length == 0 {
        return Err(Error::Campaign(
            "an entropy chain has at least one value (--length 1 or more)".into(),
        ));
    }
    let inside = std::path::absolute(path)
        .ok()
        .zip(std::fs::canonicalize(&c.dir).ok())
        .is_some_and(|(p, d)| p.starts_with(d));
    if inside || path.exists() {
        return Err(Error::Campaign(format!(
            "{}: the secret goes to a new file outside the campaign folder",
            path.display()
        )));
    }
    let chain = crate::fairness::Chain::generate(length)?;
    let secret = crate::campaign::secret::SecretFile {
        campaign: c.file.id.clone(),
        participant: to.clone(),
        length,
        secret: hex::encode(chain.secret()),
    };
    if let Some(d) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(d).map_err(|e| Error::io(d, e))?;
    }
    crate::store::write_atomic(path, crate::yaml::to_string(&secret)?.as_bytes())?;
    Ok(EntropyAnchor {
        anchor: chain.anchor(),
        length,
    })
}
