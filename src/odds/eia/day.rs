//! One day of Empires in Arms field combat (7.5.2, steps four to ten and twelve) walked
//! exactly. Each step calls the rules' own procedures
//! ([`withdrawal::resolve`], [`combat_round::fight`], [`outcome::check`],
//! [`outflank::arrival`], [`pursuit::pursue`]); this module only strings them together for
//! one day and records where the day ended. Reinforcement attempts (step eleven) are not
//! walked: the odds are those of the forces present.

use crate::fairness::Dice;
use crate::odds::walk::{self, Prob};
use crate::rules::empires_in_arms::combat::battle::Battle;
use crate::rules::empires_in_arms::combat::field::combat_round::{self, DaySetup};
use crate::rules::empires_in_arms::combat::field::outcome::{self, End};
use crate::rules::empires_in_arms::combat::field::pursuit::{self, Cause};
use crate::rules::empires_in_arms::combat::field::{outflank, withdrawal};
use crate::rules::empires_in_arms::combat::morale;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::units::FactorType;
use crate::rules::empires_in_arms::tables::charts::Charts;
use crate::rules::empires_in_arms::tables::chits::Chit;
use std::sync::Arc;

/// How the day ended for the battle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ending {
    /// The defender broke or was eliminated (7.5.2.10.1), or was eliminated in the round the
    /// attacker broke (7.5.2.10.4.1).
    AttackerWins,
    /// The attacker broke or was eliminated, or was eliminated as the defender broke.
    DefenderWins,
    /// 7.5.2.10.4.2: both broke with survivors on both sides.
    BothBreak,
    /// Both sides lost every factor in the same round.
    BothEliminated,
    /// 7.5.2.5.1: the defender's whole force withdrew in step five; no battle.
    DefenderWithdraws,
    /// Three rounds fought and neither side broke: the players choose at step thirteen.
    Neither,
}

impl Ending {
    /// Every ending, in report order.
    pub const ALL: [Ending; 6] = [
        Ending::AttackerWins,
        Ending::DefenderWins,
        Ending::BothBreak,
        Ending::BothEliminated,
        Ending::DefenderWithdraws,
        Ending::Neither,
    ];

    /// The ending in words.
    pub fn words(self) -> &'static str {
        match self {
            Ending::AttackerWins => "attacker wins (defender breaks or is eliminated)",
            Ending::DefenderWins => "defender wins (attacker breaks or is eliminated)",
            Ending::BothBreak => "both break (7.5.2.10.4.2)",
            Ending::BothEliminated => "both eliminated",
            Ending::DefenderWithdraws => "defender withdraws before battle (7.5.2.5.1)",
            Ending::Neither => "neither breaks in three rounds",
        }
    }

    pub(super) fn of(end: End) -> Ending {
        match end {
            End::Victory(Role::Attacker) | End::BreakAndEliminated(Role::Attacker) => {
                Ending::AttackerWins
            }
            End::Victory(Role::Defender) | End::BreakAndEliminated(Role::Defender) => {
                Ending::DefenderWins
            }
            End::BothBroke => Ending::BothBreak,
            End::BothEliminated => Ending::BothEliminated,
            End::Avoided => Ending::DefenderWithdraws,
            End::Withdrew(_) | End::Undecided => Ending::Neither,
        }
    }
}

/// What a side has at the end of the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Left {
    /// Army factors still on the field (withdrawn units excluded).
    pub factors: u32,
    /// Cumulative morale loss, tenths (7.5.2.9.3).
    pub morale_loss: i32,
    /// Whether it broke (7.5.2.10.1.1).
    pub broke: bool,
}

/// One outcome of the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct DayOutcome {
    /// How it ended.
    pub ending: Ending,
    /// Rounds fought (0 when the defender withdrew before battle).
    pub rounds: u32,
    /// The attacker after the day (and any pursuit).
    pub attacker: Left,
    /// The defender after the day (and any pursuit).
    pub defender: Left,
    /// Factors the loser lost to pursuit (7.5.2.10.2), when there was one.
    pub pursuit: Option<u32>,
}

/// A day of field combat ready to fight, or partly fought.
#[derive(Clone)]
pub struct Day<'r> {
    /// The battle, with both forces.
    pub battle: Battle<'r>,
    /// The chits and the river section.
    pub setup: DaySetup,
    /// Loss priorities: (attacker's, defender's); the default order fills the rest.
    pub priority: (Vec<FactorType>, Vec<FactorType>),
    /// Whether each side pursues when it wins (standing order `pursue`): (attacker, defender).
    pub pursue: (bool, bool),
    ended: Option<End>,
    pursuit: Option<u32>,
    roster: Arc<Roster>,
}

/// The ids of each side's units and leaders when the day opened: a state's key names a
/// unit by its place here rather than by its id.
#[derive(Debug, Default)]
struct Roster {
    units: [Vec<String>; 2],
    leaders: [Vec<String>; 2],
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
                outflank::may_outflank(&units, &leaders)?;
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
            k.push(f.morale_loss as u32);
            k.push(u32::from(f.arrived));
            k.push(f.units.len() as u32);
            for u in &f.units {
                push_id(&mut k, &self.roster.units[i], &u.id);
                k.push(u.factors.len() as u32);
                for (t, n) in &u.factors {
                    k.push(*t as u32);
                    k.push(*n);
                }
            }
            k.push(f.leaders.len() as u32);
            for l in &f.leaders {
                push_id(&mut k, &self.roster.leaders[i], &l.id);
            }
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
        withdrawal::resolve(&mut self.battle.def, ac, dice, &purpose);
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
                outflank::arrival(charts, terrain, b.side(role), round, dice, p);
            }
        }
        // 7.5.2.12.2: a withdrawing defender facing an outflank still under way.
        if round == 1 && self.setup.defender == Some(Chit::Withdraw) && b.att.outflank_pending() {
            withdrawal::all_corps(&mut b.def);
            if b.def.units.is_empty() {
                self.ended = Some(End::Avoided);
            }
        }
    }

    /// 7.5.2.10.2: the victor pursues a loser with factors left, as the battle's end does.
    fn pursue_after(&mut self, end: End, dice: &mut dyn Dice) {
        let chase = Chase::of(&self.battle, self.pursue, &self.priority);
        let b = &mut self.battle;
        let Some(victor) = chase.pursuer(end, &b.att, &b.def) else {
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

    /// What a pursuit after this day's rounds needs besides the two forces.
    pub(super) fn chase(&self) -> Chase<'_> {
        Chase::of(&self.battle, self.pursue, &self.priority)
    }

    /// The pursuit losses so far (none until a pursuit).
    pub(super) fn pursuit(&self) -> Option<u32> {
        self.pursuit
    }

    /// Every outcome of the day with its exact probability, each stage (withdrawals, three
    /// rounds) replayed under every sequence of its dice with equal states merged after
    /// each: the plain walk `Day::exact` ([`super::memo`]) is checked against.
    pub fn exact_replay(&self) -> Vec<(DayOutcome, Prob)> {
        let mut states = vec![(self.clone(), walk::one())];
        states = walk::stage(states, Day::key, |d, dice| d.withdrawals(dice));
        for round in 1..=3 {
            states = walk::stage(states, Day::key, |d, dice| d.round(round, dice));
        }
        outcomes(states)
    }

    /// The day fought once with `dice` (what `--simulate` samples).
    pub fn fight(&self, dice: &mut dyn Dice) -> DayOutcome {
        let mut d = self.clone();
        d.withdrawals(dice);
        for round in 1..=3 {
            d.round(round, dice);
        }
        d.outcome()
    }
}

/// The state of a day part-fought, as far as the rest of the day depends on it
/// ([`Day::key`]), as numbers.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct DayKey(Vec<u32>);

/// A unit's or leader's place in `roster`; an id not in it (none is added during a day)
/// goes in whole, after a place no roster has.
fn push_id(k: &mut Vec<u32>, roster: &[String], id: &str) {
    match roster.iter().position(|r| r == id) {
        Some(i) => k.push(i as u32),
        None => {
            k.push(u32::MAX);
            k.push(id.len() as u32);
            k.extend(id.bytes().map(u32::from));
        }
    }
}

/// The rules and choices a pursuit reads (7.5.2.10.2): charts, terrain, whether each side
/// pursues, and the loss priorities.
pub(super) struct Chase<'a> {
    charts: &'a Charts,
    terrain: &'a str,
    pursue: (bool, bool),
    priority: (&'a [FactorType], &'a [FactorType]),
}

impl<'a> Chase<'a> {
    fn of(
        b: &Battle<'a>,
        pursue: (bool, bool),
        priority: &'a (Vec<FactorType>, Vec<FactorType>),
    ) -> Self {
        Chase {
            charts: b.charts(),
            terrain: b.map().terrain(&b.area),
            pursue,
            priority: (&priority.0, &priority.1),
        }
    }

    /// The side that pursues after `end`: the victor (7.5.2.10.1), when its standing order
    /// says pursue and the loser has factors left.
    pub(super) fn pursuer(&self, end: End, att: &Force, def: &Force) -> Option<Role> {
        let End::Victory(victor) = end else {
            return None;
        };
        let (wants, loser_total) = match victor {
            Role::Attacker => (self.pursue.0, def.total()),
            Role::Defender => (self.pursue.1, att.total()),
        };
        (wants && loser_total > 0).then_some(victor)
    }

    /// 7.5.2.10.2: `victor` (of role `role`) pursues `loser` after `rounds` rounds, with the
    /// rules' [`pursuit::pursue`]; returns the factors the loser lost, or None when there is
    /// no pursuit (no cavalry).
    pub(super) fn pursue(
        &self,
        role: Role,
        victor: &Force,
        loser: &mut Force,
        rounds: u32,
        dice: &mut dyn Dice,
    ) -> Option<u32> {
        let lo = match role {
            Role::Attacker => self.priority.1,
            Role::Defender => self.priority.0,
        };
        let cause = Cause::Broke { rounds };
        let rep = pursuit::pursue(
            self.charts,
            self.terrain,
            victor,
            loser,
            cause,
            lo,
            dice,
            "pursuit",
        )?;
        loser.remove_empty();
        Some(rep.losses.iter().map(|x| x.count).sum())
    }
}

/// What side `f` has at the end of the day.
pub(super) fn left(f: &Force) -> Left {
    Left {
        factors: f.total(),
        morale_loss: f.morale_loss,
        broke: f.broken(),
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
