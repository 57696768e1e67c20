//! A battle in progress: the two forces, the report being written, and what goes back to
//! the state at the end (units moved, lost or taken prisoner).

mod retreats;
mod start;

use super::battle_report::BattleReport;
use super::morale;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides;
use crate::rules::empires_in_arms::model::state::{Prisoner, State};
use crate::rules::empires_in_arms::model::units::{Leader, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::charts::Charts;
use start::side_start;
use std::collections::BTreeSet;

/// Field or trivial combat (7.5.2, 7.5.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// 7.5.2 field combat.
    Field,
    /// 7.5.3 trivial combat.
    Trivial,
}

/// What a finished battle changes in the state.
#[derive(Debug, Default)]
pub struct BattleResult {
    /// The report.
    pub report: BattleReport,
    /// Ids of every unit that took part or tried to (their state entries are replaced).
    pub touched_units: BTreeSet<String>,
    /// The surviving units, where they now are.
    pub units: Vec<Unit>,
    /// Ids of every leader that took part.
    pub touched_leaders: BTreeSet<String>,
    /// Leaders still free, where they now are.
    pub leaders: Vec<Leader>,
    /// Prisoners taken.
    pub prisoners: Vec<Prisoner>,
    /// Political points: (power, change).
    pub political: Vec<(String, i32)>,
}

/// A battle in progress.
#[derive(Clone)]
pub struct Battle<'r> {
    /// Rules.
    pub rules: &'r Rules,
    /// Area id.
    pub area: String,
    /// Field or trivial.
    pub kind: Kind,
    /// 7.5.4.2.3: a limited field combat of a relieving force (one day at most).
    pub relief: bool,
    /// The phasing side.
    pub att: Force,
    /// The other side.
    pub def: Force,
    /// Report being written.
    pub report: BattleReport,
    /// Whether the rules write the report's text and the dice's purposes (true for every
    /// real battle; `pbem odds` turns it off with [`Battle::without_narration`], as nobody
    /// reads the text of the battles it walks).
    pub narrate: bool,
    /// Combat rounds completed over all days.
    pub rounds: u32,
    /// Day being fought.
    pub day: u32,
    /// Units that left the field (retreated or withdrew), with their new area.
    pub moved: Vec<Unit>,
    /// Leaders that left the field.
    pub moved_leaders: Vec<Leader>,
    /// Prisoners.
    pub prisoners: Vec<Prisoner>,
    /// Political point changes.
    pub political: Vec<(String, i32)>,
    turn: u32,
    touched_units: BTreeSet<String>,
    touched_leaders: BTreeSet<String>,
}

impl<'r> Battle<'r> {
    /// Sets up the battle in `area`: the phasing power's units, with those of its allies at
    /// war with every defender (7.3.8.6), against every unit of a power at war with it
    /// (7.5.1.2; defending guerillas do not take part, 10.1.1.3). Units inside the city take
    /// no part.
    pub fn new(rules: &'r Rules, state: &State, area: &str, kind: Kind) -> Self {
        let phasing = state.phasing.clone();
        let here: Vec<&Unit> = state
            .units
            .iter()
            .filter(|u| u.area == area && !u.in_city && u.total() > 0)
            .collect();
        let def_units: Vec<Unit> = here
            .iter()
            .filter(|u| state.at_war(&u.power, &phasing) && u.kind != UnitKind::Guerilla)
            .map(|u| (*u).clone())
            .collect();
        let def_powers: BTreeSet<String> = def_units.iter().map(|u| u.power.clone()).collect();
        // 7.3.8.6: allies of the phasing power at war with every defender attack with it.
        let att_powers = sides::attacking_powers(state, area, &def_powers);
        let att_units: Vec<Unit> = here
            .iter()
            .filter(|u| att_powers.contains(&u.power))
            .map(|u| (*u).clone())
            .collect();
        let leaders = |powers: &BTreeSet<String>| -> Vec<Leader> {
            state
                .leaders
                .iter()
                .filter(|l| l.area == area && !l.in_city && powers.contains(&l.power))
                .cloned()
                .collect()
        };
        let att_leaders = leaders(&att_powers);
        let def_leaders = leaders(&def_powers);
        let def_label = state.names(&def_powers);
        let att_label = state.names(&att_powers);
        let mut att = Force::new(Role::Attacker, att_label, att_units, att_leaders);
        let mut def = Force::new(Role::Defender, def_label, def_units, def_leaders);
        att.plural = att_powers.len() > 1;
        def.plural = def_powers.len() > 1;
        Self::from_forces(rules, area, kind, att, def, state.turn)
    }

    /// Sets up a battle in `area` between two forces given as they are (`pbem odds` from
    /// typed-in forces); base morale is found as in [`Battle::new`] (7.5.2.6.1). `turn` is
    /// the game turn prisoners are recorded under.
    pub fn from_forces(
        rules: &'r Rules,
        area: &str,
        kind: Kind,
        att: Force,
        def: Force,
        turn: u32,
    ) -> Self {
        let mut b = Battle {
            rules,
            area: area.to_string(),
            kind,
            relief: false,
            touched_units: att
                .units
                .iter()
                .chain(def.units.iter())
                .map(|u| u.id.clone())
                .collect(),
            touched_leaders: att
                .leaders
                .iter()
                .chain(def.leaders.iter())
                .map(|l| l.id.clone())
                .collect(),
            att,
            def,
            report: BattleReport::default(),
            narrate: true,
            rounds: 0,
            day: 1,
            moved: Vec::new(),
            moved_leaders: Vec::new(),
            prisoners: Vec::new(),
            political: Vec::new(),
            turn,
        };
        b.report.area = area.to_string();
        b.report.area_name = rules.map.name(area);
        b.report.terrain = rules.map.terrain(area).to_string();
        b.report.kind = match kind {
            Kind::Field => "field",
            Kind::Trivial => "trivial",
        }
        .into();
        b.base_morale();
        b
    }

    /// The battle as `pbem odds` walks it: no report text, no dice purposes, and nothing
    /// kept for the state at the end (the report so far and the units touched are dropped),
    /// so that a copy is cheap. The rules' decisions are the same.
    pub fn without_narration(mut self) -> Self {
        self.narrate = false;
        self.report = BattleReport::default();
        self.touched_units.clear();
        self.touched_leaders.clear();
        self
    }

    /// The charts.
    pub fn charts(&self) -> &'r Charts {
        &self.rules.charts
    }

    /// The map.
    pub fn map(&self) -> &'r Map {
        &self.rules.map
    }

    /// The area's name.
    pub fn area_name(&self) -> String {
        self.rules.map.name(&self.area)
    }

    /// A force by role.
    pub fn side(&mut self, role: Role) -> &mut Force {
        match role {
            Role::Attacker => &mut self.att,
            Role::Defender => &mut self.def,
        }
    }

    /// A force by role, to read.
    pub fn get(&self, role: Role) -> &Force {
        match role {
            Role::Attacker => &self.att,
            Role::Defender => &self.def,
        }
    }

    /// Records units and leaders joining from outside (reinforcements).
    pub fn touch(&mut self) {
        for u in self.att.units.iter().chain(self.def.units.iter()) {
            self.touched_units.insert(u.id.clone());
        }
        for l in self.att.leaders.iter().chain(self.def.leaders.iter()) {
            self.touched_leaders.insert(l.id.clone());
        }
    }

    /// 7.5.2.6.1: base morale of both sides, on the whole forces.
    fn base_morale(&mut self) {
        for role in [Role::Attacker, Role::Defender] {
            let method = self.rules.morale_method;
            let m = morale::base(method, &self.rules.charts.morale, &self.side(role).units);
            let f = self.side(role);
            f.base_morale = m.tenths;
            let start = side_start(f, &m.working, method);
            match role {
                Role::Attacker => self.report.attacker = start,
                Role::Defender => self.report.defender = start,
            }
        }
    }

    /// Ends the battle: survivors still on the field stay in the area; corps counters
    /// emptied by the losses leave the map (7.5.5).
    pub fn into_result(mut self) -> BattleResult {
        self.touch();
        // 7.5.5 removal of corps: counters emptied by the losses are removed.
        let mut units: Vec<Unit> = self
            .att
            .units
            .drain(..)
            .chain(self.def.units.drain(..))
            .filter(|u| u.total() > 0)
            .collect();
        units.extend(self.moved.into_iter().filter(|u| u.total() > 0));
        let mut leaders: Vec<Leader> = self
            .att
            .leaders
            .drain(..)
            .chain(self.def.leaders.drain(..))
            .collect();
        leaders.extend(self.moved_leaders);
        BattleResult {
            report: self.report,
            touched_units: self.touched_units,
            units,
            touched_leaders: self.touched_leaders,
            leaders,
            prisoners: self.prisoners,
            political: self.political,
        }
    }
}
