//! One side of a battle: its units, leaders, pinning and outflanking forces, morale.

use super::units::{commander, FactorType, Leader, Unit, UnitKind};
use std::collections::{BTreeMap, BTreeSet};

/// Attacker or defender.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The phasing side (7.5.1).
    Attacker,
    /// The non-phasing side.
    Defender,
}

/// A side in a combat. Units are working copies; the battle writes them back at the end.
#[derive(Debug, Clone)]
pub struct Force {
    /// Attacker or defender.
    pub role: Role,
    /// Name for reports ("Turkey", "Austria and Russia").
    pub label: String,
    /// The label names more than one power ("Austria and Russia"): the report's words
    /// agree with it in number.
    pub plural: bool,
    /// Units taking part (the outflanking force included).
    pub units: Vec<Unit>,
    /// Leaders present.
    pub leaders: Vec<Leader>,
    /// Ids of units moving around the flank this day (7.5.2.3.2).
    pub outflanking: BTreeSet<String>,
    /// Whether the outflanking force has arrived (7.5.2.12).
    pub arrived: bool,
    /// Corps used in any round, with their weight for political points (7.5.2.10.1.3).
    pub corps_used: BTreeMap<String, u32>,
    /// Base morale level in tenths (7.5.2.6.1).
    pub base_morale: i32,
    /// Final morale level of the current day, in tenths (7.5.2.6.2).
    pub final_morale: i32,
    /// Cumulative morale loss in tenths (7.5.2.9.3).
    pub morale_loss: i32,
}

impl Force {
    /// A side made of `units` and `leaders`; every corps counts as used (>20 factors: 2).
    pub fn new(role: Role, label: String, units: Vec<Unit>, leaders: Vec<Leader>) -> Self {
        let mut f = Force {
            role,
            label,
            plural: false,
            units,
            leaders,
            outflanking: BTreeSet::new(),
            arrived: false,
            corps_used: BTreeMap::new(),
            base_morale: 0,
            final_morale: 0,
            morale_loss: 0,
        };
        for u in f.units.clone() {
            f.mark_used(&u);
        }
        f
    }

    /// 7.5.2.10.1.3: records a corps as used; one of more than 20 factors counts as two.
    pub fn mark_used(&mut self, u: &Unit) {
        if u.kind == UnitKind::Corps {
            self.corps_used
                .entry(u.id.clone())
                .or_insert(if u.total() > 20 { 2 } else { 1 });
        }
    }

    /// The outflanking force is still moving around the flank.
    pub fn outflank_pending(&self) -> bool {
        !self.outflanking.is_empty() && !self.arrived
    }

    /// Whether unit `u` is in combat now (not moving around the flank).
    pub fn fights(&self, u: &Unit) -> bool {
        !(self.outflank_pending() && self.outflanking.contains(&u.id))
    }

    /// Army factors of all units.
    pub fn total(&self) -> u32 {
        self.units.iter().map(Unit::total).sum()
    }

    /// Army factors now in combat.
    pub fn fighting_total(&self) -> u32 {
        self.units
            .iter()
            .filter(|u| self.fights(u))
            .map(Unit::total)
            .sum()
    }

    /// 7.5.2.7.2: factors counted for percentage losses: the pinning force alone until
    /// the outflanking force arrives, then each outflanking factor counts twice.
    pub fn counted_factors(&self) -> u32 {
        self.units
            .iter()
            .map(|u| match (self.outflanking.contains(&u.id), self.arrived) {
                (true, false) => 0,
                (true, true) => 2 * u.total(),
                (false, _) => u.total(),
            })
            .sum()
    }

    /// Cavalry factors of every type, the outflanking force included (7.5.2.10.2.3).
    pub fn cavalry(&self) -> u32 {
        self.units
            .iter()
            .flat_map(|u| u.factors.iter())
            .filter(|(t, _)| t.is_cavalry())
            .map(|(_, n)| n)
            .sum()
    }

    /// Factors of one type over all units.
    pub fn of_type(&self, ty: FactorType) -> u32 {
        self.units
            .iter()
            .map(|u| u.factors.get(&ty).copied().unwrap_or(0))
            .sum()
    }

    /// The commander (10.6.1 as documented in [`crate::rules::empires_in_arms::model::units::commander`]).
    pub fn commander(&self) -> Option<&Leader> {
        commander(&self.leaders)
    }

    /// Powers with units or leaders on this side, sorted.
    pub fn powers(&self) -> BTreeSet<String> {
        self.units
            .iter()
            .map(|u| u.power.clone())
            .chain(self.leaders.iter().map(|l| l.power.clone()))
            .collect()
    }

    /// The power that gains or loses political points: the commander's, else the first.
    pub fn main_power(&self) -> Option<String> {
        self.commander()
            .map(|l| l.power.clone())
            .or_else(|| self.powers().into_iter().next())
    }

    /// Drops units with no factors left; returns them.
    pub fn remove_empty(&mut self) -> Vec<Unit> {
        let (empty, rest): (Vec<Unit>, Vec<Unit>) =
            self.units.drain(..).partition(|u| u.total() == 0);
        self.units = rest;
        for u in &empty {
            self.outflanking.remove(&u.id);
        }
        empty
    }

    /// Whether the side has broken: morale loss reached its final morale level (7.5.2.10.1.1).
    pub fn broken(&self) -> bool {
        self.morale_loss >= self.final_morale
    }
}
