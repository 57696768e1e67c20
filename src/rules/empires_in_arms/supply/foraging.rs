//! 7.4.1 Foraging: a corps rolls the forage die against the lowest forage value it passed,
//! modified by its circumstances (7.4.1.2), and takes the losses out of itself and the
//! factors it detached on the way (7.4.1.3); a power's leaders leave the map with the last
//! of its corps in an area (7.4.1.3.3).

use super::forage::{self, Circumstances};
use crate::fairness::Dice;
use crate::rules::empires_in_arms::land_movement::movement::{allowance, Moved};
use crate::rules::empires_in_arms::model::rules::Rules;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::model::territory;
use crate::rules::empires_in_arms::model::territory::{besieged, city_holders};
use crate::rules::empires_in_arms::model::units;
use crate::rules::empires_in_arms::model::units::{FactorType, UnitKind};
use crate::rules::empires_in_arms::words::movement::Count;
use crate::rules::empires_in_arms::words::say;
use crate::rules::empires_in_arms::words::supply::{ForageLoss, Said};

/// 7.4.1.2.5 (errata): whether every area of `areas` is in `power`'s territory (home
/// nations and controlled minors).
fn own_territory(rules: &Rules, state: &State, power: &str, areas: &[&str]) -> bool {
    areas
        .iter()
        .all(|a| territory::in_territory(&rules.map, state, power, a))
}

/// Rolls the foraging die for corps `id` (moved as `moved`, or not at all) and removes the
/// losses; returns the report line.
pub fn forage_corps(
    rules: &Rules,
    state: &mut State,
    id: &str,
    moved: Option<&Moved>,
    priority: &[FactorType],
    dice: &mut dyn Dice,
) -> String {
    let Some(u) = state.units.iter().find(|u| u.id == id).cloned() else {
        return String::new();
    };
    let entered: Vec<String> = moved.map(|m| m.entered.clone()).unwrap_or_default();
    let value = forage::forage_value(&rules.map, &u.area, &entered);
    let c = circumstances(rules, state, &u, moved, &entered);
    let (m, parts) = forage::modifier(&rules.land.supply.forage, &c);
    let die = dice.roll(6, &format!("7.4.1 forage: {}", u.name)).value;
    let Some(value) = value else {
        return say(&Said::NoForageValue { unit: &u.name });
    };
    let loss = forage::losses(die, m, value);
    let taken = (loss > 0).then(|| take_losses(state, &u, moved, loss, priority));
    say(&Said::Forages {
        unit: &u.name,
        value,
        die,
        modifiers: &parts,
        total: die as i32 + m,
        loss: taken.as_ref(),
    })
}

/// 7.4.1.2: the circumstances that modify corps `u`'s forage roll, having entered the
/// areas `entered` on its move `moved` (if any).
fn circumstances(
    rules: &Rules,
    state: &State,
    u: &units::Unit,
    moved: Option<&Moved>,
    entered: &[String],
) -> Circumstances {
    let winter = rules.land.supply.winter(&state.date)
        && rules.map.areas.get(&u.area).is_some_and(|a| a.winter_zone);
    let mut path: Vec<&str> = entered.iter().map(String::as_str).collect();
    path.push(&u.area);
    Circumstances {
        other_corps: state
            .units
            .iter()
            .filter(|o| {
                o.id != u.id
                    && o.area == u.area
                    && o.kind == UnitKind::Corps
                    && o.total() > 0
                    && !(o.in_city && besieged(state, &o.area))
            })
            .count() as u32,
        unused: moved.map_or_else(|| allowance(&rules.land.movement, u), Moved::unused),
        // 7.4.1.2.2 exception and 7.4.5.3: a corps besieging enemy forces in the city.
        besieging: !u.in_city
            && !u.not_besieging
            && city_holders(state, &u.area)
                .iter()
                .any(|h| state.at_war(h, &u.power)),
        force_marched: moved.is_some_and(|m| m.force_marched),
        winter_in_zone: winter,
        own_territory: own_territory(rules, state, &u.power, &path),
    }
}

/// 7.4.1.3: takes a forage loss of `loss` factors from corps `u` and the factors it
/// detached on its move `moved`; returns what it took, for the report.
fn take_losses(
    state: &mut State,
    u: &units::Unit,
    moved: Option<&Moved>,
    loss: u32,
    priority: &[FactorType],
) -> ForageLoss {
    let id = u.id.as_str();
    // 7.4.1.3.1-2: factors detached on the way are eligible, the corps' own first.
    let detached = moved.map(|m| m.detached.clone()).unwrap_or_default();
    let detached_total: u32 = detached.iter().map(|(_, f)| units::total(f)).sum();
    let alloc = forage::allocate(u.total(), detached_total, loss);
    let (_, taken) = take_factors(state, id, alloc.from_corps, priority);
    let mut out = ForageLoss {
        from_corps: alloc.from_corps,
        taken,
        ..ForageLoss::default()
    };
    let mut left = alloc.from_detached;
    for (gid, _) in &detached {
        let (n, t) = take_factors(state, gid, left, priority);
        left -= n;
        if !t.is_empty() {
            out.detached.push(t);
        }
    }
    state.units.retain(|x| x.total() > 0 || x.id == id);
    if alloc.corps_removed {
        out.removed = true;
        out.leaders = remove_corps(state, u);
    }
    out
}

/// 7.4.1.3.2-3: corps `u` is removed, and its power's leaders in its area leave the map
/// with the last of its corps there; returns their names.
fn remove_corps(state: &mut State, u: &units::Unit) -> Vec<String> {
    let (area, power) = (u.area.clone(), u.power.clone());
    state.units.retain(|x| x.id != u.id);
    let corps_left = state
        .units
        .iter()
        .any(|x| x.area == area && x.power == power && x.kind == UnitKind::Corps);
    if corps_left {
        return Vec::new();
    }
    let gone: Vec<String> = state
        .leaders
        .iter()
        .filter(|l| l.area == area && l.power == power)
        .map(|l| l.name.clone())
        .collect();
    state
        .leaders
        .retain(|l| !(l.area == area && l.power == power));
    gone
}

/// Removes up to `n` factors from unit `id` by `priority`; returns how many, and them by
/// type.
fn take_factors(state: &mut State, id: &str, n: u32, priority: &[FactorType]) -> (u32, Vec<Count>) {
    let Some(unit) = state.units.iter_mut().find(|x| x.id == id) else {
        return (0, Vec::new());
    };
    let mut left = n;
    let mut taken = Vec::new();
    for t in priority {
        let have = unit.factors.get(t).copied().unwrap_or(0);
        let k = have.min(left);
        if k > 0 {
            unit.factors.insert(*t, have - k);
            left -= k;
            taken.push(Count {
                count: k,
                factor: t.key(),
            });
        }
    }
    unit.factors.retain(|_, k| *k > 0);
    (n - left, taken)
}
