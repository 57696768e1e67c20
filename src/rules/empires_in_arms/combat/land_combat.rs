//! 7.5 The land combat step of the phasing power's sequence: where combats are, in what
//! order they are fought (7.5.1.3), and applying each to the state.

use super::battle::{BattleResult, Kind};
use super::battle_report::BattleReport;
use super::field::depots_after_battle;
use super::field::field_combat;
use crate::fairness::Dice;
use crate::rules::empires_in_arms::model::orders::{Orders, SideOrders};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::units::{Unit, UnitKind};
use std::collections::{BTreeMap, BTreeSet};

/// A combat the phasing power must fight (7.5.1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// Area id.
    pub area: String,
    /// Field or trivial (7.5.3: one side solely garrisons, cossacks, freikorps, guerillas).
    pub kind: Kind,
    /// Powers on the defending side.
    pub defenders: BTreeSet<String>,
}

fn only_light(units: &[&Unit]) -> bool {
    units.iter().all(|u| {
        matches!(
            u.kind,
            UnitKind::Garrison | UnitKind::Cossacks | UnitKind::Freikorps | UnitKind::Guerilla
        )
    })
}

/// 7.5.1: every area where the phasing power's corps, freikorps or cossacks share the area
/// with forces of a power at war with it (guerillas excluded), sorted by area. Forces inside
/// cities are not in field or trivial combat (7.5.1.2).
pub fn sites(state: &State) -> Vec<Site> {
    let p = &state.phasing;
    let areas: BTreeSet<&str> = state
        .units
        .iter()
        .filter(|u| &u.power == p && u.forces_attack() && !u.in_city && u.total() > 0)
        .map(|u| u.area.as_str())
        .collect();
    let mut out = Vec::new();
    for area in areas {
        let here: Vec<&Unit> = state
            .units
            .iter()
            .filter(|u| u.area == area && !u.in_city && u.total() > 0)
            .collect();
        let att: Vec<&Unit> = here.iter().copied().filter(|u| &u.power == p).collect();
        let def: Vec<&Unit> = here
            .iter()
            .copied()
            .filter(|u| state.at_war(&u.power, p) && u.kind != UnitKind::Guerilla)
            .collect();
        if def.is_empty() {
            continue;
        }
        let kind = if only_light(&att) || only_light(&def) {
            Kind::Trivial
        } else {
            Kind::Field
        };
        out.push(Site {
            area: area.to_string(),
            kind,
            defenders: def.iter().map(|u| u.power.clone()).collect(),
        });
    }
    out
}

/// Resolves the field and trivial combats of `state.phasing`'s land combat step (sieges
/// follow, [`crate::rules::empires_in_arms::combat::sieges::siege`]). `orders`: player -> orders (a player who sent none is absent: defaults).
pub fn resolve(
    rules: &Rules,
    state: &mut State,
    orders: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    dice: &mut dyn Dice,
) -> Vec<BattleReport> {
    resolve_except(rules, state, orders, players, &BTreeSet::new(), dice)
}

/// [`resolve`] but for the areas in `fought`: in a combined movement (7.1.2) each ally
/// fights the combats its attacks declared, and a combat an earlier ally fought, with the
/// later one beside it (7.3.8.6), is not fought again.
pub fn resolve_except(
    rules: &Rules,
    state: &mut State,
    orders: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    fought: &BTreeSet<String>,
    dice: &mut dyn Dice,
) -> Vec<BattleReport> {
    let phasing = state.phasing.clone();
    let att_orders = orders_of(orders, players, &phasing);
    let mut order: Vec<String> = att_orders
        .map(|o| o.fight_order.clone())
        .unwrap_or_default();
    for s in sites(state) {
        if !order.contains(&s.area) {
            order.push(s.area);
        }
    }
    order.retain(|a| !fought.contains(a));
    let mut reports = Vec::new();
    for area in order {
        // Earlier combats may have changed this one (7.5.1.3): look again.
        let Some(site) = sites(state).into_iter().find(|s| s.area == area) else {
            continue;
        };
        let def_main = site.defenders.iter().next().cloned().unwrap_or_default();
        let def_orders = orders_of(orders, players, &def_main);
        let pick = |o: Option<&Orders>, attacker: bool| {
            SideOrders::from_orders(
                o.and_then(|o| o.battles.get(&area)),
                o.map_or(&[][..], |o| &o.loss_priority),
                attacker,
            )
        };
        let att_o = pick(att_orders, true);
        let def_o = pick(def_orders, false);
        let result = field_combat::fight(rules, state, &area, site.kind, &att_o, &def_o, dice);
        let mut report = apply(state, result);
        // Step fourteen, for whichever side alone holds the area.
        for (power, o) in [(&phasing, &att_o), (&def_main, &def_o)] {
            let net = rules.net(state);
            report.depots.extend(depots_after_battle::step(
                net,
                state,
                &area,
                power,
                o.enemy_depot,
            ));
        }
        reports.push(report);
    }
    state.normalize();
    reports
}

/// Writes a battle's result into the state.
fn apply(state: &mut State, r: BattleResult) -> BattleReport {
    state.units.retain(|u| !r.touched_units.contains(&u.id));
    state.units.extend(r.units);
    state.leaders.retain(|l| !r.touched_leaders.contains(&l.id));
    state.leaders.extend(r.leaders);
    state.prisoners.extend(r.prisoners);
    for (power, delta) in r.political {
        if let Some(p) = state.powers.get_mut(&power) {
            p.political_points += delta;
        }
    }
    state.normalize();
    r.report
}
