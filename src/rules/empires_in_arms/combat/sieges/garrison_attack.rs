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
use crate::rules::empires_in_arms::model::units::{Unit, UnitKind};
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
    let own_priority = full_priority(&own.loss_priority);
    let mut lines = Vec::new();
    for (area, ids) in &own.garrison_attacks {
        let Some(city) = rules.map.areas.get(area).and_then(|a| a.city.clone()) else {
            continue;
        };
        let attacking = |u: &Unit| {
            u.area == *area
                && u.in_city
                && u.power == phasing
                && (ids.is_empty() || ids.contains(&u.id))
        };
        if !besieged(state, area) || !state.units.iter().any(attacking) {
            lines.push(format!(
                "No garrison attack from {}: no besieged forces of {} there (7.5.4.2.1).",
                city.name,
                state.power_name(&phasing)
            ));
            continue;
        }
        let mut att: Vec<Unit> = Vec::new();
        let mut def: Vec<Unit> = Vec::new();
        let mut rest = Vec::new();
        for u in std::mem::take(&mut state.units) {
            if attacking(&u) {
                att.push(u);
            } else if u.area == *area
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
        let besiegers: BTreeSet<String> = def.iter().map(|u| u.power.clone()).collect();
        let main = besiegers.iter().next().cloned().unwrap_or_default();
        let their = orders_of(orders, players, &main)
            .cloned()
            .unwrap_or_default();
        let their_priority = full_priority(&their.loss_priority);
        let (winner, fought) = fight(
            rules,
            &rules.land.siege.garrison_attack,
            &format!("Garrison attack from {}", city.name),
            &mut Side {
                label: format!("{} (garrison)", state.power_name(&phasing)),
                units: &mut att,
                priority: &own_priority,
            },
            &mut Side {
                label: format!("{} (besieger)", state.power_name(&main)),
                units: &mut def,
                priority: &their_priority,
            },
            dice,
        );
        lines.extend(fought);
        state.units.extend(att);
        if winner == Winner::Attacker && def.is_empty() {
            lines.push(format!(
                "The besiegers are destroyed: the siege of {} is lifted (7.5.4.2.1.5).",
                city.name
            ));
        } else if winner == Winner::Attacker {
            // 7.5.4.2.1.5: the besiegers retreat, not pursued.
            let preference = their
                .battles
                .get(area)
                .map(|b| b.retreat_preference.clone())
                .unwrap_or_default();
            let r = retreat(&rules.map, state, &besiegers, area, &preference);
            if r.surrendered {
                let names = siege::surrender(state, def, &phasing);
                lines.push(format!(
                    "The besiegers have no retreat and surrender: {} (7.5.2.10.3.6).",
                    names.join(", ")
                ));
            } else {
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
                lines.push(format!(
                    "The siege of {} is lifted: the besiegers retreat to {} ({}).",
                    city.name,
                    rules.map.name(&to),
                    r.reason
                ));
            }
        } else {
            state.units.extend(def);
            if state
                .units
                .iter()
                .any(|u| u.area == *area && u.in_city && u.power == phasing)
            {
                lines.push(format!("The siege of {} goes on (7.5.4.2.1.4).", city.name));
            } else {
                lines.push(format!(
                    "Every garrison factor is gone: {} is captured (7.5.4.2.1.4).",
                    city.name
                ));
            }
        }
        state.normalize();
    }
    lines
}
