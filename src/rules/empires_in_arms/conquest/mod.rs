//! 7.7 the Conquest Step, after all major power sequences: a minor country's control flag
//! changes to a conquered flag of the power that occupied its capital during the previous
//! turn and held it, uninterrupted and unbesieged, for the entire current turn.

use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::state::{Minor, Occupation, State};
use crate::rules::empires_in_arms::model::territory::{at_war_with_nation, besieged, city_holders};
use crate::rules::empires_in_arms::model::units::UnitKind;
use crate::rules::empires_in_arms::words::{conquest::Said, say};

/// Whether `nation` is a major power's home (not a minor country's).
fn is_home(state: &State, nation: &str) -> bool {
    state
        .powers
        .values()
        .any(|p| p.home.iter().any(|h| h == nation))
}

/// 7.7: the power occupying the capital `area` of minor `nation`: one at war with it whose
/// units hold the capital's city unbesieged, or, the city being vacant, whose corps stand in
/// the area with no force of a power at war with it there.
pub fn occupier(state: &State, nation: &str, area: &str) -> Option<String> {
    let holders = city_holders(state, area);
    if let [holder] = holders.as_slice() {
        return (at_war_with_nation(state, holder, nation) && !besieged(state, area))
            .then(|| holder.clone());
    }
    if !holders.is_empty() {
        return None;
    }
    let outside: Vec<&str> = state
        .units
        .iter()
        .filter(|u| u.area == area && !u.in_city && u.total() > 0)
        .map(|u| u.power.as_str())
        .collect();
    state
        .units
        .iter()
        .filter(|u| u.area == area && u.kind == UnitKind::Corps && u.total() > 0)
        .map(|u| u.power.as_str())
        .find(|p| {
            at_war_with_nation(state, p, nation) && !outside.iter().any(|o| state.at_war(p, o))
        })
        .map(str::to_string)
}

/// 7.7 "uninterrupted and unbesieged": drops occupations no longer held after a sequence;
/// returns the report lines.
pub fn interruptions(map: &Map, state: &mut State) -> Vec<String> {
    let mut lines = Vec::new();
    let mut kept = Vec::new();
    for o in std::mem::take(&mut state.occupations) {
        let held = map
            .capitals
            .get(&o.nation)
            .is_some_and(|area| occupier(state, &o.nation, area).as_deref() == Some(&o.power));
        if held {
            kept.push(o);
        } else {
            let (nation, city) = nation_name(map, &o.nation);
            lines.push(say(&Said::OccupationInterrupted {
                power: &state.power_name(&o.power),
                nation: &nation,
                city: city.as_deref(),
            }));
        }
    }
    state.occupations = kept;
    lines
}

/// The nation's name ("Bavaria") and its capital city's ("Munich"), if any.
fn nation_name(map: &Map, nation: &str) -> (String, Option<String>) {
    let city = map
        .capitals
        .get(nation)
        .and_then(|a| map.areas.get(a))
        .and_then(|a| a.city.as_ref())
        .map(|c| c.name.clone());
    (capitalized(nation), city)
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// 7.7 the step, closing turn `turn`: conquers the minors whose capital was occupied at the
/// last Conquest Step by the power still holding it, and records new occupations; returns
/// the report lines.
pub fn conquest_step(map: &Map, state: &mut State, turn: u32) -> Vec<String> {
    let mut lines = interruptions(map, state);
    for (nation, area) in &map.capitals {
        if is_home(state, nation) {
            continue;
        }
        let now = occupier(state, nation, area);
        let before = state.occupations.iter().position(|o| &o.nation == nation);
        match (now, before) {
            (Some(p), Some(i)) if state.occupations[i].power == p => {
                let since = state.occupations[i].since_turn;
                if since < turn {
                    state.occupations.remove(i);
                    state.minors.insert(
                        nation.clone(),
                        Minor {
                            controller: Some(p.clone()),
                            conquered: true,
                        },
                    );
                    state.wars.retain(|w| !w.contains(nation));
                    let (name, city) = nation_name(map, nation);
                    lines.push(say(&Said::Conquers {
                        power: &state.power_name(&p),
                        nation: &name,
                        city: city.as_deref(),
                        since,
                    }));
                }
            }
            (now, before) => {
                if let Some(i) = before {
                    state.occupations.remove(i);
                }
                if let Some(p) = now {
                    let (name, city) = nation_name(map, nation);
                    lines.push(say(&Said::Occupies {
                        power: &state.power_name(&p),
                        nation: &name,
                        city: city.as_deref(),
                        through: turn + 1,
                    }));
                    state.occupations.push(Occupation {
                        nation: nation.clone(),
                        power: p,
                        since_turn: turn,
                    });
                }
            }
        }
    }
    state.occupations.sort();
    lines
}
