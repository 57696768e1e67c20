//! Orders for entries ahead of the waiting one (a player away for a week commits, and may
//! send the orders, for later entries now). They wait in `ahead/<entry>/`: the commitment
//! in `commitments.yaml`, the orders sealed in `held/`. When the entry becomes the waiting
//! one, its commitments move into `pending/` and the orders are held there until every
//! commitment is in; only then are they checked against the state and revealed.
//!
//! A commitment ahead may be replaced (with new orders, or a new commitment line) until
//! its entry is the waiting one: orders written a week early may turn out illegal once the
//! entries before are resolved. From then on it binds like any other. Entries more than
//! [`MAX_AHEAD`] ahead are refused (the games do not know their last entry). A replaced
//! commitment is recorded (`superseded.yaml`) and never taken again, so an old mail read
//! again cannot bring back orders the player withdrew. Whoever holds the moderator's folder can read orders sent ahead before the other
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

/// How far ahead of the waiting entry commitments and orders are taken (entries). The
/// games do not know their last entry; a campaign's phases are many per turn, so 100
/// entries is a few turns, and no typo such as entry 999999 leaves a folder behind.
pub const MAX_AHEAD: u32 = 100;

/// Refuses an entry `k` that is not ahead of `next`, or more than [`MAX_AHEAD`] ahead.
///
/// # Errors
/// [`Error::Campaign`] naming both entries.
pub fn check_ahead(next: u32, k: u32) -> Result<()> {
    if k <= next {
        return Err(Error::Campaign(format!(
            "entry {k} is not ahead: the campaign waits for entry {next}"
        )));
    }
    if k - next > MAX_AHEAD {
        return Err(Error::Campaign(format!(
            "entry {k} is more than {MAX_AHEAD} entries ahead of the waiting entry {next}; \
             send orders for it later"
        )));
    }
    Ok(())
}

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

/// The file, in `ahead/<entry>/`, of the commitments ahead that a later one replaced:
/// player -> commitments, oldest first. None of them is taken again.
pub const SUPERSEDED: &str = "superseded.yaml";

fn superseded(c: &Campaign, k: u32) -> Result<BTreeMap<String, Vec<Digest>>> {
    let f = dir(c, k).join(SUPERSEDED);
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

/// Records `player`'s commitment for entry `k`, later than the waiting entry. A different
/// commitment recorded before is replaced (and orders held against it are dropped): an
/// ahead commitment binds only once its entry waits. Returns the commitment replaced.
///
/// # Errors
/// Not a player; `k` not ahead or too far ahead; the same commitment already recorded
/// ([`Error::Already`]); a commitment this one replaced before ([`SUPERSEDED`]: an old
/// mail cannot bring it back; [`Error::Already`] too, as reading an old mailbox again
/// changes nothing).
pub fn commit(
    c: &Campaign,
    next: u32,
    k: u32,
    player: &str,
    hash: Digest,
) -> Result<Option<Digest>> {
    if !c.players.contains_key(player) {
        return Err(Error::Campaign(format!("'{player}' is not a player")));
    }
    check_ahead(next, k)?;
    let mut m = commitments(c, k)?;
    let old = m.get(player).copied();
    if old == Some(hash) {
        return Err(Error::Already(format!(
            "{player}'s commitment {hash} for entry {k} is already recorded"
        )));
    }
    let mut gone = superseded(c, k)?;
    if gone.get(player).is_some_and(|g| g.contains(&hash)) {
        // Not an error: reading an old mailbox again is normal, and changes nothing.
        return Err(Error::Already(format!(
            "{player}'s commitment {hash} for entry {k} was replaced by a later one of              {player}'s, and a replaced commitment is not taken again (an old mail read              again, or replayed); to go back to those orders, change any byte (a note) and              send them anew"
        )));
    }
    if let Some(o) = old {
        // The replaced commitment is recorded first: it can never come back.
        gone.entry(player.into()).or_default().push(o);
        write_atomic(
            &dir(c, k).join(SUPERSEDED),
            yaml::to_string(&gone)?.as_bytes(),
        )?;
    }
    m.insert(player.into(), hash);
    write_atomic(
        &dir(c, k).join("commitments.yaml"),
        yaml::to_string(&m)?.as_bytes(),
    )?;
    let f = dir(c, k).join("held").join(format!("{player}.yaml"));
    if old.is_some() && f.exists() {
        crate::store::inside(&f)?;
        std::fs::remove_file(&f).map_err(|e| Error::io(&f, e))?;
    }
    Ok(old)
}

/// What a player is told when something is held ahead for entry `k`.
pub fn replace_note(k: u32) -> String {
    format!("until entry {k} waits, new orders or a new PBEM-COMMIT line for it replace these")
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
        ("campaign", &h.campaign, &c.file.id.to_string()),
        ("player", &h.player, &player.to_string()),
    ] {
        if got != want {
            return Err(src.invalid(
                field,
                format!("this orders file is for {field} '{got}', expected '{want}'"),
            ));
        }
    }
    check_ahead(next, h.entry).map_err(|e| src.invalid("entry", e.to_string()))?;
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
    // The tags first: a commitment moved in is never without its tag.
    super::keyring::move_tags(&d, &p.dir)?;
    p.save()?;
    crate::store::inside(&d.join("x"))?;
    std::fs::remove_dir_all(&d).map_err(|e| Error::io(&d, e))?;
    p.release_held(c)?;
    Ok(m.into_keys().collect())
}
