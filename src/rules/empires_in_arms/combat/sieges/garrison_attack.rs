//! 7.5.4.2.1 garrison attack combats, in the besieged power's own land combat step: all or
//! part of the garrison attacks the besiegers (who fight with all they have) on the fixed
//! tables of [`crate::rules::empires_in_arms::combat::sieges::siege_combat`]. If the garrison wins, the besiegers retreat by the
//! retreat after combat rules without pursuit (7.5.4.2.1.5); otherwise the siege goes on,
//! unless every garrison factor is gone. No political points (7.5.4.2.2). Besieged corps
//! that win stay in the city; its next movement step takes them out at no cost (7.3.4).

use super::siege;
use super::siege_combat::{fight, Side, Winner};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::combat::retreat::retreat;
use crate::rules::empires_in_arms::model::order_parts::full_priority;
use crate::rules::empires_in_arms::model::orders::Orders;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::sides::orders_of;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory::besieged;
use crate::rules::empires_in_arms::model::units::{FactorType, Unit, UnitKind};
use crate::rules::empires_in_arms::words::{say, siege::Said};
use std::collections::{BTreeMap, BTreeSet};

/// The garrison attacks the phasing power ordered (`garrison_attacks`); report lines.
pub fn garrison_attacks(
    rules: &Rules,
    state: &mut State,
    orders: &BTreeMap<String, Orders>,
    players: &BTreeMap<String, Vec<String>>,
    dice: &mut dyn Dice,
) -> Vec<String> {
    let phasing = state.phasing.clone();
    let Some(own) = orders_of(orders, players, &phasing).cloned() else {
        return Vec::new();
    };
    let given = Given {
        orders,
        players,
        own_priority: full_priority(&own.loss_priority),
    };
    let mut lines = Vec::new();
    for (area, ids) in &own.garrison_attacks {
        lines.extend(attack(rules, state, &given, area, ids, dice));
    }
    lines
}

/// The sequence's orders (by power, through its players) and the phasing power's loss
/// priority.
struct Given<'a> {
    orders: &'a BTreeMap<String, Orders>,
    players: &'a BTreeMap<String, Vec<String>>,
    own_priority: Vec<FactorType>,
}

/// Whether `u` takes part in the garrison attack from `area` ordered with `ids` (all the
/// phasing power's besieged forces there when none are named).
fn attacks(u: &Unit, area: &str, phasing: &str, ids: &[String]) -> bool {
    u.area == area && u.in_city && u.power == phasing && (ids.is_empty() || ids.contains(&u.id))
}

/// 7.5.4.2.1: the garrison attack from the city of `area` with `ids`: the garrison against
/// every besieger at war with it but depot garrisons; report lines.
fn attack(
    rules: &Rules,
    state: &mut State,
    g: &Given,
    area: &String,
    ids: &[String],
    dice: &mut dyn Dice,
) -> Vec<String> {
    let phasing = state.phasing.clone();
    let Some(city) = rules.map.areas.get(area).and_then(|a| a.city.clone()) else {
        return Vec::new();
    };
    if !besieged(state, area) || !state.units.iter().any(|u| attacks(u, area, &phasing, ids)) {
        return vec![say(&Said::NoGarrisonAttack {
            city: &city.name,
            power: &state.power_name(&phasing),
        })];
    }
    let (mut att, mut def) = take_sides(state, area, ids);
    let besiegers: BTreeSet<String> = def.iter().map(|u| u.power.clone()).collect();
    let main = besiegers.iter().next().cloned().unwrap_or_default();
    let their = orders_of(g.orders, g.players, &main)
        .cloned()
        .unwrap_or_default();
    let their_priority = full_priority(&their.loss_priority);
    let (winner, mut lines) = fight(
        rules,
        &rules.land.siege.garrison_attack,
        &say(&Said::GarrisonAttackFrom { city: &city.name }),
        &mut Side {
            label: say(&Said::SiegeSide {
                power: &state.power_name(&phasing),
                part: "garrison",
            }),
            units: &mut att,
            priority: &g.own_priority,
        },
        &mut Side {
            label: say(&Said::SiegeSide {
                power: &state.power_name(&main),
                part: "besieger",
            }),
            units: &mut def,
            priority: &their_priority,
        },
        dice,
    );
    state.units.extend(att);
    if winner == Winner::Attacker {
        lines.push(besiegers_beaten(
            rules, state, area, &city.name, def, &besiegers, &their,
        ));
    } else {
        lines.push(garrison_beaten(state, area, &city.name, def));
    }
    state.normalize();
    lines
}

/// Takes the two sides of the garrison attack from `area` out of the state: the attacking
/// garrison, and the besiegers outside at war with it (depot garrisons take no part).
fn take_sides(state: &mut State, area: &str, ids: &[String]) -> (Vec<Unit>, Vec<Unit>) {
    let phasing = state.phasing.clone();
    let mut att: Vec<Unit> = Vec::new();
    let mut def: Vec<Unit> = Vec::new();
    let mut rest = Vec::new();
    for u in std::mem::take(&mut state.units) {
        if attacks(&u, area, &phasing, ids) {
            att.push(u);
        } else if u.area == area
            && !u.in_city
            && u.kind != UnitKind::Garrison
            && state.at_war(&phasing, &u.power)
        {
            def.push(u);
        } else {
            rest.push(u);
        }
    }
    state.units = rest;
    (att, def)
}

/// 7.5.4.2.1.5: the garrison won: the besiegers (`def`, of `besiegers`) are destroyed, or
/// retreat unpursued by their orders' preference, or surrender with no retreat; the line.
fn besiegers_beaten(
    rules: &Rules,
    state: &mut State,
    area: &String,
    city: &str,
    def: Vec<Unit>,
    besiegers: &BTreeSet<String>,
    their: &Orders,
) -> String {
    if def.is_empty() {
        return say(&Said::BesiegersDestroyed { city });
    }
    // 7.5.4.2.1.5: the besiegers retreat, not pursued.
    let preference = their
        .battles
        .get(area)
        .map(|b| b.retreat_preference.clone())
        .unwrap_or_default();
    let r = retreat(&rules.map, state, besiegers, area, &preference);
    if r.surrendered {
        let phasing = state.phasing.clone();
        let names = siege::surrender(state, def, &phasing);
        return say(&Said::BesiegersSurrender { prisoners: &names });
    }
    let to = r.path.last().cloned().unwrap_or_else(|| area.clone());
    for mut u in def {
        u.area = to.clone();
        state.units.push(u);
    }
    for l in state
        .leaders
        .iter_mut()
        .filter(|l| l.area == *area && besiegers.contains(&l.power))
    {
        l.area = to.clone();
    }
    say(&Said::SiegeLifted {
        city,
        to: &rules.map.name(&to),
        way: &r.reason,
    })
}

/// 7.5.4.2.1.4: the garrison did not win: the besiegers (`def`) stay, and the siege goes on
/// unless every garrison factor is gone; the line.
fn garrison_beaten(state: &mut State, area: &str, city: &str, def: Vec<Unit>) -> String {
    let phasing = &state.phasing;
    state.units.extend(def);
    if state
        .units
        .iter()
        .any(|u| u.area == area && u.in_city && &u.power == phasing)
    {
        say(&Said::GarrisonAttackFails { city })
    } else {
        say(&Said::GarrisonGone { city })
    }
}
