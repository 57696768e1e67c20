//! 7.5.2.10.3 Retreat after losing a combat (also used for withdrawals, 7.5.2.5.2.3 and
//! 7.5.2.13.1, which the controlling player conducts by the same method).

use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::units::UnitKind;
pub use crate::rules::empires_in_arms::words::reasons::Way;
use std::collections::BTreeSet;

/// Where a retreating force went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Retreat {
    /// Areas entered, in order; the last is where the force stops. Empty: surrendered.
    pub path: Vec<String>,
    /// 7.5.2.10.3.6: no retreat route, the force surrenders.
    pub surrendered: bool,
    /// How the way was chosen.
    pub reason: Way,
}

/// Retreats a force of `powers` out of `from`.
///
/// 7.5.2.10.3.1 toward the nearest depot of any nationality in the force, or without one on
/// the map toward the nearest national capital; ties broken by `preference` (the deciding
/// player's standing order) and then by area id. 7.5.2.10.3.3 on through areas with an
/// unbesieged enemy corps, cossack, freikorps or garrison; 7.5.2.10.3.4 never across a
/// crossing arrow; 7.5.2.10.3.5 never into the same area twice.
pub fn retreat(
    map: &Map,
    state: &State,
    powers: &BTreeSet<String>,
    from: &str,
    preference: &[String],
) -> Retreat {
    let (targets, depot) = targets(state, powers);
    let mut visited: BTreeSet<String> = BTreeSet::from([from.to_string()]);
    let mut path = Vec::new();
    let mut here = from.to_string();
    loop {
        let Some(next) = next_area(map, &here, &visited, &targets, preference) else {
            return Retreat {
                path,
                surrendered: true,
                reason: Way::NoRoute {
                    from: map.name(&here),
                },
            };
        };
        visited.insert(next.clone());
        path.push(next.clone());
        if !enemy_blocks(state, powers, &next) {
            let names: Vec<String> = path.iter().map(|a| map.name(a)).collect();
            return Retreat {
                reason: Way::Toward { depot, path: names },
                path,
                surrendered: false,
            };
        }
        here = next;
    }
}

/// 7.5.2.10.3.1: where the force of `powers` retreats toward: the depots of its
/// nationalities, or without one on the map their national capitals; and whether they are
/// depots.
fn targets(state: &State, powers: &BTreeSet<String>) -> (Vec<String>, bool) {
    let targets: Vec<String> = state
        .depots
        .iter()
        .filter(|d| powers.contains(&d.power))
        .map(|d| d.area.clone())
        .collect();
    if !targets.is_empty() {
        return (targets, true);
    }
    let capitals = powers
        .iter()
        .filter_map(|p| state.powers.get(p))
        .map(|p| p.capital.clone())
        .collect();
    (capitals, false)
}

/// 7.5.2.10.3.1, 7.5.2.10.3.4-5: the next area from `here`: not across a crossing arrow,
/// not `visited`, the closest to `targets`, ties broken by `preference`, then by area id.
fn next_area(
    map: &Map,
    here: &str,
    visited: &BTreeSet<String>,
    targets: &[String],
    preference: &[String],
) -> Option<String> {
    map.neighbours(here)
        .into_iter()
        .filter(|(a, b)| !b.crossing && !visited.contains(a))
        .map(|(a, _)| {
            let dist = map.land_distance(&a, targets).unwrap_or(u32::MAX);
            let pref = preference
                .iter()
                .position(|p| *p == a)
                .unwrap_or(usize::MAX);
            (dist, pref, a)
        })
        .min()
        .map(|(_, _, next)| next)
}

/// 7.5.2.10.3.3: an unbesieged enemy corps, cossack, freikorps or depot garrison in `area`.
pub fn enemy_blocks(state: &State, powers: &BTreeSet<String>, area: &str) -> bool {
    state.units.iter().any(|u| {
        u.area == area
            && u.total() > 0
            && matches!(
                u.kind,
                UnitKind::Corps | UnitKind::Cossacks | UnitKind::Freikorps | UnitKind::Garrison
            )
            && powers.iter().any(|p| state.at_war(p, &u.power))
    })
}
