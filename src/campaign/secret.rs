//! `pbem entropy init`: a participant's entropy chain, its secret kept outside the
//! campaign folder and its anchor recorded in campaign.yaml (docs/fairness.md, step 2).

use super::recover::Lock;
use super::{Campaign, EntropyAnchor};
use crate::error::{Error, Result};
use crate::fairness::{Chain, Digest};
use crate::ids::{CampaignId, ParticipantId};
use crate::store::write_atomic;
use crate::yaml;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// A participant's chain secret, kept outside the campaign folder.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecretFile {
    /// Campaign id.
    pub campaign: CampaignId,
    /// Participant id.
    pub participant: ParticipantId,
    /// N.
    pub length: u32,
    /// The 32 secret bytes, hex. Never share this file.
    pub secret: String,
}

impl SecretFile {
    /// The chain.
    ///
    /// # Errors
    /// A malformed secret.
    pub fn chain(&self) -> Result<Chain> {
        let d = crate::fairness::Digest::parse(&self.secret)?;
        Ok(Chain::new(d.0, self.length))
    }
}

/// The folder of the participants' secrets by default: `<campaign folder>.secrets` beside
/// the campaign folder (`.` and `..` are first resolved to the folder they name).
pub fn secrets_dir(dir: &Path) -> PathBuf {
    let resolved;
    let dir = if dir.file_name().is_some() {
        dir
    } else {
        resolved = std::fs::canonicalize(dir)
            .or_else(|_| std::path::absolute(dir))
            .unwrap_or_else(|_| dir.to_path_buf());
        &resolved
    };
    let name = dir
        .file_name()
        .map_or_else(|| "campaign".into(), |n| n.to_string_lossy().into_owned());
    dir.parent()
        .unwrap_or(Path::new("."))
        .join(format!("{name}.secrets"))
}

/// The default place of a participant's secret: `<id>.secret.yaml` in [`secrets_dir`].
pub fn default_secret_path(dir: &Path, participant: &ParticipantId) -> PathBuf {
    secrets_dir(dir).join(format!("{participant}.secret.yaml"))
}

/// `path` made absolute with its existing part's links resolved, for telling whether it
/// lies inside a folder before anything of it is made.
///
/// # Errors
/// A path whose missing part climbs (`..`), or that cannot be made absolute.
fn resolved(path: &Path) -> Result<PathBuf> {
    let abs = std::path::absolute(path).map_err(|e| Error::io(path, e))?;
    let mut rest = Vec::new();
    let mut at = abs.as_path();
    loop {
        if let Ok(mut real) = std::fs::canonicalize(at) {
            real.extend(rest.iter().rev());
            return Ok(real);
        }
        match (at.file_name(), at.parent()) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                at = parent;
            }
            _ => {
                return Err(Error::Campaign(format!(
                    "cannot tell where {} is; name the secret's file without '..'",
                    path.display()
                )))
            }
        }
    }
}

/// `pbem entropy init`'s checks of where and when: the secret outside the campaign folder
/// and not there already, no entry resolved and nothing pending yet.
///
/// # Errors
/// The first check that fails.
fn check_before_chain(c: &Campaign, dir: &Path, secret_path: &Path) -> Result<()> {
    let abs_dir = std::fs::canonicalize(dir).map_err(|e| Error::io(dir, e))?;
    if resolved(secret_path)?.starts_with(&abs_dir) {
        return Err(Error::Campaign(format!(
            "the secret must be kept outside the campaign folder, not in {}",
            secret_path.display()
        )));
    }
    if c.entries()?.len() > 1 || dir.join("pending").exists() {
        return Err(Error::Campaign(
            "entropy chains are made before the first commitment".into(),
        ));
    }
    if secret_path.exists() {
        return Err(Error::Campaign(format!(
            "{} exists; not overwriting a secret",
            secret_path.display()
        )));
    }
    Ok(())
}

/// `pbem entropy init`: makes `participant`'s chain, writes the secret to `secret_path`
/// (outside the campaign folder) and records the anchor in campaign.yaml. Every check
/// comes before anything is written: on an error no file or folder is left.
///
/// # Errors
/// A length of 0; the secret inside the campaign folder or already there; a chain already
/// made; entries already resolved; no such participant.
pub fn entropy_init(
    dir: &Path,
    participant: &ParticipantId,
    length: u32,
    secret_path: &Path,
) -> Result<EntropyAnchor> {
    if length == 0 {
        return Err(Error::Campaign(
            "an entropy chain has at least one value (--length 1 or more)".into(),
        ));
    }
    let _lock = Lock::take(dir)?;
    let mut c = Campaign::open(dir)?;
    check_before_chain(&c, dir, secret_path)?;
    let idx = c
        .file
        .participants
        .iter()
        .position(|p| &p.id == participant)
        .ok_or_else(|| Error::Campaign(format!("no participant '{participant}'")))?;
    if c.file.participants[idx].entropy.is_some() {
        return Err(Error::Campaign(format!(
            "{participant} already has an entropy chain"
        )));
    }
    let chain = Chain::generate(length)?;
    let secret = SecretFile {
        campaign: c.file.id.clone(),
        participant: participant.clone(),
        length,
        secret: hex::encode(chain.secret()),
    };
    write_atomic(secret_path, yaml::to_string(&secret)?.as_bytes())?;
    let anchor = EntropyAnchor {
        anchor: chain.anchor(),
        length,
    };
    c.file.participants[idx].entropy = Some(anchor.clone());
    write_atomic(
        &dir.join("campaign.yaml"),
        yaml::to_string(&c.file)?.as_bytes(),
    )?;
    Ok(anchor)
}
/// The chain value for `entry` of `participant`'s secret file `path` (DIR.secrets/ID.secret.yaml
/// by default): the moderator's `pbem entropy reveal`, and the judge's, which holds the
/// moderator's secret as the moderator does.
///
/// # Errors
/// A missing or malformed secret; the secret of another campaign or participant, or of a
/// chain campaign.yaml does not record.
pub fn secret_value(
    c: &Campaign,
    participant: &ParticipantId,
    path: &Path,
    entry: u32,
) -> Result<Digest> {
    let s: SecretFile = Source::read(path)?.parse()?;
    if s.campaign != c.file.id || &s.participant != participant {
        return Err(Error::Campaign(format!(
            "{} is the secret of {} in campaign {}",
            path.display(),
            s.participant,
            s.campaign
        )));
    }
    let chain = s.chain()?;
    same_chain(c.participant(participant)?, &chain, path)?;
    chain.value(entry)
}

/// Checks that `chain`, read from the secret file `path`, is the chain campaign.yaml
/// records for `who` (anchor and length), so an edited length is named before a value is
/// revealed.
///
/// # Errors
/// [`Error::Campaign`] naming both.
pub fn same_chain(
    who: &super::Participant,
    chain: &crate::fairness::Chain,
    path: &Path,
) -> Result<()> {
    let Some(rec) = &who.entropy else {
        return Err(Error::Campaign(format!(
            "{} has no entropy chain (pbem entropy init)",
            who.id
        )));
    };
    if rec.length != chain.length() || rec.anchor != chain.anchor() {
        return Err(Error::Campaign(format!(
            "campaign.yaml records a chain of length {} for {} (anchor {}), but the secret {} \
             makes a chain of length {} (anchor {}): campaign.yaml was changed, or this is another chain",
            rec.length,
            who.id,
            rec.anchor,
            path.display(),
            chain.length(),
            chain.anchor()
        )));
    }
    Ok(())
}
