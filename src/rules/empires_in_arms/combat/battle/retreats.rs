//! 7.5.2.10.3 and 7.5.4.2.3.1.1: units leaving the field after a battle (retreat, the
//! relieving force's return) and what the enemy captures (7.5.2.10.3.6, 7.5.3.4).

use super::Battle;
use crate::rules::empires_in_arms::combat::battle_report::RetreatReport;
use crate::rules::empires_in_arms::combat::retreat::retreat;
use crate::rules::empires_in_arms::model::state::{Prisoner, State};
use crate::rules::empires_in_arms::model::units::{Leader, Unit, UnitKind};
use crate::rules::empires_in_arms::revision::Change;
use crate::rules::empires_in_arms::words::{field::Said, say};
use std::collections::BTreeSet;

use super::Kind;

impl Battle<'_> {
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
        let mobile = self.garrisons_surrender(side, units);
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
            reason: say(&Said::Retreat {
                way: &r.reason,
                by: conducted_by,
            }),
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

    /// 7.5.3.4: in trivial combat the side's depot garrisons among `units` cannot retreat
    /// and surrender; the units that may retreat.
    fn garrisons_surrender(&mut self, side: &str, units: Vec<Unit>) -> Vec<Unit> {
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
                reason: say(&Said::GarrisonsSurrender),
            });
            for u in &stuck {
                self.capture_unit(u, side);
            }
        }
        mobile
    }

    /// 7.5.4.2.3.1.1: the relieving force, having failed, "returns to the area from which
    /// it entered the siege area (returns to any one of the areas from which it entered, if
    /// more than one)": the whole force goes to one area ([`return_area`]); its leaders go
    /// with it (with no unit left, they retreat alone). Units that did not enter stay.
    /// Entries of pbem 0.5.0 and older sent each unit to its own area and named the first.
    pub fn relief_returns(&mut self, state: &State, preference: &[String]) {
        let units = std::mem::take(&mut self.att.units);
        let (entered, stayed): (Vec<Unit>, Vec<Unit>) =
            units.into_iter().partition(|u| u.entered_from.is_some());
        self.att.units = stayed;
        let dest = if self.rules.revision.has(Change::ReliefReturnArea) {
            return_area(&entered, preference)
        } else {
            entered.first().and_then(|u| u.entered_from.clone())
        };
        let Some(dest) = dest else {
            let label = self.att.label.clone();
            let leaders = std::mem::take(&mut self.att.leaders);
            self.retreat_units(state, &label, Vec::new(), leaders, &[], &label);
            return;
        };
        let mut names = Vec::new();
        for mut u in entered {
            names.push(u.name.clone());
            let from = u.entered_from.take().unwrap_or_else(|| dest.clone());
            u.area = if self.rules.revision.has(Change::ReliefReturnsTogether) {
                dest.clone()
            } else {
                from
            };
            self.moved.push(u);
        }
        for mut l in std::mem::take(&mut self.att.leaders) {
            names.push(l.name.clone());
            l.area = dest.clone();
            self.moved_leaders.push(l);
        }
        self.report.retreats.push(RetreatReport {
            side: self.att.label.clone(),
            units: names,
            path: vec![self.rules.map.name(&dest)],
            surrendered: false,
            reason: say(&Said::ReliefReturns),
        });
    }

    /// The enemy of `side_label` takes `u`'s factors prisoner.
    pub fn capture_unit(&mut self, u: &Unit, side_label: &str) {
        let held_by = self.captor(side_label);
        self.report.captured.push(say(&Said::UnitSurrenders {
            unit: &u.name,
            factors: u.total(),
        }));
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
        self.report
            .captured
            .push(say(&Said::LeaderCaptured { leader: &l.name }));
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
}

/// 7.5.4.2.3.1.1: the one area a failed relieving force (`entered`, the units that entered
/// the siege area) returns to, among the areas they entered from: the first its owner's
/// `retreat_preference` names, else the one most of its army factors entered from (ties:
/// the first unit's, by id).
fn return_area(entered: &[Unit], preference: &[String]) -> Option<String> {
    let froms: Vec<&String> = entered
        .iter()
        .filter_map(|u| u.entered_from.as_ref())
        .collect();
    if let Some(p) = preference.iter().find(|p| froms.contains(p)) {
        return Some(p.clone());
    }
    let factors = |a: &String| -> u32 {
        entered
            .iter()
            .filter(|u| u.entered_from.as_ref() == Some(a))
            .map(Unit::total)
            .sum()
    };
    let mut best: Option<(&String, u32)> = None;
    for a in froms {
        let n = factors(a);
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((a, n));
        }
    }
    best.map(|(a, _)| a.clone())
}
