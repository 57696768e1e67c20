//! 7.5.2.10.2 Pursuit after a day's last round, as the walk of a day runs it: the rules'
//! own [`pursuit::pursue`] with the day's charts, terrain and standing orders.

use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::battle::Battle;
use crate::rules::empires_in_arms::combat::field::outcome::End;
use crate::rules::empires_in_arms::combat::field::pursuit::{self, Cause, Inflicted};
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::rules::Revision;
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::tables::charts::Charts;

/// The rules and choices a pursuit reads (7.5.2.10.2): charts, terrain, whether each side
/// pursues, and the loss priorities.
pub(super) struct Chase<'a> {
    charts: &'a Charts,
    terrain: &'a str,
    pursue: (bool, bool),
    priority: (&'a [FactorType], &'a [FactorType]),
    /// How pursuit losses are taken (the battle's rules revision).
    revision: Revision,
}

impl<'a> Chase<'a> {
    /// The pursuit's rules and choices for battle `b`.
    pub(super) fn of(
        b: &Battle<'a>,
        pursue: (bool, bool),
        priority: &'a (Vec<FactorType>, Vec<FactorType>),
    ) -> Self {
        Chase::new(
            (b.charts(), b.rules.revision),
            b.map().terrain(&b.area),
            pursue,
            priority,
        )
    }

    /// The pursuit's rules and choices as given: `terrain` is the battle area's.
    pub(super) fn new(
        (charts, revision): (&'a Charts, Revision),
        terrain: &'a str,
        pursue: (bool, bool),
        priority: &'a (Vec<FactorType>, Vec<FactorType>),
    ) -> Self {
        Chase {
            charts,
            terrain,
            pursue,
            priority: (&priority.0, &priority.1),
            revision,
        }
    }

    /// The side that pursues after `end`: the victor (7.5.2.10.1), when its standing order
    /// says pursue and the loser has factors left. `totals`: each side's army factors
    /// (attacker's, defender's).
    pub(super) fn pursuer(&self, end: End, totals: (u32, u32)) -> Option<Role> {
        let End::Victory(victor) = end else {
            return None;
        };
        let (wants, loser_total) = match victor {
            Role::Attacker => (self.pursue.0, totals.1),
            Role::Defender => (self.pursue.1, totals.0),
        };
        (wants && loser_total > 0).then_some(victor)
    }

    /// 7.5.2.10.2: `victor` (of role `role`) pursues `loser` after `rounds` rounds, as the
    /// rules' [`pursuit::pursue`] does (its die, then its losses) but without the report's
    /// words, which no walk reads; returns the factors the loser lost, or None when there is
    /// no pursuit (no cavalry).
    pub(super) fn pursue(
        &self,
        role: Role,
        victor: &Force,
        loser: &mut Force,
        rounds: u32,
        dice: &mut dyn Dice,
    ) -> Option<u32> {
        match self.inflicted(victor, rounds, dice)? {
            Inflicted::BelowClassOne => {
                loser.remove_empty();
                Some(0)
            }
            Inflicted::Points(points) => Some(self.take(role, loser, points)),
        }
    }

    /// [`Chase::pursue`] up to the die, without text ([`pursuit::inflicted`]): what
    /// `victor` inflicts after `rounds` rounds; None without cavalry (no pursuit).
    pub(super) fn inflicted(
        &self,
        victor: &Force,
        rounds: u32,
        dice: &mut dyn Dice,
    ) -> Option<Inflicted> {
        let cause = Cause::Broke { rounds };
        pursuit::inflicted(
            self.charts,
            self.terrain,
            victor,
            cause,
            dice,
            "pursuit",
            None,
        )
    }

    /// The rest of [`Chase::pursue`]: `loser` (pursued by a victor of role `role`) takes
    /// `points` pursuit losses ([`pursuit::take_losses`]); returns the factors it lost.
    pub(super) fn take(&self, role: Role, loser: &mut Force, points: u32) -> u32 {
        let lo = match role {
            Role::Attacker => self.priority.1,
            Role::Defender => self.priority.0,
        };
        let (losses, _) = pursuit::take_losses(self.charts, loser, points, (lo, self.revision));
        loser.remove_empty();
        losses.iter().map(|x| x.count).sum()
    }
}
