//! Orders for entries ahead of the waiting one (a player away for a week commits, and may
//! send the orders, for later entries now). They wait in `ahead/<entry>/`: the commitment
//! in `commitments.yaml`, the orders sealed in `held/`. When the entry becomes the waiting
//! one, its commitments move into `pending/` and the orders are held there until every
//! commitment is in; only then are they checked against the state and revealed.
//!
//! A commitment ahead binds like any other: the player cannot change it when the entry
//! comes. Whoever holds the moderator's folder can read orders sent ahead before the other
//! players commit (docs/mail.md says so); a player who distrusts that sends only the line.

use super::pending::{read_files, Pending};
use super::Campaign;
use crate::error::{Error, Result};
use crate::fairness::{commitment, Digest};
use crate::rules::Header;
use crate::store::write_atomic;
use crate::yaml::{self, Source};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The folder of entry `k`'s orders ahead.
pub fn dir(c: &Campaign, k: u32) -> PathBuf {
    c.dir.join("ahead").join(format!("{k:04}"))
}

fn commitments(c: &Campaign, k: u32) -> Result<BTreeMap<String, Digest>> {
    let f = dir(c, k).join("commitments.yaml");
    if f.exists() {
        Source::read(&f)?.parse()
    } else {
        Ok(BTreeMap::new())
    }
}

/// `player`'s commitment for entry `k` ahead, if recorded.
///
/// # Errors
/// A malformed commitments file.
pub fn commitment_of(c: &Campaign, k: u32, player: &str) -> Result<Option<Digest>> {
    Ok(commitments(c, k)?.get(player).copied())
}

/// Records `player`'s commitment for entry `k`, later than the waiting entry.
///
/// # Errors
/// Not a player; `k` not ahead; a different commitment already recorded.
pub fn commit(c: &Campaign, next: u32, k: u32, player: &str, hash: Digest) -> Result<()> {
    if !c.players.contains_key(player) {
        return Err(Error::Campaign(format!("'{player}' is not a player")));
    }
    if k <= next {
        return Err(Error::Campaign(format!(
            "entry {k} is not ahead: the campaign waits for entry {next}"
        )));
    }
    let mut m = commitments(c, k)?;
    match m.get(player) {
        Some(old) if *old == hash => {
            return Err(Error::Already(format!(
                "{player}'s commitment {hash} for entry {k} is already recorded"
            )))
        }
        Some(old) => {
            return Err(Error::Fairness(format!(
                "{player} has already committed {old} for entry {k}"
            )))
        }
        None => {}
    }
    m.insert(player.into(), hash);
    write_atomic(
        &dir(c, k).join("commitments.yaml"),
        yaml::to_string(&m)?.as_bytes(),
    )
}

/// Holds `player`'s orders for entry `k` (ahead); they must hash to the commitment ahead.
///
/// # Errors
/// No commitment ahead, or one the bytes do not hash to.
pub fn hold(c: &Campaign, k: u32, player: &str, src: &str, bytes: &[u8]) -> Result<()> {
    let want = commitments(c, k)?.get(player).copied().ok_or_else(|| {
        Error::Fairness(format!(
            "{src}: {player} has no commitment for entry {k} to hold orders against"
        ))
    })?;
    let got = commitment(bytes);
    if got != want {
        return Err(Error::Fairness(format!(
            "{src}: the orders of {player} for entry {k} hash to {got}, but {player} committed {want}"
        )));
    }
    let f = dir(c, k).join("held").join(format!("{player}.yaml"));
    if std::fs::read(&f).ok().as_deref() == Some(bytes) {
        return Err(Error::Already(format!(
            "{player}'s orders for entry {k} are held already"
        )));
    }
    write_atomic(&f, bytes)
}

/// Checks the header fields an orders file ahead can be checked against now (game,
/// campaign, player, an entry later than `next`); turn and phase are checked when the
/// entry comes.
///
/// # Errors
/// The first field that differs.
pub fn check_header(c: &Campaign, next: u32, player: &str, src: &Source) -> Result<u32> {
    let h: Header = src.parse()?;
    for (field, got, want) in [
        ("game", &h.game, &c.file.game),
        ("campaign", &h.campaign, &c.file.id),
        ("player", &h.player, &player.to_string()),
    ] {
        if got != want {
            return Err(src.invalid(
                field,
                format!("this orders file is for {field} '{got}', expected '{want}'"),
            ));
        }
    }
    if h.entry <= next {
        return Err(src.invalid(
            "entry",
            format!("entry {} is not ahead of the waiting entry {next}", h.entry),
        ));
    }
    Ok(h.entry)
}

/// Moves entry `p.id.entry`'s orders ahead (if any) into the pending entry, then reveals
/// held orders if every commitment is in. Returns the players moved.
///
/// # Errors
/// I/O; pending errors.
pub fn promote(c: &Campaign, p: &mut Pending) -> Result<Vec<String>> {
    let k = p.id.entry;
    let d = dir(c, k);
    if !d.exists() {
        return Ok(Vec::new());
    }
    let m = commitments(c, k)?;
    let held = read_files(&d.join("held"))?;
    for (player, hash) in &m {
        p.commitments.insert(player.clone(), *hash);
    }
    p.held.extend(held);
    p.save()?;
    std::fs::remove_dir_all(&d).map_err(|e| Error::io(&d, e))?;
    p.release_held(c)?;
    Ok(m.into_keys().collect())
}
