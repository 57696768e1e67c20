//! One day of Empires in Arms field combat (7.5.2, steps four to ten and twelve) walked
//! exactly. Each step calls the rules' own procedures
//! ([`withdrawal::resolve`], [`combat_round::fight`], [`outcome::check`],
//! [`outflank::arrival`], [`pursuit::pursue`](crate::rules::empires_in_arms::combat::field::pursuit::pursue)); this module only strings them together for
//! one day and records where the day ended. Reinforcement attempts (step eleven) are not
//! walked: the odds are those of the forces present.

use super::chase::Chase;
pub use super::day_key::DayKey;
pub(super) use super::day_key::Roster;
use super::ending::left;
pub use super::ending::{DayOutcome, Ending, Left};
use super::summary::{Figures, Summary};
use crate::fairness::Dice;
use crate::odds::walk::{self, Prob};
use crate::rules::empires_in_arms::combat::battle::Battle;
use crate::rules::empires_in_arms::combat::field::combat_round::{self, DaySetup};
use crate::rules::empires_in_arms::combat::field::outcome::{self, End};
use crate::rules::empires_in_arms::combat::field::{outflank, withdrawal};
use crate::rules::empires_in_arms::combat::morale;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::tables::chits::Chit;
use std::cell::RefCell;
use std::sync::Arc;

/// A day of field combat ready to fight, or partly fought.
pub struct Day<'r> {
    /// The battle, with both forces.
    pub battle: Battle<'r>,
    /// The chits and the river section.
    pub setup: DaySetup,
    /// Loss priorities: (attacker's, defender's); the default order fills the rest.
    pub priority: (Vec<FactorType>, Vec<FactorType>),
    /// Whether each side pursues when it wins (standing order `pursue`): (attacker, defender).
    pub pursue: (bool, bool),
    pub(super) ended: Option<End>,
    pub(super) pursuit: Option<u32>,
    pub(super) roster: Arc<Roster>,
    /// The memo of [`Day::fight`] and [`Day::exact`], made on first use; a copy of the day
    /// starts without one.
    memo: RefCell<Option<Box<dyn Memo<'r> + 'r>>>,
    /// What makes the memo; without it the day is walked and fought procedure by procedure.
    make: Option<MakeMemo<'r>>,
}

/// The memo of a field's days ([`super::memo`]): what [`Day::exact`] and [`Day::fight`]
/// hand their work to.
pub(super) trait Memo<'r> {
    /// Whether the memo holds for `day` (the same field, priorities and orders).
    fn fits(&self, day: &Day<'r>) -> bool;
    /// [`Day::exact`] of `day`; None when the memo cannot give it exactly.
    fn exact(&mut self, day: &Day<'r>) -> Option<Vec<(DayOutcome, Prob)>>;
    /// [`Day::figures`] of `day`; None when the memo cannot give them exactly.
    fn figures(&mut self, day: &Day<'r>) -> Option<Figures>;
    /// [`Day::fight`] of `day` with `dice`.
    fn fight(&mut self, day: &Day<'r>, dice: &mut dyn Dice) -> DayOutcome;
}

/// What makes a memo for a day's field.
pub(super) type MakeMemo<'r> = fn(&Day<'r>) -> Box<dyn Memo<'r> + 'r>;

/// A memo slot: empty, or a memo of some field.
pub(super) type MemoSlot<'r> = Option<Box<dyn Memo<'r> + 'r>>;

impl Clone for Day<'_> {
    fn clone(&self) -> Self {
        Day {
            battle: self.battle.clone(),
            setup: self.setup,
            priority: self.priority.clone(),
            pursue: self.pursue,
            ended: self.ended,
            pursuit: self.pursuit,
            roster: Arc::clone(&self.roster),
            memo: RefCell::new(None),
            make: self.make,
        }
    }
}

/// How the day opens: chits, the outflanking division and the rest of the sides' choices.
#[derive(Debug, Clone)]
pub struct Choices {
    /// The attacker's chit (7.5.2.1), one of [`Chit::ATTACKER`].
    pub attacker: Chit,
    /// The defender's chit, one of [`Chit::DEFENDER`].
    pub defender: Chit,
    /// Unit ids the side that outflanks sends around the flank: (attacker's, defender's).
    /// Empty, or a division 7.5.2.3 does not allow: the whole force pins.
    pub outflanking: (Vec<String>, Vec<String>),
    /// 7.5.2.7.1: the attackers crossed a river or crossing arrow or landed.
    pub river: bool,
    /// Loss priorities (attacker's, defender's).
    pub priority: (Vec<FactorType>, Vec<FactorType>),
    /// Whether each side pursues when it wins (attacker, defender).
    pub pursue: (bool, bool),
}

impl<'r> Day<'r> {
    /// Steps one to four and six for day one of `battle` (its base morale already set).
    ///
    /// # Errors
    /// A chit of the wrong set, or an outflank chit the force may not choose (7.5.2.1),
    /// in words.
    /// The battle is walked without narration ([`Battle::without_narration`]).
    pub fn open(battle: Battle<'r>, c: &Choices) -> Result<Self, String> {
        let mut battle = battle.without_narration();
        if !Chit::ATTACKER.contains(&c.attacker) {
            return Err(format!("{} is not an attacker's chit", c.attacker.key()));
        }
        if !Chit::DEFENDER.contains(&c.defender) {
            return Err(format!("{} is not a defender's chit", c.defender.key()));
        }
        let charts = battle.charts();
        for (role, chit) in [(Role::Attacker, c.attacker), (Role::Defender, c.defender)] {
            let f = battle.side(role);
            // 7.5.2.6.2 final morale of the first day.
            f.final_morale = morale::final_level(&charts.morale, f.base_morale, 1);
            if chit == Chit::Outflank {
                let units: Vec<_> = f.units.iter().collect();
                let leaders: Vec<_> = f.leaders.iter().collect();
                outflank::may_outflank(&units, &leaders).map_err(|why| why.to_string())?;
            }
        }
        // 7.5.2.2-3: the side that outflanks divides when the other's chit lets it.
        let who = match (c.attacker == Chit::Outflank, c.defender == Chit::Outflank) {
            (true, false) => Some((Role::Attacker, &c.outflanking.0)),
            (false, true) => Some((Role::Defender, &c.outflanking.1)),
            _ => None,
        };
        if let Some((role, wanted)) = who.filter(|_| charts.op.has_second(c.attacker, c.defender)) {
            let f = battle.side(role);
            let units: Vec<_> = f.units.iter().collect();
            if !wanted.is_empty() && outflank::check_division(&units, wanted).is_ok() {
                f.outflanking = wanted.iter().cloned().collect();
            }
        }
        let ids = |f: &Force| -> (Vec<String>, Vec<String>) {
            (
                f.units.iter().map(|u| u.id.clone()).collect(),
                f.leaders.iter().map(|l| l.id.clone()).collect(),
            )
        };
        let ((au, al), (du, dl)) = (ids(&battle.att), ids(&battle.def));
        Ok(Day {
            roster: Arc::new(Roster {
                units: [au, du],
                leaders: [al, dl],
            }),
            battle,
            setup: DaySetup {
                attacker: Some(c.attacker),
                defender: Some(c.defender),
                river: c.river,
            },
            priority: c.priority.clone(),
            pursue: c.pursue,
            ended: None,
            pursuit: None,
            memo: RefCell::new(None),
            make: None,
        })
    }

    /// The outcome of a finished day.
    pub fn outcome(&self) -> DayOutcome {
        DayOutcome {
            ending: self.ended.map_or(Ending::Neither, Ending::of),
            rounds: self.battle.rounds,
            attacker: left(&self.battle.att),
            defender: left(&self.battle.def),
            pursuit: self.pursuit,
        }
    }

    /// What decides the rest of the day: merging two days with equal keys loses nothing.
    /// Each side's units (by their place in the day's opening roster) with their factors,
    /// its leaders, morale loss and whether its outflanking force arrived; the rounds
    /// fought, how the day ended and the pursuit losses.
    pub fn key(&self) -> DayKey {
        let mut k = Vec::with_capacity(64);
        k.push(self.battle.rounds);
        k.push(self.ended.map_or(0, |e| 1 + Ending::of(e) as u32));
        k.push(self.pursuit.map_or(0, |n| 1 + n));
        for (i, f) in [&self.battle.att, &self.battle.def].into_iter().enumerate() {
            self.roster.push_force(&mut k, i, f);
        }
        DayKey(k)
    }

    /// Whether the day is over (a side broke or was eliminated, or the defender withdrew).
    pub fn is_over(&self) -> bool {
        self.ended.is_some()
    }

    /// Step five: the defender's withdrawal dice, when it chose withdraw (7.5.2.5).
    pub fn withdrawals(&mut self, dice: &mut dyn Dice) {
        let (Some(ac), Some(Chit::Withdraw)) = (self.setup.attacker, self.setup.defender) else {
            return;
        };
        let purpose = format!("field combat at {}, day 1", self.battle.area_name());
        withdrawal::resolve(&mut self.battle.def, ac, dice, (&purpose, false));
        if self.battle.def.units.is_empty() {
            self.ended = Some(End::Avoided);
        }
    }

    /// Round `round` (1..=3): steps seven to ten, pursuit if the round ended the battle, and
    /// step twelve's outflank arrival otherwise. Nothing once the day is over.
    pub fn round(&mut self, round: u32, dice: &mut dyn Dice) {
        if self.ended.is_some() {
            return;
        }
        combat_round::fight(
            &mut self.battle,
            self.setup,
            round,
            (&self.priority.0, &self.priority.1),
            dice,
        );
        self.after_round(round, dice);
    }

    /// Step ten after the round's losses (and pursuit when it ended the day), else step
    /// twelve: the outflanking forces' arrival dice and 7.5.2.12.2.
    pub(super) fn after_round(&mut self, round: u32, dice: &mut dyn Dice) {
        let b = &mut self.battle;
        if let Some(end) = outcome::check(b) {
            self.ended = Some(end);
            self.pursue_after(end, dice);
            return;
        }
        let charts = b.charts();
        for role in [Role::Attacker, Role::Defender] {
            if b.get(role).outflank_pending() {
                let terrain = b.map().terrain(&b.area);
                let p = "outflank arrival";
                outflank::arrival(charts, terrain, b.side(role), round, dice, (p, None));
            }
        }
        // 7.5.2.12.2: a withdrawing defender facing an outflank still under way.
        if round == 1 && self.setup.defender == Some(Chit::Withdraw) && b.att.outflank_pending() {
            withdrawal::all_corps(&mut b.def, false);
            if b.def.units.is_empty() {
                self.ended = Some(End::Avoided);
            }
        }
    }

    /// 7.5.2.10.2: the victor pursues a loser with factors left, as the battle's end does.
    fn pursue_after(&mut self, end: End, dice: &mut dyn Dice) {
        let chase = Chase::of(&self.battle, self.pursue, &self.priority);
        let b = &mut self.battle;
        let Some(victor) = chase.pursuer(end, (b.att.total(), b.def.total())) else {
            return;
        };
        let (v, l) = match victor {
            Role::Attacker => (&b.att, &mut b.def),
            Role::Defender => (&b.def, &mut b.att),
        };
        if let Some(n) = chase.pursue(victor, v, l, b.rounds, dice) {
            self.pursuit = Some(n);
        }
    }

    /// Every outcome of the day with its exact probability, each stage (withdrawals, three
    /// rounds) replayed under every sequence of its dice with equal states merged after
    /// each: the plain walk `Day::exact` (the memo) is checked against.
    pub fn exact_replay(&self) -> Vec<(DayOutcome, Prob)> {
        let mut states = vec![(self.clone(), walk::one())];
        states = walk::stage(states, Day::key, |d, dice| d.withdrawals(dice));
        for round in 1..=3 {
            states = walk::stage(states, Day::key, |d, dice| d.round(round, dice));
        }
        outcomes(states)
    }

    /// Every outcome of the day with its exact probability: the same fractions as
    /// [`Day::exact_replay`], each force and pair of forces the day reaches run through
    /// the rules code once (the memo).
    pub fn exact(&self) -> Vec<(DayOutcome, Prob)> {
        self.exact_with(&mut self.memo.borrow_mut())
    }

    /// [`Day::exact`] with the memo `memo` (kept, or made anew when it is for another
    /// field), so that the days of one field share it.
    pub(super) fn exact_with(&self, memo: &mut MemoSlot<'r>) -> Vec<(DayOutcome, Prob)> {
        let exact = match self.memo_in(memo) {
            Some(m) if self.fresh() => m.exact(self),
            _ => None,
        };
        exact.unwrap_or_else(|| self.exact_replay())
    }

    /// The figures of the day's outcomes (what a cell of the chit matrix shows): the same
    /// fractions as [`Summary::of`] [`Day::exact`], summed as the memo walks the day.
    pub fn figures(&self) -> Figures {
        self.figures_with(&mut self.memo.borrow_mut())
    }

    /// [`Day::figures`] with the memo `memo`, as [`Day::exact_with`].
    pub(super) fn figures_with(&self, memo: &mut MemoSlot<'r>) -> Figures {
        let figures = match self.memo_in(memo) {
            Some(m) if self.fresh() => m.figures(self),
            _ => None,
        };
        figures.unwrap_or_else(|| Summary::of(self.exact_replay()).figures)
    }

    /// The day fought once with `dice` (what `--simulate` samples): the same dice and the
    /// same outcome as [`Day::fight_replay`], through the memo.
    pub fn fight(&self, dice: &mut dyn Dice) -> DayOutcome {
        if !self.fresh() || self.battle.narrate {
            return self.fight_replay(dice);
        }
        match self.memo_in(&mut self.memo.borrow_mut()) {
            Some(m) => m.fight(self, dice),
            None => self.fight_replay(dice),
        }
    }

    /// The day with `make` to make its memo ([`super::Field::day`] gives every day one).
    pub(super) fn with_memo(mut self, make: MakeMemo<'r>) -> Self {
        self.make = Some(make);
        self
    }

    /// The day fought once with `dice` on a copy, procedure by procedure: the reference
    /// [`Day::fight`] is checked against.
    pub fn fight_replay(&self, dice: &mut dyn Dice) -> DayOutcome {
        let mut d = self.clone();
        d.withdrawals(dice);
        for round in 1..=3 {
            d.round(round, dice);
        }
        d.outcome()
    }

    /// Whether the day has not ended (the memo walks days from before their end).
    fn fresh(&self) -> bool {
        self.ended.is_none() && self.pursuit.is_none()
    }

    /// The memo in `memo` when it is for this day's field, else a new one put there; None
    /// for a day without a maker.
    fn memo_in<'m>(&self, memo: &'m mut MemoSlot<'r>) -> Option<&'m mut (dyn Memo<'r> + 'r)> {
        let make = self.make?;
        if !memo.as_ref().is_some_and(|m| m.fits(self)) {
            *memo = Some(make(self));
        }
        memo.as_deref_mut()
    }
}

/// The outcomes of finished days, equal outcomes merged.
fn outcomes(states: Vec<(Day<'_>, Prob)>) -> Vec<(DayOutcome, Prob)> {
    let mut out: std::collections::BTreeMap<DayOutcome, Prob> = Default::default();
    for (d, p) in states {
        *out.entry(d.outcome()).or_insert_with(walk::zero) += p;
    }
    out.into_iter().collect()
}
