//! 7.3.3 detaching and absorbing garrison factors during the Land Movement Step: a corps
//! leaves factors as a garrison in an unbesieged friendly or vacant city (up to 5 times its
//! supply value, 7.3.3.4) or on a depot of its power (up to 10, 7.3.3.5), or takes factors
//! back, at no movement cost. Artillery is never detached; cavalry and guard detached become
//! regular infantry for the rest of the game (7.3.3.2); a corps keeps at least one factor
//! (7.3.3.1.2); infantry and militia neither leave nor join where enemy corps stand outside
//! the city (7.3.3.1).

use super::movement::enemy_corps;
use crate::rules::empires_in_arms::model::order_parts::{Post, Transfer};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory::{city_capacity, city_factors, city_open_to};
use crate::rules::empires_in_arms::model::units::{total, FactorType, Factors, Unit, UnitKind};
use crate::rules::empires_in_arms::words::{movement::Said, say};

/// The garrison counter of `power` at `post` in `area`: its id.
pub fn garrison_id(power: &str, area: &str, post: Post) -> String {
    match post {
        Post::City => format!("{power}-garrison-{area}"),
        Post::Depot => format!("{power}-depot-garrison-{area}"),
    }
}

fn garrison<'a>(state: &'a State, power: &str, area: &str, post: Post) -> Option<&'a Unit> {
    state.units.iter().find(|u| {
        u.power == power
            && u.area == area
            && u.kind == UnitKind::Garrison
            && u.in_city == (post == Post::City)
    })
}

/// 7.3.3: a corps that may detach and absorb: not artillery alone, not feudal.
fn may_transfer(u: &Unit) -> bool {
    u.is_non_artillery_corps()
        && !u
            .factors
            .keys()
            .any(|t| matches!(t, FactorType::FeudalInfantry | FactorType::FeudalCavalry))
}

fn post_ok(
    rules: &Rules,
    state: &State,
    power: &str,
    area: &str,
    post: Post,
) -> Result<u32, String> {
    let place = rules.map.name(area);
    match post {
        Post::City => {
            if !city_open_to(&rules.map, state, power, area) {
                return Err(say(&Said::CityNotOpen { area: &place }));
            }
            let cap = city_capacity(&rules.map, area, rules.land.depots.city_capacity_per_supply);
            Ok(cap.saturating_sub(city_factors(state, area)))
        }
        Post::Depot => {
            if !state
                .depots
                .iter()
                .any(|d| d.power == power && d.area == area)
            {
                if state.port_depots.iter().any(|d| d.area == area) {
                    return Err(say(&Said::PortDepotNoCapacity { area: &place }));
                }
                return Err(say(&Said::NoDepotThere {
                    power: &state.power_name(power),
                    area: &place,
                }));
            }
            let held = garrison(state, power, area, Post::Depot).map_or(0, Unit::total);
            Ok(rules
                .land
                .depots
                .depot_garrison_capacity
                .saturating_sub(held))
        }
    }
}

fn infantry_restricted(factors: &Factors) -> bool {
    factors
        .iter()
        .any(|(t, n)| *n > 0 && matches!(t, FactorType::Infantry | FactorType::Militia))
}

/// 7.3.3.1.1: a minor free state's corps detaches and absorbs only its infantry factors, and
/// only at cities and depots within its own country (7.3.3.5.2 for depots).
fn minor_free_state(rules: &Rules, u: &Unit, t: &Transfer, area: &str) -> Result<(), String> {
    let Some(minor) = &u.minor else {
        return Ok(());
    };
    if let Some(ty) = t.factors.keys().find(|ty| **ty != FactorType::Infantry) {
        return Err(say(&Said::MinorOnlyInfantry {
            unit: &u.name,
            factor: ty.key(),
        }));
    }
    if rules.map.areas.get(area).map(|a| &a.nation) != Some(minor) {
        return Err(say(&Said::MinorOnlyAtHome {
            unit: &u.name,
            minor,
            area: &rules.map.name(area),
        }));
    }
    Ok(())
}

/// 7.3.3 detaches `t.factors` from corps `t.corps` at `area`; returns the garrison id and
/// the factors as garrisoned (converted) for the report and forage losses.
///
/// # Errors
/// The rule that forbids it.
pub fn detach(
    rules: &Rules,
    state: &mut State,
    t: &Transfer,
    area: &str,
) -> Result<(String, Factors), String> {
    let Some(i) = state.units.iter().position(|u| u.id == t.corps) else {
        return Err(say(&Said::UnknownCorps { id: &t.corps }));
    };
    let u = state.units[i].clone();
    if u.kind != UnitKind::Corps || !may_transfer(&u) {
        return Err(say(&Said::MayNotTransfer {
            unit: &u.name,
            verb: "detach",
        }));
    }
    if t.factors.get(&FactorType::Artillery).copied().unwrap_or(0) > 0 {
        return Err(say(&Said::ArtilleryNotDetached));
    }
    minor_free_state(rules, &u, t, area)?;
    let n = detachable(&u, t)?;
    if infantry_restricted(&t.factors) && enemy_corps(state, &u.power, area) {
        return Err(say(&Said::InfantryHeld {
            verb: "detached",
            area: &rules.map.name(area),
        }));
    }
    let room = post_ok(rules, state, &u.power, area, t.post)?;
    if n > room {
        let rule = match t.post {
            Post::City => "7.3.3.4",
            Post::Depot => "7.3.3.5",
        };
        return Err(say(&Said::NoRoom {
            rule,
            room,
            factors: n,
        }));
    }
    let unit = &mut state.units[i];
    for (ty, k) in &t.factors {
        let left = unit.factors[ty] - k;
        if left == 0 {
            unit.factors.remove(ty);
        } else {
            unit.factors.insert(*ty, left);
        }
    }
    let as_garrison = as_garrison(&t.factors);
    let id = into_garrison(rules, state, &u.power, area, t.post, &as_garrison);
    state.normalize();
    Ok((id, as_garrison))
}

/// 7.3.3, 7.3.3.1.2: corps `u` has the factors `t` detaches, some, and more than them;
/// how many.
fn detachable(u: &Unit, t: &Transfer) -> Result<u32, String> {
    for (ty, n) in &t.factors {
        if u.factors.get(ty).copied().unwrap_or(0) < *n {
            return Err(say(&Said::CorpsHasFewer {
                unit: &u.name,
                factors: *n,
                factor: ty.key(),
            }));
        }
    }
    let n = total(&t.factors);
    if n == 0 {
        return Err(say(&Said::NothingToDetach));
    }
    if n >= u.total() {
        return Err(say(&Said::CannotEmptyCorps {
            unit: &u.name,
            total: u.total(),
        }));
    }
    Ok(n)
}

/// 7.3.3.2: detached factors as they serve in a garrison: cavalry and guard serve as
/// regular infantry from now on.
fn as_garrison(factors: &Factors) -> Factors {
    let mut as_garrison = Factors::new();
    for (ty, k) in factors {
        let ty = match ty {
            FactorType::Cavalry | FactorType::Guard => FactorType::Infantry,
            other => *other,
        };
        *as_garrison.entry(ty).or_insert(0) += k;
    }
    as_garrison
}

/// 7.3.3: `factors` join `power`'s garrison at `post` in `area`, which is raised if there
/// is none; its id.
fn into_garrison(
    rules: &Rules,
    state: &mut State,
    power: &str,
    area: &str,
    post: Post,
    factors: &Factors,
) -> String {
    let id = garrison(state, power, area, post)
        .map_or_else(|| garrison_id(power, area, post), |g| g.id.clone());
    match state.units.iter_mut().find(|g| g.id == id) {
        Some(g) => {
            for (ty, k) in factors {
                *g.factors.entry(*ty).or_insert(0) += k;
            }
        }
        None => {
            let place = match post {
                Post::City => rules.map.areas[area]
                    .city
                    .as_ref()
                    .map_or_else(|| rules.map.name(area), |c| c.name.clone()),
                Post::Depot => format!("depot, {}", rules.map.name(area)),
            };
            state.units.push(Unit {
                id: id.clone(),
                name: format!("{} garrison ({place})", state.power_name(power)),
                power: power.to_string(),
                kind: UnitKind::Garrison,
                area: area.to_string(),
                entered_from: None,
                strategic: None,
                factors: factors.clone(),
                in_city: post == Post::City,
                minor: None,
                allowance_in_parentheses: false,
                not_besieging: false,
            });
        }
    }
    id
}

/// 7.3.3 corps `t.corps` absorbs `t.factors` from its power's garrison at `area`.
///
/// # Errors
/// The rule that forbids it.
pub fn absorb(rules: &Rules, state: &mut State, t: &Transfer, area: &str) -> Result<(), String> {
    let Some(u) = state.units.iter().find(|u| u.id == t.corps).cloned() else {
        return Err(say(&Said::UnknownCorps { id: &t.corps }));
    };
    if u.kind != UnitKind::Corps || !may_transfer(&u) {
        return Err(say(&Said::MayNotTransfer {
            unit: &u.name,
            verb: "absorb",
        }));
    }
    minor_free_state(rules, &u, t, area)?;
    post_ok(rules, state, &u.power, area, t.post)?;
    if infantry_restricted(&t.factors) && enemy_corps(state, &u.power, area) {
        return Err(say(&Said::InfantryHeld {
            verb: "absorbed",
            area: &rules.map.name(area),
        }));
    }
    let Some(g) = garrison(state, &u.power, area, t.post).cloned() else {
        return Err(say(&Said::NoGarrisonToAbsorb {
            power: &state.power_name(&u.power),
        }));
    };
    for (ty, n) in &t.factors {
        if g.factors.get(ty).copied().unwrap_or(0) < *n {
            return Err(say(&Said::GarrisonHasFewer {
                factors: *n,
                factor: ty.key(),
            }));
        }
    }
    for x in &mut state.units {
        if x.id == g.id {
            for (ty, n) in &t.factors {
                *x.factors.get_mut(ty).expect("checked") -= n;
            }
            x.factors.retain(|_, n| *n > 0);
        } else if x.id == u.id {
            for (ty, n) in &t.factors {
                *x.factors.entry(*ty).or_insert(0) += n;
            }
        }
    }
    state.units.retain(|x| x.total() > 0);
    Ok(())
}

/// The area a transfer happens in: the one it names, which must be where the corps started
/// or one it entered (`path`), or else where its move ended.
///
/// # Errors
/// An area off the corps' way.
pub fn transfer_area(
    rules: &Rules,
    t: &Transfer,
    start: &str,
    path: &[String],
) -> Result<String, String> {
    let end = path.last().map_or(start, String::as_str);
    match &t.area {
        None => Ok(end.to_string()),
        Some(a) if a == start || path.contains(a) => Ok(a.clone()),
        Some(a) => Err(say(&Said::NotOnTheWay {
            area: &rules.map.name(a),
            corps: &t.corps,
        })),
    }
}
