//! `pbem entropy init | reveal | show`: the participants' entropy chains (docs/fairness.md,
//! sections 1-2): make one, record this entry's value, or print the line that reveals it
//! by mail.

use super::common::print_awaited;
use crate::campaign::create::{self, default_secret_path, SecretFile};
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::secret::{same_chain, secret_value};
use crate::campaign::Campaign;
use crate::cli::{EntropyInitArgs, EntropyRevealArgs, EntropyShowArgs};
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::yaml::Source;

/// `pbem entropy init`: a participant's chain, its anchor recorded in campaign.yaml and the
/// secret kept outside the folder.
///
/// # Errors
/// A participant not in the campaign, or one with a chain; writing the secret.
pub fn init(a: EntropyInitArgs) -> Result<()> {
    let secret = a
        .secret
        .clone()
        .unwrap_or_else(|| default_secret_path(&a.dir, &a.participant));
    let anchor = create::entropy_init(&a.dir, &a.participant, a.length, &secret)?;
    println!(
        "{}: chain of length {} made; anchor {} recorded; secret kept in {} (never share it)",
        a.participant,
        anchor.length,
        anchor.anchor,
        secret.display()
    );
    Ok(())
}

/// `pbem entropy show`: the PBEM-ENTROPY line of a participant's chain value for an entry.
/// With the campaign folder, the secret defaults to its place beside it, the entry to the
/// waiting one, and the secret must be the chain the campaign records; records nothing.
///
/// # Errors
/// Neither --participant nor --secret with DIR; a secret of another campaign or
/// participant; an entry beyond the chain.
pub fn show(a: EntropyShowArgs) -> Result<()> {
    let Some(dir) = &a.dir else {
        let (Some(path), Some(entry)) = (&a.secret, a.entry) else {
            return Err(Error::Campaign(
                "without the campaign folder, give --secret and --entry".into(),
            ));
        };
        let s: SecretFile = Source::read(path)?.parse()?;
        let v = s.chain()?.value(entry)?;
        println!("PBEM-ENTROPY {} {entry} {v}", s.campaign);
        return Ok(());
    };
    let c = Campaign::open(dir)?;
    let path = match (&a.secret, &a.participant) {
        (Some(p), _) => p.clone(),
        (None, Some(who)) => default_secret_path(dir, who),
        (None, None) => return Err(Error::Campaign(
            "give --participant ID (your secret is then found beside the folder) or --secret FILE"
                .into(),
        )),
    };
    let s: SecretFile = Source::read(&path)?.parse()?;
    if s.campaign != c.file.id || a.participant.as_ref().is_some_and(|p| *p != s.participant) {
        return Err(Error::Campaign(format!(
            "{} is the secret of {} in campaign {}",
            path.display(),
            s.participant,
            s.campaign
        )));
    }
    let chain = s.chain()?;
    same_chain(c.participant(&s.participant)?, &chain, &path)?;
    let entry = match a.entry {
        Some(e) => e,
        None => Pending::load(&c)?.id.entry,
    };
    let v = chain.value(entry)?;
    println!("PBEM-ENTROPY {} {entry} {v}", c.file.id);
    Ok(())
}

pub fn reveal(a: EntropyRevealArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let mut p = Pending::load(&c)?;
    let value = match &a.value {
        Some(v) => Digest::parse(v)?,
        None => {
            let path = a
                .secret
                .clone()
                .unwrap_or_else(|| default_secret_path(&a.dir, &a.participant));
            secret_value(&c, &a.participant, &path, p.id.entry)?
        }
    };
    p.entropy(&c, &a.participant, value)?;
    println!(
        "entry {}: entropy of {} {}: {value}",
        p.id.entry,
        a.participant,
        if p.held_entropy.contains_key(a.participant.as_str()) {
            "held until every commitment is in (moderated mode)"
        } else {
            "recorded"
        }
    );
    print_awaited(&c, &p);
    Ok(())
}
