//! Validation of an orders file against the state: every error names the YAML path and the
//! rule that forbids it. `pbem orders check` and `pbem commit` run this before anything is
//! written.

mod battle;

use super::combat::land_combat::{sites, Site};
use super::model::map::Map;
use super::model::orders::Orders;
use super::model::state::State;
use crate::error::Result;
use crate::yaml::Source;

/// Checks `o` (parsed from `src`) for the player controlling `powers`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the first offending YAML path.
pub fn check(map: &Map, state: &State, powers: &[String], o: &Orders, src: &Source) -> Result<()> {
    let all = sites(state);
    let c = Check {
        map,
        state,
        powers,
        src,
        all: &all,
        attacker: powers.contains(&state.phasing),
    };
    c.fight_order(o)?;
    super::check_steps::check_sieges(map, state, powers, o, src)?;
    super::check_steps::check_standing(map, state, powers, o, src)?;
    for (area, bo) in &o.battles {
        c.battle(area, bo)?;
    }
    Ok(())
}

/// What every check reads: the map, the state, the ordering player's powers, the orders'
/// source (for error paths), this step's combat sites, and whether the player is the
/// phasing power (the attacker).
struct Check<'a> {
    map: &'a Map,
    state: &'a State,
    powers: &'a [String],
    src: &'a Source,
    all: &'a [Site],
    attacker: bool,
}

impl<'a> Check<'a> {
    /// 7.5.1.3: only the phasing power orders its combats, and only combats of this step.
    fn fight_order(&self, o: &Orders) -> Result<()> {
        for (i, area) in o.fight_order.iter().enumerate() {
            let path = format!("fight_order[{i}]");
            if !self.attacker {
                return Err(self.src.invalid(
                    &path,
                    format!(
                        "7.5.1.3: only the phasing power ({}) orders its combats",
                        self.state.power_name(&self.state.phasing)
                    ),
                ));
            }
            if !self.all.iter().any(|s| &s.area == area) {
                return Err(self.src.invalid(
                    &path,
                    format!(
                        "no combat at '{area}' in this step; combats: {}",
                        list(self.all)
                    ),
                ));
            }
        }
        Ok(())
    }
}

fn mine(all: &[Site], attacker: bool, powers: &[String]) -> Vec<Site> {
    all.iter()
        .filter(|s| attacker || s.defenders.iter().any(|d| powers.contains(d)))
        .cloned()
        .collect()
}

fn list(sites: &[Site]) -> String {
    if sites.is_empty() {
        return "none".into();
    }
    sites
        .iter()
        .map(|s| s.area.clone())
        .collect::<Vec<_>>()
        .join(", ")
}
