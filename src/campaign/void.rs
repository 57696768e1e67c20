//! Voiding a disputed pending commitment (`pbem void`): a commitment the moderator judges
//! forged (mail with a player's From address the player did not send) or otherwise
//! disputed is removed, with the reason, and recorded in `pending/voided.yaml`, which the
//! resolved entry keeps (and `pbem verify` replays), so every player sees it. The player
//! may then commit again. Refused once an entropy value is in: a new commitment could then
//! be chosen to steer the seed (docs/fairness.md, threat model).

use super::pending::Pending;
use super::Campaign;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::store::write_atomic;
use crate::yaml::{self, Source};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The file, in `pending/` and in a resolved entry where a commitment was voided.
pub const FILE: &str = "voided.yaml";

/// One voided commitment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Voided {
    /// The player whose commitment was voided.
    pub player: String,
    /// The commitment voided.
    pub commitment: Digest,
    /// The moderator's reason.
    pub reason: String,
    /// When (RFC 3339).
    pub at: String,
}

/// The voided commitments recorded in folder `dir` (a pending or a resolved entry); none
/// when it has no `voided.yaml`.
///
/// # Errors
/// A malformed file.
pub fn read(dir: &Path) -> Result<Vec<Voided>> {
    let f = dir.join(FILE);
    if f.exists() {
        Source::read(&f)?.parse()
    } else {
        Ok(Vec::new())
    }
}

impl Pending {
    /// Voids `player`'s commitment at `now` for `reason`: the commitment and the player's
    /// held or revealed orders are dropped; orders other players revealed go back to being
    /// held, sealed, until every commitment is in again. Returns what was recorded.
    ///
    /// # Errors
    /// Not a player; no commitment; an empty reason; commitments closed; an entropy value
    /// already in; I/O.
    pub fn void(&mut self, c: &Campaign, player: &str, reason: &str, now: &str) -> Result<Voided> {
        if !c.players.contains_key(player) {
            return Err(Error::Campaign(format!("'{player}' is not a player")));
        }
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(Error::Campaign(
                "--reason is empty: say why the commitment is void; it is recorded".into(),
            ));
        }
        let commitment = *self.commitments.get(player).ok_or_else(|| {
            Error::Campaign(format!(
                "{player} has no commitment for entry {} to void",
                self.id.entry
            ))
        })?;
        if let Some(cl) = &self.id.closed {
            return Err(Error::Fairness(format!(
                "entry {}: commitments were closed at {}; a commitment can no longer be voided",
                self.id.entry, cl.at
            )));
        }
        if !self.entropy.is_empty() {
            return Err(Error::Fairness(format!(
                "entry {}: entropy values are in, so a new commitment could be chosen to steer \
                 the seed; the commitment of {player} can no longer be voided",
                self.id.entry
            )));
        }
        self.refuse_held_player_entropy(c, player)?;
        let v = Voided {
            player: player.into(),
            commitment,
            reason: reason.into(),
            at: now.into(),
        };
        let mut all = read(&self.dir)?;
        all.push(v.clone());
        // The record first: a void is never made without it.
        write_atomic(&self.dir.join(FILE), yaml::to_string(&all)?.as_bytes())?;
        self.commitments.remove(player);
        self.held.remove(player);
        let revealed = std::mem::take(&mut self.orders);
        for (p, bytes) in &revealed {
            if p != player {
                self.held.insert(p.clone(), bytes.clone());
            }
        }
        // Held copies are written before the revealed files go.
        self.save()?;
        for p in revealed.keys() {
            let f = self.dir.join("orders").join(format!("{p}.yaml"));
            std::fs::remove_file(&f).map_err(|e| Error::io(&f, e))?;
        }
        Ok(v)
    }
}

impl Pending {
    /// Moderated mode: a player's held entropy value is in the moderator's hands as surely
    /// as a recorded one, so a void (and the new commitment it allows) could be chosen
    /// against it; refused as once a value is recorded. The moderator's own held value,
    /// which that mode requires first, does not count (docs/fairness.md, section 11).
    fn refuse_held_player_entropy(&self, c: &Campaign, player: &str) -> Result<()> {
        if c.file.mode != super::settings::Mode::Moderated {
            return Ok(());
        }
        let held: Vec<&str> = self
            .held_entropy
            .keys()
            .filter(|p| c.players.contains_key(p.as_str()))
            .map(String::as_str)
            .collect();
        if held.is_empty() {
            return Ok(());
        }
        Err(Error::Fairness(format!(
            "entry {}: moderated mode holds the entropy value of {}, which the moderator can \
             read, so a new commitment could be chosen to steer the seed; the commitment of \
             {player} can no longer be voided",
            self.id.entry,
            held.join(", ")
        )))
    }
}
