//! Closing an entry's commitments: the deadline set on the pending entry, `pbem close`,
//! orders held until every commitment is in and released then, and the players given the
//! standing orders (NMR). The deadline's own type is [`super::deadline`].

use super::check::check_orders;
use super::deadline::{time, Closed, Deadline};
use super::pending::Pending;
use super::Campaign;
use crate::error::{Error, Result};
use crate::fairness::{commitment, Digest};
use std::collections::BTreeMap;

/// What happened to held orders when commitments closed.
#[derive(Debug)]
pub struct Released {
    /// Player -> the error that refused the held orders (the player must send valid ones).
    pub refused: BTreeMap<String, Error>,
    /// Players whose held orders are now revealed.
    pub revealed: Vec<String>,
    /// Participants whose held entropy value is now recorded.
    pub entropy: Vec<String>,
    /// Participant -> why its held entropy value was dropped (not needed in this entry, or
    /// refused).
    pub entropy_dropped: BTreeMap<String, Error>,
}

impl Pending {
    /// Sets the deadline (replacing an earlier one, which is kept in `replaced`).
    ///
    /// # Errors
    /// Commitments already closed; I/O.
    pub fn set_deadline(&mut self, mut d: Deadline) -> Result<()> {
        if let Some(cl) = &self.id.closed {
            return Err(Error::Campaign(format!(
                "entry {}: commitments were closed at {}; the deadline can no longer move",
                self.id.entry, cl.at
            )));
        }
        if let Some(mut old) = self.id.deadline.take() {
            d.replaced = std::mem::take(&mut old.replaced);
            d.replaced.push(old);
        }
        self.id.deadline = Some(d);
        self.save()
    }

    /// Closes commitments at `now`, after the deadline and grace: the players who have
    /// not committed get the standing orders; held orders are revealed.
    ///
    /// # Errors
    /// No deadline; `now` before its end of grace; commitments already closed.
    pub fn close(&mut self, c: &Campaign, now: &str) -> Result<Released> {
        self.check_past_grace(now)?;
        if self.id.closed.is_some() {
            return Err(Error::Already(format!(
                "entry {}: commitments are closed already",
                self.id.entry
            )));
        }
        let without = self.awaited_commitments(c);
        self.id.closed = Some(Closed {
            at: now.into(),
            without,
        });
        self.save()?;
        self.release_held(c)
    }

    /// Refuses unless a deadline is set and `now` is past its grace.
    ///
    /// # Errors
    /// [`Error::Campaign`] saying when the grace ends.
    pub fn check_past_grace(&self, now: &str) -> Result<()> {
        let d = self.id.deadline.as_ref().ok_or_else(|| {
            Error::Campaign(format!(
                "entry {} has no deadline; set one with `pbem deadline DIR --at TIME`",
                self.id.entry
            ))
        })?;
        if time("--now", now)? < d.closes()? {
            return Err(Error::Campaign(format!(
                "entry {}: the deadline {} with grace {} ends at {}; it is {now}",
                self.id.entry,
                d.at,
                d.grace,
                d.closes_text()?
            )));
        }
        Ok(())
    }

    /// Holds `player`'s orders until commitments close; they must hash to the commitment.
    ///
    /// # Errors
    /// No commitment, or one the bytes do not hash to.
    pub fn hold(&mut self, player: &str, src_name: &str, bytes: Vec<u8>) -> Result<()> {
        let want = self.commitments.get(player).ok_or_else(|| {
            Error::Fairness(format!(
                "{src_name}: {player} has no commitment to hold orders against"
            ))
        })?;
        let got = commitment(&bytes);
        if &got != want {
            return Err(Error::Fairness(format!(
                "{src_name}: the orders of {player} hash to {got}, but {player} committed {want}"
            )));
        }
        if self.held.get(player) == Some(&bytes) {
            return Err(Error::Already(format!(
                "{player}'s orders are held already"
            )));
        }
        self.held.insert(player.into(), bytes);
        self.save()
    }

    /// Once every commitment is in (or commitments are closed), reveals the held orders.
    ///
    /// # Errors
    /// I/O. Orders that fail their checks are dropped and returned in `refused`.
    pub fn release_held(&mut self, c: &Campaign) -> Result<Released> {
        let mut out = Released {
            refused: BTreeMap::new(),
            revealed: Vec::new(),
            entropy: Vec::new(),
            entropy_dropped: BTreeMap::new(),
        };
        if !self.awaited_commitments(c).is_empty() {
            return Ok(out);
        }
        for (player, bytes) in std::mem::take(&mut self.held) {
            let name = format!("held orders of {player}");
            match check_orders(c, self, &player, &name, &bytes) {
                Ok(()) => {
                    self.orders.insert(player.clone(), bytes);
                    out.revealed.push(player);
                }
                Err(e) => {
                    out.refused.insert(player, e);
                }
            }
        }
        self.save()?;
        for (who, value) in std::mem::take(&mut self.held_entropy) {
            match self.entropy(c, &who, value) {
                Ok(()) => out.entropy.push(who),
                Err(e) => {
                    out.entropy_dropped.insert(who, e);
                }
            }
        }
        self.save()?;
        Ok(out)
    }

    /// Holds participant `who`'s entropy value until every commitment is in (orders and
    /// the entropy line in one mail): its chain link is checked now; it enters the entry
    /// when commitments complete, if the entry needs it ([`Pending::entropy_from`]).
    ///
    /// # Errors
    /// No chain; a broken link; a different value held already.
    pub fn hold_entropy(&mut self, c: &Campaign, who: &str, value: Digest) -> Result<()> {
        let p = c.participant(who)?;
        let anchor = p.entropy.as_ref().ok_or_else(|| {
            Error::Campaign(format!("{who} has no entropy chain (pbem entropy init)"))
        })?;
        self.check_chain(c, who, &anchor.anchor, &value)?;
        if self.held_entropy.get(who) == Some(&value) {
            return Err(Error::Already(format!(
                "{who}'s entropy for entry {} is held already",
                self.id.entry
            )));
        }
        self.held_entropy.insert(who.to_string(), value);
        self.save()
    }

    /// The players who get the standing orders if the entry is resolved now, and why: the
    /// bound ones ([`Pending::bound`]) without revealed orders; a player without a decision
    /// who did not commit is not one of them ([`Pending::no_decision`]).
    pub fn nmr(&self, _c: &Campaign) -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        for p in self.bound() {
            if self.orders.contains_key(&p) {
                continue;
            }
            let why = if self.commitments.contains_key(&p) {
                "committed, but the orders were not revealed"
            } else {
                "no commitment by the deadline"
            };
            out.insert(p, why.to_string());
        }
        out
    }
}
