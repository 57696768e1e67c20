//! Validation of an orders file against the state: every error names the YAML path and the
//! rule that forbids it. `pbem orders check` and `pbem commit` run this before anything is
//! written.

use super::combat::field::outflank::{check_division, may_outflank};
use super::combat::land_combat::{sites, Site};
use super::model::map::Map;
use super::model::orders::Orders;
use super::model::state::State;
use super::model::units::UnitKind;
use super::tables::chits::Chit;
use crate::error::Result;
use crate::yaml::Source;

/// Checks `o` (parsed from `src`) for the player controlling `powers`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the first offending YAML path.
pub fn check(map: &Map, state: &State, powers: &[String], o: &Orders, src: &Source) -> Result<()> {
    let all = sites(state);
    let attacker = powers.contains(&state.phasing);
    if let Some(n) = &o.note {
        if n.chars().count() > 4000 {
            return Err(src.invalid("note", "a note holds at most 4000 characters"));
        }
    }
    for (i, area) in o.fight_order.iter().enumerate() {
        let path = format!("fight_order[{i}]");
        if !attacker {
            return Err(src.invalid(
                &path,
                format!(
                    "7.5.1.3: only the phasing power ({}) orders its combats",
                    state.power_name(&state.phasing)
                ),
            ));
        }
        if !all.iter().any(|s| &s.area == area) {
            return Err(src.invalid(
                &path,
                format!(
                    "no combat at '{area}' in this step; combats: {}",
                    list(&all)
                ),
            ));
        }
    }
    super::check_steps::check_sieges(map, state, powers, o, src)?;
    super::check_steps::check_standing(map, state, powers, o, src)?;
    for (area, bo) in &o.battles {
        let base = format!("battles.{area}");
        if !map.has(area) {
            return Err(src.invalid(
                &base,
                format!("unknown area '{area}' (not on map {})", map.id),
            ));
        }
        let site = all.iter().find(|s| {
            &s.area == area && (attacker || s.defenders.iter().any(|d| powers.contains(d)))
        });
        // With movement, a nonphasing power's battle orders are standing orders for any
        // area it holds where the phasing power may yet declare an attack (7.3.7, 7.3.8.2).
        let standing = !attacker
            && state.land_phase == super::state::LandPhase::MovementSupplyCombat
            && state
                .units
                .iter()
                .any(|u| &u.area == area && powers.contains(&u.power) && u.total() > 0);
        let side: Vec<&str> = match (attacker, site) {
            (true, Some(_)) => vec![state.phasing.as_str()],
            (false, Some(site)) => site.defenders.iter().map(String::as_str).collect(),
            (false, None) if standing => powers.iter().map(String::as_str).collect(),
            _ => {
                return Err(src.invalid(
                    &base,
                    format!(
                        "no combat of yours at {} in this step; yours: {}",
                        map.name(area),
                        list(&mine(&all, attacker, powers))
                    ),
                ))
            }
        };
        let units: Vec<_> = state
            .units
            .iter()
            .filter(|u| &u.area == area && side.contains(&u.power.as_str()) && u.total() > 0)
            .collect();
        let leaders: Vec<_> = state
            .leaders
            .iter()
            .filter(|l| &l.area == area && side.contains(&l.power.as_str()))
            .collect();
        let set: &[Chit] = if attacker {
            &Chit::ATTACKER
        } else {
            &Chit::DEFENDER
        };
        for (k, id) in bo.retire.iter().enumerate() {
            let p = format!("{base}.retire[{k}]");
            if attacker {
                return Err(src.invalid(
                    &p,
                    "7.5.1.1: only forces upon whom an attack is declared retire into a city",
                ));
            }
            let leader = leaders.iter().any(|l| &l.id == id && !l.in_city);
            if !leader && !units.iter().any(|u| &u.id == id && !u.in_city) {
                return Err(src.invalid(
                    &p,
                    format!(
                        "'{id}' is not a unit of yours in {} outside its city",
                        map.name(area)
                    ),
                ));
            }
            if map.areas.get(area).is_some_and(|a| a.city.is_none()) {
                return Err(src.invalid(&p, format!("7.5.1.1: {} has no city", map.name(area))));
            }
        }
        for (k, id) in bo.sally.iter().enumerate() {
            let p = format!("{base}.sally[{k}]");
            if !attacker {
                return Err(src.invalid(
                    &p,
                    "7.5.4.2.3: only the phasing power's besieged forces sally with its relieving force",
                ));
            }
            if !state
                .units
                .iter()
                .any(|u| &u.id == id && &u.area == area && u.in_city && powers.contains(&u.power))
            {
                return Err(src.invalid(
                    &p,
                    format!(
                        "7.5.4.2.3: '{id}' is not a unit of yours inside the city of {}",
                        map.name(area)
                    ),
                ));
            }
        }
        for (d, day) in bo.days.iter().enumerate() {
            let p = format!("{base}.days[{d}]");
            if !set.contains(&day.chit) {
                let names: Vec<&str> = set.iter().map(|c| c.key()).collect();
                return Err(src.invalid(
                    &format!("{p}.chit"),
                    format!(
                        "7.5.2.1: '{}' is not one of the {} chits: {}",
                        day.chit.key(),
                        if attacker { "attacker's" } else { "defender's" },
                        names.join(", ")
                    ),
                ));
            }
            if day.chit == Chit::Outflank {
                if d == 0 {
                    may_outflank(&units, &leaders)
                        .map_err(|why| src.invalid(&format!("{p}.chit"), why))?;
                }
                if day.outflanking.is_empty() {
                    return Err(src.invalid(&format!("{p}.chit"), "7.5.2.3: with the outflank chit, list the outflanking force in `outflanking:`"));
                }
                for (k, id) in day.outflanking.iter().enumerate() {
                    if !units.iter().any(|u| &u.id == id) {
                        return Err(src.invalid(
                            &format!("{p}.outflanking[{k}]"),
                            not_here(map, state, powers, id, area, &units),
                        ));
                    }
                }
                check_division(&units, &day.outflanking)
                    .map_err(|why| src.invalid(&format!("{p}.outflanking"), why))?;
            } else if !day.outflanking.is_empty() {
                return Err(src.invalid(
                    &format!("{p}.outflanking"),
                    "7.5.2.3: an outflanking force needs the outflank chit",
                ));
            }
        }
        for (k, a) in bo.retreat_preference.iter().enumerate() {
            if !map.has(a) {
                return Err(src.invalid(
                    &format!("{base}.retreat_preference[{k}]"),
                    format!("unknown area '{a}'"),
                ));
            }
        }
        for (k, r) in bo.reinforce.iter().enumerate() {
            let p = format!("{base}.reinforce[{k}]");
            let border = map.border(&r.from, area).ok_or_else(|| {
                src.invalid(
                    &format!("{p}.from"),
                    format!(
                        "7.5.2.11.1: {} is not adjacent to {}",
                        map.name(&r.from),
                        map.name(area)
                    ),
                )
            })?;
            if border.crossing {
                return Err(src.invalid(
                    &format!("{p}.from"),
                    "7.5.2.11.1.1: no reinforcement across a crossing arrow",
                ));
            }
            if all.iter().any(|s| s.area == r.from) {
                return Err(src.invalid(
                    &format!("{p}.from"),
                    format!(
                        "7.5.2.11.1.2: forces at {} take part in another combat this sequence",
                        map.name(&r.from)
                    ),
                ));
            }
            let there: Vec<_> = state
                .units
                .iter()
                .filter(|u| u.area == r.from && powers.contains(&u.power))
                .collect();
            for (j, id) in r.units.iter().enumerate() {
                let Some(u) = there.iter().find(|u| &u.id == id) else {
                    return Err(src.invalid(
                        &format!("{p}.units[{j}]"),
                        not_here(map, state, powers, id, &r.from, &there),
                    ));
                };
                if u.kind != UnitKind::Corps && r.leader.is_none() {
                    return Err(src.invalid(
                        &format!("{p}.units[{j}]"),
                        format!("7.5.2.11.2: {} can reinforce only with a leader", u.name),
                    ));
                }
            }
            if let Some(l) = &r.leader {
                if !state
                    .leaders
                    .iter()
                    .any(|x| &x.id == l && x.area == r.from && powers.contains(&x.power))
                {
                    return Err(src.invalid(
                        &format!("{p}.leader"),
                        format!("no leader '{l}' of yours at {}", map.name(&r.from)),
                    ));
                }
            }
        }
    }
    Ok(())
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

/// Why unit `id` is not among `yours` at `area`: another power's unit ("not yours"), one
/// of yours elsewhere, or no unit of that id at all; with the units you have there.
fn not_here(
    map: &Map,
    state: &State,
    powers: &[String],
    id: &str,
    area: &str,
    yours: &[&super::units::Unit],
) -> String {
    let here = format!("your units at {} are {}", map.name(area), ids(yours));
    match state.units.iter().find(|u| u.id == id) {
        Some(u) if !powers.contains(&u.power) => {
            format!("{} is not yours (it is {}'s); {here}", u.name, u.power)
        }
        Some(u) if u.area != area => {
            format!(
                "{} is at {}, not at {}; {here}",
                u.name,
                map.name(&u.area),
                map.name(area)
            )
        }
        Some(u) => format!("{} cannot be named here; {here}", u.name),
        None => format!("no unit has the id '{id}'; {here}"),
    }
}

fn ids(units: &[&super::units::Unit]) -> String {
    units
        .iter()
        .map(|u| u.id.clone())
        .collect::<Vec<_>>()
        .join(", ")
}
