//! A battle in progress: the two forces, the report being written, and what goes back to
//! the state at the end (units moved, lost or taken prisoner).

use super::battle_report::{BattleReport, RetreatReport, SideStart, UnitLine};
use super::morale;
use super::retreat::retreat;
use crate::rules::empires_in_arms::model::force::{Force, Role};
use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::rules::{Method, Rules};
use crate::rules::empires_in_arms::model::sides;
use crate::rules::empires_in_arms::model::state::{Prisoner, State};
use crate::rules::empires_in_arms::model::units::{total, Leader, Unit, UnitKind};
use crate::rules::empires_in_arms::tables::charts::{fmt_tenths, Charts};
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
        let att = Force::new(Role::Attacker, att_label, att_units, att_leaders);
        let def = Force::new(Role::Defender, def_label, def_units, def_leaders);
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

    /// Retreats (or withdraws) the units `units` and `leaders` of a side toward its depots;
    /// `conducted_by` names who decides ties with `preference`. Garrisons cannot retreat in
    /// trivial combat (7.5.3.4) and surrender; so does a force with no route (7.5.2.10.3.6).
    pub fn retreat_units(
        &mut self,
        state: &State,
        side: &str,
        units: Vec<Unit>,
        leaders: Vec<Leader>,
        preference: &[String],
        conducted_by: &str,
    ) {
        if units.is_empty() && leaders.is_empty() {
            return;
        }
        let (stuck, mobile): (Vec<Unit>, Vec<Unit>) = units
            .into_iter()
            .partition(|u| u.kind == UnitKind::Garrison && self.kind == Kind::Trivial);
        if !stuck.is_empty() {
            let names = stuck.iter().map(|u| u.name.clone()).collect::<Vec<_>>();
            self.report.retreats.push(RetreatReport {
                side: side.into(),
                units: names,
                path: Vec::new(),
                surrendered: true,
                reason: "7.5.3.4: depot garrisons cannot retreat; they surrender".into(),
            });
            for u in &stuck {
                self.capture_unit(u, side);
            }
        }
        if mobile.is_empty() && leaders.is_empty() {
            return;
        }
        let powers: BTreeSet<String> = mobile
            .iter()
            .map(|u| u.power.clone())
            .chain(leaders.iter().map(|l| l.power.clone()))
            .collect();
        let r = retreat(&self.rules.map, state, &powers, &self.area, preference);
        let mut names: Vec<String> = mobile.iter().map(|u| u.name.clone()).collect();
        names.extend(leaders.iter().map(|l| l.name.clone()));
        self.report.retreats.push(RetreatReport {
            side: side.into(),
            units: names,
            path: r.path.iter().map(|a| self.rules.map.name(a)).collect(),
            surrendered: r.surrendered,
            reason: format!("{} (conducted by {conducted_by})", r.reason),
        });
        if r.surrendered {
            for u in &mobile {
                self.capture_unit(u, side);
            }
            for l in &leaders {
                self.capture_leader(l, side);
            }
            return;
        }
        let dest = r.path.last().cloned().unwrap_or_else(|| self.area.clone());
        for mut u in mobile {
            u.area = dest.clone();
            u.entered_from = None;
            self.moved.push(u);
        }
        for mut l in leaders {
            l.area = dest.clone();
            self.moved_leaders.push(l);
        }
    }

    /// 7.5.4.2.3.1.1: the relieving force, having failed, returns each unit to the area it
    /// entered from; its leaders go with the first (with no unit left, they retreat alone).
    /// Units that did not enter stay.
    pub fn relief_returns(&mut self, state: &State) {
        let units = std::mem::take(&mut self.att.units);
        let mut first: Option<String> = None;
        let mut names = Vec::new();
        for mut u in units {
            match u.entered_from.clone() {
                Some(from) => {
                    names.push(u.name.clone());
                    first.get_or_insert_with(|| from.clone());
                    u.area = from;
                    u.entered_from = None;
                    self.moved.push(u);
                }
                None => self.att.units.push(u),
            }
        }
        if let Some(dest) = &first {
            for mut l in std::mem::take(&mut self.att.leaders) {
                names.push(l.name.clone());
                l.area = dest.clone();
                self.moved_leaders.push(l);
            }
            self.report.retreats.push(RetreatReport {
                side: self.att.label.clone(),
                units: names,
                path: vec![self.rules.map.name(dest)],
                surrendered: false,
                reason: "7.5.4.2.3.1.1: the relieving force returns to the area it entered from"
                    .into(),
            });
        } else {
            let label = self.att.label.clone();
            let leaders = std::mem::take(&mut self.att.leaders);
            self.retreat_units(state, &label, Vec::new(), leaders, &[], &label);
        }
    }

    /// The enemy of `side_label` takes `u`'s factors prisoner.
    pub fn capture_unit(&mut self, u: &Unit, side_label: &str) {
        let held_by = self.captor(side_label);
        self.report
            .captured
            .push(format!("{} ({} factors) surrenders", u.name, u.total()));
        self.prisoners.push(Prisoner {
            name: u.name.clone(),
            power: u.power.clone(),
            factors: u.total(),
            held_by,
            turn: self.turn,
        });
    }

    /// The enemy of `side_label` captures leader `l`.
    pub fn capture_leader(&mut self, l: &Leader, side_label: &str) {
        let held_by = self.captor(side_label);
        self.report.captured.push(format!("{} is captured", l.name));
        self.prisoners.push(Prisoner {
            name: l.name.clone(),
            power: l.power.clone(),
            factors: 0,
            held_by,
            turn: self.turn,
        });
    }

    fn captor(&self, side_label: &str) -> String {
        let other = if side_label == self.att.label {
            &self.def
        } else {
            &self.att
        };
        other.main_power().unwrap_or_default()
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

fn side_start(f: &Force, working: &str, method: Method) -> SideStart {
    SideStart {
        label: f.label.clone(),
        commander: f.commander().map(|c| {
            format!(
                "{} (strategic {}, tactical {})",
                c.name, c.strategic, c.tactical
            )
        }),
        units: f
            .units
            .iter()
            .map(|u| UnitLine {
                id: u.id.clone(),
                name: u.name.clone(),
                power: u.power.clone(),
                factors: u.factors.iter().map(|(t, n)| (t.label(), *n)).collect(),
                total: total(&u.factors),
            })
            .collect(),
        total: f.total(),
        cavalry: f.cavalry(),
        base_morale: fmt_tenths(f.base_morale),
        morale_working: format!(
            "method {}: {working}",
            match method {
                Method::One => "one (7.5.2.6.1.1)",
                Method::Two => "two (7.5.2.6.1.2)",
            }
        ),
    }
}
