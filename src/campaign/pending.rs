//! The entry being prepared (`pending/`): commitments, revealed orders and entropy values,
//! accepted in the protocol's order (docs/fairness.md): every commitment first, then
//! reveals and entropy.

use super::files::write_atomic;
use super::Campaign;
use crate::error::{Error, Location, Result};
use crate::fairness::entropy::check_link;
use crate::fairness::{commitment, Digest};
use crate::rules::{Header, PhaseInfo};
use crate::yaml::{self, Source};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// `pending/entry.yaml`: which entry is being prepared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntryId {
    /// Entry number.
    pub entry: u32,
    /// Turn.
    pub turn: u32,
    /// Phase.
    pub phase: String,
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
    dir: PathBuf,
}

fn read_map(path: &std::path::Path) -> Result<BTreeMap<String, Digest>> {
    if !path.exists() {
        return Ok(BTreeMap::new());
    }
    Source::read(path)?.parse()
}

impl Pending {
    /// The pending entry of `c` (empty when nothing was recorded yet).
    ///
    /// # Errors
    /// Malformed files, or a pending folder left over for another entry.
    pub fn load(c: &Campaign) -> Result<Pending> {
        let (k, info) = c.next()?;
        let id = EntryId {
            entry: k,
            turn: info.turn,
            phase: info.phase.clone(),
        };
        let dir = c.dir.join("pending");
        let idp = dir.join("entry.yaml");
        if idp.exists() {
            let found: EntryId = Source::read(&idp)?.parse()?;
            if found != id {
                return Err(Error::Campaign(format!(
                    "pending/ holds entry {} ({}) but the campaign waits for entry {k} ({}): remove pending/",
                    found.entry, found.phase, info.phase
                )));
            }
        }
        let mut orders = BTreeMap::new();
        let od = dir.join("orders");
        if od.exists() {
            for e in std::fs::read_dir(&od).map_err(|e| Error::io(&od, e))? {
                let p = e.map_err(|e| Error::io(&od, e))?.path();
                if let Some(stem) = p
                    .file_name()
                    .and_then(|n| n.to_str())
                    .and_then(|n| n.strip_suffix(".yaml"))
                {
                    orders.insert(
                        stem.to_string(),
                        std::fs::read(&p).map_err(|e| Error::io(&p, e))?,
                    );
                }
            }
        }
        Ok(Pending {
            commitments: read_map(&dir.join("commitments.yaml"))?,
            entropy: read_map(&dir.join("entropy.yaml"))?,
            orders,
            id,
            dir,
        })
    }

    /// The header an orders file for `player` must carry.
    pub fn header(&self, c: &Campaign, player: &str) -> Header {
        Header {
            game: c.file.game.clone(),
            campaign: c.file.id.clone(),
            entry: self.id.entry,
            turn: self.id.turn,
            phase: self.id.phase.clone(),
            player: player.to_string(),
        }
    }

    /// Players whose commitment is still awaited.
    pub fn awaited_commitments(&self, c: &Campaign) -> Vec<String> {
        c.player_ids()
            .into_iter()
            .filter(|p| !self.commitments.contains_key(p))
            .collect()
    }

    /// Players whose orders are still to be revealed.
    pub fn awaited_reveals(&self, c: &Campaign) -> Vec<String> {
        c.player_ids()
            .into_iter()
            .filter(|p| !self.orders.contains_key(p))
            .collect()
    }

    /// Participants with an entropy chain whose value is still awaited.
    pub fn awaited_entropy(&self, c: &Campaign) -> Vec<String> {
        c.file
            .participants
            .iter()
            .filter(|p| p.entropy.is_some() && !self.entropy.contains_key(&p.id))
            .map(|p| p.id.clone())
            .collect()
    }

    fn save(&self) -> Result<()> {
        write_atomic(
            &self.dir.join("entry.yaml"),
            yaml::to_string(&self.id)?.as_bytes(),
        )?;
        write_atomic(
            &self.dir.join("commitments.yaml"),
            yaml::to_string(&self.commitments)?.as_bytes(),
        )?;
        if !self.entropy.is_empty() {
            write_atomic(
                &self.dir.join("entropy.yaml"),
                yaml::to_string(&self.entropy)?.as_bytes(),
            )?;
        }
        for (p, bytes) in &self.orders {
            write_atomic(&self.dir.join("orders").join(format!("{p}.yaml")), bytes)?;
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
        if !self.orders.is_empty() || !self.entropy.is_empty() {
            return Err(Error::Fairness(format!(
                "entry {}: reveals or entropy were already accepted; commitments are closed",
                self.id.entry
            )));
        }
        if let Some(old) = self.commitments.get(player) {
            return Err(Error::Fairness(format!(
                "{player} has already committed {old} for entry {}",
                self.id.entry
            )));
        }
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
            return Err(Error::Campaign(format!(
                "{player}'s orders for entry {} are already revealed",
                self.id.entry
            )));
        }
        check_orders(c, self, player, src_name, &bytes)?;
        self.orders.insert(player.to_string(), bytes);
        self.save()
    }

    /// Accepts participant `who`'s entropy value for this entry after checking its chain link.
    ///
    /// # Errors
    /// Commitments missing; no chain; a broken link.
    pub fn entropy(&mut self, c: &Campaign, who: &str, value: Digest) -> Result<()> {
        let awaited = self.awaited_commitments(c);
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
        let prev = previous_entropy(c, who, self.id.entry, &anchor.anchor)?;
        check_link(who, self.id.entry, &value, &prev)?;
        if self.entropy.contains_key(who) {
            return Err(Error::Campaign(format!(
                "{who}'s entropy for entry {} is already recorded",
                self.id.entry
            )));
        }
        self.entropy.insert(who.to_string(), value);
        self.save()
    }

    /// Removes the pending folder (after the entry was written).
    ///
    /// # Errors
    /// [`Error::Io`].
    pub fn remove(self) -> Result<()> {
        if self.dir.exists() {
            std::fs::remove_dir_all(&self.dir).map_err(|e| Error::io(&self.dir, e))?;
        }
        Ok(())
    }
}

/// `e_(k-1)` of participant `who`: the anchor for entry 1, else the value in entry k-1.
///
/// # Errors
/// A missing previous value.
pub fn previous_entropy(c: &Campaign, who: &str, k: u32, anchor: &Digest) -> Result<Digest> {
    if k == 1 {
        return Ok(*anchor);
    }
    let prefix = format!("{:04}-", k - 1);
    let name = c
        .entries()?
        .into_iter()
        .find(|n| n.starts_with(&prefix))
        .ok_or_else(|| Error::Campaign(format!("history entry {} is missing", k - 1)))?;
    let m = read_map(&c.history_dir().join(&name).join("entropy.yaml"))?;
    m.get(who)
        .copied()
        .ok_or_else(|| Error::Fairness(format!("{name}/entropy.yaml has no value of {who}")))
}

/// Checks an orders file's header against the pending entry, then the game's rules.
///
/// # Errors
/// The first header field that differs, with its line; or the rules' error.
pub fn check_orders(
    c: &Campaign,
    p: &Pending,
    player: &str,
    src_name: &str,
    bytes: &[u8],
) -> Result<()> {
    let text = std::str::from_utf8(bytes).map_err(|_| Error::Invalid {
        location: Location {
            file: src_name.into(),
            ..Default::default()
        },
        message: "an orders file is UTF-8 text".into(),
    })?;
    let src = Source::new(src_name, text);
    let h: Header = src.parse()?;
    let want = p.header(c, player);
    let checks: [(&str, String, String); 6] = [
        ("game", h.game.clone(), want.game.clone()),
        ("campaign", h.campaign.clone(), want.campaign.clone()),
        ("entry", h.entry.to_string(), want.entry.to_string()),
        ("turn", h.turn.to_string(), want.turn.to_string()),
        ("phase", h.phase.clone(), want.phase.clone()),
        ("player", h.player.clone(), want.player.clone()),
    ];
    for (field, got, expected) in checks {
        if got != expected {
            return Err(src.invalid(
                field,
                format!("this orders file is for {field} '{got}', but the campaign waits for {field} '{expected}' (entry {}, {})", want.entry, want.phase),
            ));
        }
    }
    let (_, st) = c.state()?;
    c.system().check_orders(c.ctx(), &st.state, &want, &src)
}

/// The pending entry's phase (for status output).
pub fn info(p: &Pending) -> PhaseInfo {
    PhaseInfo {
        turn: p.id.turn,
        phase: p.id.phase.clone(),
        title: String::new(),
    }
}
