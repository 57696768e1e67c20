//! 7.3.6.1 moving into an area with an ungarrisoned enemy depot: the moving counter may
//! destroy it, or convert it to a depot of its own power (no money cost) if that would make
//! it a supply source or extend a valid supply chain (7.2.3). A corps that destroys a depot
//! and ends its move there is supplied as if it had foraged with no loss. 7.3.6.2: the owner
//! of a garrisoned depot may destroy it as the enemy enters; its garrison goes into the
//! area's city as far as there is room, and the rest surrenders.

use crate::rules::empires_in_arms::depots::depot_step;
use crate::rules::empires_in_arms::model::orders::DepotChoice;
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::units::{Unit, UnitKind};
use crate::rules::empires_in_arms::supply::supply_chain::in_valid_chain;
use crate::rules::empires_in_arms::words::{movement::Said, say};

/// What happened to an enemy depot a counter entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fate {
    /// Destroyed (7.3.6.1).
    Destroyed,
    /// Converted to a depot of the entering power (7.3.6.1).
    Converted,
}

/// An ungarrisoned depot of a power at war with `power` in `area`, by owner. A depot that
/// enemy field forces still stand on is not open to the mover: it falls to the battle's
/// winner after combat (7.5.2.14), as a garrisoned one does (7.3.6.2).
fn ungarrisoned_enemy_depot(state: &State, power: &str, area: &str) -> Option<String> {
    let d = state
        .depots
        .iter()
        .find(|d| d.area == area && state.at_war(power, &d.power))?;
    let defended = state.units.iter().any(|u| {
        u.area == area
            && !u.in_city
            && u.total() > 0
            && u.kind != UnitKind::Guerilla
            && state.at_war(power, &u.power)
    });
    (!defended).then(|| d.power.clone())
}

/// 7.3.6.1: `mover` enters `area`; an ungarrisoned enemy depot there is destroyed or, as
/// `choice` asks and where 7.2.3 allows, converted. Returns the fate and the report line;
/// None when there is no such depot.
pub fn enter(
    rules: &Rules,
    state: &mut State,
    mover: &Unit,
    area: &str,
    choice: DepotChoice,
) -> Option<(Fate, String)> {
    let owner = ungarrisoned_enemy_depot(state, &mover.power, area)?;
    state
        .depots
        .retain(|d| !(d.area == area && d.power == owner));
    let place = rules.map.name(area);
    let owner_name = state.power_name(&owner);
    if choice == DepotChoice::Convert {
        return Some(match converted(rules, state, mover, area) {
            Ok(converted) => {
                state.depots = converted.depots;
                (
                    Fate::Converted,
                    say(&Said::DepotConvertedOnEntry {
                        unit: &mover.name,
                        owner: &owner_name,
                        area: &place,
                        power: &state.power_name(&mover.power),
                    }),
                )
            }
            Err(why) => (
                Fate::Destroyed,
                say(&Said::DepotDestroyedOnEntry {
                    unit: &mover.name,
                    owner: &owner_name,
                    area: &place,
                    why: Some(&why),
                }),
            ),
        });
    }
    Some((
        Fate::Destroyed,
        say(&Said::DepotDestroyedOnEntry {
            unit: &mover.name,
            owner: &owner_name,
            area: &place,
            why: None,
        }),
    ))
}

/// 7.3.6.1: the state with a depot of `mover`'s power converted at `area` (the enemy's
/// removed already), or why it cannot be: its counter mix is on the map, or it would be
/// neither a supply source nor part of a valid supply chain (7.2.3).
fn converted(rules: &Rules, state: &State, mover: &Unit, area: &str) -> Result<State, String> {
    let limit = rules.land.depots.countermix.get(&mover.power).copied();
    let on_map = state
        .depots
        .iter()
        .filter(|d| d.power == mover.power)
        .count() as u32;
    let mut converted = state.clone();
    converted.depots.push(state::Depot {
        power: mover.power.clone(),
        area: area.to_string(),
    });
    if limit.is_some_and(|l| on_map >= l) {
        return Err("its counter mix is on the map".to_string());
    }
    if !in_valid_chain(rules.net(&converted), &converted, &mover.power, area) {
        return Err(
            "it would be neither a supply source nor part of a valid supply chain (7.2.3)".into(),
        );
    }
    converted.normalize();
    Ok(converted)
}

/// 7.3.6.2 for every area the phasing power's units entered (`entered`, in order): a
/// garrisoned depot whose owner's standing orders (`destroy_on_entry`: power -> areas) name
/// the area is destroyed. Returns the report lines.
pub fn garrisoned_depots_destroyed(
    rules: &Rules,
    state: &mut State,
    entered: &[String],
    destroy_on_entry: &std::collections::BTreeMap<String, Vec<String>>,
) -> Vec<String> {
    let phasing = state.phasing.clone();
    let mut lines = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for area in entered.iter().filter(|a| seen.insert(a.to_string())) {
        let owner = state
            .depots
            .iter()
            .find(|d| &d.area == area && state.at_war(&phasing, &d.power))
            .map(|d| d.power.clone());
        let Some(owner) = owner else { continue };
        let garrisoned = state.units.iter().any(|u| {
            &u.area == area && u.power == owner && u.kind == UnitKind::Garrison && !u.in_city
        });
        if !garrisoned
            || !destroy_on_entry
                .get(&owner)
                .is_some_and(|a| a.contains(area))
        {
            continue;
        }
        state
            .depots
            .retain(|d| !(&d.area == area && d.power == owner));
        let (moved, lost) = depot_step::garrison_into_city(rules, state, &owner, area);
        let line = say(&Said::GarrisonedDepotDestroyed {
            owner: &state.power_name(&owner),
            area: &rules.map.name(area),
            power: &state.power_name(&phasing),
            moved,
            lost,
        });
        if lost > 0 {
            state.prisoners.push(state::Prisoner {
                name: format!("depot garrison, {}", rules.map.name(area)),
                power: owner.clone(),
                factors: lost,
                held_by: phasing.clone(),
                turn: state.turn,
            });
        }
        lines.push(line);
    }
    lines
}
