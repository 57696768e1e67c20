//! The entry being prepared (`pending/`): commitments, revealed orders and entropy values,
//! accepted in the protocol's order (docs/fairness.md): every commitment first, then
//! reveals and entropy.

use super::check::{check_orders, Awaits};
pub use super::deadline::{Closed, Deadline};
pub use super::decides::{deciders, entropy_from};
use super::Campaign;
use crate::error::{Error, Result};
use crate::fairness::entropy::check_link;
use crate::fairness::{commitment, Digest};
use crate::rules::Header;
use crate::store::{self, Kind};
use crate::yaml::{self, Source};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// `pending/entry.yaml`: which entry is being prepared, its deadline, and whether
/// commitments were closed at the deadline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryId {
    /// Entry number.
    pub entry: u32,
    /// Turn.
    pub turn: u32,
    /// Phase.
    pub phase: String,
    /// The deadline, if the moderator set one (`pbem deadline`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<Deadline>,
    /// Set when commitments were closed at the deadline (`pbem close`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed: Option<Closed>,
    /// The rules revision, fixed when the entry opened (absent in entries opened by pbem
    /// 0.5.0 or older: the previous entry's then), docs/fairness.md section 12.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<crate::engine::revision::Revision>,
    /// The upgrade to `revision` recorded before the entry's first commitment, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub upgrade: Option<crate::engine::revision::Upgrade>,
}

/// The pending entry.
#[derive(Debug, Clone)]
pub struct Pending {
    /// Which entry.
    pub id: EntryId,
    /// Player -> commitment.
    pub commitments: BTreeMap<String, Digest>,
    /// Participant -> entropy value.
    pub entropy: BTreeMap<String, Digest>,
    /// Player -> revealed orders bytes.
    pub orders: BTreeMap<String, Vec<u8>>,
    /// Player -> orders that came by mail before commitments closed, held sealed until
    /// they close (`pending/held/`); they hash to the player's commitment.
    pub held: BTreeMap<String, Vec<u8>>,
    /// Participant -> entropy value that came by mail before every commitment was in, held
    /// until they are (`pending/held-entropy.yaml`); its chain link was checked on receipt.
    pub held_entropy: BTreeMap<String, Digest>,
    /// The players who have a decision in this entry ([`crate::engine::Game::decides`]),
    /// in id order: only they are awaited. Every player for an entry of an engine before
    /// 0.5.0.
    pub deciders: Vec<String>,
    pub(crate) dir: PathBuf,
}

/// The file of the entropy values held until every commitment is in, in `pending/`.
pub const HELD_ENTROPY: &str = "held-entropy.yaml";

fn read_map(path: &Path) -> Result<BTreeMap<String, Digest>> {
    if store::kind(path)? == Kind::Missing {
        return Ok(BTreeMap::new());
    }
    Source::new(path.display().to_string(), store::read_text(path)?).parse()
}

/// Writes `bytes` to `path` atomically unless the file holds them already (each write
/// costs two fsyncs, and saving the pending entry rewrites every file it holds).
fn write_changed(path: &Path, bytes: &[u8]) -> Result<()> {
    if store::kind(path)? == Kind::File && store::read(path)? == bytes {
        return Ok(());
    }
    store::write_atomic(path, bytes)
}

/// `PLAYER.yaml` files of a folder: player -> bytes. Each is read with [`store::read()`]: a
/// link, FIFO or device there is refused by name.
pub(crate) fn read_files(dir: &Path) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut out = BTreeMap::new();
    if store::kind(dir)? == Kind::Missing {
        return Ok(out);
    }
    for (name, _) in store::list_dir(dir)? {
        if name.starts_with('.') {
            continue;
        }
        if let Some(stem) = name.strip_suffix(".yaml") {
            out.insert(stem.to_string(), store::read(&dir.join(&name))?);
        }
    }
    Ok(out)
}

/// The players with a decision in the waiting entry, by the rules of revision `r` (the
/// previous entry's when `None`).
fn deciders_at(c: &Campaign, r: Option<crate::engine::revision::Revision>) -> Result<Vec<String>> {
    let r = r.map_or_else(|| super::revision::previous(c), Ok)?;
    let rules = crate::engine::revision::engine_of(&c.file.game, r)?;
    let (bytes, st) = c.state()?;
    deciders(c, &*c.decoded(&bytes, &st)?, &rules)
}

impl Awaits for Pending {
    fn header(&self, c: &Campaign, player: &str) -> Header {
        Pending::header(self, c, player)
    }
}

impl Pending {
    /// The header an orders file for `player` must carry.
    pub fn header(&self, c: &Campaign, player: &str) -> Header {
        Header {
            game: c.file.game.clone(),
            campaign: c.file.id.to_string(),
            entry: self.id.entry,
            turn: self.id.turn,
            phase: self.id.phase.clone(),
            player: player.to_string(),
        }
    }

    /// The pending entry of `c` (empty when nothing was recorded yet).
    ///
    /// # Errors
    /// Malformed files, or a pending folder left over for another entry.
    pub fn load(c: &Campaign) -> Result<Pending> {
        let (k, info) = c.next()?;
        let mut id = EntryId {
            entry: k,
            turn: info.turn,
            phase: info.phase.clone(),
            deadline: None,
            closed: None,
            revision: None,
            upgrade: None,
        };
        let dir = c.dir.join("pending");
        let idp = dir.join("entry.yaml");
        let opened = store::kind(&idp)? != Kind::Missing;
        if !opened {
            // The entry opens now: its rules revision is fixed before anything is recorded.
            id.revision = Some(super::revision::previous(c)?);
        } else {
            let found: EntryId =
                Source::new(idp.display().to_string(), store::read_text(&idp)?).parse()?;
            if found.entry < id.entry {
                // Left by a resolve interrupted after it wrote the entry: that entry is in
                // the history, and the next command under the lock removes this folder.
                return Ok(Pending {
                    id,
                    commitments: BTreeMap::new(),
                    entropy: BTreeMap::new(),
                    orders: BTreeMap::new(),
                    held: BTreeMap::new(),
                    held_entropy: BTreeMap::new(),
                    deciders: deciders_at(c, None)?,
                    dir,
                });
            }
            if (found.entry, found.turn, &found.phase) != (id.entry, id.turn, &id.phase) {
                return Err(Error::Campaign(format!(
                    "pending/ holds entry {} ({}) but the campaign waits for entry {k} ({}): remove pending/",
                    found.entry, found.phase, info.phase
                )));
            }
            id = found;
        }
        let deciders = deciders_at(c, id.revision)?;
        Ok(Pending {
            commitments: read_map(&dir.join("commitments.yaml"))?,
            entropy: read_map(&dir.join("entropy.yaml"))?,
            orders: read_files(&dir.join("orders"))?,
            held: read_files(&dir.join("held"))?,
            held_entropy: read_map(&dir.join(HELD_ENTROPY))?,
            id,
            deciders,
            dir,
        })
    }

    pub(crate) fn save(&self) -> Result<()> {
        write_changed(
            &self.dir.join("entry.yaml"),
            yaml::to_string(&self.id)?.as_bytes(),
        )?;
        write_changed(
            &self.dir.join("commitments.yaml"),
            yaml::to_string(&self.commitments)?.as_bytes(),
        )?;
        if !self.entropy.is_empty() {
            write_changed(
                &self.dir.join("entropy.yaml"),
                yaml::to_string(&self.entropy)?.as_bytes(),
            )?;
        }
        for (p, bytes) in &self.orders {
            write_changed(&self.dir.join("orders").join(format!("{p}.yaml")), bytes)?;
        }
        let he = self.dir.join(HELD_ENTROPY);
        if !self.held_entropy.is_empty() {
            write_changed(&he, yaml::to_string(&self.held_entropy)?.as_bytes())?;
        } else if store::kind(&he)? != Kind::Missing {
            std::fs::remove_file(&he).map_err(|e| Error::io(&he, e))?;
            crate::store::crash::step();
        }
        let hd = self.dir.join("held");
        for (p, bytes) in &self.held {
            write_changed(&hd.join(format!("{p}.yaml")), bytes)?;
        }
        for p in read_files(&hd)?
            .keys()
            .filter(|p| !self.held.contains_key(*p))
        {
            let f = hd.join(format!("{p}.yaml"));
            std::fs::remove_file(&f).map_err(|e| Error::io(&f, e))?;
            crate::store::crash::step();
        }
        Ok(())
    }

    /// Records `player`'s commitment.
    ///
    /// # Errors
    /// Not a player; already committed; a reveal or entropy value already accepted.
    pub fn commit(&mut self, c: &Campaign, player: &str, hash: Digest) -> Result<()> {
        if !c.players.contains_key(player) {
            c.participant(player)?;
            return Err(Error::Campaign(format!(
                "'{player}' is not a player (only players commit orders)"
            )));
        }
        if let Some(old) = self.commitments.get(player) {
            if *old == hash {
                return Err(Error::Already(format!(
                    "{player}'s commitment {hash} for entry {} is already recorded",
                    self.id.entry
                )));
            }
            return Err(Error::Fairness(format!(
                "{player} has already committed {old} for entry {}",
                self.id.entry
            )));
        }
        if let Some(cl) = &self.id.closed {
            return Err(Error::Fairness(format!(
                "entry {}: commitments were closed at the deadline ({}); {player} gets the standing orders",
                self.id.entry, cl.at
            )));
        }
        if !self.orders.is_empty() || !self.entropy.is_empty() {
            return Err(Error::Fairness(format!(
                "entry {}: reveals or entropy were already accepted; commitments are closed",
                self.id.entry
            )));
        }
        self.moderator_first(c)?;
        self.commitments.insert(player.to_string(), hash);
        self.save()
    }

    /// Accepts `player`'s orders file: every commitment must be in, the bytes must hash to
    /// the commitment, and the orders must pass the checks.
    ///
    /// # Errors
    /// Fairness errors naming both hashes; orders errors.
    pub fn reveal(
        &mut self,
        c: &Campaign,
        player: &str,
        src_name: &str,
        bytes: Vec<u8>,
    ) -> Result<()> {
        let awaited = self.awaited_commitments(c);
        if !awaited.is_empty() {
            return Err(Error::Fairness(format!(
                "entry {}: no reveal before every commitment is recorded; awaiting: {}",
                self.id.entry,
                awaited.join(", ")
            )));
        }
        let want = self
            .commitments
            .get(player)
            .ok_or_else(|| Error::Campaign(format!("'{player}' is not a player")))?;
        let got = commitment(&bytes);
        if &got != want {
            return Err(Error::Fairness(format!(
                "{src_name}: the orders of {player} hash to {got}, but {player} committed {want}"
            )));
        }
        if self.orders.contains_key(player) {
            return Err(Error::Already(format!(
                "{player}'s orders for entry {} are already revealed",
                self.id.entry
            )));
        }
        check_orders(c, self, player, src_name, &bytes)?;
        self.held.remove(player);
        self.orders.insert(player.to_string(), bytes);
        self.save()
    }

    /// Accepts participant `who`'s entropy value for this entry after checking its chain link.
    ///
    /// # Errors
    /// Commitments missing; no chain; a broken link.
    pub fn entropy(&mut self, c: &Campaign, who: &str, value: Digest) -> Result<()> {
        let awaited = self.awaited_commitments(c);
        if !awaited.is_empty() && c.file.mode == super::settings::Mode::Moderated {
            // Moderated mode: values come with the orders, held until commitments complete.
            return self.hold_entropy(c, who, value);
        }
        if !awaited.is_empty() {
            return Err(Error::Fairness(format!(
                "entry {}: entropy is accepted only after every commitment is recorded; awaiting: {}",
                self.id.entry,
                awaited.join(", ")
            )));
        }
        let p = c.participant(who)?;
        let anchor = p.entropy.as_ref().ok_or_else(|| {
            Error::Campaign(format!("{who} has no entropy chain (pbem entropy init)"))
        })?;
        if self.entropy.get(who) == Some(&value) {
            return Err(Error::Already(format!(
                "{who}'s entropy for entry {} is already recorded",
                self.id.entry
            )));
        }
        self.check_chain(c, who, &anchor.anchor, &value)?;
        if self.entropy.contains_key(who) {
            return Err(Error::Campaign(format!(
                "{who}'s entropy for entry {} is already recorded",
                self.id.entry
            )));
        }
        self.entropy.insert(who.to_string(), value);
        self.save()
    }

    /// Checks `value` as `who`'s chain value for this entry.
    ///
    /// # Errors
    /// A broken link; I/O reading the history.
    pub(crate) fn check_chain(
        &self,
        c: &Campaign,
        who: &str,
        anchor: &Digest,
        value: &Digest,
    ) -> Result<()> {
        let (prev, gap) = previous_entropy(c, who, self.id.entry, anchor)?;
        check_link(who, self.id.entry, value, &prev, gap)
    }

    /// Removes the pending folder (after the entry was written), atomically: a crash
    /// leaves the whole folder or none of it.
    ///
    /// # Errors
    /// [`Error::Io`].
    pub fn remove(self) -> Result<()> {
        store::remove_dir(&self.dir)
    }
}

/// The value entry k's entropy of participant `who` must link to, and the number of
/// entries between: `(e_(k-1), 1)` normally; `(e_j, k-j)` when the entries after j were
/// resolved without `who`'s value; `(anchor, k)` when there is no value before.
///
/// # Errors
/// [`Error::Io`] reading the history.
pub fn previous_entropy(c: &Campaign, who: &str, k: u32, anchor: &Digest) -> Result<(Digest, u32)> {
    // One pass over the history, newest first: usually the entry before holds the value.
    for name in c.entries()?.iter().rev() {
        let j: u32 = name[..4].parse().unwrap_or(0);
        if j == 0 || j >= k {
            continue;
        }
        let m = read_map(&c.history_dir().join(name).join("entropy.yaml"))?;
        if let Some(v) = m.get(who) {
            return Ok((*v, k - j));
        }
    }
    Ok((*anchor, k))
}
