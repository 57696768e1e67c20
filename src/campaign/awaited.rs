//! Who an entry waits for: the players with a decision ([`crate::engine::Game::decides`])
//! and those who committed anyway, their orders, and the entropy values the seed needs
//! (docs/fairness.md, "Players without a decision").

use super::decides::entropy_from;
use super::pending::Pending;
use super::settings::Mode;
use super::Campaign;
use crate::error::{Error, Result};

impl Pending {
    /// Players whose commitment is still awaited: those with a decision who have not
    /// committed (none once commitments are closed).
    pub fn awaited_commitments(&self, _c: &Campaign) -> Vec<String> {
        if self.id.closed.is_some() {
            return Vec::new();
        }
        self.deciders
            .iter()
            .filter(|p| !self.commitments.contains_key(*p))
            .cloned()
            .collect()
    }

    /// The players bound in this entry: those with a decision and those who committed
    /// anyway, in id order.
    pub fn bound(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .deciders
            .iter()
            .chain(self.commitments.keys())
            .cloned()
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// Players whose orders are still to be revealed: the bound ones ([`Pending::bound`]).
    pub fn awaited_reveals(&self, _c: &Campaign) -> Vec<String> {
        self.bound()
            .into_iter()
            .filter(|p| !self.orders.contains_key(p))
            .collect()
    }

    /// Players without a decision in this entry: resolved with the standing orders unless
    /// they send orders anyway; never late and never NMR for want of orders.
    pub fn no_decision(&self, c: &Campaign) -> Vec<String> {
        c.player_ids()
            .into_iter()
            .filter(|p| !self.deciders.contains(p))
            .collect()
    }

    /// Participants whose entropy value this entry needs ([`entropy_from`]).
    pub fn entropy_from(&self, c: &Campaign) -> Vec<String> {
        entropy_from(c, &self.deciders, &self.bound())
    }

    /// Participants with an entropy chain whose value is still awaited.
    pub fn awaited_entropy(&self, c: &Campaign) -> Vec<String> {
        self.entropy_from(c)
            .into_iter()
            .filter(|p| !self.entropy.contains_key(p))
            .collect()
    }

    /// In moderated mode, the participants with a chain who are not players (the
    /// moderator) whose entropy value is neither in nor held: awaited before anything
    /// else of the entry (none in the open mode).
    pub fn moderator_awaited_first(&self, c: &Campaign) -> Vec<String> {
        if c.file.mode != Mode::Moderated {
            return Vec::new();
        }
        c.file
            .participants
            .iter()
            .filter(|p| p.role != "player" && p.entropy.is_some())
            .map(|p| p.id.to_string())
            .filter(|p| !self.entropy.contains_key(p) && !self.held_entropy.contains_key(p))
            .collect()
    }

    /// In moderated mode, the entropy values of the participants with a chain who are not
    /// players (the moderator) must be in or held before any commitment is taken: the dice
    /// are then fixed before the moderator reads any orders (docs/fairness.md, section 11).
    ///
    /// # Errors
    /// [`Error::Fairness`] naming the participants whose value is missing.
    pub fn moderator_first(&self, c: &Campaign) -> Result<()> {
        let missing = self.moderator_awaited_first(c);
        if missing.is_empty() {
            return Ok(());
        }
        Err(Error::Fairness(format!(
            "entry {}: moderated mode takes orders only after the entropy value of {} for this \
             entry (`pbem entropy reveal`): the dice are fixed before the moderator reads orders",
            self.id.entry,
            missing.join(", ")
        )))
    }
}
